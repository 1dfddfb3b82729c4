// "Take a run home": one run of the plan on the page (a scheme and a seed) as a PyTorch script
// (web/api/pytorch.mjs) that rebuilds its starting weights and batches from the seed, trains the
// same model with torch.optim.AdamW and prints each step's loss. The plan is known before Run,
// so a script can be taken before, during or after training.

import { pytorchScript } from '../../../api/pytorch.mjs';
import { el } from '../../kit/dom.js';
import { download } from '../../kit/export.js';
import { t, tNodes } from '../../kit/i18n.js';
import { schemeName } from '../../kit/schemes.js';

/** The block under the Run buttons: a choice of run and a download button. update(plan) follows the settings. */
export function createTakeHome(ctx, container) {
  const select = el('select', { className: 'train-home-run', id: 'train-home-run' });
  const button = el('button', {
    type: 'button',
    className: 'button-quiet train-home-download',
    text: t('train-home-download'),
  });
  const block = el(
    'details',
    { className: 'train-home' },
    el('summary', { text: t('train-home-summary') }),
    // Code names, not words; the README's section by its English title, marked as a name that
    // stays as it is in every language (the README is English).
    el(
      'p',
      {},
      ...tNodes(
        'train-home-text',
        { optimiser: 'torch.optim.AdamW', python: 'Python 3' },
        { guide: el('cite', { text: 'README: Training a model', attrs: { translate: 'no', lang: 'en' } }) },
      ),
    ),
    el(
      'p',
      { className: 'train-home-controls' },
      el('label', { htmlFor: select.id, text: t('train-home-run-label') }),
      ' ',
      select,
      ' ',
      button,
    ),
  );
  const drawnNote = el('p', { className: 'train-home-drawn', text: t('train-home-drawn'), hidden: true });
  block.append(drawnNote);
  container.append(block);
  let plan = null;
  // The script rebuilds plain runs (api/pytorch.mjs refuses positionRange): drawn runs are not offered.
  let runs = [];
  button.addEventListener('click', () => {
    const run = runs[select.selectedIndex];
    if (!run) return;
    const script = pytorchScript(ctx.core, run.config, { steps: plan.steps });
    download(new Blob([script], { type: 'text/x-python' }), `pe-run-${run.scheme}-seed-${run.seed}.py`);
  });
  return {
    update(next) {
      const chosen = runs[select.selectedIndex]?.key;
      plan = next;
      runs = plan.runs.filter((run) => !run.config.positionRange);
      drawnNote.hidden = runs.length === plan.runs.length;
      select.replaceChildren(
        ...runs.map((run) =>
          el('option', {
            value: run.key,
            text: t('train-home-option', { scheme: schemeName(run.scheme), seed: run.seed }),
          }),
        ),
      );
      const keep = runs.findIndex((run) => run.key === chosen);
      select.selectedIndex = Math.max(0, keep);
    },
  };
}
