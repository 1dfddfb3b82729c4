// The lab's "take a run home" script (web/api/pytorch.mjs) against the core: for every position
// scheme, the script's starting weights (bit for bit) and its first training batches, each seed
// and batch checked against the core's trainer; the batch seeds also against SplitMix64 written
// here from the README's definition. Where python3 has torch, the script's first 20 losses
// against the core's step(20), within 1e-4 relative (README: "Take a run home"); PE_PYTHON names
// the interpreter.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, test } from 'node:test';

import { loadCore } from '../../dist/pe-core.mjs';
import { pytorchScript } from '../../web/api/pytorch.mjs';

const core = await loadCore();
const folder = mkdtempSync(join(tmpdir(), 'pe-pytorch-'));
after(() => rmSync(folder, { recursive: true, force: true }));

const SMALL = {
  task: 'reverse',
  trainLength: 4,
  dModel: 16,
  heads: 2,
  blocks: 2,
  mlpWidth: 24,
  batch: 6,
  warmupSteps: 5,
  clipNorm: 0.5,
  seed: 4_000_000_007,
};
const BATCHES = 4;

// SplitMix64 from the README (Steele, Lea and Flood 2014), in BigInt: the reference for the seeds.
function splitMix64(state) {
  let s = BigInt.asUintN(64, BigInt(state));
  return () => {
    s = BigInt.asUintN(64, s + 0x9e3779b97f4a7c15n);
    let z = s;
    z = BigInt.asUintN(64, (z ^ (z >> 30n)) * 0xbf58476d1ce4e5b9n);
    z = BigInt.asUintN(64, (z ^ (z >> 27n)) * 0x94d049bb133111ebn);
    return z ^ (z >> 31n);
  };
}

// PE_PYTHON names another interpreter (one with torch, say: Debian's python3-torch is for /usr/bin/python3).
const PYTHON = process.env.PE_PYTHON || 'python3';
function python(args, input) {
  const run = spawnSync(PYTHON, args, { encoding: 'utf8', input, maxBuffer: 256 * 1024 * 1024 });
  if (run.error) throw run.error;
  return run;
}
const hasTorch = (() => {
  try {
    return python(['-c', 'import torch']).status === 0;
  } catch {
    return false;
  }
})();

function writeScript(name, config, steps) {
  const file = join(folder, `${name}.py`);
  writeFileSync(file, pytorchScript(core, config, { steps }));
  return file;
}

describe('the PyTorch script of a run', () => {
  for (const positionScheme of core.parameters.positionScheme.choices) {
    test(`${positionScheme}: starting weights bit for bit, batch seeds and batches as the core's`, () => {
      const config = { ...SMALL, positionScheme };
      const run = python([writeScript(positionScheme, config, 1), '--dump', String(BATCHES)]);
      assert.equal(run.status, 0, run.stderr);
      const dumped = JSON.parse(run.stdout);

      const trainer = core.createTrainer(config);
      try {
        const weights = trainer.weights();
        assert.deepEqual(
          dumped.weights.map((w) => w.name),
          weights.map((w) => w.name),
        );
        for (const [k, { name, shape, values }] of weights.entries()) {
          assert.deepEqual(dumped.weights[k].shape, [...shape], name);
          // Python's float of a float32 prints exactly; fround only checks it is one.
          const theirs = Float32Array.from(dumped.weights[k].values);
          assert.equal(theirs.length, values.length, name);
          const first = values.findIndex((v, i) => !Object.is(v, theirs[i]));
          assert.equal(first, -1, `${name}[${first}]: script ${theirs[first]}, core ${values[first]}`);
        }

        const next = splitMix64(BigInt(config.seed) + 0x747261696e696e67n);
        for (let k = 0; k < BATCHES; k++) {
          const seed = Number(next() >> 32n);
          assert.equal(dumped.batchSeeds[k], seed, `batch seed ${k + 1}`);
          const ours = trainer.batch({ batchSeed: seed });
          const theirs = dumped.batches[k];
          assert.equal(theirs.size, ours.size);
          assert.equal(theirs.length, ours.length);
          assert.deepEqual(theirs.tokens, [...ours.tokens], `batch ${k + 1} tokens`);
          assert.deepEqual(theirs.targets, [...ours.targets], `batch ${k + 1} targets`);
          assert.deepEqual(theirs.weights, [...ours.weights], `batch ${k + 1} weights`);
        }
      } finally {
        trainer.free();
      }
    });
  }

  test('the training losses agree with the core’s for 20 steps (where python3 has torch)', {
    skip: !hasTorch && `${PYTHON} has no torch here (PE_PYTHON names another)`,
  }, () => {
    for (const positionScheme of core.parameters.positionScheme.choices) {
      const config = { ...SMALL, positionScheme };
      const run = python([writeScript(`train-${positionScheme}`, config, 20)]);
      assert.equal(run.status, 0, run.stderr);
      const theirs = run.stdout
        .trim()
        .split('\n')
        .map((line) => Number(line.split(' ')[1]));
      const trainer = core.createTrainer(config);
      const ours = trainer.step(20);
      trainer.free();
      assert.equal(theirs.length, 20);
      for (let k = 0; k < 20; k++) {
        const relative = Math.abs(theirs[k] - ours[k]) / Math.abs(ours[k]);
        assert.ok(relative <= 1e-4, `${positionScheme} step ${k + 1}: script ${theirs[k]}, core ${ours[k]}`);
      }
    }
  });

  test('a config the core refuses is refused with the core’s message; steps are checked', () => {
    assert.throws(() => pytorchScript(core, { heads: 3, dModel: 16 }), RangeError);
    assert.throws(() => pytorchScript(core, { positionRange: 64 }), /positionRange must be 0/);
    assert.throws(
      () => pytorchScript(core, { positionScheme: 'rope', ropeScaling: 'yarn', ropeScale: 2 }),
      /^RangeError: ropeScaling must be "none" for a PyTorch script .*; got "yarn"$/,
    );
    assert.doesNotThrow(() => pytorchScript(core, { positionScheme: 'rope', ropeScaling: 'none', ropeScale: 2 }));
    assert.throws(() => pytorchScript(core, {}, { steps: 0 }), /steps must be an integer in \[1, 1000000\]; got 0/);
    assert.throws(() => pytorchScript(core, {}, { steps: 2.5 }), RangeError);
  });
});
