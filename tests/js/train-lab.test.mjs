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
  conclusions,
  planFor,
  resultSentences,
  SAMPLE_MARGIN,
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
  // L = 2, lengths 1..4; exact accuracy per length, by hand.
  const plan = {
    schemes: ['none', 'rope'],
    seeds: [0, 1],
    trainLength: 2,
    evalLength: 4,
    blocks: 2,
    dModel: 32,
    steps: 3000,
    task: 'reverse',
  };
  const run = (scheme, seed, exact) => ({ scheme, seed, exact });

  test('the margin is two standard errors of a share of 100 questions: 10 points', () => {
    assert.equal(Math.round(SAMPLE_MARGIN * 1000), 100);
  });

  test('within, beyond at the widest lead, and disagreeing seeds', () => {
    const runs = [
      run('none', 0, [1, 0.5, 0, 0]),
      run('none', 1, [1, 0.3, 0, 0]),
      run('rope', 0, [1, 1, 0.6, 0.1]),
      run('rope', 1, [1, 1, 0.2, 0.1]),
    ];
    const words = resultSentences(plan, runs);
    // rope: (1 + 1) / 2 = 100%; none: (1 + 0.4) / 2 = 70%, its seeds 75% and 65% (spread 10).
    assert.equal(
      words.within,
      'Within the trained lengths (lengths 1–2), exact accuracy averaged over those lengths and seeds: RoPE 100% and none (NoPE) 70%.',
    );
    // 30 points apart, more than 10 and both spreads (0 and 10): RoPE leads.
    assert.equal(
      words.withinCompared,
      "Within them, RoPE is ahead of every other scheme by more than the margin (10 points or the seeds' spread).",
    );
    // Past: rope (0.4 + 0.1) / 2 = 25% (seeds 35% and 15%: spread 20), none 0%: 25 > 20, a lead.
    assert.equal(
      words.beyond,
      'Past them (lengths 3–4, never seen in training), averaged the same way: RoPE 25% and none (NoPE) 0%.',
    );
    // Length 3: rope 40% (seeds 60 and 20: spread 40), none 0%: 40 is not more than 40, a tie;
    // length 4: rope 10% against 0%: not more than 10 points. No single length has a lead.
    assert.equal(
      words.beyondCompared,
      "Past them, RoPE is ahead of every other scheme by more than the margin (10 points or the seeds' spread). At no single length past them do two schemes differ by more than the margin.",
    );
    assert.equal(
      words.seeds,
      'The seeds disagree: RoPE from 20% to 60% exact at length 3 and none (NoPE) from 30% to 50% exact at length 2. With seeds this far apart, one run of such a scheme says little: compare the bands in the chart, not only the means.',
    );
  });

  test('one question in a hundred is a tie, not a difference; all at 0% is said once', () => {
    const runs = [
      run('none', 0, [1, 0.9, 0.01, 0]),
      run('none', 1, [1, 0.85, 0, 0]),
      run('rope', 0, [1, 1, 0, 0]),
      run('rope', 1, [1, 1, 0, 0]),
    ];
    const words = resultSentences(plan, runs);
    assert.equal(
      words.withinCompared,
      "Within them, no two schemes differ by more than the margin (10 points or the seeds' spread): call it a tie.",
    );
    // none's mean at length 3 is 0.5%, which rounds to 1%: not every scheme is at 0%.
    assert.equal(
      words.beyond,
      'Past them (lengths 3–4, never seen in training), averaged the same way: none (NoPE) 0% and RoPE 0%. From length 4 on, every scheme got no question right (0% on average over the seeds).',
    );
    assert.equal(
      words.beyondCompared,
      "Past them, no two schemes differ by more than the margin (10 points or the seeds' spread): call it a tie. At no single length past them do two schemes differ by more than the margin.",
    );
    assert.equal(words.seeds, 'The 2 seeds of each scheme agreed within 5 points at every length.');
    const nothing = resultSentences(plan, [
      run('none', 0, [1, 0.9, 0, 0]),
      run('none', 1, [1, 0.85, 0, 0.001]),
      run('rope', 0, [1, 1, 0, 0]),
      run('rope', 1, [1, 1, 0, 0]),
    ]);
    assert.equal(
      nothing.beyond,
      "Past the trained lengths (lengths 3–4) every scheme's exact accuracy, averaged over the seeds, rounds to 0% at every length.",
    );
    assert.equal(nothing.beyondCompared, '');
  });

  test('leaders within the margin of the best, and the rest named with their numbers', () => {
    const three = { ...plan, schemes: ['none', 'sinusoidal', 'rope'], seeds: [0] };
    const words = resultSentences(three, [
      run('none', 0, [0.5, 0.3, 0, 0]),
      run('sinusoidal', 0, [0.95, 0.95, 0.3, 0]),
      run('rope', 0, [1, 1, 0.5, 0.1]),
    ]);
    // within: rope 100, sinusoidal 95 (within 10 of it), none 40.
    assert.equal(
      words.withinCompared,
      "Within them, RoPE and sinusoidal are within the margin of the best (RoPE), and none (NoPE) falls short of it by more than the margin (10 points or the seeds' spread).",
    );
    // Length 3: rope 50, sinusoidal 30, none 0: rope leads both by more than 10 points.
    assert.match(
      words.beyondCompared,
      / At length 3, where the lead was widest, RoPE got 50% exactly right, more than the margin above sinusoidal 30% and none \(NoPE\) 0%\.$/,
    );
  });

  test('L = 1, one seed, one scheme: no "averaged over those lengths", no comparison', () => {
    const one = { ...plan, schemes: ['rope'], seeds: [7], trainLength: 1, evalLength: 2 };
    const words = resultSentences(one, [run('rope', 7, [1, 0])]);
    assert.equal(words.within, 'At the trained length (length 1), exact accuracy: RoPE 100%.');
    assert.doesNotMatch(JSON.stringify(words), /averaged over those lengths/);
    assert.equal(words.withinCompared, '');
    assert.equal(
      words.beyond,
      "Past the trained lengths (length 2) every scheme's exact accuracy rounds to 0% at every length.",
    );
    assert.match(words.seeds, /^Each scheme ran with one seed\./);
    const said = conclusions(one, [run('rope', 7, [1, 0])]);
    assert.match(said[0], /with one seed per scheme/);
    assert.match(
      said[1],
      /^Past the trained lengths every scheme failed \(0% exact from length 2\)\. That agrees with Ruoss et al\. 2023/,
    );
    assert.equal(said.length, 2); // no NoPE and no ALiBi to speak of
    // Two schemes at L = 1 compare at length 1.
    const pair = resultSentences({ ...one, schemes: ['none', 'rope'] }, [
      run('none', 7, [0.5, 0]),
      run('rope', 7, [1, 0]),
    ]);
    assert.equal(
      pair.withinCompared,
      "At length 1, RoPE is ahead of every other scheme by more than the margin (10 points or the seeds' spread).",
    );
  });

  test('what the run supports: NoPE and ALiBi read against the literature', () => {
    const all = { ...plan, schemes: ['none', 'alibi'], seeds: [0] };
    const said = conclusions(all, [run('none', 0, [0.6, 0.4, 0, 0]), run('alibi', 0, [1, 1, 0.3, 0])]);
    assert.equal(
      said[1],
      'Inside the trained lengths NoPE got 50%, more than the margin below ALiBi (100%): here the causal mask alone gave the model less of the order than an encoding did. Haviv et al. 2022 found that causal language models without an encoding still learn position; a 2-block model in 3,000 steps learned only part of it.',
    );
    assert.equal(
      said[2],
      'Past the trained lengths the best was ALiBi at 15%, and every scheme reached 0% from length 4. Ruoss et al. 2023 found that standard encodings mostly fail to length-generalise on algorithmic tasks; a few points past the training length is not generalisation.',
    );
    assert.match(
      said[3],
      /^NoPE got 0% past the trained lengths, more than the margin below the best \(ALiBi, 15%\)\. Kazemnejad et al\. 2023/,
    );
    assert.match(said[4], /^ALiBi got 15% past the trained lengths\. Press et al\. 2022 showed/);
    // NoPE level with the best inside: the causal mask was enough here.
    const level = conclusions(all, [run('none', 0, [1, 0.95, 0, 0]), run('alibi', 0, [1, 1, 0, 0])]);
    assert.match(
      level[1],
      /^Inside the trained lengths NoPE got 98%, within the margin of ALiBi \(100%\): the causal mask alone was enough here/,
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

    test("a plan larger than a core's trainer budget trains in turns, and one run too large is refused", async () => {
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
        /^one run of this model does not fit the memory a core keeps for trainers \(.*budget.*\); take fewer seeds or schemes, a smaller d, fewer blocks or a shorter L$/,
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

  test('Spanish: a list joined with "y", percentages with a space before %', () =>
    inEach('es', () => {
      const words = resultSentences(plan, runs);
      assert.equal(
        plain(words.within),
        'Dentro de las longitudes entrenadas (longitudes 1–2), exactitud promediada sobre esas longitudes: RoPE 100 % y ninguna (NoPE) 75 %.',
      );
      assert.equal(plain(durationWords(132480)), 'unos 2 minutos');
      assert.equal(plain(durationWords(1000)), 'alrededor de 1 segundo');
    }));

  test('Chinese: sentences follow one another without a space, lists with 和', () =>
    inEach('zh-CN', () => {
      const words = resultSentences(plan, runs);
      assert.equal(
        plain(words.beyond),
        '超出训练长度后（长度 3–4，训练中从未见过），按同样方式取平均：RoPE 25%和无（NoPE） 0%。从长度 4 起，每种方案都一个问题也没答对（0%）。',
      );
      // No English sentence left: only names (of schemes, models and authors) in Latin letters.
      const names = /^(NoPE|none|RoPE|Haviv|Ruoss|Kazemnejad|Press|ALiBi|teacher|forcing|reverse|decoder)$/;
      const all = [...Object.values(words), ...conclusions(plan, runs)].map(plain).join(' ');
      assert.deepEqual(
        (all.match(/[A-Za-z]{3,}/g) ?? []).filter((word) => !names.test(word)),
        [],
      );
    }));

  test('Arabic: the dual of two worker threads, and the Arabic percent sign', () =>
    inEach('ar', () => {
      assert.equal(plain(durationWords(2000)), 'نحو ثانيتين');
      assert.match(plain(resultSentences(plan, runs).within), /RoPE 100٪ وبلا ترميز \(NoPE\) 75٪\.$/);
    }));
});
