// The RoPE section's W_Q / W_K table: why RoPE rotates q and k after the projections rather than
// adding to the input (core.ropeWDemo), and the spread of each score column.

import { el } from '../../kit/dom.js';
import { fixed, int, intArg } from '../../kit/format.js';
import { t } from '../../kit/i18n.js';
import { pageWords } from '../../kit/page-words.js';
import { createMessage, scroller, table } from '../../kit/section-kit.js';
import { SEED, size } from './common.js';

/** Below this a spread or residual is rounding: scores here are of order 1, float64 keeps ~16 digits. */
const ROUNDING_LEVEL = 1e-9;

// ---- the W_Q / W_K table ----

/**
 * How large a spread is, for the messages' selectors: 'exact' (0: no spread at all), 'rounding'
 * (below the rounding level) or 'large'.
 */
function spreadKind(value) {
  if (value === 0) return 'exact';
  return value < ROUNDING_LEVEL ? 'rounding' : 'large';
}

function spreadText(w) {
  return [
    t('rope-spread-raw', { spread: size(w.rawSpread), kind: spreadKind(w.rawSpread) }),
    t('rope-spread-additive', { spread: size(w.additiveSpread), kind: spreadKind(w.additiveSpread) }),
    t('rope-spread-rope', { spread: size(w.ropeSpread), kind: spreadKind(w.ropeSpread) }),
  ];
}

function renderWDemo(view, state) {
  const { w } = view;
  if (!w) return;
  const rows = Array.from(w.m, (m, i) => [
    int(m),
    int(w.n[i]),
    fixed(w.rawScores[i]),
    fixed(w.additiveScores[i]),
    fixed(w.ropeScores[i]),
  ]);
  view.wTable.replaceChildren(
    scroller(
      t('rope-w-region'),
      table({
        className: 'data-table rope-w-table',
        caption: t('rope-w-caption', {
          delta: intArg(state.k),
          d: intArg(state.d),
          pairing: state.pairing,
          seed: SEED,
        }),
        columns: ['m', 'n', 'p_m·p_n', '(p_m W_Q)·(p_n W_K)', '(R(m)W_Q x)·(R(n)W_K x)'],
        rows,
      }),
      { hint: t('rope-scroll-hint') },
    ),
  );
  view.wSpreads.replaceChildren(
    ...spreadText(w).map((text, i) =>
      el('li', { className: `rope-spread rope-spread-${['raw', 'additive', 'rope'][i]}`, text }),
    ),
  );
}

export function buildWDemo(ctx, view) {
  view.wMessage = createMessage(ctx.slot('wdemo'));
  view.wTable = el('div', { className: 'rope-w' });
  view.wSpreads = el('ul', { className: 'rope-spreads' });
  ctx.slot('wdemo').append(view.wTable, view.wSpreads);
}

/** The table from the core, or its refusal in words: the table has its own limits, a refusal there leaves the rest. */
export function wFromCore(core, state) {
  try {
    return {
      w: core.ropeWDemo({ dModel: state.d, base: state.base, pairing: state.pairing, seed: SEED, offset: state.k }),
      error: '',
    };
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    const message = pageWords(error).replace(/\boffset\b/g, 'Δ');
    return { w: null, error: t('rope-w-refused', { message, need: state.k < 0 ? 'delta' : 'd' }) };
  }
}

/** The refusal, or the table and its spreads. */
export function showWDemo(view, state, error) {
  if (error) view.wMessage.show(error);
  else view.wMessage.clear();
  view.wTable.hidden = Boolean(error);
  view.wSpreads.hidden = Boolean(error);
  renderWDemo(view, state);
}
