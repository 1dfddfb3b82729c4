// Plurals and sentences of every locale, from the variables en.ftl declares (`# Variables:`):
// - a numeric select's identifier keys are plural categories of its locale (Chinese has only
//   `other`, so a Chinese [one] is never chosen: a count meant literally is [1]);
// - a numeric select has a variant for every category Intl.PluralRules(locale) gives to a value
//   its variable can take (the parameter's range in core.parameters where the variable is a
//   parameter, else 0 to 1,000,000), unless a comment on the message (`# Plurals: …`) says why;
// - every message of every locale formats with its declared variables at 0, 1, 2, 3, 11, 100 and
//   1,000,000 (those in range) without an unfilled value or an error;
// - a count en.ftl selects on, or prints before a plural noun, has a select in each other
//   language with plural forms, or a note saying why it needs none;
// - a plural form that drops the numeral ("دورة واحدة") never follows a sign.
// The expected categories come from Intl.PluralRules, not from the page's code.
import './i18n-node.mjs';

import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { FluentBundle, FluentResource } from '@fluent/bundle';
import { FluentParser, Visitor } from '@fluent/syntax';
import { declarations, fileLanguages, ftlPath, pageMessages } from '../../scripts/messages.mjs';
import { loadCore } from '../../dist/pe-core.mjs';
import { LANGUAGES } from '../../web/locales/languages.js';
import { numArg } from '../../web/src/kit/format.js';
import { useLanguage } from '../../web/src/kit/i18n.js';

const core = await loadCore();
const declared = declarations();
const codes = fileLanguages();
const numbersOf = Object.fromEntries(LANGUAGES.map((language) => [language.code, language.numbers]));

// Message variables that carry a parameter of the core under another name: their range is the
// parameter's. A variable named as its parameter needs no line here.
const PARAMETER_OF = {
  d: 'dModel',
  L: 'trainLength',
  trained: 'trainLength',
  blocks: 'blocks',
  seeds: 'seeds',
  heads: 'heads',
  H: 'heads',
};

/** The values variable `name` can take: [min, max], whole numbers. */
function rangeOf(name) {
  const parameter = core.parameters[PARAMETER_OF[name] ?? name];
  if (parameter && (parameter.kind === 'integer' || parameter.kind === 'number')) {
    const min = Math.max(0, Math.ceil(parameter.min ?? 0));
    const max = Math.min(1e6, Math.floor(parameter.max ?? 1e6));
    if (min <= max) return [min, max];
  }
  return [0, 1e6];
}

// Whole numbers that meet every plural rule CLDR has for these languages (n % 10, n % 100,
// n % 1000000): 0 to 1100, then powers and round numbers up to a million.
const PROBES = [
  ...Array.from({ length: 1101 }, (_, n) => n),
  ...[2000, 10000, 100000, 999999, 1000000, 101, 1001, 10011, 100002].filter((n) => n > 1100),
];

const PLURAL = ['zero', 'one', 'two', 'few', 'many', 'other'];

class Selects extends Visitor {
  constructor() {
    super();
    this.selects = [];
  }
  visitSelectExpression(node) {
    if (node.selector.type === 'VariableReference') this.selects.push(node);
    this.genericVisit(node);
  }
}

function entries(code) {
  const resource = new FluentParser().parse(readFileSync(ftlPath(code), 'utf8'));
  return resource.body.filter((entry) => entry.type === 'Message');
}

/** Each numeric select of each locale: { code, id, name, keys, numbers, defaultKey, why }. */
function numericSelects() {
  const out = [];
  const sourceNotes = new Map(entries('en').map((entry) => [entry.id.name, entry.comment?.content ?? '']));
  for (const code of codes) {
    for (const entry of entries(code)) {
      const types = declared.get(entry.id.name);
      const visitor = new Selects();
      visitor.visit(entry);
      for (const select of visitor.selects) {
        const name = select.selector.id.name;
        if (types?.get(name) !== 'Number') continue;
        const keys = select.variants.filter((v) => v.key.type === 'Identifier').map((v) => v.key.name);
        const numbers = select.variants.filter((v) => v.key.type === 'NumberLiteral').map((v) => Number(v.key.value));
        const defaultVariant = select.variants.find((v) => v.default);
        const defaultKey = defaultVariant.key.type === 'Identifier' ? defaultVariant.key.name : null;
        // A note on the message, in its own file or in the source's, says why forms are missing.
        const notes = `${entry.comment?.content ?? ''}\n${sourceNotes.get(entry.id.name) ?? ''}`;
        const why = /^Plurals:/m.test(notes);
        const type = /^Plurals:.*\bordinal\b/m.test(notes) ? 'ordinal' : 'cardinal';
        out.push({ code, id: entry.id.name, name, keys, numbers, defaultKey, why, type });
      }
    }
  }
  return out;
}
const selects = numericSelects();

test('every message whose variables the source declares: each variable of every message is declared', () => {
  const undeclared = [];
  for (const entry of entries('en')) {
    const vars = new Set();
    new (class extends Visitor {
      visitVariableReference(node) {
        vars.add(node.id.name);
      }
    })().visit(entry);
    for (const name of vars) if (!declared.get(entry.id.name)?.has(name)) undeclared.push(`${entry.id.name} $${name}`);
  }
  assert.deepEqual(undeclared, [], 'en.ftl: add them to the message’s # Variables: comment');
});

test('a numeric select’s keys are plural categories of its locale', () => {
  const wrong = [];
  for (const { code, id, name, keys, type } of selects) {
    const categories = new Intl.PluralRules(numbersOf[code], { type }).resolvedOptions().pluralCategories;
    for (const key of keys)
      if (!categories.includes(key))
        wrong.push(
          `${code}: ${id} $${name} [${key}] (${code} has ${categories.join(', ')}${PLURAL.includes(key) ? '' : '; a number is written [1]'})`,
        );
  }
  assert.deepEqual(wrong, [], 'variants that are never chosen');
});

test('a numeric select has every plural form its variable’s values need', () => {
  const missing = [];
  for (const { code, id, name, keys, numbers, defaultKey, why, type } of selects) {
    if (why) continue;
    const rules = new Intl.PluralRules(numbersOf[code], { type });
    const [min, max] = rangeOf(name);
    const needed = new Map();
    for (const n of PROBES) {
      if (n < min || n > max || numbers.includes(n)) continue;
      const category = rules.select(n);
      if (!needed.has(category)) needed.set(category, n);
    }
    const lacking = [...needed].filter(([category]) => !keys.includes(category) && category !== defaultKey);
    if (lacking.length)
      missing.push(
        `${code}: ${id} $${name} lacks ${lacking.map(([category, n]) => `[${category}] (${n})`).join(', ')}`,
      );
  }
  const key = (line) => line.replace(/ lacks .*/, '');
  const fresh = missing.filter((line) => !pending.has(key(line)));
  const done = [...pending].filter((entry) => !missing.some((line) => key(line) === entry));
  assert.deepEqual(fresh, [], 'add the forms, or a comment “# Plurals: …” saying why they cannot occur');
  assert.deepEqual(done, [], 'these have their forms now: remove them from tests/js/plurals-pending.txt');
});

// Selects known to lack forms, awaiting their translator (issue 36), and counts printed without
// a plural choice (lines "count: …") or signed forms without a numeral ("signed: …"): the lists
// may only shrink.
const pendingLines = readFileSync(new URL('plurals-pending.txt', import.meta.url), 'utf8')
  .split('\n')
  .filter((line) => line && !line.startsWith('#'));
const pendingOf = (prefix) =>
  new Set(pendingLines.filter((line) => line.startsWith(prefix)).map((line) => line.slice(prefix.length)));
const pending = new Set(pendingLines.filter((line) => !/^(count|signed): /.test(line)));
const pendingCounts = pendingOf('count: ');
const pendingSigned = pendingOf('signed: ');

const SAMPLES = [0, 1, 2, 3, 11, 100, 1e6];

test('every message of every locale formats with its declared variables at 0, 1, 2, 3, 11, 100 and 1,000,000', async () => {
  const problems = [];
  for (const code of codes) {
    await useLanguage(code); // the page's digits for numArg()
    const bundle = new FluentBundle([numbersOf[code], code], {
      useIsolating: false,
      functions: {
        MATH: ([template, ...values]) => String(template).replace(/\{(\d+)\}/g, (_, i) => String(values[i])),
      },
    });
    bundle.addResource(new FluentResource(pageMessages(code)));
    for (const [id, types] of declared) {
      const message = bundle.getMessage(id);
      if (!message) continue;
      const numeric = [...types].filter(([, type]) => type === 'Number').map(([name]) => name);
      const values = numeric.length ? SAMPLES : [0];
      for (const sample of values) {
        const args = {};
        for (const [name, type] of types) {
          if (type === 'String') args[name] = `«${name}»`;
          else {
            const [min, max] = rangeOf(name);
            args[name] = numArg(Math.min(max, Math.max(min, sample)));
          }
        }
        for (const pattern of [message.value, ...Object.values(message.attributes)]) {
          if (!pattern || typeof pattern === 'string') continue;
          const errors = [];
          const text = bundle.formatPattern(pattern, args, errors);
          if (errors.length) problems.push(`${code}: ${id} at ${sample}: ${errors.map((e) => e.message).join('; ')}`);
          else if (/\{\s*\$|\{\?\?\?\}|\{[a-z-]+\}/.test(text)) problems.push(`${code}: ${id} at ${sample}: “${text}”`);
        }
      }
    }
  }
  await useLanguage('en');
  assert.deepEqual(problems, []);
});

// Counts printed without a plural choice. A variable counts a noun when en.ftl's message selects
// on it (English needs a plural there), or when en.ftl prints it, outside any select, directly
// before a plural noun ("of { $n } positions", "{ $L } tokens": English has no select only
// because the count is never 1, or is a symbol such as L). A plural noun is a word ending in -s
// whose singular en.ftl itself writes after "a", "an", "one", "each", "every" or "per" (so
// "positions", not "is" or "was"), less NOT_COUNTS: verbs that test takes for nouns ("pair
// { $i } turns by …", "a turn by { $turn } points where …") and "times", a factor rather than a
// count. In each other language with plural forms besides `other` (es, ar; not zh-CN), such a
// count needs a select on it or a note `# Plurals: … $name …` on the message saying why none is
// needed.
const NOT_COUNTS = [
  'counts',
  'reloads',
  'prints',
  'stays',
  'controls',
  'names',
  'minus',
  'has',
  'is',
  'as',
  'its',
  'turns by',
  'turns pair',
  'points at',
  'points where',
  'times',
];

function patternsOf(entry) {
  return [entry.value, ...entry.attributes.map((attribute) => attribute.value)].filter(Boolean);
}

/** Each placeable { $name } of `pattern` (in select variants too if `deep`) with the text right after it. */
function placeablesWithNext(pattern, deep = true, out = []) {
  pattern.elements.forEach((element, i) => {
    if (element.type !== 'Placeable') return;
    const expression = element.expression;
    if (expression.type === 'VariableReference') {
      const next = pattern.elements[i + 1];
      out.push({ name: expression.id.name, next: next?.type === 'TextElement' ? next.value : '' });
    } else if (expression.type === 'SelectExpression' && deep)
      for (const variant of expression.variants) placeablesWithNext(variant.value, true, out);
  });
  return out;
}

function selectedIn(entry) {
  const visitor = new Selects();
  visitor.visit(entry);
  return new Set(visitor.selects.map((select) => select.selector.id.name));
}

const SOURCE_TEXT = readFileSync(ftlPath('en'), 'utf8').toLowerCase();
const SINGULARS = new Set(
  [...SOURCE_TEXT.matchAll(/\b(?:a|an|one|each|every|per)\s+([a-z]+)/g)].map((match) => match[1]),
);
function isPluralNoun(word) {
  if (!/^[a-z]+s$/.test(word)) return false;
  const singulars = [word.replace(/ies$/, 'y'), word.replace(/es$/, ''), word.replace(/s$/, '')];
  return singulars.some((singular) => singular.length > 2 && SINGULARS.has(singular)); // not "is", "has"
}

/** Map<id, Map<name, why>>: the counts of each en.ftl message, and why each is one. */
function sourceCounts() {
  const out = new Map();
  for (const entry of entries('en')) {
    const types = declared.get(entry.id.name);
    if (!types) continue;
    const counts = new Map();
    for (const name of selectedIn(entry)) if (types.get(name) === 'Number') counts.set(name, 'en selects on it');
    for (const pattern of patternsOf(entry))
      for (const { name, next } of placeablesWithNext(pattern, false)) {
        const word = /^ ([a-z]+)\b/.exec(next)?.[1];
        if (NOT_COUNTS.some((phrase) => next.startsWith(` ${phrase} `) || next === ` ${phrase}`)) continue;
        if (word && isPluralNoun(word) && !counts.has(name)) counts.set(name, `en prints “{ $${name} } ${word}”`);
      }
    if (counts.size) out.set(entry.id.name, counts);
  }
  return out;
}

function pluralNote(entry, name) {
  const notes = entry.comment?.content ?? '';
  return notes.split('\n').some((line) => line.startsWith('Plurals:') && line.includes(`$${name}`));
}

test('a count printed before a noun has a plural choice, or a note why not, in every language with plural forms', () => {
  const counts = sourceCounts();
  const bare = [];
  for (const code of codes) {
    const categories = new Intl.PluralRules(numbersOf[code]).resolvedOptions().pluralCategories;
    if (code === 'en' || categories.length < 2) continue;
    for (const entry of entries(code)) {
      const wanted = counts.get(entry.id.name);
      if (!wanted) continue;
      const selected = selectedIn(entry);
      const used = new Set(patternsOf(entry).flatMap((pattern) => placeablesWithNext(pattern).map((p) => p.name)));
      for (const [name, why] of wanted)
        if (used.has(name) && !selected.has(name) && !pluralNote(entry, name))
          bare.push({ key: `${code}: ${entry.id.name} $${name}`, why });
    }
  }
  const fresh = bare.filter(({ key }) => !pendingCounts.has(key)).map(({ key, why }) => `${key} (${why})`);
  const done = [...pendingCounts].filter((key) => !bare.some((count) => count.key === key));
  assert.deepEqual(
    fresh,
    [],
    'select on the count, or word the sentence so no noun agrees with it and say so in “# Plurals: … $name …”',
  );
  assert.deepEqual(
    done,
    [],
    'these have a select or a note now: remove their “count:” lines from tests/js/plurals-pending.txt',
  );
});

// A form without the numeral ("دورة واحدة" for one turn) cannot carry a sign: in every language,
// a select whose [zero]/[one]/[two] variant drops a value its default variant prints must not
// follow a placeable (a sign such as { $sign }) and must select on a variable that cannot be
// negative (its parameter's range in core.parameters).
test('a plural form that drops the numeral is never signed', () => {
  const signed = [];
  for (const code of codes) {
    for (const entry of entries(code)) {
      const check = (pattern) => {
        pattern.elements.forEach((element, i) => {
          const select = element.type === 'Placeable' ? element.expression : null;
          if (select?.type !== 'SelectExpression') return;
          for (const variant of select.variants) check(variant.value);
          if (select.selector.type !== 'VariableReference') return;
          const name = select.selector.id.name;
          const printed = (variant) => new Set(placeablesWithNext(variant.value).map((p) => p.name));
          const numerals = printed(select.variants.find((variant) => variant.default));
          const dropping = select.variants.filter(
            (variant) =>
              variant.key.type === 'Identifier' &&
              ['zero', 'one', 'two'].includes(variant.key.name) &&
              [...numerals].some((numeral) => !printed(variant).has(numeral)),
          );
          if (!dropping.length) return;
          const before = pattern.elements[i - 1];
          const parameter = core.parameters[PARAMETER_OF[name] ?? name];
          const keys = dropping.map((variant) => `[${variant.key.name}]`).join(' ');
          const key = `${code}: ${entry.id.name} $${name}`;
          if (before?.type === 'Placeable') signed.push({ key, why: `${keys} after a placeable` });
          else if ((parameter?.min ?? 0) < 0) signed.push({ key, why: `${keys} can be negative` });
        });
      };
      for (const pattern of patternsOf(entry)) check(pattern);
    }
  }
  const fresh = signed.filter(({ key }) => !pendingSigned.has(key)).map(({ key, why }) => `${key} ${why}`);
  const done = [...pendingSigned].filter((key) => !signed.some((form) => form.key === key));
  assert.deepEqual(fresh, [], 'keep the numeral (or the sign) in every form');
  assert.deepEqual(
    done,
    [],
    'these keep their numeral now: remove their “signed:” lines from tests/js/plurals-pending.txt',
  );
});
