// "Longer contexts for the trained RoPE model": once a run with RoPE is done, a button runs the
// "Longer contexts" section's recipes (position interpolation, NTK-aware scaling, YaRN; none as
// the control) on its trained weights, as trained and after a short fine-tune at the longer
// lengths (runs.js, extensionPlanFor), in a lab of its own with its own estimate: these runs
// are not part of the comparison's time. The results are drawn by the accuracy chart and the
// sentences of views.js, read against the papers (claims.js, 'extension-papers').
//
// Rule: every number comes from the core through the lab; this file only decides when the
// button can run and says so.

import { el } from '../../kit/dom.js';
import { intArg } from '../../kit/format.js';
import { t } from '../../kit/i18n.js';
import { createMessage } from '../../kit/section-kit.js';
import { createEstimate, durationWords } from './estimate.js';
import { createLab } from './lab.js';
import { EXTENSION_METHODS, EXTENSION_STEPS, extensionPlanFor, listAnd } from './runs.js';
import { createAccuracyView } from './views.js';

/** While the extension runs train, its part redraws at most this often (ms). */
const RUNNING_REDRAW_MS = 500;

/** The words of the methods, in the order the core lists them, the control first. */
const methodNames = () => EXTENSION_METHODS.map((method) => t(`train-ext-method-${method}`));

/**
 * @param {object} ctx  the section's context
 * @param {HTMLElement} slot  where the part goes
 * @param {{ workers: number }} options  threads for its runs (the comparison's are idle by then)
 * @returns {{ follow(lab): void, reset(): void }}  follow: after each redraw of the comparison
 */
export function createExtension(ctx, slot, { workers }) {
  const intro = el('p', {
    className: 'train-ext-intro',
    text: t('train-ext-intro', {
      methods: listAnd(methodNames().slice(1)),
      control: methodNames()[0],
      s: 's = 2L / L = 2',
      steps: intArg(EXTENSION_STEPS),
      offset: intArg(1000),
    }),
  });
  const button = el('button', {
    type: 'button',
    className: 'button train-ext-run',
    text: t('train-ext-run'),
    disabled: true,
  });
  const note = el('p', { className: 'train-ext-note' });
  const progress = el('progress', { className: 'train-ext-progress', max: 1, value: 0, hidden: true });
  progress.setAttribute('aria-label', t('train-ext-progress-label'));
  const status = el('p', { className: 'train-ext-status', attrs: { role: 'status', 'aria-live': 'polite' } });
  const failure = createMessage(null, { className: 'inline-message train-error' });
  const results = el('div', { className: 'train-ext-results' });
  slot.append(
    intro,
    el('div', { className: 'train-buttons' }, button),
    note,
    progress,
    status,
    failure.element,
    results,
  );
  const accuracy = createAccuracyView(ctx, results, { empty: t('train-ext-empty') });

  let source = null; // the finished comparison whose RoPE runs the button extends
  let estimateMs; // the extension plan's estimate (ms), once timed
  let pending = false;
  const lab = createLab({
    core: ctx.core,
    makeWorker: ctx.trainWorker,
    workers,
    onChange: () => {
      if (pending) return;
      pending = true;
      ctx.timeout(
        () => {
          pending = false;
          show();
        },
        lab.status === 'running' ? RUNNING_REDRAW_MS : 0,
      );
    },
  });
  ctx.own({ destroy: () => lab.destroy() });
  const estimate = createEstimate({
    core: ctx.core,
    timeout: (fn, ms) => ctx.timeout(fn, ms),
    onEstimate: (_words, ms) => {
      estimateMs = ms;
      show();
    },
  });
  ctx.own({ destroy: () => estimate.cancel() });

  function show() {
    const busy = ['starting', 'running', 'paused'].includes(lab.status);
    button.disabled = !source || busy;
    button.textContent = lab.status === 'idle' ? t('train-ext-run') : t('train-ext-run-again');
    let words;
    if (!source) words = t('train-ext-wait');
    else if (estimateMs === undefined) words = t('train-estimate-timing');
    else
      words = t('train-ext-estimate', {
        duration: durationWords(estimateMs),
        runs: source.extension.runs.length,
        threads: workers,
      });
    if (note.textContent !== words) note.textContent = words;
    const plan = lab.plan;
    progress.hidden = !plan;
    if (plan) {
      const total = plan.runs.reduce((sum, run) => sum + run.steps + plan.evalLength, 0);
      const done = lab.runs.reduce(
        (sum, run) => sum + run.step + (run.phase === 'done' ? plan.evalLength : run.length - 1),
        0,
      );
      progress.max = total;
      progress.value = done;
    }
    const finished = lab.runs.filter((run) => run.phase === 'done').length;
    let said = '';
    if (busy) said = t('train-ext-status-running', { done: finished, runs: lab.runs.length });
    else if (lab.status === 'done') said = t('train-ext-status-done', { runs: lab.runs.length });
    if (status.textContent !== said) status.textContent = said;
    if (lab.status === 'failed')
      failure.show(t('train-failed', { reason: lab.error?.message ?? t('train-failed-unknown') }));
    else failure.clear();
    accuracy.show(lab);
  }

  button.addEventListener('click', () => {
    if (source) lab.start(source.extension);
  });
  show();

  return {
    /** Follows the comparison: a finished one with RoPE runs can be extended. */
    follow(comparison) {
      const ready =
        comparison.status === 'done' &&
        comparison.plan?.schemes.includes('rope') &&
        comparison.runs.some((run) => run.scheme === 'rope' && run.weights);
      if (!ready) {
        if (source) {
          source = null;
          estimateMs = undefined;
          show();
        }
        return;
      }
      if (source?.plan === comparison.plan) return;
      source = { plan: comparison.plan, extension: extensionPlanFor(comparison.plan, comparison.runs) };
      estimateMs = undefined;
      estimate.measure(source.extension, ctx.trainWorker && typeof Worker === 'function' ? workers : 0);
      show();
    },
    /** Forgets the extension runs (a new comparison, or a reset). */
    reset() {
      lab.reset();
      source = null;
      estimateMs = undefined;
      estimate.cancel();
      show();
    },
  };
}
