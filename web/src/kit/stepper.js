// The predict-then-reveal stepper that the worked example (steps) and the RoPE rotation (rope)
// share: a card that walks through numbered items (a dimension, a pair) with Previous and Next,
// and, in predict mode, asks for each item's stages one at a time, judges a typed guess against
// the core's number and reveals it. The sections bring their maths, their words and their
// stages; this holds what both do the same way, so the two cannot drift apart.

import { el } from './dom.js';
import { canonical, parseLocaleNumber, roundingNote } from './format.js';
import { createPredictParts, wireStepper } from './section-kit.js';

/** A guess this close is exactly right (as is one that prints the same at 6 decimals). */
export const EXACT_BELOW = 5e-7;
/** Below this a guess is very close (and needs no hint), below CLOSE_BELOW close. */
export const VERY_CLOSE_BELOW = 1e-3;
export const CLOSE_BELOW = 0.02;

/**
 * How close a guess is to the core's number. A stage declares how its error is measured:
 * 'absolute' (the difference itself: numbers of order 1, a sine or a value) or 'relative' (the
 * difference over max(1, |truth|): numbers that can be large, an angle or a denominator, where
 * 464 for 464.158883 is very close).
 * @param {number} guess
 * @param {number} truth
 * @param {'absolute'|'relative'} error
 * @returns {{ verdict: 'exact'|'very-close'|'close'|'not-quite', tone: 'ok'|'warn', difference: number, hint: boolean }}
 *   hint: the guess is off enough that the section's hint for the stage helps.
 */
export function judge(guess, truth, error) {
  if (error !== 'absolute' && error !== 'relative')
    throw new RangeError(`judge(): error must be 'absolute' or 'relative'; got ${JSON.stringify(error)}`);
  const difference = Math.abs(guess - truth);
  const scaled = difference / (error === 'relative' ? Math.max(1, Math.abs(truth)) : 1);
  if (canonical(guess) === canonical(truth) || scaled < EXACT_BELOW)
    return { verdict: 'exact', tone: 'ok', difference, hint: false };
  if (scaled < VERY_CLOSE_BELOW) return { verdict: 'very-close', tone: 'ok', difference, hint: false };
  return { verdict: scaled < CLOSE_BELOW ? 'close' : 'not-quite', tone: 'warn', difference, hint: true };
}

/** One cell of the result vector under the card: its label, and its value once worked out ('?' before). */
export function vectorCell({ label, value, current, done }) {
  const cell = el(
    'li',
    { className: `vector-cell${current ? ' is-current' : ''}${done ? ' is-done' : ''}` },
    el('span', { className: 'vector-index', text: label }),
    el('span', { className: 'vector-value num', text: done ? value : '?' }),
  );
  if (current) cell.setAttribute('aria-current', 'step');
  return cell;
}

/**
 * The card's elements, in their order: title, where, the section's body (with the predict box
 * where the body puts it), navigation, the keys line, `extra`, the predict toggle and the result
 * vector with its note. Class names come from the section (its styles and tests use them).
 */
function cardElements(id, { heading, className, classes, words, toggleClass, body, extra = [] }) {
  const title = el(heading, { className: classes.title, id: `${id}-title` });
  const where = el('p', { className: classes.where });
  const prev = el('button', { type: 'button', className: `button-quiet ${classes.prev}`, text: words.previous });
  const next = el('button', { type: 'button', className: `button ${classes.next}`, text: words.next });
  const predict = createPredictParts(id, { prompt: words.prompt, toggleClass });
  const vectorTitle = el('h4', { className: 'vector-title', id: `${id}-vector-title` });
  const vector = el('ol', {
    className: `result-vector ${classes.vector || ''}`.trim(),
    attrs: { 'aria-labelledby': vectorTitle.id, dir: 'ltr' },
  });
  const vectorNote = el('p', { className: 'vector-note' });
  const element = el(
    'div',
    {
      className: `stepper card ${className || ''}`.trim(),
      tabIndex: 0,
      attrs: { role: 'group', 'aria-labelledby': title.id, 'aria-describedby': `${id}-keys` },
    },
    title,
    where,
    ...body(predict.predictBox),
    el('div', { className: 'stepper-nav' }, prev, next),
    el('p', { className: 'stepper-keys', id: `${id}-keys`, text: words.keys }),
    ...extra,
    predict.predictLabel,
    vectorTitle,
    vector,
    vectorNote,
    roundingNote(),
  );
  return { element, title, where, prev, next, vectorTitle, vector, vectorNote, ...predict };
}

/**
 * Predict mode's behaviour: the toggle starts over, Check judges the guess for the stage asked
 * (judge, with the stage's kind of error) and reveals it, Just show me reveals it without one.
 * `memory`: what is revealed and answered per item (createStepper).
 */
function wirePredict(parts, memory, { stages, current, truth, refresh, say }) {
  const { predictToggle, predictBox, guessInput, feedback, revealButton, next } = parts;
  const { revealed, answers, shown } = memory;
  function reveal(index, answer) {
    answers.set(index, answer);
    revealed.set(index, shown(index) + 1);
    guessInput.value = '';
    refresh();
  }
  predictToggle.addEventListener('change', () => {
    revealed.clear();
    answers.clear();
    guessInput.value = '';
    refresh();
    if (predictToggle.checked) guessInput.focus();
  });
  predictBox.addEventListener('submit', (event) => {
    event.preventDefault();
    const index = current();
    const stage = stages[shown(index)];
    if (!stage) return;
    // An answer as the page's language writes numbers (0,03 in Spanish).
    const guess = parseLocaleNumber(guessInput.value);
    if (Number.isNaN(guess)) {
      feedback.textContent = say.notANumber();
      feedback.className = 'predict-feedback is-warn';
      return;
    }
    const value = truth(index, stage.id);
    const judgement = judge(guess, value, stage.error);
    const text = say.judged(judgement, { stage: stage.id, guess, truth: value, index });
    reveal(index, { tone: judgement.tone, text });
    (shown(index) < stages.length ? guessInput : next).focus();
  });
  revealButton.addEventListener('click', () => {
    const index = current();
    const stage = stages[shown(index)];
    if (stage) reveal(index, { tone: 'info', text: say.revealed(stage.id, truth(index, stage.id), index) });
  });
}

/**
 * A stepper card, wired: Previous/Next and the keys (wireStepper), and predict mode.
 * @param {object} ctx the section's context (onStepKeys, through wireStepper)
 * @param {object} options
 *   id, heading ('h3'|'h4'), className (beside "stepper card"), classes { title, where, prev,
 *   next, vector }, words { previous, next, keys, prompt } (text), toggleClass, body(predictBox)
 *   (nodes between the where line and the navigation), extra (nodes after the keys line);
 *   stages: [{ id, error: 'absolute'|'relative' }], what predict mode asks for at each item, in order;
 *   current(), last(), go(index) (it clamps): the item shown, the largest, a move;
 *   truth(index, stage): the core's number; refresh(): redraw the section;
 *   say: { notANumber(), judged(judgement, { stage, guess, truth, index }), revealed(stage, truth, index) },
 *   the section's sentences (judgement: judge()'s answer).
 */
export function createStepper(ctx, options) {
  const { stages, current, last } = options;
  const parts = cardElements(options.id, options);
  const { predictToggle, predictBox, guessInput, feedback, revealButton, next } = parts;
  /** Per item: how many stages are revealed, and the feedback on the last one. */
  const revealed = new Map();
  const answers = new Map();
  const shown = (index) => (predictToggle.checked ? revealed.get(index) || 0 : stages.length);
  const asked = (index) => stages[shown(index)];
  const go = (index) => {
    options.go(index);
    guessInput.value = '';
  };
  wireStepper(ctx, { stepper: parts.element, prev: parts.prev, next, current, last, go });
  wirePredict(parts, { revealed, answers, shown }, options);

  return {
    ...parts,
    /** How many of the stages are shown at `index` (all of them when predict mode is off). */
    shown,
    /** Forgets every guess and reveal (the inputs changed: the numbers are new). */
    clear() {
      revealed.clear();
      answers.clear();
    },
    /**
     * Draws the predict box for `index` (the question of the stage asked, or `done()` once every
     * stage is shown, and the last feedback) and which way the stepper can move.
     */
    render(index, { question, done }) {
      predictBox.hidden = !predictToggle.checked;
      if (predictToggle.checked) {
        const stage = asked(index);
        parts.guessLabel.textContent = stage ? question(stage.id) : done();
        const answered = answers.get(index);
        feedback.textContent = answered ? answered.text : '';
        feedback.className = `predict-feedback${answered ? ` is-${answered.tone}` : ''}`;
        for (const control of [guessInput, parts.checkButton, revealButton]) control.disabled = !stage;
      }
      parts.prev.disabled = index === 0;
      next.disabled = index >= last();
    },
  };
}
