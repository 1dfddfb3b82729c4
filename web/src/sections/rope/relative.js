// The RoPE section's relative check: a score depends on n − m only, in float64, with the
// rotation rounded to float32 and with the naive float32 angles (core.ropeRelative).

import { el } from '../../kit/dom.js';
import { fixed, int, intArg, roundingNote, trimArg } from '../../kit/format.js';
import { t, tNodes } from '../../kit/i18n.js';
import { scroller, sci, table } from '../../kit/section-kit.js';
import { SEED, size } from './common.js';
import { renamedControl } from './controls.js';
import { SETTINGS } from './names.js';

// ---- the relative check ----

function relativeText(rel, state) {
  const f64 = rel.residual === 0 ? t('rope-f64-exact') : t('rope-f64-rounding', { difference: size(rel.residual) });
  const rounded = t('rope-rounded', { error: size(rel.rounded.maxError) });
  const naiveWorse = rel.naive.maxError > 4 * rel.rounded.maxError;
  const far = state.pos + state.k + state.shift;
  const suggested = 100000;
  const naive = t('rope-naive', {
    error: size(rel.naive.maxError),
    worse: naiveWorse ? 'yes' : 'no',
    far: intArg(far),
    suggest: far < suggested ? 'yes' : 'no',
    shift: intArg(suggested),
  });
  return [f64, rounded, naive];
}

/** A label that is maths only: left to right in every language (an Arabic page would turn it round). */
const maths = (text) => el('span', { text, attrs: { dir: 'ltr' } });

/**
 * The check's controls and holders: Δ (the shared k, under this section's name) and the shift c
 * (this section's own key, through the store and the URL like the others).
 */
export function buildRelative(ctx, view) {
  const shiftHolder = el('div', { className: 'rope-controls' });
  renamedControl(ctx, shiftHolder, 'k', {
    describe: (v) =>
      t('rope-k-describe', {
        side: v === 0 ? 'same' : v < 0 ? 'before' : 'after',
        count: Math.abs(v),
        positions: intArg(Math.abs(v)),
      }),
    hint: t('rope-k-hint'),
  });
  ctx.control(shiftHolder, 'shift', {
    label: SETTINGS.shift.name,
    sliderMin: 0,
    sliderMax: 100000,
    describe: (v) => t('rope-shift-describe', { shift: intArg(v) }),
    hint: t('rope-shift-hint'),
  });
  view.relativeTable = el('div', { className: 'rope-relative' });
  view.relativeForm = el('p', { className: 'rope-relative-form' });
  view.relativeProse = el('ul', { className: 'rope-relative-prose' });
  ctx.slot('relative').append(shiftHolder, view.relativeTable, view.relativeForm, view.relativeProse, roundingNote());
}

export function renderRelative(view, state) {
  const { rel } = view;
  const m = state.pos;
  const n = state.pos + state.k;
  const c = state.shift;
  const score = (x) => fixed(x, 9);
  const rows = [
    [
      maths(`(R(m) q)·(R(n) k), m = ${int(m)}, n = ${int(n)}`),
      score(rel.score),
      score(rel.rounded.score),
      score(rel.naive.score),
    ],
    [
      maths(`(R(m+c) q)·(R(n+c) k), m + c = ${int(m + c)}, n + c = ${int(n + c)}`),
      score(rel.shiftedScore),
      score(rel.rounded.shiftedScore),
      score(rel.naive.shiftedScore),
    ],
    [
      t('rope-row-difference'),
      el('strong', { className: 'rope-residual-f64', text: sci(rel.residual, 2) }),
      el('strong', { className: 'rope-residual-rounded', text: sci(rel.rounded.residual, 2) }),
      el('strong', { className: 'rope-residual-naive', text: sci(rel.naive.residual, 2) }),
    ],
    [
      t('rope-row-error'),
      t('rope-reference'),
      el('span', { className: 'rope-error-rounded', text: sci(rel.rounded.maxError, 2) }),
      el('span', { className: 'rope-error-naive', text: sci(rel.naive.maxError, 2) }),
    ],
  ];
  view.relativeTable.replaceChildren(
    scroller(
      t('rope-relative-region'),
      table({
        className: 'data-table rope-relative-table',
        caption: t('rope-relative-caption', {
          d: intArg(state.d),
          base: trimArg(state.base),
          pairing: state.pairing,
          seed: SEED,
          digits: 9,
        }),
        columns: [t('rope-column-quantity'), 'float64', t('rope-column-rounded'), t('rope-column-naive')],
        rows,
      }),
      { hint: t('rope-scroll-hint') },
    ),
  );
  view.relativeForm.replaceChildren(
    ...tNodes(
      'rope-relative-form',
      { delta: int(state.k) },
      {
        score: el('strong', { className: 'rope-relative-score', text: score(rel.relativeScore) }),
        gap: el('strong', { className: 'rope-relative-error', text: sci(rel.relativeError, 2) }),
      },
    ),
  );
  view.relativeProse.replaceChildren(...relativeText(rel, state).map((text) => el('li', { text })));
}
