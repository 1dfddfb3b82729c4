// The lab's two remedies without a page (issue 39, items 1 and 2): randomised positions as extra
// runs of the plan (train/runs.js, planFor with positions 'drawn') and the context extension of
// the trained RoPE runs (extensionPlanFor), run by the lab's scheduler on the page-thread path
// and checked against the core's trainer called directly: a run of the lab is the core's run.
import './i18n-node.mjs';
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';

import { loadCore } from '../../dist/pe-core.mjs';
import { takeSchemesFrom } from '../../web/src/kit/schemes.js';
import { createLab, EVAL_EXAMPLES } from '../../web/src/sections/train/lab.js';
import { extensionPlanFor, planFor, samePlan, schemeName } from '../../web/src/sections/train/runs.js';

const core = await loadCore();
takeSchemesFrom(core);

const STATE = {
  task: 'reverse',
  schemes: '',
  trainlen: 5,
  width: '32',
  blocks: 2,
  seeds: 3,
  firstseed: 0,
  steps: 3000,
  tokenscale: 'sqrt-d',
};

/**
 * A run of the lab done again by the core's own calls: setWeight (the starting weights it was
 * given, if any), step, evaluate.
 */
function direct(run, start = []) {
  const trainer = core.createTrainer(run.config);
  try {
    for (const { name, values } of start) trainer.setWeight(name, values);
    const losses = run.steps > 0 ? trainer.step(run.steps) : [];
    const { exactAccuracy } = trainer.evaluate({ examples: EVAL_EXAMPLES });
    return { losses: [...losses], exact: [...exactAccuracy] };
  } finally {
    trainer.free();
  }
}

describe('randomised positions', () => {
  test('sinusoidal, learned and RoPE run again with positions drawn from [0, 8L), on the same seeds; the others do not', () => {
    const plan = planFor({ ...STATE, positions: 'drawn' });
    const drawn = plan.runs.filter((run) => run.config.positionRange);
    assert.deepEqual([...new Set(drawn.map((run) => run.scheme))], ['sinusoidal-drawn', 'learned-drawn', 'rope-drawn']);
    assert.ok(drawn.every((run) => run.config.positionRange === 40 && [0, 1, 2].includes(run.seed)));
    // Each drawn run's config is its plain run's with the range added: the pair differs in that only.
    for (const run of drawn) {
      const plain = plan.runs.find((other) => other.key === `${run.config.positionScheme}/${run.seed}`);
      assert.deepEqual({ ...run.config, positionRange: undefined }, { ...plain.config, positionRange: undefined });
    }
    assert.equal(plan.runs.length, 6 * 3 + 3 * 3);
    assert.equal(schemeName('rope-drawn'), 'RoPE, positions drawn');
    // Off, the plan is the plain one; the switch alone makes a different plan.
    assert.equal(planFor({ ...STATE, positions: 'consecutive' }).runs.length, 18);
    assert.ok(!samePlan(plan, { ...STATE, positions: 'consecutive' }));
    assert.ok(samePlan(plan, { ...STATE, positions: 'drawn' }));
    // Only NoPE, ALiBi and T5 ticked: nothing to draw, the plain plan.
    assert.equal(planFor({ ...STATE, schemes: 'none,alibi,t5', positions: 'drawn' }).positions, 'consecutive');
  });

  test("the lab's drawn run is the core's run with positionRange, and differs from its plain run", async () => {
    const plan = planFor({
      ...STATE,
      schemes: 'learned',
      trainlen: 2,
      width: '16',
      blocks: 1,
      seeds: 1,
      steps: 30,
      positions: 'drawn',
    });
    const lab = createLab({ core, makeWorker: null });
    await lab.start(plan);
    assert.equal(lab.status, 'done');
    const [plain, drawnRun] = lab.runs;
    assert.equal(drawnRun.config.positionRange, 16);
    const again = direct(drawnRun);
    assert.deepEqual([...drawnRun.losses], again.losses);
    assert.deepEqual(drawnRun.exact, again.exact);
    assert.notDeepEqual([...drawnRun.losses], [...plain.losses]);
    lab.reset();
  });
});

describe('context extension of the trained RoPE runs', () => {
  test('each method as trained and fine-tuned, from the RoPE runs’ weights, at s = 2L / L', () => {
    const plan = planFor({ ...STATE, schemes: 'rope,alibi', seeds: 2 });
    const runs = plan.runs.map((run) => ({ ...run, weights: run.scheme === 'rope' ? [{ name: run.key }] : undefined }));
    assert.ok(plan.runs.filter((run) => run.scheme === 'rope').every((run) => run.keep));
    const extension = extensionPlanFor(plan, runs, 300);
    assert.equal(extension.kind, 'extension');
    assert.equal(extension.runs.length, 4 * 2 * 2);
    const byKey = Object.fromEntries(extension.runs.map((run) => [run.key, run]));
    const asTrained = byKey['rope-ext-yarn/1'];
    assert.equal(asTrained.steps, 0);
    assert.deepEqual(asTrained.weights, [{ name: 'rope/1' }]);
    assert.deepEqual(
      [asTrained.config.trainLength, asTrained.config.seed, asTrained.config.ropeScaling, asTrained.config.ropeScale],
      [5, 1, 'yarn', 2],
    );
    // The fine-tune: 1..10 digits, batches of seed 1000 + 1, the recipe's L still 10 tokens.
    const tuned = byKey['rope-ext-pi-tuned/1'];
    assert.equal(tuned.steps, 300);
    assert.deepEqual(
      [tuned.config.trainLength, tuned.config.seed, tuned.config.ropeTrainedLength, tuned.config.evalLength],
      [10, 1001, 10, 10],
    );
    assert.equal(schemeName('rope-ext-ntk-tuned'), 'RoPE with NTK-aware scaling, fine-tuned');
    assert.equal(schemeName('rope-ext-none'), 'RoPE with no scaling, as trained');
  });

  test("the lab's extension runs are the core's: weights set, the method on, steps, evaluation", async () => {
    const plan = planFor({ ...STATE, schemes: 'rope', trainlen: 2, width: '16', blocks: 1, seeds: 1, steps: 60 });
    const lab = createLab({ core, makeWorker: null });
    await lab.start(plan);
    assert.equal(lab.status, 'done');
    const rope = lab.runs[0];
    assert.ok(rope.weights, 'the RoPE run kept its weights');
    const extension = extensionPlanFor(plan, lab.runs, 12);
    const extended = createLab({ core, makeWorker: null });
    await extended.start(extension);
    assert.equal(extended.status, 'done');
    const byScheme = Object.fromEntries(extended.runs.map((run) => [run.scheme, run]));
    // No scaling, as trained, is the RoPE run itself: the same answers, bit for bit.
    assert.deepEqual(byScheme['rope-ext-none'].exact, rope.exact);
    // Every run is the core's run of its config from the trained weights.
    for (const run of extended.runs) {
      const again = direct(run, rope.weights);
      assert.deepEqual([...run.losses], again.losses, `${run.key}: losses`);
      assert.deepEqual(run.exact, again.exact, `${run.key}: exact accuracy`);
    }
    // Position interpolation halves every frequency: the trained model answers otherwise.
    assert.notDeepEqual(byScheme['rope-ext-pi'].exact, rope.exact);
    lab.reset();
    extended.reset();
  });
});
