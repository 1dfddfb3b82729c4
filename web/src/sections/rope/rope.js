// Section "Rotary position embedding (RoPE)": where the rotation proof leads. Instead of adding
// PE to the embedding, RoPE turns q and k pair by pair by pos·ω_i. Every number comes from the
// core: the worked rotation from core.ropeSteps, the relative check from core.ropeRelative, the
// decay curve from core.ropeDecay and the W_Q/W_K table from core.ropeWDemo (all float64, the
// float32 columns widened by the core). The page formats, draws and chooses words.
//
// Rule: the prose that depends on numbers is chosen from the numbers shown (see the *Text
// functions), so it stays true at every d, pos, k, base, pairing and shift.

import { describeChart } from '../../kit/a11y.js';
import { createChart, lineChart, seriesStyle } from '../../kit/charts.js';
import { createNumberControl, describeHeadDimension, sharedControlSpecs } from '../../kit/controls.js';
import { el, uniqueId } from '../../kit/dom.js';
import { canonical, fixed, int, parseLocaleNumber, roundingNote, texFixed, texTrim, trim } from '../../kit/format.js';
import { msg, t, tNodes } from '../../kit/i18n.js';
import { renderMath } from '../../kit/narration.js';
import { createRopeCircle } from './rope-circle.js';
import { createMessage, createPredictParts, scroller, sci, table, wireStepper } from '../../kit/section-kit.js';
import { pageWords } from '../../kit/page-words.js';
import { inOwnNames, NAMES, SETTINGS } from './section.js';

/** The seed of the random q, k (and W_Q, W_K, x): the core's generator, the same every time. */
const SEED = 1;
const MAX_PAIRS_IN_TABLE = 512;
/** Below this a spread or residual is rounding: scores here are of order 1, float64 keeps ~16 digits. */
const ROUNDING_LEVEL = 1e-9;

/** The narration: records of messages (worded when drawn), maths as placeholders. */
function text() {
  return [
    {
      type: 'p',
      text: msg('rope-intro', {
        delta: '$\\Delta$',
        turn: '$\\omega_i\\Delta$',
        angle: '$\\mathit{pos}\\cdot\\omega_i$',
        omega: '$\\omega_i = b^{-2i/d}$',
        offset: '$\\Delta = n - m$',
      }),
    },
    { type: 'p', text: msg('rope-head') },
    { type: 'slot', name: 'head' },
    {
      type: 'p',
      text: msg('rope-identity', {
        first: '$n\\omega_i$',
        second: '$m\\omega_i$',
        result: '$(n-m)\\omega_i$',
        identity: '$R(m)^{\\top}R(n) = R(n-m)$',
        offset: '$\\Delta = n - m$',
      }),
    },
    {
      type: 'math',
      // On three lines, so that a projected narrow window shows it whole (projector.css).
      tex: String.raw`\begin{aligned}q'_m &= R(m)\,q,\qquad k'_n = R(n)\,k,\\ q'_m\cdot k'_n &= q^{\top}R(m)^{\top}R(n)\,k\\ &= q\cdot R(n-m)\,k\end{aligned}`,
    },
    {
      type: 'math',
      tex: String.raw`\begin{gathered}R(m)=\begin{pmatrix}R(m\omega_0)&&\\&\ddots&\\&&R(m\omega_{d/2-1})\end{pmatrix},\\ R(\theta)=\begin{pmatrix}\cos\theta&-\sin\theta\\ \sin\theta&\cos\theta\end{pmatrix}\end{gathered}`,
    },
    {
      type: 'p',
      text: msg('rope-block', {
        block: '$\\left(\\begin{smallmatrix}\\cos & \\sin\\\\ -\\sin & \\cos\\end{smallmatrix}\\right)$',
        map: '$(a, b) \\mapsto (a\\cos\\theta - b\\sin\\theta,\\ a\\sin\\theta + b\\cos\\theta)$',
      }),
    },
    { type: 'h3', text: msg('rope-pairs-heading') },
    { type: 'p', text: msg('rope-pairs', { rotateHalf: '`rotate_half`' }) },
    { type: 'slot', name: 'pairing' },
    { type: 'h3', text: msg('rope-stepper-heading') },
    { type: 'slot', name: 'stepper' },
    { type: 'h3', text: msg('rope-check-heading') },
    { type: 'p', text: msg('rope-check', { relative: '$q\\cdot R(n-m)\\,k$' }) },
    { type: 'slot', name: 'relative' },
    { type: 'h3', text: msg('rope-decay-heading') },
    {
      type: 'p',
      text: msg('rope-decay', {
        g: '$g(\\Delta)=\\sum_i\\cos(\\omega_i \\Delta)$',
        product: '$PE(p)\\cdot PE(p+\\Delta)$',
        g0: '$g(0) = d/2$',
        factor: '$\\tfrac{1}{d/2}\\sum_{j=1}^{d/2}|S_j|$',
        sum: '$S_j=\\sum_{i<j}e^{\\mathrm{i}\\Delta\\omega_i}$',
      }),
    },
    { type: 'slot', name: 'decay' },
    { type: 'h3', text: msg('rope-why-add-heading') },
    {
      type: 'p',
      text: msg('rope-why-add', {
        additive: '$(p_m W_Q)\\cdot(p_n W_K)$',
        rotated: '$(R(m)W_Q x)\\cdot(R(n)W_K x) = (W_Q x)\\cdot R(n-m)(W_K x)$',
      }),
    },
    { type: 'slot', name: 'wdemo' },
  ];
}

// ---- the stepper through the pairs ----

/** The stages of one pair, in the order a student writes them down; predict mode asks for the last five. */
const ASKED = ['angle', 'cos', 'sin', 'outFirst', 'outSecond'];
/** What a stage asks for: the angle in words, the rest in symbols only. */
function askedWords(stage) {
  return {
    angle: () => t('rope-asked-angle'),
    cos: () => 'cos θ',
    sin: () => 'sin θ',
    outFirst: () => 'a′ = a cos θ − b sin θ',
    outSecond: () => 'b′ = a sin θ + b cos θ',
  }[stage]();
}

/** The hint after a guess that is off, by stage (the message's selector). */
const HINTS = { angle: 'angle', cos: 'trig', sin: 'trig', outFirst: 'output', outSecond: 'output' };

function closeness(guess, truth, stage) {
  const error = Math.abs(guess - truth);
  const scale = stage === 'angle' ? Math.max(1, Math.abs(truth)) : 1;
  if (canonical(guess) === canonical(truth) || error / scale < 5e-7)
    return { tone: 'ok', text: t('rope-guess-exact', { what: askedWords(stage), truth: trim(truth) }) };
  const relative = error / scale;
  const verdict = relative < 1e-3 ? 'very' : relative < 0.02 ? 'close' : 'off';
  return {
    tone: relative < 1e-3 ? 'ok' : 'warn',
    text: t('rope-guess', {
      verdict,
      guess: trim(guess),
      what: askedWords(stage),
      truth: trim(truth),
      error: fixed(error),
      hint: relative >= 1e-3 ? HINTS[stage] : 'none',
    }),
  };
}

/** "=" when the printed digits are the exact float64 value, "≈" when they were rounded. */
function rel(value, digits) {
  return Number(canonical(value, digits)) === value ? '=' : '\\approx';
}

/** The maths of each stage of pair r (KaTeX, short lines so a phone shows them whole). */
function stageRows(view, r, state) {
  const shown = view.predictToggle.checked ? view.revealed.get(r.pair) || 0 : ASKED.length;
  const has = (stage) => ASKED.indexOf(stage) < shown;
  const value = (stage) => (has(stage) ? `${rel(r[stage], 6)} ${texTrim(r[stage])}` : '= \\ ?');
  const factor = (x) => (x < 0 && Number(canonical(x)) !== 0 ? `(${texFixed(x)})` : texFixed(x));
  const n = (stage) => (has(stage) ? factor(r[stage]) : '?');
  // The two products on two lines, so every line fits a phone and a projector without scrolling.
  const minus = '\\\\ &\\quad -';
  const plus = '\\\\ &\\quad +';
  const i = r.pair;
  const a = factor(r.inFirst);
  const b = factor(r.inSecond);
  return [
    [
      t('rope-stage-frequency'),
      `\\omega_{${i}} = ${texTrim(state.base)}^{-2\\cdot ${i}/${state.d}} ${rel(r.omega, 9)} ${texTrim(r.omega, 9)}`,
    ],
    [t('rope-stage-angle'), `\\theta = ${state.pos}\\cdot\\omega_{${i}} ${value('angle')}\\ \\text{rad}`],
    [
      t('rope-stage-trig'),
      `\\begin{aligned}\\cos\\theta &${value('cos')}\\\\ \\sin\\theta &${value('sin')}\\end{aligned}`,
    ],
    [
      t('rope-stage-pair'),
      `\\begin{aligned}a &= q_{${r.firstDim}} ${rel(r.inFirst, 6)} ${texFixed(r.inFirst)}\\\\ b &= q_{${r.secondDim}} ${rel(r.inSecond, 6)} ${texFixed(r.inSecond)}\\end{aligned}`,
    ],
    [
      t('rope-stage-first'),
      `\\begin{aligned}a' &= a\\cos\\theta - b\\sin\\theta\\\\ &= ${a}\\cdot ${n('cos')}${minus} ${b}\\cdot ${n('sin')}\\\\ &${value('outFirst')}\\end{aligned}`,
    ],
    [
      t('rope-stage-second'),
      `\\begin{aligned}b' &= a\\sin\\theta + b\\cos\\theta\\\\ &= ${a}\\cdot ${n('sin')}${plus} ${b}\\cdot ${n('cos')}\\\\ &${value('outSecond')}\\end{aligned}`,
    ],
  ];
}

/** The rotation stepper's elements: the worked maths, the circle, predict mode, navigation, the vector so far. */
function ropeStepperElements(id) {
  const title = el('h4', { className: 'rope-step-title', id: `${id}-title` });
  const where = el('p', { className: 'rope-step-where' });
  const stages = el('ol', { className: 'rope-stages' });
  const circleHolder = el('div', { className: 'rope-circle-holder' });
  const circle = createRopeCircle(circleHolder);
  const prev = el('button', { type: 'button', className: 'button-quiet rope-prev', text: t('rope-previous') });
  const next = el('button', { type: 'button', className: 'button rope-next', text: t('rope-next') });
  const predict = createPredictParts(id, {
    prompt: t('rope-predict-prompt'),
    toggleClass: 'rope-predict-toggle',
  });
  const vectorTitle = el('h4', { className: 'vector-title', id: `${id}-vector` });
  const vector = el('ol', {
    className: 'result-vector rope-vector',
    attrs: { 'aria-labelledby': `${id}-vector`, dir: 'ltr' },
  });
  const vectorNote = el('p', { className: 'vector-note' });
  const stepper = el(
    'div',
    {
      className: 'stepper card rope-stepper',
      tabIndex: 0,
      attrs: { role: 'group', 'aria-labelledby': `${id}-title`, 'aria-describedby': `${id}-keys` },
    },
    title,
    where,
    el(
      'div',
      { className: 'rope-step-body' },
      el('div', { className: 'rope-step-maths', attrs: { 'aria-live': 'polite' } }, stages, predict.predictBox),
      circleHolder,
    ),
    el('div', { className: 'stepper-nav' }, prev, next),
    el('p', {
      className: 'stepper-keys',
      id: `${id}-keys`,
      text: t('rope-stepper-keys'),
    }),
    predict.predictLabel,
    vectorTitle,
    vector,
    vectorNote,
    roundingNote(),
  );
  return { stepper, title, where, stages, circle, prev, next, vectorTitle, vector, vectorNote, ...predict };
}

/** Predict mode: the toggle, a guess checked against the core's number for the stage asked, and Reveal. */
function wireRopePredict(ctx, view) {
  const { predictToggle, predictBox, guessInput, feedback, revealButton, next } = view;
  function reveal(answer) {
    const pair = view.pairIndex;
    const count = view.revealed.get(pair) || 0;
    view.answers.set(pair, answer);
    view.revealed.set(pair, count + 1);
    guessInput.value = '';
    ctx.refresh('pair');
  }
  predictToggle.addEventListener('change', () => {
    view.revealed.clear();
    view.answers.clear();
    ctx.refresh('pair');
    if (predictToggle.checked) guessInput.focus();
  });
  predictBox.addEventListener('submit', (event) => {
    event.preventDefault();
    const r = view.steps[view.pairIndex];
    const stage = ASKED[view.revealed.get(r.pair) || 0];
    if (!stage) return;
    const text = guessInput.value.trim();
    const guess = parseLocaleNumber(text);
    if (Number.isNaN(guess)) {
      feedback.textContent = t('rope-type-number', { half: trim(0.5), example: trim(-0.84) });
      feedback.className = 'predict-feedback is-warn';
      return;
    }
    reveal(closeness(guess, r[stage], stage));
    ((view.revealed.get(r.pair) || 0) < ASKED.length ? guessInput : next).focus();
  });
  revealButton.addEventListener('click', () => {
    const r = view.steps[view.pairIndex];
    const stage = ASKED[view.revealed.get(r.pair) || 0];
    if (stage)
      reveal({
        tone: 'info',
        text: t('rope-reveal', {
          what: askedWords(stage),
          value: stage === 'angle' ? trim(r[stage]) : fixed(r[stage]),
        }),
      });
  });
}

function buildStepper(ctx, view) {
  const id = uniqueId('rope-stepper');
  view.pairIndex = 0;
  view.revealed = new Map();
  view.answers = new Map();
  const source = el('p', { className: 'rope-q-source' });
  const { stepper, ...shown } = ropeStepperElements(id);
  const tableScroll = el('div', {
    className: 'table-scroll',
    tabIndex: 0,
    attrs: { role: 'region', 'aria-label': t('rope-pairs-region') },
  });
  Object.assign(view, { source, tableScroll, ...shown });
  ctx
    .slot('stepper')
    .append(
      source,
      stepper,
      el(
        'details',
        { className: 'rope-all-pairs' },
        el('summary', { className: 'details-toggle', text: t('rope-pairs-summary') }),
        tableScroll,
      ),
    );
  function go(index) {
    const pairs = view.steps ? view.steps.length : 1;
    view.pairIndex = Math.max(0, Math.min(pairs - 1, index));
    view.guessInput.value = '';
    ctx.refresh('pair');
  }
  wireStepper(ctx, {
    stepper,
    prev: view.prev,
    next: view.next,
    current: () => view.pairIndex,
    last: () => (view.steps ? view.steps.length - 1 : 0),
    go,
  });
  wireRopePredict(ctx, view);
}

function renderStepper(view, state, inputsChanged) {
  const { steps } = view;
  if (inputsChanged) {
    view.revealed.clear();
    view.answers.clear();
    view.pairIndex = Math.min(view.pairIndex, steps.length - 1);
    renderPairTable(view, state);
  }
  const r = steps[view.pairIndex];
  view.source.textContent = t('rope-q-source', { d: int(state.d), seed: SEED, pos: int(state.pos) });
  view.title.textContent = t('rope-pair-title', {
    pair: String(r.pair),
    pairs: steps.length,
    last: String(steps.length - 1),
  });
  view.where.textContent = t('rope-pair-where', {
    d: int(state.d),
    pos: int(state.pos),
    base: trim(state.base),
    pairing: state.pairing,
    pair: String(r.pair),
    first: String(r.firstDim),
    second: String(r.secondDim),
    wavelength: trim(r.wavelength, 2),
  });
  view.stages.replaceChildren(
    ...stageRows(view, r, state).map(([label, tex]) => {
      const maths = el('span', { className: 'stage-math', attrs: { dir: 'ltr' } });
      renderMath(maths, tex);
      return el('li', { className: 'stage' }, el('span', { className: 'stage-label', text: label }), maths);
    }),
  );
  const predicting = view.predictToggle.checked;
  // Predict mode: the drawing gives nothing away that the student has not worked out yet.
  const revealed = predicting ? view.revealed.get(r.pair) || 0 : ASKED.length;
  view.circle.update(r, state.pos, { angle: revealed > 0, result: revealed >= ASKED.length });

  view.predictBox.hidden = !predicting;
  if (predicting) {
    const asked = ASKED[view.revealed.get(r.pair) || 0];
    view.guessLabel.textContent = asked
      ? t('rope-predict-question', { what: askedWords(asked) })
      : t('rope-pair-done', { pair: String(r.pair), more: view.pairIndex < steps.length - 1 ? 'yes' : 'no' });
    const answered = view.answers.get(r.pair);
    view.feedback.textContent = answered ? answered.text : '';
    view.feedback.className = `predict-feedback${answered ? ` is-${answered.tone}` : ''}`;
    for (const control of [view.guessInput, view.checkButton, view.revealButton]) control.disabled = !asked;
  }
  view.prev.disabled = view.pairIndex === 0;
  view.next.disabled = view.pairIndex >= steps.length - 1;

  // The rotated vector q′ fills in pair by pair (at most 32 dimensions around the current pair).
  const dims = state.d;
  const done = (step) =>
    step.pair < view.pairIndex ||
    (step.pair === view.pairIndex && (!predicting || (view.revealed.get(step.pair) || 0) >= ASKED.length));
  const out = new Array(dims);
  for (const step of steps) {
    out[step.firstDim] = { step, value: step.outFirst };
    out[step.secondDim] = { step, value: step.outSecond };
  }
  const window = 32;
  let from = 0;
  if (dims > window) {
    const centre = Math.min(r.firstDim, r.secondDim);
    from = Math.max(0, Math.min(centre - window / 2, dims - window));
  }
  const to = Math.min(dims, from + window);
  view.vectorTitle.textContent = t('rope-vector-title', { pos: int(state.pos) });
  view.vector.replaceChildren();
  for (let j = from; j < to; j += 1) {
    const { step, value } = out[j];
    const current = step.pair === view.pairIndex;
    const cell = el(
      'li',
      { className: `vector-cell${current ? ' is-current' : ''}${done(step) ? ' is-done' : ''}` },
      el('span', {
        className: 'vector-index',
        text: t('rope-vector-index', { j: String(j), pair: String(step.pair) }),
      }),
      el('span', { className: 'vector-value num', text: done(step) ? fixed(value) : '?' }),
    );
    if (current) cell.setAttribute('aria-current', 'step');
    view.vector.append(cell);
  }
  view.vectorNote.textContent = t('rope-vector-note', {
    part: to - from < dims ? 'yes' : 'no',
    from: String(from),
    to: String(to - 1),
    dims: int(dims),
    pairing: state.pairing,
  });
}

function renderPairTable(view, state) {
  const rows = view.steps
    .slice(0, MAX_PAIRS_IN_TABLE)
    .map((r) => [
      String(r.pair),
      `${r.firstDim}, ${r.secondDim}`,
      fixed(r.omega),
      fixed(r.angle),
      fixed(r.cos),
      fixed(r.sin),
      fixed(r.inFirst),
      fixed(r.inSecond),
      fixed(r.outFirst),
      fixed(r.outSecond),
    ]);
  view.tableScroll.replaceChildren(
    table({
      className: 'data-table rope-pairs',
      caption: t('rope-pairs-caption', {
        pos: int(state.pos),
        d: int(state.d),
        base: trim(state.base),
        pairing: state.pairing,
        cut: view.steps.length > MAX_PAIRS_IN_TABLE ? 'yes' : 'no',
        max: int(MAX_PAIRS_IN_TABLE),
      }),
      columns: [
        t('rope-column-pair'),
        t('rope-column-dims'),
        'ω_i',
        'θ = pos·ω_i',
        'cos θ',
        'sin θ',
        'a',
        'b',
        'a′',
        'b′',
      ],
      rows,
    }),
  );
}

// ---- the relative check ----

function relativeText(rel, state) {
  const f64 = rel.residual === 0 ? t('rope-f64-exact') : t('rope-f64-rounding', { difference: size(rel.residual) });
  const rounded = t('rope-rounded', { error: size(rel.rounded.maxError) });
  const naiveWorse = rel.naive.maxError > 4 * rel.rounded.maxError;
  const far = state.pos + state.k + state.shift;
  const suggested = 100000;
  const naive = t('rope-naive', {
    error: size(rel.naive.maxError),
    worse: naiveWorse ? 'yes' : 'no',
    far: int(far),
    suggest: far < suggested ? 'yes' : 'no',
    shift: int(suggested),
  });
  return [f64, rounded, naive];
}

/** A label that is maths only: left to right in every language (an Arabic page would turn it round). */
const maths = (text) => el('span', { text, attrs: { dir: 'ltr' } });

function renderRelative(view, state) {
  const { rel } = view;
  const m = state.pos;
  const n = state.pos + state.k;
  const c = state.shift;
  const score = (x) => fixed(x, 9);
  const rows = [
    [
      maths(`(R(m) q)·(R(n) k), m = ${int(m)}, n = ${int(n)}`),
      score(rel.score),
      score(rel.rounded.score),
      score(rel.naive.score),
    ],
    [
      maths(`(R(m+c) q)·(R(n+c) k), m + c = ${int(m + c)}, n + c = ${int(n + c)}`),
      score(rel.shiftedScore),
      score(rel.rounded.shiftedScore),
      score(rel.naive.shiftedScore),
    ],
    [
      t('rope-row-difference'),
      el('strong', { className: 'rope-residual-f64', text: sci(rel.residual, 2) }),
      el('strong', { className: 'rope-residual-rounded', text: sci(rel.rounded.residual, 2) }),
      el('strong', { className: 'rope-residual-naive', text: sci(rel.naive.residual, 2) }),
    ],
    [
      t('rope-row-error'),
      t('rope-reference'),
      el('span', { className: 'rope-error-rounded', text: sci(rel.rounded.maxError, 2) }),
      el('span', { className: 'rope-error-naive', text: sci(rel.naive.maxError, 2) }),
    ],
  ];
  view.relativeTable.replaceChildren(
    scroller(
      t('rope-relative-region'),
      table({
        className: 'data-table rope-relative-table',
        caption: t('rope-relative-caption', {
          d: int(state.d),
          base: trim(state.base),
          pairing: state.pairing,
          seed: SEED,
          digits: 9,
        }),
        columns: [t('rope-column-quantity'), 'float64', t('rope-column-rounded'), t('rope-column-naive')],
        rows,
      }),
      { hint: t('rope-scroll-hint') },
    ),
  );
  view.relativeForm.replaceChildren(
    ...tNodes(
      'rope-relative-form',
      { delta: int(state.k) },
      {
        score: el('strong', { className: 'rope-relative-score', text: score(rel.relativeScore) }),
        gap: el('strong', { className: 'rope-relative-error', text: sci(rel.relativeError, 2) }),
      },
    ),
  );
  view.relativeProse.replaceChildren(...relativeText(rel, state).map((text) => el('li', { text })));
}

// ---- the decay chart ----

function decayText(decay, state) {
  const { g, bound } = decay;
  const K = g.length - 1;
  const half = Math.ceil(K / 2);
  let far = 0;
  for (let k = half; k <= K; k += 1) if (Math.abs(g[k]) > far) far = Math.abs(g[k]);
  let lowest = 0;
  for (let k = 1; k <= K; k += 1) if (bound[k] < bound[lowest]) lowest = k;
  const pairs = state.d / 2;
  const range = { from: int(half), to: int(K), far: fixed(far) };
  const larger = 128;
  const parts = [t('rope-decay-g0', { g0: fixed(g[0]), pairs, count: int(pairs) })];
  if (pairs === 1) parts.push(t('rope-decay-one-pair', range));
  else if (far <= g[0] / 2) parts.push(t('rope-decay-low', range));
  else parts.push(t('rope-decay-high', { ...range, larger: int(larger), suggest: state.d < larger ? 'yes' : 'no' }));
  parts.push(
    t('rope-decay-bound', {
      first: fixed(bound[0]),
      last: fixed(bound[K]),
      K: int(K),
      lowest: fixed(bound[lowest]),
      at: int(lowest),
    }),
  );
  return parts.join(t('rope-sentence-gap'));
}

function renderDecay(view, state) {
  const { decay } = view;
  if (!decay) return;
  const { g, bound } = decay;
  const K = g.length - 1;
  const config = lineChart({
    datasets: [
      { label: 'g(Δ) = Σ cos(ω_i Δ)', data: Array.from(g, (y, x) => ({ x, y })), ...seriesStyle(0, { points: false }) },
      {
        label: t('rope-chart-bound'),
        data: Array.from(bound, (y, x) => ({ x, y })),
        ...seriesStyle(1, { points: false }),
      },
    ],
    x: { min: 0, max: K, title: t('rope-chart-x') },
    y: { title: t('rope-chart-y'), grid: { zeroLine: true } },
  });
  const label = t('rope-chart-label', { K: String(K), d: String(state.d), g0: trim(g[0]), bound0: trim(bound[0]) });
  if (!view.chart) view.chart = view.ctx.own(createChart(view.decaySlot, config, { label }));
  else view.chart.update({ ...config, label });
  const options = {
    summary: decayText(decay, state),
    columns: ['Δ', 'g(Δ)', t('rope-column-bound')],
    rows: Array.from(g, (value, k) => [int(k), fixed(value), fixed(bound[k])]),
    tableLabel: t('rope-decay-data'),
  };
  if (!view.decayDescription) view.decayDescription = describeChart(view.decaySlot, options);
  else view.decayDescription.update(options);
}

// ---- the W_Q / W_K table ----

/** A size in words' company: order-1 values with 6 decimals, rounding-level ones in scientific notation. */
function size(value) {
  return Math.abs(value) >= 1e-3 ? fixed(value) : sci(value, 2);
}

/**
 * How large a spread is, for the messages' selectors: 'exact' (0: no spread at all), 'rounding'
 * (below the rounding level) or 'large'.
 */
function spreadKind(value) {
  if (value === 0) return 'exact';
  return value < ROUNDING_LEVEL ? 'rounding' : 'large';
}

function spreadText(w) {
  return [
    t('rope-spread-raw', { spread: size(w.rawSpread), kind: spreadKind(w.rawSpread) }),
    t('rope-spread-additive', { spread: size(w.additiveSpread), kind: spreadKind(w.additiveSpread) }),
    t('rope-spread-rope', { spread: size(w.ropeSpread), kind: spreadKind(w.ropeSpread) }),
  ];
}

function renderWDemo(view, state) {
  const { w } = view;
  if (!w) return;
  const rows = Array.from(w.m, (m, i) => [
    int(m),
    int(w.n[i]),
    fixed(w.rawScores[i]),
    fixed(w.additiveScores[i]),
    fixed(w.ropeScores[i]),
  ]);
  view.wTable.replaceChildren(
    scroller(
      t('rope-w-region'),
      table({
        className: 'data-table rope-w-table',
        caption: t('rope-w-caption', { delta: int(state.k), d: int(state.d), pairing: state.pairing, seed: SEED }),
        columns: ['m', 'n', 'p_m·p_n', '(p_m W_Q)·(p_n W_K)', '(R(m)W_Q x)·(R(n)W_K x)'],
        rows,
      }),
      { hint: t('rope-scroll-hint') },
    ),
  );
  view.wSpreads.replaceChildren(
    ...spreadText(w).map((text, i) =>
      el('li', { className: `rope-spread rope-spread-${['raw', 'additive', 'rope'][i]}`, text }),
    ),
  );
}

// ---- the section ----

/**
 * A control for a shared key (d, k) drawn in this section under its name here (NAMES): made
 * and registered as ctx.control does, with the store's messages put into this section's words.
 */
function renamedControl(ctx, container, key, spec) {
  const { store } = ctx;
  const words = (text) => inOwnNames(text, store);
  const renamed = {
    get: () => store.get(),
    subscribe: (listener) => store.subscribe(listener),
    set: (partial) => {
      const result = store.set(partial);
      if (result.ok) return result;
      return { ...result, errors: Object.fromEntries(Object.entries(result.errors).map(([k, m]) => [k, words(m)])) };
    },
  };
  const control = createNumberControl(container, {
    ...sharedControlSpecs(store.ranges)[key],
    store: renamed,
    key,
    label: NAMES[key],
    ...spec,
  });
  ctx.own(control);
  ctx.claim(key, { showError: (text) => control.showError(words(text)), clearError: () => control.clearError() });
  return control;
}

function build(ctx) {
  const { core, store } = ctx;
  const view = { ctx, core, key: '' };
  // d and Δ are shared keys, drawn here under this section's names (the shared panel would call
  // them "d (model width)" and "k (shift)"); the rest of the panel (pos, base) stays shared.
  const headHolder = el('div', { className: 'rope-controls' });
  ctx.slot('head').append(headHolder);
  renamedControl(ctx, headHolder, 'd', {
    describe: describeHeadDimension,
  });
  // pairing and shift are this section's own store keys: their controls live here (the shared
  // panel holds the keys every section knows), and they still go through the store and the URL.
  const pairingHolder = el('div', { className: 'rope-controls' });
  ctx.slot('pairing').append(pairingHolder);
  const choices = [
    { value: 'interleaved', label: t('rope-pairing-interleaved'), hint: t('rope-pairing-interleaved-hint') },
    { value: 'half', label: t('rope-pairing-half'), hint: t('rope-pairing-half-hint') },
  ].filter((choice) => store.ranges.pairing.choices.includes(choice.value));
  ctx.control(pairingHolder, 'pairing', { label: t('rope-pairing-label'), choices });

  buildStepper(ctx, view);

  const shiftHolder = el('div', { className: 'rope-controls' });
  renamedControl(ctx, shiftHolder, 'k', {
    describe: (v) =>
      t('rope-k-describe', {
        side: v === 0 ? 'same' : v < 0 ? 'before' : 'after',
        count: Math.abs(v),
        positions: int(Math.abs(v)),
      }),
    hint: t('rope-k-hint'),
  });
  ctx.control(shiftHolder, 'shift', {
    label: SETTINGS.shift.name,
    sliderMin: 0,
    sliderMax: 100000,
    describe: (v) => t('rope-shift-describe', { shift: int(v) }),
    hint: t('rope-shift-hint'),
  });
  view.relativeTable = el('div', { className: 'rope-relative' });
  view.relativeForm = el('p', { className: 'rope-relative-form' });
  view.relativeProse = el('ul', { className: 'rope-relative-prose' });
  ctx.slot('relative').append(shiftHolder, view.relativeTable, view.relativeForm, view.relativeProse, roundingNote());

  view.decayMessage = createMessage(ctx.slot('decay'));
  view.decaySlot = el('div', { className: 'rope-decay' });
  ctx.slot('decay').append(view.decaySlot);

  view.wMessage = createMessage(ctx.slot('wdemo'));
  view.wTable = el('div', { className: 'rope-w' });
  view.wSpreads = el('ul', { className: 'rope-spreads' });
  ctx.slot('wdemo').append(view.wTable, view.wSpreads);
  return view;
}

/** The core's message in this section's words: its m and n are pos and pos + Δ here. */
function ropeWords(message) {
  return pageWords(message)
    .replace(/\bm \+ shift\b/g, 'pos + c')
    .replace(/\bn \+ shift\b/g, 'pos + Δ + c')
    .replace(/\bshift\b/g, 'c (shift)')
    .replace(/^m (?=must)/, 'pos ')
    .replace(/^n (?=must)/, 'pos + Δ ');
}

function render(state, changed, view) {
  const inputs = ['d', 'pos', 'k', 'base', 'pairing', 'shift'];
  if (!changed.some((key) => [...inputs, 'local', 'pair'].includes(key))) return;
  const key = inputs.map((name) => state[name]).join('|');
  const inputsChanged = key !== view.key;
  if (inputsChanged) {
    // Everything from the core first; the sections's DOM changes only once all of it worked.
    const common = { dModel: state.d, base: state.base, pairing: state.pairing };
    let rel;
    let steps;
    try {
      rel = view.core.ropeRelative({ ...common, m: state.pos, n: state.pos + state.k, shift: state.shift, seed: SEED });
      steps = view.core.ropeSteps({ ...common, pos: state.pos, q: rel.q });
    } catch (error) {
      if (error instanceof RangeError) {
        const words = ropeWords(error);
        throw new RangeError(state.d % 2 ? t('rope-refused-odd', { message: words }) : words);
      }
      throw error;
    }
    // The decay chart and the W table have their own limits: a refusal there leaves the rest.
    let decay = null;
    let decayError = '';
    let w = null;
    let wError = '';
    try {
      decay = view.core.ropeDecay({ dModel: state.d, base: state.base });
    } catch (error) {
      if (!(error instanceof RangeError)) throw error;
      decayError = t('rope-decay-refused', { message: pageWords(error) });
    }
    try {
      w = view.core.ropeWDemo({ ...common, seed: SEED, offset: state.k });
    } catch (error) {
      if (!(error instanceof RangeError)) throw error;
      wError = t('rope-w-refused', {
        message: pageWords(error).replace(/\boffset\b/g, 'Δ'),
        need: state.k < 0 ? 'delta' : 'd',
      });
    }
    Object.assign(view, { rel, steps, decay, w, key });
    if (decayError) view.decayMessage.show(decayError);
    else view.decayMessage.clear();
    view.decaySlot.hidden = Boolean(decayError);
    if (wError) view.wMessage.show(wError);
    else view.wMessage.clear();
    view.wTable.hidden = Boolean(wError);
    view.wSpreads.hidden = Boolean(wError);
    renderRelative(view, state);
    if (changed.includes('d') || changed.includes('base') || !view.chart) renderDecay(view, state);
    renderWDemo(view, state);
  }
  renderStepper(view, state, inputsChanged);
}

export default {
  math: true, // it typesets maths in its build and render (narration.js renderMath)
  text,
  build,
  render,
};
