// Section "Fixed versus learned": what the page needs before the section's code loads (its id,
// title, controls and words); learned.js holds the narration and the live parts, loaded on first show.

import { t } from '../../kit/i18n.js';

/** The core's names of this section's parameters, in the page's words. */
export const WORDS = { maxLen: 'max_len' };

export default {
  id: 'learned',
  words: WORDS,
  get title() {
    return t('title-learned');
  },
  controls: ['pos', 'd'],
  defaults: { pos: 600, d: 8 },
  load: () => import('./learned.js').then((module) => module.default),
};
