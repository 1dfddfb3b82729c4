// The training lab's limits that both its declaration (section.js: the store's ranges) and its
// body (train.js: the controls) need, in a module of their own: the body must not import
// section.js, which loads it.

/** The widths the lab offers (4 heads of an even width each, as RoPE needs). */
export const WIDTHS = ['16', '32', '64'];
export const STEP_RANGE = { min: 100, max: 10000 };
/**
 * How the lab's training examples take their positions: 'consecutive' (0, 1, 2, ..., the plain
 * runs only) or 'drawn' (the plain runs and, beside them on the same seeds, runs of the schemes
 * that read positions with each example's positions drawn: runs.js, DRAWN).
 */
export const POSITION_MODES = ['consecutive', 'drawn'];
