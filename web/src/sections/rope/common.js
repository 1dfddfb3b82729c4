// What several parts of the RoPE section share: the seed of its random vectors, and how it
// prints a size beside words.

import { fixed } from '../../kit/format.js';
import { sci } from '../../kit/section-kit.js';

/** The seed of the random q, k (and W_Q, W_K, x): the core's generator, the same every time. */
export const SEED = 1;

/** A size in words' company: order-1 values with 6 decimals, rounding-level ones in scientific notation. */
export function size(value) {
  return Math.abs(value) >= 1e-3 ? fixed(value) : sci(value, 2);
}
