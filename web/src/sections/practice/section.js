// Section "Practice": what the page needs before the practice's code loads (its id, title and
// store keys: seed, kinds, pass mark, attempts); practice.js and its parts (questions, score,
// class sets) load on first show.

import { t } from '../../kit/i18n.js';
import { intArg } from '../../kit/format.js';
import { MAX_ATTEMPTS, MAX_QUESTIONS } from './kinds.js';

/** Every exercise kind the core has (none in a core without exercises): the store's `kinds` choices. */
const kindsOf = (core) => (typeof core.exerciseKinds === 'function' ? core.exerciseKinds().map((k) => k.kind) : []);

export default {
  id: 'practice',
  get title() {
    return t('title-practice');
  },
  controls: [],
  defaults: { n: 10 },
  settings: {
    seed: {
      get name() {
        return t('words-practice-seed');
      },
      core: 'seed',
      fallback: 1,
    },
    kinds: {
      get name() {
        return t('words-practice-kinds');
      },
      range: (_ranges, core) => ({
        kind: 'list',
        choices: kindsOf(core),
        what: t('words-practice-kinds-what'),
        where: t('words-practice-kinds-where'),
      }),
      fallback: '',
    },
    pass: {
      get name() {
        return t('words-practice-pass');
      },
      range: () => ({ kind: 'integer', min: 0, max: 100 }),
      fallback: 80,
    },
    // 0: no limit (self-study); a teacher's set or package states its own.
    attempts: {
      get name() {
        return t('words-practice-attempts');
      },
      range: () => ({ kind: 'integer', min: 0, max: MAX_ATTEMPTS }),
      fallback: 0,
    },
  },
  rules: [
    {
      keys: ['n'],
      check: ({ view, n }) =>
        view === 'practice' && n > MAX_QUESTIONS
          ? t('words-practice-n-refused', { max: intArg(MAX_QUESTIONS), got: intArg(n) })
          : null,
    },
  ],
  load: () => import('./practice.js').then((module) => module.default),
};
