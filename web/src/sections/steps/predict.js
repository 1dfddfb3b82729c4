// What the worked example's predict mode asks for and what it says back: the stages a student
// works out for one dimension, each with how its error is judged (kit/stepper.js judge), and the
// sentences of the feedback, the reveal and a refused answer.

import { fixed, fixedArg, trim, trimArg } from '../../kit/format.js';
import { t } from '../../kit/i18n.js';

/**
 * The stages predict mode asks for, in order (the pair index is given, the slope follows the
 * value). Exponents, denominators and angles can be large: those are judged by their relative error.
 */
export const ASKED = [
  { id: 'exponent', error: 'relative' },
  { id: 'denominator', error: 'relative' },
  { id: 'angle', error: 'relative' },
  { id: 'value', error: 'absolute' },
];

/** The hint after a guess that is off, by stage; for the value, by what the sine or cosine is near. */
function hintFor(stage, record) {
  if (stage === 'exponent') return t('steps-hint-exponent', { i: 'i', j: 'j', even: '2i', odd: '2i+1' });
  if (stage === 'denominator') return t('steps-hint-denominator', { b: 'b' });
  if (stage === 'angle') return t('steps-hint-angle', { pos: 'pos', posZero: 'pos 0' });
  if (record.fn === 'sin' && Math.abs(record.angle) < 0.2) return t('steps-hint-small-sin', { x: 'x', sin: 'sin(x)' });
  if (record.fn === 'cos' && Math.abs(record.angle) < 0.2)
    return t('steps-hint-small-cos', { x: 'x', cos: 'cos(x)', approx: '1 − x²/2' });
  if (Math.abs(record.angle) > Math.PI) return t('steps-hint-past-pi', { pi: 'π' });
  return null;
}

/**
 * How close a guess was, in words, with a hint for the stage when it is off.
 * @param judgement kit/stepper.js judge()'s answer
 * @param record the dimension's record of core.steps (fn, angle: for the value's hint)
 */
export function judgedText(judgement, { stage, guess, truth }, record) {
  if (judgement.verdict === 'exact') return t('steps-feedback-exact', { stage, truth: trimArg(truth) });
  const feedback = t('steps-feedback', {
    verdict: judgement.verdict,
    stage,
    guess: trimArg(guess),
    truth: trimArg(truth),
    difference: fixedArg(judgement.difference),
  });
  const hint = judgement.hint ? hintFor(stage, record) : null;
  return hint ? t('steps-sentences', { first: feedback, second: hint }) : feedback;
}

/** The number of a stage shown on "Just show me" (the value at 6 decimals, as in the vector). */
export function revealedText(stage, value) {
  return t('steps-revealed', { stage, value: stage === 'value' ? fixed(value) : trim(value) });
}

/** What an answer that is not a number gets. */
export function notANumberText() {
  return t('steps-not-a-number', { small: trimArg(0.03), negative: trimArg(-0.99) });
}
