// The independent rebuild the README promises ("Training a model"): the same model written in
// TensorFlow.js from the README's formulas (tests/bench/tfjs-model.mjs), set to the core's
// weights and fed the core's batch, must give the core's loss and, through TF.js's own automatic
// differentiation, every tensor's gradient; and a few AdamW steps on the core's batches must
// land on the core's weights. For every position scheme. TF.js runs on its wasm backend (float32,
// one thread), three times faster here than its cpu backend, which agrees as closely (measured
// with this file on cpu: gradients 8.6e-6, weights 1.3e-5 at worst).
//
// Tolerances (float32 on both sides, different summation orders): the loss within 1e-5
// relative; each gradient tensor's error ||g_tfjs - g_core|| within GRADIENT_TOLERANCE of
// ||g_core||; after three AdamW steps each tensor's difference within WEIGHT_TOLERANCE of the
// size of its change ||p_core - p_start|| (the steps' own size, so a wrong rate, decay,
// clipping or bias correction shows).
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';

import * as tf from '@tensorflow/tfjs';

import { loadCore } from '../../dist/pe-core.mjs';
import { createTfModel, t5DecoderBucket } from '../bench/tfjs-model.mjs';

const GRADIENT_TOLERANCE = 1e-4;
const WEIGHT_TOLERANCE = 1e-4;
const LOSS_TOLERANCE = 1e-5;
// Both checks at the trainer's defaults (d 32, 4 heads, 2 blocks, MLP 128, batch 32, 1..8 digits).
// A smaller batch is no cheaper check of AdamW: Adam moves every element by about the rate
// whatever its gradient's size, so an element whose gradient is near zero can move either way
// from rounding alone; at batch 16 such elements of T5's bias table took 6e-5 of the change.

await import('@tensorflow/tfjs-backend-wasm');
tf.env().set('IS_TEST', true); // no "install the node backend" banner
tf.env().set('WASM_HAS_MULTITHREAD_SUPPORT', false);
assert.ok(await tf.setBackend('wasm'));
const core = await loadCore({ simd: true });
const defaults = Object.fromEntries(
  Object.entries(core.requests.trainerCreate).map(([name, field]) => [name, field.default]),
);

// The batch seed of training step k (1, 2, ...) of a trainer of seed s, as the README states
// it: the top 32 bits of the k-th output of SplitMix64(s + 0x747261696E696E67).
function batchSeedOf(seed, k) {
  const mask = (1n << 64n) - 1n;
  let state = (BigInt(seed) + 0x747261696e696e67n) & mask;
  let z = 0n;
  for (let i = 0; i < k; i++) {
    state = (state + 0x9e3779b97f4a7c15n) & mask;
    z = state;
    z = ((z ^ (z >> 30n)) * 0xbf58476d1ce4e5b9n) & mask;
    z = ((z ^ (z >> 27n)) * 0x94d049bb133111ebn) & mask;
    z ^= z >> 31n;
  }
  return Number(z >> 32n);
}

const SMALL_FOR_SEEDS = { dModel: 8, heads: 2, blocks: 1, mlpWidth: 16, batch: 4, trainLength: 3 };

function norm(values) {
  let sum = 0;
  for (const v of values) sum += v * v;
  return Math.sqrt(sum);
}

function distance(a, b) {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += (a[i] - b[i]) ** 2;
  return Math.sqrt(sum);
}

function modelFor(trainer, config) {
  const full = { ...defaults, ...config };
  // The slopes go to every scheme's rebuild; only ALiBi's reads them.
  const alibiSlopes = [...core.alibiSlopes({ heads: full.heads })];
  return createTfModel(tf, full, trainer.weights(), { alibiSlopes });
}

test("T5 decoder buckets: the test's formula is the core's for every offset 0..-300", () => {
  // Hand values of Hugging Face's decoder buckets (32 buckets, max distance 128): exact below
  // 16, 16 + trunc(log(n / 16) / log 8 * 16) above, 31 from 128 on; later keys 0.
  assert.deepEqual(
    [0, -1, -15, -16, -20, -32, -127, -128, -300, 5].map((o) => t5DecoderBucket(o)),
    [0, 1, 15, 16, 17, 21, 31, 31, 31, 0],
  );
  for (let offset = 0; offset >= -300; offset--) {
    const bucket = core.t5Bucket({ relativePosition: offset, bidirectional: false });
    assert.equal(t5DecoderBucket(offset), bucket, `offset ${offset}`);
  }
});

test("the test's batch seeds are the trainer's (README's SplitMix64 stream)", () => {
  // Each step's loss (float32) is the loss of batch batchSeedOf(9, k) at the weights before it.
  const trainer = core.createTrainer({ ...SMALL_FOR_SEEDS, seed: 9 });
  for (let k = 1; k <= 3; k++) {
    const expected = trainer.lossAndGradients({ batchSeed: batchSeedOf(9, k) }).loss;
    assert.equal(trainer.step(1)[0], Math.fround(expected), `step ${k}`);
  }
  trainer.free();
});

// Every scheme the core has (a new one fails here until tfjs-model.mjs rebuilds it).
for (const positionScheme of core.parameters.positionScheme.choices) {
  describe(`TF.js rebuild against the core: ${positionScheme}`, () => {
    test('loss and every gradient on the core batch, weights after 20 core steps', (t) => {
      // 20 steps with a short warm-up first, so biases and gains are no longer 0 and 1.
      const config = { positionScheme, seed: 3, warmupSteps: 5 };
      const trainer = core.createTrainer(config);
      trainer.step(20);
      const model = modelFor(trainer, config);
      const batchSeed = 12345;
      const expected = trainer.lossAndGradients({ batchSeed });
      const actual = model.lossAndGradients(trainer.batch({ batchSeed }));
      model.dispose();
      trainer.free();

      assert.ok(
        Math.abs(actual.loss - expected.loss) <= LOSS_TOLERANCE * expected.loss,
        `loss: TF.js ${actual.loss}, core ${expected.loss}`,
      );
      assert.deepEqual(
        actual.gradients.map((g) => g.name),
        expected.gradients.map((g) => g.name),
      );
      let worst = { error: 0, name: '' };
      expected.gradients.forEach(({ name, values }, i) => {
        const size = norm(values);
        assert.ok(size > 0, `${name}: the core's gradient is zero`);
        const error = distance(actual.gradients[i].values, values) / size;
        assert.ok(error <= GRADIENT_TOLERANCE, `${name}: ||g_tfjs - g_core|| / ||g_core|| = ${error.toExponential(2)}`);
        if (error > worst.error) worst = { error, name };
      });
      t.diagnostic(
        `loss relative error ${(Math.abs(actual.loss - expected.loss) / expected.loss).toExponential(2)}; ` +
          `largest gradient error ${worst.error.toExponential(2)} (${worst.name})`,
      );
    });

    test('three AdamW steps (warm-up, clipping, decay) land on the core weights', (t) => {
      // Warm-up over two steps (rates lr/2, lr, lr) and a clip norm below the gradients' norm,
      // so warm-up, clipping and the constant rate all take part.
      const config = { positionScheme, seed: 4, warmupSteps: 2, clipNorm: 0.25, weightDecay: 0.1 };
      const trainer = core.createTrainer(config);
      const start = trainer.weights();
      const firstNorm = norm(
        trainer.lossAndGradients({ batchSeed: batchSeedOf(4, 1) }).gradients.flatMap((g) => [...g.values]),
      );
      assert.ok(firstNorm > config.clipNorm, `the first gradient norm ${firstNorm} is clipped`);
      const model = modelFor(trainer, config);
      const tfLosses = [];
      for (let k = 1; k <= 3; k++) {
        const loss = model.step(trainer.batch({ batchSeed: batchSeedOf(4, k) }));
        tfLosses.push(loss.dataSync()[0]);
        loss.dispose();
      }
      const coreLosses = trainer.step(3);
      const after = trainer.weights();
      const tfAfter = model.weights();
      model.dispose();
      trainer.free();

      coreLosses.forEach((loss, k) => {
        assert.ok(
          Math.abs(tfLosses[k] - loss) <= LOSS_TOLERANCE * loss,
          `step ${k + 1} loss: TF.js ${tfLosses[k]}, core ${loss}`,
        );
      });
      let worst = { error: 0, name: '' };
      after.forEach(({ name, values }, i) => {
        const moved = distance(values, start[i].values);
        assert.ok(moved > 0, `${name} did not move`);
        const error = distance(tfAfter[i].values, values) / moved;
        assert.ok(
          error <= WEIGHT_TOLERANCE,
          `${name}: ||p_tfjs - p_core|| / ||p_core - p_start|| = ${error.toExponential(2)}`,
        );
        if (error > worst.error) worst = { error, name };
      });
      t.diagnostic(`largest weight error after 3 steps ${worst.error.toExponential(2)} of the change (${worst.name})`);
    });
  });
}

test("TF.js rebuild against the core with embeddingScale '1': the loss and every gradient", () => {
  const config = { positionScheme: 'sinusoidal', embeddingScale: '1', seed: 6, warmupSteps: 5 };
  const trainer = core.createTrainer(config);
  trainer.step(5);
  const model = modelFor(trainer, config);
  const expected = trainer.lossAndGradients({ batchSeed: 777 });
  const actual = model.lossAndGradients(trainer.batch({ batchSeed: 777 }));
  model.dispose();
  trainer.free();
  assert.ok(Math.abs(actual.loss - expected.loss) <= LOSS_TOLERANCE * expected.loss);
  expected.gradients.forEach(({ name, values }, i) => {
    const error = distance(actual.gradients[i].values, values) / norm(values);
    assert.ok(error <= GRADIENT_TOLERANCE, `${name}: ${error}`);
  });
});

// Randomised positions (positionRange, Ruoss et al. 2023): the core's batch carries each token's
// position, drawn from [0, N); the rebuild reads them from the batch as the README says (the
// sinusoidal rows, the learned rows and RoPE's angles at those positions).
for (const positionScheme of ['sinusoidal', 'learned', 'rope']) {
  test(`TF.js rebuild against the core with randomised positions (positionRange 64): ${positionScheme}`, (t) => {
    const config = { positionScheme, positionRange: 64, seed: 3, warmupSteps: 5 };
    const trainer = core.createTrainer(config);
    trainer.step(20);
    const model = modelFor(trainer, config);
    const batch = trainer.batch({ batchSeed: 12345 });
    // Not the positions 0..L-1: some stand beyond the batch's length, as far as 64.
    assert.ok(Math.max(...batch.positions) >= batch.length, 'positions drawn beyond the length');
    assert.ok(Math.max(...batch.positions) < 64);
    const expected = trainer.lossAndGradients({ batchSeed: 12345 });
    const actual = model.lossAndGradients(batch);
    model.dispose();
    trainer.free();
    assert.ok(
      Math.abs(actual.loss - expected.loss) <= LOSS_TOLERANCE * expected.loss,
      `loss: TF.js ${actual.loss}, core ${expected.loss}`,
    );
    let worst = { error: 0, name: '' };
    expected.gradients.forEach(({ name, values }, i) => {
      const size = norm(values);
      assert.ok(size > 0, `${name}: the core's gradient is zero`);
      const error = distance(actual.gradients[i].values, values) / size;
      assert.ok(error <= GRADIENT_TOLERANCE, `${name}: ||g_tfjs - g_core|| / ||g_core|| = ${error.toExponential(2)}`);
      if (error > worst.error) worst = { error, name };
    });
    t.diagnostic(`largest gradient error ${worst.error.toExponential(2)} (${worst.name})`);
  });
}
