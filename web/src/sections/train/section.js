// Section "Train it yourself": what the page needs before the lab's code loads (its id, title,
// store keys and words); train.js and its parts (the lab, the views, the runs' sentences) load
// on first show.

import { t } from '../../kit/i18n.js';
import { POSITION_MODES, STEP_RANGE, WIDTHS } from './limits.js';

const LONGEST_TRAINED = 16;
const MOST_SEEDS = 5;

export const SETTINGS = {
  task: {
    get name() {
      return t('words-train-task');
    },
    core: 'task',
    fallback: 'reverse',
  },
  schemes: {
    get name() {
      return t('words-train-schemes');
    },
    range: (_ranges, core) => ({
      kind: 'list',
      choices: [...core.parameters.positionScheme.choices],
      what: t('words-train-schemes-what'),
      where: t('words-train-schemes-where'),
    }),
    fallback: '',
  },
  trainlen: {
    get name() {
      return t('words-train-trainlen', { L: 'L' });
    },
    range: () => ({ kind: 'integer', min: 1, max: LONGEST_TRAINED }),
    fallback: 5,
    attribute: 'lab-train-length',
  },
  width: {
    get name() {
      return t('words-train-width', { d: 'd' });
    },
    range: () => ({ kind: 'choice', choices: WIDTHS }),
    fallback: '32',
  },
  blocks: {
    get name() {
      return t('words-train-blocks');
    },
    core: 'blocks',
    fallback: 2,
  },
  seeds: {
    get name() {
      return t('words-train-seeds');
    },
    range: () => ({ kind: 'integer', min: 1, max: MOST_SEEDS }),
    fallback: 3,
  },
  firstseed: {
    get name() {
      return t('words-train-firstseed');
    },
    range: () => ({ kind: 'integer', min: 0, max: 1000000 }),
    fallback: 0,
    attribute: 'first-seed',
  },
  steps: {
    get name() {
      return t('words-train-steps');
    },
    range: () => ({ kind: 'integer', ...STEP_RANGE }),
    fallback: 3000,
  },
  positions: {
    get name() {
      return t('words-train-positions');
    },
    range: () => ({ kind: 'choice', choices: POSITION_MODES }),
    fallback: 'consecutive',
    // 'positions' is the shared n's attribute (shell/store.js): the lab's own name.
    attribute: 'lab-positions',
  },
  tokenscale: {
    get name() {
      return t('words-train-tokenscale', { key: 'tokenscale' });
    },
    core: 'embeddingScale',
    fallback: (core) => core.requests.trainerCreate.embeddingScale.default,
  },
};

export default {
  id: 'train',
  get title() {
    return t('title-train');
  },
  controls: [],
  settings: SETTINGS,
  // The core's parameter names in the page's words: L and d are the symbols the page uses.
  words: {
    trainLength: 'L',
    dModel: 'd',
    get positionScheme() {
      return t('words-train-positionScheme');
    },
  },
  load: () => import('./train.js').then((module) => module.default),
};
