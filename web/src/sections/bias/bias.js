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
import { canonical, fixed, int, trim } from '../../kit/format.js';
import { t } from '../../kit/i18n.js';
import { inline, math } from '../../kit/narration.js';
import { createField, createMessage, scroller, table } from '../../kit/section-kit.js';
import { beyondText, computeBeyond, createBeyond, listOf } from './bias-beyond.js';
import { schemeName } from '../../kit/schemes.js';

const scoreTex = String.raw`\text{score}_{ij}=\frac{q_i\cdot k_j}{\sqrt{d}}+b(j-i)`;
const alibiBiasTex = String.raw`b_h(i,j)=-m_h\,|i-j|`;

/** The schemes of core.schemeAttention, named as kit/schemes.js names them (worded when drawn). */
const SCHEME_IDS = ['sinusoidal', 'rope', 'alibi', 't5'];
/** Names of methods, never translated (the sinusoidal scheme is a word: a message). */
const METHOD_NAMES = { rope: 'RoPE', alibi: 'ALiBi', t5: 'T5' };
const schemeLabel = (id) => t(`bias-scheme-${id}`, { name: schemeName(id) });

/** The section's wording (narration as data), worded when the section is built. */
function text() {
  return [
    { type: 'p', text: t('bias-lead') },
    { type: 'math', tex: scoreTex },
    { type: 'p', text: t('bias-score-text', { i: '$i$', j: '$j$', b: '$b$', offset: '$j - i$' }) },
    { type: 'h3', text: t('bias-alibi-heading') },
    { type: 'p', text: t('bias-alibi-text', { H: '$H$', m: '$m_h$' }) },
    { type: 'math', tex: alibiBiasTex },
    { type: 'slot', name: 'alibi-controls' },
    { type: 'slot', name: 'slopes' },
    { type: 'p', text: t('bias-alibi-causal', { minusInfinity: '−∞', bias: '−m_h |i − j|' }) },
    { type: 'slot', name: 'alibi-map' },
    {
      type: 'callout',
      tone: 'note',
      title: t('bias-alibi-why-title'),
      text: t('bias-alibi-why', { beyond: t('bias-beyond-heading'), lab: t('title-train') }),
    },
    { type: 'slot', name: 'alibi-lab' },
    { type: 'h3', text: t('bias-t5-heading') },
    {
      type: 'p',
      text: t('bias-t5-text', { numBuckets: '`num_buckets`', bucketFunction: '`_relative_position_bucket`' }),
    },
    {
      type: 'list',
      items: [
        t('bias-t5-rule-halves'),
        t('bias-t5-rule-exact'),
        t('bias-t5-rule-log', { maxDistance: '`max_distance`' }),
        t('bias-t5-rule-last'),
        t('bias-t5-rule-causal'),
      ],
    },
    { type: 'callout', tone: 'note', title: t('bias-t5-learned-title'), text: t('bias-t5-learned') },
    { type: 'slot', name: 't5-controls' },
    { type: 'slot', name: 't5-ranges' },
    { type: 'h4', text: t('bias-calc-heading') },
    { type: 'slot', name: 't5-calc' },
    { type: 'h4', text: t('bias-map-heading') },
    { type: 'slot', name: 't5-map' },
    { type: 'h3', text: t('bias-compare-heading') },
    { type: 'p', text: t('bias-compare-text', { bias: '−m|i − j|' }) },
    { type: 'slot', name: 'compare-controls' },
    { type: 'slot', name: 'compare' },
    ...beyondText(),
    { type: 'p', text: t('bias-rounding') },
  ];
}

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
  if (towardMinus) return t('bias-range-below', { offset: signed(toOffset) });
  if (towardPlus) return t('bias-range-above', { offset: signed(fromOffset) });
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
  if (range.towardPlus && !bidirectional) return t('bias-kind-after');
  if (range.towardMinus || range.towardPlus) return t('bias-kind-last');
  return range.exact ? t('bias-kind-exact') : t('bias-kind-log');
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
      sliderMin: ranges.heads.min,
      sliderMax: Math.min(ranges.heads.max, 32),
      describe: (v) => t('bias-heads-describe', { count: v, heads: int(v) }),
    }),
    head: ctx.control(alibiControls, 'head', {
      maxFor: (state) => state.heads - 1,
      sliderRange: (state) => [0, Math.max(1, state.heads - 1)],
      rangeText: (state) => t('bias-head-range', { last: int(state.heads - 1), symbol: 'H − 1' }),
      describe: (v) => t('bias-head-describe', { head: int(v), h: `h = ${int(v + 1)}` }),
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
        el('span', { text: ` ${t('bias-causal-label')}` }),
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
      ctx.announce(t('bias-causal-announce', { on: view.causal.checked ? 'yes' : 'no' }));
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
    sliderMin: ranges.buckets.min,
    sliderMax: Math.min(ranges.buckets.max, 128),
    describe: (v) => t('bias-buckets-describe', { count: v, buckets: int(v) }),
  });
  view.controls.maxdist = ctx.control(t5Controls, 'maxdist', {
    sliderMin: ranges.maxdist.min,
    sliderMax: Math.min(ranges.maxdist.max, 512),
    describe: (v) => {
      const start = lastBucketStart(core, { ...store.get(), maxdist: v });
      return start === null
        ? t('bias-maxdist-describe', { maxdist: int(v) })
        : t('bias-maxdist-describe-start', { maxdist: int(v), count: start, start: int(start) });
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
    label: t('bias-offset-label'),
    name: t('bias-offset-label'),
    value: -20,
    min: offsetSpec.min,
    max: offsetSpec.max,
    hint: t('bias-offset-hint'),
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
    label: store.names.words,
    name: store.names.words,
    kind: 'text',
    value: store.get().words,
    hint: t('bias-words-hint'),
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
  if (H === 1) return t('bias-slope-one', { heads: 'H = 1', rule: '$m_1 = 2^{-8}$', slope: trim(slopes[0], 8) });
  if (firstRise === -1) {
    return t('bias-slope-geometric', {
      heads: `H = ${int(H)}`,
      rule: `$m_h = 2^{-8h/${H}}$`,
      first: trim(slopes[0], 8),
      last: trim(slopes[H - 1], 8),
      ratio: trim(slopes[0], 8),
    });
  }
  const base = firstRise;
  const extra = H - base;
  return t('bias-slope-interleaved', {
    heads: `H = ${int(H)}`,
    H: int(H),
    base: int(base),
    baseRule: `$2^{-8h/${base}}$`,
    extra: int(extra),
    double: int(2 * base),
    extraRule: `$2^{-8h/${2 * base}}$`,
    odd: '$h = 1, 3, 5, \\dots$',
    extraSlopes: slopes
      .slice(base)
      .map((m) => trim(m, 8))
      .join(t('bias-list-separator')),
    nextHead: int(base),
    nextSlope: `m = ${trim(slopes[base], 8)}`,
    lastHead: int(base - 1),
    lastSlope: trim(slopes[base - 1], 8),
  });
}

function renderAlibi(view, state, alibi) {
  const { slopes, n, head, headBias, heads } = alibi;
  view.slopesSlot.replaceChildren(
    math(slopeRuleTex(heads), { display: true, className: 'math-display bias-slope-formula' }),
    el('p', { className: 'bias-slope-rule' }, ...inline(slopeRule(Array.from(slopes)))),
    scroller(
      t('bias-slopes-label'),
      table({
        className: 'data-table bias-slopes-table',
        caption: t('bias-slopes-caption', { count: heads, heads: int(heads), head: int(head) }),
        columns: [t('bias-col-head'), t('bias-col-slope'), t('bias-col-power'), t('bias-col-rule')],
        rows: Array.from(slopes, (m, index) => {
          const cell = el('span', {
            text: t('bias-head-cell', { head: int(index) }),
            className: index === head ? 'is-current' : '',
          });
          return [cell, fixed(m, 8), `2^${trim(Math.log2(m), 6).replace('-', '−')}`, math(slopeTex(index, heads))];
        }),
      }),
      { hint: t('bias-scroll-hint') },
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
  const line =
    n > 1
      ? t('bias-alibi-line', {
          head: int(head),
          slope: fixed(slopes[head], 8),
          near: fixed(back(1)),
          far,
          farCount: int(far),
          farBias: far > 1 ? fixed(back(far)) : '',
        })
      : t('bias-alibi-line-single', { head: int(head), slope: fixed(slopes[head], 8) });
  const compared =
    n <= 1
      ? ''
      : heads > 1
        ? t('bias-alibi-compare', {
            count: far,
            far: int(far),
            steepest: int(steepest),
            steepestSlope: fixed(slopes[steepest], 8),
            steepestBias: fixed(backIn(steepest, far)),
            shallowest: int(shallowest),
            shallowestSlope: fixed(slopes[shallowest], 8),
            shallowestBias: fixed(backIn(shallowest, far)),
          })
        : t('bias-alibi-compare-one');
  view.alibiLine.textContent = compared ? `${line} ${compared}` : line;

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
    title: t('bias-alibi-map-title', {
      head: int(head),
      heads: `H = ${int(heads)}`,
      causal: state.causal ? 'yes' : 'no',
    }),
    rowLabel: t('bias-axis-query-position'),
    colLabel: t('bias-axis-key-position'),
    legendDigits: 3,
    masked,
    cellLabel: (r, c, v) =>
      v === -Infinity
        ? t('bias-alibi-cell-masked', { query: int(r), key: int(c), minusInfinity: '−∞' })
        : t('bias-alibi-cell', {
            query: int(r),
            key: int(c),
            distance: `|i − j| = ${int(Math.abs(r - c))}`,
            bias: fixed(v),
          }),
  };
  if (!view.alibiMap) view.alibiMap = createBiasMap(view.ctx, view.alibiMapSlot, options);
  else view.alibiMap.update(options);

  const rows = [];
  for (let k = 0; k < n; k += 1) rows.push([int(k), fixed(back(k))]);
  const description = {
    summary: t('bias-alibi-map-summary', {
      i: 'i',
      j: 'j',
      head: int(head),
      slope: `m = ${fixed(slopes[head], 8)}`,
      m: 'm',
      causal: state.causal ? 'yes' : 'no',
    }),
    columns: [t('bias-col-distance', { distance: 'i − j' }), t('bias-col-bias-head', { head: int(head) })],
    rows,
    tableLabel: t('bias-alibi-table-label'),
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
    return { offset, error: view.ctx.pageWords(error.message) };
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
  // Few buckets can leave no logarithmic one between the exact ones and the last.
  const hasLog = ranges.some((r) => !r.exact && !r.towardMinus && !r.towardPlus);
  const start = -lastBefore.toOffset;
  const common = {
    count: numBuckets,
    buckets: int(numBuckets),
    maxdist: int(state.maxdist),
    exact: exact.length,
    exactSpans: listOf(exactSpans),
    log: hasLog ? 'yes' : 'no',
    before: rangeText(lastBefore),
    beforeBucket: int(lastBefore.bucket),
    after: rangeText(lastAfter),
    afterBucket: int(lastAfter.bucket),
  };
  const summary = bidirectional
    ? t('bias-t5-summary-bidirectional', { ...common, perDirection: int(maxExact) })
    : t('bias-t5-summary-causal', common);
  const where = t('bias-t5-where', {
    start: int(start),
    maxdist: int(state.maxdist),
    where: start < state.maxdist ? (hasLog ? 'before-log' : 'before-few') : start === state.maxdist ? 'at' : 'beyond',
  });
  const empty = unused.length
    ? t('bias-t5-unused', { count: unused.length, buckets: unused.map(int).join(t('bias-list-separator')) })
    : '';
  view.t5Summary.textContent = [summary, where, empty].filter(Boolean).join(' ');
  view.t5RangesSlot.replaceChildren(
    scroller(
      t('bias-t5-table-label'),
      table({
        className: 'data-table bias-t5-table',
        caption: t('bias-t5-caption', {
          bidirectional: bidirectional ? 'yes' : 'no',
          count: numBuckets,
          buckets: int(numBuckets),
          maxdist: int(state.maxdist),
          head: int(head),
        }),
        columns: [
          t('bias-col-bucket'),
          t('bias-col-offsets'),
          t('bias-col-kind'),
          t('bias-col-stand-in', { head: int(head) }),
        ],
        rows: ranges.map((range) => [
          int(range.bucket),
          rangeText(range),
          rangeKind(range, bidirectional),
          fixed(values[range.bucket]),
        ]),
      }),
      { hint: t('bias-scroll-hint') },
    ),
  );

  if (calc.error) view.calcAnswer.textContent = calc.error;
  else {
    const range = ranges.find((r) => r.bucket === calc.bucket);
    const kind = !range ? 'none' : range.towardMinus || range.towardPlus ? 'last' : range.exact ? 'exact' : 'log';
    view.calcAnswer.textContent = t('bias-calc-answer', {
      offset: signed(calc.offset),
      bucket: int(calc.bucket),
      kind,
      offsets: range ? rangeText(range) : '',
    });
  }

  const options = {
    rows: n,
    cols: n,
    values: buckets,
    min: 0,
    max: numBuckets - 1,
    scale: 'sequential',
    title: t('bias-t5-map-title', {
      bidirectional: bidirectional ? 'yes' : 'no',
      count: numBuckets,
      buckets: int(numBuckets),
      maxdist: int(state.maxdist),
    }),
    rowLabel: t('bias-axis-query-position'),
    colLabel: t('bias-axis-key-position'),
    legendDigits: 0,
    masked: null,
    cellLabel: (r, c, v) =>
      t('bias-t5-cell', {
        query: int(r),
        key: int(c),
        offset: signed(c - r),
        bucket: int(v),
        head: int(head),
        bias: fixed(values[v]),
      }),
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
        ? t('bias-t5-map-single', { n: 'n = 1', bucket: int(buckets[0]), raise: 'n' })
        : [
            t('bias-t5-map-rows', { i: 'i', j: 'j', offset: 'j − i' }),
            t('bias-t5-map-diagonals', {
              log: hasLog ? 'yes' : 'no',
              reach: n - 1 >= -lastBefore.toOffset ? 'yes' : 'no',
              start: int(-lastBefore.toOffset),
            }),
            bidirectional ? t('bias-t5-map-sides', { last: int(lastBefore.bucket) }) : t('bias-t5-map-sides-causal'),
          ].join(' '),
    columns: [t('bias-col-offset'), t('bias-col-bucket')],
    rows,
    tableLabel: t('bias-t5-map-table-label'),
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
  return SCHEME_IDS.map((id) => ({ id, label: schemeLabel(id), ...core.schemeAttention({ ...common, scheme: id }) }));
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
    const label = (r) => t('bias-word-label', { word: words[r], position: int(r) });
    const options = {
      rows: n,
      cols: n,
      values: result.weights,
      min: 0,
      max: largest,
      scale: 'sequential',
      words,
      masked,
      title: t('bias-compare-map-title', { scheme: result.label }),
      rowLabel: t('bias-axis-query-word'),
      colLabel: t('bias-axis-key-word'),
      legendDigits: 2,
      cellLabel: (r, c, v) =>
        masked?.[r * n + c]
          ? t('bias-compare-cell-masked', { query: label(r), key: label(c) })
          : t('bias-compare-cell', {
              query: label(r),
              key: label(c),
              weight: fixed(v, 3),
              score: fixed(result.scores[r * n + c], 3),
              bias: fixed(result.bias[r * n + c], 3),
            }),
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
          masked?.[r * n + c] ? t('bias-masked') : fixed(v, 3),
        ),
      ]);
    }
    // The last query sees every key (also when causal): where does its largest weight go?
    const last = n - 1;
    let top = 0;
    for (let c = 1; c < n; c += 1) if (result.weights[last * n + c] > result.weights[last * n + top]) top = c;
    const description = {
      summary: t('bias-compare-summary', {
        scheme: result.label,
        last: label(last),
        weight: fixed(result.weights[last * n + top], 3),
        top: label(top),
      }),
      columns: [t('bias-col-query'), ...words.map((w, c) => t('bias-col-word', { word: w, position: int(c) }))],
      rows,
      caption: t('bias-compare-caption', { digits: int(3) }),
      tableLabel: t('bias-compare-table-label', { scheme: schemeName(result.id) }),
    };
    if (!panel.description) panel.description = describeChart(panel.box, description);
    else panel.description.update(description);
  }

  const repeat = repeatedWord(results);
  const lines = [];
  // The default sentence's repeated word (its first), named as the default writes it.
  if (!repeat)
    lines.push(t('bias-compare-no-repeat', { word: view.ctx.section.settings.words.fallback().split(' ')[0] }));
  else {
    const byId = Object.fromEntries(repeat.differences.map((d) => [d.id, d.largest]));
    // Rounds to zero at 6 decimals (a number, compared as a number).
    const same = (id) => Number(canonical(byId[id], 6)) === 0;
    const biasOnly = ['alibi', 't5'].filter(same);
    const mixed = ['sinusoidal', 'rope'].filter((id) => !same(id));
    const name = (id) => (id === 'sinusoidal' ? t('bias-scheme-name-sinusoidal') : METHOD_NAMES[id]);
    lines.push(t('bias-compare-where', { word: repeat.word, a: int(repeat.a), b: int(repeat.b) }));
    if (biasOnly.length) {
      lines.push(
        t('bias-compare-bias-only', {
          schemes: listOf(biasOnly.map(name)),
          raw: 'q·k/√d',
          zero: fixed(0, 6),
          digits: int(6),
        }),
      );
    }
    if (mixed.length) {
      lines.push(
        t('bias-compare-mixed', {
          schemes: listOf(mixed.map(name)),
          differences: listOf(mixed.map((id) => fixed(byId[id], 3))),
        }),
      );
    }
    const others = repeat.differences.filter((d) => (['alibi', 't5'].includes(d.id) ? !same(d.id) : same(d.id)));
    for (const d of others)
      lines.push(t('bias-compare-other', { scheme: name(d.id), difference: fixed(d.largest, 6) }));
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
  text,
  build,
  render,
};
