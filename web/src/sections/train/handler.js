// The lab's operations on trainers, one function for both places a run can train: a Web
// Worker (worker.js) and, where no worker can start (standalone.html from file://, a policy
// that forbids workers, a component loaded from another origin), the page's own thread.
// Both call the same core functions with the same arguments, so a run gives the same numbers
// wherever it trains.
//
// Rule: every number comes from the core; this file only keeps each run's trainer by key.
// Its own errors carry `l10n` (a message id and its arguments): it may run in a worker, which
// has no words of the page's language, so the page words them (executors.js).

/** An error the page words by `id` (message train-<id>); `english` is for the console and node. */
function labError(id, args, english) {
  return Object.assign(new Error(english), { l10n: { id, args } });
}

/**
 * @param {object} core  a loaded core (pe-core.mjs)
 * @returns {(op: string, args: object) => object}  the operations below; each may throw the core's error
 */
export function createTrainHandler(core) {
  const trainers = new Map();
  const trainerOf = (key) => {
    const trainer = trainers.get(key);
    if (!trainer) throw labError('train-error-no-run', { key }, `the lab has no run ${key}`);
    return trainer;
  };
  const ops = {
    /**
     * A new trainer for run `key` (a previous one under that key is freed), starting from
     * `weights` where given ([{ name, values }]: a trained run's, for its context extension).
     */
    create({ key, config, weights }) {
      ops.free({ key });
      const trainer = core.createTrainer(config);
      try {
        for (const { name, values } of weights ?? []) trainer.setWeight(name, values);
      } catch (error) {
        trainer.free();
        throw error;
      }
      trainers.set(key, trainer);
      return {};
    },
    /** `steps` training steps: each step's loss (before its update). */
    step({ key, steps }) {
      return { losses: trainerOf(key).step(steps) };
    },
    /** One length's questions firstExample .. firstExample + examples - 1: the counts right. */
    evaluate({ key, length, firstExample, examples }) {
      const result = trainerOf(key).evaluate({ length, firstExample, examples });
      return { rightTokens: result.rightTokens[0], rightExamples: result.rightExamples[0] };
    },
    /**
     * How many of each trained length's test questions run `config`'s training batches drew in
     * `steps` steps (the core's trainingOverlap; the same for every scheme of one seed).
     */
    overlap({ config, steps, examples }) {
      const { seen } = core.trainingOverlap({
        trainLength: config.trainLength,
        ...(config.batch === undefined ? {} : { batch: config.batch }),
        steps,
        seed: config.seed,
        examples,
      });
      return { seen: Array.from(seen) };
    },
    /** Every parameter tensor of run `key`: [{ name, shape, values }], to keep after freeing it. */
    weights({ key }) {
      return { tensors: trainerOf(key).weights() };
    },
    /**
     * A finished run's answer and attention on one question, from its kept weights: a trainer
     * made for the question and freed after it, so a finished run holds no core memory.
     */
    ask({ config, weights, digits, block, head }) {
      const trainer = core.createTrainer(config);
      try {
        for (const { name, values } of weights) trainer.setWeight(name, values);
        return { prediction: trainer.predict(digits), attention: trainer.attention({ digits, block, head }) };
      } finally {
        trainer.free();
      }
    },
    /** Frees one run's trainer (its numbers are the page's already). */
    free({ key }) {
      trainers.get(key)?.free();
      trainers.delete(key);
      return {};
    },
    /** Frees every trainer (a reset, or the section going away). */
    freeAll() {
      for (const trainer of trainers.values()) trainer.free();
      trainers.clear();
      return {};
    },
  };
  return (op, args) => {
    if (!Object.hasOwn(ops, op)) throw labError('train-error-no-operation', { op }, `the lab has no operation ${op}`);
    return ops[op](args);
  };
}
