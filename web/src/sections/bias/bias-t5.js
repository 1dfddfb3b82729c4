// The relative-bias section's T5 part (bias.js puts it together): the buckets and max distance
// controls, the bucket ranges in words, the offset calculator, and the bucket map. Every number
// is from core.t5Buckets, core.t5Bucket and core.t5Bias (a seeded stand-in for the learned table).

import { describeChart } from '../../kit/a11y.js';
import { el } from '../../kit/dom.js';
import { fixed, fixedArg, int, intArg } from '../../kit/format.js';
import { t } from '../../kit/i18n.js';
import { createField, scroller, table } from '../../kit/section-kit.js';
import { listOf } from './bias-beyond.js';
import { createBiasMap } from './bias-maps.js';

/** A signed offset as the page prints it: −3, 0, +3. */
const signed = (value) => (value > 0 ? `+${int(value)}` : value < 0 ? `−${int(-value)}` : '0');

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

function rangeKind(range, bidirectional) {
  if (range.towardPlus && !bidirectional) return t('bias-kind-after');
  if (range.towardMinus || range.towardPlus) return t('bias-kind-last');
  return range.exact ? t('bias-kind-exact') : t('bias-kind-log');
}

/** T5's parts: the buckets and max distance controls, the bucket ranges, the calculator, the map. */
export function buildT5Parts(ctx, view) {
  const { core, store } = ctx;
  const ranges = store.ranges;
  const t5Controls = el('div', { className: 'controls-grid bias-controls' });
  ctx.slot('t5-controls').append(t5Controls);
  view.controls.buckets = ctx.control(t5Controls, 'buckets', {
    sliderMin: ranges.buckets.min,
    sliderMax: Math.min(ranges.buckets.max, 128),
    describe: (v) => t('bias-buckets-describe', { count: v, buckets: intArg(v) }),
  });
  view.controls.maxdist = ctx.control(t5Controls, 'maxdist', {
    sliderMin: ranges.maxdist.min,
    sliderMax: Math.min(ranges.maxdist.max, 512),
    describe: (v) => {
      const start = lastBucketStart(core, { ...store.get(), maxdist: v });
      return start === null
        ? t('bias-maxdist-describe', { maxdist: intArg(v) })
        : t('bias-maxdist-describe-start', { maxdist: intArg(v), count: start, start: intArg(start) });
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

export function computeT5(core, state) {
  // Causal models (T5's decoder) use the one-directional buckets, as core.schemeAttention does.
  const shape = { numBuckets: state.buckets, maxDistance: state.maxdist, bidirectional: !state.causal };
  const buckets = core.t5Buckets({ ...shape, positions: state.n });
  const bias = core.t5Bias({ ...shape, positions: state.n, heads: state.heads });
  const table = bias.table.slice(state.head * bias.numBuckets, (state.head + 1) * bias.numBuckets);
  return { ...buckets, shape, table, head: state.head };
}

export function computeOffset(core, view, t5) {
  const offset = view.offsetField.value;
  try {
    return { offset, bucket: core.t5Bucket({ relativePosition: offset, ...t5.shape }) };
  } catch (error) {
    return { offset, error: view.ctx.pageWords(error.message) };
  }
}

/** What the bucket ranges show, read off the core's ranges: the exact offsets, the last buckets, the unused ones. */
function bucketFacts(t5) {
  const { ranges, numBuckets } = t5;
  const { bidirectional } = t5.shape;
  const used = new Set(ranges.map((r) => r.bucket));
  const unused = [];
  for (let b = 0; b < numBuckets; b += 1) if (!used.has(b)) unused.push(b);
  // Causal: bucket 0 holds offset 0 and every key after the query, so it is not one offset's own.
  const exact = ranges.filter((r) => r.exact && (bidirectional || !r.towardPlus)).map((r) => r.fromOffset);
  const lastBefore = ranges.find((r) => r.towardMinus);
  const lastAfter = ranges.find((r) => r.towardPlus);
  // Few buckets can leave no logarithmic one between the exact ones and the last.
  const hasLog = ranges.some((r) => !r.exact && !r.towardMinus && !r.towardPlus);
  return { unused, exact, lastBefore, lastAfter, hasLog };
}

/** The sentences above the bucket table: what the buckets hold, where the last one starts, which go unused. */
function t5SummaryText(state, t5, facts) {
  const { numBuckets, maxExact } = t5;
  const { bidirectional } = t5.shape;
  const { unused, exact, lastBefore, lastAfter, hasLog } = facts;
  const span = (list) =>
    list.length === 1 ? signed(list[0]) : `${signed(Math.min(...list))} … ${signed(Math.max(...list))}`;
  const exactSpans = [exact.filter((o) => o <= 0), exact.filter((o) => o > 0)].filter((list) => list.length).map(span);
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
    ? t('bias-t5-summary-bidirectional', { ...common, perDirection: intArg(maxExact) })
    : t('bias-t5-summary-causal', common);
  const where = t('bias-t5-where', {
    start: intArg(start),
    maxdist: intArg(state.maxdist),
    where: start < state.maxdist ? (hasLog ? 'before-log' : 'before-few') : start === state.maxdist ? 'at' : 'beyond',
  });
  const empty = unused.length
    ? t('bias-t5-unused', { count: unused.length, buckets: unused.map(int).join(t('bias-list-separator')) })
    : '';
  return [summary, where, empty].filter(Boolean).join(t('bias-sentence-join'));
}

/** The table of buckets: the offsets each holds, its kind, and the head's stand-in bias. */
function bucketTable(state, t5) {
  const { ranges, numBuckets, table: values, head } = t5;
  const { bidirectional } = t5.shape;
  return scroller(
    t('bias-t5-table-label'),
    table({
      className: 'data-table bias-t5-table',
      caption: t('bias-t5-caption', {
        bidirectional: bidirectional ? 'yes' : 'no',
        count: numBuckets,
        buckets: intArg(numBuckets),
        maxdist: intArg(state.maxdist),
        head: intArg(head),
      }),
      columns: [
        t('bias-col-bucket'),
        t('bias-col-offsets'),
        t('bias-col-kind'),
        t('bias-col-stand-in', { head: intArg(head) }),
      ],
      rows: ranges.map((range) => [
        int(range.bucket),
        rangeText(range),
        rangeKind(range, bidirectional),
        fixed(values[range.bucket]),
      ]),
    }),
    { hint: t('bias-scroll-hint') },
  );
}

/** The calculator's answer: the offset's bucket and which kind of bucket it is (or the core's refusal). */
function calcText(t5, calc) {
  if (calc.error) return calc.error;
  const range = t5.ranges.find((r) => r.bucket === calc.bucket);
  const kind = !range ? 'none' : range.towardMinus || range.towardPlus ? 'last' : range.exact ? 'exact' : 'log';
  return t('bias-calc-answer', {
    offset: signed(calc.offset),
    bucket: intArg(calc.bucket),
    kind,
    offsets: range ? rangeText(range) : '',
  });
}

/** The bucket map's options: each (query, key) cell coloured by its bucket. */
function t5MapOptions(state, t5) {
  const { numBuckets, positions: n, buckets, table: values, head } = t5;
  const { bidirectional } = t5.shape;
  return {
    rows: n,
    cols: n,
    values: buckets,
    min: 0,
    max: numBuckets - 1,
    scale: 'sequential',
    title: t('bias-t5-map-title', {
      bidirectional: bidirectional ? 'yes' : 'no',
      count: numBuckets,
      buckets: intArg(numBuckets),
      maxdist: intArg(state.maxdist),
    }),
    rowLabel: t('bias-axis-query-position'),
    colLabel: t('bias-axis-key-position'),
    legendDigits: 0,
    masked: null,
    cellLabel: (r, c, v) =>
      t('bias-t5-cell', {
        query: intArg(r),
        key: intArg(c),
        offset: signed(c - r),
        bucket: intArg(v),
        head: intArg(head),
        bias: fixedArg(values[v]),
      }),
  };
}

/** The bucket map's text alternative: what its diagonals say, and each offset's bucket. */
function t5MapDescription(t5, facts) {
  const { positions: n, buckets } = t5;
  const { bidirectional } = t5.shape;
  const { lastBefore, hasLog } = facts;
  const rows = [];
  for (let offset = -(n - 1); offset <= n - 1; offset += 1) {
    // Row 0 holds offsets 0 … n − 1 (key − query ≥ 0), column 0 offsets 0 … −(n − 1).
    const bucket = offset >= 0 ? buckets[offset] : buckets[-offset * n];
    rows.push([signed(offset), int(bucket)]);
  }
  return {
    summary:
      n === 1
        ? t('bias-t5-map-single', { n: 'n = 1', bucket: intArg(buckets[0]), raise: 'n' })
        : [
            t('bias-t5-map-rows', { i: 'i', j: 'j', offset: 'j − i' }),
            t('bias-t5-map-diagonals', {
              log: hasLog ? 'yes' : 'no',
              reach: n - 1 >= -lastBefore.toOffset ? 'yes' : 'no',
              start: intArg(-lastBefore.toOffset),
            }),
            bidirectional ? t('bias-t5-map-sides', { last: intArg(lastBefore.bucket) }) : t('bias-t5-map-sides-causal'),
          ].join(t('bias-sentence-join')),
    columns: [t('bias-col-offset'), t('bias-col-bucket')],
    rows,
    tableLabel: t('bias-t5-map-table-label'),
  };
}

export function renderT5(view, state, t5, calc) {
  const facts = bucketFacts(t5);
  view.t5Summary.textContent = t5SummaryText(state, t5, facts);
  view.t5RangesSlot.replaceChildren(bucketTable(state, t5));
  view.calcAnswer.textContent = calcText(t5, calc);
  const options = t5MapOptions(state, t5);
  if (!view.t5Map) view.t5Map = createBiasMap(view.ctx, view.t5MapSlot, options);
  else view.t5Map.update(options);
  const description = t5MapDescription(t5, facts);
  if (!view.t5Description) view.t5Description = describeChart(view.t5MapSlot, description);
  else view.t5Description.update(description);
}
