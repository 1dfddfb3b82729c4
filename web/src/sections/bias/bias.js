// Section "Relative position biases: ALiBi and T5": no position vectors at all, a number added
// to each attention score that depends only on key − query. Every number is from the core:
// core.alibi (slopes and the bias of each head), core.t5Buckets / core.t5Bucket / core.t5Bias
// (T5's bucketing and a seeded stand-in for its learned table), core.schemeAttention (the four
// schemes on one sentence, same seeded embeddings and weights).
//
// Rule: a sentence in the narration that states a fact about the numbers shown is built from
// those numbers (which offsets share a bucket, whether two rows agree), never assumed. Matrices
// are row-major: bias [head][query][key], buckets and weights [query][key].

import { describeChart } from '../../kit/a11y.js';
import { createBiasMap } from './bias-maps.js';
import { el, uniqueId } from '../../kit/dom.js';
import { fixed, int, plural, trim } from '../../kit/format.js';
import { inline, math } from '../../kit/narration.js';
import { wordsFor } from '../../kit/page-words.js';
import { createField, createMessage, scroller, table } from '../../kit/section-kit.js';
import { BEYOND_TEXT, computeBeyond, createBeyond } from './bias-beyond.js';
import { NAMES, WORDS } from './section.js';
import { schemeName } from '../../kit/schemes.js';

const pageWords = wordsFor(WORDS);

/** The core's messages in this section's words: its parameter names become the labels on the page. */
const words = pageWords;

/** The section's wording (narration as data). */
const TEXT = {
  lead: 'The sinusoidal encoding and RoPE put position into the vectors. ALiBi and T5 leave the vectors alone: they add a number to every attention score, and that number depends only on how far the key is from the query.',
  score: String.raw`\text{score}_{ij}=\frac{q_i\cdot k_j}{\sqrt{d}}+b(j-i)`,
  scoreText:
    'Query $i$ looks at key $j$; the bias $b$ sees only the offset $j - i$, never the words and never where the pair sits in the sentence.',
  alibiHeading: 'ALiBi: a penalty that grows with distance',
  alibiText:
    'ALiBi (Press, Smith and Lewis, 2022) gives each of the $H$ heads a fixed slope $m_h$ and subtracts $m_h$ times the distance from the score. Nothing is learned: the slopes are set before training, by the rule below for the $H$ chosen.',
  alibiBias: String.raw`b_h(i,j)=-m_h\,|i-j|`,
  alibiWhyTitle: 'What ALiBi keeps in range past the training length',
  alibiWhy:
    'The penalty is a straight line in the distance, so a key further away than any in training gets the same line, continued: no new parameter and no new kind of bias, only a larger penalty of the kind the model already uses, which makes such far keys count less. In the first block nothing else is new either, since its queries and keys come from the token embeddings alone. From the second block on that no longer holds: each output of the first block is a weighted average in which nearer words count more, so position is now in the vectors, and a longer input can give the later blocks vectors they never met. What Press, Smith and Lewis measured is perplexity: language models trained on short inputs kept it about flat on much longer ones. Flat perplexity says the far keys do no harm; it does not say the model makes use of them, nor that a task’s answers stay right past the training length. The charts under “Beyond the training length” show the line going on; the lab in “Train it yourself” trains ALiBi beside the other schemes and measures exact answers past the training length.',
  alibiCausal:
    'ALiBi was introduced for left-to-right language models, where a causal mask also hides every key after the query (score −∞, weight 0): tick causal to see it. Without the mask the bias is symmetric, −m_h |i − j| on both sides of the diagonal.',
  t5Heading: 'T5: one learned number per bucket of offsets',
  t5Text:
    'T5 (Raffel et al., 2020) sorts every offset key − query into one of a fixed number of buckets (`num_buckets` in the code, 32 in T5); each head learns one number per bucket and adds it to the score. The sorting itself is fixed (Hugging Face’s `_relative_position_bucket`):',
  t5Rules: [
    'Bidirectional (the encoder): half of the buckets for keys at or before the query, half for keys after it.',
    'In each half, the first half of the buckets are exact: one offset each.',
    'The rest are logarithmic: the runs of offsets they hold grow wider with distance; the max distance (`max_distance` in the code, 128 in T5) sets how fast they widen.',
    'The last bucket of each direction is open-ended: it begins where the logarithmic formula first reaches it, which can be well before the max distance (the sentence under the controls says where, for the values chosen), and holds every offset from there on.',
    'Causal (the decoder, and this page when causal is ticked): all the buckets go to keys before the query; every key at or after it is bucket 0, like offset 0 (in a causal model those keys are masked anyway).',
  ],
  t5Learned:
    'In T5 the bias values are learned with the rest of the model. This page has no trained T5, so the values shown (the last column of the table, and T5 in the comparison below) come from a seeded pseudo-random stand-in table. Only which offsets share a bucket is real.',
  calcHeading: 'Which bucket?',
  mapHeading: 'Bucket of every query–key pair',
  compareHeading: 'Side by side on one sentence',
  compareText:
    'One attention head with the same seeded token embeddings and query/key weights for every scheme; only the way position enters changes. Sinusoidal adds PE to the embeddings, RoPE rotates queries and keys by position, ALiBi adds the chosen head’s −m|i − j| and T5 the chosen head’s (stand-in) bucket value. Each map shows the softmax weights: row = query word, column = the key word it attends to.',
  rounding:
    'Numbers are rounded half away from zero: slopes to 8 decimal places, biases to 6, attention weights to 3 in the maps’ tables.',
};

/** The schemes of core.schemeAttention, named as kit/schemes.js names them. */
const SCHEMES = [
  { id: 'sinusoidal', how: 'added to the embeddings' },
  { id: 'rope', how: 'rotated queries and keys' },
  { id: 'alibi', how: 'linear distance penalty' },
  { id: 't5', how: 'bucketed bias, stand-in values' },
].map(({ id, how }) => ({ id, label: `${schemeName(id)} (${how})` }));

const TEXT_RECORDS = [
  { type: 'p', text: TEXT.lead },
  { type: 'math', tex: TEXT.score },
  { type: 'p', text: TEXT.scoreText },
  { type: 'h3', text: TEXT.alibiHeading },
  { type: 'p', text: TEXT.alibiText },
  { type: 'math', tex: TEXT.alibiBias },
  { type: 'slot', name: 'alibi-controls' },
  { type: 'slot', name: 'slopes' },
  { type: 'p', text: TEXT.alibiCausal },
  { type: 'slot', name: 'alibi-map' },
  { type: 'callout', tone: 'note', title: TEXT.alibiWhyTitle, text: TEXT.alibiWhy },
  { type: 'slot', name: 'alibi-lab' },
  { type: 'h3', text: TEXT.t5Heading },
  { type: 'p', text: TEXT.t5Text },
  { type: 'list', items: TEXT.t5Rules },
  { type: 'callout', tone: 'note', title: 'The values are learned; here they are a stand-in', text: TEXT.t5Learned },
  { type: 'slot', name: 't5-controls' },
  { type: 'slot', name: 't5-ranges' },
  { type: 'h4', text: TEXT.calcHeading },
  { type: 'slot', name: 't5-calc' },
  { type: 'h4', text: TEXT.mapHeading },
  { type: 'slot', name: 't5-map' },
  { type: 'h3', text: TEXT.compareHeading },
  { type: 'p', text: TEXT.compareText },
  { type: 'slot', name: 'compare-controls' },
  { type: 'slot', name: 'compare' },
  ...BEYOND_TEXT,
  { type: 'p', text: TEXT.rounding },
];

// ------------------------------------------------------------------ helpers (formatting only)

/** A signed offset as the page prints it: −3, 0, +3. */
const signed = (value) => (value > 0 ? `+${int(value)}` : value < 0 ? `−${int(-value)}` : '0');

/** The largest |finite value|, for a symmetric colour range (drawing only). */
function extent(values) {
  let largest = 0;
  for (const value of values) if (Number.isFinite(value) && Math.abs(value) > largest) largest = Math.abs(value);
  return largest || 1;
}

/** 1 where a value is −∞ (a causal mask), else 0; null when nothing is masked. */
function maskOf(values) {
  const mask = new Uint8Array(values.length);
  let any = false;
  values.forEach((value, index) => {
    if (value === -Infinity) {
      mask[index] = 1;
      any = true;
    }
  });
  return any ? mask : null;
}

/** The offsets one T5 bucket holds, in words, from the core's range record. */
function rangeText(range) {
  const { fromOffset, toOffset, towardMinus, towardPlus } = range;
  if (towardMinus) return `${signed(toOffset)} and below`;
  if (towardPlus) return `${signed(fromOffset)} and above`;
  return fromOffset === toOffset ? signed(fromOffset) : `${signed(fromOffset)} … ${signed(toOffset)}`;
}
/**
 * The distance at which the last bucket of keys before the query begins, from the core's
 * ranges at these settings (null when the core refuses them).
 */
function lastBucketStart(core, { buckets, maxdist, causal }) {
  try {
    const { ranges } = core.t5Buckets({
      positions: 1,
      numBuckets: buckets,
      maxDistance: maxdist,
      bidirectional: !causal,
    });
    return -ranges.find((r) => r.towardMinus).toOffset;
  } catch {
    return null;
  }
}

/**
 * The rule that gives head index `index` (0-based) its slope among H heads, as TeX: the ALiBi
 * authors' get_slopes. H a power of two: 2^(−8h/H). Otherwise, with P the largest power of two
 * below H, the first P heads take 2^(−8h/P) and head P + k (k = 1, 2, …) takes 2^(−8(2k − 1)/(2P)).
 * The slopes printed beside it are the core's; the browser test checks both against the reference.
 */
function slopeTex(index, H) {
  const P = 2 ** Math.floor(Math.log2(H));
  const h = index + 1;
  return h <= P ? String.raw`2^{-8\cdot ${h}/${P}}` : String.raw`2^{-8\cdot ${2 * (h - P) - 1}/${2 * P}}`;
}

/** The slope rule for H heads, as display TeX. */
function slopeRuleTex(H) {
  const P = 2 ** Math.floor(Math.log2(H));
  if (P === H) return String.raw`m_h=2^{-8h/${H}}\quad(h=1,\dots,${H})`;
  const first = String.raw`m_h=2^{-8h/${P}}\ (h=1,\dots,${P})`;
  const extra =
    H - P === 1
      ? String.raw`m_{${P + 1}}=2^{-8\cdot 1/${2 * P}}`
      : String.raw`m_{${P}+k}=2^{-8(2k-1)/${2 * P}}\ (k=1,\dots,${H - P})`;
  // Two lines: one line of both overflowed a phone screen.
  return String.raw`\begin{gathered}${first},\\ ${extra}\end{gathered}`;
}

function rangeKind(range, bidirectional) {
  if (range.towardPlus && !bidirectional) return 'at or after the query';
  if (range.towardMinus || range.towardPlus) return 'last (open-ended)';
  return range.exact ? 'exact' : 'logarithmic';
}

// ------------------------------------------------------------------ build

/** ALiBi's parts: H, the head shown and causal (each beside what it changes), the slopes, the map. */
function buildAlibiParts(ctx, view) {
  const { store } = ctx;
  const ranges = store.ranges;
  // Controls for this section's own store keys, each beside the part it changes (ctx.control:
  // the app resets them and shows a refused link value at them).
  const alibiControls = el('div', { className: 'controls-grid bias-controls' });
  ctx.slot('alibi-controls').append(alibiControls);
  view.controls = {
    heads: ctx.control(alibiControls, 'heads', {
      label: NAMES.heads,
      sliderMin: ranges.heads.min,
      sliderMax: Math.min(ranges.heads.max, 32),
      describe: (v) => plural(v, 'head'),
    }),
    head: ctx.control(alibiControls, 'head', {
      label: NAMES.head,
      maxFor: (state) => state.heads - 1,
      sliderRange: (state) => [0, Math.max(1, state.heads - 1)],
      rangeText: (state) => `type 0 to ${int(state.heads - 1)} (H − 1)`,
      describe: (v) => `head ${int(v)}, h = ${int(v + 1)} in the formula`,
    }),
  };
  view.causal = el('input', { type: 'checkbox', id: uniqueId('bias-causal'), className: 'bias-causal' });
  alibiControls.append(
    el(
      'div',
      { className: 'control bias-toggle' },
      el(
        'label',
        { className: 'toggle', htmlFor: view.causal.id },
        view.causal,
        el('span', { text: ' causal (mask every key after the query)' }),
      ),
    ),
  );
  view.causalError = createMessage(alibiControls.lastChild);
  ctx.claim('causal', { showError: view.causalError.show, clearError: view.causalError.clear });
  view.causal.addEventListener('change', () => {
    const result = store.set({ causal: view.causal.checked });
    if (!result.ok) {
      view.causalError.show(Object.values(result.errors).join(' '));
      view.causal.checked = store.get().causal;
    } else {
      view.causalError.clear();
      ctx.announce(`causal ${view.causal.checked ? 'on' : 'off'}`);
    }
  });

  view.slopesSlot = el('div', { className: 'bias-slopes' });
  ctx.slot('slopes').append(view.slopesSlot);
  view.alibiLine = el('p', { className: 'bias-alibi-line' });
  view.alibiMapSlot = el('div', { className: 'bias-alibi-map' });
  ctx.slot('alibi-map').append(view.alibiLine, view.alibiMapSlot);
}

/** T5's parts: the buckets and max distance controls, the bucket ranges, the calculator, the map. */
function buildT5Parts(ctx, view) {
  const { core, store } = ctx;
  const ranges = store.ranges;
  const t5Controls = el('div', { className: 'controls-grid bias-controls' });
  ctx.slot('t5-controls').append(t5Controls);
  view.controls.buckets = ctx.control(t5Controls, 'buckets', {
    label: NAMES.buckets,
    sliderMin: ranges.buckets.min,
    sliderMax: Math.min(ranges.buckets.max, 128),
    describe: (v) => plural(v, 'bucket'),
  });
  view.controls.maxdist = ctx.control(t5Controls, 'maxdist', {
    label: NAMES.maxdist,
    sliderMin: ranges.maxdist.min,
    sliderMax: Math.min(ranges.maxdist.max, 512),
    describe: (v) => {
      const start = lastBucketStart(core, { ...store.get(), maxdist: v });
      return start === null
        ? `max distance ${int(v)}`
        : `max distance ${int(v)}: the last bucket starts ${plural(start, 'token')} away`;
    },
  });
  view.t5Summary = el('p', { className: 'bias-t5-summary' });
  view.t5RangesSlot = el('div', { className: 'bias-t5-ranges' });
  ctx.slot('t5-ranges').append(view.t5Summary, view.t5RangesSlot);

  // The calculator: one offset, its bucket from core.t5Bucket (local, not in the URL).
  const calc = ctx.slot('t5-calc');
  view.calcAnswer = el('p', { className: 'bias-calc-answer', attrs: { role: 'status' } });
  const offsetSpec = core.parameters.relativePosition;
  view.offsetField = createField(calc, {
    label: 'offset key − query',
    name: 'offset key − query',
    value: -20,
    min: offsetSpec.min,
    max: offsetSpec.max,
    hint: 'Type a whole number and press Enter: negative = the key is before the query.',
    onChange: () => ctx.refresh('offset'),
  });
  calc.append(view.calcAnswer);

  view.t5MapSlot = el('div', { className: 'bias-t5-map' });
  ctx.slot('t5-map').append(view.t5MapSlot);
}

/** The comparison: a sentence (store key `words`) and four maps. */
function buildCompareParts(ctx, view) {
  const { store } = ctx;
  const compareControls = ctx.slot('compare-controls');
  view.wordsField = createField(compareControls, {
    label: 'sentence',
    name: NAMES.words,
    kind: 'text',
    value: store.get().words,
    hint: 'Words separated by spaces; press Enter. Repeat a word to compare its two rows.',
    accept: (text) => {
      view.typingWords = true; // the render this causes must not write the box back
      try {
        const result = store.set({ words: text });
        return result.ok ? null : Object.values(result.errors).join(' ');
      } finally {
        view.typingWords = false;
      }
    },
    onChange: () => {},
  });
  view.wordsField.element.classList.add('bias-words');
  ctx.claim('words', view.wordsField);
  view.compareGrid = el('div', { className: 'bias-compare-grid' });
  view.compareLine = el('div', { className: 'bias-compare-text' });
  ctx.slot('compare').append(view.compareGrid, view.compareLine);
  view.compare = {};
}

function build(ctx) {
  const { core, store } = ctx;
  const view = { ctx, core, store, offset: null };
  buildAlibiParts(ctx, view);
  buildT5Parts(ctx, view);
  buildCompareParts(ctx, view);
  view.beyond = createBeyond(ctx);
  return view;
}

// ------------------------------------------------------------------ ALiBi

function computeAlibi(core, state) {
  const result = core.alibi({ heads: state.heads, positions: state.n, causal: state.causal });
  const n = result.positions;
  const head = state.head;
  const bias = result.bias.slice(head * n * n, (head + 1) * n * n);
  return { ...result, head, n, headBias: bias };
}

/**
 * The interleaving rule in words, read off the core's slopes: the first heads follow one
 * geometric sequence; where a slope is larger than the one before it, the extra heads begin.
 */
function slopeRule(slopes) {
  const H = slopes.length;
  const firstRise = slopes.findIndex((m, i) => i > 0 && m > slopes[i - 1]);
  if (H === 1) return `H = 1: the one head has $m_1 = 2^{-8}$ = ${trim(slopes[0], 8)}.`;
  if (firstRise === -1) {
    return `H = ${int(H)}: every head follows $m_h = 2^{-8h/${H}}$, a geometric sequence from ${trim(slopes[0], 8)} down to ${trim(slopes[H - 1], 8)}: each head’s slope is the one before it times ${trim(slopes[0], 8)}.`;
  }
  const base = firstRise;
  const extra = H - base;
  return `H = ${int(H)} is not a power of two, so the core follows the ALiBi authors’ rule: the first ${int(base)} heads take the slopes of ${int(base)} heads, $2^{-8h/${base}}$ (the largest power of two below ${int(H)}); the other ${int(extra)} take every other slope of ${int(2 * base)} heads, $2^{-8h/${2 * base}}$ for $h = 1, 3, 5, \\dots$ (${slopes
    .slice(base)
    .map((m) => trim(m, 8))
    .join(
      ', ',
    )}). So the slopes are not in order of head: head ${int(base)} has m = ${trim(slopes[base], 8)}, more than head ${int(base - 1)}’s ${trim(slopes[base - 1], 8)}.`;
}

function renderAlibi(view, state, alibi) {
  const { slopes, n, head, headBias, heads } = alibi;
  view.slopesSlot.replaceChildren(
    math(slopeRuleTex(heads), { display: true, className: 'math-display bias-slope-formula' }),
    el('p', { className: 'bias-slope-rule' }, ...inline(slopeRule(Array.from(slopes)))),
    scroller(
      'ALiBi slopes',
      table({
        className: 'data-table bias-slopes-table',
        caption:
          heads === 1
            ? 'The slope of the one head, head 0, shown below.'
            : `The slope of each of the ${plural(heads, 'head')}; head ${int(head)} is shown below.`,
        columns: ['head', 'slope m', 'as a power of 2', 'from the rule'],
        rows: Array.from(slopes, (m, index) => {
          const cell = el('span', { text: `head ${int(index)}`, className: index === head ? 'is-current' : '' });
          return [cell, fixed(m, 8), `2^${trim(Math.log2(m), 6).replace('-', '−')}`, math(slopeTex(index, heads))];
        }),
      }),
      { hint: 'Scroll the table sideways' },
    ),
  );
  // The readouts come from the bias matrix itself: row n − 1 (the last query) looks back.
  const last = n - 1;
  const back = (k) => headBias[last * n + last - k];
  const far = Math.min(last, 10);
  // The steepest and the shallowest head, and what they give the same key (from the bias tensor).
  let steepest = 0;
  let shallowest = 0;
  slopes.forEach((m, h) => {
    if (m > slopes[steepest]) steepest = h;
    if (m < slopes[shallowest]) shallowest = h;
  });
  const backIn = (h, k) => alibi.bias[(h * n + last) * n + last - k];
  // With n = 2 the farthest key is 1 back: say it once. With one head there is no steeper one to compare.
  const farther = far > 1 ? `, ${plural(far, 'token')} back ${fixed(back(far))}` : '';
  const compared =
    heads > 1
      ? ` The bias grows linearly with distance, so a steeper head looks more locally: ${plural(far, 'token')} back, the steepest head here (head ${int(steepest)}, m = ${fixed(slopes[steepest], 8)}) adds ${fixed(backIn(steepest, far))} to the score, the shallowest (head ${int(shallowest)}, m = ${fixed(slopes[shallowest], 8)}) only ${fixed(backIn(shallowest, far))}.`
      : ' The bias grows linearly with distance. With one head there is no steeper or shallower head to compare: raise H.';
  view.alibiLine.textContent =
    n > 1
      ? `Head ${int(head)} has slope m = ${fixed(slopes[head], 8)}: a key 1 token back gets ${fixed(back(1))}${farther}.${compared}`
      : `Head ${int(head)} has slope m = ${fixed(slopes[head], 8)}. With a single position there is no distance to penalise: raise n.`;

  const masked = maskOf(headBias);
  const range = extent(headBias);
  // Every bias is ≤ 0: a sequential scale from the strongest penalty to 0.
  const options = {
    rows: n,
    cols: n,
    values: headBias,
    min: -range,
    max: 0,
    scale: 'sequential',
    title: `ALiBi bias, head ${head} of H = ${heads}${state.causal ? ', causal' : ''}`,
    rowLabel: 'query position',
    colLabel: 'key position',
    legendDigits: 3,
    masked,
    cellLabel: (r, c, v) =>
      v === -Infinity
        ? `query ${int(r)}, key ${int(c)}: masked, the key is after the query (−∞ before the softmax, weight 0)`
        : `query ${int(r)}, key ${int(c)}, distance |i − j| = ${int(Math.abs(r - c))}: bias ${fixed(v)}`,
  };
  if (!view.alibiMap) view.alibiMap = createBiasMap(view.ctx, view.alibiMapSlot, options);
  else view.alibiMap.update(options);

  const rows = [];
  for (let k = 0; k < n; k += 1) rows.push([int(k), fixed(back(k))]);
  const description = {
    summary: `Row i, column j is query i looking at key j, for head ${int(head)} (m = ${fixed(slopes[head], 8)}). The diagonal is 0 and the bias falls by m for every step away from it${state.causal ? '; every cell right of the diagonal (key after query) is masked and hatched' : ', the same on both sides'}. It depends only on the distance, so the table lists one value per distance.`,
    columns: ['distance i − j', `bias, head ${int(head)}`],
    rows,
    tableLabel: 'ALiBi bias by distance',
  };
  if (!view.alibiDescription) view.alibiDescription = describeChart(view.alibiMapSlot, description);
  else view.alibiDescription.update(description);
}

// ------------------------------------------------------------------ T5

function computeT5(core, state) {
  // Causal models (T5's decoder) use the one-directional buckets, as core.schemeAttention does.
  const shape = { numBuckets: state.buckets, maxDistance: state.maxdist, bidirectional: !state.causal };
  const buckets = core.t5Buckets({ ...shape, positions: state.n });
  const bias = core.t5Bias({ ...shape, positions: state.n, heads: state.heads });
  const table = bias.table.slice(state.head * bias.numBuckets, (state.head + 1) * bias.numBuckets);
  return { ...buckets, shape, table, head: state.head };
}

function computeOffset(core, view, t5) {
  const offset = view.offsetField.value;
  try {
    return { offset, bucket: core.t5Bucket({ relativePosition: offset, ...t5.shape }) };
  } catch (error) {
    return { offset, error: words(error.message) };
  }
}

function renderT5(view, state, t5, calc) {
  const { ranges, numBuckets, maxExact, positions: n, buckets, table: values, head } = t5;
  const { bidirectional } = t5.shape;
  const used = new Set(ranges.map((r) => r.bucket));
  const unused = [];
  for (let b = 0; b < numBuckets; b += 1) if (!used.has(b)) unused.push(b);
  // Causal: bucket 0 holds offset 0 and every key after the query, so it is not one offset's own.
  const exact = ranges.filter((r) => r.exact && (bidirectional || !r.towardPlus)).map((r) => r.fromOffset);
  const lastBefore = ranges.find((r) => r.towardMinus);
  const lastAfter = ranges.find((r) => r.towardPlus);
  const span = (list) =>
    list.length === 1 ? signed(list[0]) : `${signed(Math.min(...list))} … ${signed(Math.max(...list))}`;
  const exactSpans = [exact.filter((o) => o <= 0), exact.filter((o) => o > 0)].filter((list) => list.length).map(span);
  let exactText = `offsets ${exactSpans.join(' and ')} get a bucket each (exact)`;
  if (exact.length === 0) exactText = 'no offset gets a bucket of its own';
  else if (exact.length === 1) exactText = `offset ${signed(exact[0])} gets a bucket of its own (exact)`;
  // Few buckets can leave no logarithmic one between the exact ones and the last.
  const hasLog = ranges.some((r) => !r.exact && !r.towardMinus && !r.towardPlus);
  const further = hasLog ? 'further out the buckets are logarithmic; ' : '';
  const start = -lastBefore.toOffset;
  const where =
    start < state.maxdist
      ? ` So the last bucket starts at distance ${int(start)}, before the max distance ${int(state.maxdist)}: ${hasLog ? 'the max distance only sets how fast the logarithmic buckets widen, and they reach the last one there.' : 'with this few buckets none lies between the exact ones and the last, so the last one begins right after them.'}`
      : ` So the last bucket starts at distance ${int(start)}, ${start === state.maxdist ? 'the max distance' : `beyond the max distance ${int(state.maxdist)}`}.`;
  view.t5Summary.textContent =
    (bidirectional
      ? `Bidirectional, ${plural(numBuckets, 'bucket')}, max distance ${int(state.maxdist)}: ${exactText}, ${int(maxExact)} per direction counting 0 on the before side; ${further}offsets ${rangeText(lastBefore)} share bucket ${int(lastBefore.bucket)} and offsets ${rangeText(lastAfter)} share bucket ${int(lastAfter.bucket)}, the last bucket of each direction.`
      : `Causal (one direction), ${plural(numBuckets, 'bucket')}, max distance ${int(state.maxdist)}: ${exactText}; ${further}offsets ${rangeText(lastBefore)} share bucket ${int(lastBefore.bucket)}, the last one; every offset ${rangeText(lastAfter)} is bucket ${int(lastAfter.bucket)}.`) +
    where +
    (unused.length
      ? ` ${unused.length === 1 ? 'Bucket' : 'Buckets'} ${unused.map(int).join(', ')} ${unused.length === 1 ? 'holds' : 'hold'} no offset (offset 0 is bucket 0, so the keys after the query start one bucket later${unused.length > 1 ? '; and log buckets narrower than one offset stay empty' : ''}).`
      : '');
  view.t5RangesSlot.replaceChildren(
    scroller(
      'T5 buckets',
      table({
        className: 'data-table bias-t5-table',
        caption: `Offset key − query → bucket, ${bidirectional ? 'bidirectional' : 'causal (one direction)'}, ${plural(numBuckets, 'bucket')}, max distance ${int(state.maxdist)}. Last column: head ${int(head)} of the stand-in table.`,
        columns: ['bucket', 'offsets key − query', 'kind', `stand-in bias, head ${int(head)}`],
        rows: ranges.map((range) => [
          int(range.bucket),
          rangeText(range),
          rangeKind(range, bidirectional),
          fixed(values[range.bucket]),
        ]),
      }),
      { hint: 'Scroll the table sideways' },
    ),
  );

  if (calc.error) view.calcAnswer.textContent = calc.error;
  else {
    const range = ranges.find((r) => r.bucket === calc.bucket);
    const why = !range
      ? ''
      : range.towardMinus || range.towardPlus
        ? `the last bucket of its direction, shared by every offset ${rangeText(range)}`
        : range.exact
          ? 'an exact bucket: this offset alone'
          : `a logarithmic bucket holding offsets ${rangeText(range)}`;
    view.calcAnswer.textContent = `Offset ${signed(calc.offset)} → bucket ${int(calc.bucket)}${why ? `: ${why}` : ''}.`;
  }

  const options = {
    rows: n,
    cols: n,
    values: buckets,
    min: 0,
    max: numBuckets - 1,
    scale: 'sequential',
    title: `T5 bucket of key − query, ${bidirectional ? 'bidirectional' : 'causal'}, ${numBuckets} buckets, max distance ${state.maxdist}`,
    rowLabel: 'query position',
    colLabel: 'key position',
    legendDigits: 0,
    masked: null,
    cellLabel: (r, c, v) =>
      `query ${int(r)}, key ${int(c)}, offset ${signed(c - r)}: bucket ${int(v)} (stand-in bias for head ${int(head)}: ${fixed(values[v])})`,
  };
  if (!view.t5Map) view.t5Map = createBiasMap(view.ctx, view.t5MapSlot, options);
  else view.t5Map.update(options);
  const rows = [];
  for (let offset = -(n - 1); offset <= n - 1; offset += 1) {
    // Row 0 holds offsets 0 … n − 1 (key − query ≥ 0), column 0 offsets 0 … −(n − 1).
    const bucket = offset >= 0 ? buckets[offset] : buckets[-offset * n];
    rows.push([signed(offset), int(bucket)]);
  }
  const description = {
    summary:
      n === 1
        ? `With n = 1 there is one cell: query 0 and key 0, offset 0, in bucket ${int(buckets[0])}. Raise n to see the other offsets.`
        : `Row i, column j is the bucket of offset j − i. Every diagonal (one offset) has one bucket; near the diagonal each offset has its own bucket, further away ${hasLog ? 'the buckets get wider' : 'the offsets share the last bucket of their direction'}${n - 1 >= -lastBefore.toOffset ? `, and from distance ${int(-lastBefore.toOffset)} on (the last bucket) they stop changing` : ''}. ${bidirectional ? `The diagonal and the keys before the query (left of it) use buckets 0 … ${int(lastBefore.bucket)}; keys after it (right) use the others.` : 'Causal: the diagonal and every key after the query (right of it) are bucket 0.'}`,
    columns: ['offset key − query', 'bucket'],
    rows,
    tableLabel: 'T5 bucket by offset',
  };
  if (!view.t5Description) view.t5Description = describeChart(view.t5MapSlot, description);
  else view.t5Description.update(description);
}

// ------------------------------------------------------------------ comparison

function computeCompare(core, state) {
  const tokens = state.words.split(' ');
  const common = {
    tokens,
    heads: state.heads,
    head: state.head,
    numBuckets: state.buckets,
    maxDistance: state.maxdist,
    causal: state.causal,
  };
  return SCHEMES.map((scheme) => ({ ...scheme, ...core.schemeAttention({ ...common, scheme: scheme.id }) }));
}

/**
 * For the first word that occurs twice (positions a < b): the largest difference between the
 * two rows' scores without the bias term, over the keys neither row masks. Zero means the rows
 * differ by the bias alone.
 */
function repeatedWord(results) {
  const words = results[0].tokens;
  const n = words.length;
  let a = -1;
  let b = -1;
  for (let j = 1; j < n && a < 0; j += 1) {
    const i = words.indexOf(words[j]);
    if (i < j) [a, b] = [i, j];
  }
  if (a < 0) return null;
  const differences = results.map((result) => {
    let largest = 0;
    for (let key = 0; key < n; key += 1) {
      const sa = result.scores[a * n + key] - result.bias[a * n + key];
      const sb = result.scores[b * n + key] - result.bias[b * n + key];
      if (Number.isFinite(sa) && Number.isFinite(sb)) largest = Math.max(largest, Math.abs(sa - sb));
    }
    return { id: result.id, largest };
  });
  return { word: words[a], a, b, differences };
}

function renderCompare(view, results) {
  const n = results[0].tokens.length;
  let largest = 0;
  for (const result of results) largest = Math.max(largest, extent(result.weights));
  for (const result of results) {
    const words = result.tokens;
    const masked = maskOf(result.scores);
    const label = (r) => `“${words[r]}” (${int(r)})`;
    const options = {
      rows: n,
      cols: n,
      values: result.weights,
      min: 0,
      max: largest,
      scale: 'sequential',
      words,
      masked,
      title: `Attention weights, ${result.label}`,
      rowLabel: 'query word',
      colLabel: 'key word',
      legendDigits: 2,
      cellLabel: (r, c, v) =>
        masked?.[r * n + c]
          ? `${label(r)} → ${label(c)}: masked (key after query), weight 0`
          : `${label(r)} → ${label(c)}: weight ${fixed(v, 3)} (score ${fixed(result.scores[r * n + c], 3)}, position bias ${fixed(result.bias[r * n + c], 3)})`,
    };
    let panel = view.compare[result.id];
    if (!panel) {
      const box = el(
        'figure',
        { className: 'bias-compare-map card' },
        el('figcaption', { className: 'bias-compare-title', text: result.label }),
      );
      box.dataset.scheme = result.id;
      view.compareGrid.append(box);
      panel = { box, map: createBiasMap(view.ctx, box, options) };
      view.compare[result.id] = panel;
    } else panel.map.update(options);
    const rows = [];
    for (let r = 0; r < n; r += 1) {
      rows.push([
        label(r),
        ...Array.from(result.weights.subarray(r * n, r * n + n), (v, c) =>
          masked?.[r * n + c] ? 'masked' : fixed(v, 3),
        ),
      ]);
    }
    // The last query sees every key (also when causal): where does its largest weight go?
    const last = n - 1;
    let top = 0;
    for (let c = 1; c < n; c += 1) if (result.weights[last * n + c] > result.weights[last * n + top]) top = c;
    const description = {
      summary: `${result.label}: each row is one query word’s softmax weights over the key words and sums to 1. The last query, ${label(last)}, gives its largest weight, ${fixed(result.weights[last * n + top], 3)}, to ${label(top)}.`,
      columns: ['query', ...words.map((w, c) => `${w} (${int(c)})`)],
      rows,
      caption: 'Softmax weights, rounded to 3 decimals.',
      tableLabel: `Weights, ${result.id}`,
    };
    if (!panel.description) panel.description = describeChart(panel.box, description);
    else panel.description.update(description);
  }

  const repeat = repeatedWord(results);
  const lines = [];
  if (!repeat) {
    lines.push(
      'No word occurs twice in this sentence. Repeat one (as “the” in the default) to compare its two rows: without any position information they would be identical.',
    );
  } else {
    const byId = Object.fromEntries(repeat.differences.map((d) => [d.id, d.largest]));
    const same = (id) => fixed(byId[id], 6) === fixed(0, 6);
    const where = `“${repeat.word}” is at positions ${int(repeat.a)} and ${int(repeat.b)}, so its two rows start from the same word vector.`;
    const biasOnly = ['alibi', 't5'].filter(same);
    const mixed = ['sinusoidal', 'rope'].filter((id) => !same(id));
    const name = { sinusoidal: 'sinusoidal', rope: 'RoPE', alibi: 'ALiBi', t5: 'T5' };
    lines.push(where);
    if (biasOnly.length) {
      lines.push(
        `With ${biasOnly.map((id) => name[id]).join(' and ')} the two rows have the same raw scores q·k/√d (largest difference ${fixed(0, 6)} to 6 decimals): only the bias differs, and it depends on key − query alone, so the weights change by distance and nothing else.`,
      );
    }
    if (mixed.length) {
      lines.push(
        `With ${mixed.map((id) => name[id]).join(' and ')} the raw scores of the two rows already differ (by up to ${mixed.map((id) => fixed(byId[id], 3)).join(' and ')}): position is inside the vectors, mixed with the word.`,
      );
    }
    const others = repeat.differences.filter((d) => (['alibi', 't5'].includes(d.id) ? !same(d.id) : same(d.id)));
    for (const d of others)
      lines.push(`${name[d.id]}: the raw scores of the two rows differ by up to ${fixed(d.largest, 6)}.`);
  }
  view.compareLine.replaceChildren(...lines.map((text) => el('p', { text })));
}

// ------------------------------------------------------------------ render

function render(state, changed, view) {
  const touches = (...keys) => keys.some((key) => changed.includes(key));
  const doAlibi = !view.alibiMap || touches('heads', 'head', 'n', 'causal');
  const doT5 = !view.t5Map || touches('buckets', 'maxdist', 'n', 'heads', 'head', 'offset', 'causal');
  const doCompare = !view.compare.alibi || touches('words', 'heads', 'head', 'buckets', 'maxdist', 'causal');
  const doBeyond = !view.beyondDrawn || touches('trained', 'heads', 'head', 'buckets', 'maxdist', 'causal');
  if (!doAlibi && !doT5 && !doCompare && !doBeyond) return;
  // Everything from the core first: a RangeError leaves every part as it was.
  const { core } = view;
  const alibi = doAlibi ? computeAlibi(core, state) : null;
  const t5 = doT5 ? computeT5(core, state) : null;
  const calc = doT5 ? computeOffset(core, view, t5) : null;
  const compare = doCompare ? computeCompare(core, state) : null;
  const beyond = doBeyond ? computeBeyond(core, state) : null;
  view.causal.checked = state.causal;
  if (touches('words') && !view.typingWords && view.wordsField.value !== state.words) view.wordsField.set(state.words);
  if (alibi) renderAlibi(view, state, alibi);
  if (t5) renderT5(view, state, t5, calc);
  if (compare) renderCompare(view, compare);
  if (beyond) {
    view.beyond.render(beyond);
    view.beyondDrawn = true;
  }
}

export default {
  math: true, // it typesets maths in its build and render (narration.js renderMath)
  text: TEXT_RECORDS,
  build,
  render,
};
