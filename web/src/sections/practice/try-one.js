// "Try one" at the end of every section that teaches an exercise kind: one question of that
// section's kinds (the first from the page's seed, then fresh ones), the practice set's
// question widget inline, "Another question", and a link to the full practice set of the
// section's kinds. The section driver adds it (no section file knows of it); a section with no
// kind gets nothing.

import { el } from '../../kit/dom.js';
import { fixedArg } from '../../kit/format.js';
import { loadGroup, t } from '../../kit/i18n.js';
import { randomSeed, sectionLinker } from './links.js';
import { createQuestion } from './question.js';

/** The core's kinds that section `sectionId` teaches. */
function kindsTaughtBy(core, sectionId) {
  if (sectionId === 'practice' || typeof core.exerciseKinds !== 'function') return [];
  return core
    .exerciseKinds()
    .filter((entry) => entry.section === sectionId)
    .map((entry) => entry.kind);
}

/**
 * The practice's words (its messages load with the practice section) for a section that gets a
 * "Try one": the section driver loads them beside the section's own. Nothing for another.
 */
export function tryOneWords(core, sectionId) {
  return kindsTaughtBy(core, sectionId).length ? loadGroup('practice') : null;
}

/**
 * @param {object} ctx  the section's context (core, store, link, titleOf, own)
 * @param {string} sectionId
 * @param {HTMLElement} container  the section's body: the part goes at its end
 * @returns {{ element: HTMLElement, destroy(): void } | null}
 */
export function attachTryOne(ctx, sectionId, container) {
  const kinds = kindsTaughtBy(ctx.core, sectionId);
  if (!kinds.length) return null;
  const link = sectionLinker(ctx);
  const holder = el('div', { className: 'practice-try-question' });
  const another = el('button', { type: 'button', className: 'button-quiet', text: t('practice-try-another') });
  const element = el(
    'aside',
    { className: 'practice-try', attrs: { 'aria-labelledby': `${sectionId}-try-title` } },
    el('h3', { id: `${sectionId}-try-title`, text: t('practice-try-title') }),
    el('p', {
      text: t('practice-try-intro', { example: fixedArg(0.25, 2), power: '10000^(2/8)', half: 'pi/2' }),
    }),
    holder,
    el(
      'p',
      { className: 'practice-try-more' },
      another,
      ' ',
      link('practice', {
        text: t('practice-try-full-set', { section: ctx.titleOf(sectionId) }),
        values: { kinds: kinds.join(',') },
      }),
    ),
  );
  let question = null;
  // The first question comes from the page's practice seed (1 unless a link sets it), so a
  // section looks the same on every load (and in every test of it); "Another question" draws.
  function next(seed = randomSeed(ctx.store.ranges.seed?.max)) {
    const kind = kinds[seed % kinds.length];
    const exercise = ctx.core.exercise({ exerciseKind: kind, seed });
    question = createQuestion({
      core: ctx.core,
      exercise,
      heading: t('practice-try-heading'),
      level: 'h4',
      sectionLink: (id) => link(id),
      onChange() {},
    });
    holder.replaceChildren(question.element);
  }
  another.addEventListener('click', () => {
    next();
    question.input.focus();
  });
  next(ctx.store.get().seed);
  container.append(element);
  return { element, destroy: () => element.remove() };
}
