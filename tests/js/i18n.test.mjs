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

test('numbers go to a message as numbers: the plural follows the value as printed, the digits the page’s', async () => {
  const { FluentResource } = await import('@fluent/bundle');
  const { fixedArg, intArg, PageNumber } = await import('../../web/src/kit/format.js');
  await useLanguage('ar');
  // The page's digits in Arabic (ar-u-nu-latn), not Arabic-Indic ones, whichever way a number comes.
  assert.equal(intArg(16777216).toString(), '16,777,216');
  assert.ok(intArg(2) instanceof PageNumber);
  assert.equal(String(intArg(1.4).value), '1'); // its plural is the printed 1's
  await useLanguage('es');
  assert.equal(fixedArg(-0.98999249).toString(), '-0,989992');
  assert.equal(fixedArg(1, 2).toString(), '1,00');
  await useLanguage('en');
  void FluentResource;
});

test('t(): a select sees a count given as a number; text where a number is declared is reported', async () => {
  const { intArg } = await import('../../web/src/kit/format.js');
  await useLanguage('es');
  // train-plan declares $blocks a Number: 1 block is singular, 2 plural (before, both were “bloques”).
  const one = plain(t('train-plan', planArgs(1, intArg)));
  const two = plain(t('train-plan', planArgs(2, intArg)));
  assert.match(one, /1 bloque\b/);
  assert.match(two, /2 bloques/);
  const errors = [];
  const original = console.error;
  console.error = (message) => errors.push(String(message));
  try {
    plain(
      t(
        'train-plan',
        planArgs(1, (n) => String(n)),
      ),
    ); // a number turned into text
  } finally {
    console.error = original;
  }
  assert.ok(
    errors.some((line) => /\$blocks is declared a Number/.test(line)),
    errors.join('\n'),
  );
  await useLanguage('en');
});

function planArgs(blocks, as) {
  return {
    runs: as(18),
    schemes: as(6),
    seeds: as(3),
    firstSeed: as(0),
    lastSeed: as(2),
    steps: as(3000),
    task: 'reverse',
    L: as(8),
    trained: as(8),
    d: as(32),
    blocks: as(blocks),
    scale: '× √d',
  };
}

test('MATH(): maths in a message reads left to right inside right-to-left text, with the page’s digits', async () => {
  await useLanguage('ar');
  const text = t('practice-kind-rope-rotation-question', {
    dModel: 8,
    baseWords: 'b',
    pair: 1,
    x0: 0.6,
    x1: -0.8,
    pos: 3,
    coordinate: 'first',
  });
  // The tuple is one left-to-right isolate (U+2066 … U+2069) inside the placeable's isolate.
  assert.match(text, /\u2066\(x0,\sx1\)\s=\s\(0\.6,\s\u200e?-0\.8\)\u2069/);
  assert.doesNotMatch(text, /[\u0660-\u0669]/); // no Arabic-Indic digit
  await useLanguage('en');
  assert.match(
    t('practice-kind-rope-rotation-question', {
      dModel: 8,
      baseWords: 'b',
      pair: 1,
      x0: 0.6,
      x1: -0.8,
      pos: 3,
      coordinate: 'first',
    }),
    /\(x0,\sx1\)\s=\s\(0\.6,\s-0\.8\)/,
  );
});

test('MATH(): a short run never breaks across lines (no-break spaces), a long one still may', async () => {
  const NBSP = '\u00a0';
  for (const code of ['en', 'ar']) {
    await useLanguage(code);
    // "(x0, x1) = (0.6, -0.8)" is 22 characters: every space in it is a no-break space.
    const short = t('practice-kind-rope-rotation-question', {
      dModel: 8,
      baseWords: 'b',
      pair: 1,
      x0: 0.6,
      x1: -0.8,
      pos: 3,
      coordinate: 'first',
    });
    assert.ok(short.includes(`(x0,${NBSP}x1)${NBSP}=${NBSP}(0.6,${NBSP}`), `${code}: ${short}`);
    assert.ok(short.includes(`pos${NBSP}·${NBSP}w_i`), `${code}: ${short}`);
    assert.ok(!short.includes('x0, x1'), `${code}: a breakable space left in a short run`);
    // The prose around the runs keeps its ordinary spaces.
    assert.match(plain(short), code === 'en' ? /turns pair i of a vector/ : / /);
  }
  await useLanguage('en');
  // A run longer than 24 characters keeps its ordinary spaces, so a long formula may wrap.
  const long = t('conventions-note-one-based-pair');
  assert.ok(long.includes('W[2i−1, t] = sin(t / b^(2i/d))'), long);
  assert.ok(long.includes(`0${NBSP}<${NBSP}i${NBSP}≤${NBSP}d/2`), long);
});
