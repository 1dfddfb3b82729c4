// The training lab without a page: its plan (train/runs.js), the sentences it makes from a
// run's numbers (given by hand here, so every branch is reached), and its scheduler
// (train/lab.js) on the page-thread path, checked against the core's trainer called directly.
// Also the learned table's claim that rows past 2L never get a gradient (only weight decay).
import './i18n-node.mjs';
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';

import { inLanguage } from './i18n-node.mjs';

import { loadCore } from '../../dist/pe-core.mjs';
import { POSITION_SCHEMES, schemeIndex, takeSchemesFrom } from '../../web/src/kit/schemes.js';
import { durationWords, planMs } from '../../web/src/sections/train/estimate.js';
import { startWorkerExecutor } from '../../web/src/sections/train/executors.js';
import { createTrainHandler } from '../../web/src/sections/train/handler.js';
import { createLab, EVAL_EXAMPLES } from '../../web/src/sections/train/lab.js';
import {
  differenceMargin,
  planFor,
  resultSentences,
  samePlan,
  schemesOf,
  smoothed,
} from '../../web/src/sections/train/runs.js';

// The page takes its schemes from the core (as shell/app.js does); the tests do too, so a scheme
// the core adds is planned, drawn and checked here with no list to edit.
const CORE = await loadCore();
takeSchemesFrom(CORE);
const ALL = [...CORE.parameters.positionScheme.choices];

const STATE = {
  task: 'reverse',
  schemes: '',
  trainlen: 8,
  width: '32',
  blocks: 2,
  seeds: 3,
  firstseed: 0,
  steps: 3000,
  tokenscale: 'sqrt-d',
};

describe('the plan', () => {
  test('every scheme ("" is all of the core\'s) with every seed, in teaching order', () => {
    assert.deepEqual(schemesOf(''), ALL);
    assert.deepEqual(schemesOf('t5,rope'), ['rope', 't5']);
    const plan = planFor(STATE);
    assert.equal(plan.runs.length, ALL.length * 3);
    assert.equal(plan.evalLength, 16);
    assert.deepEqual(plan.seeds, [0, 1, 2]);
    // Scheme by scheme, each with its seeds in turn.
    assert.deepEqual(plan.runs[ALL.indexOf('sinusoidal') * 3 + 1], {
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
        embeddingScale: 'sqrt-d',
        seed: 1,
      },
    });
    assert.ok(samePlan(plan, { ...STATE }));
    assert.ok(!samePlan(plan, { ...STATE, firstseed: 1 }));
    assert.ok(!samePlan(plan, { ...STATE, schemes: 'rope' }));
    assert.ok(!samePlan(plan, { ...STATE, tokenscale: '1' }));
  });

  test('a scheme keeps its place (colour, dash, marker) whichever schemes are ticked', () => {
    // learned keeps its place among all the core's schemes whether or not none and sinusoidal are ticked.
    assert.ok(ALL.indexOf('learned') > ALL.indexOf('sinusoidal'));
    assert.equal(schemeIndex('learned'), ALL.indexOf('learned'));
    assert.deepEqual(planFor({ ...STATE, schemes: 'learned,t5' }).schemes, ['learned', 't5']);
  });

  test('the time Run will take: steps and test questions over the runs and workers', () => {
    // 6 runs (2 schemes x 3 seeds) of 3,000 steps at 2 ms, 100 questions at each length 1..16
    // costing n/16 of 1.6 ms: 100 * 1.6 * (1 + ... + 16) / 16 = 100 * 1.6 * 8.5 = 1,360 ms a run;
    // one worker: 6 runs in turn.
    const plan = planFor({ ...STATE, schemes: 'none,rope' });
    const ms = planMs(plan, { msPerStep: 2, msPerLongestQuestion: 1.6 }, 1);
    assert.ok(Math.abs(ms - 6 * (3000 * 2 + 1360)) < 1e-6, `${ms}`);
    // Three workers: 2 runs each.
    assert.ok(Math.abs(planMs(plan, { msPerStep: 2, msPerLongestQuestion: 1.6 }, 3) - 2 * 7360) < 1e-6);
    assert.equal(durationWords(132480), 'about 2 minutes');
    assert.equal(durationWords(40000), 'about 40 seconds');
    assert.equal(durationWords(1000), 'about 1 second');
    assert.equal(durationWords(3900000), 'about 65 minutes');
    assert.equal(durationWords(7500000), 'about 2 hours 5 minutes');
  });

  test('losses are averaged over whole windows only', () => {
    assert.deepEqual(smoothed([1, 3, 5, 7, 9], 5, 2), [
      { x: 2, y: 2 },
      { x: 4, y: 6 },
    ]);
  });
});

describe('the sentences come from the numbers', () => {
  // L = 2, lengths 1..4; exact accuracy per length, by hand. NoPE does not fit length 2 (50%
  // and 30%); RoPE and ALiBi fit it on both seeds (at least 90%).
  const plan = {
    schemes: ['none', 'rope', 'alibi'],
    seeds: [0, 1],
    trainLength: 2,
    evalLength: 4,
    blocks: 2,
    dModel: 32,
    steps: 3000,
    task: 'reverse',
  };
  const run = (scheme, seed, exact) => ({ scheme, seed, exact });
  const runs = [
    run('none', 0, [1, 0.5, 0, 0]),
    run('none', 1, [1, 0.3, 0, 0]),
    run('rope', 0, [1, 1, 0.6, 0.1]),
    run('rope', 1, [1, 0.95, 0.2, 0.1]),
    run('alibi', 0, [1, 0.9, 0.1, 0]),
    run('alibi', 1, [1, 1, 0, 0]),
  ];

  test('the margin of a difference is two standard errors of a difference of two shares of 100: 14 points', () => {
    assert.equal(Math.round(differenceMargin(100) * 1000), 141);
  });

  test('accuracy at L per seed first, then each judged scheme past L, the named differences, the seeds', () => {
    const words = resultSentences(plan, runs).shows.map(({ text }) => text);
    assert.deepEqual(words, [
      'NoPE (no encoding) at length 2: 50% and 30% exactly right (seeds 0 and 1). No seed reached 90%: it did not fit the trained lengths by this rule, so its extrapolation past them is not judged.',
      'RoPE at length 2: 100% and 95% exactly right (seeds 0 and 1), so it fit the trained lengths on every seed.',
      'ALiBi at length 2: 90% and 100% exactly right (seeds 0 and 1), so it fit the trained lengths on every seed.',
      // RoPE (0.6 + 0.2) / 2 = 40% at length 3 and 10% at 4; ALiBi 5% and 0%.
      'Past length 2, on its 2 fitting seeds, RoPE got 40% at length 3 and 10% at length 4 exactly right (the means).',
      'Past length 2, on its 2 fitting seeds, ALiBi got 5% at length 3 exactly right (the means), then 0% from length 4 on.',
      // Margin 2 sqrt((a(1 - a) + b(1 - b)) / 100) at the mean shares. Length 3: RoPE - ALiBi = 0.5
      // and 0.2, both ahead, mean 35 points > 2 sqrt((0.4 · 0.6 + 0.05 · 0.95) / 100) = 10.7;
      // length 4: 0.1 and 0.1, mean 10 > 2 sqrt(0.1 · 0.9 / 100) = 6. Widest at length 3.
      'RoPE was ahead of ALiBi at lengths 3–4 on every one of their 2 paired seeds (0 and 1), by 35 points on average at length 3, where the lead was widest (seed by seed: 50 and 20).',
      'The seeds of NoPE (no encoding) disagree by 20 points at length 2: from 30% to 50% exactly right. Compare the bands in the chart, not only the means.',
      'The seeds of RoPE disagree by 40 points at length 3: from 20% to 60% exactly right. Compare the bands in the chart, not only the means.',
    ]);
  });

  test('what the run supports: no citation its numbers do not show', () => {
    const words = resultSentences(plan, runs).supports.map(({ text }) => text);
    assert.match(words[0], /^This is one small experiment: a 2-block decoder of width d\s=\s32 trained 3,000 steps/);
    assert.deepEqual(words.slice(1), [
      'Without an encoding (NoPE) the model did not fit the trained lengths on any of its 2 seeds, while RoPE and ALiBi fit on every seed: at this size and this many steps, the causal mask alone was not enough to fit them.',
      'NoPE did not fit the trained lengths, so this run cannot test the finding of Kazemnejad et al. 2023 that, among decoder-only models, the one without a position encoding length-generalised best.',
      // ALiBi past L: seed 0 (0.1 + 0) / 2, seed 1 0: 2.5%, rounded to 3%.
      'Past length 2, ALiBi’s exact answers went from 5% at length 3 to 0% at length 4 (the means of its 2 fitting seeds). Press et al. 2022 measured perplexity, which can stay flat past the training length even while distant tokens are ignored; an exact answer needs every digit.',
      'Reversing a question of n digits, answer digit k has to read the digit 2k − 1 tokens back. Training saw distances up to 3 tokens (2L − 1), and every length past 2 needs longer ones, up to 7 tokens at length 4: to extrapolate, a scheme has to handle distances it never saw in training.',
    ]);
    assert.ok(!words.some((sentence) => /Haviv|Ruoss|a few points/.test(sentence)));
  });

  test('a tie only where no length shows a difference; Haviv and Ruoss where the numbers show them', () => {
    const tie = { ...plan, schemes: ['none', 'rope'], task: 'copy' };
    const said = resultSentences(tie, [
      run('none', 0, [1, 1, 0, 0]),
      run('none', 1, [1, 0.9, 0, 0]),
      run('rope', 0, [1, 1, 0, 0]),
      run('rope', 1, [1, 1, 0, 0]),
    ]);
    // Both got 0% at every length past L: the Ruoss sentence says so, and no tie is called.
    assert.ok(!said.shows.some(({ claim }) => claim.kind === 'tie'));
    const level = resultSentences(tie, [
      run('none', 0, [1, 1, 0.3, 0.1]),
      run('none', 1, [1, 0.9, 0.2, 0.1]),
      run('rope', 0, [1, 1, 0.3, 0.1]),
      run('rope', 1, [1, 1, 0.25, 0.05]),
    ]);
    assert.ok(
      level.shows.some(
        ({ text }) =>
          text ===
          'Past length 2, NoPE (no encoding) and RoPE did not differ at any length by this rule (every paired seed on one side and a mean difference over two standard errors): call them a tie here.',
      ),
    );
    const supports = said.supports.map(({ text }) => text);
    assert.match(
      supports[1],
      /fit the trained lengths on all 2 seeds: the causal mask alone gave it the order copying needs, as Haviv et al. 2022 found/,
    );
    assert.match(
      supports[2],
      /^RoPE, the one position scheme judged past length 2, got 0% exactly right at every longer length on every seed that fit\. That agrees with Ruoss et al\. 2023/,
    );
    // On sort, where order matters little, the same numbers do not cite Haviv.
    const sorted = resultSentences({ ...tie, task: 'sort' }, [
      run('none', 0, [1, 1, 0, 0]),
      run('rope', 0, [1, 1, 0, 0]),
    ]);
    assert.ok(!sorted.supports.some(({ text }) => /Haviv/.test(text)));
  });

  test('L = 1, one seed, one scheme: its accuracy at L, the one length past it, no comparison', () => {
    const one = { ...plan, schemes: ['rope'], seeds: [7], trainLength: 1, evalLength: 2 };
    const words = resultSentences(one, [run('rope', 7, [1, 0.25])]).shows.map(({ text }) => text);
    assert.deepEqual(words, [
      'RoPE at length 1: 100% exactly right (seed 7), so it fit the trained lengths.',
      'At length 2, past the trained lengths, RoPE got 25% exactly right on its fitting seed.',
      'Each scheme ran with one seed. Seeds of the same scheme can differ by tens of points at one length, so run several before reading much into a difference.',
    ]);
  });

  test('nothing learned: said once, and no scheme is judged past L', () => {
    const said = resultSentences(
      plan,
      runs.map((entry) => ({ ...entry, exact: [0.5, 0.2, 0, 0] })),
    );
    assert.ok(!said.shows.some(({ claim }) => claim.kind === 'past' || claim.kind === 'ahead' || claim.kind === 'tie'));
    assert.ok(
      said.supports.some(({ text }) => /^No scheme reached 90% exactly right at length 2 on any seed/.test(text)),
    );
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

    // The budget is the core's bookkeeping, the same in both builds: checked in the SIMD build
    // only (the scalar build's big steps took 28 s of the JS stage).
    test("a plan larger than a core's trainer budget trains in turns, and one run too large is refused", {
      skip: !simd && 'the same bookkeeping, checked in the SIMD build',
    }, async () => {
      const before = core.diagnostics();
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
        /^one run of this model does not fit the memory a core keeps for trainers \(.*budget.*\); runs train in turns, so fewer seeds or schemes would not help: take a smaller d, fewer blocks or a shorter L$/,
      );
      lab.destroy();
      // Every trainer made here, by the lab and beside it, was freed, and no embind handle is left
      // behind (the old check, liveHandles >= 0, could not fail).
      const after = core.diagnostics();
      assert.equal(after.liveTrainers, before.liveTrainers);
      assert.equal(after.liveHandles, before.liveHandles);
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

    test("T5's buckets past the distances training reads (2L - 1 tokens) get no gradient either", () => {
      const cfg = { ...config('t5', 11), learningRate: 0.01, weightDecay: 0.1 };
      const fresh = core.createTrainer(cfg);
      const trained = core.createTrainer(cfg);
      const steps = 30;
      trained.step(steps);
      const table = (trainer) => trainer.weights().find((tensor) => tensor.name === 'relativeBias');
      const before = table(fresh);
      const after = table(trained);
      const [heads, buckets] = before.shape;
      assert.equal(buckets, 32);
      let factor = 1;
      for (let t = 1; t <= steps; t += 1)
        factor *= 1 - cfg.learningRate * Math.min(1, t / cfg.warmupSteps) * cfg.weightDecay;
      // A causal T5 (32 buckets) gives each distance below 16 a bucket of its own, so training's
      // distances 0 .. 2L - 1 are buckets 0 .. 2L - 1, and every later bucket is never read.
      const firstUntrained = 2 * cfg.trainLength;
      assert.equal(
        core.t5Bucket({ relativePosition: -(firstUntrained - 1), bidirectional: false }),
        firstUntrained - 1,
      );
      let moved = 0;
      for (let h = 0; h < heads; h += 1) {
        for (let b = 0; b < buckets; b += 1) {
          const start = before.values[h * buckets + b];
          const now = after.values[h * buckets + b];
          if (b >= firstUntrained)
            assert.ok(Math.abs(now - start * factor) <= 1e-6 * Math.abs(start) + 1e-9, `head ${h} bucket ${b}`);
          else moved = Math.max(moved, Math.abs(now - start * factor));
        }
      }
      assert.ok(moved > 1e-3, `the trained buckets moved ${moved}`);
      fresh.free();
      trained.free();
    });
  });
}

/** A Worker that loads, says it is ready, then never answers (as after self.close() inside it). */
function silentWorker(log) {
  const listeners = new Map();
  const worker = {
    addEventListener: (type, listener) => listeners.set(type, [...(listeners.get(type) ?? []), listener]),
    postMessage: (message) => log.push(message.op),
    terminate: () => log.push('terminated'),
  };
  setTimeout(() => {
    for (const listener of listeners.get('message') ?? []) listener({ data: { ready: true } });
  }, 0);
  return worker;
}

describe('a lost worker', async () => {
  const core = await loadCore();

  test('a call with no reply within the bound ends the worker, and every pending call settles', async () => {
    const log = [];
    const executor = await startWorkerExecutor(() => silentWorker(log), { stallMs: 30 });
    const first = executor.call('step', { key: 'a', steps: 1 });
    const second = executor.call('evaluate', { key: 'b' });
    await assert.rejects(
      first,
      (error) => error.lost === true && /stopped answering \(no reply to "step" within 0.03 s\)/.test(error.message),
    );
    await assert.rejects(second, /stopped answering/);
    assert.deepEqual(log, ['step', 'evaluate', 'terminated']);
    assert.equal(executor.live, false);
    await assert.rejects(executor.call('step', {}), /the training worker has stopped/);
  });

  test("its runs train again on the page's thread and give the core's numbers", async () => {
    const hadWorker = Object.hasOwn(globalThis, 'Worker');
    const saved = globalThis.Worker;
    globalThis.Worker = function Worker() {}; // the lab starts workers only where Worker exists
    try {
      const log = [];
      const config = {
        task: 'copy',
        positionScheme: 'rope',
        trainLength: 2,
        dModel: 8,
        heads: 2,
        blocks: 1,
        mlpWidth: 16,
        batch: 4,
        seed: 5,
      };
      const plan = {
        schemes: ['rope'],
        seeds: [5],
        trainLength: 2,
        evalLength: 3,
        steps: 6,
        runs: [{ key: 'rope/5', scheme: 'rope', seed: 5, config }],
      };
      const lab = createLab({ core, makeWorker: () => silentWorker(log), workers: 1, stallMs: 30 });
      await lab.start(plan);
      assert.equal(lab.status, 'done', lab.error?.message);
      assert.equal(lab.lostWorkers, 1);
      assert.ok(log.includes('terminated'));
      const direct = core.createTrainer(config);
      assert.deepEqual([...lab.runs[0].losses], [...direct.step(6)]);
      assert.deepEqual(lab.runs[0].exact, [
        ...direct.evaluate({ evalLength: 3, examples: EVAL_EXAMPLES }).exactAccuracy,
      ]);
      direct.free();
      // The kept weights answer from the live executor, not the lost one.
      const asked = await lab.ask('rope/5', { digits: [1, 2], block: 0, head: 0 });
      assert.equal(asked.prediction.predicted.length, 2);
      lab.destroy();
    } finally {
      if (hadWorker) globalThis.Worker = saved;
      else delete globalThis.Worker;
    }
  });
});

describe('paired seeds and the scheme list', async () => {
  const core = await loadCore();

  test("the lab's scheme ids are the core's positionScheme choices, in its order", () => {
    assert.deepEqual(
      POSITION_SCHEMES.map(({ id }) => id),
      [...core.parameters.positionScheme.choices],
    );
  });

  test('at one seed every shared tensor starts the same under every scheme', () => {
    const small = { dModel: 16, heads: 2, blocks: 1, mlpWidth: 32, trainLength: 3, seed: 11 };
    const start = (positionScheme) => {
      const trainer = core.createTrainer({ ...small, positionScheme });
      const weights = trainer.weights();
      trainer.free();
      return new Map(weights.map(({ name, values }) => [name, values]));
    };
    const none = start('none');
    for (const { id } of POSITION_SCHEMES) {
      const own = start(id);
      for (const [name, values] of none) assert.deepEqual(own.get(name), values, `${id}: ${name}`);
      const extra = [...own.keys()].filter((name) => !none.has(name));
      assert.deepEqual(extra, { learned: ['position'], t5: ['relativeBias'] }[id] ?? [], id);
    }
    // Each seed still starts elsewhere.
    const other = core.createTrainer({ ...small, positionScheme: 'none', seed: 12 });
    assert.notDeepEqual(other.weights()[0].values, none.get('embedding'));
    other.free();
  });
});

test('the handler refuses an operation it does not have', async () => {
  const core = await loadCore();
  const handle = createTrainHandler(core);
  assert.throws(() => handle('rm', {}), /the lab has no operation rm/);
  assert.throws(() => handle('step', { key: 'x', steps: 1 }), /the lab has no run x/);
});

describe('the lab in other languages', () => {
  // The same numbers as above, worded in Spanish, Chinese and Arabic: each sentence one message,
  // its numbers and lists in the language's own signs (the literals are worked out by hand).
  const plan = {
    schemes: ['none', 'rope'],
    seeds: [0],
    trainLength: 2,
    evalLength: 4,
    blocks: 2,
    dModel: 32,
    steps: 3000,
    task: 'reverse',
  };
  const runs = [
    { scheme: 'none', seed: 0, exact: [1, 0.5, 0, 0] },
    { scheme: 'rope', seed: 0, exact: [1, 1, 0.5, 0] },
  ];
  const inEach = async (code, check) => {
    await inLanguage(code);
    try {
      await check();
    } finally {
      await inLanguage('en');
    }
  };
  // The text the page would show, without the isolation marks Fluent puts around placeables.
  const plain = (text) => text.replace(/[\u2066-\u2069]/g, '');

  test('Spanish: percentages with a space before %, counts and their nouns agreeing', () =>
    inEach('es', () => {
      const words = resultSentences(plan, runs).shows.map(({ text }) => plain(text));
      assert.equal(
        words[0],
        'NoPE (sin codificación) en la longitud 2: 50 % de respuestas exactas (semilla 0), por debajo del 90 %: no se ajustó a las longitudes entrenadas según esta regla, así que no se juzga cómo extrapola más allá de ellas.',
      );
      assert.equal(
        words[2],
        'Más allá de la longitud 2, con la semilla con la que se ajustó, RoPE obtuvo, en respuestas exactas, un 50 % en la longitud 3; a partir de la longitud 4, un 0 % en todas las longitudes.',
      );
      assert.equal(plain(durationWords(132480)), 'unos 2 minutos');
      assert.equal(plain(durationWords(1000)), 'alrededor de 1 segundo');
    }));

  test('Chinese: no English sentence left, only names in Latin letters', () =>
    inEach('zh-CN', () => {
      const said = resultSentences(plan, runs);
      assert.equal(
        plain(said.shows[1].text),
        'RoPE 在长度 2 上的完全匹配准确率为 100%（种子 0），所以它掌握了训练长度。',
      );
      const names = /^(NoPE|none|RoPE|Haviv|Ruoss|Kazemnejad|Press|ALiBi|teacher|forcing|reverse|decoder)$/;
      const all = [...said.shows, ...said.supports].map(({ text }) => plain(text)).join(' ');
      assert.deepEqual(
        (all.match(/[A-Za-z]{3,}/g) ?? []).filter((word) => !names.test(word)),
        [],
      );
    }));

  test('Arabic: the dual of two worker threads, and the Arabic percent sign', () =>
    inEach('ar', () => {
      assert.equal(plain(durationWords(2000)), 'نحو ثانيتين');
      assert.match(
        plain(resultSentences(plan, runs).shows[1].text),
        /^RoPE عند الطول 2: نسبة الأسئلة المُجاب عنها إجابةً تامة 100% \(البذرة 0\)/,
      );
    }));
});
