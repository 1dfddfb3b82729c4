// The RoPE section's stepper through the pairs of q: each pair's rotation worked out stage by
// stage (core.ropeSteps), with its circle, predict mode and the rotated vector filling in.

import { el, uniqueId } from '../../kit/dom.js';
import { canonical, fixed, int, parseLocaleNumber, roundingNote, texFixed, texTrim, trim } from '../../kit/format.js';
import { t } from '../../kit/i18n.js';
import { renderMath } from '../../kit/narration.js';
import { createPredictParts, wireStepper } from '../../kit/section-kit.js';
import { SEED } from './common.js';
import { renderPairTable } from './pairs.js';
import { createRopeCircle } from './rope-circle.js';

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

export function buildStepper(ctx, view) {
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

export function renderStepper(view, state, inputsChanged) {
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
