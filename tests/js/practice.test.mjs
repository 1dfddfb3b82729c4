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
      assert.deepEqual(
        e.mistakes.map((m) => m.id),
        ['degrees-for-radians', 'sin-cos-swapped', 'dimension-as-pair', 'one-based-position', 'base-as-max-length'],
      );
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
      assert.deepEqual(core.parseAnswer({ answer: '1,5' }), { ok: true, value: 1.5, readAs: '1.5', message: '' });
      const quarter = core.parseAnswer({ answer: 'π/4' });
      assert.equal(quarter.readAs, 'pi/4 = 0.785398');
      assert.equal(quarter.value, Math.PI / 4);
      assert.equal(core.parseAnswer({ answer: '1.000,5' }).value, 1000.5);
      const bad = core.parseAnswer({ answer: '1,2,3' });
      assert.equal(bad.ok, false);
      assert.match(bad.message, /more than one decimal mark/);
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
      assert.throws(() => core.exercise({ exerciseKind: 'pe-vale', seed: 0 }), {
        name: 'RangeError',
        message: 'exerciseKind must be "pe-value" or another of the 15 kinds core.exerciseKinds() lists; got "pe-vale"',
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
        message:
          'each entry of exerciseKinds must be "pe-value" or another of the 15 kinds core.exerciseKinds() lists; got "nope"',
      });
      assert.throws(() => core.markAnswer({ exerciseKind: 'pe-value', seed: 0, answer: '1'.repeat(10001) }), {
        name: 'RangeError',
        message: 'answer must be a string of at most 10000 bytes; got 10001',
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
        const kind = core.exerciseKinds()[k % 15].kind;
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
