// The RoPE section's names: its own settings (pairing, the shift c) and its names for two shared
// keys (d, k), with a store message put into them. section.js (loaded with the page) and the
// section's body (loaded on first show) both import this, so neither imports the other.

import { intArg } from '../../kit/format.js';
import { t } from '../../kit/i18n.js';

/** This section's own settings (the shape is store.js SHARED_SETTINGS'). */
export const SETTINGS = {
  pairing: {
    get name() {
      return t('words-rope-pairing');
    },
    core: 'pairing',
    fallback: (core) => core.requests.ropeSteps.pairing.default,
  },
  shift: {
    get name() {
      return t('words-rope-shift');
    },
    core: 'shift',
    fallback: 0,
    // The core's range for the shift (ropeRelative): m + shift and n + shift, here pos + c and
    // pos + k + c, are positions. The letter is c, not s: the extension section's s is its scale.
    within: ({ pos, k }, r, core) => {
      const { minShift, maxShift } = core.dependentRanges({ pos, k });
      return { min: minShift, max: maxShift, why: t('words-rope-shift-why', { max: intArg(r.maxPosition) }) };
    },
  },
};

/**
 * Two shared keys go by other names here: d is the dimension of one attention head, and k (the
 * offset n − m) is Δ, because k is the key vector on this page. The URL keys stay d and k.
 */
export const NAMES = {
  get d() {
    return t('words-rope-d');
  },
  get k() {
    return t('words-rope-k');
  },
};

/** A store message in this section's words (the store names d and k as the other sections do). */
export function inOwnNames(message, store) {
  let text = String(message);
  for (const [key, name] of Object.entries(NAMES)) text = text.split(store.names[key]).join(name);
  return text.replace(/\bpos \+ k\b/g, 'pos + Δ');
}
