// The language machinery, with expected values written by hand: negotiation (es-MX reads
// Spanish, zh-TW does not read Simplified Chinese), numbers written and read as each language
// writes them, plurals from the locale's rules, and the pseudo-locales.
import './i18n-node.mjs';

import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';

import { canonical, fixed, int, parseLocaleNumber, texFixed, trim } from '../../web/src/kit/format.js';
import { negotiate, t, useLanguage, widgetWords } from '../../web/src/kit/i18n.js';
import { fileLanguages, ftlPath, splitMessages } from '../../scripts/messages.mjs';

const plain = (text) => text.replace(/[\u2066-\u2069\u200e]/g, '');

test('negotiation: exact tags, same language and script, else English', () => {
  assert.equal(negotiate(['es-MX', 'en']), 'es');
  assert.equal(negotiate(['fr-FR', 'ar-EG']), 'ar');
  assert.equal(negotiate(['zh-Hans-SG']), 'zh-CN');
  assert.equal(negotiate(['zh']), 'zh-CN');
  assert.equal(negotiate(['zh-TW']), 'en');
  assert.equal(negotiate(['zh-Hant']), 'en');
  assert.equal(negotiate(['ZH-cn']), 'zh-CN');
  assert.equal(negotiate([null, 'de', 'fr']), 'en');
  assert.equal(negotiate(['en-XA']), 'en-XA'); // a pseudo-locale only by its exact tag
  assert.equal(negotiate(['en-GB']), 'en');
});

test('numbers as each language writes them, by the page’s one rounding rule', async () => {
  await useLanguage('es');
  assert.equal(fixed(-0.98999249), '-0,989992');
  assert.equal(fixed(0.0000004), '0,000000'); // rounds to zero: no minus sign
  assert.equal(fixed(-0.0000004), '0,000000');
  assert.equal(trim(0.03), '0,03');
  assert.equal(int(16777216), '16.777.216');
  assert.equal(texFixed(0.5, 2), '0{,}50');
  assert.equal(canonical(0.5, 2), '0.50'); // data, CSV and code keep the point
  assert.equal(parseLocaleNumber('0,8415'), 0.8415);
  assert.equal(parseLocaleNumber('0.8415'), 0.8415);
  assert.ok(Number.isNaN(parseLocaleNumber('1.234,5')));
  assert.ok(Number.isNaN(parseLocaleNumber('1 234')));
  await useLanguage('ar');
  assert.equal(plain(fixed(-0.98999249)), '-0.989992'); // Latin digits (web/locales/languages.js)
  assert.equal(parseLocaleNumber('٠٫٨٤١٥'), 0.8415);
  assert.equal(parseLocaleNumber('−٠٫٥'), -0.5);
  assert.equal(parseLocaleNumber('\u200e-0.5'), -0.5);
  await useLanguage('zh-CN');
  assert.equal(fixed(0.5, 1), '0.5');
  assert.equal(int(16777216), '16,777,216');
  await useLanguage('en');
  assert.equal(fixed(-0.98999249), '-0.989992');
  assert.equal(parseLocaleNumber('0,5'), Number.NaN);
});

test('the pseudo-locales turn every letter of a message and keep its placeholders', async () => {
  await useLanguage('en-XA');
  const accented = plain(t('section-announced', { index: 3, count: 14, title: 'X' }));
  assert.match(accented, /^\[.*3.*14: X\]$/);
  assert.doesNotMatch(accented.replace('X', ''), /[A-Za-z]/);
  await useLanguage('ar-XB');
  const turned = t('retry');
  assert.ok(turned.includes('\u202e'), 'set right to left');
  assert.doesNotMatch(turned, /[A-Za-z]/);
  await useLanguage('en');
  assert.equal(t('section-announced', { index: 3, count: 14, title: 'X' }), 'Section 3 of 14: X');
});

// The build's split (scripts/messages.mjs): every message of a file in exactly one group, the
// heatmap's and the unit circle's words in groups of their own (loaded with the first section
// that shows one) and not in the words every view loads first. The ids expected come from the
// file itself, read line by line here, not from the parser the split uses.
test('each language splits into groups that hold every message once; widget words stay out of the shared group', () => {
  const idsIn = (text) => [...text.matchAll(/^(-?[a-zA-Z][\w-]*) =/gm)].map((match) => match[1]);
  for (const code of fileLanguages()) {
    const groups = splitMessages(code);
    const grouped = [...groups.values()].flatMap(idsIn);
    assert.deepEqual(grouped.toSorted(), idsIn(readFileSync(ftlPath(code), 'utf8')).toSorted(), code);
    for (const widget of ['heatmap', 'circle']) {
      const own = idsIn(groups.get(widget) ?? '');
      assert.ok(own.length >= 5, `${code}: the ${widget} group has ${own.length} messages`);
      assert.ok(
        own.every((id) => id.startsWith(`${widget}-`)),
        `${code}: ${widget} group: ${own}`,
      );
      const shared = idsIn(groups.get('common')).filter((id) => id.startsWith(`${widget}-`));
      assert.deepEqual(shared, [], `${code}: ${widget} words in the shared group`);
    }
  }
  assert.throws(() => widgetWords('chart'), /chart is not one of WIDGET_GROUPS/);
});
