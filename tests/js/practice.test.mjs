// The practice API (issue 19) through the JS API, on both builds (SIMD and scalar): the kinds,
// an exercise's shape, a markAnswer round trip for every kind (its right answer typed with a
// decimal comma, each mistake's value, and text that does not parse), refusals as RangeErrors
// naming the parameter, and no embind handle left behind over 1,000 calls. Expected values are
// written here (the lesson's formula for one exercise), never the core's output for the call.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';

import { loadCore } from '../../dist/pe-core.mjs';

const builds = [true, false];

/** A number as a student might type it, with a decimal comma. */
const typed = (value) => String(Number(value.toPrecision(12))).replace('.', ',');
/** The reason of an answer that was read: every field empty. */
const NO_REASON = { code: '', at: 0, text: '', separator: '', limit: 0 };

for (const simd of builds) {
  describe(`practice (${simd ? 'SIMD' : 'scalar'} build)`, async () => {
    const core = await loadCore({ simd });

    test('at least ten kinds, each with its section and at least three mistakes', () => {
      const kinds = core.exerciseKinds();
      assert.ok(kinds.length >= 10);
      assert.deepEqual(
        kinds.map((k) => k.kind),
        core.parameters.exerciseKind.choices,
      );
      for (const { kind, section, mistakes } of kinds) {
        assert.equal(typeof section, 'string', kind);
        assert.ok(mistakes.length >= 3, kind);
      }
    });

    test('an exercise has the contract shape, and its answer follows the lesson formula', () => {
      const e = core.exercise({ exerciseKind: 'pe-value', seed: 1 });
      assert.equal(e.kind, 'pe-value');
      assert.equal(e.section, 'steps');
      assert.equal(e.seed, 1);
      const g = Object.fromEntries(e.givens.map(({ name, value }) => [name, value]));
      const i = Math.floor(g.dim / 2);
      const angle = g.pos / g.base ** ((2 * i) / g.dModel);
      const expected = g.dim % 2 === 0 ? Math.sin(angle) : Math.cos(angle);
      assert.ok(Math.abs(e.answer - expected) < 1e-12);
      assert.equal(e.toleranceKind, 'absolute');
      assert.equal(e.tolerance, 0.0005);
      // The five every pe-value lists, then the occasional slips this one tells apart (in the
      // order the kind lists them; j/d is a slip here: dimension 5 is a cosine).
      const ids = e.mistakes.map((m) => m.id);
      assert.deepEqual(ids.slice(0, 5), [
        'degrees-for-radians',
        'sin-cos-swapped',
        'dimension-as-pair',
        'one-based-position',
        'base-as-max-length',
      ]);
      const occasional = ['dimension-exponent', 'missing-two', 'angle-rounded-early'];
      assert.deepEqual(
        ids.slice(5),
        occasional.filter((id) => ids.includes(id)),
      );
      assert.ok(ids.includes('dimension-exponent'));
      assert.deepEqual(core.exerciseKinds().find((k) => k.kind === 'pe-value').mistakes, [
        ...ids.slice(0, 5),
        ...occasional,
      ]);
      assert.deepEqual(
        e.steps.map((s) => s.name),
        ['pair', 'exponent', 'denominator', 'angle', 'value'],
      );
    });

    test('a markAnswer round trip for every kind', () => {
      for (const { kind } of core.exerciseKinds()) {
        for (const seed of [0, 5, 4294967295]) {
          const e = core.exercise({ exerciseKind: kind, seed });
          const right = core.markAnswer({ exerciseKind: kind, seed, answer: typed(e.answer) });
          assert.equal(right.verdict, 'right', `${kind} ${seed}: ${typed(e.answer)}`);
          assert.equal(right.mistake, '');
          assert.equal(right.message, '');
          for (const { id, value } of e.mistakes) {
            const mark = core.markAnswer({ exerciseKind: kind, seed, answer: typed(value) });
            assert.equal(mark.verdict, 'wrong', `${kind} ${seed} ${id}`);
            assert.equal(mark.mistake, id, `${kind} ${seed} ${id}`);
          }
          const lost = core.markAnswer({ exerciseKind: kind, seed, answer: 'about 3' });
          assert.equal(lost.verdict, 'not-understood');
          assert.ok(Number.isNaN(lost.value));
          assert.match(lost.message, /'about'/);
          assert.match(lost.message, /Type one number/);
        }
      }
    });

    test('parseAnswer reads a decimal comma and expressions, and says how', () => {
      assert.deepEqual(core.parseAnswer({ answer: '1,5' }), {
        ok: true,
        value: 1.5,
        readAs: '1.5',
        message: '',
        reason: NO_REASON,
      });
      const quarter = core.parseAnswer({ answer: 'π/4' });
      assert.equal(quarter.readAs, 'pi/4 = 0.785398');
      assert.equal(quarter.value, Math.PI / 4);
      assert.equal(core.parseAnswer({ answer: '1.000,5' }).value, 1000.5);
      const bad = core.parseAnswer({ answer: '1,2,3' });
      assert.equal(bad.ok, false);
      assert.match(bad.message, /more than one decimal mark/);
      // The same as a code and its data, for the page to word in its language (issue 28).
      assert.deepEqual(bad.reason, { code: 'several-decimal-marks', at: 0, text: '1,2,3', separator: '', limit: 0 });
    });

    test('a lone surrogate reaches the core as U+FFFD, said to be unreadable, never as another character', () => {
      // Emscripten's encoder would join U+D800 with what follows (U+10000 at the end, or a
      // character built from the next unit, eating it): the API passes U+FFFD instead.
      for (const [answer, at] of [
        ['\uD800', 1],
        ['5\uDC00', 2],
        ['\uDBFF5', 1],
        ['\uDC00\uD800', 1],
      ]) {
        const parsed = core.parseAnswer({ answer });
        assert.equal(parsed.ok, false, JSON.stringify(answer));
        assert.match(parsed.message, new RegExp(`could not be read as text at character ${at}\\.`));
        assert.deepEqual(parsed.reason, { code: 'unreadable-character', at, text: '', separator: '', limit: 0 });
        assert.doesNotMatch(parsed.message, /[\u{10000}-\u{10FFFF}]/u);
        const mark = core.markAnswer({ exerciseKind: 'pe-value', seed: 0, answer });
        assert.equal(mark.verdict, 'not-understood');
      }
      // A real pair is one character, quoted as typed.
      assert.match(core.parseAnswer({ answer: '\u{1F600}' }).message, /'\u{1F600}' at character 1\./u);
    });

    test('"5." is five, and a stray point is not two numbers side by side', () => {
      assert.deepEqual(core.parseAnswer({ answer: '5.' }), {
        ok: true,
        value: 5,
        readAs: '5',
        message: '',
        reason: NO_REASON,
      });
      const stray = core.parseAnswer({ answer: '5..' });
      assert.equal(stray.ok, false);
      assert.doesNotMatch(stray.message, /side by side/);
    });

    test('a practice set is the same on every call, cycling through the kinds', () => {
      const set = core.practiceSet({ seed: 9, count: 5, exerciseKinds: ['alibi-slope', 't5-bucket'] });
      assert.deepEqual(
        set.map((e) => e.kind),
        ['alibi-slope', 't5-bucket', 'alibi-slope', 't5-bucket', 'alibi-slope'],
      );
      assert.deepEqual(core.practiceSet({ seed: 9, count: 5, exerciseKinds: ['alibi-slope', 't5-bucket'] }), set);
      assert.equal(core.practiceSet({ seed: 9 }).length, 10); // count defaults to 10, every kind
    });

    test('bad requests are RangeErrors (or TypeErrors) naming the parameter and its range', () => {
      const count = core.exerciseKinds().length; // the message counts the kinds (a new kind changes it)
      assert.throws(() => core.exercise({ exerciseKind: 'pe-vale', seed: 0 }), {
        name: 'RangeError',
        message: `exerciseKind must be "pe-value" or another of the ${count} kinds core.exerciseKinds() lists; got "pe-vale"`,
      });
      assert.throws(() => core.exercise({ exerciseKind: 'pe-value', seed: -1 }), {
        name: 'RangeError',
        message: 'seed must be an integer in [0, 4294967295]; got -1',
      });
      assert.throws(() => core.practiceSet({ seed: 0, count: 51 }), {
        name: 'RangeError',
        message: 'count must be an integer in [1, 50]; got 51',
      });
      assert.throws(() => core.practiceSet({ seed: 0, exerciseKinds: ['nope'] }), {
        name: 'RangeError',
        message: `each entry of exerciseKinds must be "pe-value" or another of the ${count} kinds core.exerciseKinds() lists; got "nope"`,
      });
      // Refused in JS before the string is copied into the core (10,001 UTF-16 units are at
      // least 10,001 UTF-8 bytes); a string short in units but long in bytes the core refuses.
      assert.throws(() => core.markAnswer({ exerciseKind: 'pe-value', seed: 0, answer: '1'.repeat(10001) }), {
        name: 'RangeError',
        message: 'answer must be a string of at most 10000 bytes; got a string of 10001 characters',
      });
      assert.throws(() => core.markAnswer({ exerciseKind: 'pe-value', seed: 0, answer: 'é'.repeat(5001) }), {
        name: 'RangeError',
        message: 'answer must be a string of at most 10000 bytes; got 10002',
      });
      assert.throws(() => core.markAnswer({ exerciseKind: 'pe-value', seed: 0, answer: 1.5 }), {
        name: 'TypeError',
        message: /^answer must be a string of at most 10000 bytes; got 1.5$/,
      });
    });

    test('no embind handle is left behind over 1,000 calls', () => {
      core.markAnswer({ exerciseKind: 'pe-value', seed: 0, answer: '0' }); // warm up
      const before = core.diagnostics().liveHandles;
      for (let k = 0; k < 1000; k += 1) {
        const kinds = core.exerciseKinds();
        const kind = kinds[k % kinds.length].kind;
        core.exercise({ exerciseKind: kind, seed: k });
        core.markAnswer({ exerciseKind: kind, seed: k, answer: k % 2 ? 'pi/4' : '((' });
        core.parseAnswer({ answer: '1,5' });
        if (k % 100 === 0) core.practiceSet({ seed: k, count: 50 });
        try {
          core.exercise({ exerciseKind: 'nope', seed: k });
        } catch {
          // refused, as it should be
        }
      }
      assert.equal(core.diagnostics().liveHandles, before);
    });
  });
}
