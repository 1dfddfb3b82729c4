// Section "Longer contexts": what the page needs before the section's code loads (its id,
// title, controls, store keys and words); extension.js holds the narration and the live parts,
// loaded on first show.

import { t } from '../../kit/i18n.js';
import { describeHeadDimension } from '../../kit/controls.js';

/** The core's names of this section's parameters, in the page's words (the section's `words`). */
export const WORDS = {
  get trainLength() {
    return t('words-extension-train');
  },
};

/** This section's own settings (the shape is store.js SHARED_SETTINGS'): the core's extension defaults. */
export const SETTINGS = {
  method: {
    get name() {
      return t('words-extension-method');
    },
    core: 'method',
    fallback: (core) => core.requests.extension.method.default,
  },
  scale: {
    get name() {
      return t('words-extension-scale');
    },
    core: 'scale',
    fallback: (core) => core.requests.extension.scale.default,
  },
  ramp: {
    get name() {
      return t('words-extension-ramp');
    },
    core: 'yarnRamp',
    fallback: (core) => core.requests.extension.yarnRamp.default,
    attribute: 'yarn-ramp',
  },
  train: {
    get name() {
      return t('words-extension-train');
    },
    core: 'trainLength',
    fallback: (core) => core.requests.extension.trainLength.default,
    attribute: 'train-length',
  },
};

export default {
  id: 'extension',
  words: WORDS,
  get title() {
    return t('title-extension');
  },
  controls: ['d', 'base', 'pos'],
  // RoPE rotates each head's query and key: d is one head's width, not the model's.
  labels: {
    get d() {
      return t('words-extension-d');
    },
  },
  describe: { d: describeHeadDimension },
  // pos 30,000: past L = 4,096 and inside s·L = 32,768, where the four methods part ways
  // (none 12 of 64 pairs point outside their trained arc, PI 0, NTK-aware 13, YaRN 0). At s·L itself
  // every method fails alike.
  defaults: { d: 128, pos: 30000 },
  settings: SETTINGS,
  load: () => import('./extension.js').then((module) => module.default),
};
