// Section "Longer contexts": a RoPE model trained on positions 0 … L − 1 is asked about
// positions beyond L. Position interpolation, NTK-aware scaling and YaRN change the pair
// frequencies; every number here (frequencies, wavelengths, angles, the counts of pairs that
// would see an angle they never saw) comes from core.extension. The page formats and draws.
//
// Rule: the method, s and L are store keys (method, scale, train) with their own controls in
// this section; d, base and pos use the shared panel. Nothing is computed here from the
// formulas: the section only picks, counts and prints what the core returned.

import { describeChart } from '../a11y.js';
import { createChart, seriesStyle } from '../charts.js';
import { el } from '../dom.js';
import { fixed, int, num, roundingNote } from '../format.js';
import { scroller, table } from '../section-kit.js';
import { wordsFor } from '../page-words.js';

/** The core's names of this section's parameters, in the page's words (the section's `words`). */
const WORDS = { trainLength: 'L (training length)' };
const pageWords = wordsFor(WORDS);

/** The methods in the core's order, as the page names them (narration as data). */
const METHODS = {
  none: { label: 'None', long: 'no change (plain extrapolation)', hint: 'every ω as trained' },
  pi: { label: 'Position interpolation', long: 'position interpolation', hint: 'every ω divided by s' },
  ntk: { label: 'NTK-aware', long: 'NTK-aware scaling', hint: 'a larger base b′' },
  yarn: { label: 'YaRN', long: 'YaRN', hint: 'a ramp per pair, and a temperature' },
};

const TEXT = {
  lead: "A model with rotary position encoding is trained on sequences of L positions: pair $i$ of every query and key is turned by the angle $\\mathit{pos}\\cdot\\omega_i$, with $\\omega_i = b^{-2i/d}$, for $\\mathit{pos}$ from 0 to $L-1$. Now ask it about a position beyond L. The formula still gives an angle, but a slow pair may be turned further than it ever was in training, and the model has never learned what that angle means. The recipes below stretch the frequencies so that a context $s$ times longer, $L' = sL$, looks more like what the model saw.",
  seenRule:
    "A pair has **seen** an angle if training reached it: either the pair went all the way round (its largest training angle $(L-1)\\,\\omega_i$ is at least $2\\pi$, so every direction on its circle was visited), or the new angle $\\mathit{pos}\\cdot\\omega_i'$ is no larger than $(L-1)\\,\\omega_i$.",
  piTitle: 'Position interpolation (Chen et al., 2023)',
  pi: "$\\omega_i' = \\omega_i / s$ for every pair: the same as dividing every position by s, so positions up to $s(L-1)$ land inside the trained range. The price: neighbouring positions move s times closer together on every pair, including the fast pairs that tell nearby tokens apart, so the model is usually fine-tuned on the squeezed positions.",
  ntkTitle: 'NTK-aware scaling (bloc97, 2023)',
  ntk: "Raise the base instead: the fastest pair keeps its frequency (it has wrapped many times anyway) and the slowest, $b^{-(d-2)/d}$, is divided by exactly s; the pairs between are slowed by less. Nearby positions stay as distinct as in training, but the middle pairs are slowed by less than s, so near the end of $L'$ some of them can still turn past their trained range.",
  yarnTitle: 'YaRN (Peng et al., 2023)',
  yarn: 'Count how many turns pair i made over the training length, $r_i = L/\\lambda_i$ with wavelength $\\lambda_i = 2\\pi/\\omega_i$. Pairs that turned more than $\\beta$ times are left alone, pairs that turned fewer than $\\alpha$ times are interpolated as in PI, and a ramp $\\gamma$ blends the two in between. Queries and keys are also multiplied by $0.1\\ln s + 1$, so attention logits grow by its square: a longer context spreads softmax over more keys, and this sharpens it again.',
  yarnRampNote:
    'This is the paper’s ramp, linear in the number of turns. The authors’ code (and libraries that follow it) ramps linearly in the pair index between the pairs where $r = \\beta$ and $r = \\alpha$, so its middle pairs differ slightly; both agree outside the ramp.',
  learned:
    'A learned absolute table has no such recipe to apply: it has max_len rows and no row at all beyond them. Rotary and sinusoidal encodings at least have a value at every position; these methods are about making those values familiar.',
};

const piTex = String.raw`\omega_i' = \frac{\omega_i}{s}`;
const ntkTex = String.raw`b' = b\,s^{d/(d-2)},\qquad \omega_i' = b'^{\,-2i/d}`;
// No \sqrt and no tall braces: KaTeX draws those as SVG with a style attribute, which the
// page's CSP (style-src 'self') blocks. min/max with \Big delimiters is the same ramp.
const yarnRampTex = String.raw`\gamma(r) = \min\!\Big(1,\ \max\!\Big(0,\ \frac{r-\alpha}{\beta-\alpha}\Big)\Big)`;
const yarnOmegaTex = String.raw`\omega_i' = \big(1-\gamma(r_i)\big)\,\frac{\omega_i}{s} + \gamma(r_i)\,\omega_i`;
const yarnFactorTex = String.raw`t^{-1/2} = 0.1\,\ln s + 1`;

/** Pair tables longer than this show the fastest and slowest halves of it. */
const MAX_TABLE_PAIRS = 256;
const DIGITS = 3;
const ROUNDING = `Wavelengths, turns, γ and angles are rounded half away from zero to ${DIGITS} decimals, frequencies ω to 6 significant figures, the base and the attention factor to 6 decimals.`;

const plural = (count, one, many) => `${int(count)} ${count === 1 ? one : many}`;

/** The narration, with the core's own ramp bounds (alpha, beta) where the text names them. */
function text(core) {
  const fields = core.requests?.extension || {};
  const alpha = fields.alpha?.default;
  const beta = fields.beta?.default;
  const bounds =
    alpha !== undefined && beta !== undefined
      ? ` This page uses the paper’s values for LLaMA, $\\alpha = ${num(alpha)}$ and $\\beta = ${num(beta)}$ turns.`
      : '';
  return [
    { type: 'p', text: TEXT.lead },
    { type: 'slot', name: 'settings' },
    { type: 'slot', name: 'summary' },
    { type: 'p', text: TEXT.seenRule },
    { type: 'h3', text: 'Three ways to stretch the frequencies' },
    { type: 'h4', text: TEXT.piTitle },
    { type: 'math', tex: piTex },
    { type: 'p', text: TEXT.pi },
    { type: 'h4', text: TEXT.ntkTitle },
    { type: 'math', tex: ntkTex },
    { type: 'p', text: TEXT.ntk },
    { type: 'h4', text: TEXT.yarnTitle },
    { type: 'math', tex: yarnRampTex },
    { type: 'math', tex: yarnOmegaTex },
    { type: 'math', tex: yarnFactorTex },
    { type: 'p', text: TEXT.yarn + bounds },
    { type: 'p', text: TEXT.yarnRampNote },
    { type: 'slot', name: 'methods' },
    { type: 'h3', text: 'Wavelength of each pair, trained and new' },
    { type: 'slot', name: 'chart' },
    { type: 'h3', text: 'The angle at pos, pair by pair' },
    { type: 'slot', name: 'angles' },
    { type: 'callout', tone: 'note', title: 'And a learned table?', text: TEXT.learned },
    { type: 'slot', name: 'learned' },
  ];
}

/** Which pairs a table shows: all of them, or the fastest and slowest halves of MAX_TABLE_PAIRS. */
function shownPairs(pairs) {
  if (pairs.length <= MAX_TABLE_PAIRS) return pairs;
  const half = MAX_TABLE_PAIRS / 2;
  return [...pairs.slice(0, half), ...pairs.slice(pairs.length - half)];
}

function request(state, method) {
  return { method, dModel: state.d, base: state.base, trainLength: state.train, scale: state.scale, pos: state.pos };
}

function build(ctx) {
  const { core, store } = ctx;
  const methodChoices = store.ranges.method.choices
    .filter((value) => METHODS[value])
    .map((value) => ({ value, label: METHODS[value].label, hint: METHODS[value].hint }));

  const grid = el('div', {
    className: 'controls-grid extension-controls',
    attrs: { role: 'group', 'aria-label': 'Context extension settings' },
  });
  ctx.slot('settings').append(grid);
  ctx.control(grid, 'method', { label: 'method', choices: methodChoices });
  const { scale, train } = store.ranges;
  const doubling = (value, direction) => (direction > 0 ? value * 2 : value / 2);
  ctx.control(grid, 'scale', {
    label: SETTINGS.scale.name,
    scale: 'log',
    sliderMin: scale.min,
    sliderMax: scale.max,
    nextValue: doubling,
    hint: 'The − and + buttons halve or double s.',
    describe: (v) =>
      v === 1
        ? 's = 1: the training length itself, no extension'
        : `s = ${num(v)}: a context ${num(v)} times the training length`,
  });
  ctx.control(grid, 'train', {
    label: SETTINGS.train.name,
    scale: 'log',
    sliderMin: train.min,
    sliderMax: Math.min(train.max, 2 ** 20),
    nextValue: (value, direction) => Math.round(doubling(value, direction)),
    hint: 'The − and + buttons halve or double L.',
    describe: (v) => `L = ${plural(v, 'position', 'positions')} seen in training`,
  });

  const summary = el('p', { className: 'extension-summary', attrs: { role: 'status' } });
  ctx.slot('summary').append(summary);
  const methodsSlot = el('div', { className: 'extension-methods' });
  ctx.slot('methods').append(methodsSlot);
  const chartSlot = el('div', { className: 'extension-chart' });
  ctx.slot('chart').append(chartSlot);
  const anglesSlot = el('div', { className: 'extension-angles' });
  ctx.slot('angles').append(anglesSlot, roundingNote(ROUNDING));
  const learnedLink = el('a', {
    href: '?view=learned',
    className: 'extension-learned-link',
    text: 'See “Fixed versus learned”: a position past max_len has no row',
  });
  learnedLink.addEventListener('click', (event) => {
    if (event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    store.set({ view: 'learned' });
  });
  ctx.slot('learned').append(el('p', {}, learnedLink));
  return { ctx, core, summary, methodsSlot, chartSlot, anglesSlot, chart: null, description: null };
}

/** The summary sentence, from the core's counts and flags. */
function summaryText(state, result, none) {
  const pairs = result.pairs.length;
  const method = METHODS[result.method]?.long || result.method;
  const unseen = result.pairsUnseen;
  const quietInside = result.pairs.filter((p) => !p.wrapped && p.seen).length;
  const where =
    state.pos > state.train - 1
      ? state.train === 1
        ? 'beyond position 0, the only one seen in training'
        : `beyond the ${plural(state.train, 'position', 'positions')} 0 … ${int(state.train - 1)} seen in training`
      : state.train === 1
        ? 'the only position seen in training'
        : `inside the training range 0 … ${int(state.train - 1)}`;
  let sentence =
    `At pos = ${int(state.pos)}, ${where}, with ${method} ` +
    (unseen === 0
      ? pairs === 1
        ? 'the only pair would see no angle it never saw in training.'
        : `none of the ${int(pairs)} pairs would see an angle it never saw in training.`
      : pairs === 1
        ? 'the only pair would see an angle it never saw in training.'
        : `${int(unseen)} of ${int(pairs)} pairs would see ${unseen === 1 ? 'an angle it' : 'angles they'} never saw in training.`);
  if (result.pairsWrapped === 0) sentence += ' No pair went all the way round during training';
  else
    sentence += ` ${plural(result.pairsWrapped, 'pair', 'pairs')} went all the way round during training, so every angle is familiar to ${result.pairsWrapped === 1 ? 'it' : 'them'}`;
  if (quietInside)
    sentence += `; for ${result.pairsWrapped ? `${int(quietInside)} more` : plural(quietInside, 'pair', 'pairs')}, the new angle stays inside the range ${quietInside === 1 ? 'it' : 'they'} reached.`;
  else sentence += '.';
  if (none && result.method !== 'none') {
    sentence +=
      pairs === 1
        ? ` With no change at all, the pair would see ${none.pairsUnseen ? 'an' : 'no'} unseen angle.`
        : ` With no change at all, ${int(none.pairsUnseen)} of ${int(pairs)} would.`;
  }
  if (state.pos >= result.targetLength) {
    sentence += ` This pos is not inside the extended context either: s·L = ${num(result.targetLength)} ${result.targetLength === 1 ? 'position' : 'positions'}, counted from 0.`;
  }
  return sentence;
}

function render(state, changed, view) {
  if (!['d', 'base', 'pos', 'method', 'scale', 'train'].some((key) => changed.includes(key))) return;
  const { core } = view;
  // Everything from the core first; a RangeError for the chosen method leaves the last picture.
  const result = core.extension(request(state, state.method));
  const all = {};
  for (const method of Object.keys(METHODS)) {
    if (!offered(core, method)) continue;
    try {
      all[method] = method === result.method ? result : core.extension(request(state, method));
    } catch (error) {
      all[method] = { error: pageWords(error.message) };
    }
  }
  const none = all.none && !all.none.error ? all.none : null;

  view.summary.textContent = summaryText(state, result, none);
  renderMethods(view, state, all);
  renderChart(view, state, result, none);
  renderAngles(view, state, result);
}

/** True when the core offers this method (its parameter table lists it). */
function offered(core, method) {
  return (core.parameters?.method?.choices || []).includes(method);
}

function renderMethods(view, state, all) {
  const rows = Object.entries(all).map(([method, r]) => {
    const name = METHODS[method].label + (method === state.method ? ' (chosen)' : '');
    if (r.error) return [name, r.error, '', '', ''];
    return [
      name,
      fixed(r.newBase),
      fixed(r.attentionFactor),
      `${int(r.pairsUnseen)} of ${int(r.pairs.length)}`,
      num(r.targetLength),
    ];
  });
  const node = table({
    className: 'data-table extension-methods-table',
    caption: `Each method at pos = ${int(state.pos)}, d = ${int(state.d)}, L = ${int(state.train)}, s = ${num(state.scale)}.`,
    columns: ['method', 'base used', 'q and k multiplied by', 'pairs with an unseen angle', 'target length s·L'],
    rows,
  });
  node.querySelectorAll('tbody tr').forEach((tr, index) => {
    tr.dataset.method = Object.keys(all)[index];
  });
  view.methodsSlot.replaceChildren(
    scroller('The four methods compared', node, { hint: 'The table is wider than the screen: scroll it sideways' }),
  );
}

function renderChart(view, state, result, none) {
  const trained = none || result;
  const points = result.pairs.length <= 64;
  const datasets = [
    {
      label: 'trained (no change)',
      data: trained.pairs.map((p) => ({ x: p.pair, y: p.wavelength })),
      ...seriesStyle(0, { points }),
      borderWidth: 4,
      order: 3,
    },
  ];
  if (result.method !== 'none') {
    datasets.push({
      label: `${METHODS[result.method].label}`,
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
    label: `training length L = ${int(state.train)}`,
    data: flat(state.train),
    ...seriesStyle(2, { points: false }),
    order: 2,
  });
  datasets.push({
    label: `target length s·L = ${num(result.targetLength)}`,
    data: flat(result.targetLength),
    ...seriesStyle(3, { points: false }),
    order: 2,
  });
  const config = {
    type: 'line',
    data: { datasets },
    options: {
      parsing: false,
      scales: {
        x: { type: 'linear', min: 0, max: Math.max(last, 1), title: { text: 'pair i (fastest first)' } },
        y: { type: 'logarithmic', title: { text: 'wavelength 2π/ω (positions)' } }, // the label says log scale; a longer title is cut on a 300 px chart
      },
      plugins: { legend: { position: 'bottom' } },
    },
  };
  const label =
    `Line chart, logarithmic scale: the wavelength of ${result.pairs.length === 1 ? 'the one pair' : `each of the ${result.pairs.length} pairs`} as trained` +
    (result.method !== 'none' ? ` and with ${METHODS[result.method].long}` : '') +
    `, with flat lines at L = ${int(state.train)} and s·L = ${num(result.targetLength)}.`;
  if (!view.chart) view.chart = view.ctx.own(createChart(view.chartSlot, config, { label }));
  else view.chart.update({ ...config, label });

  const first = result.pairs[0];
  const lastPair = result.pairs[last];
  const one = result.pairs.length === 1;
  const summary =
    (one
      ? `The one pair's trained wavelength is ${fixed(first.wavelength, DIGITS)} positions.`
      : `Trained wavelengths run from ${fixed(first.wavelength, DIGITS)} (pair 0) to ${fixed(lastPair.wavelength, DIGITS)} positions (pair ${int(last)}).`) +
    (result.method === 'none'
      ? ` With no change the new ${one ? 'wavelength is' : 'wavelengths are'} the same.`
      : ` With ${METHODS[result.method].long} ${one ? `it is ${fixed(first.wavelengthNew, DIGITS)}` : `they run from ${fixed(first.wavelengthNew, DIGITS)} to ${fixed(lastPair.wavelengthNew, DIGITS)}`}.`) +
    ` A pair whose wavelength is at most L − 1 = ${int(state.train - 1)} went all the way round in training.`;
  const shown = shownPairs(result.pairs);
  const options = {
    summary,
    columns: ['pair', 'trained wavelength', 'new wavelength', 'turns in training r = L/λ', 'YaRN ramp γ(r)'],
    rows: shown.map((p) => [
      int(p.pair),
      fixed(p.wavelength, DIGITS),
      fixed(p.wavelengthNew, DIGITS),
      fixed(p.turns, DIGITS),
      fixed(p.gamma, DIGITS),
    ]),
    caption:
      shown.length < result.pairs.length
        ? `The ${MAX_TABLE_PAIRS / 2} fastest and ${MAX_TABLE_PAIRS / 2} slowest of ${int(result.pairs.length)} pairs.`
        : undefined,
    tableLabel: 'Wavelength data',
  };
  if (!view.description) view.description = describeChart(view.chartSlot, options);
  else view.description.update(options);
}

function renderAngles(view, state, result) {
  const shown = shownPairs(result.pairs);
  const yarn = result.method === 'yarn';
  const columns = [
    'pair',
    'ω as trained',
    'new ω′',
    `angle pos·ω′ at ${int(state.pos)} (rad)`,
    'largest trained angle (L − 1)·ω (rad)',
    'wrapped in training?',
    'angle seen in training?',
  ];
  if (yarn) columns.splice(3, 0, 'γ(r)');
  const rows = shown.map((p) => {
    const cells = [
      int(p.pair),
      sig(p.omega),
      sig(p.omegaNew),
      fixed(p.angleNew, DIGITS),
      fixed(p.maxTrainAngle, DIGITS),
      p.wrapped ? 'yes' : 'no',
      p.seen ? 'seen' : 'unseen',
    ];
    if (yarn) cells.splice(3, 0, fixed(p.gamma, DIGITS));
    return cells;
  });
  const node = table({
    className: 'data-table extension-angles-table',
    caption:
      `${METHODS[result.method].label}: each pair’s angle at pos = ${int(state.pos)} and the largest angle it reached in training (L = ${int(state.train)}).` +
      (shown.length < result.pairs.length
        ? ` The ${MAX_TABLE_PAIRS / 2} fastest and ${MAX_TABLE_PAIRS / 2} slowest of ${int(result.pairs.length)} pairs.`
        : ''),
    columns,
    rows,
  });
  node.querySelectorAll('tbody tr').forEach((tr, index) => {
    tr.dataset.pair = String(shown[index].pair);
    if (!shown[index].seen) tr.classList.add('is-unseen');
  });
  view.anglesSlot.replaceChildren(
    scroller('Angles pair by pair', node, { hint: 'The table is wider than the screen: scroll it sideways' }),
  );
}

/** A frequency with 6 significant figures (they span from 1 to about 1/b). */
function sig(value) {
  return Number(value.toPrecision(6)).toString();
}

/** This section's own settings (the shape is store.js SHARED_SETTINGS'): the core's extension defaults. */
const SETTINGS = {
  method: {
    name: 'method (context extension)',
    core: 'method',
    fallback: (core) => core.requests.extension.method.default,
  },
  scale: { name: 's (scale factor)', core: 'scale', fallback: (core) => core.requests.extension.scale.default },
  train: {
    name: 'L (training length)',
    core: 'trainLength',
    fallback: (core) => core.requests.extension.trainLength.default,
    attribute: 'train-length',
  },
};

export default {
  id: 'extension',
  words: WORDS,
  title: 'Longer contexts: interpolation, NTK and YaRN',
  controls: ['d', 'base', 'pos'],
  // pos 30,000: past L = 4,096 and inside s·L = 32,768, where the four methods part ways
  // (none 18 of 64 pairs unseen, PI 0, NTK-aware 15, YaRN 0). At s·L itself every method fails alike.
  defaults: { d: 128, pos: 30000 },
  settings: SETTINGS,
  text,
  build,
  render,
};
