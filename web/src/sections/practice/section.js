// Section "Practice": what the page needs before the practice's code loads (its id, title and
// store keys: seed, kinds, pass mark, attempts); practice.js and its parts (questions, score,
// class sets) load on first show.

import { t } from '../../kit/i18n.js';
import { int } from '../../kit/format.js';
import { MAX_ATTEMPTS, MAX_QUESTIONS } from './kinds.js';

/** Every exercise kind the core has (none in a core without exercises). */
export const kindsOf = (core) =>
  typeof core.exerciseKinds === 'function' ? core.exerciseKinds().map((k) => k.kind) : [];

export default {
  id: 'practice',
  get title() {
    return t('title-practice');
  },
  controls: [],
  defaults: { n: 10 },
  settings: {
    seed: { name: 'seed (practice set)', core: 'seed', fallback: 1 },
    kinds: {
      name: 'kinds (exercise kinds)',
      range: (_ranges, core) => ({
        kind: 'list',
        choices: kindsOf(core),
        what: 'kind ids',
        where: "the practice section's boxes list every kind",
      }),
      fallback: '',
    },
    pass: { name: 'pass mark (%)', range: () => ({ kind: 'integer', min: 0, max: 100 }), fallback: 80 },
    // 0: no limit (self-study); a teacher's set or package states its own.
    attempts: {
      name: 'attempts (checked answers per question, 0 for no limit)',
      range: () => ({ kind: 'integer', min: 0, max: MAX_ATTEMPTS }),
      fallback: 0,
    },
  },
  rules: [
    {
      keys: ['n'],
      check: ({ view, n }) =>
        view === 'practice' && n > MAX_QUESTIONS
          ? `n (questions in the set) must be a whole number from 1 to ${MAX_QUESTIONS}; got ${int(n)}.`
          : null,
    },
  ],
  load: () => import('./practice.js').then((module) => module.default),
};
