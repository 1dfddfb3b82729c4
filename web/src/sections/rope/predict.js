// What the RoPE stepper's predict mode asks for and what it says back: the stages a student works
// out for one pair, each with how its error is judged (kit/stepper.js judge), and the sentences of
// the question, the feedback, the reveal and a refused answer.

import { fixed, fixedArg, trim, trimArg } from '../../kit/format.js';
import { t } from '../../kit/i18n.js';

/**
 * The stages of one pair predict mode asks for, in the order a student writes them down. The
 * angle pos·ω_i can be large and is judged by its relative error; cos, sin and the outputs
 * are of order 1 (|a′|, |b′| ≤ |(a, b)|) and judged by their absolute error.
 */
export const ASKED = [
  { id: 'angle', error: 'relative' },
  { id: 'cos', error: 'absolute' },
  { id: 'sin', error: 'absolute' },
  { id: 'outFirst', error: 'absolute' },
  { id: 'outSecond', error: 'absolute' },
];

/** What a stage asks for: the angle in words, the rest in symbols only. */
export function askedWords(stage) {
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
/** The message's names for judge()'s verdicts. */
const VERDICTS = { 'very-close': 'very', close: 'close', 'not-quite': 'off' };

/** How close a guess was, in words, with a hint for the stage when it is off. */
export function judgedText(judgement, { stage, guess, truth }) {
  if (judgement.verdict === 'exact') return t('rope-guess-exact', { what: askedWords(stage), truth: trimArg(truth) });
  return t('rope-guess', {
    verdict: VERDICTS[judgement.verdict],
    guess: trimArg(guess),
    what: askedWords(stage),
    truth: trimArg(truth),
    error: fixedArg(judgement.difference),
    hint: judgement.hint ? HINTS[stage] : 'none',
  });
}

/** The number of a stage shown on "Just show me" (the angle as typed, the rest at 6 decimals). */
export function revealedText(stage, value) {
  return t('rope-reveal', { what: askedWords(stage), value: stage === 'angle' ? trim(value) : fixed(value) });
}

/** What an answer that is not a number gets. */
export function notANumberText() {
  return t('rope-type-number', { half: trimArg(0.5), example: trimArg(-0.84) });
}
