// Section "The whole matrix": what the page needs before the section's code loads (its id, title,
// controls and store keys); matrix.js holds the narration and the live parts, loaded on first show.

import { t } from '../../kit/i18n.js';

export default {
  id: 'matrix',
  get title() {
    return t('title-matrix');
  },
  controls: ['d', 'n', 'pos', 'offset', 'base', 'layout'],
  defaults: { d: 32, n: 60 },
  load: () => import('./matrix.js').then((module) => module.default),
};
