// The locale files (web/locales/): every language's file parses, holds exactly the source's
// messages and attributes, uses the same placeholders as the source in each, and has a glossary;
// every message is used by the page, and every id the page asks for exists. Expected values come
// from the files themselves and from the page's source text, read here independently of
// web/src/kit/i18n.js (which only formats).

import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { FluentParser, Visitor } from '@fluent/syntax';
import { LANGUAGES, SOURCE } from '../../web/locales/languages.js';

const root = new URL('../../', import.meta.url).pathname;
const locales = join(root, 'web', 'locales');
const files = LANGUAGES.filter((language) => !language.pseudo).map((language) => language.code);

/** Placeholders ($variables) of a pattern, sorted; and whether its text holds a TeX dollar. */
class Placeholders extends Visitor {
  constructor() {
    super();
    this.variables = new Set();
    this.messages = new Set();
    this.dollar = false;
  }
  visitVariableReference(node) {
    this.variables.add(node.id.name);
  }
  visitMessageReference(node) {
    this.messages.add(node.id.name);
  }
  visitTextElement(node) {
    if (node.value.includes('$')) this.dollar = true;
  }
}

function read(code) {
  const resource = new FluentParser().parse(readFileSync(join(locales, `${code}.ftl`), 'utf8'));
  const junk = resource.body.filter((entry) => entry.type === 'Junk');
  const entries = new Map();
  for (const entry of resource.body) {
    if (entry.type !== 'Message' && entry.type !== 'Term') continue;
    const id = entry.type === 'Term' ? `-${entry.id.name}` : entry.id.name;
    const parts = new Map();
    const look = (name, pattern) => {
      const visitor = new Placeholders();
      if (pattern) visitor.visit(pattern);
      parts.set(name, visitor);
    };
    look('', entry.value);
    for (const attribute of entry.attributes) look(`.${attribute.id.name}`, attribute.value);
    if (entries.has(id)) junk.push({ annotations: [{ message: `${id} is defined twice` }] });
    entries.set(id, parts);
  }
  return { junk, entries };
}

const parsed = Object.fromEntries(files.map((code) => [code, read(code)]));
const source = parsed[SOURCE];

test('every locale file parses, with no message defined twice', () => {
  for (const code of files) {
    const problems = parsed[code].junk.map((junk) => junk.annotations.map((a) => a.message).join('; '));
    assert.deepEqual(problems, [], `${code}.ftl`);
  }
});

test('every locale holds exactly the source messages and attributes, with the same placeholders', () => {
  for (const code of files.filter((code) => code !== SOURCE)) {
    const { entries } = parsed[code];
    const missing = [...source.entries.keys()].filter((id) => !id.startsWith('-') && !entries.has(id));
    const extra = [...entries.keys()].filter((id) => !id.startsWith('-') && !source.entries.has(id));
    assert.deepEqual(missing, [], `${code}.ftl lacks these messages of ${SOURCE}.ftl`);
    assert.deepEqual(extra, [], `${code}.ftl has messages ${SOURCE}.ftl does not`);
    for (const [id, parts] of source.entries) {
      if (id.startsWith('-')) continue;
      const theirs = entries.get(id);
      assert.deepEqual([...theirs.keys()].sort(), [...parts.keys()].sort(), `${code}: ${id}: value and attributes`);
      for (const [part, visitor] of parts) {
        const sorted = (set) => [...set].sort();
        assert.deepEqual(
          sorted(theirs.get(part).variables),
          sorted(visitor.variables),
          `${code}: ${id}${part}: the placeholders differ from ${SOURCE}.ftl`,
        );
      }
    }
  }
});

test('maths and code are placeholders, never text in a message (a pseudo-locale would change their letters)', () => {
  for (const code of files) {
    const withDollar = [...parsed[code].entries]
      .filter(([, parts]) => [...parts.values()].some((visitor) => visitor.dollar))
      .map(([id]) => id);
    assert.deepEqual(withDollar, [], `${code}.ftl: TeX ($…$) in the text of these messages`);
  }
});

test('every language states its script and direction, as the Unicode data (CLDR) gives them for its code', () => {
  // The browser tests read `script` to tell text in the language from English left in it, and
  // `dir` sets the page's direction: a new language's line needs both, and they must be its own.
  for (const language of LANGUAGES) {
    assert.match(language.script ?? '', /^[A-Z][a-z]{3}$/, `${language.code}: script, an ISO 15924 code`);
    assert.ok(['ltr', 'rtl'].includes(language.dir), `${language.code}: dir`);
    if (language.pseudo) continue;
    const locale = new Intl.Locale(language.code);
    assert.equal(language.script, locale.maximize().script, `${language.code}: script`);
    assert.equal(language.dir, locale.textInfo.direction, `${language.code}: dir`);
  }
});

// Maths typed as text in a message: its order breaks inside right-to-left text ("(x0, x1) =
// (0.6, −0.8)" shows as "(−0.8 ,0.6) = (x0, x1)" in Arabic). Each pattern is read with its
// placeables as one mark (a MATH() placeable is maths already, a select is read variant by
// variant, a message or term is words); a run is a relation or an arrow between symbols or numbers
// (`d = 16`, `{ $a } → { $b }`), a tuple, interval or matrix in brackets, a signed number, a
// binary operation between symbols, numbers or placeables (`a / b`, `pos·ω`, `{ $a } × { $b }`,
// `n − 1`, `2^k`), a floor or ceiling (`⌊…⌋`), or a function applied to its arguments
// (`PE({ $pos })`, `log(b)`). Words around an operator are prose ("and/or", "key − query",
// "buckets × heads", "− and + buttons"), as are a link's query (`?view=practice`) and an address.
// The example the answer box offers ("an expression such as 10000^(2/8)") is a placeable the page
// fills in as typed text, so it never meets these rules.
const PLACE = '\uE000';
const WORDS = '\uE001'; // a message or a term: words, not a value
const FUNCTIONS = new Set(['sin', 'cos', 'tan', 'log', 'exp', 'ln', 'max', 'min', 'floor', 'pos', 'PE', 'mod', 'base']);
const isWord = (token) =>
  (token.includes(WORDS) ||
    /[^\p{Script=Latin}\p{Script=Greek}\p{Script=Common}\P{L}]/u.test(token) ||
    [...token.matchAll(/[A-Za-z]{2,}/g)].some((m) => !FUNCTIONS.has(m[0]))) &&
  !/[=<>≤≥≈→·_′^]/.test(token);
const SYMBOL = `A-Za-z0-9\u0370-\u03FFℓ${PLACE}_′'²³⁰-⁹⁻√`;
// A run of maths ends at a space, and in Chinese, which has none, at a Han letter or a
// full-width sign (“h，所以…” is h, then words).
const TOKEN = String.raw`[^\s\p{Script=Han}\u3000-\u303F\uFF00-\uFFEF]`;
const OPERAND = `[${SYMBOL}()\\[\\]|⌊⌋⌈⌉.]*[${SYMBOL}][${SYMBOL}()\\[\\]|⌊⌋⌈⌉.]*`;
const APPLIED = ['sin', 'cos', 'tan', 'log', 'exp', 'ln', 'max', 'min', 'floor', 'ceil', 'PE', 'R', 'softmax'];
const RUNS = {
  relation: new RegExp(String.raw`(${TOKEN}*[${SYMBOL})\]|⌋⌉])\s*[=<>≤≥≈→]\s*([${SYMBOL}(\[|⌊⌈−-]${TOKEN}*)`, 'gu'),
  tuple: /[([]\s*([^\s,()]+)(\s*,\s*([^\s,()]+|\[[^\]]*\]))+\s*[)\]]/gu,
  signed: new RegExp(String.raw`(?:^|[\s(\[,:;=])[−-][\d${PLACE}]`, 'gu'),
  binary: new RegExp(String.raw`${OPERAND}(?:\s*[·×+−/^]\s*−?${OPERAND})+`, 'gu'),
  bracket: /[⌊⌈][^⌋⌉]*[⌋⌉]/gu,
  applied: new RegExp(String.raw`(?<![\p{L}\p{N}_])(?:${APPLIED.join('|')})\((?:[^()]|\([^()]*\))*\)`, 'gu'),
};
const OPERATOR = /\s*[·×+−/^]\s*−?/u;
const bare = (token) => token.replace(/^[([|⌊⌈]+|[)\]|⌋⌉.]+$/g, '');
// A run's brackets that open or close outside it ("(q·k" of "(q·k depends…)"), and a full stop.
function trimmed(run) {
  let text = run.replace(/\.$/, '');
  const depth = (s) => [...s].reduce((n, c) => n + ('([⌊⌈'.includes(c) ? 1 : ')]⌋⌉'.includes(c) ? -1 : 0), 0);
  while (depth(text) > 0 && /^[([]/.test(text)) text = text.slice(1);
  while (depth(text) < 0 && /[)\]]$/.test(text)) text = text.slice(0, -1);
  return text;
}

/** The maths runs typed as text in `pattern` (a @fluent/syntax Pattern). */
export function mathsAsText(pattern) {
  const found = [];
  let flat = '';
  for (const element of pattern.elements) {
    if (element.type === 'TextElement') flat += element.value;
    else if (element.expression.type === 'SelectExpression') {
      for (const variant of element.expression.variants) found.push(...mathsAsText(variant.value));
      flat += ' ';
    } else if (['MessageReference', 'TermReference'].includes(element.expression.type)) flat += WORDS;
    else flat += element.expression.type === 'FunctionReference' ? '∎' : PLACE;
  }
  const words = flat.replace(/\S*\?\S*=\S*/g, ' ').replace(/\S*:\/\/\S*/g, ' '); // a link's query, an address
  for (const match of words.matchAll(RUNS.relation))
    if (!isWord(match[1].replace(/[=<>≤≥≈→]/g, '')) && !isWord(match[2].replace(/[=<>≤≥≈→]/g, '')))
      found.push(match[0]);
  for (const match of words.matchAll(RUNS.tuple)) {
    const items = match[0]
      .slice(1, -1)
      .split(',')
      .map((item) => item.trim());
    if (!items.some((item) => isWord(item))) found.push(match[0]);
  }
  for (const match of words.matchAll(RUNS.signed)) found.push(match[0].trim());
  const operations = [];
  for (const match of words.matchAll(RUNS.binary)) {
    const operands = match[0].split(OPERATOR).map(bare);
    if (operands.some((operand, i) => i > 0 && !isWord(operands[i - 1]) && !isWord(operand)))
      operations.push(trimmed(match[0]));
  }
  found.push(...operations);
  for (const match of [...words.matchAll(RUNS.bracket), ...words.matchAll(RUNS.applied)])
    if (!operations.some((run) => run.includes(match[0]))) found.push(match[0]);
  return found.map((run) => run.replaceAll(PLACE, '{…}').replaceAll(WORDS, '{-…}'));
}

test('mathsAsText: the runs it finds, and the prose it leaves', () => {
  const runs = (text) => {
    const resource = new FluentParser().parse(`m = ${text}\n`);
    assert.equal(resource.body[0].type, 'Message', text);
    return mathsAsText(resource.body[0].value);
  };
  const caught = [
    ['at { $ratio } / { $sqrtD } times', '{…} / {…}'],
    ['the angle pos·ω in float32', 'pos·ω'],
    ['a { $rows } × { $cols } matrix', '{…} × {…}'],
    ['position n − 1.', 'n − 1'],
    ['dimension 2i + 1 holds cos', '2i + 1'],
    ['flips every 2^k steps', '2^k'],
    ['divided by 10000^(2/8) here', '10000^(2/8)'],
    ['base^(i/d) instead', 'base^(i/d)'],
    ['raises it to base · s^(d/(d − 2)), so', 'base · s^(d/(d − 2))'],
    ['the product PE({ $pos }) · PE({ $posK }), the', 'PE({…}) · PE({…})'],
    ['{ $a } + ⌊{ $b }⌋ = { $c }', '{…} + ⌊{…}⌋'],
    ['the floor ⌊{ $b }⌋ of it', '⌊{…}⌋'],
    ['the ceiling ⌈x/2⌉ of it', '⌈x/2⌉'],
    ['it is sin({ $a }) here', 'sin({…})'],
    ['it is PE(pos, 2i) here', 'PE(pos, 2i)'],
    ['spaced by log(b) each', 'log(b)'],
    ['مقسومًا على { $ratio } / { $sqrtD } مرة', '{…} / {…}'],
    ['变为原来的 1/s。', '1/s'],
    ['; ℓ = h, so the code adds', 'ℓ = h'],
    ['；ℓ > h，所以已发布代码的斜坡是反向的。', 'ℓ > h'],
  ];
  for (const [text, run] of caught)
    assert.ok(
      runs(text).some((found) => found.startsWith(run)),
      `${text}: expected ${run} among ${JSON.stringify(runs(text))}`,
    );
  const prose = [
    'read and/or write',
    'tokens / second, words per line',
    'offset key − query into a bucket',
    'buckets × heads, trained',
    'The − and + buttons divide or multiply by 10.',
    'يقسم الزرّان − و+ على 10',
    '偏移量“键 − 查询”归入',
    '− 和 + 按钮会除以或乘以 10。',
    'see https://example.org/a/b and ?view=practice&lang=ar',
    '{ $section } · { -site-name }',
    'largest |float32 table − float64 formula| over',
    'the n-th token, BERT-base, C++/WebAssembly, float32/float64',
    'sine (see below) of the bucket(s)',
    'Type a number such as { $example }, or an expression such as { $expression }.',
    'the slope { MATH("m = 2^(−8·{0}/{1})", $n, $h) } of head h',
  ];
  for (const text of prose) assert.deepEqual(runs(text), [], text);
});

test('maths in a message is a MATH() placeable, never text (relations, arrows, tuples, intervals, signed numbers, operations, floors, functions)', () => {
  const typed = [];
  const resources = Object.fromEntries(
    files.map((code) => [code, new FluentParser().parse(readFileSync(join(locales, `${code}.ftl`), 'utf8'))]),
  );
  for (const code of files)
    for (const entry of resources[code].body) {
      if (entry.type !== 'Message') continue;
      for (const pattern of [entry.value, ...entry.attributes.map((attribute) => attribute.value)].filter(Boolean))
        for (const run of mathsAsText(pattern)) typed.push(`${code}: ${entry.id.name}: ${run}`);
    }
  assert.deepEqual(typed, [], 'write these as { MATH("…", $a) } (README.md, translator’s notes)');
});

test('no bidi mark is written by hand in a message: MATH() and the placeables isolate', () => {
  for (const code of files) {
    const text = readFileSync(join(locales, `${code}.ftl`), 'utf8');
    const lines = text
      .split('\n')
      .flatMap((line, index) => (/[\u200e\u200f\u061c\u2066-\u2069\u202a-\u202e]/.test(line) ? [index + 1] : []));
    assert.deepEqual(lines, [], `${code}.ftl: lines with U+200E/F, U+061C or U+2066–2069 written by hand`);
  }
});

test('every language but the source has a glossary of the field’s terms', () => {
  for (const code of files.filter((code) => code !== SOURCE)) {
    const path = join(locales, 'glossary', `${code}.md`);
    assert.ok(existsSync(path), `web/locales/glossary/${code}.md`);
    const text = readFileSync(path, 'utf8');
    for (const term of [
      'positional encoding',
      'attention',
      'query',
      'key',
      'head',
      'rotary',
      'bias',
      'extrapolation',
      'training length',
      'seed',
    ])
      assert.match(text.toLowerCase(), new RegExp(term), `glossary/${code}.md names “${term}”`);
  }
});

// The page's source text: every file under web/ a message id can be asked for from.
function sourceFiles(dir, out = []) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      if (name !== 'locales') sourceFiles(path, out);
    } else if (/\.(m?js|html)$/.test(name)) out.push(path);
  }
  return out;
}
const code = sourceFiles(join(root, 'web'))
  .map((path) => readFileSync(path, 'utf8'))
  .join('\n');

/** Literal ids in the code, and the patterns of ids built from template literals (`kind-${id}-name`). */
function askedFor(text) {
  const literal = new Set();
  for (const match of text.matchAll(/(?:\bt|\btAttr|\bmsg|\bhasMessage)\(\s*'([a-z][\w-]*)'/g)) literal.add(match[1]);
  for (const match of text.matchAll(/data-l10n-id="([a-z][\w-]*)"/g)) literal.add(match[1]);
  return literal;
}
const patterns = [...code.matchAll(/`([a-z][\w-]*(?:\$\{[^}`]+\}[\w-]*)+)`/g)].map(
  (match) => new RegExp(`^${match[1].replace(/\$\{[^}]+\}/g, '[\\w-]+')}$`),
);
const quoted = new Set([...code.matchAll(/'([a-z][a-z0-9]*(?:-[\w]+)+)'/g)].map((match) => match[1]));

test('every id the page asks for exists in the source locale', () => {
  const missing = [...askedFor(code)].filter((id) => !source.entries.has(id));
  assert.deepEqual(missing, [], `asked for by web/ but not in ${SOURCE}.ftl`);
});

test('every message of the source locale is used by the page (by its id, a pattern of ids, or another message)', () => {
  const referenced = new Set();
  for (const parts of source.entries.values())
    for (const visitor of parts.values()) for (const id of visitor.messages) referenced.add(id);
  const unused = [...source.entries.keys()].filter(
    (id) =>
      !id.startsWith('-') &&
      !referenced.has(id) &&
      !quoted.has(id) &&
      !askedFor(code).has(id) &&
      !patterns.some((pattern) => pattern.test(id)),
  );
  assert.deepEqual(unused, [], `in ${SOURCE}.ftl but never used by web/`);
});
