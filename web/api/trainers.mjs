// Trainers kept inside a core (core.createTrainer): a small Transformer learning a digit task,
// held by the core's TrainerStore (cpp/core/trainer.hpp) and reached by id through the plain
// trainer* functions of the export table. This wrapper only remembers the id and whether it
// was freed; every value is checked and computed by those functions.
//
// Rule: after free() every method throws an Error saying so, before anything reaches the core
// (a freed id is never sent, so a later trainer can never be reached through an old handle;
// the core never reuses ids either). A trainer freed by the raw call, core.trainerFree({ trainer:
// id }), counts as freed too: that call goes through trainerFree() below, which forgets the id.
import { describe } from './requests.mjs';

/**
 * The trainers of one core: { createTrainer, trainerFree }. derived holds the core's plain
 * functions (trainerCreate, trainerStep, ...), each checking its request before calling into
 * WebAssembly; trainerFree(request) is the raw call for an already checked request, which also
 * marks the id's wrapper freed.
 */
export function makeTrainers(derived) {
  const liveIds = new Set(); // the ids of this core's trainers not yet freed
  // A caller's options as a request for one trainer: every field the caller gave, and its id.
  function options(value, what) {
    if (value === undefined) return {};
    if (value === null || typeof value !== 'object' || Array.isArray(value)) {
      throw new TypeError(`${what} must be an object of parameters; got ${describe(value)}`);
    }
    return value;
  }

  function trainerFree(request) {
    const wasLive = derived.trainerFree(request);
    liveIds.delete(request.trainer);
    return wasLive;
  }

  function createTrainer(config = {}) {
    const { trainer: id } = derived.trainerCreate(options(config, 'config'));
    liveIds.add(id);
    const use = (what) => {
      if (!liveIds.has(id))
        throw new Error(`trainer.${what}(): this trainer was freed; make another with core.createTrainer()`);
      return id;
    };
    // A request of the caller's fields with this trainer's id; the id is ours, never the caller's.
    const request = (what, value) => ({ ...options(value, what), trainer: use(what) });
    return Object.freeze({
      /** The core's id of this trainer. */
      id,
      get freed() {
        return !liveIds.has(id);
      },
      /**
       * Trains n steps (1 by default); returns each step's loss, a Float32Array. Once a loss or a
       * gradient comes out non-finite the trainer stops (the core keeps the weights of the last
       * finite step): this call and every later one throw an Error saying so, whose `losses`
       * holds the steps this call did take.
       */
      step: (n = 1) => {
        const { losses, stopped } = derived.trainerStep({ trainer: use('step'), steps: n });
        if (stopped) throw Object.assign(new Error(`trainer.step(): ${stopped}`), { losses });
        return losses;
      },
      /** { lengths, tokenAccuracy, exactAccuracy, trainLength, examples } at every length 1..evalLength. */
      evaluate: (opts) => derived.trainerEvaluate(request('evaluate', opts)),
      /** Every parameter tensor: [{ name, shape (Int32Array), values (Float32Array, row-major) }]. */
      weights: () => derived.trainerWeights({ trainer: use('weights') }),
      /** Replaces one tensor's values (exactly as many as it holds). */
      setWeight: (name, values) => {
        derived.trainerSetWeight({ trainer: use('setWeight'), name, values });
      },
      /** { loss, gradients: [{ name, shape, values }] } on the batch of opts.batchSeed, without an update. */
      lossAndGradients: (opts) => derived.trainerLossAndGradients(request('lossAndGradients', opts)),
      /**
       * The training batch of opts.batchSeed: { size, length, tokens, targets, weights, positions }
       * (positions: where each token stands, drawn from [0, positionRange) when the trainer
       * randomises positions, else 0..length-1 in every example).
       */
      batch: (opts) => derived.trainerBatch(request('batch', opts)),
      /** One head's attention on a question: { tokens, length, weights ([query][key]) } (opts: digits, block, head). */
      attention: (opts) => derived.trainerAttention(request('attention', opts)),
      /** The model's greedy answer to a question: { question, expected, predicted, right }. */
      predict: (digits) => derived.trainerPredict({ trainer: use('predict'), digits }),
      /** Gives the trainer's memory back; every method throws afterwards. Calling it again does nothing. */
      free() {
        if (liveIds.has(id)) trainerFree({ trainer: id });
      },
    });
  }

  return { createTrainer, trainerFree };
}
