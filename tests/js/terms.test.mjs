// One word for one idea, read from the glossaries (web/locales/glossary/<code>.md) and the locale
// files: each glossary row names its English term, the language's form and the forms it replaces;
// every message whose English holds the term uses the form and none of the replaced forms. And the
// rounding rule is written once per language, as the term -rounding, which every message that
// states the rule refers to. The expected words come from the glossaries, not from the page's code.

import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { FluentParser, Visitor } from '@fluent/syntax';
import { LANGUAGES, SOURCE } from '../../web/locales/languages.js';

const root = new URL('../../', import.meta.url).pathname;
const locales = join(root, 'web', 'locales');
const translations = LANGUAGES.filter((language) => !language.pseudo && language.code !== SOURCE).map(
  (language) => language.code,
);

/** The words of a pattern (every variant of every select), without its placeables' values. */
class Words extends Visitor {
  constructor() {
    super();
    this.parts = [];
    this.terms = new Set();
  }
  visitTextElement(node) {
    this.parts.push(node.value);
  }
  visitStringLiteral(node) {
    this.parts.push(node.value);
  }
  visitTermReference(node) {
    this.terms.add(node.id.name);
  }
}

/** id → { text, terms } for every message and term of a locale (value and attributes together). */
function read(code) {
  const resource = new FluentParser().parse(readFileSync(join(locales, `${code}.ftl`), 'utf8'));
  const out = new Map();
  for (const entry of resource.body) {
    if (entry.type !== 'Message' && entry.type !== 'Term') continue;
    const words = new Words();
    if (entry.value) words.visit(entry.value);
    for (const attribute of entry.attributes) words.visit(attribute.value);
    const id = entry.type === 'Term' ? `-${entry.id.name}` : entry.id.name;
    out.set(id, { text: words.parts.join(' '), terms: words.terms });
  }
  return out;
}

const english = read(SOURCE);

/** A cell's `quoted` items: a word, or a /regular expression/. */
function items(cell) {
  return [...cell.matchAll(/`([^`]+)`/g)].map((match) => match[1]);
}

/** The rows of a glossary's table whose header names English, the form, and what it replaces. */
function glossary(code) {
  const lines = readFileSync(join(locales, 'glossary', `${code}.md`), 'utf8').split('\n');
  const cells = (line) =>
    line
      .trim()
      .replace(/^\||\|$/g, '')
      .split('|')
      .map((cell) => cell.trim());
  const header = lines.findIndex((line) => /^\|\s*English\s*\|.*\|\s*replaces\s*\|/.test(line));
  assert.ok(header >= 0, `glossary/${code}.md: a table headed | English | ${code} | replaces | note |`);
  const rows = [];
  for (const line of lines.slice(header + 2)) {
    if (!line.startsWith('|')) break;
    const [term, form, replaces] = cells(line);
    rows.push({ line, english: items(term), forms: items(form), replaced: items(replaces) });
  }
  return rows;
}

const LETTER = /[A-Za-zÀ-ɏ]/;

/** A finder for one item: a /regular expression/ as written; a word in Latin letters as a whole
 * word (so the Spanish "sen" does not match "sentido"); any other script as a substring (Arabic
 * attaches prefixes, Chinese has no spaces). */
function finder(item) {
  if (item.length > 2 && item.startsWith('/') && item.endsWith('/')) return new RegExp(item.slice(1, -1), 'giu');
  const escaped = item.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const start = LETTER.test(item[0]) ? '(?<!\\p{L})' : '';
  const end = LETTER.test(item.at(-1)) ? '(?!\\p{L})' : '';
  return new RegExp(`${start}${escaped}${end}`, 'giu');
}

/** Arabic short vowels and shadda are optional in writing: a form matches with or without them. */
const bare = (text) => text.replace(/[\u064B-\u0652\u0670]/g, '');

const holds = (text, item) => finder(bare(item)).test(bare(text));

/** Where a translation breaks a row: it lacks the form, or it keeps a replaced form (a replaced form
 * is allowed only inside the row's form, or where another term of the message's English takes it
 * as its own form: "chart" rendered مخطط beside "scheme" rendered أسلوب الترميز). */
function breaks(row, rows, englishText, translated) {
  const problems = [];
  if (!row.forms.some((form) => holds(translated, form))) problems.push(`lacks ${row.forms.join(' / ')}`);
  let rest = bare(translated);
  for (const form of row.forms) rest = rest.replace(finder(bare(form)), ' ');
  const alsoTerms = rows.filter((other) => other !== row && other.english.some((term) => holds(englishText, term)));
  for (const replaced of row.replaced) {
    if (!holds(rest, replaced)) continue;
    if (alsoTerms.some((other) => other.forms.some((form) => form.includes(replaced) || replaced.includes(form))))
      continue;
    problems.push(`keeps ${replaced}`);
  }
  return problems;
}

/** Every message whose English holds the term, checked against each row that replaces a form. */
function violations(code) {
  const rows = glossary(code);
  const theirs = read(code);
  const found = [];
  for (const row of rows.filter((row) => row.replaced.length > 0)) {
    for (const [id, { text }] of english) {
      if (id.startsWith('-') || !theirs.has(id)) continue;
      if (!row.english.some((term) => holds(text, term))) continue;
      for (const problem of breaks(row, rows, text, theirs.get(id).text))
        found.push(`${id} (${row.english.join(' / ')}): ${problem}`);
    }
  }
  return found;
}

test('the glossary check fails on a wrong word and passes on the right one', () => {
  const rows = [
    { english: ['scheme'], forms: ['أسلوب الترميز', 'أساليب الترميز'], replaced: ['مخطط'] },
    { english: ['chart'], forms: ['مخطط'], replaced: [] },
    { english: ['sin'], forms: ['sin'], replaced: ['sen'] },
  ];
  assert.deepEqual(breaks(rows[0], rows, 'each scheme', 'كل مخطط'), [
    'lacks أسلوب الترميز / أساليب الترميز',
    'keeps مخطط',
  ]);
  assert.deepEqual(breaks(rows[0], rows, 'each scheme', 'كل أسلوب الترميز'), []);
  assert.deepEqual(breaks(rows[1], rows, 'the chart', 'المخطط'), []);
  assert.deepEqual(breaks(rows[0], rows, 'the chart of each scheme', 'مخطط أسلوب الترميز'), []);
  assert.deepEqual(breaks(rows[2], rows, '(sin, cos)', '(sen, cos) en sentido antihorario'), [
    'lacks sin',
    'keeps sen',
  ]);
  assert.deepEqual(breaks(rows[2], rows, '(sin, cos)', '(sin, cos) en sentido antihorario'), []);
});

/** Each language's words for "away from zero", which only the term -rounding may hold. */
const ZERO = {
  es: /(alej\p{L}*|lejos)\s+(de|del)\s+(el\s+)?cero/iu,
  'zh-CN': /远离\s*(零|0)/u,
  ar: /بعيدًا\s+عن\s+الصفر/u,
};

for (const code of translations) {
  test(`${code}: every glossary row names its English term and its form`, () => {
    const rows = glossary(code);
    assert.ok(rows.length >= 40, `glossary/${code}.md has ${rows.length} rows`);
    for (const row of rows) {
      assert.ok(row.english.length > 0, `glossary/${code}.md: no \`English term\` in ${row.line}`);
      assert.ok(row.forms.length > 0, `glossary/${code}.md: no \`form\` in ${row.line}`);
    }
  });

  test(`${code}: every message whose English holds a glossary term uses the row's form, none it replaces`, () => {
    assert.deepEqual(violations(code), [], `${code}.ftl`);
  });

  test(`${code}: the rounding rule is written once, as -rounding, and every message stating it refers to it`, () => {
    const theirs = read(code);
    assert.ok(theirs.has('-rounding'), `${code}.ftl defines the term -rounding`);
    const rule = theirs.get('-rounding').text.trim();
    assert.ok(rule.length > 0);
    const restated = [];
    const missing = [];
    for (const [id, { text, terms }] of theirs) {
      if (id === '-rounding') continue;
      if (text.includes(rule) || ZERO[code].test(text)) restated.push(id);
      const states = english.get(id) && /half away from zero/.test(english.get(id).text);
      if (states && !terms.has('rounding')) missing.push(id);
    }
    assert.deepEqual(restated, [], `${code}.ftl: messages that restate the rounding rule in their own words`);
    assert.deepEqual(missing, [], `${code}.ftl: messages whose English states the rule but do not use { -rounding }`);
  });
}
