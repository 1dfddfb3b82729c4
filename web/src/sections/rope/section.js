// Section "RoPE": what the page needs before the section's code loads (its id, title, controls,
// store keys, rules and its names for d and k); rope.js holds the narration and the live parts,
// loaded on first show.

import { t } from '../../kit/i18n.js';
import { int } from '../../kit/format.js';

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
      return { min: minShift, max: maxShift, why: t('words-rope-shift-why', { max: int(r.maxPosition) }) };
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

/** pos + Δ must be a position: the shared rule for pos + k, checked here because Δ is this section's control. */
const RULES = [
  {
    keys: ['k', 'pos'],
    check: ({ view, pos, k }, core) => {
      const { minK, maxK } = core.dependentRanges({ pos });
      if (view !== 'rope' || (k >= minK && k <= maxK)) return null;
      return t('words-rope-k-range', { name: NAMES.k, min: int(minK), max: int(maxK), got: int(k) });
    },
  },
];

export default {
  id: 'rope',
  get title() {
    return t('title-rope');
  },
  // d and Δ (the key k) are drawn in the section, under their names here (renamedControl).
  controls: ['pos', 'base'],
  // Shared keys this section draws itself, in its own words (d as the head dimension, k as Δ):
  // the store fits them to a link's values as it does the settings panel's.
  uses: ['d', 'k'],
  // A link's notes and refusals about d and k, in this section's names for them.
  inOwnWords: inOwnNames,
  defaults: { d: 8, pos: 5, k: 3, shift: 100 },
  settings: SETTINGS,
  rules: RULES,
  load: () => import('./rope.js').then((module) => module.default),
};
