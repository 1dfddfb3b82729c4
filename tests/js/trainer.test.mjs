// core.createTrainer on both builds: the API end to end on a small model, seeded runs that
// repeat, bad configs refused by field, use after free, and 1,000 create/free cycles that
// leave nothing behind (core.diagnostics(), as conversion-leaks.test.mjs checks).
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';

import { loadCore } from '../../dist/pe-core.mjs';
import { makeTrainers } from '../../web/api/trainers.mjs';

const SMALL = { task: 'copy', trainLength: 3, dModel: 16, heads: 2, blocks: 1, mlpWidth: 32, batch: 8, seed: 5 };
const CYCLES = Number(process.env.PE_TRAINER_CYCLES ?? 1000);

const product = (shape) => shape.reduce((a, b) => a * b, 1);

for (const simd of [true, false]) {
  describe(`core.createTrainer (${simd ? 'SIMD' : 'scalar'} build)`, async () => {
    const core = await loadCore({ simd });

    test('a small trainer: steps, evaluation, weights, gradients, batches, attention, prediction', () => {
      const trainer = core.createTrainer(SMALL);
      assert.equal(typeof trainer.id, 'number');
      const losses = trainer.step(3);
      assert.ok(losses instanceof Float32Array);
      assert.equal(losses.length, 3);
      for (const loss of losses) assert.ok(Number.isFinite(loss) && loss > 0, `loss ${loss}`);
      assert.equal(trainer.step().length, 1);

      const evaluation = trainer.evaluate({ examples: 10 });
      assert.deepEqual([...evaluation.lengths], [1, 2, 3, 4, 5, 6]); // evalLength 0: twice trainLength
      assert.equal(evaluation.trainLength, 3);
      assert.equal(evaluation.examples, 10);
      for (let k = 0; k < 6; k++) {
        assert.ok(evaluation.tokenAccuracy[k] >= 0 && evaluation.tokenAccuracy[k] <= 1);
        assert.ok(evaluation.exactAccuracy[k] <= evaluation.tokenAccuracy[k]);
      }
      assert.equal(trainer.evaluate({ evalLength: 2, examples: 4 }).lengths.length, 2);

      const weights = trainer.weights();
      assert.ok(weights.length >= 2);
      for (const { name, shape, values } of weights) {
        assert.equal(typeof name, 'string');
        assert.ok(shape instanceof Int32Array);
        assert.ok(values instanceof Float32Array);
        assert.equal(values.length, product(shape), name);
      }
      const [first] = weights;
      trainer.setWeight(first.name, new Float32Array(first.values.length).fill(0.125));
      assert.ok(trainer.weights()[0].values.every((v) => v === 0.125));
      assert.throws(() => trainer.setWeight('no such tensor', first.values), RangeError);
      assert.throws(
        () => trainer.setWeight(first.name, new Float32Array(first.values.length + 1)),
        /values must be an array of exactly/,
      );
      // Finite values that overflow float32 in the model are refused, the bound stated.
      assert.throws(
        () => trainer.setWeight(first.name, Array(first.values.length).fill(3e38)),
        (error) =>
          error instanceof RangeError &&
          /^values must be finite numbers in \[-1000, 1000\] \(larger weights can overflow float32 in the model\); values\[0\] is 3/.test(
            error.message,
          ),
      );

      const { loss, gradients } = trainer.lossAndGradients({ batchSeed: 11 });
      assert.ok(Number.isFinite(loss));
      assert.deepEqual(
        gradients.map((g) => [g.name, [...g.shape]]),
        weights.map((w) => [w.name, [...w.shape]]),
      );
      assert.equal(trainer.lossAndGradients({ batchSeed: 11 }).loss, loss, 'no update between the two');

      const batch = trainer.batch({ batchSeed: 11 });
      assert.equal(batch.size, 8);
      assert.equal(batch.tokens.length, batch.size * batch.length);
      assert.ok(batch.tokens instanceof Int32Array && batch.targets instanceof Int32Array);
      assert.ok(batch.weights instanceof Float32Array);
      assert.ok(batch.length >= 2 && batch.length <= 6);

      const attention = trainer.attention({ digits: [4, 2, 7], head: 1 });
      assert.deepEqual([...attention.tokens], [4, 2, 7, 10, 4, 2]); // copy: 4 2 7 SEP 4 2
      assert.equal(attention.weights.length, 36);

      const prediction = trainer.predict([4, 2, 7]);
      assert.deepEqual([...prediction.expected], [4, 2, 7]);
      assert.equal(prediction.predicted.length, 3);
      assert.equal(
        prediction.right,
        prediction.predicted.every((t, i) => t === prediction.expected[i]),
      );
      assert.throws(
        () => trainer.predict([1, 10]),
        (e) => e instanceof RangeError && /digits/.test(e.message),
      );
      assert.throws(() => trainer.predict([1, 2, 3, 4, 5, 6, 7]), /digits must be an array of 1 to 6 digits/);
      trainer.free();
      assert.equal(core.diagnostics().liveHandles, 0);
    });

    test('positionRange: training positions drawn sorted from [0, N), paired across schemes; off, 0..L-1', () => {
      const batchOf = (config) => {
        const trainer = core.createTrainer({ ...SMALL, task: 'reverse', ...config });
        const batch = trainer.batch({ batchSeed: 21 });
        const weights = trainer.weights();
        trainer.free();
        return { batch, weights };
      };
      const plain = batchOf({ positionScheme: 'rope' }).batch;
      assert.ok(plain.positions instanceof Int32Array);
      assert.deepEqual(
        [...plain.positions],
        Array.from({ length: plain.size * plain.length }, (_, i) => i % plain.length),
      );
      const drawn = batchOf({ positionScheme: 'rope', positionRange: 40 }).batch;
      assert.deepEqual([...drawn.tokens], [...plain.tokens]);
      assert.notDeepEqual([...drawn.positions], [...plain.positions]);
      for (let e = 0; e < drawn.size; e++) {
        const row = drawn.positions.subarray(e * drawn.length, (e + 1) * drawn.length);
        assert.ok(row[0] >= 0 && row[row.length - 1] < 40, `example ${e}: ${row}`);
        for (let p = 1; p < row.length; p++) assert.ok(row[p - 1] < row[p], `example ${e} sorted: ${row}`);
      }
      // Paired: the same positions under the other schemes that read them; none under ALiBi.
      for (const positionScheme of ['sinusoidal', 'learned']) {
        assert.deepEqual([...batchOf({ positionScheme, positionRange: 40 }).batch.positions], [...drawn.positions]);
      }
      assert.deepEqual(
        [...batchOf({ positionScheme: 'alibi', positionRange: 40 }).batch.positions],
        [...plain.positions],
      );
      // The learned table grows to N rows.
      const table = batchOf({ positionScheme: 'learned', positionRange: 40 }).weights[1];
      assert.equal(table.name, 'position');
      assert.deepEqual([...table.shape], [40, 16]);
      // Below the longest sequence the model is given (2 x evalLength = 12 tokens here): refused by name.
      assert.throws(
        () => core.createTrainer({ ...SMALL, positionRange: 11 }),
        (e) =>
          e instanceof RangeError &&
          e.message.startsWith(
            'positionRange must be 0 (off) or an integer in [12, 256] (at least the longest sequence',
          ),
      );
      assert.throws(() => core.createTrainer({ ...SMALL, positionRange: 257 }), /^RangeError: positionRange must be/);
      assert.equal(core.diagnostics().liveTrainers, 0);
    });

    test('ropeScaling: each method changes a RoPE run and the evaluation of its weights; none changes nothing', () => {
      const ROPE = { ...SMALL, task: 'reverse', positionScheme: 'rope' }; // head dimension 8
      const plain = core.createTrainer(ROPE);
      const plainLosses = plain.step(10);
      plain.step(190); // far enough that every method's frequencies change some answer
      const weights = plain.weights();
      const plainEvaluation = plain.evaluate({ examples: 50 });
      plain.free();
      const runs = ['none', 'pi', 'ntk', 'yarn'].map((ropeScaling) => {
        // Trained with the method on, from the same seed and batches.
        const trained = core.createTrainer({ ...ROPE, ropeScaling, ropeScale: 2 });
        const losses = trained.step(10);
        trained.free();
        // The plain run's weights, evaluated with the method's frequencies (s = 2: 3 digits, 6 tokens, to 6 digits).
        const scaled = core.createTrainer({ ...ROPE, ropeScaling, ropeScale: 2 });
        for (const { name, values } of weights) scaled.setWeight(name, values);
        const evaluation = scaled.evaluate({ examples: 50 });
        scaled.free();
        return { ropeScaling, losses, evaluation };
      });
      for (const { ropeScaling, losses, evaluation } of runs) {
        if (ropeScaling === 'none') {
          assert.deepEqual(losses, plainLosses);
          assert.deepEqual(evaluation, plainEvaluation);
        } else {
          assert.notDeepEqual(losses, plainLosses, ropeScaling);
          assert.notDeepEqual([...evaluation.rightTokens], [...plainEvaluation.rightTokens], ropeScaling);
        }
      }
      // Without RoPE the field is checked but not read.
      const sinusoidal = core.createTrainer({ ...SMALL, ropeScaling: 'yarn', ropeScale: 4 });
      const reference = core.createTrainer(SMALL);
      const [a, b] = [sinusoidal.step(3), reference.step(3)];
      sinusoidal.free();
      reference.free();
      assert.deepEqual(a, b);
      assert.throws(
        () => core.createTrainer({ ...ROPE, ropeScale: 0.5 }),
        (e) => e instanceof RangeError && e.message === 'ropeScale must be a number in [1, 64]; got 0.5',
      );
      assert.throws(
        () => core.createTrainer({ ...ROPE, ropeScaling: 'YaRN' }),
        (e) =>
          e instanceof RangeError && /^ropeScaling must be "none", "pi", "ntk" or "yarn"; got "YaRN"/.test(e.message),
      );
      assert.throws(() => core.createTrainer({ ...ROPE, ropeScale: '2' }), TypeError);
      assert.equal(core.diagnostics().liveTrainers, 0);
    });

    test('a seeded run repeats bit for bit; step k trains on the batch of the k-th stream seed', () => {
      const a = core.createTrainer({ ...SMALL, task: 'reverse' });
      const b = core.createTrainer({ ...SMALL, task: 'reverse' });
      assert.deepEqual(a.step(5), b.step(5));
      assert.deepEqual(
        a.weights().map((w) => w.values),
        b.weights().map((w) => w.values),
      );
      a.free();
      b.free();
    });

    test('use after free is an Error naming it, and nothing reaches the core', () => {
      const trainer = core.createTrainer(SMALL);
      trainer.free();
      assert.equal(trainer.freed, true);
      trainer.free(); // again: nothing
      const calls = {
        step: () => trainer.step(1),
        evaluate: () => trainer.evaluate(),
        weights: () => trainer.weights(),
        setWeight: () => trainer.setWeight('head', [1]),
        lossAndGradients: () => trainer.lossAndGradients(),
        batch: () => trainer.batch(),
        attention: () => trainer.attention({ digits: [1] }),
        predict: () => trainer.predict([1]),
      };
      for (const [name, call] of Object.entries(calls)) {
        assert.throws(
          call,
          (e) =>
            e instanceof Error &&
            e.message === `trainer.${name}(): this trainer was freed; make another with core.createTrainer()`,
          name,
        );
      }
      // The raw call with a freed id is refused by the core, by name.
      assert.throws(
        () => core.trainerStep({ trainer: trainer.id }),
        /trainer must be a live trainer's id; \d+ was freed/,
      );
    });

    test('bad configs: every field below, above, not an integer and of the wrong type, refused by name', () => {
      const fields = core.requests.createTrainer;
      let tried = 0;
      for (const [name, field] of Object.entries(fields)) {
        const spec = core.parameters[name];
        const min = field.min ?? spec.min;
        const max = field.max ?? spec.max;
        const bad = [];
        if (spec.kind === 'choice') {
          bad.push(['an unknown name', 'nope', RangeError], ['a number', 3, TypeError]);
        } else {
          bad.push([`below (${min})`, spec.minExclusive ? min : min - 1, RangeError]);
          bad.push([`above (${max})`, max + 1, RangeError]);
          if (spec.kind === 'integer') bad.push(['not an integer', min + 0.5, RangeError]);
          bad.push(['NaN', Number.NaN, RangeError], ['a string', '8', TypeError], ['null', null, TypeError]);
        }
        for (const [label, value, errorClass] of bad) {
          tried += 1;
          assert.throws(
            () => core.createTrainer({ ...SMALL, [name]: value }),
            (e) => e instanceof errorClass && e.message.startsWith(`${name} must`),
            `${name} = ${label}`,
          );
        }
      }
      // Fields the core checks against each other, by name too.
      assert.throws(() => core.createTrainer({ trainLength: 8, evalLength: 4 }), /^RangeError: evalLength must be 0/);
      // The largest model at the longest lengths reserves more than half the budget: a second
      // one, while the first lives, is refused by the budget (naming batch), and takes nothing.
      const huge = { trainLength: 32, dModel: 128, heads: 8, blocks: 4, mlpWidth: 512, batch: 32 };
      const first = core.createTrainer(huge);
      assert.throws(
        () => core.createTrainer(huge),
        /^RangeError: batch \(with this model\) must fit the live trainers' budget of 536870912 bytes/,
      );
      assert.equal(core.diagnostics().liveTrainers, 1);
      first.free();
      assert.throws(() => core.createTrainer('copy'), /config must be an object/);
      assert.ok(tried > 60, `${tried} bad values`);
      assert.equal(core.diagnostics().liveTrainers, 0);
      assert.equal(core.diagnostics().liveHandles, 0);
    });

    test(`${CYCLES.toLocaleString('en')} create/free cycles leak nothing`, () => {
      for (let i = 0; i < 20; i++) core.createTrainer(SMALL).free(); // reach steady memory
      const start = core.diagnostics();
      for (let i = 0; i < CYCLES; i++) {
        const trainer = core.createTrainer({ ...SMALL, seed: i });
        if (i % 100 === 0) trainer.step(1);
        trainer.free();
      }
      const after = core.diagnostics();
      assert.equal(after.liveTrainers, 0);
      assert.equal(after.trainerBytes, 0);
      assert.equal(after.liveHandles, 0);
      assert.equal(after.memoryBytes, start.memoryBytes, 'WASM memory grew');
    });
  });
}

test('the SIMD and scalar builds train to the same bits, every scheme (as the README says)', async () => {
  const [simd, scalar] = await Promise.all([loadCore({ simd: true }), loadCore({ simd: false })]);
  // Each scheme as it comes, and with randomised positions (N 40; the same run for the schemes
  // that read no positions).
  const configs = simd.parameters.positionScheme.choices.flatMap((positionScheme) => [
    { positionScheme },
    { positionScheme, positionRange: 40 },
  ]);
  for (const config of configs) {
    const runs = [simd, scalar].map((core) => {
      const trainer = core.createTrainer({ ...SMALL, ...config, task: 'sort' });
      const losses = trainer.step(3);
      const { exactAccuracy } = trainer.evaluate({ examples: 5 });
      const weights = trainer.weights().map((w) => w.values);
      trainer.free();
      return { losses, exactAccuracy, weights };
    });
    assert.deepEqual(runs[0], runs[1], JSON.stringify(config));
  }
});

test('a trainer the core stopped (a non-finite loss) throws an Error saying so, with the losses it took', () => {
  // The core's half is test_trainer.cpp (weights past the bound make the loss infinite; setWeight
  // cannot reach them from here). This is the wrapper's: the core's `stopped` becomes an Error.
  const stopped =
    'training stopped at step 3: the loss was Infinity (float32 overflowed); the weights are those after step 2. Make a new trainer with a smaller learningRate or smaller weights';
  let answer = { losses: new Float32Array([0.5, 0.25]), step: 2, stopped: '' };
  const { createTrainer } = makeTrainers({
    trainerCreate: () => ({ trainer: 1 }),
    trainerStep: () => answer,
    trainerFree: () => true,
  });
  const trainer = createTrainer({});
  assert.deepEqual([...trainer.step(2)], [0.5, 0.25]);
  answer = { losses: new Float32Array([0.125]), step: 3, stopped };
  assert.throws(
    () => trainer.step(3),
    (error) =>
      error.constructor === Error && error.message === `trainer.step(): ${stopped}` && error.losses[0] === 0.125,
  );
});
