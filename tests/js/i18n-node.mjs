// The page's messages for tests in node: each language's whole file from web/locales/, read from
// disk (in the browser the build splits it into chunks; scripts/messages.mjs). Import this
// before a module that words text, then `await useLanguage('en')`.

import { readFileSync } from 'node:fs';
import { setMessageSource, useLanguage } from '../../web/src/kit/i18n.js';

setMessageSource((code, group) =>
  group === 'common' ? readFileSync(new URL(`../../web/locales/${code}.ftl`, import.meta.url), 'utf8') : '',
);

/** Makes `code` the language of the modules under test (English by default). */
export function inLanguage(code = 'en') {
  return useLanguage(code);
}

await inLanguage('en');
