// Section "Relative position biases": what the page needs before the section's code loads (its
// id, title, controls, store keys, rules and words, with those of its beyond-L part); bias.js and
// bias-beyond.js hold the narration and the live parts, loaded on first show.

import { t } from '../../kit/i18n.js';
import { intArg } from '../../kit/format.js';
import { wordsFor } from '../../kit/page-words.js';
import { FACTOR, largestTrained, SMALLEST_TRAINED } from './trained-length.js';

/** The core's names of this section's parameters, in the page's words (the section's `words`). */
export const WORDS = {
  get maxDistance() {
    return t('words-bias-max-distance');
  },
  get max_distance() {
    return t('words-bias-max-distance');
  },
  get numBuckets() {
    return t('words-bias-buckets');
  },
  get relativePosition() {
    return t('words-bias-offset');
  },
};

/** The core's messages in this section's words: its parameter names become the labels on the page. */
const words = wordsFor(WORDS);

/** The store key of this part: L, the training length (own setting of the bias section). */
export const BEYOND_SETTINGS = {
  trained: {
    get name() {
      return t('words-bias-trained');
    },
    core: 'trainLength',
    fallback: 16,
    attribute: 'trained-length',
  },
};

export const BEYOND_RULES = [
  {
    keys: ['trained'],
    check({ trained }, core) {
      const largest = largestTrained(core);
      return trained < SMALLEST_TRAINED || trained > largest
        ? t('words-bias-trained-refused', {
            smallest: intArg(SMALLEST_TRAINED),
            largest: intArg(largest),
            keys: `${FACTOR}L`,
            most: intArg(FACTOR * largest),
            got: intArg(trained),
          })
        : null;
    },
  },
];

/** This section's own settings (the shape is store.js SHARED_SETTINGS'): the core's schemeAttention defaults. */
export const SETTINGS = {
  heads: {
    get name() {
      return t('words-bias-heads');
    },
    core: 'heads',
    fallback: (core) => core.requests.schemeAttention.heads.default,
  },
  head: {
    get name() {
      return t('words-bias-head');
    },
    core: 'head',
    fallback: (core) => core.requests.schemeAttention.head.default,
    below: { key: 'heads', symbol: 'H' },
  },
  buckets: {
    get name() {
      return t('words-bias-buckets-setting');
    },
    core: 'numBuckets',
    fallback: (core) => core.requests.schemeAttention.numBuckets.default,
    attribute: 'num-buckets',
  },
  maxdist: {
    get name() {
      return t('words-bias-maxdist');
    },
    core: 'maxDistance',
    fallback: (core) => core.requests.schemeAttention.maxDistance.default,
    attribute: 'max-distance',
  },
  causal: {
    get name() {
      return t('words-bias-causal');
    },
    core: 'causal',
    fallback: (core) => core.requests.schemeAttention.causal.default,
  },
  words: {
    get name() {
      return t('words-bias-sentence');
    },
    core: 'tokens',
    // An example sentence in the page's language, with a word that repeats (the comparison
    // shows a repeated word's two rows).
    // The pseudo-locale's brackets are not part of its words.
    fallback: () => t('words-bias-example').replace(/^\[|\]$/g, ''),
  },
  ...BEYOND_SETTINGS,
};
/** Each setting's name in the page's words, read when asked (the language is known by then). */
export const NAMES = Object.fromEntries(Object.keys(SETTINGS).map((key) => [key, undefined]));
for (const key of Object.keys(SETTINGS)) {
  Object.defineProperty(NAMES, key, { get: () => SETTINGS[key].name, enumerable: true });
}

/**
 * The T5 bucket shape is checked by the core itself (numBuckets and max_distance limit each
 * other); causal T5 (the decoder) uses one-directional buckets, whose limits differ. The store
 * runs this whenever one of the keys changes and blames the first changed of them.
 */
const RULES = [
  {
    keys: ['maxdist', 'buckets', 'causal'],
    check({ buckets, maxdist, causal }, core) {
      try {
        core.t5Bucket({ relativePosition: 0, numBuckets: buckets, maxDistance: maxdist, bidirectional: !causal });
        return null;
      } catch (error) {
        return causal
          ? t('words-bias-causal-refused', { reason: words(error.message) })
          : t('words-bias-refused', { reason: words(error.message) });
      }
    },
  },
  ...BEYOND_RULES,
];

export default {
  id: 'bias',
  words: WORDS,
  get title() {
    return t('title-bias');
  },
  controls: ['n'],
  defaults: { n: 24 },
  settings: SETTINGS,
  rules: RULES,
  load: () => import('./bias.js').then((module) => module.default),
};
