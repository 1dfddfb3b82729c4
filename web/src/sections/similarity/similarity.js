// Section 6: PE(p)·PE(q) depends only on the offset p − q. The heatmap is core.similarity()
// (float32, a picture), the offset profile g(k) is core.offsetProfile() (float64, printed),
// and the "add token embeddings" toggle draws core.gram() of X = E + PE from core.attention().

import { describeChart } from '../../kit/a11y.js';
import { typedCell } from '../../kit/export.js';
import { createChart, lineChart, seriesStyle } from '../../kit/charts.js';
import { el } from '../../kit/dom.js';
import { canonical, fixed, fixedArg, int, intArg } from '../../kit/format.js';
import { msg, t, typed } from '../../kit/i18n.js';
import { createMessage } from '../../kit/section-kit.js';
import { createSquareHeatmap } from '../../kit/square-heatmap.js';

/** The core's names of this section's parameters, in the page's words (the section's `words`). */

/** The formula shown under the lead (TeX). */
const IDENTITY = String.raw`PE(p)\cdot PE(q)=\sum_i\cos\big(\omega_i\,(p-q)\big)`;

/** The sentence whose token embeddings the last part adds: the page language's example, split at spaces. */
function sentence() {
  return t('similarity-sentence').split(/\s+/).filter(Boolean);
}

const MAX_TABLE_ROWS = 256;

/** The largest |value| of an array, for a heatmap's symmetric colour range (drawing only). */
function extent(values) {
  let largest = 0;
  for (const value of values) if (Math.abs(value) > largest) largest = Math.abs(value);
  return largest || 1;
}

/** The narration in reading order (worded when drawn; maths and symbols are placeables). */
function narration() {
  return [
    { type: 'p', text: msg('similarity-lead', { k: 'k' }) },
    { type: 'math', tex: IDENTITY },
    {
      type: 'p',
      text: msg('similarity-identity-text', {
        sinCos: '(sin, cos)',
        term: 'cos(ω_i(p − q))',
        rule: 'sin a sin b + cos a cos b = cos(a − b)',
        p: 'p',
        q: 'q',
        offset: 'p − q',
      }),
    },
    { type: 'h3', text: msg('similarity-heatmap-heading', { dot: 'PE(p) · PE(q)' }) },
    {
      type: 'p',
      text: msg('similarity-heatmap-intro', { p: 'p', q: 'q', dot: 'PE(p)·PE(q)', d: 'd', offset: 'p − q' }),
    },
    { type: 'slot', name: 'heatmap' },
    { type: 'h3', text: msg('similarity-profile-heading', { g: 'g(k)' }) },
    {
      type: 'p',
      text: msg('similarity-profile-intro', {
        profile: 'g(k) = PE(p)·PE(p + k)',
        zero: 'p = 0',
        atPos: 'p = pos',
        pos: 'pos',
        d: 'd',
        k: 'k',
      }),
    },
    { type: 'slot', name: 'profile' },
    { type: 'h3', text: msg('similarity-tokens-heading') },
    { type: 'p', text: msg('similarity-tokens-intro', { x: 'X = E + PE', pe: 'PE', gram: 'X·Xᵀ' }) },
    { type: 'slot', name: 'tokens' },
  ];
}

function renderHeatmap(view, state) {
  const values = view.core.similarity({ positions: state.n, dModel: state.d, base: state.base, offset: state.offset });
  const range = extent(values);
  const options = {
    rows: state.n,
    cols: state.n,
    values,
    min: -range,
    max: range,
    rowStart: state.offset,
    title: `PE(p)·PE(q), d = ${state.d}`,
    rowLabel: t('similarity-heatmap-position'),
    colLabel: t('similarity-heatmap-position'),
    legendDigits: 2,
    cellLabel: (r, c, v) =>
      t('similarity-heatmap-cell', {
        pIs: intArg(r + state.offset),
        qIs: intArg(c + state.offset),
        offsetIs: intArg(r - c),
        dot: 'PE(p)·PE(q)',
        value: fixedArg(v, 3),
      }),
  };
  if (!view.heatmap) view.heatmap = createSquareHeatmap(view.ctx, view.heatmapSlot, options);
  else view.heatmap.update(options);
}

/** The chart of both curves, g(k) from p = 0 and from p = pos, and its label. `same`: equal as printed. */
function profileChart(state, fromZero, fromPos, same) {
  const points = state.n <= 80;
  // Two curves, told apart by line style and marker as well as colour; the second is drawn on
  // top (a lower Chart.js order), dashed over a thick line, so where they coincide both stay visible.
  const datasets = [
    {
      label: t('similarity-curve-from', { g: 'g(k)', p: 'p = 0' }),
      data: Array.from(fromZero, (y, x) => ({ x, y })),
      ...seriesStyle(0, { points }),
      borderWidth: 4,
      order: 2,
    },
    {
      label: t('similarity-curve-from', { g: 'g(k)', p: `p = pos = ${int(state.pos)}` }),
      data: Array.from(fromPos, (y, x) => ({ x, y })),
      ...seriesStyle(1, { points }),
      order: 1,
    },
  ];
  const config = lineChart({
    datasets,
    x: { min: 0, max: state.n - 1, title: t('similarity-axis-offset', { k: 'k = q − p' }) },
    y: { title: 'PE(p) · PE(p + k)', grid: { zeroLine: true } },
  });
  const label = t('similarity-chart-label', {
    g: 'g(k)',
    k: 'k',
    last: String(state.n - 1),
    dIs: intArg(state.d),
    zero: 'p = 0',
    atPos: intArg(state.pos),
    markers: points ? 'triangles' : 'none',
    curves: same ? 'same' : 'differ',
  });
  return { config, label };
}

/** The sentences under the chart, from the core's numbers: where g starts, its range, and whether pos changes it. */
function profileSummary(state, fromZero, fromPos, same) {
  const odd = state.d % 2 === 1;
  // Summary from the core's numbers: the largest and smallest values and where they are.
  let lowest = 0;
  for (let k = 1; k < fromZero.length; k += 1) if (fromZero[k] < fromZero[lowest]) lowest = k;
  const pairs = Math.floor(state.d / 2); // sine–cosine pairs; an odd d adds a lone sine
  // Starting at p = 0 the lone sine's term is sin 0 · sin(ωk) = 0, so g(0) counts the pairs alone.
  const g0 = fixedArg(fromZero[0]);
  const sentences = [
    pairs === 0
      ? t('similarity-start-none', {
          g0,
          gk: 'g(k)',
          k: 'k',
          zero: 'p = 0',
          dIs: 'd = 1',
          term: 'sin 0 · sin(ωk) = 0',
        })
      : t('similarity-start', {
          g0,
          count: pairs,
          one: 'cos 0 = 1',
          odd: odd ? 'yes' : 'no',
          zero: 'p = 0',
          term: 'sin 0 · sin 0 = 0',
        }),
  ];
  if (pairs > 0 && state.n === 1) sentences.push(t('similarity-range-one', { nIs: 'n = 1' }));
  else if (pairs > 0)
    sentences.push(
      t('similarity-range', {
        range: intArg(state.n - 1),
        value: fixedArg(fromZero[lowest]),
        at: intArg(lowest),
      }),
    );
  if (state.pos === 0) sentences.push(t('similarity-compare-zero', { pos: 'pos' }));
  else if (same)
    sentences.push(
      t('similarity-compare-same', {
        atPos: intArg(state.pos),
        k0: 'k = 0',
        where: state.n === 1 ? 'one' : 'all',
      }),
    );
  else
    sentences.push(
      t('similarity-compare-differ', {
        atPos: intArg(state.pos),
        value: fixedArg(fromPos[0]),
        k0: 'k = 0',
        d: 'd',
        p: 'p',
      }),
    );
  return sentences.join(t('similarity-sentence-join'));
}

/** The chart's text alternative: the summary and a table of both curves (the first MAX_TABLE_ROWS offsets). */
function profileDescription(state, fromZero, fromPos, summary) {
  const rows = [];
  for (let k = 0; k < Math.min(fromZero.length, MAX_TABLE_ROWS); k += 1)
    rows.push([int(k), fixed(fromZero[k]), fixed(fromPos[k])]);
  const caption =
    fromZero.length > MAX_TABLE_ROWS
      ? t('similarity-table-first', { shown: String(MAX_TABLE_ROWS), count: intArg(fromZero.length) })
      : undefined;
  return {
    summary,
    columns: [
      'k',
      t('similarity-column-from', { g: 'g(k)', p: intArg(0) }),
      t('similarity-column-from', { g: 'g(k)', p: intArg(state.pos) }),
    ],
    rows,
    caption,
    tableLabel: t('similarity-profile-table'),
  };
}

function renderProfile(view, state) {
  const { core } = view;
  const fromZero = core.offsetProfile({ maxOffset: state.n - 1, dModel: state.d, base: state.base, pos: 0 });
  const fromPos = core.offsetProfile({ maxOffset: state.n - 1, dModel: state.d, base: state.base, pos: state.pos });
  view.oddNote.hidden = state.d % 2 !== 1;
  // Equal as printed (6 decimals) at every offset: said, not computed.
  const same = fromZero.every((value, k) => canonical(value) === canonical(fromPos[k]));
  const { config, label } = profileChart(state, fromZero, fromPos, same);
  if (!view.chart) view.chart = view.ctx.own(createChart(view.profileSlot, config, { label }));
  else view.chart.update({ ...config, label });
  const options = profileDescription(state, fromZero, fromPos, profileSummary(state, fromZero, fromPos, same));
  if (!view.description) view.description = describeChart(view.profileSlot, options);
  else view.description.update(options);
}

function renderTokens(view, state) {
  const { core, toggle, tokensSlot, tokensMessage } = view;
  tokensSlot.hidden = !toggle.checked;
  if (!toggle.checked) {
    tokensMessage.clear();
    return;
  }
  let result;
  let gram;
  try {
    result = core.attention({
      tokens: sentence(),
      dModel: state.d,
      usePE: true,
      base: state.base,
      offset: state.offset,
    });
    gram = core.gram({ matrix: new Float32Array(result.inputs), rows: result.tokens.length, cols: state.d });
  } catch (error) {
    tokensMessage.show(t('similarity-tokens-refused', { reason: view.ctx.pageWords(error), d: 'd' }));
    tokensSlot.hidden = true;
    return;
  }
  tokensMessage.clear();
  const words = result.tokens;
  const rows = words.length;
  const range = extent(gram);
  const label = (r) => t('similarity-token-at', { word: typed(words[r]), pos: intArg(r + state.offset) });
  const options = {
    rows,
    cols: rows,
    values: gram,
    min: -range,
    max: range,
    rowStart: state.offset,
    title: t('similarity-gram-title', { gram: 'X·Xᵀ', x: 'X = E + PE', dIs: intArg(state.d) }),
    rowLabel: t('similarity-heatmap-token'),
    colLabel: t('similarity-heatmap-token'),
    legendDigits: 2,
    cellLabel: (r, c, v) => t('similarity-token-cell', { row: label(r), col: label(c), value: fixedArg(v, 3) }),
  };
  if (!view.tokenHeatmap) {
    tokensSlot.append(
      el('p', {
        className: 'similarity-sentence',
        text: t('similarity-sentence-shown', { count: rows, tokens: String(rows), words: words.map(typed).join(' ') }),
      }),
    );
    view.tokenHeatmap = createSquareHeatmap(view.ctx, tokensSlot, options, { words });
  } else view.tokenHeatmap.update(options, words);
  const pairs = [];
  for (let r = 0; r < rows; r += 1)
    pairs.push([typedCell(label(r)), ...Array.from(gram.subarray(r * rows, r * rows + rows), (v) => fixed(v, 3))]);
  const tableOptions = {
    summary: t('similarity-gram-summary', { gram: 'X·Xᵀ' }),
    columns: [
      t('similarity-column-row-token'),
      ...words.map((w, c) => typedCell(`${typed(w)} (${int(c + state.offset)})`)),
    ],
    rows: pairs,
    caption: t('similarity-gram-caption', { gram: 'X·Xᵀ' }),
    tableLabel: t('similarity-gram-table', { gram: 'X·Xᵀ' }),
  };
  if (!view.tokenDescription) view.tokenDescription = describeChart(tokensSlot, tableOptions);
  else view.tokenDescription.update(tableOptions);
}

function build(ctx) {
  const view = { ctx, core: ctx.core };
  view.heatmapSlot = el('div', { className: 'similarity-heatmap' });
  ctx.slot('heatmap').append(view.heatmapSlot);
  view.oddNote = el('p', {
    className: 'callout callout-note similarity-odd',
    text: t('similarity-odd-note', { term: 'sin(ω p)·sin(ω (p + k))', p: 'p', d: 'd' }),
    hidden: true,
  });
  view.profileSlot = el('div', { className: 'similarity-profile' });
  ctx.slot('profile').append(view.oddNote, view.profileSlot);
  view.toggle = el('input', { type: 'checkbox', id: 'similarity-tokens', className: 'similarity-toggle' });
  view.tokensSlot = el('div', { className: 'similarity-tokens', hidden: true });
  view.tokensMessage = createMessage(el('div'));
  ctx
    .slot('tokens')
    .append(
      el(
        'label',
        { className: 'toggle', htmlFor: view.toggle.id },
        view.toggle,
        el('span', { text: ` ${t('similarity-tokens-toggle', { gram: 'X·Xᵀ', x: 'X = E + PE' })}` }),
      ),
      view.tokensMessage.element,
      view.tokensSlot,
    );
  view.toggle.addEventListener('change', () => renderTokens(view, ctx.store.get()));
  return view;
}

function render(state, changed, view) {
  const all = !view.heatmap;
  if (all || ['d', 'n', 'base', 'offset'].some((key) => changed.includes(key))) renderHeatmap(view, state);
  if (all || ['d', 'n', 'base', 'pos'].some((key) => changed.includes(key))) renderProfile(view, state);
  if (all || ['d', 'base', 'offset'].some((key) => changed.includes(key))) renderTokens(view, state);
}

export default {
  text: narration,
  build,
  render,
};
