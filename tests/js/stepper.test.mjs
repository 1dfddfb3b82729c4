// The predict-then-reveal stepper's judging (web/src/kit/stepper.js judge) over both kinds of
// stage, and the stages the two sections that use it declare (steps: relative error but at the
// value; rope: relative error at the angle only). Every verdict here is worked out by hand in
// the comments from the rule: error = |guess − truth|, divided by max(1, |truth|) for a relative
// stage; exact below 5e-7 (or when both print the same at 6 decimals), very close below 1e-3,
// close below 0.02, else not quite.
import { inLanguage, unbroken } from './i18n-node.mjs';
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { judge } from '../../web/src/kit/stepper.js';
import * as rope from '../../web/src/sections/rope/predict.js';
import * as steps from '../../web/src/sections/steps/predict.js';

const verdict = (guess, truth, error) => judge(guess, truth, error).verdict;

test('an absolute stage judges the difference itself', () => {
  assert.equal(verdict(0.5, 0.5, 'absolute'), 'exact');
  assert.equal(verdict(0.5000004, 0.5, 'absolute'), 'exact'); // 4e-7 < 5e-7
  // 0.50000049 and 0.4999996 are 8.9e-7 apart, but both print 0.500000 at 6 decimals.
  assert.equal(verdict(0.50000049, 0.4999996, 'absolute'), 'exact');
  assert.equal(verdict(0.5000006, 0.5, 'absolute'), 'very-close'); // 6e-7, and 0.500001 is not 0.500000
  assert.equal(verdict(0.5009, 0.5, 'absolute'), 'very-close'); // 9e-4 < 1e-3
  assert.equal(verdict(0.511, 0.5, 'absolute'), 'close'); // 0.011 < 0.02
  assert.equal(verdict(0.53, 0.5, 'absolute'), 'not-quite'); // 0.03
  assert.equal(verdict(-0.99, -0.98999249, 'absolute'), 'very-close'); // 7.5e-6
  // A large number is judged as harshly as a small one: 0.16 off is not quite.
  assert.equal(verdict(464, 464.158883, 'absolute'), 'not-quite');
  assert.equal(verdict(464.16, 464.158883, 'absolute'), 'close'); // 1.117e-3: over 1e-3
});

test('a relative stage divides by max(1, |truth|)', () => {
  // 464.158883 = 10000^(1/3): 0.158883 / 464.158883 = 3.4e-4 < 1e-3.
  assert.equal(verdict(464, 464.158883, 'relative'), 'very-close');
  assert.equal(verdict(464.16, 464.158883, 'relative'), 'very-close'); // 1.117e-3 / 464.16 = 2.4e-6
  assert.equal(verdict(464.1589, 464.158883, 'relative'), 'exact'); // 1.7e-5 / 464.16 = 3.7e-8; prints differ
  assert.equal(verdict(470, 464.158883, 'relative'), 'close'); // 5.841117 / 464.158883 = 0.0126
  assert.equal(verdict(500, 464.158883, 'relative'), 'not-quite'); // 35.84 / 464.16 = 0.077
  assert.equal(verdict(-2030, -2000, 'relative'), 'close'); // 30 / 2000 = 0.015: the size, not the sign
  // Below 1 in size the scale is 1: the same verdicts as an absolute stage.
  assert.equal(verdict(0.31, 0.3, 'relative'), 'close'); // 0.01
  assert.equal(verdict(0.3009, 0.3, 'relative'), 'very-close'); // 9e-4
  assert.equal(verdict(0.33, 0.3, 'relative'), 'not-quite'); // 0.03, not 0.03 / 0.3
});

test('the tone, the difference and whether a hint helps go with the verdict', () => {
  assert.deepEqual(judge(0.5, 0.5, 'absolute'), { verdict: 'exact', tone: 'ok', difference: 0, hint: false });
  assert.deepEqual(judge(3, 5, 'relative'), { verdict: 'not-quite', tone: 'warn', difference: 2, hint: true });
  const veryClose = judge(464, 464.158883, 'relative');
  assert.equal(veryClose.tone, 'ok');
  assert.equal(veryClose.hint, false);
  assert.ok(Math.abs(veryClose.difference - 0.158883) < 1e-12);
  const close = judge(0.511, 0.5, 'absolute');
  assert.equal(close.tone, 'warn');
  assert.equal(close.hint, true);
});

test('a stage must declare absolute or relative error', () => {
  assert.throws(() => judge(1, 1, 'percent'), {
    name: 'RangeError',
    message: /error must be 'absolute' or 'relative'/,
  });
  assert.throws(() => judge(1, 1), RangeError);
});

test('steps asks for four stages, relative but at the value; rope for five, relative at the angle only', () => {
  assert.deepEqual(
    steps.ASKED.map((stage) => [stage.id, stage.error]),
    [
      ['exponent', 'relative'],
      ['denominator', 'relative'],
      ['angle', 'relative'],
      ['value', 'absolute'],
    ],
  );
  assert.deepEqual(
    rope.ASKED.map((stage) => [stage.id, stage.error]),
    [
      ['angle', 'relative'],
      ['cos', 'absolute'],
      ['sin', 'absolute'],
      ['outFirst', 'absolute'],
      ['outSecond', 'absolute'],
    ],
  );
});

test('each section words a judgement in its own messages (English, from web/locales/en.ftl)', async () => {
  await inLanguage('en');
  const errorOf = (kit, id) => kit.ASKED.find((stage) => stage.id === id).error;
  const stepsSays = (guess, truth, stage, record) =>
    steps.judgedText(judge(guess, truth, errorOf(steps, stage)), { stage, guess, truth }, record);
  const ropeSays = (guess, truth, stage) =>
    rope.judgedText(judge(guess, truth, errorOf(rope, stage)), { stage, guess, truth });
  const sin = { fn: 'sin', angle: 0.03 };
  assert.equal(
    stepsSays(470, 464.158883, 'denominator', sin),
    'Close: you said 470, the denominator is 464.158883, a difference of 5.841117. Raise b to the exponent from the line above.',
  );
  assert.equal(
    stepsSays(464, 464.158883, 'denominator', sin),
    'Very close: you said 464, the denominator is 464.158883, a difference of 0.158883.',
  );
  // The value is absolute: 0.02 off sin(0.03) = 0.029996 is not quite, with the small-angle hint.
  assert.equal(
    stepsSays(0.05, 0.029996, 'value', sin),
    'Not quite: you said 0.05, the value is 0.029996, a difference of 0.020004. For a small angle x, sin(x) is almost x itself.',
  );
  assert.equal(stepsSays(0.029996, 0.029996, 'value', sin), 'Exactly right to 6 decimals: the value is 0.029996.');
  // The angle is relative: 50.04 for 50 is 0.04 / 50 = 8e-4 off, very close (0.04 absolute would be
  // not quite); cos θ is absolute: 0.01 off, close.
  assert.equal(
    ropeSays(50.04, 50, 'angle'),
    `Very close: you said 50.04, the angle ${unbroken('θ = pos·ω_i')} is 50, a difference of 0.040000.`,
  );
  assert.equal(
    ropeSays(0.29, 0.28, 'cos'),
    'Close: you said 0.29, cos θ is 0.28, a difference of 0.010000. Use radians, not degrees.',
  );
  assert.equal(
    ropeSays(-0.4, 0.5, 'outFirst'),
    'Not quite: you said -0.4, a′ = a cos θ − b sin θ is 0.5, a difference of 0.900000. Use a and b from q and the cos θ and sin θ above; mind the minus sign in a′.',
  );
});
