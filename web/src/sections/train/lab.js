// The training lab's scheduler: trains every run of a plan (one scheme and one seed each) side
// by side, on up to `workers` Web Workers or, where none can start, on the page's thread in
// slices of at most executors.js's MAIN_SLICE_MS; then evaluates each run at every length.
// pause(), resume() and reset() work at any point; a run gives the same numbers whichever way
// it trains and however its steps are sliced (a seeded trainer repeats bit for bit, and the
// evaluation adds up the core's counts slice by slice).
//
// Rule: the lab keeps the core's numbers (losses, counts) and computes nothing from them but
// the shares of its counts; words and pictures are the section's (train.js beside it).

import { t } from '../../kit/i18n.js';
import { createMainExecutor, startWorkerExecutor } from './executors.js';
import { EVAL_EXAMPLES } from './runs.js';

export { EVAL_EXAMPLES };

/**
 * A run of a plan as the lab keeps it: the plan's record and where it has got to. A run may
 * bring its own `steps` (the plan's otherwise; 0: evaluated as created), starting `weights`
 * (set on its trainer as it is made: the extension runs start from a trained model) and `keep`
 * (its weights are kept after it finishes).
 */
function runState(run, plan) {
  const steps = run.steps ?? plan.steps;
  return {
    ...run,
    steps,
    step: 0,
    phase: 'waiting',
    // The first seed of each scheme answers the page's questions afterwards.
    kept: Boolean(run.keep) || !plan.seeds || run.seed === plan.seeds[0],
    losses: new Float32Array(steps),
    msPerStep: Number.POSITIVE_INFINITY,
    msPerToken: Number.POSITIVE_INFINITY,
    length: 1,
    first: 0,
    rightTokens: new Array(plan.evalLength).fill(0),
    rightExamples: new Array(plan.evalLength).fill(0),
  };
}

/** One slice of one run: a few training steps, or part of one length's evaluation. */
async function slice(executor, run, plan) {
  const started = performance.now();
  if (run.phase === 'train') {
    const steps = Math.max(1, Math.min(run.steps - run.step, Math.floor(executor.sliceMs / run.msPerStep) || 1));
    const { losses } = await executor.call('step', { key: run.key, steps });
    run.losses.set(losses, run.step);
    run.step += steps;
    run.msPerStep = (performance.now() - started) / steps;
    if (run.step >= run.steps) run.phase = 'evaluate';
    return;
  }
  const length = run.length;
  const perQuestion = run.msPerToken * length;
  const examples = Math.max(1, Math.min(EVAL_EXAMPLES - run.first, Math.floor(executor.sliceMs / perQuestion) || 1));
  const counts = await executor.call('evaluate', { key: run.key, length, firstExample: run.first, examples });
  run.rightTokens[length - 1] += counts.rightTokens;
  run.rightExamples[length - 1] += counts.rightExamples;
  run.first += examples;
  run.msPerToken = (performance.now() - started) / (examples * length);
  if (run.first >= EVAL_EXAMPLES) {
    run.first = 0;
    run.length += 1;
    if (run.length > plan.evalLength) run.phase = 'done';
  }
}

/**
 * Makes the trainer of the next waiting run while the executor's core has room for it: a
 * core keeps its trainers under a memory budget (TrainerLimits::maxBytes), so a large plan
 * trains some runs while the rest wait. False when the core refused for lack of room and
 * another run can still finish and make some.
 */
async function admit(executor, own) {
  const waiting = own.find((run) => run.phase === 'waiting');
  if (!waiting) return false;
  try {
    await executor.call('create', { key: waiting.key, config: waiting.config, weights: waiting.weights });
    waiting.phase = waiting.steps > 0 ? 'train' : 'evaluate';
    return true;
  } catch (error) {
    const budget = error instanceof RangeError && /budget/.test(error.message);
    if (budget && own.some((run) => run.phase === 'train' || run.phase === 'evaluate')) return false;
    if (budget) {
      throw new RangeError(t('train-error-budget', { reason: error.message, d: 'd', L: 'L' }));
    }
    throw error;
  }
}

/**
 * A finished run gives its memory back: its numbers are the lab's already, and the first
 * seed of each scheme keeps its weights (small) for the page's questions (lab.ask).
 */
async function finish(executor, run, plan) {
  if (run.kept) run.weights = (await executor.call('weights', { key: run.key })).tensors;
  // The test questions training drew depend on the seed, not the scheme: asked once per seed.
  if (plan.kind !== 'extension' && plan.schemes && run.scheme === plan.schemes[0]) {
    const args = { config: run.config, steps: plan.steps, examples: EVAL_EXAMPLES };
    run.overlap = (await executor.call('overlap', args)).seen;
  }
  await executor.call('free', { key: run.key });
}

/** A gate the drivers wait at while paused: pause() closes it, resume() and release() open it. */
function createGate() {
  let closed = null; // { promise, resolve } while paused
  return {
    get closed() {
      return Boolean(closed);
    },
    wait: () => closed?.promise,
    close() {
      if (closed) return false;
      let resolve;
      const promise = new Promise((done) => {
        resolve = done;
      });
      closed = { promise, resolve };
      return true;
    },
    open() {
      if (!closed) return false;
      closed.resolve();
      closed = null;
      return true;
    },
  };
}

/** The executors a plan trains on: workers where they start, else the page's thread. */
async function startExecutors(lab, count) {
  if (lab.makeWorker && typeof Worker === 'function') {
    const started = await Promise.allSettled(
      Array.from({ length: count }, () => startWorkerExecutor(lab.makeWorker, { stallMs: lab.stallMs })),
    );
    const live = started.filter((s) => s.status === 'fulfilled').map((s) => s.value);
    if (live.length) return { list: live, mode: 'workers' };
  }
  return { list: [createMainExecutor(lab.core)], mode: 'main' };
}

/**
 * Drives one executor's runs. A worker that stops answering (executors.js: error.lost) is
 * replaced by the page's thread, where its unfinished runs start again from step 0: a seeded
 * run gives the same numbers wherever it trains.
 */
async function drive(lab, executor, own, mine) {
  try {
    await driveOn(lab, executor, own, mine);
  } catch (failure) {
    if (!failure?.lost || mine !== lab.generation) throw failure;
    lab.lostWorkers += 1;
    const fallback = createMainExecutor(lab.core);
    lab.executors.push(fallback);
    const again = own.filter((run) => run.phase !== 'done');
    for (const run of again) Object.assign(run, runState(run, lab.plan), { executor: fallback });
    lab.onChange();
    await driveOn(lab, fallback, again, mine);
  }
}

async function driveOn(lab, executor, own, mine) {
  let turn = 0;
  for (;;) {
    if (mine !== lab.generation) return;
    await lab.gate.wait();
    if (mine !== lab.generation) return;
    while (await admit(executor, own)) if (mine !== lab.generation) return;
    const open = own.filter((run) => run.phase === 'train' || run.phase === 'evaluate');
    if (!open.length) return;
    const run = open[turn % open.length];
    await slice(executor, run, lab.plan);
    if (run.phase === 'done') await finish(executor, run, lab.plan);
    turn += 1;
    if (mine === lab.generation) lab.onChange();
  }
}

/** Trains and evaluates every run of the lab's plan; false when a newer plan or reset came first. */
async function trainAll(lab, mine) {
  const started = await startExecutors(lab, Math.max(1, Math.min(lab.workers, lab.runs.length)));
  if (mine !== lab.generation) {
    for (const executor of started.list) executor.destroy();
    return false;
  }
  lab.executors = started.list;
  lab.mode = started.mode;
  const owned = lab.executors.map(() => []);
  lab.runs.forEach((run, index) => {
    run.executor = lab.executors[index % lab.executors.length];
    owned[index % lab.executors.length].push(run);
  });
  lab.setStatus(lab.gate.closed ? 'paused' : 'running');
  await Promise.all(lab.executors.map((executor, index) => drive(lab, executor, owned[index], mine)));
  if (mine !== lab.generation) return false;
  for (const run of lab.runs) {
    run.exact = run.rightExamples.map((right) => right / EVAL_EXAMPLES);
    run.token = run.rightTokens.map((right, index) => right / (EVAL_EXAMPLES * (index + 1)));
  }
  return true;
}

/**
 * @param {{ core: object, makeWorker?: (() => Worker) | null, workers?: number, onChange?: () => void }} options
 *   makeWorker: null where the page has no worker script (standalone.html).
 *   onChange: after every slice and every change of status (the section throttles its drawing).
 */
export function createLab({ core, makeWorker = null, workers = 2, stallMs, onChange = () => {} }) {
  // The lab's state, shared with the drivers above (status: idle | starting | running | paused | done | failed).
  const s = {
    core,
    makeWorker,
    workers,
    stallMs,
    onChange,
    generation: 0,
    executors: [],
    runs: [],
    gate: createGate(),
  };
  Object.assign(s, { status: 'idle', error: null, mode: null, plan: null, lostWorkers: 0 });
  s.setStatus = (next) => {
    s.status = next;
    onChange();
  };
  const closeExecutors = () => {
    for (const executor of s.executors) executor.destroy();
    s.executors = [];
  };

  const lab = {
    get status() {
      return s.status;
    },
    get error() {
      return s.error;
    },
    /** 'workers' or 'main' once started. */
    get mode() {
      return s.mode;
    },
    get workerCount() {
      // Live ones only: a worker that stopped answering trained nothing that is kept.
      return s.mode === 'workers'
        ? s.executors.filter((executor) => executor.kind === 'worker' && executor.live).length
        : 0;
    },
    /** Workers that stopped answering in this plan (their runs trained again on the page's thread). */
    get lostWorkers() {
      return s.lostWorkers;
    },
    /** The plan being (or last) run: { runs, steps, evalLength, ... } as given to start(). */
    get plan() {
      return s.plan;
    },
    /** The runs, each { key, scheme, seed, step, phase, losses (Float32Array), exact, token (per length, once done) }. */
    get runs() {
      return s.runs;
    },
    /**
     * Starts a plan: { runs: [{ key, scheme, seed, config }], steps, evalLength }. Any run in
     * progress is dropped first. Resolves when every run is done (or on reset).
     */
    async start(next) {
      lab.reset();
      const mine = s.generation;
      Object.assign(s, { plan: next, lostWorkers: 0, error: null });
      s.setStatus('starting');
      s.runs = next.runs.map((run) => runState(run, next));
      try {
        if (await trainAll(s, mine)) s.setStatus('done');
      } catch (failure) {
        if (mine !== s.generation) return;
        s.error = failure;
        closeExecutors();
        s.setStatus('failed');
      }
    },
    pause() {
      if (s.gate.closed || !['running', 'starting'].includes(s.status)) return;
      s.gate.close();
      if (s.status === 'running') s.setStatus('paused');
    },
    resume() {
      if (!s.gate.open()) return;
      if (s.status === 'paused') s.setStatus('running');
    },
    /** Stops and forgets everything (the trainers are freed, the workers ended). */
    reset() {
      s.generation += 1;
      s.gate.open();
      closeExecutors();
      Object.assign(s, { runs: [], plan: null, mode: null, error: null });
      if (s.status !== 'idle') s.setStatus('idle');
    },
    /**
     * After the run: a kept run's greedy answer to `digits` and one head's attention on them,
     * { prediction, attention }, from its weights (on a worker when there is one).
     */
    ask(key, { digits, block, head }) {
      const run = s.runs.find((entry) => entry.key === key);
      const executor = s.executors.find((entry) => entry.live);
      if (!run?.weights || !executor) return Promise.reject(new Error(t('train-error-no-finished-run', { key })));
      return executor.call('ask', { config: run.config, weights: run.weights, digits, block, head });
    },
    /** A kept run's parameter tensor by name: { name, shape, values }. */
    tensor(key, name) {
      const tensor = s.runs.find((entry) => entry.key === key)?.weights?.find((entry) => entry.name === name);
      if (!tensor) throw new Error(t('train-error-no-tensor', { name, key }));
      return tensor;
    },
    destroy() {
      lab.reset();
    },
  };
  return lab;
}
