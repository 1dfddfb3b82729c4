// Section "Why position?": what the page needs before the section's code loads (its id, title
// and words); why.js holds the narration and the live parts, loaded on first show.

import { t } from '../../kit/i18n.js';

/** The core's names of this section's parameters, in the page's words (the section's `words`). */
export const WORDS = {
  get tokensA() {
    return t('words-why-tokensA');
  },
  get tokensB() {
    return t('words-why-tokensB');
  },
};

export default {
  id: 'why',
  words: WORDS,
  get title() {
    return t('title-why');
  },
  controls: [],
  load: () => import('./why.js').then((module) => module.default),
};
