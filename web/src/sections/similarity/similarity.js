// Section 6: PE(p)·PE(q) depends only on the offset p − q. The heatmap is core.similarity()
// (float32, a picture), the offset profile g(k) is core.offsetProfile() (float64, printed),
// and the "add token embeddings" toggle draws core.gram() of X = E + PE from core.attention().

import { describeChart } from '../../kit/a11y.js';
import { createChart, lineChart, seriesStyle } from '../../kit/charts.js';
import { el } from '../../kit/dom.js';
import { fixed, int } from '../../kit/format.js';
import { createMessage } from '../../kit/section-kit.js';
import { createSquareHeatmap } from '../../kit/square-heatmap.js';
import { wordsFor } from '../../kit/page-words.js';
import { WORDS } from './section.js';

/** The core's names of this section's parameters, in the page's words (the section's `words`). */
const pageWords = wordsFor(WORDS);

/** The section's wording (narration as data); TEXT_RECORDS puts it in reading order. */
const TEXT = {
  lead: 'The proof showed that moving k places is the same rotation wherever you start. A direct consequence: the dot product of two encodings sees only how far apart the positions are.',
  identity: String.raw`PE(p)\cdot PE(q)=\sum_i\cos\big(\omega_i\,(p-q)\big)`,
  identityText:
    'Each (sin, cos) pair contributes cos(ω_i(p − q)), because sin a sin b + cos a cos b = cos(a − b). So the dot product is symmetric (swap p and q and nothing changes) and depends only on p − q. With many pairs it also tends to shrink as the offset grows, but unevenly: the fast pairs wrap around and come back, so the decay wobbles. A single pair has nothing to cancel against and does not decay at all.',
  heatmapIntro:
    'Row p, column q shows PE(p)·PE(q). For an even d every diagonal (constant p − q) has one colour: the matrix is a Toeplitz matrix, constant along each diagonal. An odd d’s lone sine breaks this, as the offset profile below shows.',
  profileIntro:
    'Reading one row of the heatmap from its diagonal outwards gives the offset profile g(k) = PE(p)·PE(p + k). The chart draws it twice: starting at p = 0 and starting at p = pos (the pos setting above). For an even d the two curves lie exactly on top of each other, whatever pos is: the profile depends only on the offset k.',
  oddNote:
    'With odd d the last dimension is a lone sine with no cosine partner. Its term, sin(ω p)·sin(ω (p + k)), does depend on p, so for odd d the profile depends on where it starts: compare the two curves below.',
  tokensIntro:
    'A model never sees PE alone: it sees X = E + PE, token embedding plus position. Tick the box to add embeddings for a short sentence and look at X·Xᵀ: the clean diagonals are gone, mixed with how similar the words are (the repeated words light up wherever they sit).',
  sentence: [
    'the',
    'cat',
    'sat',
    'on',
    'the',
    'mat',
    'because',
    'the',
    'mat',
    'was',
    'warm',
    'and',
    'the',
    'cat',
    'was',
    'tired',
  ],
};

const MAX_TABLE_ROWS = 256;

/** The largest |value| of an array, for a heatmap's symmetric colour range (drawing only). */
function extent(values) {
  let largest = 0;
  for (const value of values) if (Math.abs(value) > largest) largest = Math.abs(value);
  return largest || 1;
}

const TEXT_RECORDS = [
  { type: 'p', text: TEXT.lead },
  { type: 'math', tex: TEXT.identity },
  { type: 'p', text: TEXT.identityText },
  { type: 'h3', text: 'PE(p) · PE(q) for every pair of positions' },
  { type: 'p', text: TEXT.heatmapIntro },
  { type: 'slot', name: 'heatmap' },
  { type: 'h3', text: 'The offset profile g(k)' },
  { type: 'p', text: TEXT.profileIntro },
  { type: 'slot', name: 'profile' },
  { type: 'h3', text: 'Now add token embeddings' },
  { type: 'p', text: TEXT.tokensIntro },
  { type: 'slot', name: 'tokens' },
];

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
    rowLabel: 'position',
    colLabel: 'position',
    legendDigits: 2,
    cellLabel: (r, c, v) =>
      `p = ${int(r + state.offset)}, q = ${int(c + state.offset)}, offset p − q = ${int(r - c)}: PE(p)·PE(q) ≈ ${fixed(v, 3)}`,
  };
  if (!view.heatmap) view.heatmap = createSquareHeatmap(view.ctx, view.heatmapSlot, options);
  else view.heatmap.update(options);
}

function renderProfile(view, state) {
  const { core } = view;
  const odd = state.d % 2 === 1;
  const fromZero = core.offsetProfile({ maxOffset: state.n - 1, dModel: state.d, base: state.base, pos: 0 });
  const fromPos = core.offsetProfile({ maxOffset: state.n - 1, dModel: state.d, base: state.base, pos: state.pos });
  view.oddNote.hidden = !odd;
  const points = state.n <= 80;
  // Two curves, told apart by line style and marker as well as colour; the second is drawn on
  // top (a lower Chart.js order), dashed over a thick line, so where they coincide both stay visible.
  const datasets = [
    {
      label: 'g(k) starting at p = 0',
      data: Array.from(fromZero, (y, x) => ({ x, y })),
      ...seriesStyle(0, { points }),
      borderWidth: 4,
      order: 2,
    },
    {
      label: `g(k) starting at p = pos = ${int(state.pos)}`,
      data: Array.from(fromPos, (y, x) => ({ x, y })),
      ...seriesStyle(1, { points }),
      order: 1,
    },
  ];
  const config = lineChart({
    datasets,
    x: { min: 0, max: state.n - 1, title: 'offset k = q − p' },
    y: { title: 'PE(p) · PE(p + k)', grid: { zeroLine: true } },
  });
  // Equal as printed (6 decimals) at every offset: said, not computed.
  const same = fromZero.every((value, k) => fixed(value) === fixed(fromPos[k]));
  const label = `Line chart of the offset profile g(k) for k from 0 to ${state.n - 1}, d = ${state.d}: a thick solid curve starting at p = 0 and a dashed curve${points ? ' with triangles' : ''} starting at p = ${int(state.pos)}${same ? ', lying on top of each other' : ', which differ'}.`;
  if (!view.chart) view.chart = view.ctx.own(createChart(view.profileSlot, config, { label }));
  else view.chart.update({ ...config, label });

  // Summary from the core's numbers: the largest and smallest values and where they are.
  let lowest = 0;
  for (let k = 1; k < fromZero.length; k += 1) if (fromZero[k] < fromZero[lowest]) lowest = k;
  const pairs = Math.floor(state.d / 2); // sine–cosine pairs; an odd d adds a lone sine
  // Starting at p = 0 the lone sine's term is sin 0 · sin(ωk) = 0, so g(0) counts the pairs alone.
  const start =
    pairs === 0
      ? `g(0) = ${fixed(fromZero[0])}, and so is g(k) at every k from p = 0: with d = 1 there is no sine–cosine pair, and the lone sine adds sin 0 · sin(ωk) = 0.`
      : `g(0) = ${fixed(fromZero[0])}, the largest value: ${pairs === 1 ? 'the one sine–cosine pair contributes' : 'every sine–cosine pair contributes'} cos 0 = 1${odd ? ', and starting at p = 0 the lone sine adds sin 0 · sin 0 = 0' : ''}.`;
  let range =
    state.n === 1
      ? ' With n = 1 there is no other offset.'
      : ` Over k = 0 … ${int(state.n - 1)} the smallest value is ${fixed(fromZero[lowest])} at k = ${int(lowest)}.`;
  if (pairs === 0) range = '';
  let compare;
  if (state.pos === 0)
    compare = 'Here pos is 0 too, so the two curves are one and the same: set pos to another position to compare.';
  else if (same)
    compare = `Starting at p = ${int(state.pos)} instead of 0 gives the same value ${state.n === 1 ? 'at k = 0' : 'at every offset'} (to 6 decimals): the two curves coincide.`;
  else
    compare = `Starting at p = ${int(state.pos)} gives ${fixed(fromPos[0])} at k = 0 instead: the lone sine of an odd d makes the profile depend on p.`;
  const summary = `${start}${range} ${compare}`;
  const rows = [];
  for (let k = 0; k < Math.min(fromZero.length, MAX_TABLE_ROWS); k += 1)
    rows.push([int(k), fixed(fromZero[k]), fixed(fromPos[k])]);
  const caption =
    fromZero.length > MAX_TABLE_ROWS ? `The first ${MAX_TABLE_ROWS} of ${int(fromZero.length)} offsets.` : undefined;
  const options = {
    summary,
    columns: ['k', 'g(k) from p = 0', `g(k) from p = ${int(state.pos)}`],
    rows,
    caption,
    tableLabel: 'Offset profile data',
  };
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
      tokens: TEXT.sentence,
      dModel: state.d,
      usePE: true,
      base: state.base,
      offset: state.offset,
    });
    gram = core.gram({ matrix: new Float32Array(result.inputs), rows: result.tokens.length, cols: state.d });
  } catch (error) {
    tokensMessage.show(`${pageWords(error.message)}. The embedding demo needs a smaller d.`);
    tokensSlot.hidden = true;
    return;
  }
  tokensMessage.clear();
  const words = result.tokens;
  const rows = words.length;
  const range = extent(gram);
  const label = (r) => `“${words[r]}” at position ${int(r + state.offset)}`;
  const options = {
    rows,
    cols: rows,
    values: gram,
    min: -range,
    max: range,
    rowStart: state.offset,
    title: `X·Xᵀ with X = E + PE, d = ${state.d}`,
    rowLabel: 'token',
    colLabel: 'token',
    legendDigits: 2,
    cellLabel: (r, c, v) => `${label(r)} · ${label(c)} ≈ ${fixed(v, 3)}`,
  };
  if (!view.tokenHeatmap) {
    tokensSlot.append(
      el('p', { className: 'similarity-sentence', text: `Sentence (${rows} tokens): ${words.join(' ')}` }),
    );
    view.tokenHeatmap = createSquareHeatmap(view.ctx, tokensSlot, options, { words });
  } else view.tokenHeatmap.update(options, words);
  const pairs = [];
  for (let r = 0; r < rows; r += 1)
    pairs.push([label(r), ...Array.from(gram.subarray(r * rows, r * rows + rows), (v) => fixed(v, 3))]);
  const tableOptions = {
    summary:
      'With embeddings added, equal offsets no longer give equal values: the diagonals of X·Xᵀ are not constant, and the same word at two places still matches itself strongly.',
    columns: ['row token', ...words.map((w, c) => `${w} (${int(c + state.offset)})`)],
    rows: pairs,
    caption: 'X·Xᵀ, float32, rounded to 3 decimals.',
    tableLabel: 'X·Xᵀ data',
  };
  if (!view.tokenDescription) view.tokenDescription = describeChart(tokensSlot, tableOptions);
  else view.tokenDescription.update(tableOptions);
}

function build(ctx) {
  const view = { ctx, core: ctx.core };
  view.heatmapSlot = el('div', { className: 'similarity-heatmap' });
  ctx.slot('heatmap').append(view.heatmapSlot);
  view.oddNote = el('p', { className: 'callout callout-note similarity-odd', text: TEXT.oddNote, hidden: true });
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
        el('span', { text: ' Add token embeddings: show X·Xᵀ with X = E + PE' }),
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
  text: TEXT_RECORDS,
  build,
  render,
};
