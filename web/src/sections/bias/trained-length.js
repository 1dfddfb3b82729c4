// The bias section's training length L (its "beyond the training length" part) and its limits,
// which both its declaration (section.js: the store key and its rule) and its body
// (bias-beyond.js) need, in a module of their own: the body must not import section.js, which
// loads it.

/** How many times the training length the model is run at. */
export const FACTOR = 4;

/** The largest L: FACTOR · L keys must fit one ALiBi bias and one T5 bucket table. */
export function largestTrained(core) {
  return Math.floor(Math.min(core.requests.alibi.positions.max, core.requests.t5Buckets.positions.max) / FACTOR);
}
export const SMALLEST_TRAINED = 2; // one distance besides 0 inside training
