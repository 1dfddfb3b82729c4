// Section "Longer contexts": a RoPE model trained on positions 0 … L − 1 is asked about
// positions beyond L. Position interpolation, NTK-aware scaling and YaRN change the pair
// frequencies; every number here (frequencies, wavelengths, angles and their directions, the
// counts of pairs that would point in a direction they never pointed in during training) comes
// from core.extension. The page formats and draws.
//
// Rule: the method, s, L and YaRN's ramp form are store keys (method, scale, train, ramp) with
// their own controls in this section; d (here the head dimension), base and pos use the shared panel. Nothing is computed here from the
// formulas: the section only picks, counts and prints what the core returned.

import { describeChart } from '../../kit/a11y.js';
import { createChart, lineChart, seriesStyle } from '../../kit/charts.js';
import { el } from '../../kit/dom.js';
import { fixed, int, num, roundingNote } from '../../kit/format.js';
import { scroller, table } from '../../kit/section-kit.js';
import { wordsFor } from '../../kit/page-words.js';
import { SETTINGS, WORDS } from './section.js';

const pageWords = wordsFor(WORDS);

/** The methods in the core's order, as the page names them (narration as data): never the core's code names. */
const METHODS = {
  none: { label: 'No change', long: 'no change (plain extrapolation)', hint: 'every ω as trained' },
  pi: { label: 'Position interpolation', long: 'position interpolation', hint: 'every ω divided by s' },
  ntk: { label: 'NTK-aware scaling', long: 'NTK-aware scaling', hint: 'a larger base b′' },
  yarn: { label: 'YaRN', long: 'YaRN', hint: 'a ramp per pair, and a temperature' },
};

/** YaRN's two ramp forms (the core's yarnRamp choices), as the page names them. */
const RAMPS = {
  released: {
    label: 'As released code computes it',
    hint: 'Hugging Face transformers and the YaRN authors’ code: linear in the pair index i',
    short: 'released',
  },
  paper: { label: 'As the paper writes it', hint: 'linear in the number of turns r', short: 'paper' },
};

/** A core message in the section's words: the methods by name, not by code name. */
function sectionWords(message) {
  let text = pageWords(message);
  for (const [code, { long }] of Object.entries(METHODS)) text = text.replaceAll(`"${code}"`, long);
  return text;
}

const TEXT = {
  lead: "A model with rotary position encoding is trained on sequences of L positions: pair $i$ of every query and key is turned by the angle $\\mathit{pos}\\cdot\\omega_i$, with $\\omega_i = b^{-2i/d}$, for $\\mathit{pos}$ from 0 to $L-1$. Here $d$ is the **head dimension**, the length of one attention head’s query and key, not the model width: LLaMA 7B has $d_{\\text{model}} = 4096$ split into 32 heads, so $d = 128$ and 64 pairs (the larger LLaMA models are wider and have more heads, each again of $d = 128$). Now ask the model about a position beyond L. The formula still gives an angle, but a slow pair may point in a direction it never pointed in during training, and the model has never learned what that direction means. The recipes below stretch the frequencies so that a context $s$ times longer, $L' = sL$, looks more like what the model saw.",
  seenRule:
    "What q·k sees of a pair is its direction on the circle, and a turn by $2\\pi + x$ points where a turn by $x$ does. So a pair has **seen** a direction if training turned it there. In training it swept the arc of directions from 0 to its largest angle $(L-1)\\,\\omega_i$: every direction, if that angle is at least $2\\pi$ (the pair went all the way round). Otherwise the new angle $\\mathit{pos}\\cdot\\omega_i'$, once its whole turns are taken off, must land inside that arc. An angle larger than any in training can still point back inside the arc after a full turn: comparing the raw angles alone would call it unseen.",
  piTitle: 'Position interpolation (Chen et al., 2023)',
  pi: "$\\omega_i' = \\omega_i / s$ for every pair: the same as dividing every position by s, so positions up to $s(L-1)$ land inside the trained range. The price: neighbouring positions move s times closer together on every pair, including the fast pairs that tell nearby tokens apart, so the model is usually fine-tuned on the squeezed positions.",
  ntkTitle: 'NTK-aware scaling (bloc97, 2023)',
  ntk: "Raise the base instead: the fastest pair keeps its frequency (it has wrapped many times anyway) and the slowest, $b^{-(d-2)/d}$, is divided by exactly s; the pairs between are slowed by less. Nearby positions stay as distinct as in training, but the middle pairs are slowed by less than s, so near the end of $L'$ some of them can still turn out of the arc they covered in training.",
  yarnTitle: 'YaRN (Peng et al., 2023)',
  yarn: 'Count how many turns pair i made over the training length, $r_i = L/\\lambda_i$ with wavelength $\\lambda_i = 2\\pi/\\omega_i$. Pairs that turned more than $\\beta$ times keep their frequency ($\\gamma_i = 1$), pairs that turned fewer than $\\alpha$ times are interpolated as in PI ($\\gamma_i = 0$), and a ramp blends the two in between. Queries and keys are also multiplied by $0.1\\ln s + 1$, so attention logits grow by its square: a longer context spreads softmax over more keys, and this sharpens it again. The paper and the released code agree on this factor (Hugging Face computes it as 0.1 ln s + 1 for s > 1 and 1 otherwise, and multiplies both cos and sin by it, so q and k alike).',
  yarnForms:
    'The paper and the code released with it shape the ramp differently. **The paper** makes $\\gamma$ linear in the number of turns $r$. **The released code** (the YaRN authors’ repository, and Hugging Face transformers, which runs released YaRN models) makes it linear in the pair index $i$: $c(r)$ is the pair that turns r times over L, and the ramp runs from pair $\\ell$ to pair $h$, the pairs where $r = \\beta$ and $r = \\alpha$ rounded outward (the code calls $\\beta$ `beta_fast` and $\\alpha$ `beta_slow`). When $\\ell \\le h$, the two agree on every pair outside $\\ell \\ldots h$; inside, they can differ a lot, and the sentence below says where and by how much at these settings. This page uses the released form unless you pick the paper’s:',
  learned:
    'A learned absolute table has max_len rows and no formula for a row beyond them, so there is nothing to stretch. What models do instead is resize the table and train again: ViT and DeiT interpolate their learned position embeddings to the larger grid when they are fine-tuned at a higher image resolution, and Longformer made its 4,096 positions by copying RoBERTa’s 512 learned rows eight times before training further. The new rows are a starting point for that training, not values the model has learned. Rotary and sinusoidal encodings already have a value at every position; the methods above are about making those values familiar.',
};

const piTex = String.raw`\omega_i' = \frac{\omega_i}{s}`;
const ntkTex = String.raw`b' = b\,s^{d/(d-2)},\qquad \omega_i' = b'^{\,-2i/d}`;
// No \sqrt and no tall braces: KaTeX draws those as SVG with a style attribute, which the
// page's CSP (style-src 'self') blocks. min/max with \Big delimiters is the same ramp.
const yarnOmegaTex = String.raw`\omega_i' = \big(1-\gamma_i\big)\,\frac{\omega_i}{s} + \gamma_i\,\omega_i`;
const yarnPaperTex = String.raw`\begin{gathered}\text{paper:}\\ \gamma_i = \min\!\Big(1,\ \max\!\Big(0,\ \frac{r_i-\alpha}{\beta-\alpha}\Big)\Big)\end{gathered}`;
const yarnReleasedTex = String.raw`\begin{gathered}\text{released:}\\ \gamma_i = 1 - \min\!\Big(1,\ \max\!\Big(0,\ \frac{i-\ell}{h-\ell}\Big)\Big)\end{gathered}`;
// Two lines, and the released ramp with its label on a line of its own: on one line each was wider
// than a projected narrow window (projector.css).
const yarnEndsTex = String.raw`\begin{gathered}\ell = \max\big(\lfloor c(\beta)\rfloor, 0\big),\\ h = \min\big(\lceil c(\alpha)\rceil, d-1\big)\end{gathered}`;
const yarnCorrectionTex = String.raw`c(r) = \frac{d\,\ln\!\big(L/(2\pi r)\big)}{2\ln b}`;
const yarnFactorTex = String.raw`t^{-1/2} = 0.1\,\ln s + 1`;

/** Pair tables longer than this show the fastest and slowest halves of it. */
const MAX_TABLE_PAIRS = 256;
/** The ramp comparison lists at most this many pairs (the first and last halves). */
const MAX_RAMP_ROWS = 64;
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
    { type: 'math', tex: yarnOmegaTex },
    { type: 'math', tex: yarnFactorTex },
    { type: 'p', text: TEXT.yarn + bounds },
    { type: 'math', tex: yarnPaperTex },
    { type: 'math', tex: yarnReleasedTex },
    { type: 'math', tex: yarnEndsTex },
    { type: 'math', tex: yarnCorrectionTex },
    { type: 'p', text: TEXT.yarnForms },
    { type: 'slot', name: 'ramp' },
    { type: 'slot', name: 'methods' },
    { type: 'h3', text: 'Wavelength of each pair, trained and new' },
    { type: 'slot', name: 'chart' },
    { type: 'h3', text: 'The angle at pos, pair by pair' },
    { type: 'slot', name: 'angles' },
    { type: 'callout', tone: 'note', title: 'And a learned table?', text: TEXT.learned },
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

  const rampGroup = el('div', { className: 'controls-grid extension-ramp-controls' });
  ctx.control(rampGroup, 'ramp', {
    label: SETTINGS.ramp.name,
    choices: store.ranges.ramp.choices
      .filter((value) => RAMPS[value])
      .map((value) => ({ value, label: RAMPS[value].label, hint: RAMPS[value].hint })),
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

/** The summary sentence, from the core's counts and flags. */
function summaryText(state, result, none) {
  const pairs = result.pairs.length;
  const method = longName(result);
  const unseen = result.pairsUnseen;
  // Pairs that did not wrap and point inside their arc: with the angle itself inside it, or back
  // inside it after whole turns (the core's pastTrainAngle tells the two apart).
  const quietInside = result.pairs.filter((p) => !p.wrapped && p.seen && !p.pastTrainAngle).length;
  const back = result.pairsBackInArc;
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
        ? 'the only pair would point in no direction it never pointed in during training.'
        : `none of the ${int(pairs)} pairs would point in a direction it never pointed in during training.`
      : pairs === 1
        ? 'the only pair would point in a direction it never pointed in during training.'
        : `${int(unseen)} of ${int(pairs)} pairs would point in ${unseen === 1 ? 'a direction it' : 'directions they'} never pointed in during training.`);
  if (result.pairsWrapped === 0) sentence += ' No pair went all the way round during training';
  else
    sentence += ` ${plural(result.pairsWrapped, 'pair', 'pairs')} went all the way round during training, so every direction is familiar to ${result.pairsWrapped === 1 ? 'it' : 'them'}`;
  if (quietInside)
    sentence += `; for ${result.pairsWrapped ? `${int(quietInside)} more` : plural(quietInside, 'pair', 'pairs')}, the new angle stays inside the arc ${quietInside === 1 ? 'it' : 'they'} covered.`;
  else sentence += '.';
  if (back)
    sentence +=
      back === 1
        ? ' 1 pair turns past its largest trained angle, but once its whole turns are taken off it points back inside the arc it covered.'
        : ` ${int(back)} pairs turn past their largest trained angles, but once their whole turns are taken off they point back inside the arcs they covered.`;
  if (none && result.method !== 'none') {
    sentence +=
      pairs === 1
        ? ` With no change at all, the pair would point in ${none.pairsUnseen ? 'an' : 'no'} unseen direction.`
        : ` With no change at all, ${int(none.pairsUnseen)} of ${int(pairs)} would.`;
  }
  if (state.pos >= result.targetLength) {
    sentence += ` This pos is not inside the extended context either: s·L = ${num(result.targetLength)} ${result.targetLength === 1 ? 'position' : 'positions'}, counted from 0.`;
  }
  return sentence;
}

/** The method's name in running text; YaRN says which ramp. */
function longName(result) {
  const name = METHODS[result.method]?.long || result.method;
  return result.method === 'yarn' ? `${name} (${RAMPS[result.yarnRamp]?.short || result.yarnRamp} ramp)` : name;
}

function render(state, changed, view) {
  if (!['d', 'base', 'pos', 'method', 'scale', 'train', 'ramp'].some((key) => changed.includes(key))) return;
  const { core } = view;
  // Everything from the core first; a RangeError for the chosen method leaves the last picture.
  const result = core.extension(request(state, state.method));
  const all = {};
  for (const method of Object.keys(METHODS)) {
    if (!offered(core, method)) continue;
    try {
      all[method] = method === result.method ? result : core.extension(request(state, method));
    } catch (error) {
      all[method] = { error: sectionWords(error.message) };
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
    const text = fixed(value, digits);
    if (round(Number(text)) === round(value)) return text;
  }
  return String(value);
}

/** A signed relative difference as a percentage with one decimal, in words. */
function percent(difference) {
  const text = fixed(Math.abs(difference) * 100, 1);
  if (Number(text) === 0) return `less than 0.05% ${difference < 0 ? 'below' : 'above'}`;
  return `${text}% ${difference < 0 ? 'below' : 'above'}`;
}

/** How many pairs a γ keeps (1), interpolates (0) and blends, from the core's values. */
function rampCounts(pairs, key) {
  const keep = pairs.filter((p) => p[key] === 1).length;
  const interpolated = pairs.filter((p) => p[key] === 0).length;
  return `${plural(keep, 'pair keeps', 'pairs keep')} ω (γ = 1), ${int(interpolated)} ${interpolated === 1 ? 'is' : 'are'} interpolated (γ = 0) and ${int(pairs.length - keep - interpolated)} ${pairs.length - keep - interpolated === 1 ? 'blends' : 'blend'}`;
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
  let text =
    `Here c(β) = ${cBeta} and c(α) = ${cAlpha} (the pairs that would turn β and α times over L, with β = ${num(beta)} and α = ${num(alpha)}), ` +
    `so the released ramp runs from ℓ = max(⌊${cBeta}⌋, 0) = ${int(lo)} to ` +
    `h = min(⌈${cAlpha}⌉, ${int(state.d - 1)}) = ${int(hi)}`;
  if (lo === hi) text += '; ℓ = h, so the code adds 0.001 to h to avoid dividing by zero.';
  else if (lo > hi) text += '; ℓ > h, so the released ramp runs backwards.';
  else text += '.';
  text += ` Released, ${rampCounts(result.pairs, 'gammaReleased')}; in the paper’s form, ${rampCounts(result.pairs, 'gammaPaper')}.`;
  const total = result.pairs.length;
  if (!differing.length) return `${text} The two forms give every pair the same γ, so the same ω′.`;
  const first = differing[0].pair;
  const last = differing[differing.length - 1].pair;
  text +=
    differing.length === 1
      ? ` They differ on one pair, pair ${int(first)}`
      : ` They differ on ${int(differing.length)} of ${int(total)} pairs, ${last - first + 1 === differing.length ? `pairs ${int(first)} … ${int(last)}` : `between pair ${int(first)} and pair ${int(last)}`}`;
  if (largest.yarnDifference === 0)
    return `${text}, but at s = 1 interpolating changes nothing, so YaRN’s ω′ is the same under both.`;
  const tied = differing.filter((p) => Math.abs(p.yarnDifference) === Math.abs(largest.yarnDifference)).length;
  const where =
    differing.length === 1
      ? 'there'
      : tied === differing.length
        ? 'on each of them'
        : `most at pair ${int(largest.pair)}${tied > 1 ? ` (and as much on ${plural(tied - 1, 'other', 'others')})` : ''}, where`;
  return (
    `${text}; ${where} YaRN’s ω′ under the paper’s ramp is ` +
    `${percent(largest.yarnDifference)} the released one (γ = ${fixed(largest.gammaPaper, DIGITS)} in the paper’s form, ` +
    `${fixed(largest.gammaReleased, DIGITS)} released).`
  );
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
    caption:
      `The ${shown.length < differing.length ? `${MAX_RAMP_ROWS / 2} first and ${MAX_RAMP_ROWS / 2} last of the ` : ''}` +
      `${plural(differing.length, 'pair', 'pairs')} where YaRN’s two ramps differ (d = ${int(state.d)}, L = ${int(state.train)}, s = ${num(state.scale)}): the released γ is linear in the pair index i, the paper’s in the turns r. Every other pair gets the same γ from both.`,
    columns: ['pair', 'turns r = L/λ', 'γ released', 'γ paper', 'paper’s ω′ against released'],
    rows: shown.map((p) => [
      int(p.pair),
      fixed(p.turns, DIGITS),
      fixed(p.gammaReleased, DIGITS),
      fixed(p.gammaPaper, DIGITS),
      `${p.yarnDifference < 0 ? '−' : '+'}${fixed(Math.abs(p.yarnDifference) * 100, 1)}%`,
    ]),
  });
  node.querySelectorAll('tbody tr').forEach((tr, index) => {
    tr.dataset.pair = String(shown[index].pair);
  });
  view.rampTable.replaceChildren(
    scroller('Where YaRN’s two ramps differ', node, { hint: 'The table is wider than the screen: scroll it sideways' }),
  );
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
    columns: [
      'method',
      'base used',
      'q and k multiplied by',
      'pairs pointing in an unseen direction',
      'target length s·L',
    ],
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
  const config = lineChart({
    datasets,
    x: { min: 0, max: Math.max(last, 1), title: 'pair i (fastest first)' },
    // The label says log scale; a longer title is cut on a 300 px chart.
    y: { type: 'logarithmic', title: 'wavelength 2π/ω (positions)' },
  });
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
    columns: [
      'pair',
      'trained wavelength',
      'new wavelength',
      'turns in training r = L/λ',
      `YaRN γ (${RAMPS[result.yarnRamp]?.short || result.yarnRamp} ramp)`,
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
        ? `The ${MAX_TABLE_PAIRS / 2} fastest and ${MAX_TABLE_PAIRS / 2} slowest of ${int(result.pairs.length)} pairs.`
        : undefined,
    tableLabel: 'Wavelength data',
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
    'pair',
    'ω as trained',
    'new ω′',
    'angle pos·ω′ (rad)',
    'its direction, whole turns taken off (rad)',
    'largest trained angle (L − 1)·ω (rad)',
    'wrapped in training?',
    'direction seen in training?',
  ];
  if (yarn) columns.splice(3, 0, `γ (${RAMPS[result.yarnRamp]?.short || result.yarnRamp} ramp)`);
  const rows = shown.map((p) => {
    const cells = [
      int(p.pair),
      sig(p.omega),
      sig(p.omegaNew),
      fixed(p.angleNew, DIGITS),
      fixed(p.direction, DIGITS),
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
      `${METHODS[result.method].label}: each pair’s angle at pos = ${int(state.pos)}, the direction it points in, and the largest angle it reached in training (L = ${int(state.train)}).` +
      (lead
        ? ` ${lead === 1 ? 'Pair 0 is' : `Pairs 0 … ${int(lead - 1)} are`} not listed: ${lead === 1 ? 'it keeps its' : 'each keeps its'} trained ω (ω′ = ω) and went all the way round in training, so ${lead === 1 ? 'its direction is' : 'their directions are'} seen. Listed: ${shown.length < listed.length ? `the ${MAX_TABLE_PAIRS / 2} fastest and ${MAX_TABLE_PAIRS / 2} slowest of ` : ''}pairs ${int(listed[0].pair)} … ${int(listed[listed.length - 1].pair)}.`
        : shown.length < listed.length
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

export default {
  text,
  build,
  render,
};
