// The RoPE section's stepper through the pairs of q: each pair's rotation worked out stage by
// stage (core.ropeSteps), with its circle, predict mode and the rotated vector filling in. The
// card and predict mode are the kit's stepper (kit/stepper.js); the stages and their words are
// predict.js's.

import { el, uniqueId } from '../../kit/dom.js';
import { canonical, fixed, intArg, texFixed, texTrim, trimArg } from '../../kit/format.js';
import { t } from '../../kit/i18n.js';
import { renderMath } from '../../kit/narration.js';
import { createStepper, vectorCell } from '../../kit/stepper.js';
import { SEED } from './common.js';
import { createPairTable, renderPairTable } from './pairs.js';
import { ASKED, askedWords, judgedText, notANumberText, revealedText } from './predict.js';
import { createRopeCircle } from './rope-circle.js';

/** "=" when the printed digits are the exact float64 value, "≈" when they were rounded. */
function rel(value, digits) {
  return Number(canonical(value, digits)) === value ? '=' : '\\approx';
}

/** The maths of each stage of pair r (KaTeX, short lines so a phone shows them whole). */
function stageRows(view, r, state) {
  const shown = view.stepper.shown(view.pairIndex);
  const has = (stage) => ASKED.findIndex((asked) => asked.id === stage) < shown;
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

/** The kit's stepper card with this section's maths and circle in it; moving sets view.pairIndex. */
function createPairStepper(ctx, view) {
  const stages = el('ol', { className: 'rope-stages' });
  const circleHolder = el('div', { className: 'rope-circle-holder' });
  const circle = createRopeCircle(circleHolder);
  const last = () => (view.steps ? view.steps.length - 1 : 0);
  const stepper = createStepper(ctx, {
    id: uniqueId('rope-stepper'),
    heading: 'h4',
    className: 'rope-stepper',
    classes: {
      title: 'rope-step-title',
      where: 'rope-step-where',
      prev: 'rope-prev',
      next: 'rope-next',
      vector: 'rope-vector',
    },
    words: {
      previous: t('rope-previous'),
      next: t('rope-next'),
      keys: t('rope-stepper-keys'),
      prompt: t('rope-predict-prompt'),
    },
    toggleClass: 'rope-predict-toggle',
    body: (predictBox) => [
      el(
        'div',
        { className: 'rope-step-body' },
        el('div', { className: 'rope-step-maths', attrs: { 'aria-live': 'polite' } }, stages, predictBox),
        circleHolder,
      ),
    ],
    stages: ASKED,
    current: () => view.pairIndex,
    last,
    go: (index) => {
      view.pairIndex = Math.max(0, Math.min(last(), index));
      ctx.refresh('pair');
    },
    truth: (index, stage) => view.steps[index][stage],
    refresh: () => ctx.refresh('pair'),
    say: { notANumber: notANumberText, judged: judgedText, revealed: revealedText },
  });
  return { stepper, stages, circle };
}

export function buildStepper(ctx, view) {
  view.pairIndex = 0;
  const source = el('p', { className: 'rope-q-source' });
  const { stepper, stages, circle } = createPairStepper(ctx, view);
  const pairTable = createPairTable();
  Object.assign(view, { source, stepper, stages, circle, tableScroll: pairTable.tableScroll });
  ctx.slot('stepper').append(source, stepper.element, pairTable.element);
}

/** The rotated vector q′, filling in pair by pair (at most 32 dimensions around the current pair). */
function renderRotatedVector(view, state, r) {
  const { steps, stepper } = view;
  const dims = state.d;
  const done = (step) =>
    step.pair < view.pairIndex || (step.pair === view.pairIndex && stepper.shown(step.pair) >= ASKED.length);
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
  stepper.vectorTitle.textContent = t('rope-vector-title', { pos: intArg(state.pos) });
  stepper.vector.replaceChildren();
  for (let j = from; j < to; j += 1) {
    const { step, value } = out[j];
    const label = t('rope-vector-index', { j: String(j), pair: String(step.pair) });
    stepper.vector.append(
      vectorCell({ label, value: fixed(value), current: step.pair === view.pairIndex, done: done(step) }),
    );
  }
  stepper.vectorNote.textContent = t('rope-vector-note', {
    part: to - from < dims ? 'yes' : 'no',
    from: String(from),
    to: String(to - 1),
    dims: intArg(dims),
    pairing: state.pairing,
  });
}

export function renderStepper(view, state, inputsChanged) {
  const { steps, stepper } = view;
  if (inputsChanged) {
    stepper.clear();
    view.pairIndex = Math.min(view.pairIndex, steps.length - 1);
    renderPairTable(view, state);
  }
  const r = steps[view.pairIndex];
  view.source.textContent = t('rope-q-source', { d: intArg(state.d), seed: SEED, pos: intArg(state.pos) });
  stepper.title.textContent = t('rope-pair-title', {
    pair: String(r.pair),
    pairs: steps.length,
    last: String(steps.length - 1),
  });
  stepper.where.textContent = t('rope-pair-where', {
    d: intArg(state.d),
    pos: intArg(state.pos),
    base: trimArg(state.base),
    pairing: state.pairing,
    pair: String(r.pair),
    first: String(r.firstDim),
    second: String(r.secondDim),
    wavelength: trimArg(r.wavelength, 2),
  });
  view.stages.replaceChildren(
    ...stageRows(view, r, state).map(([label, tex]) => {
      const maths = el('span', { className: 'stage-math', attrs: { dir: 'ltr' } });
      renderMath(maths, tex);
      return el('li', { className: 'stage' }, el('span', { className: 'stage-label', text: label }), maths);
    }),
  );
  // Predict mode: the drawing gives nothing away that the student has not worked out yet.
  const revealed = stepper.shown(view.pairIndex);
  view.circle.update(r, state.pos, { angle: revealed > 0, result: revealed >= ASKED.length });
  stepper.render(view.pairIndex, {
    question: (asked) => t('rope-predict-question', { what: askedWords(asked) }),
    done: () => t('rope-pair-done', { pair: String(r.pair), more: view.pairIndex < steps.length - 1 ? 'yes' : 'no' }),
  });
  renderRotatedVector(view, state, r);
}
