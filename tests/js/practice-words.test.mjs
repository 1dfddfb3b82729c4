// The practice words (web/src/sections/practice/words.js) hold at every value the core's generator
// produces: for every kind, over many seeds (which reach the ends of each given's range), the
// question, the formula, each step and each mistake read without 'undefined', 'NaN' or
// '[object', and the question names its tolerance.
import assert from 'node:assert/strict';
import { test } from 'node:test';

import katex from 'katex';

import { loadCore } from '../../dist/pe-core.mjs';
import {
  kindTitle,
  knownKinds,
  knownMistakes,
  mistakeText,
  questionMath,
  questionText,
  stepTexts,
  toleranceText,
} from '../../web/src/sections/practice/words.js';

const core = await loadCore();
const SEEDS = 400;
const BAD = /undefined|NaN|\[object|Infinity/;

test('words.js knows every kind and every mistake the core lists', () => {
  const kinds = core.exerciseKinds();
  assert.deepEqual(
    knownKinds,
    kinds.map((k) => k.kind),
  );
  for (const { kind, mistakes } of kinds) {
    assert.notEqual(kindTitle(kind), kind);
    for (const id of mistakes) {
      assert.ok(knownMistakes.includes(id), `${kind}: ${id}`);
      const { name, explanation, section } = mistakeText(id);
      assert.ok(name && explanation && section, id);
      assert.ok(
        core.parameters.exerciseKind &&
          ['formula', 'steps', 'proof', 'rope', 'similarity', 'bias', 'extension', 'conventions'].includes(section),
        `${id}: ${section}`,
      );
    }
  }
});

test('every kind reads well at every given the generator draws, and names its tolerance', () => {
  for (const { kind } of core.exerciseKinds()) {
    const seen = new Map(); // given -> { min, max }
    for (let seed = 0; seed < SEEDS; seed += 1) {
      const exercise = core.exercise({ exerciseKind: kind, seed });
      for (const { name, value } of exercise.givens) {
        const range = seen.get(name) ?? { min: value, max: value };
        seen.set(name, { min: Math.min(range.min, value), max: Math.max(range.max, value) });
      }
      const question = questionText(exercise);
      assert.doesNotMatch(question, BAD, `${kind} ${seed}: ${question}`);
      assert.ok(question.includes(toleranceText(exercise)), `${kind} ${seed}`);
      assert.match(toleranceText(exercise), /significant figures|to within 0\.\d+|exactly/);
      assert.doesNotMatch(questionMath(exercise), BAD);
      for (const text of stepTexts(exercise)) assert.doesNotMatch(text, BAD, `${kind}: ${text}`);
    }
    assert.ok(seen.size > 0, kind);
  }
});

test("every kind's formula is TeX that KaTeX renders", () => {
  for (const { kind } of core.exerciseKinds()) {
    const tex = questionMath(core.exercise({ exerciseKind: kind, seed: 0 }));
    if (tex === '') continue;
    assert.doesNotThrow(() => katex.renderToString(tex, { throwOnError: true }), kind);
  }
});

test('the tolerance in words', () => {
  assert.equal(toleranceText({ toleranceKind: 'significant', tolerance: 4 }), 'to 4 significant figures');
  assert.equal(toleranceText({ toleranceKind: 'absolute', tolerance: 0.0005 }), 'to within 0.0005');
  assert.equal(toleranceText({ toleranceKind: 'absolute', tolerance: 0 }), 'exactly (a whole number)');
});

test('ordinals in the questions: 1st, 2nd, 3rd, 11th, 12th, 13th, 21st, 101st', () => {
  const fairseq = (token) =>
    questionText({
      kind: 'fairseq-row',
      givens: [{ name: 'token', value: token }],
      toleranceKind: 'absolute',
      tolerance: 0,
    });
  for (const [token, words] of [
    [1, '1st'],
    [2, '2nd'],
    [3, '3rd'],
    [11, '11th'],
    [12, '12th'],
    [13, '13th'],
    [21, '21st'],
    [101, '101st'],
  ]) {
    assert.match(fairseq(token), new RegExp(`the ${words} token`));
  }
});

test("the dot product's worked angles say which pair each is, in order (d/2 of them)", () => {
  const exercise = core.exercise({ exerciseKind: 'dot-product', seed: 0 });
  const d = exercise.givens.find((given) => given.name === 'dModel').value;
  const angles = stepTexts(exercise).filter((text) => text.startsWith('angle'));
  assert.equal(angles.length, d / 2);
  assert.deepEqual(
    angles.map((text) => /^angle of pair (\d+), /.exec(text)?.[1]),
    angles.map((_, pair) => String(pair)),
  );
});
