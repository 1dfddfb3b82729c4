// The training lab's pictures and words: the loss curves while it trains, then accuracy by
// length with the sentences made from it, one question answered by every scheme with that
// scheme's attention, and the learned table beside the sinusoidal one.
//
// Rule: draws what the lab (lab.js) and the core return; the only arithmetic here is the
// chart's averaging of losses over windows and of accuracies over seeds, said on the page.

import { describeChart } from '../../kit/a11y.js';
import { createChart, lineChart, seriesStyle, themeColors } from '../../kit/charts.js';
import { el } from '../../kit/dom.js';
import { int, plural, trim } from '../../kit/format.js';
import { createField, createMessage } from '../../kit/section-kit.js';
import { createSquareHeatmap } from '../../kit/square-heatmap.js';
import { schemeIndex } from '../../kit/schemes.js';
import {
  EVAL_EXAMPLES,
  byScheme,
  conclusions,
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

/** A scheme's look: the same colour, dash and marker in every chart, whichever schemes are ticked. */
const styleOf = (scheme, options) => seriesStyle(schemeIndex(scheme), options);

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
    { label: `${label} lowest seed`, data: points.low, band: true, pointRadius: 0, borderWidth: 0, fill: false },
    {
      label: `${label} highest seed`,
      data: points.high,
      band: true,
      pointRadius: 0,
      borderWidth: 0,
      backgroundColor: fill,
      fill: '-1',
    },
    { label, data: points.mean, ...style, fill: false },
  ];
}

/** A line chart of {x, y} points, the bands left out of its legend. */
const bandedLines = (datasets, x, y) =>
  lineChart({
    datasets,
    x,
    y,
    legend: { labels: { filter: (item, data) => !data.datasets[item.datasetIndex].band } },
  });

/** The accuracy chart, made empty with the section; each run brings its datasets and lengths. */
const accuracyChartConfig = () =>
  bandedLines(
    [],
    { min: 1, max: 2, ticks: { stepSize: 1 }, title: 'question length (digits)' },
    { type: 'linear', min: 0, max: 100, title: 'questions exactly right (%)' },
  );

/** The loss chart, made empty with the section; each run brings its datasets and length. */
const lossChartConfig = () =>
  bandedLines([], { min: 0, max: 1, title: 'training step' }, { type: 'logarithmic', title: 'loss (nats, log scale)' });

// --- loss ---------------------------------------------------------------------------------

function lossPoints(plan, runs) {
  const window = smoothingWindow(plan.steps);
  return plan.schemes.map((scheme) => {
    const own = runs.filter((run) => run.scheme === scheme);
    const curves = own.map((run) => smoothed(run.losses, run.step, window));
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
    bandDatasets(
      plan.seeds.length > 1 ? `${labelOf(scheme)} (mean of ${plural(plan.seeds.length, 'seed')})` : labelOf(scheme),
      styleOf(scheme, { points: false }),
      points,
    ),
  );
  const window = series[0]?.window ?? 1;
  const { chart } = view.lossChart;
  if (view.lossPlan === plan) {
    // The same runs, further on: new points into the same datasets (Chart.js keeps its parts).
    chart.data.datasets.forEach((dataset, index) => {
      dataset.data = datasets[index].data;
    });
  } else {
    // A new run: new datasets under the same options (replacing the options costs Chart.js a
    // full set-up, over 100 ms), only the step axis set to the run's length.
    chart.data.datasets = datasets;
    chart.options.scales.x.max = plan.steps;
  }
  chart.update('none');
  view.lossPlan = plan;
  // The data table is read on demand: filled while folded only when the run is over.
  if (!view.lossDescription.element.querySelector('details').open && lab.status === 'running') return;
  view.lossDescription.update(lossTable(plan, series, window));
}

function lossTable(plan, series, window) {
  const last = series.map(({ points }) => points.mean.at(-1));
  const shown = series.filter((_, index) => last[index]);
  return {
    summary: shown.length
      ? `Each point is the mean loss of ${plural(window, 'step')}${plan.seeds.length > 1 ? ', averaged over the seeds (the band spans the lowest and highest seed)' : ''}. Latest: ${shown
          .map(
            ({ scheme, points }) =>
              `${labelOf(scheme)} ${trim(points.mean.at(-1).y, 3)} at step ${int(points.mean.at(-1).x)}`,
          )
          .join('; ')}.`
      : 'No steps yet.',
    columns: ['step', ...series.map(({ scheme }) => labelOf(scheme))],
    rows: (series[0]?.points.mean ?? [])
      .filter((_, index, all) => index % 10 === 9 || index === all.length - 1)
      .map((point, index, kept) => {
        const at = series[0].points.mean.indexOf(kept[index]);
        return [int(point.x), ...series.map(({ points }) => (points.mean[at] ? trim(points.mean[at].y, 4) : '–'))];
      }),
    tableLabel: 'Training loss data',
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
    bandDatasets(
      plan.seeds.length > 1 ? `${s.name} (mean of ${plural(plan.seeds.length, 'seed')})` : s.name,
      styleOf(s.scheme),
      { mean: pointsOf(s.mean), low: pointsOf(s.min), high: pointsOf(s.max) },
    ),
  );
  const colors = themeColors();
  datasets.push({
    label: `longest trained length (${int(L)})`,
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
  const table = {
    summary: `Questions exactly right at each length 1–${int(plan.evalLength)} for ${plural(stats.length, 'scheme')}, trained on lengths 1–${int(L)} (the dashed line). The table gives every value; what they show is under "What this run shows".`,
    columns: ['length', ...stats.map((s) => s.name)],
    rows: lengths.map((length) => [
      `${int(length)}${length > L ? ' (never trained)' : ''}`,
      ...stats.map((s) =>
        plan.seeds.length > 1
          ? `${percent(s.mean[length - 1])} (seeds ${s.exact.map((perLength) => percent(perLength[length - 1])).join(', ')})`
          : percent(s.mean[length - 1]),
      ),
    ]),
    caption: `Questions exactly right out of ${int(EVAL_EXAMPLES)} at each length${plan.seeds.length > 1 ? ', mean over the seeds and each seed' : ''}.`,
    tableLabel: 'Exact accuracy data',
  };
  // The run's datasets and lengths under the chart's own options (made with the section).
  const { chart } = view.accuracyChart;
  chart.data.datasets = datasets;
  chart.options.scales.x.max = plan.evalLength;
  chart.options.scales.x.title.text = `question length (digits); trained on 1–${int(L)}`;
  chart.update('none');
  view.accuracyDescription.update(table);
  view.sentences.replaceChildren(
    ...[words.within, words.withinCompared, words.beyond, words.beyondCompared, words.seeds]
      .filter(Boolean)
      .map((sentence) => el('li', { text: sentence })),
  );
  view.conclusions.replaceChildren(...conclusions(plan, runs).map((sentence) => el('li', { text: sentence })));
}

// --- one question -------------------------------------------------------------------------

function questionError(text, plan) {
  const digits = text.replace(/\s+/g, '');
  if (!/^[0-9]+$/.test(digits) || digits.length > plan.evalLength) {
    return `question must be 1 to ${int(plan.evalLength)} digits (0-9, spaces allowed); got "${text}"`;
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
      text: `Seed ${int(firstSeed)} of each scheme, greedy decoding: each answer digit is the model's top choice after the digits before it.`,
    }),
    el(
      'thead',
      {},
      el(
        'tr',
        {},
        ...['scheme', 'question', 'right answer', 'the model wrote', 'verdict'].map((t) =>
          el('th', { text: t, attrs: { scope: 'col' } }),
        ),
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
          el('td', { className: 'mono', text: digitsWord(prediction.question) }),
          el('td', { className: 'mono', text: digitsWord(prediction.expected) }),
          el('td', { className: 'mono', text: digitsWord(prediction.predicted) }),
          el('td', {
            className: prediction.right ? 'verdict-right' : 'verdict-wrong',
            text: prediction.right
              ? '✓ right'
              : `✗ wrong: ${wrongCount(prediction)} of ${plural(prediction.expected.length, 'digit')} wrong`,
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
  view.attentionNote.textContent = `Where each position looks, in head ${int(view.head)} of block ${int(block)} (the last), for seed ${int(plan.seeds[0])}. Rows are the position reading, columns the positions it reads (only earlier ones: the mask is causal); each row sums to 1. The input is the question, SEP and the right answer but its last digit: the model is scored on the positions from SEP on.`;
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
      title: `${labelOf(scheme)}: attention, head ${view.head}, block ${block}`,
      rowLabel: 'reading position',
      colLabel: 'read position',
      cellLabel: (r, c, v) => `position ${r} (${words[r]}) reads position ${c} (${words[c]}) with weight ${trim(v, 3)}`,
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
    view.tableNote.textContent = 'Tick "learned" and run again to see the table it learns.';
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
  view.tableNote.textContent = `The learned run's position table (seed ${int(plan.seeds[0])}) has ${int(rows)} rows of ${int(d)}: one per position the model can read. Training questions of up to ${plural(plan.trainLength, 'digit')} fill positions 0–${int(trained - 1)} only, so rows ${int(trained)}–${int(rows - 1)} never received a gradient: they are their random starting values, shrunk a little by weight decay. The test's longer questions read them anyway. The sinusoidal table beside it is the formula, the same at every row.`;
  view.tableMaps.hidden = false;
  const maps = [
    [
      'learnedTrained',
      tensor.values.subarray(0, trained * d),
      trained,
      0,
      `learned table, rows 0–${trained - 1} (trained)`,
    ],
    [
      'learnedUntrained',
      tensor.values.subarray(trained * d),
      rows - trained,
      trained,
      `learned table, rows ${trained}–${rows - 1} (never trained)`,
    ],
    ['sinusoidal', sinusoidal, rows, 0, `sinusoidal table, rows 0–${rows - 1}`],
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
      rowLabel: 'position',
      colLabel: 'dimension',
    });
  }
  for (const [name, values, title] of [
    ['learnedCosine', learnedCosine, 'cosine similarity of the learned rows'],
    ['sinusoidalCosine', sinusoidalCosine, 'cosine similarity of the sinusoidal rows'],
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
      rowLabel: 'position',
      colLabel: 'position',
    });
  }
  view.cosineNote.textContent = `Cosine similarity of every pair of rows. In the sinusoidal table it depends only on the distance between the positions (equal along every diagonal). In the learned one, rows 0–${int(trained - 1)} are whatever training made them; from row ${int(trained)} on, near-random starting values.`;
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

/**
 * @param {object} ctx  the section's context
 * @param {{ loss, accuracy, examples, table }} slots
 * @returns {{ show(lab): void, clear(): void }}
 */
export function createResultViews(ctx, slots) {
  const view = { ctx, slots, head: 0, question: '', attentionMaps: new Map(), heatmaps: new Map() };
  view.lossEmpty = el('p', { className: 'train-empty', text: 'The loss of every run appears here as it trains.' });
  view.lossBox = el('div', { className: 'train-loss', hidden: true });
  slots.loss.append(view.lossEmpty, view.lossBox);
  // The chart is made now, empty, with the section: making a Chart.js chart is the costliest
  // step of drawing it, and here it does not hold up a run that has started.
  view.lossChart = ctx.own(
    createChart(view.lossBox, lossChartConfig(), {
      label: 'Training loss of every scheme, by step',
    }),
  );
  view.lossDescription = describeChart(view.lossBox, {
    summary: 'No run yet: each run’s training loss appears here, step by step, as it trains.',
    columns: ['step'],
    rows: [],
    tableLabel: 'Training loss data',
  });
  view.accuracyEmpty = el('p', {
    className: 'train-empty',
    text: 'Once every run is trained, each is tested at every length.',
  });
  view.accuracyBox = el('div', { className: 'train-accuracy', hidden: true });
  view.sentences = el('ul', { className: 'train-sentences', attrs: { 'aria-live': 'polite' } });
  view.conclusions = el('ul', { className: 'train-conclusions' });
  slots.accuracy.append(
    view.accuracyEmpty,
    view.accuracyBox,
    el('h4', { text: 'What this run shows' }),
    view.sentences,
    el('h4', { text: 'What this run supports, and what it cannot' }),
    view.conclusions,
  );
  view.accuracyChart = ctx.own(
    createChart(view.accuracyBox, accuracyChartConfig(), {
      label: 'Exact accuracy of every scheme by question length',
    }),
  );
  // The chart on its canvas, for tests/browser/train.spec.mjs (its legend and colours are drawn, not in the DOM).
  const accuracyCanvas = view.accuracyBox.querySelector('canvas');
  if (accuracyCanvas) accuracyCanvas.labChart = view.accuracyChart.chart;
  view.accuracyDescription = describeChart(view.accuracyBox, {
    summary: 'No run yet: once every run is trained, its exact accuracy at each length appears here.',
    columns: ['length'],
    rows: [],
    tableLabel: 'Exact accuracy data',
  });
  // One question: a box for the digits and the head to look at.
  view.examplesEmpty = el('p', {
    className: 'train-empty',
    text: 'After the run, type a question and see every scheme answer it.',
  });
  const fields = el('div', { className: 'controls-grid train-question' });
  view.examplesBody = el('div', { className: 'train-examples', hidden: true }, fields);
  slots.examples.append(view.examplesEmpty, view.examplesBody);
  view.questionField = createField(fields, {
    label: 'question (digits)',
    kind: 'text',
    value: '',
    accept: (value) => (view.lab ? questionError(value, view.lab.plan) : null),
    onChange: (value) => {
      view.question = value.replace(/\s+/g, '');
      if (!view.syncing && view.lab?.status === 'done')
        showExamples(view, view.lab).catch((error) => view.exampleError.show(error.message));
    },
    hint: 'Up to 2L digits; more than L is a length never trained on.',
  });
  view.headField = createField(fields, {
    label: 'head',
    value: 0,
    min: 0,
    max: 3,
    onChange: (value) => {
      view.head = value;
      if (!view.syncing && view.lab?.status === 'done')
        showExamples(view, view.lab).catch((error) => view.exampleError.show(error.message));
    },
  });
  view.exampleError = createMessage(view.examplesBody, { className: 'inline-message' });
  view.predictions = el('table', { className: 'data-table train-predictions' });
  view.attentionNote = el('p', { className: 'train-attention-note' });
  view.attentionGrid = el('div', { className: 'train-attention-grid' });
  view.examplesBody.append(
    el('div', { className: 'table-scroll' }, view.predictions),
    view.attentionNote,
    view.attentionGrid,
  );
  // The learned table.
  view.tableNote = el('p', {
    className: 'train-table-note',
    text: 'After a run that includes "learned", its table appears here.',
  });
  view.mapBoxes = {
    learnedTrained: el('div', { className: 'train-map-cell' }),
    learnedUntrained: el('div', { className: 'train-map-cell' }),
    sinusoidal: el('div', { className: 'train-map-cell' }),
    learnedCosine: el('div', { className: 'train-map-cell' }),
    sinusoidalCosine: el('div', { className: 'train-map-cell' }),
  };
  view.cosineNote = el('p', { className: 'train-cosine-note' });
  const m = view.mapBoxes;
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
  slots.table.append(view.tableNote, view.tableMaps);

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
      }
      view.examplesEmpty.hidden = done;
      view.examplesBody.hidden = !done;
      if (done && shownDone !== plan) {
        shownDone = plan;
        // The accuracy chart in a task of its own, after this redraw's.
        setTimeout(() => {
          if (view.lab.plan !== plan || view.lab.status !== 'done') return;
          const start = performance.now();
          showAccuracy(view, lab);
          view.accuracyEmpty.hidden = true;
          view.accuracyBox.hidden = false;
          performance.measure?.('pe-train: accuracy drawn', { start });
        }, 0);
        view.syncing = true;
        view.questionField.set(PI_DIGITS.slice(0, plan.trainLength));
        view.syncing = false;
        view.exampleError.clear();
        showExamples(view, lab).catch((error) => view.exampleError.show(error.message));
        showTable(view, lab).catch((error) => {
          view.tableNote.textContent = error.message;
        });
      }
    },
    clear() {
      shownDone = null;
      view.sentences.replaceChildren();
      view.conclusions.replaceChildren();
    },
  };
}
