// The practice words (web/src/sections/practice/words.js) hold at every value the core's generator
// produces: for every kind, over many seeds (which reach the ends of each given's range), the
// question, the formula, each step and each mistake read without 'undefined', 'NaN' or
// '[object', and the question names its tolerance.
import { unbroken } from './i18n-node.mjs';
import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
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
// The page's sections: one folder each in web/src/sections (the folder's name is the view id).
const SECTION_IDS = readdirSync(new URL('../../web/src/sections/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const BAD = /undefined|NaN|\[object|Infinity/;

test('words.js knows every kind and every mistake the core lists, each linked to a section of the page', () => {
  const kinds = core.exerciseKinds();
  // By id: words.js lists the kinds in any order, one entry each.
  assert.deepEqual([...knownKinds].sort(), kinds.map((k) => k.kind).sort());
  assert.ok(SECTION_IDS.includes('formula') && SECTION_IDS.length >= 10, SECTION_IDS.join());
  // The kinds' mistakes, and the one a mark names without a kind listing it.
  const ids = [...kinds.flatMap((k) => k.mistakes), 'too-few-figures'];
  for (const id of ids) {
    assert.ok(knownMistakes.includes(id), id);
    const { name, explanation, section } = mistakeText(id);
    assert.ok(name && explanation, id);
    assert.ok(SECTION_IDS.includes(section) && section !== 'practice', `${id}: ${section}`);
  }
  for (const { kind, section } of kinds) {
    assert.notEqual(kindTitle(kind), kind);
    assert.ok(SECTION_IDS.includes(section), `${kind}: ${section}`);
  }
});

test('every mistake an exercise lists is one its kind declares, tied by id', () => {
  for (const { kind, mistakes } of core.exerciseKinds())
    for (let seed = 0; seed < 50; seed += 1) {
      const listed = core.exercise({ exerciseKind: kind, seed }).mistakes.map((m) => m.id);
      // In the kind's order, none twice.
      assert.deepEqual(
        listed,
        mistakes.filter((id) => listed.includes(id)),
        `${kind} ${seed}`,
      );
    }
});

test('the degrees hint says what happened before how to fix it', () => {
  const { explanation } = mistakeText('degrees-for-radians');
  assert.match(explanation, /^Your answer is what the angle gives when it is read as degrees\. .*radians/);
});

test('pe-value says how many decimals of the angle to keep', () => {
  for (let seed = 0; seed < 20; seed += 1) {
    const exercise = core.exercise({ exerciseKind: 'pe-value', seed });
    const keep = exercise.givens.find((g) => g.name === 'angleDecimals').value;
    assert.match(
      questionText(exercise),
      new RegExp(`Keep the angle to at least ${keep} decimal places before you take its sine or cosine\\.`),
    );
  }
});

// A T5 exercise as the core gives it, its steps written here (32 buckets, max distance 128).
function t5Exercise(query, key) {
  const n = Math.abs(key - query);
  const logPart = (Math.log(n / 8) / Math.log(128 / 8)) * 8;
  const logBucket = 8 + Math.floor(logPart);
  const side = Math.min(logBucket, 15);
  const start = key > query ? 16 : 0;
  return {
    kind: 't5-bucket',
    givens: [
      { name: 'query', value: query },
      { name: 'key', value: key },
      { name: 'numBuckets', value: 32 },
      { name: 'maxDistance', value: 128 },
    ],
    toleranceKind: 'absolute',
    tolerance: 0,
    steps: Object.entries({
      offset: key - query,
      distance: n,
      exactBuckets: 8,
      logPart,
      logBucket,
      lastBucket: 15,
      sideBucket: side,
      sideStart: start,
      bucket: start + side,
    }).map(([name, value]) => ({ name, value })),
  };
}

test("T5's worked steps show the log bucket's arithmetic and the cap (issue 26, 12)", () => {
  // The numbers: distance 85 after the query, 8 + floor(6.82) = 14, then + 16 = 30.
  const texts = stepTexts(t5Exercise(0, 85));
  assert.ok(texts.includes(unbroken('8 + ⌊6.818782⌋ = 14')), texts.join('\n'));
  assert.ok(texts.includes(`bucket: ${unbroken('14 + 16 = 30')}`), texts.join('\n'));
  assert.ok(texts.some((t) => t.endsWith('log(85/8) / log(128/8) · 8 = 6.818782')));
  assert.ok(texts.some((t) => /not past the last bucket 15, so the bucket within this direction is 14$/.test(t)));
  // Distance 200 before the query: 8 + floor(9.29) = 17 is past 15, capped.
  const capped = stepTexts(t5Exercise(200, 0));
  assert.ok(capped.includes(unbroken('8 + ⌊9.287712⌋ = 17')), capped.join('\n'));
  assert.ok(capped.some((t) => /17 is past the last bucket, so .* capped at 15: 15$/.test(t)));
  assert.ok(capped.includes(`bucket: ${unbroken('15 + 0 = 15')}`));
  // The core's T5 exercises read the same way (its steps against the formulas above).
  for (let seed = 0; seed < 100; seed += 1) {
    const exercise = core.exercise({ exerciseKind: 't5-bucket', seed });
    const g = Object.fromEntries(exercise.givens.map(({ name, value }) => [name, value]));
    assert.deepEqual(stepTexts(exercise), stepTexts(t5Exercise(g.query, g.key)), `seed ${seed}`);
  }
});

test("ALiBi's worked steps show the power 2^(−8·k/N) (issue 26, 12)", () => {
  // H = 3: n = 2; head 1 takes 2^(−8·1/2) = 1/16; head 3 the first odd slope of 2n = 4, 2^(−8·1/4).
  const alibi = (heads, head) => {
    const n = 2 ** Math.floor(Math.log2(heads));
    const [count, k] = head <= n ? [n, head] : [2 * n, 2 * (head - n) - 1];
    return {
      kind: 'alibi-slope',
      givens: [
        { name: 'heads', value: heads },
        { name: 'head', value: head },
      ],
      steps: [
        { name: 'powerOfTwo', value: n },
        { name: 'slopeCount', value: count },
        { name: 'slopeNumber', value: k },
        { name: 'slope', value: 2 ** ((-8 * k) / count) },
      ],
    };
  };
  assert.equal(stepTexts(alibi(3, 1)).at(-1), `slope ${unbroken('m = 2^(−8·1/2) = 0.0625')}`);
  assert.equal(stepTexts(alibi(3, 3)).at(-1), `slope ${unbroken('m = 2^(−8·1/4) = 0.25')}`);
  assert.match(stepTexts(alibi(6, 6))[2], /2\(h − n\) − 1 = 2\(6 − 4\) − 1 = 3$/);
  for (let seed = 0; seed < 100; seed += 1) {
    const exercise = core.exercise({ exerciseKind: 'alibi-slope', seed });
    const g = Object.fromEntries(exercise.givens.map(({ name, value }) => [name, value]));
    assert.deepEqual(stepTexts(exercise), stepTexts(alibi(g.heads, g.head)), `seed ${seed}`);
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

test('significant figures: the words name the zone the core marks right (issue 37 item 7)', () => {
  // pe-denominator@3401941355 asks for 1000 to 4 significant figures; the core marks right any
  // answer within one unit of the fourth figure (1), and the words must say so.
  const exercise = core.exercise({ exerciseKind: 'pe-denominator', seed: 3401941355 });
  assert.equal(exercise.answer, 1000);
  assert.equal(toleranceText(exercise), 'to 4 significant figures (an answer within 1 of it is right)');
  const right = (answer) => core.markAnswer({ exerciseKind: 'pe-denominator', seed: 3401941355, answer }).verdict;
  for (const answer of ['1000', '999', '1001', '999.4', '1e3']) assert.equal(right(answer), 'right', answer);
  for (const answer of ['998.9', '1001.1']) assert.equal(right(answer), 'wrong', answer);
  // Over many questions of every significant-figures kind: the stated zone is the one marked.
  for (const kind of core.exerciseKinds().map((entry) => entry.kind))
    for (let seed = 1; seed <= 40; seed += 1) {
      const e = core.exercise({ exerciseKind: kind, seed });
      if (e.toleranceKind !== 'significant') continue;
      const unit = 10 ** (Math.floor(Math.log10(Math.abs(e.answer))) - e.tolerance + 1);
      const mark = (value) => core.markAnswer({ exerciseKind: kind, seed, answer: String(value) }).verdict;
      assert.equal(mark(e.answer + 0.98 * unit), 'right', `${kind}@${seed}`);
      assert.notEqual(mark(e.answer + 1.1 * unit), 'right', `${kind}@${seed}`);
      assert.match(toleranceText(e), /an answer within \S+ of it is right/);
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
