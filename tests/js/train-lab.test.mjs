// The training lab without a page: its plan (train/runs.js), the sentences it makes from a
// run's numbers (given by hand here, so every branch is reached), and its scheduler
// (train/lab.js) on the page-thread path, checked against the core's trainer called directly.
// Also the learned table's claim that rows past 2L never get a gradient (only weight decay).
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';

import { loadCore } from '../../dist/pe-core.mjs';
import { createLab, EVAL_EXAMPLES } from '../../web/src/sections/train/lab.js';
import { createTrainHandler } from '../../web/src/sections/train/handler.js';
import { planFor, resultSentences, samePlan, schemesOf, smoothed } from '../../web/src/sections/train/runs.js';

const STATE = {
  task: 'reverse',
  schemes: '',
  trainlen: 8,
  width: '32',
  blocks: 2,
  seeds: 3,
  firstseed: 0,
  steps: 3000,
};

describe('the plan', () => {
  test('every scheme ("" is all six) with every seed, in teaching order', () => {
    assert.deepEqual(schemesOf(''), ['none', 'sinusoidal', 'learned', 'rope', 'alibi', 't5']);
    assert.deepEqual(schemesOf('t5,rope'), ['rope', 't5']);
    const plan = planFor(STATE);
    assert.equal(plan.runs.length, 18);
    assert.equal(plan.evalLength, 16);
    assert.deepEqual(plan.seeds, [0, 1, 2]);
    assert.deepEqual(plan.runs[4], {
      key: 'sinusoidal/1',
      scheme: 'sinusoidal',
      seed: 1,
      config: {
        task: 'reverse',
        positionScheme: 'sinusoidal',
        trainLength: 8,
        dModel: 32,
        heads: 4,
        blocks: 2,
        mlpWidth: 128,
        seed: 1,
      },
    });
    assert.ok(samePlan(plan, { ...STATE }));
    assert.ok(!samePlan(plan, { ...STATE, firstseed: 1 }));
    assert.ok(!samePlan(plan, { ...STATE, schemes: 'rope' }));
  });

  test('losses are averaged over whole windows only', () => {
    assert.deepEqual(smoothed([1, 3, 5, 7, 9], 5, 2), [
      { x: 2, y: 2 },
      { x: 4, y: 6 },
    ]);
  });
});

describe('the sentences come from the numbers', () => {
  // L = 2, lengths 1..4; exact accuracy per length, by hand.
  const plan = { schemes: ['none', 'rope'], seeds: [0, 1], trainLength: 2, evalLength: 4 };
  const run = (scheme, seed, exact) => ({ scheme, seed, exact });

  test('within, beyond at the widest gap, and disagreeing seeds', () => {
    const runs = [
      run('none', 0, [1, 0.5, 0, 0]),
      run('none', 1, [1, 0.3, 0, 0]),
      run('rope', 0, [1, 1, 0.6, 0.1]),
      run('rope', 1, [1, 1, 0.2, 0.1]),
    ];
    const words = resultSentences(plan, runs);
    // rope: (1 + 1) / 2 = 100%; none: (1 + 0.4) / 2 = 70%.
    assert.equal(
      words.within,
      'Within the trained lengths (lengths 1–2), exact accuracy averaged over those lengths and seeds: RoPE 100% and none (NoPE) 70%.',
    );
    // Past: rope (0.4 + 0.1) / 2 = 25%, none 0%; widest gap at length 3 (0.4 against 0).
    assert.equal(
      words.beyond,
      'Past them (lengths 3–4, never seen in training), averaged the same way: RoPE 25% and none (NoPE) 0%. At length 3, where the schemes were furthest apart, RoPE got 40% exactly right and none (NoPE) 0%.',
    );
    // RoPE's seeds: 60% and 20% at length 3 (40 points); none's: 50% and 30% (20 points).
    assert.equal(
      words.seeds,
      'The seeds disagree: RoPE from 20% to 60% exact at length 3 and none (NoPE) from 30% to 50% exact at length 2. With seeds this far apart, one run of such a scheme says little: compare the bands in the chart, not only the means.',
    );
  });

  test('nothing right past L, and seeds that agree', () => {
    const runs = [
      run('none', 0, [1, 0.9, 0, 0]),
      run('none', 1, [1, 0.85, 0, 0.001]),
      run('rope', 0, [1, 1, 0, 0]),
      run('rope', 1, [1, 1, 0, 0]),
    ];
    const words = resultSentences(plan, runs);
    assert.equal(
      words.beyond,
      "Past the trained lengths (lengths 3–4) every scheme's exact accuracy, averaged over the seeds, rounds to 0% at every length.",
    );
    assert.equal(words.seeds, 'The 2 seeds of each scheme agreed within 5 points at every length.');
  });

  test('one seed says what one seed cannot show', () => {
    const one = { ...plan, seeds: [7] };
    const words = resultSentences(one, [run('none', 7, [1, 1, 0, 0]), run('rope', 7, [1, 1, 0.5, 0])]);
    assert.match(words.within, /averaged over those lengths: /);
    assert.match(words.seeds, /^Each scheme ran with one seed\./);
  });
});

for (const simd of [true, false]) {
  describe(`the lab on the page's thread (${simd ? 'SIMD' : 'scalar'} build)`, async () => {
    const core = await loadCore({ simd });
    const config = (positionScheme, seed) => ({
      task: 'reverse',
      positionScheme,
      trainLength: 2,
      dModel: 16,
      heads: 2,
      blocks: 1,
      mlpWidth: 32,
      batch: 8,
      warmupSteps: 5,
      seed,
    });
    const plan = {
      schemes: ['learned', 'alibi'],
      seeds: [3],
      trainLength: 2,
      evalLength: 4,
      steps: 40,
      runs: ['learned', 'alibi'].map((scheme) => ({ key: `${scheme}/3`, scheme, seed: 3, config: config(scheme, 3) })),
    };

    test('sliced training and evaluation give what one call to the core gives', async () => {
      let changes = 0;
      const heap = core.diagnostics().heapBytes;
      const lab = createLab({ core, makeWorker: null, onChange: () => (changes += 1) });
      await lab.start(plan);
      assert.equal(lab.status, 'done');
      assert.equal(lab.mode, 'main');
      assert.ok(changes > plan.runs.length);
      for (const run of lab.runs) {
        const direct = core.createTrainer(run.config);
        const losses = direct.step(plan.steps);
        assert.deepEqual([...run.losses], [...losses], `${run.key}: losses bit for bit`);
        const whole = direct.evaluate({ examples: EVAL_EXAMPLES });
        assert.deepEqual(run.exact, [...whole.exactAccuracy], `${run.key}: exact accuracy`);
        assert.deepEqual(run.token, [...whole.tokenAccuracy], `${run.key}: token accuracy`);
        // A finished run answers from its kept weights, as the trainer itself does.
        const asked = await lab.ask(run.key, { digits: [1, 2, 3], block: 0, head: 1 });
        assert.deepEqual([...asked.prediction.predicted], [...direct.predict([1, 2, 3]).predicted]);
        assert.deepEqual(
          [...asked.attention.weights],
          [...direct.attention({ digits: [1, 2, 3], block: 0, head: 1 }).weights],
        );
        const position = direct.weights().find((tensor) => tensor.name === 'position');
        if (position) assert.deepEqual([...lab.tensor(run.key, 'position').values], [...position.values]);
        direct.free();
      }
      lab.reset();
      assert.equal(lab.status, 'idle');
      // Every trainer it made was freed (the direct ones above too): malloc holds what it held.
      assert.equal(core.diagnostics().heapBytes, heap);
      await assert.rejects(lab.ask('learned/3', { digits: [1] }), /the lab has no finished run learned\/3/);
    });

    test('pause holds the steps where they are; resume finishes the same run', async () => {
      const lab = createLab({ core, makeWorker: null });
      const finished = lab.start(plan);
      lab.pause();
      await new Promise((resolve) => setTimeout(resolve, 20));
      const held = lab.runs.map((run) => run.step);
      await new Promise((resolve) => setTimeout(resolve, 20));
      assert.deepEqual(
        lab.runs.map((run) => run.step),
        held,
      );
      assert.equal(lab.status, 'paused');
      lab.resume();
      await finished;
      assert.equal(lab.status, 'done');
      const direct = core.createTrainer(plan.runs[1].config);
      assert.deepEqual([...lab.runs[1].losses], [...direct.step(plan.steps)]);
      direct.free();
      lab.destroy();
    });

    test('a bad config fails the run with the core message, and the lab can start again', async () => {
      const lab = createLab({ core, makeWorker: null });
      const bad = { ...plan, runs: [{ ...plan.runs[0], config: { ...plan.runs[0].config, heads: 3 } }] };
      await lab.start(bad);
      assert.equal(lab.status, 'failed');
      assert.match(lab.error.message, /heads/);
      await lab.start(plan);
      assert.equal(lab.status, 'done');
      lab.destroy();
    });

    test("a plan larger than a core's trainer budget trains in turns, and one run too large is refused", async () => {
      // Two of these fit the core's 512 MiB budget at once (about 249 MB each), not four.
      const big = (seed) => ({
        task: 'copy',
        positionScheme: 'rope',
        trainLength: 16,
        dModel: 128,
        heads: 4,
        blocks: 4,
        mlpWidth: 512,
        seed,
      });
      const seeds = [1, 2, 3, 4];
      const plan = {
        schemes: ['rope'],
        seeds,
        trainLength: 16,
        evalLength: 1, // one length tested: the point is the memory, not the test
        steps: 2,
        runs: seeds.map((seed) => ({ key: `rope/${seed}`, scheme: 'rope', seed, config: big(seed) })),
      };
      const lab = createLab({ core, makeWorker: null });
      await lab.start(plan);
      assert.equal(lab.status, 'done', lab.error?.message);
      for (const run of lab.runs) {
        const direct = core.createTrainer(run.config);
        assert.deepEqual([...run.losses], [...direct.step(2)], run.key);
        direct.free();
      }
      assert.ok(lab.runs[0].weights && !lab.runs[1].weights, 'only the first seed keeps its weights');
      lab.reset();
      // With the core's budget taken by trainers made elsewhere (another explorer on the page
      // shares the core), even one run has no room: refused, saying what to change.
      const others = [core.createTrainer(big(8)), core.createTrainer(big(9))];
      await lab.start({ ...plan, runs: plan.runs.slice(0, 1) });
      for (const other of others) other.free();
      assert.equal(lab.status, 'failed');
      assert.match(
        lab.error.message,
        /^one run of this model does not fit the memory a core keeps for trainers \(.*budget.*\); take fewer seeds or schemes, a smaller d, fewer blocks or a shorter L$/,
      );
      lab.destroy();
      assert.equal(core.diagnostics().liveHandles >= 0, true);
    });

    test('rows of the learned table past 2L get no gradient: only weight decay shrinks them', () => {
      const cfg = { ...config('learned', 11), learningRate: 0.01, weightDecay: 0.1 };
      const fresh = core.createTrainer(cfg);
      const trained = core.createTrainer(cfg);
      const steps = 30;
      trained.step(steps);
      const row = (trainer) => trainer.weights().find((tensor) => tensor.name === 'position');
      const before = row(fresh);
      const after = row(trained);
      const [rows, d] = before.shape;
      assert.equal(rows, 8); // 2 x evalLength, evalLength = 2 x trainLength
      // AdamW's decay alone: p_t = p_(t-1) (1 - lr_t wd), lr_t = lr min(1, t / warmup).
      let factor = 1;
      for (let t = 1; t <= steps; t += 1)
        factor *= 1 - cfg.learningRate * Math.min(1, t / cfg.warmupSteps) * cfg.weightDecay;
      for (let r = 2 * cfg.trainLength; r < rows; r += 1) {
        for (let c = 0; c < d; c += 1) {
          const expected = before.values[r * d + c] * factor;
          assert.ok(Math.abs(after.values[r * d + c] - expected) <= 1e-6 * Math.abs(expected) + 1e-9, `row ${r}`);
        }
      }
      // and a trained row moved by more than decay
      let moved = 0;
      for (let c = 0; c < d; c += 1) moved = Math.max(moved, Math.abs(after.values[c] - before.values[c] * factor));
      assert.ok(moved > 1e-3, `row 0 moved ${moved}`);
      fresh.free();
      trained.free();
    });
  });
}

test('the handler refuses an operation it does not have', async () => {
  const core = await loadCore();
  const handle = createTrainHandler(core);
  assert.throws(() => handle('rm', {}), /the lab has no operation rm/);
  assert.throws(() => handle('step', { key: 'x', steps: 1 }), /the lab has no run x/);
});
