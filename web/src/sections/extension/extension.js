// Section "Longer contexts": a RoPE model trained on positions 0 … L − 1 is asked about
// positions beyond L. Position interpolation, NTK-aware scaling and YaRN change the pair
// frequencies; every number here (frequencies, wavelengths, angles and their directions, how many
// trained steps each pair points outside the arc it covered, the counts of pairs that would point
// in a direction they never pointed in during training) comes from core.extension. The page
// formats and draws.
//
// Rule: the method, s, L and YaRN's ramp form are store keys (method, scale, train, ramp) with
// their own controls in this section; d (here the head dimension), base and pos use the shared panel. Nothing is computed here from the
// formulas: the section only picks, counts and prints what the core returned.

import { describeChart } from '../../kit/a11y.js';
import { createChart, lineChart, seriesStyle } from '../../kit/charts.js';
import { el } from '../../kit/dom.js';
import {
  canonical,
  fixed,
  fixedArg,
  int,
  intArg,
  num,
  numArg,
  roundingNote,
  texTrim,
  trim,
  trimArg,
} from '../../kit/format.js';
import { t } from '../../kit/i18n.js';
import { scroller, table } from '../../kit/section-kit.js';

/** The methods in the core's order (never the core's code names on the page): each is named by messages. */
const METHODS = ['none', 'pi', 'ntk', 'yarn'];
/** A method's name: its `label` (a button, a table), `long` (running text) or `hint`. */
const methodWord = (method, form) => t(`extension-method-${method}-${form}`);

/** YaRN's two ramp forms (the core's yarnRamp choices), each named by messages. */
const RAMPS = ['released', 'paper'];
/** A ramp's `label`, `hint` or `short` name; the core's code name if it has none. */
const rampWord = (ramp, form) => (RAMPS.includes(ramp) ? t(`extension-ramp-${ramp}-${form}`) : ramp);

/** A core message in the section's words (`pageWords`: ctx.pageWords): the methods by name, not by code name. */
function sectionWords(pageWords, message) {
  let text = pageWords(message);
  for (const code of METHODS) text = text.replaceAll(`"${code}"`, methodWord(code, 'long'));
  return text;
}

const piTex = String.raw`\omega_i' = \frac{\omega_i}{s}`;
const ntkTex = String.raw`b' = b\,s^{d/(d-2)},\qquad \omega_i' = b'^{\,-2i/d}`;
// No \sqrt and no tall braces: KaTeX draws those as SVG with a style attribute, which the
// page's CSP (style-src 'self') blocks. min/max with \Big delimiters is the same ramp.
const yarnOmegaTex = String.raw`\omega_i' = \big(1-\gamma_i\big)\,\frac{\omega_i}{s} + \gamma_i\,\omega_i`;
// The labels inside the TeX are words: \text{} of a message (a TeX-safe one: letters and spaces).
const yarnPaperTex = () =>
  String.raw`\begin{gathered}\text{${t('extension-tex-paper')}}\\ \gamma_i = \min\!\Big(1,\ \max\!\Big(0,\ \frac{r_i-\alpha}{\beta-\alpha}\Big)\Big)\end{gathered}`;
const yarnReleasedTex = () =>
  String.raw`\begin{gathered}\text{${t('extension-tex-released')}}\\ \gamma_i = 1 - \min\!\Big(1,\ \max\!\Big(0,\ \frac{i-\ell}{h-\ell}\Big)\Big)\end{gathered}`;
// Two lines, and the released ramp with its label on a line of its own: on one line each was wider
// than a projected narrow window (projector.css).
const yarnEndsTex = String.raw`\begin{gathered}\ell = \max\big(\lfloor c(\beta)\rfloor, 0\big),\\ h = \min\big(\lceil c(\alpha)\rceil, d-1\big)\end{gathered}`;
const yarnCorrectionTex = String.raw`c(r) = \frac{d\,\ln\!\big(L/(2\pi r)\big)}{2\ln b}`;
const yarnFactorTex = () => `t^{-1/2} = ${texTrim(0.1)}\\,\\ln s + 1`;

/** Pair tables longer than this show the fastest and slowest halves of it. */
const MAX_TABLE_PAIRS = 256;
/** The ramp comparison lists at most this many pairs (the first and last halves). */
const MAX_RAMP_ROWS = 64;
const DIGITS = 3;

/** YaRN's part of the narration, with the core's own ramp bounds (alpha, beta) where the text names them. */
function yarnText(core) {
  const fields = core.requests?.extension || {};
  const alpha = fields.alpha?.default;
  const beta = fields.beta?.default;
  const bounds =
    alpha !== undefined && beta !== undefined
      ? ` ${t('extension-yarn-bounds', { alpha: `$\\alpha = ${texTrim(alpha)}$`, beta: `$\\beta = ${texTrim(beta)}$` })}`
      : '';
  const yarn = t('extension-yarn', {
    i: 'i',
    turns: '$r_i = L/\\lambda_i$',
    wavelength: '$\\lambda_i = 2\\pi/\\omega_i$',
    beta: '$\\beta$',
    keep: '$\\gamma_i = 1$',
    alpha: '$\\alpha$',
    interpolated: '$\\gamma_i = 0$',
    factor: `$${texTrim(0.1)}\\ln s + 1$`,
    code: `${trim(0.1)} ln s + 1`,
  });
  return [
    { type: 'h4', text: t('extension-yarn-title') },
    { type: 'math', tex: yarnOmegaTex },
    { type: 'math', tex: yarnFactorTex() },
    { type: 'p', text: yarn + bounds },
    { type: 'math', tex: yarnPaperTex() },
    { type: 'math', tex: yarnReleasedTex() },
    { type: 'math', tex: yarnEndsTex },
    { type: 'math', tex: yarnCorrectionTex },
    {
      type: 'p',
      text: t('extension-yarn-forms', {
        gamma: '$\\gamma$',
        r: '$r$',
        i: '$i$',
        c: '$c(r)$',
        lo: '$\\ell$',
        hi: '$h$',
        atBeta: '$r = \\beta$',
        atAlpha: '$r = \\alpha$',
        beta: '$\\beta$',
        alpha: '$\\alpha$',
        betaFast: '`beta_fast`',
        betaSlow: '`beta_slow`',
        ordered: '$\\ell \\le h$',
        range: '$\\ell \\ldots h$',
      }),
    },
  ];
}

/** The narration (narration.js records); YaRN's part is yarnText. */
function text(core) {
  return [
    {
      type: 'p',
      text: t('extension-lead', {
        i: '$i$',
        angle: '$\\mathit{pos}\\cdot\\omega_i$',
        omega: '$\\omega_i = b^{-2i/d}$',
        pos: '$\\mathit{pos}$',
        last: '$L-1$',
        d: '$d$',
        dmodel: '$d_{\\text{model}} = 4096$',
        head: '$d = 128$',
        s: '$s$',
        target: "$L' = sL$",
      }),
    },
    { type: 'slot', name: 'settings' },
    { type: 'slot', name: 'summary' },
    {
      type: 'p',
      text: t('extension-seen-rule', {
        turn: '$2\\pi + x$',
        x: '$x$',
        largest: '$(L-1)\\,\\omega_i$',
        full: '$2\\pi$',
        angle: "$\\mathit{pos}\\cdot\\omega_i'$",
        step: '$\\omega_i$',
      }),
    },
    { type: 'h3', text: t('extension-three-ways') },
    { type: 'h4', text: t('extension-pi-title') },
    { type: 'math', tex: piTex },
    { type: 'p', text: t('extension-pi', { omega: "$\\omega_i' = \\omega_i / s$", range: '$s(L-1)$' }) },
    { type: 'h4', text: t('extension-ntk-title') },
    { type: 'math', tex: ntkTex },
    { type: 'p', text: t('extension-ntk', { slowest: '$b^{-(d-2)/d}$', target: "$L'$" }) },
    ...yarnText(core),
    { type: 'slot', name: 'ramp' },
    { type: 'slot', name: 'methods' },
    { type: 'h3', text: t('extension-wavelength-heading') },
    { type: 'slot', name: 'chart' },
    { type: 'h3', text: t('extension-angle-heading') },
    { type: 'slot', name: 'angles' },
    {
      type: 'callout',
      tone: 'note',
      title: t('extension-learned-title'),
      text: t('extension-learned', { maxLen: 'max_len', positions: intArg(4096), rows: intArg(512) }),
    },
    { type: 'slot', name: 'learned' },
  ];
}

/** Which pairs a table shows: all of them, or the first and last halves of `most`. */
function shownPairs(pairs, most = MAX_TABLE_PAIRS) {
  if (pairs.length <= most) return pairs;
  const half = most / 2;
  return [...pairs.slice(0, half), ...pairs.slice(pairs.length - half)];
}

function request(state, method) {
  return {
    method,
    dModel: state.d,
    base: state.base,
    trainLength: state.train,
    scale: state.scale,
    pos: state.pos,
    yarnRamp: state.ramp,
  };
}

function build(ctx) {
  const { core, store } = ctx;
  const methodChoices = store.ranges.method.choices
    .filter((value) => METHODS.includes(value))
    .map((value) => ({ value, label: methodWord(value, 'label'), hint: methodWord(value, 'hint') }));

  const grid = el('div', {
    className: 'controls-grid extension-controls',
    attrs: { role: 'group', 'aria-label': t('extension-settings-label') },
  });
  ctx.slot('settings').append(grid);
  ctx.control(grid, 'method', { label: t('extension-method-label'), choices: methodChoices });
  const { scale, train } = store.ranges;
  const doubling = (value, direction) => (direction > 0 ? value * 2 : value / 2);
  ctx.control(grid, 'scale', {
    scale: 'log',
    sliderMin: scale.min,
    sliderMax: scale.max,
    nextValue: doubling,
    hint: t('extension-scale-hint'),
    describe: (v) => (v === 1 ? t('extension-scale-one') : t('extension-scale-describe', { s: numArg(v) })),
  });
  ctx.control(grid, 'train', {
    scale: 'log',
    sliderMin: train.min,
    sliderMax: Math.min(train.max, 2 ** 20),
    nextValue: (value, direction) => Math.round(doubling(value, direction)),
    hint: t('extension-train-hint'),
    describe: (v) => t('extension-train-describe', { count: v, positions: intArg(v) }),
  });

  const rampGroup = el('div', { className: 'controls-grid extension-ramp-controls' });
  ctx.control(rampGroup, 'ramp', {
    choices: store.ranges.ramp.choices
      .filter((value) => RAMPS.includes(value))
      .map((value) => ({ value, label: rampWord(value, 'label'), hint: rampWord(value, 'hint') })),
  });
  const rampText = el('p', { className: 'extension-ramp-text' });
  const rampTable = el('div', { className: 'extension-ramp-table' });
  ctx.slot('ramp').append(rampGroup, rampText, rampTable);

  const summary = el('p', { className: 'extension-summary', attrs: { role: 'status' } });
  ctx.slot('summary').append(summary);
  const methodsSlot = el('div', { className: 'extension-methods' });
  ctx.slot('methods').append(methodsSlot);
  const chartSlot = el('div', { className: 'extension-chart' });
  ctx.slot('chart').append(chartSlot);
  const anglesSlot = el('div', { className: 'extension-angles' });
  ctx.slot('angles').append(anglesSlot, roundingNote(t('extension-rounding', { digits: DIGITS })));
  const learnedLink = el('a', {
    href: '?view=learned',
    className: 'extension-learned-link',
    text: t('extension-learned-link', { title: t('title-learned'), maxLen: 'max_len' }),
  });
  learnedLink.addEventListener('click', (event) => {
    if (event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    store.set({ view: 'learned' });
  });
  ctx.slot('learned').append(el('p', {}, learnedLink));
  return {
    ctx,
    core,
    summary,
    rampText,
    rampTable,
    methodsSlot,
    chartSlot,
    anglesSlot,
    chart: null,
    description: null,
  };
}

/** The summary: one message per sentence, from the core's counts and flags. */
function summaryText(state, result, none) {
  const pairs = result.pairs.length;
  const unseen = result.pairsUnseen;
  // Pairs that did not wrap and point inside their arc: with the angle itself inside it, or back
  // inside it after whole turns (the core's pastTrainAngle tells the two apart).
  const quietInside = result.pairs.filter((p) => !p.wrapped && p.seen && !p.pastTrainAngle).length;
  const back = result.pairsBackInArc;
  // Pairs that point outside their arc, but by no more than the one trained step the core allows.
  const near = result.pairs.filter((p) => p.seen && p.stepsOutside > 0);
  const where = state.pos > state.train - 1 ? 'beyond' : 'inside';
  const sentences = [
    t('extension-summary-unseen', {
      pos: intArg(state.pos),
      where,
      train: state.train,
      trainCount: intArg(state.train),
      last: intArg(state.train - 1),
      method: longName(result),
      unseen,
      unseenCount: intArg(unseen),
      pairs,
      pairCount: intArg(pairs),
    }),
  ];
  // Right after the count it qualifies, and not just before "With no change at all, N would",
  // whose "would" must read as "would point in an unseen direction".
  if (near.length) {
    const most = Math.max(...near.map((p) => p.stepsOutside));
    sentences.push(
      t('extension-summary-near', { count: near.length, near: intArg(near.length), most: trimArg(most, DIGITS) }),
    );
  }
  sentences.push(
    t('extension-summary-wrapped', {
      wrapped: result.pairsWrapped,
      wrappedCount: intArg(result.pairsWrapped),
      inside: quietInside,
      insideCount: intArg(quietInside),
    }),
  );
  if (back) sentences.push(t('extension-summary-back', { count: back, back: intArg(back) }));
  if (none && result.method !== 'none') {
    sentences.push(
      t('extension-summary-none', {
        pairs,
        unseen: none.pairsUnseen,
        unseenCount: intArg(none.pairsUnseen),
        pairCount: intArg(pairs),
      }),
    );
  }
  if (state.pos >= result.targetLength) {
    sentences.push(t('extension-summary-outside', { count: result.targetLength, target: numArg(result.targetLength) }));
  }
  // Once, whatever the counts: every count above judges each pair alone.
  sentences.push(t('extension-summary-per-pair'));
  return sentences.join(t('extension-sentence-join'));
}

/** The method's name in running text; YaRN says which ramp. */
function longName(result) {
  const name = METHODS.includes(result.method) ? methodWord(result.method, 'long') : result.method;
  return result.method === 'yarn'
    ? t('extension-yarn-with-ramp', { name, ramp: rampWord(result.yarnRamp, 'short') })
    : name;
}

function render(state, changed, view) {
  if (!['d', 'base', 'pos', 'method', 'scale', 'train', 'ramp'].some((key) => changed.includes(key))) return;
  const { core } = view;
  // Everything from the core first; a RangeError for the chosen method leaves the last picture.
  const result = core.extension(request(state, state.method));
  const all = {};
  for (const method of METHODS) {
    if (!offered(core, method)) continue;
    try {
      all[method] = method === result.method ? result : core.extension(request(state, method));
    } catch (error) {
      all[method] = { error: sectionWords(view.ctx.pageWords, error) };
    }
  }
  const none = all.none && !all.none.error ? all.none : null;

  view.summary.textContent = summaryText(state, result, none);
  renderRamp(view, state, result);
  renderMethods(view, state, all);
  renderChart(view, state, result, none);
  renderAngles(view, state, result);
}

/** A fractional pair index with enough decimals (3 or more) that its floor or ceiling reads right beside it. */
function beside(value, round) {
  if (!Number.isFinite(value)) return fixed(value);
  for (let digits = DIGITS; digits <= 15; digits += 1) {
    // Compared in ASCII: the page's own text has the language's decimal sign ('20,944' in
    // Spanish), which Number() cannot read.
    if (round(Number(canonical(value, digits))) === round(value)) return fixed(value, digits);
  }
  return num(value, 15);
}

/** A signed relative difference as a percentage with one decimal, in words. */
function percent(difference) {
  const rounded = Math.abs(difference) * 100;
  const side = difference < 0 ? 'below' : 'above';
  if (Number(canonical(rounded, 1)) === 0) return t('extension-percent-tiny', { side, least: fixedArg(0.05, 2) });
  return t('extension-percent', { side, percent: fixedArg(rounded, 1) });
}

/** How many pairs a γ keeps (1), interpolates (0) and blends, from the core's values. */
function rampCounts(pairs, key) {
  const keep = pairs.filter((p) => p[key] === 1).length;
  const interpolated = pairs.filter((p) => p[key] === 0).length;
  const blended = pairs.length - keep - interpolated;
  return t('extension-ramp-counts', {
    keep,
    keepCount: intArg(keep),
    interpolated,
    interpolatedCount: intArg(interpolated),
    blended,
    blendedCount: intArg(blended),
  });
}

/** The pairs where the two ramps differ, and the one where YaRN's ω′ differs most (null if none). */
function rampDifferences(result) {
  const differing = result.pairs.filter((p) => p.gammaPaper !== p.gammaReleased);
  let largest = null;
  for (const p of differing) if (!largest || Math.abs(p.yarnDifference) > Math.abs(largest.yarnDifference)) largest = p;
  return { differing, largest };
}

/** Where and by how much YaRN's two ramps differ at these settings, from the core's numbers. */
function rampSentence(state, result, { alpha, beta }) {
  const lo = result.yarnRampStart;
  const hi = result.yarnRampEnd;
  const { differing, largest } = rampDifferences(result);
  const cBeta = beside(result.yarnRampStartExact, Math.floor);
  const cAlpha = beside(result.yarnRampEndExact, Math.ceil);
  const order = lo === hi ? 'equal' : lo > hi ? 'backwards' : 'ordered';
  const sentences = [
    t('extension-ramp-ends', {
      cBeta,
      cAlpha,
      beta: numArg(beta),
      alpha: numArg(alpha),
      lo: intArg(lo),
      top: intArg(state.d - 1),
      hi: intArg(hi),
      order,
      tiny: trimArg(0.001),
    }),
    t('extension-ramp-both', {
      released: rampCounts(result.pairs, 'gammaReleased'),
      paper: rampCounts(result.pairs, 'gammaPaper'),
    }),
  ];
  const total = result.pairs.length;
  if (!differing.length) return [...sentences, t('extension-ramp-same')].join(t('extension-sentence-join'));
  const first = differing[0].pair;
  const last = differing[differing.length - 1].pair;
  const tied = differing.filter((p) => Math.abs(p.yarnDifference) === Math.abs(largest.yarnDifference)).length;
  const where =
    largest.yarnDifference === 0
      ? 'unchanged'
      : differing.length === 1
        ? 'there'
        : tied === differing.length
          ? 'each'
          : tied > 1
            ? 'most-tied'
            : 'most';
  sentences.push(
    t('extension-ramp-differ', {
      count: differing.length,
      differing: intArg(differing.length),
      total: intArg(total),
      first: intArg(first),
      last: intArg(last),
      run: last - first + 1 === differing.length ? 'run' : 'between',
      where,
      pair: intArg(largest.pair),
      others: tied - 1,
      othersCount: intArg(tied - 1),
      percent: percent(largest.yarnDifference),
      paper: fixedArg(largest.gammaPaper, DIGITS),
      released: fixedArg(largest.gammaReleased, DIGITS),
    }),
  );
  return sentences.join(t('extension-sentence-join'));
}

/** The ramp comparison: the sentence, and a table of the pairs where the two forms differ. */
function renderRamp(view, state, result) {
  const fields = view.core.requests.extension;
  view.rampText.textContent = rampSentence(state, result, { alpha: fields.alpha.default, beta: fields.beta.default });
  const { differing } = rampDifferences(result);
  if (!differing.length) {
    view.rampTable.replaceChildren();
    return;
  }
  const shown = shownPairs(differing, MAX_RAMP_ROWS);
  const node = table({
    className: 'data-table extension-ramp-table-rows',
    caption: t('extension-ramp-caption', {
      part: shown.length < differing.length ? 'part' : 'all',
      half: MAX_RAMP_ROWS / 2,
      count: differing.length,
      pairs: intArg(differing.length),
      settings: settingsText(state),
    }),
    columns: [
      t('extension-col-pair'),
      t('extension-col-turns', { turns: 'r = L/λ' }),
      t('extension-col-gamma-released', { gamma: 'γ' }),
      t('extension-col-gamma-paper', { gamma: 'γ' }),
      t('extension-col-paper-against', { omega: 'ω′' }),
    ],
    rows: shown.map((p) => [
      int(p.pair),
      fixed(p.turns, DIGITS),
      fixed(p.gammaReleased, DIGITS),
      fixed(p.gammaPaper, DIGITS),
      t('extension-signed-percent', {
        sign: p.yarnDifference < 0 ? '−' : '+',
        percent: fixedArg(Math.abs(p.yarnDifference) * 100, 1),
      }),
    ]),
  });
  node.querySelectorAll('tbody tr').forEach((tr, index) => {
    tr.dataset.pair = String(shown[index].pair);
  });
  view.rampTable.replaceChildren(scroller(t('extension-ramp-table-label'), node, { hint: t('extension-scroll-hint') }));
}

/** The settings a table's caption names: d, L and s. */
function settingsText(state) {
  return `d = ${int(state.d)}, L = ${int(state.train)}, s = ${num(state.scale)}`;
}

/** True when the core offers this method (its parameter table lists it). */
function offered(core, method) {
  return (core.parameters?.method?.choices || []).includes(method);
}

function renderMethods(view, state, all) {
  const rows = Object.entries(all).map(([method, r]) => {
    const name =
      method === state.method
        ? t('extension-method-chosen', { name: methodWord(method, 'label') })
        : methodWord(method, 'label');
    if (r.error) return [name, r.error, '', '', ''];
    return [
      name,
      fixed(r.newBase),
      fixed(r.attentionFactor),
      t('extension-unseen-of', { unseen: intArg(r.pairsUnseen), pairs: intArg(r.pairs.length) }),
      num(r.targetLength),
    ];
  });
  const node = table({
    className: 'data-table extension-methods-table',
    caption: t('extension-methods-caption', { pos: intArg(state.pos), settings: settingsText(state) }),
    columns: [
      t('extension-col-method'),
      t('extension-col-base'),
      t('extension-col-factor', { q: 'q', k: 'k' }),
      t('extension-col-unseen'),
      t('extension-col-target', { target: 's·L' }),
    ],
    rows,
  });
  node.querySelectorAll('tbody tr').forEach((tr, index) => {
    tr.dataset.method = Object.keys(all)[index];
  });
  view.methodsSlot.replaceChildren(scroller(t('extension-methods-label'), node, { hint: t('extension-scroll-hint') }));
}

function renderChart(view, state, result, none) {
  const trained = none || result;
  const points = result.pairs.length <= 64;
  const datasets = [
    {
      label: t('extension-chart-trained'),
      data: trained.pairs.map((p) => ({ x: p.pair, y: p.wavelength })),
      ...seriesStyle(0, { points }),
      borderWidth: 4,
      order: 3,
    },
  ];
  if (result.method !== 'none') {
    datasets.push({
      label: methodWord(result.method, 'label'),
      data: result.pairs.map((p) => ({ x: p.pair, y: p.wavelengthNew })),
      ...seriesStyle(1, { points }),
      order: 1,
    });
  }
  const last = result.pairs.length - 1;
  const flat = (value) => [
    { x: 0, y: value },
    { x: Math.max(last, 1), y: value },
  ];
  datasets.push({
    label: t('extension-chart-train', { train: intArg(state.train) }),
    data: flat(state.train),
    ...seriesStyle(2, { points: false }),
    order: 2,
  });
  datasets.push({
    label: t('extension-chart-target', { target: numArg(result.targetLength) }),
    data: flat(result.targetLength),
    ...seriesStyle(3, { points: false }),
    order: 2,
  });
  const config = lineChart({
    datasets,
    x: { min: 0, max: Math.max(last, 1), title: t('extension-chart-x', { i: 'i' }) },
    // The label says log scale; a longer title is cut on a 300 px chart.
    y: { type: 'logarithmic', title: t('extension-chart-y', { wavelength: '2π/ω' }) },
  });
  const label = t('extension-chart-label', {
    count: result.pairs.length,
    pairs: intArg(result.pairs.length),
    method: result.method === 'none' ? 'none' : methodWord(result.method, 'long'),
    train: intArg(state.train),
    target: numArg(result.targetLength),
  });
  if (!view.chart) view.chart = view.ctx.own(createChart(view.chartSlot, config, { label }));
  else view.chart.update({ ...config, label });

  const first = result.pairs[0];
  const lastPair = result.pairs[last];
  const one = result.pairs.length === 1;
  const count = result.pairs.length;
  const summary = [
    one
      ? t('extension-chart-one', { wavelength: fixedArg(first.wavelength, DIGITS) })
      : t('extension-chart-range', {
          first: fixedArg(first.wavelength, DIGITS),
          last: fixedArg(lastPair.wavelength, DIGITS),
          pair: intArg(last),
        }),
    result.method === 'none'
      ? t('extension-chart-same', { count })
      : t('extension-chart-new', {
          count,
          method: methodWord(result.method, 'long'),
          first: fixedArg(first.wavelengthNew, DIGITS),
          last: fixedArg(lastPair.wavelengthNew, DIGITS),
        }),
    t('extension-chart-wrapped', { last: intArg(state.train - 1) }),
  ].join(t('extension-sentence-join'));
  const shown = shownPairs(result.pairs);
  const options = {
    summary,
    columns: [
      t('extension-col-pair'),
      t('extension-col-trained-wavelength'),
      t('extension-col-new-wavelength'),
      t('extension-col-turns-training', { turns: 'r = L/λ' }),
      t('extension-col-yarn-gamma', { gamma: 'YaRN γ', ramp: rampWord(result.yarnRamp, 'short') }),
    ],
    rows: shown.map((p) => [
      int(p.pair),
      fixed(p.wavelength, DIGITS),
      fixed(p.wavelengthNew, DIGITS),
      fixed(p.turns, DIGITS),
      fixed(p.gamma, DIGITS),
    ]),
    caption:
      shown.length < result.pairs.length
        ? t('extension-fastest-slowest', { half: MAX_TABLE_PAIRS / 2, pairs: intArg(result.pairs.length) })
        : undefined,
    tableLabel: t('extension-chart-table-label'),
  };
  if (!view.description) view.description = describeChart(view.chartSlot, options);
  else view.description.update(options);
}

/** The pairs at the fast end that the method leaves alone (ω′ = ω) and that wrapped in training. */
function untouchedLead(pairs) {
  let count = 0;
  while (count < pairs.length && pairs[count].omegaNew === pairs[count].omega && pairs[count].wrapped) count += 1;
  return count;
}

function renderAngles(view, state, result) {
  // Start where something happens: the fast pairs the method keeps, and that went all the way
  // round in training, are summed up in the caption instead of filling the first screen.
  const skipped = untouchedLead(result.pairs);
  const listed = skipped === result.pairs.length ? result.pairs : result.pairs.slice(skipped);
  const lead = listed === result.pairs ? 0 : skipped;
  const shown = shownPairs(listed);
  const yarn = result.method === 'yarn';
  const columns = [
    t('extension-col-pair'),
    t('extension-col-omega', { omega: 'ω' }),
    t('extension-col-omega-new', { omega: 'ω′' }),
    t('extension-col-angle', { angle: 'pos·ω′' }),
    t('extension-col-direction'),
    t('extension-col-largest', { angle: '(L − 1)·ω' }),
    t('extension-col-wrapped'),
    t('extension-col-steps', { omega: 'ω' }),
    t('extension-col-seen'),
  ];
  if (yarn)
    columns.splice(3, 0, t('extension-col-yarn-gamma', { gamma: 'γ', ramp: rampWord(result.yarnRamp, 'short') }));
  const rows = shown.map((p) => {
    const cells = [
      int(p.pair),
      sig(p.omega),
      sig(p.omegaNew),
      fixed(p.angleNew, DIGITS),
      fixed(p.direction, DIGITS),
      fixed(p.maxTrainAngle, DIGITS),
      p.wrapped ? t('extension-yes') : t('extension-no'),
      trim(p.stepsOutside, DIGITS),
      p.seen ? t('extension-seen') : t('extension-unseen'),
    ];
    if (yarn) cells.splice(3, 0, fixed(p.gamma, DIGITS));
    return cells;
  });
  const node = table({
    className: 'data-table extension-angles-table',
    caption: [
      t('extension-angles-caption', {
        method: methodWord(result.method, 'label'),
        pos: intArg(state.pos),
        train: intArg(state.train),
      }),
      lead
        ? t('extension-angles-skipped', {
            count: lead,
            last: intArg(lead - 1),
            part: shown.length < listed.length ? 'part' : 'all',
            half: MAX_TABLE_PAIRS / 2,
            first: intArg(listed[0].pair),
            end: intArg(listed[listed.length - 1].pair),
          })
        : shown.length < listed.length
          ? t('extension-fastest-slowest', { half: MAX_TABLE_PAIRS / 2, pairs: intArg(result.pairs.length) })
          : '',
    ]
      .filter(Boolean)
      .join(t('extension-sentence-join')),
    columns,
    rows,
  });
  node.querySelectorAll('tbody tr').forEach((tr, index) => {
    tr.dataset.pair = String(shown[index].pair);
    if (!shown[index].seen) tr.classList.add('is-unseen');
  });
  view.anglesSlot.replaceChildren(scroller(t('extension-angles-label'), node, { hint: t('extension-scroll-hint') }));
}

/** A frequency with 6 significant figures (they span from 1 to about 1/b). */
function sig(value) {
  return num(Number(value.toPrecision(6)), 15);
}

export default {
  text,
  build,
  render,
};
