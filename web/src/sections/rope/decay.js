// The RoPE section's decay chart: g(Δ) = Σ cos(ω_i Δ) and its bound (core.ropeDecay), with a
// summary and a data table for those who do not see the chart.

import { describeChart } from '../../kit/a11y.js';
import { createChart, lineChart, seriesStyle } from '../../kit/charts.js';
import { fixed, fixedArg, int, intArg, trimArg } from '../../kit/format.js';
import { el } from '../../kit/dom.js';
import { t } from '../../kit/i18n.js';
import { pageWords } from '../../kit/page-words.js';
import { createMessage } from '../../kit/section-kit.js';

// ---- the decay chart ----

export function buildDecay(ctx, view) {
  view.decayMessage = createMessage(ctx.slot('decay'));
  view.decaySlot = el('div', { className: 'rope-decay' });
  ctx.slot('decay').append(view.decaySlot);
}

/** The curve from the core, or its refusal in words: the chart has its own limits, a refusal there leaves the rest. */
export function decayFromCore(core, state) {
  try {
    return { decay: core.ropeDecay({ dModel: state.d, base: state.base }), error: '' };
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    return { decay: null, error: t('rope-decay-refused', { message: pageWords(error) }) };
  }
}

/** The refusal, or the chart (drawn again when `redraw`: its curve depends on d and base only). */
export function showDecay(view, state, error, redraw) {
  if (error) view.decayMessage.show(error);
  else view.decayMessage.clear();
  view.decaySlot.hidden = Boolean(error);
  if (redraw) renderDecay(view, state);
}

function decayText(decay, state) {
  const { g, bound } = decay;
  const K = g.length - 1;
  const half = Math.ceil(K / 2);
  let far = 0;
  for (let k = half; k <= K; k += 1) if (Math.abs(g[k]) > far) far = Math.abs(g[k]);
  let lowest = 0;
  for (let k = 1; k <= K; k += 1) if (bound[k] < bound[lowest]) lowest = k;
  const pairs = state.d / 2;
  const range = { from: int(half), to: int(K), far: fixed(far) };
  const larger = 128;
  const parts = [t('rope-decay-g0', { g0: fixedArg(g[0]), pairs, count: intArg(pairs) })];
  if (pairs === 1) parts.push(t('rope-decay-one-pair', range));
  else if (far <= g[0] / 2) parts.push(t('rope-decay-low', range));
  else parts.push(t('rope-decay-high', { ...range, larger: intArg(larger), suggest: state.d < larger ? 'yes' : 'no' }));
  parts.push(
    t('rope-decay-bound', {
      first: fixedArg(bound[0]),
      last: fixedArg(bound[K]),
      K: intArg(K),
      lowest: fixedArg(bound[lowest]),
      at: intArg(lowest),
    }),
  );
  return parts.join(t('rope-sentence-gap'));
}

function renderDecay(view, state) {
  const { decay } = view;
  if (!decay) return;
  const { g, bound } = decay;
  const K = g.length - 1;
  const config = lineChart({
    datasets: [
      { label: 'g(Δ) = Σ cos(ω_i Δ)', data: Array.from(g, (y, x) => ({ x, y })), ...seriesStyle(0, { points: false }) },
      {
        label: t('rope-chart-bound'),
        data: Array.from(bound, (y, x) => ({ x, y })),
        ...seriesStyle(1, { points: false }),
      },
    ],
    x: { min: 0, max: K, title: t('rope-chart-x') },
    y: { title: t('rope-chart-y'), grid: { zeroLine: true } },
  });
  const label = t('rope-chart-label', {
    K: String(K),
    d: String(state.d),
    g0: trimArg(g[0]),
    bound0: trimArg(bound[0]),
  });
  if (!view.chart) view.chart = view.ctx.own(createChart(view.decaySlot, config, { label }));
  else view.chart.update({ ...config, label });
  const options = {
    summary: decayText(decay, state),
    columns: ['Δ', 'g(Δ)', t('rope-column-bound')],
    rows: Array.from(g, (value, k) => [int(k), fixed(value), fixed(bound[k])]),
    tableLabel: t('rope-decay-data'),
  };
  if (!view.decayDescription) view.decayDescription = describeChart(view.decaySlot, options);
  else view.decayDescription.update(options);
}
