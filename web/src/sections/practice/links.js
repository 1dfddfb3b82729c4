// Links from the practice parts to a section (the mistake's "read about it", "Try one"'s full
// set): real links to the deep link of that section (they work in a new tab, and inside a
// <pe-explorer> they name the full page), handled in place by the store, which moves the focus
// to the section's heading as the contents do. In a graded set (newTab) a link never replaces
// the set: it opens the section in a new tab, and says so, and the set stays where it was.

import { el } from '../../kit/dom.js';
import { t } from '../../kit/i18n.js';

export const newTabText = (title) => t('practice-new-tab', { title });

/**
 * @param {{ store, link(): string, titleOf(id): string }} ctx
 * @param {{ newTab?: boolean }} options  newTab: open every link in a new tab, never in place
 * @returns {(id: string, options?: { text?: string, values?: object }) => HTMLAnchorElement}
 */
export function sectionLinker({ store, link, titleOf }, { newTab = false } = {}) {
  return (id, { text = titleOf(id), values = {} } = {}) => {
    const anchor = el('a', { className: 'practice-link', text: newTab ? newTabText(text) : text });
    const href = () => {
      const url = new URL(link(), location.href);
      url.searchParams.set('view', id);
      for (const [key, value] of Object.entries(values)) url.searchParams.set(key, value);
      // Out of a graded set, a link opens the lesson without the set's seed: that seed's answers
      // shown in the new tab would be the graded set's.
      if (newTab) url.searchParams.delete('seed');
      return url.href;
    };
    anchor.href = href();
    anchor.addEventListener('focus', () => {
      anchor.href = href(); // the current values, for a new tab
    });
    if (newTab) {
      anchor.target = '_blank';
      anchor.rel = 'noopener';
      return anchor;
    }
    anchor.addEventListener('click', (event) => {
      if (event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) return;
      event.preventDefault();
      if (!store.set({ ...values, view: id }).ok) return;
      anchor.getRootNode().getElementById?.(`${id}-title`)?.focus({ preventScroll: true });
    });
    return anchor;
  };
}

/** A new seed for a set or a question: a whole number from 1 to `max` (at most 999,999, easy to read out). */
export function randomSeed(max = 999_999) {
  const top = Math.max(1, Math.min(max, 999_999));
  return 1 + (crypto.getRandomValues(new Uint32Array(1))[0] % top);
}
