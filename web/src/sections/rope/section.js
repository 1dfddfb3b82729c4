// Section "RoPE": what the page needs before the section's code loads (its id, title, controls,
// store keys and rules; its settings and its names for d and k are in names.js); rope.js holds the
// narration and the live parts, loaded on first show.

import { t } from '../../kit/i18n.js';
import { intArg } from '../../kit/format.js';
import { inOwnNames, NAMES, SETTINGS } from './names.js';

/** pos + Δ must be a position: the shared rule for pos + k, checked here because Δ is this section's control. */
const RULES = [
  {
    keys: ['k', 'pos'],
    check: ({ view, pos, k }, core) => {
      const { minK, maxK } = core.dependentRanges({ pos });
      if (view !== 'rope' || (k >= minK && k <= maxK)) return null;
      return t('words-rope-k-range', { name: NAMES.k, min: intArg(minK), max: intArg(maxK), got: intArg(k) });
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
