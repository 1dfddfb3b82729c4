// Section "The relative-shift proof": what the page needs before the section's code loads (its id, title,
// controls and store keys); proof.js holds the narration and the live parts, loaded on first show.

import { t } from '../../kit/i18n.js';

export default {
  id: 'proof',
  get title() {
    return t('title-proof');
  },
  controls: ['d', 'pos', 'k'],
  defaults: { d: 8, pos: 3, k: 2 },
  load: () => import('./proof.js').then((module) => module.default),
};
