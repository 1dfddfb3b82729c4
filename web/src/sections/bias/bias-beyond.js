// The relative-bias section's "beyond the training length" part: one head of a model trained on
// sequences of L tokens, looked at again on 4L tokens, under each scheme. What each chart shows
// is the scheme's positional term from the core, out to distance (or position) 4L − 1:
//   sinusoidal: the slowest pair's sine dimension, core.encodeColumns (positions never seen);
//   RoPE: each pair's largest angle in training against its angle at offset 4L − 1 and the
//         direction that angle points in, core.extension with method 'none' (a pair is out of
//         range only when its direction leaves the arc training covered);
//   ALiBi: the chosen head's bias, k tokens back, core.alibi (the line goes on);
//   T5: the bucket of offset −k, core.t5Buckets (far offsets share one bucket).
//
// Rule: every sentence is built from the numbers the charts draw (which buckets are new, where
// the last one starts, which pairs wrapped or point back inside their arc), never assumed; d and the base are schemeAttention's
// defaults, the head and T5's shape the section's own settings, so this is the comparison's head.

import { describeChart } from '../../kit/a11y.js';
import { createChart, lineChart, seriesStyle } from '../../kit/charts.js';
import { el } from '../../kit/dom.js';
import { fixed, fixedArg, int, intArg } from '../../kit/format.js';
import { t } from '../../kit/i18n.js';
import { FACTOR, largestTrained, SMALLEST_TRAINED } from './trained-length.js';

/** This part's narration, worded when the section is built (bias.js puts it in its own). */
export function beyondText() {
  return [
    { type: 'h3', text: t('bias-beyond-heading') },
    {
      type: 'p',
      text: t('bias-beyond-lead', { L: '$L$', n: '$4L$', last: '$4L - 1$', seen: '$L - 1$' }),
    },
    { type: 'slot', name: 'beyond-controls' },
    { type: 'slot', name: 'beyond' },
  ];
}

const SCHEMES = ['sinusoidal', 'rope', 'alibi', 't5'];
/** A scheme's chart title, and its short name for the table's label. */
const schemeTitle = (scheme) => t(`bias-beyond-title-${scheme}`);
const schemeShort = (scheme) => t(`bias-beyond-short-${scheme}`);

// ------------------------------------------------------------------ numbers (all from the core)

export function computeBeyond(core, state) {
  const L = state.trained;
  const n = FACTOR * L;
  const last = n - 1;
  const dModel = core.requests.schemeAttention.dModel.default;
  const base = core.defaults.base;

  const alibi = core.alibi({ heads: state.heads, positions: n, causal: true });
  const head = state.head;
  const alibiBack = Float64Array.from({ length: n }, (_, k) => alibi.bias[(head * n + last) * n + last - k]);

  const t5 = core.t5Buckets({
    positions: n,
    numBuckets: state.buckets,
    maxDistance: state.maxdist,
    bidirectional: !state.causal,
  });
  const bucketBack = Int32Array.from({ length: n }, (_, k) => t5.buckets[last * n + last - k]);
  const lastBucket = t5.ranges.find((r) => r.towardMinus);

  const rope = core.extension({ method: 'none', dModel, base, trainLength: L, scale: FACTOR, pos: last });
  const slowest = rope.pairs[rope.pairs.length - 1];
  const dim = 2 * slowest.pair; // interleaved: the sine of pair i is dimension 2i
  const column = core.encodeColumns({ positions: n, dModel, base, dims: [dim] });

  return {
    L,
    n,
    head,
    dModel,
    slope: alibi.slopes[head],
    alibiBack,
    bucketBack,
    lastBucket,
    rope,
    slowest,
    dim,
    column,
  };
}

// ------------------------------------------------------------------ sentences (from the numbers)

const range = (a, b) => (a === b ? int(a) : `${int(a)} … ${int(b)}`);
/** A list in the page's language: "a, b and c" (the messages bias-list and bias-list-separator). */
export const listOf = (items) =>
  items.length <= 1
    ? items.join('')
    : t('bias-list', { items: items.slice(0, -1).join(t('bias-list-separator')), last: items[items.length - 1] });

function sinusoidalText(data) {
  const { L, n, column, dim, slowest } = data;
  let low = Infinity;
  let high = -Infinity;
  for (let p = 0; p < L; p += 1) {
    low = Math.min(low, column[p]);
    high = Math.max(high, column[p]);
  }
  let first = -1;
  for (let p = L; p < n && first < 0; p += 1) if (column[p] < low || column[p] > high) first = p;
  const lead = t('bias-beyond-sinusoidal', {
    dim: intArg(dim),
    pair: intArg(slowest.pair),
    low: fixedArg(low),
    high: fixedArg(high),
    seenLast: intArg(L - 1),
    last: intArg(n - 1),
    value: fixedArg(column[n - 1]),
  });
  const news =
    first >= 0
      ? t('bias-beyond-sinusoidal-outside', { first: intArg(first), L: intArg(L), pe: 'PE(pos)' })
      : t('bias-beyond-sinusoidal-inside', {
          seenLast: intArg(L - 1),
          vectors: `PE(${int(L)}) … PE(${int(n - 1)})`,
        });
  return [lead, news].join(t('bias-sentence-join'));
}

const pairNames = (pairs) => listOf(pairs.map((p) => int(p.pair)));

function ropeText(data) {
  const { L, n, rope } = data;
  const pairs = rope.pairs;
  const wrapped = pairs.filter((p) => p.wrapped);
  // Back inside the arc itself (0 steps outside), not merely within the one trained step that
  // also counts as seen: the sentence says "inside".
  const back = pairs.filter((p) => !p.wrapped && p.stepsOutside === 0 && p.pastTrainAngle);
  const unseen = pairs.filter((p) => !p.seen);
  const parts = [
    t('bias-beyond-rope-wrapped', { count: wrapped.length, pairs: pairNames(wrapped), last: intArg(L - 1) }),
  ];
  if (back.length) {
    const example = back[0];
    parts.push(
      t('bias-beyond-rope-back', {
        count: back.length,
        pairs: pairNames(back),
        pair: intArg(example.pair),
        angle: fixedArg(example.angle, 3),
        offset: intArg(n - 1),
        direction: fixedArg(example.direction, 3),
        largest: fixedArg(example.maxTrainAngle, 3),
      }),
    );
  }
  if (unseen.length) {
    const slow = unseen[unseen.length - 1];
    parts.push(
      t('bias-beyond-rope-unseen', {
        offset: intArg(n - 1),
        count: unseen.length,
        pairs: pairNames(unseen),
        pair: intArg(slow.pair),
        direction: fixedArg(slow.direction, 3),
        largest: fixedArg(slow.maxTrainAngle, 3),
        qk: 'q·k',
      }),
    );
  }
  return parts.join(t('bias-sentence-join'));
}

function alibiText(data) {
  const { L, n, head, slope, alibiBack } = data;
  // The step from one distance to the next, everywhere out to 4L − 1 (the core's numbers).
  const steps = [];
  for (let k = 0; k + 1 < n; k += 1) steps.push(alibiBack[k] - alibiBack[k + 1]);
  const even = steps.every((s) => Math.abs(s - steps[0]) <= 1e-12 * Math.max(1, Math.abs(steps[0])));
  return [
    t('bias-beyond-alibi', {
      head: intArg(head),
      slope: fixedArg(slope, 8),
      seenLast: intArg(L - 1),
      seenBias: fixedArg(alibiBack[L - 1]),
      last: intArg(n - 1),
      lastBias: fixedArg(alibiBack[n - 1]),
    }),
    t('bias-beyond-alibi-steps', { even: even ? 'yes' : 'no', step: fixedArg(steps[0], 8) }),
    t('bias-beyond-alibi-scope'),
  ].join(t('bias-sentence-join'));
}

function t5Text(data) {
  const { L, n, bucketBack, lastBucket } = data;
  const seen = new Set(Array.from(bucketBack.subarray(0, L)));
  const beyond = [];
  for (let k = L; k < n; k += 1) if (!beyond.includes(bucketBack[k])) beyond.push(bucketBack[k]);
  const fresh = beyond.filter((b) => !seen.has(b));
  const start = -lastBucket.toOffset; // the distance where the last bucket of keys before the query begins
  const freshDistances = [];
  for (let k = L; k < n; k += 1) if (!seen.has(bucketBack[k])) freshDistances.push(k);
  const parts = [
    t('bias-beyond-t5-buckets', {
      seenLast: intArg(L - 1),
      seenCount: seen.size,
      seen: listOf([...seen].sort((a, b) => a - b).map(int)),
      from: intArg(L),
      last: intArg(n - 1),
      beyondCount: beyond.length,
      beyond: listOf(beyond.map(int)),
    }),
  ];
  parts.push(
    fresh.length
      ? t('bias-beyond-t5-fresh', {
          count: fresh.length,
          buckets: listOf(fresh.map(int)),
          keys: range(freshDistances[0], freshDistances[freshDistances.length - 1]),
        })
      : t('bias-beyond-t5-none-fresh'),
  );
  parts.push(
    start <= n - 1
      ? t('bias-beyond-t5-last', { start: intArg(start), bucket: intArg(lastBucket.bucket) })
      : t('bias-beyond-t5-last-beyond', {
          bucket: intArg(lastBucket.bucket),
          start: intArg(start),
          last: intArg(n - 1),
          L: 'L',
        }),
  );
  return parts.join(t('bias-sentence-join'));
}

// ------------------------------------------------------------------ charts

function twoParts(L, n, yAt) {
  const inside = [];
  const outside = [];
  for (let k = 0; k < n; k += 1) {
    if (k <= L - 1) inside.push({ x: k, y: yAt(k) });
    if (k >= L - 1) outside.push({ x: k, y: yAt(k) }); // shares point L − 1, so the line is unbroken
  }
  return { inside, outside };
}

function lineConfig({ datasets, xTitle, yTitle, xMax, yType = 'linear', step, xStep }) {
  return lineChart({
    datasets,
    x: { min: 0, max: xMax, title: xTitle, ...(xStep ? { ticks: { stepSize: xStep } } : {}) },
    y: { type: yType, title: yTitle, ...(step ? { ticks: { stepSize: step } } : {}) },
  });
}

function chartOf(scheme, data) {
  const { L, n } = data;
  // Short legend labels: at 360 px in projector type a longer one is cut off (the axis title says what).
  const seenLabel = () => t('bias-beyond-legend-training', { range: `0 … ${int(L - 1)}` });
  const newLabel = () => t('bias-beyond-legend-new', { range: `${int(L)} … ${int(n - 1)}` });
  const pointsOn = n <= 64;
  const parts = (yAt) => {
    const { inside, outside } = twoParts(L, n, yAt);
    return [
      { label: seenLabel(), data: inside, ...seriesStyle(0, { points: pointsOn }) },
      { label: newLabel(), data: outside, ...seriesStyle(1, { points: pointsOn }) },
    ];
  };
  if (scheme === 'sinusoidal') {
    return lineConfig({
      datasets: parts((p) => data.column[p]),
      xTitle: t('bias-beyond-axis-position'),
      yTitle: `PE(pos, ${data.dim})`,
      xMax: n - 1,
    });
  }
  if (scheme === 'alibi') {
    return lineConfig({
      datasets: parts((k) => data.alibiBack[k]),
      xTitle: t('bias-beyond-axis-back'),
      yTitle: t('bias-col-bias-head', { head: intArg(data.head) }),
      xMax: n - 1,
    });
  }
  if (scheme === 't5') {
    const config = lineConfig({
      datasets: parts((k) => data.bucketBack[k]),
      xTitle: t('bias-beyond-axis-back'),
      yTitle: t('bias-col-bucket'),
      xMax: n - 1,
      step: 1,
    });
    for (const dataset of config.data.datasets) dataset.stepped = 'before';
    return config;
  }
  const pairs = data.rope.pairs;
  const lastPair = Math.max(1, pairs.length - 1);
  return lineConfig({
    datasets: [
      {
        label: t('bias-beyond-legend-largest'),
        data: pairs.map((p) => ({ x: p.pair, y: p.maxTrainAngle })),
        ...seriesStyle(0),
      },
      {
        label: t('bias-beyond-legend-angle', { offset: intArg(n - 1) }),
        data: pairs.map((p) => ({ x: p.pair, y: p.angle })),
        ...seriesStyle(1),
      },
      {
        label: t('bias-beyond-legend-direction', { offset: intArg(n - 1) }),
        data: pairs.map((p) => ({ x: p.pair, y: p.direction })),
        ...seriesStyle(2),
      },
      {
        label: t('bias-beyond-legend-turn', { turn: '2π' }),
        data: [
          { x: 0, y: 2 * Math.PI },
          { x: lastPair, y: 2 * Math.PI },
        ],
        ...seriesStyle(3, { points: false }),
      },
    ],
    xTitle: t('bias-beyond-axis-pair', { i: 'i' }),
    yTitle: t('bias-beyond-axis-angle'),
    xMax: lastPair,
    xStep: 1, // pairs are whole numbers
    yType: 'logarithmic',
  });
}

function tableOf(scheme, data) {
  const { L, n } = data;
  const yes = t('bias-yes');
  const no = t('bias-no');
  const seen = (k) => (k < L ? yes : no);
  const rows = [];
  if (scheme === 'rope') {
    for (const p of data.rope.pairs)
      rows.push([
        int(p.pair),
        fixed(p.maxTrainAngle, 6),
        fixed(p.angle, 6),
        fixed(p.direction, 6),
        p.wrapped ? yes : no,
        p.seen ? yes : no,
      ]);
    return {
      columns: [
        t('bias-beyond-col-pair'),
        t('bias-beyond-col-largest', { offset: intArg(L - 1) }),
        t('bias-beyond-col-angle', { offset: intArg(n - 1) }),
        t('bias-beyond-col-direction'),
        t('bias-beyond-col-turn'),
        t('bias-beyond-col-seen'),
      ],
      rows,
    };
  }
  for (let k = 0; k < n; k += 1) {
    if (scheme === 'sinusoidal') rows.push([int(k), fixed(data.column[k]), seen(k)]);
    else if (scheme === 'alibi') rows.push([int(k), fixed(data.alibiBack[k]), seen(k)]);
    else rows.push([int(k), int(data.bucketBack[k]), seen(k)]);
  }
  const inTraining = t('bias-beyond-col-in-training');
  const columns = {
    sinusoidal: () => [t('bias-beyond-axis-position'), `PE(pos, ${data.dim})`, inTraining],
    alibi: () => [t('bias-beyond-col-back'), t('bias-col-bias-head', { head: intArg(data.head) }), inTraining],
    t5: () => [t('bias-beyond-col-back'), t('bias-col-bucket'), inTraining],
  }[scheme]();
  return { columns, rows };
}

const SENTENCE = { sinusoidal: sinusoidalText, rope: ropeText, alibi: alibiText, t5: t5Text };
const CHART_LABEL = {
  sinusoidal: (d) =>
    t('bias-beyond-chart-sinusoidal', { pe: `PE(pos, ${d.dim})`, last: intArg(d.n - 1), seenLast: intArg(d.L - 1) }),
  rope: (d) => t('bias-beyond-chart-rope', { offset: intArg(d.n - 1) }),
  alibi: (d) =>
    t('bias-beyond-chart-alibi', { head: intArg(d.head), last: intArg(d.n - 1), seenLast: intArg(d.L - 1) }),
  t5: (d) => t('bias-beyond-chart-t5', { last: intArg(d.n - 1), seenLast: intArg(d.L - 1) }),
};

// ------------------------------------------------------------------ the part

/**
 * Builds the part into the section's slots. `control(container, key, spec)` is ctx.control.
 * @returns {{ render(data): void }}
 */
export function createBeyond(ctx) {
  const { core, store } = ctx;
  // The ALiBi callout's way to the lab's measured numbers (never retyped here).
  const labLink = el('a', {
    href: '?view=train',
    className: 'bias-lab-link',
    text: t('bias-beyond-lab-link', { title: t('title-train') }),
  });
  labLink.addEventListener('click', (event) => {
    if (event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    store.set({ view: 'train' });
  });
  ctx.slot('alibi-lab').append(el('p', {}, labLink));
  const controls = el('div', { className: 'controls-grid bias-controls' });
  ctx.slot('beyond-controls').append(controls);
  const largest = largestTrained(core);
  ctx.control(controls, 'trained', {
    label: t('bias-beyond-trained-label'),
    sliderMin: SMALLEST_TRAINED,
    sliderMax: largest,
    maxFor: () => largest,
    rangeText: t('bias-beyond-trained-range', { smallest: intArg(SMALLEST_TRAINED), largest: intArg(largest) }),
    describe: (v) => t('bias-beyond-trained-describe', { count: v, trained: intArg(v), shown: intArg(FACTOR * v) }),
  });
  const grid = el('div', { className: 'bias-beyond-grid' });
  ctx.slot('beyond').append(grid);
  const panels = {};
  for (const scheme of SCHEMES) {
    const box = el(
      'figure',
      { className: 'bias-beyond-chart card' },
      el('figcaption', { className: 'bias-compare-title', text: schemeTitle(scheme) }),
    );
    box.dataset.scheme = scheme;
    grid.append(box);
    panels[scheme] = { box, chart: null, description: null };
  }
  return {
    render(data) {
      for (const [scheme, panel] of Object.entries(panels)) {
        const config = chartOf(scheme, data);
        const label = CHART_LABEL[scheme](data);
        if (!panel.chart) panel.chart = ctx.own(createChart(panel.box, config, { label }));
        else panel.chart.update({ ...config, label });
        const description = {
          summary: SENTENCE[scheme](data),
          ...tableOf(scheme, data),
          tableLabel: t('bias-beyond-table-label', {
            scheme: schemeShort(scheme),
            trained: intArg(data.L),
            shown: `${FACTOR}L = ${int(data.n)}`,
          }),
        };
        if (!panel.description) panel.description = describeChart(panel.box, description);
        else panel.description.update(description);
      }
    },
  };
}
