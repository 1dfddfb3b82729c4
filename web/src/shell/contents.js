// The table of contents and the pager, where the root has them (the full page): real links
// that work in a new tab too, handled in place; the pager's previous and next buttons; the
// "3 of 12: ..." line of the folded contents on a phone.
//
// Rule: both only show and go; which section is shown is the store's `view`.

import { el } from '../kit/dom.js';
import { int, intArg } from '../kit/format.js';
import { t } from '../kit/i18n.js';

/** The folded contents' line: "4 of 12: The whole matrix". */
export function positionText(sections, index) {
  return t('contents-position', {
    index: intArg(index + 1),
    count: intArg(sections.length),
    title: sections[index].title,
  });
}

/** The pager's visible texts around section `index` (null where there is no neighbour). */
export function pagerLabels(sections, index) {
  return {
    prev: index > 0 ? t('pager-previous', { number: intArg(index), title: sections[index - 1].title }) : null,
    next:
      index < sections.length - 1
        ? t('pager-next', { number: intArg(index + 2), title: sections[index + 1].title })
        : null,
  };
}

/**
 * @param {{ list: HTMLElement | null, position: HTMLElement | null, sections: object[], go(id): void }} options
 * @returns {{ show(index): void, updateLinks(query: string): void, destroy(): void }}
 */
export function createContents({ list, position, sections, go }) {
  const links = new Map();
  for (const [index, section] of (list ? sections : []).entries()) {
    const link = el(
      'a',
      { className: 'toc-link', href: `?view=${section.id}` },
      el('span', { className: 'toc-number', text: int(index + 1) }),
      el('span', { className: 'toc-title', text: section.title }),
    );
    link.addEventListener('click', (event) => {
      if (event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) return;
      event.preventDefault();
      go(section.id);
    });
    links.set(section.id, link);
    list.append(el('li', { className: 'toc-item' }, link));
  }
  return {
    show(index) {
      for (const [id, link] of links) {
        if (id === sections[index].id) link.setAttribute('aria-current', 'page');
        else link.removeAttribute('aria-current');
      }
      if (position) position.textContent = positionText(sections, index);
    },
    /** Each link keeps the current values, so a link opened in a new tab shows them. */
    updateLinks(query) {
      const params = new URLSearchParams(query);
      for (const [id, link] of links) {
        params.set('view', id);
        link.href = `?${params}`;
      }
    },
    destroy() {
      list?.replaceChildren();
    },
  };
}

/**
 * @param {{ pager: HTMLElement | null, prev: HTMLElement | null, next: HTMLElement | null,
 *   sections: object[], go(direction: 1 | -1): void, embed: boolean }} options
 * @returns {{ show(index): void, destroy(): void }}
 */
export function createPager({ pager, prev, next, sections, go, embed }) {
  const onPrev = () => go(-1);
  const onNext = () => go(1);
  prev?.addEventListener('click', onPrev);
  next?.addEventListener('click', onNext);
  // The accessible name is the visible text with a hidden lead-in, so it contains what a
  // speech-input user reads on the button (WCAG 2.5.3, label in name).
  const hidden = (text) => el('span', { className: 'visually-hidden', text });
  return {
    show(index) {
      if (!pager) return;
      const labels = pagerLabels(sections, index);
      prev.hidden = labels.prev === null;
      next.hidden = labels.next === null;
      if (labels.prev !== null) prev.replaceChildren(hidden(`${t('pager-previous-lead')} `), labels.prev);
      if (labels.next !== null) next.replaceChildren(hidden(`${t('pager-next-lead')} `), labels.next);
      pager.hidden = embed;
    },
    destroy() {
      prev?.removeEventListener('click', onPrev);
      next?.removeEventListener('click', onNext);
    },
  };
}
