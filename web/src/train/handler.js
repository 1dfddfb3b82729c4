// The lab's operations on trainers, one function for both places a run can train: a Web
// Worker (worker.js) and, where no worker can start (standalone.html from file://, a policy
// that forbids workers, a component loaded from another origin), the page's own thread.
// Both call the same core functions with the same arguments, so a run gives the same numbers
// wherever it trains.
//
// Rule: every number comes from the core; this file only keeps each run's trainer by key.

/**
 * @param {object} core  a loaded core (pe-core.mjs)
 * @returns {(op: string, args: object) => object}  the operations below; each may throw the core's error
 */
export function createTrainHandler(core) {
  const trainers = new Map();
  const trainerOf = (key) => {
    const trainer = trainers.get(key);
    if (!trainer) throw new Error(`the lab has no run ${key}`);
    return trainer;
  };
  const ops = {
    /** A new trainer for run `key` (a previous one under that key is freed). */
    create({ key, config }) {
      trainers.get(key)?.free();
      trainers.delete(key);
      trainers.set(key, core.createTrainer(config));
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
    predict({ key, digits }) {
      return trainerOf(key).predict(digits);
    },
    attention({ key, digits, block, head }) {
      return trainerOf(key).attention({ digits, block, head });
    },
    /** One parameter tensor by name: { name, shape, values }. */
    tensor({ key, name }) {
      const tensor = trainerOf(key)
        .weights()
        .find((entry) => entry.name === name);
      if (!tensor) throw new Error(`run ${key} has no tensor ${name}`);
      return tensor;
    },
    /** Frees every trainer (a reset, or the section going away). */
    freeAll() {
      for (const trainer of trainers.values()) trainer.free();
      trainers.clear();
      return {};
    },
  };
  return (op, args) => {
    if (!Object.hasOwn(ops, op)) throw new Error(`the lab has no operation ${op}`);
    return ops[op](args);
  };
}
