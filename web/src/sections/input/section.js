// Section "Adding it to token embeddings": what the page needs before the section's code loads (its id, title,
// controls and store keys); input.js holds the narration and the live parts, loaded on first show.

import { t } from '../../kit/i18n.js';

export default {
  id: 'input',
  get title() {
    return t('title-input');
  },
  controls: ['d', 'pos', 'k'],
  defaults: { d: 8, pos: 3, k: 4 },
  load: () => import('./input.js').then((module) => module.default),
};
