// The training lab's limits that both its declaration (section.js: the store's ranges) and its
// body (train.js: the controls) need, in a module of their own: the body must not import
// section.js, which loads it.

/** The widths the lab offers (4 heads of an even width each, as RoPE needs). */
export const WIDTHS = ['16', '32', '64'];
export const STEP_RANGE = { min: 100, max: 10000 };
