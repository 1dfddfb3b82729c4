// Section "Train it yourself": what the page needs before the lab's code loads (its id, title,
// store keys and words); train.js and its parts (the lab, the views, the runs' sentences) load
// on first show.

import { t } from '../../kit/i18n.js';
import { POSITION_SCHEMES } from '../../kit/schemes.js';

/** The widths the lab offers (4 heads of an even width each, as RoPE needs). */
export const WIDTHS = ['16', '32', '64'];
const LONGEST_TRAINED = 16;
const MOST_SEEDS = 5;
export const STEP_RANGE = { min: 100, max: 10000 };

export const SETTINGS = {
  task: { name: 'task', core: 'task', fallback: 'reverse' },
  schemes: {
    name: 'schemes (position schemes trained)',
    range: () => ({
      kind: 'list',
      choices: POSITION_SCHEMES.map((scheme) => scheme.id),
      what: 'scheme ids',
      where: 'the boxes of "Train it yourself" list every scheme',
    }),
    fallback: '',
  },
  trainlen: {
    name: 'L (longest trained question)',
    range: () => ({ kind: 'integer', min: 1, max: LONGEST_TRAINED }),
    fallback: 8,
    attribute: 'lab-train-length',
  },
  width: { name: 'width (d of the trained model)', range: () => ({ kind: 'choice', choices: WIDTHS }), fallback: '32' },
  blocks: { name: 'blocks', core: 'blocks', fallback: 2 },
  seeds: { name: 'seeds (runs per scheme)', range: () => ({ kind: 'integer', min: 1, max: MOST_SEEDS }), fallback: 3 },
  firstseed: {
    name: 'first seed',
    range: () => ({ kind: 'integer', min: 0, max: 1000000 }),
    fallback: 0,
    attribute: 'first-seed',
  },
  steps: { name: 'steps (per run)', range: () => ({ kind: 'integer', ...STEP_RANGE }), fallback: 3000 },
  tokenscale: {
    name: 'tokenscale (token vectors against position vectors)',
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
  words: { trainLength: 'L', dModel: 'd', positionScheme: 'scheme' },
  load: () => import('./train.js').then((module) => module.default),
};
