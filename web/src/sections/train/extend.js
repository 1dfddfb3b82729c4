// "Longer contexts for the trained RoPE model": once a run with RoPE is done, a button runs the
// "Longer contexts" section's recipes (position interpolation, NTK-aware scaling, YaRN; none as
// the control) on its trained weights, as trained and after a short fine-tune at the longer
// lengths (runs.js, extensionPlanFor), in a lab of its own with its own estimate: these runs
// are not part of the comparison's time. The results are drawn by the accuracy chart and the
// sentences of views.js, read against the papers (claims.js, 'extension-papers'). The part's
// words on what it does are the section's narration (train.js). While the comparison on screen
// is a record (recorded.js) whose extension runs are recorded too, the part draws those under a
// notice saying so, and a finished extension of a recorded plan is compared with its record.
//
// Rule: every number comes from the core through the lab; this file only decides when the
// button can run and says so.

import { el } from '../../kit/dom.js';
import { intArg } from '../../kit/format.js';
import { t } from '../../kit/i18n.js';
import { createMessage } from '../../kit/section-kit.js';
import { createEstimate, durationWords } from './estimate.js';
import { createLab } from './lab.js';
import { extensionPlanFor, FIT_SHARE, percent } from './runs.js';
import { createAccuracyView } from './views.js';

/** While the extension runs train, its part redraws at most this often (ms). */
const RUNNING_REDRAW_MS = 500;

/** The part's elements under its heading: the button, its note, progress, status, results. */
function makeParts(ctx, slot) {
  const parts = {
    button: el('button', {
      type: 'button',
      className: 'button train-ext-run',
      text: t('train-ext-run'),
      disabled: true,
    }),
    note: el('p', { className: 'train-ext-note' }),
    progress: el('progress', { className: 'train-ext-progress', max: 1, value: 0, hidden: true }),
    status: el('p', { className: 'train-ext-status', attrs: { role: 'status', 'aria-live': 'polite' } }),
    failure: createMessage(null, { className: 'inline-message train-error' }),
    recorded: el('p', { className: 'train-ext-recorded callout', hidden: true, attrs: { role: 'status' } }),
    results: el('div', { className: 'train-ext-results' }),
  };
  parts.progress.setAttribute('aria-label', t('train-ext-progress-label'));
  slot.append(
    el('div', { className: 'train-buttons' }, parts.button),
    parts.note,
    parts.progress,
    parts.status,
    parts.failure.element,
    parts.recorded,
    parts.results,
  );
  parts.accuracy = createAccuracyView(ctx, parts.results, { empty: t('train-ext-empty') });
  return parts;
}

/** Why the button cannot run, or how long it will take (on state.threads workers; 0: the page's thread). */
function noteWords(state) {
  if (state.unfit) return t('train-ext-unfit', { L: intArg(state.unfit), fit: percent(FIT_SHARE) });
  if (!state.source) return t(state.recorded ? 'train-ext-wait-recorded' : 'train-ext-wait');
  if (state.estimateMs === undefined) return t('train-estimate-timing');
  const args = { duration: durationWords(state.estimateMs), runs: state.source.extension.runs.length };
  return state.threads > 0
    ? t('train-ext-estimate', { ...args, threads: state.threads })
    : t('train-ext-estimate-page', args);
}

/** The part as the extension lab and the comparison it follows stand. */
function showParts(parts, lab, state, recorded) {
  const busy = ['starting', 'running', 'paused'].includes(lab.status);
  parts.button.disabled = !state.source || busy;
  parts.button.textContent = lab.status === 'idle' ? t('train-ext-run') : t('train-ext-run-again');
  const words = noteWords(state);
  if (parts.note.textContent !== words) parts.note.textContent = words;
  // The estimate in milliseconds, for `npm run bench` to set beside the time the runs take.
  if (state.source && state.estimateMs !== undefined) parts.note.dataset.ms = String(Math.round(state.estimateMs));
  else delete parts.note.dataset.ms;
  const plan = lab.plan;
  parts.progress.hidden = !plan;
  if (plan) {
    parts.progress.max = plan.runs.reduce((sum, run) => sum + run.steps + plan.evalLength, 0);
    parts.progress.value = lab.runs.reduce(
      (sum, run) => sum + run.step + (run.phase === 'done' ? plan.evalLength : run.length - 1),
      0,
    );
  }
  const finished = lab.runs.filter((run) => run.phase === 'done').length;
  let said = '';
  if (busy) said = t('train-ext-status-running', { done: finished, runs: lab.runs.length });
  else if (lab.status === 'done') said = t('train-ext-status-done', { runs: lab.runs.length });
  if (parts.status.textContent !== said) parts.status.textContent = said;
  if (lab.status === 'failed')
    parts.failure.show(t('train-failed', { reason: lab.error?.message ?? t('train-failed-unknown') }));
  else parts.failure.clear();
  // The recorded extension while this lab has nothing; after a run, whether it gave its record.
  const paint = (text) => {
    parts.recorded.hidden = !text;
    if (parts.recorded.textContent !== text) parts.recorded.textContent = text;
  };
  let notice = '';
  if (lab.status === 'idle' && state.recorded) notice = t('train-ext-recorded-notice');
  else if (lab.status === 'done' && recorded) notice = recorded.verdict(lab, paint);
  paint(notice);
  parts.accuracy.show(lab.status === 'idle' && state.recorded ? state.recorded : lab);
}

/** `fn` in a task of its own, after `delay()` ms, once however often it is asked for meanwhile. */
function taskOnce(ctx, fn, delay) {
  let queued = false;
  return () => {
    if (queued) return;
    queued = true;
    ctx.timeout(() => {
      queued = false;
      fn();
    }, delay());
  };
}

/**
 * @param {object} ctx  the section's context
 * @param {HTMLElement} slot  where the part goes
 * @param {{ workers: number, recorded?: object }} options  workers: threads for its runs (the
 *   comparison's are idle by then); recorded: the section's recorded results (recorded.js,
 *   createRecorded), which say what to draw before a run and compare a finished one
 * @returns {{ follow(lab): void, reset(): void }}  follow: after each redraw of the comparison
 */
export function createExtension(ctx, slot, { workers, recorded = null }) {
  const parts = makeParts(ctx, slot);
  // source: the finished comparison whose RoPE runs the button extends; unfit: its L where no
  // RoPE run fit it; estimateMs: the extension plan's estimate, once timed, on `threads` workers;
  // recorded: the recorded extension of the recorded comparison on screen (a finished lab
  // without weights).
  const state = { source: null, unfit: 0, estimateMs: undefined, threads: 0, recorded: null };
  const show = () => showParts(parts, lab, state, recorded);
  // What follow() changes is drawn in a task of its own, after the comparison's redraw: the two
  // (a record's charts and sentences, then its extension's) in one task took over 50 ms.
  const showSoon = taskOnce(ctx, show, () => 0);
  const lab = createLab({
    core: ctx.core,
    makeWorker: ctx.trainWorker,
    workers,
    onChange: taskOnce(ctx, show, () => (lab.status === 'running' ? RUNNING_REDRAW_MS : 0)),
  });
  ctx.own({ destroy: () => lab.destroy() });
  const estimate = createEstimate({
    core: ctx.core,
    timeout: (fn, ms) => ctx.timeout(fn, ms),
    onEstimate: (_words, ms) => {
      state.estimateMs = ms;
      show();
    },
  });
  ctx.own({ destroy: () => estimate.cancel() });
  parts.button.addEventListener('click', () => {
    if (state.source) lab.start(state.source.extension);
  });
  show();

  return {
    /** Follows the comparison: a finished one whose RoPE runs fit L on some seed can be extended. */
    follow(comparison) {
      const { plan } = comparison;
      const shown = recorded?.extensionShown(comparison) ?? null;
      const changed = shown !== state.recorded;
      state.recorded = shown;
      const rope = comparison.status === 'done' ? comparison.runs.filter((run) => run.scheme === 'rope') : [];
      const fits = rope.some((run) => run.weights && run.exact?.[plan.trainLength - 1] >= FIT_SHARE);
      const unfit = rope.length && !fits ? plan.trainLength : 0;
      if (!fits) {
        if (state.source || state.unfit !== unfit) Object.assign(state, { source: null, unfit, estimateMs: undefined });
        showSoon();
        return;
      }
      if (state.source?.plan === plan) {
        if (changed) showSoon();
        return;
      }
      Object.assign(state, { source: { plan, extension: extensionPlanFor(plan, comparison.runs) }, unfit: 0 });
      state.estimateMs = undefined;
      // On workers unless the comparison found none would start (it trained on the page's thread).
      const canStart = ctx.trainWorker && typeof Worker === 'function' && comparison.mode !== 'main';
      state.threads = canStart ? Math.min(workers, state.source.extension.runs.length) : 0;
      estimate.measure(state.source.extension, state.threads);
      showSoon();
    },
    /** Forgets the extension runs (a new comparison, or a reset). */
    reset() {
      lab.reset();
      Object.assign(state, { source: null, unfit: 0, estimateMs: undefined });
      estimate.cancel();
      show();
    },
  };
}
