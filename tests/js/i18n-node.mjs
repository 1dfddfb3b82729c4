// The page's messages for tests in node: each language's whole file from web/locales/, read from
// disk (in the browser the build splits it into chunks; scripts/messages.mjs), with the
// variables each message declares attached as the build attaches them. Import this before a
// module that words text, then `await useLanguage('en')`.

import { pageMessages } from '../../scripts/messages.mjs';
import { setMessageSource, useLanguage } from '../../web/src/kit/i18n.js';

const files = new Map();
setMessageSource((code, group) => {
  if (group !== 'common') return '';
  if (!files.has(code)) files.set(code, pageMessages(code));
  return files.get(code);
});

/** Makes `code` the language of the modules under test (English by default). */
export function inLanguage(code = 'en') {
  return useLanguage(code);
}

await inLanguage('en');

/** A short MATH() run as the page prints it: its spaces are no-break spaces (i18n.js math()). */
export const unbroken = (run) => run.replaceAll(' ', '\u00a0');
