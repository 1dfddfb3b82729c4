// Plurals and sentences of every locale, from the variables en.ftl declares (`# Variables:`):
// - a numeric select's identifier keys are plural categories of its locale (Chinese has only
//   `other`, so a Chinese [one] is never chosen: a count meant literally is [1]);
// - a numeric select has a variant for every category Intl.PluralRules(locale) gives to a value
//   its variable can take (the parameter's range in core.parameters where the variable is a
//   parameter, else 0 to 1,000,000), unless a comment on the message (`# Plurals: …`) says why;
// - every message of every locale formats with its declared variables at 0, 1, 2, 3, 11, 100 and
//   1,000,000 (those in range) without an unfilled value or an error.
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

// Selects known to lack forms, awaiting their translator (issue 36): the list may only shrink.
const pending = new Set(
  readFileSync(new URL('plurals-pending.txt', import.meta.url), 'utf8')
    .split('\n')
    .filter((line) => line && !line.startsWith('#')),
);

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
