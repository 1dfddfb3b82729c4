// Section "Worked example": what the page needs before the section's code loads (its id, title,
// controls and store keys); steps.js holds the narration and the live parts, loaded on first show.

import { t } from '../../kit/i18n.js';

export default {
  id: 'steps',
  get title() {
    return t('title-steps');
  },
  controls: ['d', 'pos', 'base', 'layout'],
  defaults: { d: 4, pos: 3 },
  // This section's own setting (the shape is store.js SHARED_SETTINGS'): the dimension shown.
  settings: {
    step: {
      get name() {
        return t('words-steps-step');
      },
      fallback: 0,
      below: { key: 'd', symbol: 'd' },
      range: (ranges) => ({ kind: 'integer', min: 0, max: ranges.d.max - 1 }),
    },
  },
  load: () => import('./steps.js').then((module) => module.default),
};
