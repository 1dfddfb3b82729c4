// Section "Conventions and pitfalls": what the page needs before the section's code loads (its id, title,
// controls and store keys); conventions.js holds the narration and the live parts, loaded on first show.

import { t } from '../../kit/i18n.js';

export default {
  id: 'conventions',
  get title() {
    return t('title-conventions');
  },
  controls: ['d', 'pos', 'n'],
  defaults: { d: 4, pos: 3, n: 32 },
  // This section's own setting (the shape is store.js SHARED_SETTINGS'): the library preset.
  settings: {
    preset: {
      get name() {
        return t('words-conventions-preset');
      },
      core: 'preset',
      fallback: (core) => core.requests.presetTable.preset.default,
    },
  },
  load: () => import('./conventions.js').then((module) => module.default),
};
