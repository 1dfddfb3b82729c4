// Section "The formula": what the page needs before the section's code loads (its id, title
// and controls); formula.js holds the narration and the live parts, loaded on first show.

import { t } from '../../kit/i18n.js';

export default {
  id: 'formula',
  get title() {
    return t('title-formula');
  },
  controls: ['d', 'base'],
  defaults: { d: 16 },
  load: () => import('./formula.js').then((module) => module.default),
};
