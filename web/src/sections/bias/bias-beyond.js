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
import { fixed, int } from '../../kit/format.js';
import { FACTOR, largestTrained, SMALLEST_TRAINED } from './section.js';

export const BEYOND_TEXT = [
  { type: 'h3', text: 'Beyond the training length' },
  {
    type: 'p',
    text: 'Suppose the head below was trained only on sequences of $L$ tokens and is now given $4L$. Each chart follows one scheme’s position term from distance (or position) 0 to $4L - 1$: the first part, up to $L - 1$, is what training showed; the rest is new. The schemes differ in what “new” means.',
  },
  { type: 'slot', name: 'beyond-controls' },
  { type: 'slot', name: 'beyond' },
];

const SCHEME_TITLES = {
  sinusoidal: 'Sinusoidal: positions never seen',
  rope: 'RoPE: directions never seen',
  alibi: 'ALiBi: the same line, continued',
  t5: 'T5: far offsets share one bucket',
};

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
const list = (items) =>
  items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;

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
  const lead = `Dimension ${int(dim)}, the sine of pair ${int(slowest.pair)} (the slowest), took values from ${fixed(low)} to ${fixed(high)} at positions 0 … ${int(L - 1)}; at position ${int(n - 1)} it is ${fixed(column[n - 1])}.`;
  const news =
    first >= 0
      ? ` Position ${int(first)} is the first whose value lies outside what training showed. The whole vector PE(pos) of every position from ${int(L)} on is one the model was never given: the formula has it, the trained weights have never met it.`
      : ` Its values beyond ${int(L - 1)} stay inside that range, but the vectors PE(${int(L)}) … PE(${int(n - 1)}) are still ones the model was never given.`;
  return lead + news;
}

const pairWord = (pairs) => (pairs.length === 1 ? 'Pair' : 'Pairs');
const pairNames = (pairs) => list(pairs.map((p) => int(p.pair)));

function ropeText(data) {
  const { L, n, rope } = data;
  const pairs = rope.pairs;
  const wrapped = pairs.filter((p) => p.wrapped);
  const back = pairs.filter((p) => !p.wrapped && p.seen && p.pastTrainAngle);
  const unseen = pairs.filter((p) => !p.seen);
  const one = (list) => list.length === 1;
  const parts = [];
  parts.push(
    wrapped.length === 0
      ? `No pair turned a full circle within offsets 0 … ${int(L - 1)}.`
      : `${pairWord(wrapped)} ${pairNames(wrapped)} turned a full circle within offsets 0 … ${int(L - 1)}, so every direction ${one(wrapped) ? 'it meets' : 'they meet'} further out ${one(wrapped) ? 'it has' : 'they have'} met before.`,
  );
  if (back.length) {
    const example = back[0];
    parts.push(
      `${pairWord(back)} ${pairNames(back)} went past ${one(back) ? 'its' : 'their'} largest angle in training, but once whole turns are taken off ${one(back) ? 'it points' : 'they point'} back inside the arc training covered (pair ${int(example.pair)}: ${fixed(example.angle, 3)} rad at offset ${int(n - 1)} is ${fixed(example.direction, 3)} rad after whole turns, inside 0 … ${fixed(example.maxTrainAngle, 3)} rad), a direction ${one(back) ? 'it has' : 'they have'} seen.`,
    );
  }
  if (unseen.length) {
    const slow = unseen[unseen.length - 1];
    parts.push(
      `At offset ${int(n - 1)}, ${pairWord(unseen).toLowerCase()} ${pairNames(unseen)} ${one(unseen) ? 'points in a direction' : 'point in directions'} never seen in training (pair ${int(slow.pair)} points at ${fixed(slow.direction, 3)} rad, outside the arc 0 … ${fixed(slow.maxTrainAngle, 3)} rad that training covered). q·k for far keys then mixes directions the trained weights never met.`,
    );
  }
  return parts.join(' ');
}

function alibiText(data) {
  const { L, n, head, slope, alibiBack } = data;
  // The step from one distance to the next, everywhere out to 4L − 1 (the core's numbers).
  const steps = [];
  for (let k = 0; k + 1 < n; k += 1) steps.push(alibiBack[k] - alibiBack[k + 1]);
  const even = steps.every((s) => Math.abs(s - steps[0]) <= 1e-12 * Math.max(1, Math.abs(steps[0])));
  return `Head ${int(head)}, slope m = ${fixed(slope, 8)}: the farthest key in training, ${int(L - 1)} back, got ${fixed(alibiBack[L - 1])}; at ${int(n - 1)} back the bias is ${fixed(alibiBack[n - 1])}. ${even ? `Each step further away lowers the score by the same ${fixed(steps[0], 8)}, inside training and beyond: the penalty is one straight line, continued.` : 'The steps are not all equal.'} No parameter is added and no bias is of a new kind: a longer input only puts keys further along a line the head already uses, where their weights become ever smaller. This is what stays in range, not everything the model sees: in the first block queries and keys carry no position, but from the second block on they do, since each is a mix of words weighted by distance.`;
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
    `Keys 0 … ${int(L - 1)} back used ${seen.size === 1 ? 'bucket' : 'buckets'} ${list([...seen].sort((a, b) => a - b).map(int))}; keys ${int(L)} … ${int(n - 1)} back fall in ${beyond.length === 1 ? 'bucket' : 'buckets'} ${list(beyond.map(int))}.`,
  ];
  if (fresh.length) {
    parts.push(
      `${fresh.length === 1 ? 'Bucket' : 'Buckets'} ${list(fresh.map(int))} (keys ${range(freshDistances[0], freshDistances[freshDistances.length - 1])} back) never occurred in training, so ${fresh.length === 1 ? 'its' : 'their'} learned ${fresh.length === 1 ? 'number' : 'numbers'} never received a gradient.`,
    );
  } else parts.push('Every one of them already occurred in training: nothing new is looked up.');
  parts.push(
    start <= n - 1
      ? `From ${int(start)} back on, every key shares bucket ${int(lastBucket.bucket)}, the last one: however far away, it gets the same number, so beyond that the bias says only “far”.`
      : `The last bucket, ${int(lastBucket.bucket)}, starts at ${int(start)} back, further than ${int(n - 1)}: raise L to reach it.`,
  );
  return parts.join(' ');
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
  const seenLabel = () => `training: 0 … ${int(L - 1)}`;
  const newLabel = () => `new: ${int(L)} … ${int(n - 1)}`;
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
      xTitle: 'position',
      yTitle: `PE(pos, ${data.dim})`,
      xMax: n - 1,
    });
  }
  if (scheme === 'alibi') {
    return lineConfig({
      datasets: parts((k) => data.alibiBack[k]),
      xTitle: 'keys back (query − key)',
      yTitle: `bias, head ${data.head}`,
      xMax: n - 1,
    });
  }
  if (scheme === 't5') {
    const config = lineConfig({
      datasets: parts((k) => data.bucketBack[k]),
      xTitle: 'keys back (query − key)',
      yTitle: 'bucket',
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
        label: 'largest in training',
        data: pairs.map((p) => ({ x: p.pair, y: p.maxTrainAngle })),
        ...seriesStyle(0),
      },
      {
        label: `angle at ${int(n - 1)}`,
        data: pairs.map((p) => ({ x: p.pair, y: p.angle })),
        ...seriesStyle(1),
      },
      {
        label: `direction at ${int(n - 1)}`,
        data: pairs.map((p) => ({ x: p.pair, y: p.direction })),
        ...seriesStyle(2),
      },
      {
        label: 'full turn, 2π',
        data: [
          { x: 0, y: 2 * Math.PI },
          { x: lastPair, y: 2 * Math.PI },
        ],
        ...seriesStyle(3, { points: false }),
      },
    ],
    xTitle: 'pair i (fastest first)',
    yTitle: 'angle (radians, log scale)',
    xMax: lastPair,
    xStep: 1, // pairs are whole numbers
    yType: 'logarithmic',
  });
}

function tableOf(scheme, data) {
  const { L, n } = data;
  const seen = (k) => (k < L ? 'yes' : 'no');
  const rows = [];
  if (scheme === 'rope') {
    for (const p of data.rope.pairs)
      rows.push([
        int(p.pair),
        fixed(p.maxTrainAngle, 6),
        fixed(p.angle, 6),
        fixed(p.direction, 6),
        p.wrapped ? 'yes' : 'no',
        p.seen ? 'yes' : 'no',
      ]);
    return {
      columns: [
        'pair',
        `largest angle in training (offset ${int(L - 1)})`,
        `angle at offset ${int(n - 1)}`,
        'its direction (whole turns taken off)',
        'full turn in training',
        'direction seen in training',
      ],
      rows,
    };
  }
  for (let k = 0; k < n; k += 1) {
    if (scheme === 'sinusoidal') rows.push([int(k), fixed(data.column[k]), seen(k)]);
    else if (scheme === 'alibi') rows.push([int(k), fixed(data.alibiBack[k]), seen(k)]);
    else rows.push([int(k), int(data.bucketBack[k]), seen(k)]);
  }
  const columns = {
    sinusoidal: ['position', `PE(pos, ${data.dim})`, 'in training'],
    alibi: ['keys back', `bias, head ${data.head}`, 'in training'],
    t5: ['keys back', 'bucket', 'in training'],
  }[scheme];
  return { columns, rows };
}

const SENTENCE = { sinusoidal: sinusoidalText, rope: ropeText, alibi: alibiText, t5: t5Text };
const CHART_LABEL = {
  sinusoidal: (d) =>
    `Line chart: PE(pos, ${d.dim}), the slowest pair’s sine, for positions 0 to ${d.n - 1}; positions up to ${d.L - 1} seen in training, the rest new.`,
  rope: (d) =>
    `Line chart, logarithmic scale: each pair’s largest angle in training, its angle at offset ${d.n - 1} and the direction of that angle once whole turns are taken off, with a flat line at one full turn.`,
  alibi: (d) =>
    `Line chart: ALiBi bias of head ${d.head} against distance 0 to ${d.n - 1}; distances up to ${d.L - 1} seen in training, the rest new.`,
  t5: (d) =>
    `Step chart: T5 bucket of a key 0 to ${d.n - 1} tokens back; distances up to ${d.L - 1} seen in training, the rest new.`,
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
    text: 'See “Train it yourself”: run the comparison and read ALiBi’s exact answers past the training length',
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
    label: 'L (training length)',
    sliderMin: SMALLEST_TRAINED,
    sliderMax: largest,
    maxFor: () => largest,
    rangeText: `type ${SMALLEST_TRAINED} to ${int(largest)}`,
    describe: (v) => `trained on ${int(v)} tokens, shown on ${int(FACTOR * v)}`,
  });
  const grid = el('div', { className: 'bias-beyond-grid' });
  ctx.slot('beyond').append(grid);
  const panels = {};
  for (const scheme of ['sinusoidal', 'rope', 'alibi', 't5']) {
    const box = el(
      'figure',
      { className: 'bias-beyond-chart card' },
      el('figcaption', { className: 'bias-compare-title', text: SCHEME_TITLES[scheme] }),
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
          tableLabel: `${SCHEME_TITLES[scheme].split(':')[0]}, L = ${data.L} and ${FACTOR}L = ${data.n}`,
        };
        if (!panel.description) panel.description = describeChart(panel.box, description);
        else panel.description.update(description);
      }
    },
  };
}
