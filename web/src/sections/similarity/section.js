// Section "Similarity depends only on offset": what the page needs before the section's code loads (its id, title,
// controls and store keys); similarity.js holds the narration and the live parts, loaded on first show.

import { t } from '../../kit/i18n.js';

/** The core's names of this section's parameters, in the page's words (worded when read). */
export const WORDS = {
  get maxOffset() {
    return t('words-similarity-maxOffset');
  },
};

export default {
  id: 'similarity',
  words: WORDS,
  get title() {
    return t('title-similarity');
  },
  controls: ['d', 'n', 'pos'],
  defaults: { d: 16, n: 64, pos: 10 },
  load: () => import('./similarity.js').then((module) => module.default),
};
