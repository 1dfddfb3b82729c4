// The page's language: chosen from ?lang=, else the reader's browser languages (negotiated:
// es-MX reads Spanish), else English; set on the document (lang, dir) before anything is drawn;
// carried by Link and Embed (share.js), by <pe-explorer lang> (component.js) and by SCORM
// packages (scripts/scorm.mjs --lang); changed with the language menu, which reloads the page
// in the new language with everything else in the address kept.
//
// Static text in web/index.html carries data-l10n-id (and data-l10n-attrs="aria-label,…" for
// attributes from the message's own attributes): wordStatic() words it.

import { el } from '../kit/dom.js';
import { isBusy } from './busy.js';
import {
  languageInfo,
  language,
  matchLanguage,
  menuLanguages,
  negotiate,
  setMessageSource,
  t,
  tAttr,
  typed,
  useLanguage,
} from '../kit/i18n.js';
import load from 'pe-messages';

setMessageSource(load);

/** The language a reader asks for: `lang` (from ?lang= or an attribute) first, then the browser's. */
export function requestedLanguage(lang) {
  const browser = typeof navigator === 'undefined' ? [] : [...(navigator.languages ?? [navigator.language])];
  return negotiate([lang, ...browser]);
}

/**
 * What a reader explicitly asked for (?lang=, or a <pe-explorer>'s own lang attribute) when no
 * language of the page reads it (`xx`, `zh-TW`, `pt-BR`), trimmed and cut to 35 characters (the
 * longest tag RFC 5646 asks programs to keep); else null. The browser's languages are a
 * preference, not a request: they never make a notice.
 */
export function unavailableLanguage(asked) {
  const tag = String(asked ?? '').trim();
  if (!tag || matchLanguage(tag)) return null;
  return tag.length > 35 ? `${tag.slice(0, 34)}…` : tag;
}

/**
 * Says, in the language shown, that the language asked for is not available (a dismissible note
 * before `anchor`, the root's #page-notice), or removes that note when the language was found.
 */
export function showLanguageNotice(anchor, asked) {
  if (!anchor) return null;
  anchor.parentNode.querySelector(':scope > .language-notice')?.remove();
  const missing = unavailableLanguage(asked);
  if (!missing) return null;
  const dismiss = el('button', { type: 'button', className: 'button-quiet', text: t('notice-dismiss') });
  const notice = el(
    'div',
    { className: 'page-notice is-note language-notice', attrs: { role: 'status' } },
    el('p', { text: t('language-unavailable', { asked: typed(missing) }) }),
    dismiss,
  );
  dismiss.addEventListener('click', () => notice.remove());
  anchor.before(notice);
  return notice;
}

/** Loads language `code`'s shared messages and makes it the document's language. */
export async function startLanguage(code) {
  return useLanguage(code);
}

/** Sets lang and dir on `element` (the <html> of the page, the root of a <pe-explorer>). */
export function markLanguage(element, info = language()) {
  element.setAttribute('lang', info.code);
  element.setAttribute('dir', info.dir);
}

/** Words every [data-l10n-id] element inside `root`: its text, and its listed attributes. */
export function wordStatic(root) {
  for (const element of root.querySelectorAll('[data-l10n-id]')) {
    const id = element.dataset.l10nId;
    const attributes = (element.dataset.l10nAttrs || '').split(',').filter(Boolean);
    if (element.tagName === 'META') element.setAttribute('content', t(id));
    else if (element.dataset.l10nText !== 'none') element.textContent = t(id);
    for (const attribute of attributes) element.setAttribute(attribute, tAttr(id, attribute));
  }
}

/**
 * The language menu (a <select> inside `container`): choosing a language reloads the page with
 * ?lang=<code> and every other value of the address kept.
 */
export function createLanguageMenu(container) {
  if (!container) return null;
  const id = 'language-menu';
  const select = el(
    'select',
    { id, className: 'language-menu' },
    ...menuLanguages().map((option) =>
      el('option', { value: option.code, text: option.name, attrs: { lang: option.code, dir: option.dir } }),
    ),
  );
  const current = language();
  const shown = current.pseudo ? 'en' : current.code;
  select.value = shown;
  // While a run trains, the first choice of a language only says what a reload would stop; the
  // same choice again switches.
  const warning = el('p', { className: 'language-menu-busy', attrs: { role: 'status', hidden: '' } });
  let asked = null;
  select.addEventListener('change', () => {
    const chosen = select.value;
    if (isBusy() && asked !== chosen) {
      asked = chosen;
      select.value = shown;
      const name = menuLanguages().find((option) => option.code === chosen)?.name ?? chosen;
      warning.textContent = t('language-menu-busy', { language: name });
      warning.hidden = false;
      return;
    }
    const url = new URL(location.href);
    url.searchParams.set('lang', chosen);
    location.assign(url.toString());
  });
  container.replaceChildren(el('label', { htmlFor: id, text: t('language-menu-label') }), select, warning);
  return select;
}

/** The value of ?lang= to carry in links: the current language, unless it is the source. */
export function languageParam() {
  const current = language();
  return current.code === 'en' ? null : current.code;
}

export { languageInfo };
