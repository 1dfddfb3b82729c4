// The page's language: chosen from ?lang=, else the reader's browser languages (negotiated:
// es-MX reads Spanish), else English; set on the document (lang, dir) before anything is drawn;
// carried by Link and Embed (share.js), by <pe-explorer lang> (component.js) and by SCORM
// packages (scripts/scorm.mjs --lang); changed with the language menu, which reloads the page
// in the new language with everything else in the address kept.
//
// Static text in web/index.html carries data-l10n-id (and data-l10n-attrs="aria-label,…" for
// attributes from the message's own attributes): wordStatic() words it.

import { el } from '../kit/dom.js';
import {
  languageInfo,
  language,
  menuLanguages,
  negotiate,
  setMessageSource,
  t,
  tAttr,
  useLanguage,
} from '../kit/i18n.js';
import load from 'pe-messages';

setMessageSource(load);

/** The language a reader asks for: `lang` (from ?lang= or an attribute) first, then the browser's. */
export function requestedLanguage(lang) {
  const browser = typeof navigator === 'undefined' ? [] : [...(navigator.languages ?? [navigator.language])];
  return negotiate([lang, ...browser]);
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
  select.value = current.pseudo ? 'en' : current.code;
  select.addEventListener('change', () => {
    const url = new URL(location.href);
    url.searchParams.set('lang', select.value);
    location.assign(url.toString());
  });
  container.replaceChildren(el('label', { htmlFor: id, text: t('language-menu-label') }), select);
  return select;
}

/** The value of ?lang= to carry in links: the current language, unless it is the source. */
export function languageParam() {
  const current = language();
  return current.code === 'en' ? null : current.code;
}

export { languageInfo };
