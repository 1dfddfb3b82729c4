// The training lab's pictures and words: the loss curves while it trains, then accuracy by
// length with the sentences made from it, one question answered by every scheme with that
// scheme's attention, and the learned table beside the sinusoidal one.
//
// Rule: draws what the lab (lab.js) and the core return; the only arithmetic here is the
// chart's averaging of losses over windows and of accuracies over seeds, said on the page.

import { describeChart } from '../../kit/a11y.js';
import { createChart, lineChart, seriesStyle, themeColors } from '../../kit/charts.js';
import { el } from '../../kit/dom.js';
import { int, intArg, trim, trimArg } from '../../kit/format.js';
import { language, t, typed } from '../../kit/i18n.js';
import { createField, createMessage } from '../../kit/section-kit.js';
import { createSquareHeatmap } from '../../kit/square-heatmap.js';
import { schemeIndex } from '../../kit/schemes.js';
import {
  baseScheme,
  EVAL_EXAMPLES,
  EXTENSION_METHODS,
  byScheme,
  commaList,
  extensionOf,
  isDrawn,
  percent,
  resultSentences,
  schemeName as labelOf,
  smoothed,
  smoothingWindow,
} from './runs.js';

/** The digits of π: the default question, as many as L. */
const PI_DIGITS = '3141592653589793238462643383279502884197169399375105820974944592';
const SEP = 10;
const tokenWord = (token) => (token === SEP ? 'SEP' : token > SEP ? 'pad' : String(token));
const digitsWord = (digits) => Array.from(digits, tokenWord).join(' ');

/**
 * The next task: a result is drawn one map at a time, so that no single task on the page's
 * thread draws them all (each heatmap is a canvas, a legend and a readout).
 */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * Words drawn on a chart's canvas. The canvas is set left to right (its axes are the field's),
 * so on a right-to-left page each title and legend label is isolated right to left (U+2067 …
 * U+2069): Arabic words and the numbers beside them keep their order.
 */
const onChart = (text) => (language().dir === 'rtl' ? `\u2067${text}\u2069` : text);

/**
 * A scheme's look: the same colour, dash and marker in every chart, whichever schemes are ticked.
 * A drawn-positions run keeps its scheme's colour, so a remedy sits beside the run it remedies,
 * and differs from it in dash and marker (a sparse dot-dash and a cross, used by no scheme).
 */
const DRAWN_LOOK = { borderDash: [6, 2, 1, 2, 1, 2], pointStyle: 'cross' };
/**
 * An extension run's look: its method's colour (the methods' order), so the pair of a method
 * reads as one colour; as trained a solid line and its method's marker, fine-tuned a dotted line
 * and a marker of its own. The legend shows markers, so the eight series differ there in shape,
 * not in colour alone.
 */
const TUNED_MARKERS = ['crossRot', 'star', 'rectRounded', 'cross'];
const extensionStyle = ({ method, tuned }, options) => {
  const index = EXTENSION_METHODS.indexOf(method);
  const style = seriesStyle(index, options);
  return tuned ? { ...style, borderDash: [2, 4], pointStyle: TUNED_MARKERS[index] } : { ...style, borderDash: [] };
};
const styleOf = (scheme, options) => {
  const extension = extensionOf(scheme);
  if (extension) return extensionStyle(extension, options);
  const style = seriesStyle(schemeIndex(baseScheme(scheme)), options);
  return isDrawn(scheme) ? { ...style, ...DRAWN_LOOK } : style;
};

/**
 * The legend's mark for a dashed line: a short stretch of the line drawn with its own dash, so
 * the legend shows the dashes the chart draws (Chart.js draws a 'line' point style solid and
 * too short for a dash to show).
 */
function dashedMark(color, dash, width = 36, height = 12) {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (context) {
    context.strokeStyle = color;
    context.lineWidth = 2;
    context.setLineDash(dash);
    context.beginPath();
    context.moveTo(0, height / 2);
    context.lineTo(width, height / 2);
    context.stroke();
  }
  return canvas;
}

/** Datasets for a band (min..max across seeds, filled, out of the legend) and its mean line. */
function bandDatasets(label, style, points) {
  const fill = `${themeColors().palette[style._seriesIndex % themeColors().palette.length]}33`;
  return [
    {
      label: onChart(t('train-band-lowest', { series: label })),
      data: points.low,
      band: true,
      pointRadius: 0,
      borderWidth: 0,
      fill: false,
    },
    {
      label: onChart(t('train-band-highest', { series: label })),
      data: points.high,
      band: true,
      pointRadius: 0,
      borderWidth: 0,
      backgroundColor: fill,
      fill: '-1',
    },
    { label: onChart(label), data: points.mean, ...style, fill: false },
  ];
}

/**
 * A line chart of {x, y} points, the bands left out of its legend. Each legend mark gets the
 * width of the dashed line's mark (dashedMark), so that mark does not run into its label.
 */
const bandedLines = (datasets, x, y) =>
  lineChart({
    datasets,
    x,
    y,
    legend: { labels: { filter: (item, data) => !data.datasets[item.datasetIndex].band, pointStyleWidth: 36 } },
  });

/** The accuracy chart, made empty with the section; each run brings its datasets and lengths. */
const accuracyChartConfig = () =>
  bandedLines(
    [],
    { min: 1, max: 2, ticks: { stepSize: 1 }, title: onChart(t('train-accuracy-x')) },
    { type: 'linear', min: 0, max: 100, title: onChart(t('train-accuracy-y')) },
  );

/** The loss chart, made empty with the section; each run brings its datasets and length. */
const lossChartConfig = () =>
  bandedLines(
    [],
    { min: 0, max: 1, title: onChart(t('train-loss-x')) },
    { type: 'logarithmic', title: onChart(t('train-loss-y')) },
  );

// --- loss ---------------------------------------------------------------------------------

/** A scheme's line in a chart's legend: its name, and over how many seeds it is the mean. */
const seriesName = (name, plan) =>
  plan.seeds.length > 1
    ? t('train-series-mean', { scheme: name, count: plan.seeds.length, seeds: intArg(plan.seeds.length) })
    : name;

function lossPoints(plan, runs) {
  const window = smoothingWindow(plan.steps);
  return plan.schemes.map((scheme) => {
    const own = runs.filter((run) => run.scheme === scheme);
    // A recorded run (recorded.js) brings its window means; a run of the lab, its losses.
    const curves = own.map((run) => run.lossPoints ?? smoothed(run.losses, run.step, window));
    const count = Math.min(...curves.map((curve) => curve.length));
    const at = (index) => curves.map((curve) => curve[index].y);
    const points = { mean: [], low: [], high: [] };
    for (let index = 0; index < count; index += 1) {
      const x = curves[0][index].x;
      const values = at(index);
      points.mean.push({ x, y: values.reduce((a, b) => a + b, 0) / values.length });
      points.low.push({ x, y: Math.min(...values) });
      points.high.push({ x, y: Math.max(...values) });
    }
    return { scheme, points, window };
  });
}

function showLoss(view, lab) {
  const { plan, runs } = lab;
  const series = lossPoints(plan, runs);
  const datasets = series.flatMap(({ scheme, points }) =>
    bandDatasets(seriesName(labelOf(scheme), plan), styleOf(scheme, { points: false }), points),
  );
  const window = series[0]?.window ?? 1;
  const { chart } = view.lossChart;
  const means = datasets.filter((dataset) => !dataset.band);
  // While runs train, the chart holds the six means alone: the bands (each seed's lowest and
  // highest) triple its datasets and Chart.js's work, and a redraw with them took 50-120 ms on a
  // 2-core machine whose cores the workers use. They are added once the runs are done, in a
  // redraw of their own (the first drawing of a finished plan, a record's too, is the means).
  const banded = lab.status === 'done';
  if (view.lossPlan !== plan) {
    chart.data.datasets = means;
    chart.options.scales.x.max = plan.steps;
    view.lossBands = false;
    // A record (recorded.js) is drawn finished: its bands come in the next task.
    if (banded) {
      view.ctx.timeout(() => {
        if (view.lab?.plan !== plan) return;
        const start = performance.now();
        showLoss(view, view.lab);
        performance.measure?.('pe-train: loss drawn', { start });
      }, 0);
    }
  } else if (banded && !view.lossBands) {
    // The same datasets' objects keep their Chart.js parts; the bands are new ones.
    const kept = chart.data.datasets;
    chart.data.datasets = datasets.map((dataset) => kept.find((old) => old.label === dataset.label) ?? dataset);
    for (const [index, dataset] of chart.data.datasets.entries()) dataset.data = datasets[index].data;
    view.lossBands = true;
  } else {
    const now = view.lossBands ? datasets : means;
    chart.data.datasets.forEach((dataset, index) => {
      dataset.data = now[index].data;
    });
  }
  chart.update('none');
  view.lossPlan = plan;
  // The data table is read on demand: filled while folded only when the run is over.
  if (!view.lossDescription.element.querySelector('details').open && lab.status === 'running') return;
  view.lossDescription.update(lossTable(plan, series, window));
}

/**
 * Decimals that keep three significant figures of a loss (at most 8): a loss of 5e-5 prints
 * "0.00005", not "0", and the log-scale chart's small values stay readable in its table.
 */
const lossDigits = (loss) => (loss > 0 && loss < 1 ? Math.min(8, 2 - Math.floor(Math.log10(loss))) : 3);

function lossTable(plan, series, window) {
  const last = series.map(({ points }) => points.mean.at(-1));
  const shown = series.filter((_, index) => last[index]);
  const latest = shown.map(({ scheme, points }) =>
    t('train-loss-latest', {
      scheme: labelOf(scheme),
      loss: trimArg(points.mean.at(-1).y, lossDigits(points.mean.at(-1).y)),
      step: intArg(points.mean.at(-1).x),
    }),
  );
  return {
    summary: shown.length
      ? t('train-loss-summary', {
          count: window,
          steps: intArg(window),
          seeds: plan.seeds.length,
          latest: latest.reduceRight(
            (rest, item) => (rest ? t('train-loss-latest-next', { first: item, rest }) : item),
            '',
          ),
        })
      : t('train-loss-none'),
    columns: [t('train-column-step'), ...series.map(({ scheme }) => labelOf(scheme))],
    rows: (series[0]?.points.mean ?? [])
      .filter((_, index, all) => index % 10 === 9 || index === all.length - 1)
      .map((point, index, kept) => {
        const at = series[0].points.mean.indexOf(kept[index]);
        return [
          int(point.x),
          ...series.map(({ points }) =>
            points.mean[at] ? trim(points.mean[at].y, lossDigits(points.mean[at].y)) : '–',
          ),
        ];
      }),
    tableLabel: t('train-loss-table-label'),
  };
}

// --- accuracy -----------------------------------------------------------------------------

function showAccuracy(view, lab) {
  const { plan, runs } = lab;
  const stats = byScheme(plan, runs);
  const L = plan.trainLength;
  const lengths = Array.from({ length: plan.evalLength }, (_, index) => index + 1);
  const pointsOf = (values) => values.map((value, index) => ({ x: index + 1, y: 100 * value }));
  const datasets = stats.flatMap((s) =>
    bandDatasets(seriesName(s.name, plan), styleOf(s.scheme), {
      mean: pointsOf(s.mean),
      low: pointsOf(s.min),
      high: pointsOf(s.max),
    }),
  );
  const colors = themeColors();
  datasets.push({
    label: onChart(t('train-trained-line', { L: intArg(L) })),
    data: [
      { x: L + 0.5, y: 0 },
      { x: L + 0.5, y: 100 },
    ],
    borderColor: colors.muted,
    backgroundColor: colors.muted,
    borderDash: [6, 4],
    borderWidth: 2,
    pointRadius: 0,
    pointStyle: dashedMark(colors.muted, [6, 4]),
    trainedLine: true,
  });
  const words = resultSentences(plan, runs);
  // The extension's fine-tuned runs were trained at every tested length (the fine-tune's
  // questions have 1 to evalLength digits): past L only its runs as trained are extrapolating.
  const extension = plan.kind === 'extension';
  const summaryArgs = {
    longest: intArg(plan.evalLength),
    count: stats.length,
    schemes: intArg(stats.length),
    L: intArg(L),
    heading: t('train-shows-heading'),
  };
  const past = extension ? 'train-length-ext-tuned' : 'train-length-never-trained';
  const table = {
    summary: t(extension ? 'train-accuracy-summary-ext' : 'train-accuracy-summary', summaryArgs),
    columns: [t('train-column-length'), ...stats.map((s) => s.name)],
    rows: lengths.map((length) => [
      length > L ? t(past, { length: intArg(length) }) : int(length),
      ...stats.map((s) =>
        plan.seeds.length > 1
          ? t('train-accuracy-cell', {
              mean: percent(s.mean[length - 1]),
              seeds: commaList(s.exact.map((perLength) => percent(perLength[length - 1]))),
            })
          : percent(s.mean[length - 1]),
      ),
    ]),
    caption: t('train-accuracy-caption', { seeds: plan.seeds.length, examples: intArg(EVAL_EXAMPLES) }),
    tableLabel: t('train-accuracy-table-label'),
  };
  // The run's datasets and lengths under the chart's own options (made with the section).
  const { chart } = view.accuracyChart;
  chart.data.datasets = datasets;
  chart.options.scales.x.max = plan.evalLength;
  // The extension's two ranges go on a second line: one line ran past a 360 px chart's edge.
  chart.options.scales.x.title.text = extension
    ? [onChart(t('train-accuracy-x')), onChart(t('train-accuracy-x-ext', { L: intArg(L), E: intArg(plan.evalLength) }))]
    : onChart(t('train-accuracy-x-trained', { L: intArg(L) }));
  chart.update('none');
  view.accuracyDescription.update(table);
  const item = ({ claim, text }) => el('li', { text, attrs: { 'data-claim': claim.kind } });
  view.sentences.replaceChildren(...words.shows.map(item));
  view.conclusions.replaceChildren(...words.supports.map(item));
}

// --- one question -------------------------------------------------------------------------

export function questionError(text, plan) {
  const digits = text.replace(/\s+/g, '');
  if (!/^[0-9]+$/.test(digits) || digits.length > plan.evalLength) {
    return t('train-question-error', { longest: intArg(plan.evalLength), text: typed(text) });
  }
  return null;
}

async function showExamples(view, lab) {
  const { plan } = lab;
  const digits = Array.from(view.question.replace(/\s+/g, ''), Number);
  const firstSeed = plan.seeds[0];
  const block = plan.blocks - 1;
  const asked = `${view.question}/${view.head}`;
  view.asked = asked;
  const answers = await Promise.all(
    plan.schemes.map(async (scheme) => {
      const key = `${scheme}/${firstSeed}`;
      const { prediction, attention } = await lab.ask(key, { digits, block, head: view.head });
      return { scheme, prediction, attention };
    }),
  );
  if (view.asked !== asked || lab.plan !== plan) return; // a newer question or run came first
  const start = performance.now();
  view.predictions.replaceChildren(
    el('caption', {
      text: t('train-predictions-caption', { seed: intArg(firstSeed) }),
    }),
    el(
      'thead',
      {},
      el(
        'tr',
        {},
        ...[
          t('train-predictions-scheme'),
          t('train-predictions-question'),
          t('train-predictions-expected'),
          t('train-predictions-wrote'),
          t('train-predictions-verdict'),
        ].map((heading) => el('th', { text: heading, attrs: { scope: 'col' } })),
      ),
    ),
    el(
      'tbody',
      {},
      ...answers.map(({ scheme, prediction }) =>
        el(
          'tr',
          {},
          el('th', { text: labelOf(scheme), attrs: { scope: 'row' } }),
          el('td', { className: 'mono', text: digitsWord(prediction.question), attrs: { dir: 'ltr' } }),
          el('td', { className: 'mono', text: digitsWord(prediction.expected), attrs: { dir: 'ltr' } }),
          el('td', { className: 'mono', text: digitsWord(prediction.predicted), attrs: { dir: 'ltr' } }),
          el('td', {
            className: prediction.right ? 'verdict-right' : 'verdict-wrong',
            text: prediction.right
              ? t('train-verdict-right')
              : t('train-verdict-wrong', {
                  wrong: wrongCount(prediction),
                  count: prediction.expected.length,
                  digits: intArg(prediction.expected.length),
                }),
          }),
        ),
      ),
    ),
  );
  performance.measure?.('pe-train: one question drawn', { start });
  await showAttention(view, plan, answers, block, asked);
}

function wrongCount({ expected, predicted }) {
  let wrong = 0;
  expected.forEach((digit, index) => {
    if (predicted[index] !== digit) wrong += 1;
  });
  return int(wrong);
}

async function showAttention(view, plan, answers, block, asked) {
  view.attentionNote.textContent = t('train-attention-note', {
    head: intArg(view.head),
    block: intArg(block),
    seed: intArg(plan.seeds[0]),
    sep: 'SEP',
  });
  const keep = new Set(answers.map(({ scheme }) => scheme));
  for (const [scheme, map] of view.attentionMaps) {
    if (!keep.has(scheme)) {
      map.box.remove();
      view.attentionMaps.delete(scheme);
    }
  }
  for (const { scheme, attention } of answers) {
    await nextTask();
    if (view.asked !== asked) return;
    const start = performance.now();
    const words = Array.from(attention.tokens, tokenWord);
    const options = {
      rows: attention.length,
      cols: attention.length,
      values: attention.weights,
      min: 0,
      max: 1,
      scale: 'sequential',
      title: t('train-attention-title', { scheme: labelOf(scheme), head: intArg(view.head), block: intArg(block) }),
      rowLabel: t('train-attention-rows'),
      colLabel: t('train-attention-cols'),
      rowsText: (n) => t('train-attention-rows-count', { count: n, number: n }),
      colsText: (n) => t('train-attention-cols-count', { count: n, number: n }),
      cellLabel: (r, c, v) =>
        t('train-attention-cell', {
          row: intArg(r),
          rowToken: words[r],
          col: intArg(c),
          colToken: words[c],
          weight: trimArg(v, 3),
        }),
    };
    let map = view.attentionMaps.get(scheme);
    if (!map) {
      const box = el('figure', { className: 'train-attention-map' }, el('figcaption', { text: labelOf(scheme) }));
      view.attentionGrid.append(box);
      map = { box, heatmap: createSquareHeatmap(view.ctx, box, options, { words }) };
      view.attentionMaps.set(scheme, map);
    } else map.heatmap.update(options, words);
    performance.measure?.('pe-train: one attention map drawn', { start });
  }
}

// --- the learned table ----------------------------------------------------------------------

async function showTable(view, lab) {
  const { plan } = lab;
  if (!plan.schemes.includes('learned')) {
    view.tableNote.textContent = t('train-table-tick', { learned: labelOf('learned') });
    view.tableMaps.hidden = true;
    return;
  }
  const tensor = lab.tensor(`learned/${plan.seeds[0]}`, 'position');
  const [rows, d] = tensor.shape;
  const trained = 2 * plan.trainLength;
  const { core } = view.ctx;
  const sinusoidal = core.encode({ positions: rows, dModel: d });
  const learnedCosine = core.gram({ matrix: tensor.values, rows, cols: d, cosine: true });
  const sinusoidalCosine = core.gram({ matrix: sinusoidal, rows, cols: d, cosine: true });
  view.tableNote.textContent = t('train-table-note', {
    seed: intArg(plan.seeds[0]),
    rows: intArg(rows),
    d: intArg(d),
    digits: intArg(plan.trainLength),
    lastTrained: intArg(trained - 1),
    firstUntrained: intArg(trained),
    lastRow: intArg(rows - 1),
  });
  view.tableMaps.hidden = false;
  const maps = [
    [
      'learnedTrained',
      tensor.values.subarray(0, trained * d),
      trained,
      0,
      t('train-map-learned-trained', { last: intArg(trained - 1) }),
    ],
    [
      'learnedUntrained',
      tensor.values.subarray(trained * d),
      rows - trained,
      trained,
      t('train-map-learned-untrained', { first: intArg(trained), last: intArg(rows - 1) }),
    ],
    ['sinusoidal', sinusoidal, rows, 0, t('train-map-sinusoidal', { last: intArg(rows - 1) })],
  ];
  const limit = Math.max(...Array.from(tensor.values, Math.abs), 1e-9);
  for (const [name, values, count, first, title] of maps) {
    await nextTask();
    if (lab.plan !== plan) return;
    const scaleMax = name === 'sinusoidal' ? 1 : limit;
    showHeatmap(view, name, {
      rows: count,
      cols: d,
      values,
      min: -scaleMax,
      max: scaleMax,
      rowStart: first,
      title,
      rowLabel: t('train-axis-position'),
      colLabel: t('train-axis-dimension'),
    });
  }
  for (const [name, values, title] of [
    ['learnedCosine', learnedCosine, t('train-map-learned-cosine')],
    ['sinusoidalCosine', sinusoidalCosine, t('train-map-sinusoidal-cosine')],
  ]) {
    await nextTask();
    if (lab.plan !== plan) return;
    showHeatmap(view, name, {
      rows,
      cols: rows,
      values,
      min: -1,
      max: 1,
      title,
      rowLabel: t('train-axis-position'),
      colLabel: t('train-axis-position'),
    });
  }
  view.cosineNote.textContent = t('train-cosine-note', {
    lastTrained: intArg(trained - 1),
    firstUntrained: intArg(trained),
  });
}

/**
 * T5's bias table after training, as the learned table's rows are shown: the buckets of the
 * distances training reads (0 to 2L - 1 tokens) apart from the buckets only longer questions
 * reach, which never received a gradient.
 */
async function showT5(view, lab) {
  const { plan } = lab;
  const shown = plan.schemes.includes('t5');
  view.t5Note.hidden = !shown;
  view.t5Maps.hidden = !shown;
  if (!shown) return;
  const tensor = lab.tensor(`t5/${plan.seeds[0]}`, 'relativeBias');
  const [heads, buckets] = tensor.shape;
  const { core } = view.ctx;
  // The model's buckets are Hugging Face's decoder buckets of key - query (model.hpp).
  const bucketOf = (distance) =>
    core.t5Bucket({ relativePosition: -distance, numBuckets: buckets, maxDistance: 128, bidirectional: false });
  const lastDistance = 2 * plan.trainLength - 1;
  const longest = 2 * plan.evalLength - 1;
  const trained = bucketOf(lastDistance) + 1;
  // Rows are buckets, columns heads: the table is stored [head][bucket].
  const byBucket = new Float32Array(heads * buckets);
  for (let h = 0; h < heads; h += 1)
    for (let b = 0; b < buckets; b += 1) byBucket[b * heads + h] = tensor.values[h * buckets + b];
  view.t5Note.textContent = t('train-t5-note', {
    seed: intArg(plan.seeds[0]),
    buckets: intArg(buckets),
    lastDistance,
    bound: '2L − 1',
    lastTrained: intArg(trained - 1),
    firstUntrained: intArg(trained),
    lastBucket: intArg(buckets - 1),
    reached: intArg(bucketOf(longest)),
    longest: intArg(longest),
  });
  const limit = Math.max(...Array.from(tensor.values, Math.abs), 1e-9);
  const maps = [
    [
      't5Trained',
      byBucket.subarray(0, trained * heads),
      trained,
      0,
      t('train-map-t5-trained', { last: intArg(trained - 1) }),
    ],
    [
      't5Untrained',
      byBucket.subarray(trained * heads),
      buckets - trained,
      trained,
      t('train-map-t5-untrained', { first: intArg(trained), last: intArg(buckets - 1) }),
    ],
  ];
  for (const [name, values, rows, rowStart, title] of maps) {
    await nextTask();
    if (lab.plan !== plan || !rows) continue;
    showHeatmap(view, name, {
      rows,
      cols: heads,
      values,
      min: -limit,
      max: limit,
      rowStart,
      title,
      rowLabel: t('train-axis-bucket'),
      colLabel: t('train-axis-head'),
    });
  }
}

function showHeatmap(view, name, options) {
  const start = performance.now();
  const existing = view.heatmaps.get(name);
  if (existing) existing.update(options);
  else {
    const box = el('figure', { className: `train-map train-map-${name}` }, el('figcaption', { text: options.title }));
    view.mapBoxes[name].append(box);
    view.heatmaps.set(name, createSquareHeatmap(view.ctx, box, options));
  }
  performance.measure?.('pe-train: one table map drawn', { start });
}

/** The loss chart and its table, made empty with the section. */
function makeLoss(view, ctx, slots) {
  view.lossEmpty = el('p', { className: 'train-empty', text: t('train-loss-empty') });
  view.lossBox = el('div', { className: 'train-loss', hidden: true });
  slots.loss.append(view.lossEmpty, view.lossBox);
  // The chart is made now, empty, with the section: making a Chart.js chart is the costliest
  // step of drawing it, and here it does not hold up a run that has started.
  view.lossChart = ctx.own(createChart(view.lossBox, lossChartConfig(), { label: t('train-loss-chart-label') }));
  // The charts keep the field's left-to-right axes on a right-to-left page; their text
  // alternatives below them are in the page's direction.
  for (const box of view.lossBox.querySelectorAll('.chart-box')) box.dir = 'ltr';
  view.lossDescription = describeChart(view.lossBox, {
    summary: t('train-loss-no-run'),
    columns: [t('train-column-step')],
    rows: [],
    tableLabel: t('train-loss-table-label'),
  });
}

/** The accuracy chart, its table and the sentences made from it. */
function makeAccuracy(view, ctx, slots) {
  view.accuracyEmpty = el('p', { className: 'train-empty', text: t('train-accuracy-empty') });
  view.accuracyBox = el('div', { className: 'train-accuracy', hidden: true });
  view.sentences = el('ul', { className: 'train-sentences', attrs: { 'aria-live': 'polite' } });
  view.conclusions = el('ul', { className: 'train-conclusions' });
  slots.accuracy.append(
    view.accuracyEmpty,
    view.accuracyBox,
    el('h4', { text: t('train-shows-heading') }),
    view.sentences,
    el('h4', { text: t('train-supports-heading') }),
    view.conclusions,
  );
  view.accuracyChart = ctx.own(
    createChart(view.accuracyBox, accuracyChartConfig(), { label: t('train-accuracy-chart-label') }),
  );
  for (const box of view.accuracyBox.querySelectorAll('.chart-box')) box.dir = 'ltr';
  // The chart on its canvas, for tests/browser/train.spec.mjs (its legend and colours are drawn, not in the DOM).
  const accuracyCanvas = view.accuracyBox.querySelector('canvas');
  if (accuracyCanvas) accuracyCanvas.labChart = view.accuracyChart.chart;
  view.accuracyDescription = describeChart(view.accuracyBox, {
    summary: t('train-accuracy-no-run'),
    columns: [t('train-column-length')],
    rows: [],
    tableLabel: t('train-accuracy-table-label'),
  });
}

/**
 * An accuracy chart with its table and sentences for a lab of its own (the extension runs:
 * train.js): shown once that lab is done, emptied when it starts again.
 * @returns {{ show(lab): void }}
 */
export function createAccuracyView(ctx, container, { empty }) {
  const view = { ctx };
  makeAccuracy(view, ctx, { accuracy: container });
  view.accuracyEmpty.textContent = empty;
  // Classes of its own, so the comparison's (.train-accuracy, .train-sentences, ...) stay one each.
  view.accuracyBox.className = 'train-ext-accuracy';
  view.sentences.className = 'train-sentences-ext';
  view.conclusions.className = 'train-conclusions-ext';
  let shown = null;
  return {
    show(lab) {
      const done = lab.status === 'done';
      view.accuracyEmpty.hidden = done;
      view.accuracyBox.hidden = !done;
      if (!done) {
        shown = null;
        view.sentences.replaceChildren();
        view.conclusions.replaceChildren();
      } else if (shown !== lab.plan) {
        shown = lab.plan;
        showAccuracy(view, lab);
      }
    },
  };
}

/** One question: a box for the digits, the head to look at, the answers and their attention. */
function makeExamples(view, slots) {
  view.examplesEmpty = el('p', { className: 'train-empty', text: t('train-examples-empty') });
  const fields = el('div', { className: 'controls-grid train-question' });
  view.examplesBody = el('div', { className: 'train-examples', hidden: true }, fields);
  slots.examples.append(view.examplesEmpty, view.examplesBody);
  const ask = () => {
    if (!view.syncing && view.lab?.status === 'done')
      showExamples(view, view.lab).catch((error) => view.exampleError.show(error.message));
  };
  view.questionField = createField(fields, {
    label: t('train-question-label'),
    kind: 'text',
    value: '',
    accept: (value) => (view.lab ? questionError(value, view.lab.plan) : null),
    onChange: (value) => {
      view.question = value.replace(/\s+/g, '');
      ask();
    },
    hint: t('train-question-hint', { twoL: '2L', L: 'L' }),
  });
  view.headField = createField(fields, {
    label: t('train-head-label'),
    value: 0,
    min: 0,
    max: 3,
    onChange: (value) => {
      view.head = value;
      ask();
    },
  });
  view.exampleError = createMessage(view.examplesBody, { className: 'inline-message' });
  view.predictions = el('table', { className: 'data-table train-predictions' });
  view.attentionNote = el('p', { className: 'train-attention-note' });
  view.attentionGrid = el('div', { className: 'train-attention-grid' });
  view.examplesBody.append(
    el(
      'div',
      // A table wider than a phone scrolls in a box the keyboard can reach and a reader can name.
      { className: 'table-scroll', tabIndex: 0, attrs: { role: 'region', 'aria-label': t('train-examples-heading') } },
      view.predictions,
    ),
    view.attentionNote,
    view.attentionGrid,
  );
}

/** The learned table beside the sinusoidal one, and their cosine similarities. */
function makeTable(view, slots) {
  view.tableNote = el('p', {
    className: 'train-table-note',
    text: t('train-table-empty', { learned: labelOf('learned') }),
  });
  const cell = () => el('div', { className: 'train-map-cell' });
  const m = {
    learnedTrained: cell(),
    learnedUntrained: cell(),
    sinusoidal: cell(),
    learnedCosine: cell(),
    sinusoidalCosine: cell(),
  };
  view.mapBoxes = m;
  view.cosineNote = el('p', { className: 'train-cosine-note' });
  view.tableMaps = el(
    'div',
    { className: 'train-maps', hidden: true },
    el(
      'div',
      { className: 'train-map-row' },
      el('div', { className: 'train-map-cell' }, m.learnedTrained, m.learnedUntrained),
      m.sinusoidal,
    ),
    view.cosineNote,
    el('div', { className: 'train-map-row' }, m.learnedCosine, m.sinusoidalCosine),
  );
  view.t5Note = el('p', { className: 'train-t5-note', hidden: true });
  view.mapBoxes.t5Trained = cell();
  view.mapBoxes.t5Untrained = cell();
  view.t5Maps = el(
    'div',
    { className: 'train-map-row', hidden: true },
    view.mapBoxes.t5Trained,
    view.mapBoxes.t5Untrained,
  );
  slots.table.append(view.tableNote, view.tableMaps, view.t5Note, view.t5Maps);
}

/** A finished plan's pictures: accuracy in a task of its own, then one question and the table. */
function showDone(view, lab) {
  const { plan } = lab;
  setTimeout(() => {
    if (view.lab.plan !== plan || view.lab.status !== 'done') return;
    const start = performance.now();
    showAccuracy(view, lab);
    view.accuracyEmpty.hidden = true;
    view.accuracyBox.hidden = false;
    performance.measure?.('pe-train: accuracy drawn', { start });
  }, 0);
  if (lab.recorded) {
    view.tableNote.textContent = t('train-recorded-ask');
    for (const part of [view.tableMaps, view.t5Note, view.t5Maps]) part.hidden = true;
    return;
  }
  view.syncing = true;
  view.questionField.set(PI_DIGITS.slice(0, plan.trainLength));
  view.syncing = false;
  view.exampleError.clear();
  showExamples(view, lab).catch((error) => view.exampleError.show(error.message));
  showTable(view, lab)
    .then(() => showT5(view, lab))
    .catch((error) => {
      view.tableNote.textContent = error.message;
    });
}

/**
 * @param {object} ctx  the section's context
 * @param {{ loss, accuracy, examples, table }} slots
 * @returns {{ show(lab): void, clear(): void }}
 */
export function createResultViews(ctx, slots) {
  const view = { ctx, slots, head: 0, question: '', attentionMaps: new Map(), heatmaps: new Map() };
  makeLoss(view, ctx, slots);
  makeAccuracy(view, ctx, slots);
  makeExamples(view, slots);
  makeTable(view, slots);
  let shownDone = null; // the plan whose finished results are drawn
  return {
    show(lab) {
      view.lab = lab;
      const { plan } = lab;
      // The loss chart is shown and given the run's (empty) curves while the workers start, so
      // that its first drawing and its first points are two tasks, not one.
      const started = Boolean(plan) && lab.runs.length > 0;
      view.lossEmpty.hidden = started;
      view.lossBox.hidden = !started;
      if (started) {
        const start = performance.now();
        showLoss(view, lab);
        performance.measure?.('pe-train: loss drawn', { start });
      }
      const done = lab.status === 'done';
      if (!done) {
        view.accuracyEmpty.hidden = false;
        view.accuracyBox.hidden = true;
        if (view.tableNote.textContent === t('train-recorded-ask'))
          view.tableNote.textContent = t('train-table-empty', { learned: labelOf('learned') });
      }
      // A record (recorded.js) keeps no weights: until Run, its questions say so.
      const asks = done && !lab.recorded;
      view.examplesEmpty.hidden = asks;
      view.examplesBody.hidden = !asks;
      view.examplesEmpty.textContent = t(lab.recorded ? 'train-recorded-ask' : 'train-examples-empty');
      if (done && shownDone !== plan) {
        shownDone = plan;
        showDone(view, lab);
      }
    },
    clear() {
      shownDone = null;
      view.sentences.replaceChildren();
      view.conclusions.replaceChildren();
    },
  };
}
