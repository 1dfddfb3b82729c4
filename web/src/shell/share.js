// "Link" and "Embed" for every section: the deep link to the current state, and a ready
// <iframe> snippet (?embed=1, the section alone) for a course page.
//
// Rule: both are built from store.query() (the explicit values) plus the view, so what is
// pasted elsewhere opens exactly what is on screen.

import { el } from '../kit/dom.js';
import { createCopyButton } from '../kit/export.js';
import { languageParam } from './locale.js';
import { t } from '../kit/i18n.js';

/**
 * @param {{ store, pageUrl: string, embed: boolean, title: (view: string) => string }} options
 *   pageUrl: the full page's address without a query.
 */
export function createShareTools({ store, pageUrl, embed, title }) {
  function query(extra = {}) {
    const params = new URLSearchParams(store.query());
    params.set('view', store.get().view);
    for (const [key, value] of Object.entries(extra)) params.set(key, value);
    // The page's language travels with the link (a Spanish class's links open in Spanish).
    const lang = languageParam();
    if (lang) params.set('lang', lang);
    // view first: the link reads as "which section, then its settings".
    const ordered = new URLSearchParams([
      ['view', params.get('view')],
      ...[...params].filter(([key]) => key !== 'view'),
    ]);
    return ordered.toString();
  }

  /** The deep link to the current section and values. */
  function link() {
    return `${pageUrl}?${query()}`;
  }

  /** The <iframe> snippet for the current section and values. */
  function snippet(height) {
    const src = `${pageUrl}?${query({ embed: '1' })}`;
    const escapeHtml = (text) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
    const h = Math.max(480, Math.min(2400, Math.ceil(height || 900)));
    return `<iframe src="${escapeHtml(src)}" title="${escapeHtml(title(store.get().view))}" loading="lazy" width="100%" height="${h}" allow="clipboard-write; fullscreen" allowfullscreen></iframe>`;
  }

  /** The Link and Embed buttons for one section's toolbar. */
  function toolbar() {
    let embedTool = null;
    const sectionHeight = () => {
      const section = embedTool.element.closest('.lesson-section');
      // The section as shown, plus a little room for the iframe's own margins.
      return section ? section.getBoundingClientRect().height + 48 : 900;
    };
    const linkTool = createCopyButton({ text: t('share-link'), what: 'link', getText: link });
    linkTool.button.setAttribute('aria-label', t('share-link-label'));
    embedTool = createCopyButton({ text: t('share-embed'), what: 'embed', getText: () => snippet(sectionHeight()) });
    embedTool.button.setAttribute('aria-label', t('share-embed-label'));
    const tools = el('div', { className: 'share-tools' }, linkTool.element, embedTool.element);
    if (embed) {
      const open = el('a', {
        className: 'open-full',
        href: link(),
        target: '_blank',
        rel: 'noopener',
        text: t('share-open-full'),
      });
      store.subscribe(() => {
        open.href = link();
      });
      tools.append(open);
    }
    return tools;
  }

  return { link, snippet, toolbar };
}
