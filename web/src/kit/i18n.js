// The page's words in the reader's language. Every string a person reads comes from a Fluent
// file (web/locales/<code>.ftl, one per language; web/locales/languages.js lists them), formatted
// here by @fluent/bundle: plurals and selects are the locale's (Intl.PluralRules), placeables are
// isolated (U+2068…U+2069) in every language but the English source, so a number or a reader's
// word keeps its own direction inside Arabic text.
//
// Loading: the build splits each language's file by message id (scripts/messages.mjs): ids that
// begin with a section's id (`why-…`, `train-…`) load with that section; ids that begin with the
// name of a widget only some sections show (WIDGET_GROUPS: `heatmap-…`, `circle-…`) load with the
// first section that shows one; every other id (the shell, the rest of the kit, section titles)
// loads before the page draws. Only the chosen language's messages load.
//
// Rules:
// - t() is called while drawing (build, render, event handlers), never at a module's top level:
//   a module's constants would be worded before the language is known. Narration records carry
//   msg(id, args) and are worded when drawn.
// - One language per document: the page, its embeds and every <pe-explorer> on it speak the
//   language set last by useLanguage() (component.js says what happens to a second element
//   that asks for another).
// - A message that is missing is a bug the checks catch (tests/js/locales.test.mjs); at run time
//   t() returns the id, reports it once on the console, and the page goes on.
// - Numbers go to a message as numbers (format.js intArg() and the others; a bare number is
//   numArg()), so plural selects work and digits are the page's. en.ftl declares each message's
//   variables (`# Variables: $blocks (Number), $name (String)`); the build attaches them to every
//   language's message (scripts/messages.mjs) and t() reports on the console a call that passes
//   text where a number is declared.
// - Text a person typed (a name, an answer, a ?lang= value) goes to a message through typed():
//   isolated in every language, English included, with nothing it opens left open after it.
// - Maths inside a sentence is one placeable, MATH("template", $a, $b): `{0}`, `{1}` in the
//   template stand for the arguments, and the whole reads left to right in every language
//   (isolated LRI…PDI wherever placeables are isolated), so "(x0, x1) = (0.6, −0.8)" keeps its
//   order inside Arabic text; a short run is joined by no-break spaces, so it never wraps.

import { FluentBundle, FluentNumber, FluentResource, FluentType } from '@fluent/bundle';
import { LANGUAGES, SOURCE } from '../../locales/languages.js';
import { numArg, PageNumber } from './format.js';

const byCode = new Map(LANGUAGES.map((language) => [language.code.toLowerCase(), language]));

// (code, group) => Promise<string>: a group's messages in Fluent syntax. The page's entry points
// install the build's loaders (shell/messages.js); tests in node install files read from disk.
let source = null;
/** Installs the function that fetches a language's group of messages. */
export function setMessageSource(load) {
  source = load;
}

/**
 * The kit's widgets whose words are a group of their own, kept out of the words every view loads
 * first: the heatmap (matrix, similarity, conventions, bias, the lab) and the unit circle (proof,
 * rope). A widget's module names its group at its top level (widgetWords), and the section driver
 * loads the groups named by the time a section's code has loaded (loadWidgetGroups).
 */
export const WIDGET_GROUPS = ['heatmap', 'circle'];
const widgetsInUse = new Set();

/** Called at the top level of a widget's module: its words load with every section built after. */
export function widgetWords(group) {
  if (!WIDGET_GROUPS.includes(group)) throw new Error(`i18n: ${group} is not one of WIDGET_GROUPS`);
  widgetsInUse.add(group);
}

/** Loads, in the current language, the words of every widget whose module has run. */
export function loadWidgetGroups() {
  return Promise.all([...widgetsInUse].map((group) => loadGroup(group)));
}

let current = null; // { info, bundle, isolating, groups: Map<group, Promise> }
const reported = new Set();

/** The language record for `code` (case-insensitive), or null. */
export function languageInfo(code) {
  return byCode.get(String(code ?? '').toLowerCase()) ?? null;
}

/** The languages offered in the language menu (the pseudo-locales are for tests, by ?lang= only). */
export function menuLanguages() {
  return LANGUAGES.filter((language) => !language.pseudo);
}

/**
 * The best language for a reader who asks for `requested` (BCP 47 tags, best first: ?lang=,
 * then navigator.languages): an exact match; else the same language and script (es-MX → es,
 * zh-Hans-SG → zh-CN; zh-TW, written in traditional characters, does not match zh-CN); else
 * English.
 */
export function negotiate(requested) {
  for (const tag of requested.filter(Boolean)) {
    const match = matchLanguage(tag);
    if (match) return match;
  }
  return SOURCE;
}

/**
 * The code of the language that BCP 47 tag `tag` reads (as negotiate() matches it), or null. The
 * tag is read as typed in an address: white space around it set aside, any case, - or _.
 */
export function matchLanguage(asked) {
  const tag = String(asked ?? '').trim();
  if (!tag) return null;
  const exact = languageInfo(tag);
  if (exact) return exact.code;
  const wanted = likely(tag);
  const match = LANGUAGES.find(
    (language) => !language.pseudo && likely(language.code).lang === wanted.lang && sameScript(language.code, wanted),
  );
  return match?.code ?? null;
}

const TRADITIONAL = new Set(['tw', 'hk', 'mo', 'hant']);
function likely(tag) {
  const parts = String(tag).toLowerCase().split(/[-_]/);
  return { lang: parts[0], rest: parts.slice(1) };
}
function sameScript(code, wanted) {
  if (wanted.lang !== 'zh') return true;
  return !wanted.rest.some((part) => TRADITIONAL.has(part)) && !likely(code).rest.some((part) => TRADITIONAL.has(part));
}

// Pseudo-locales, made from the English messages for tests: `accented` is accented, about 40%
// longer and bracketed (text cut off or built outside the messages shows at once); `rtl` is
// English letters turned (no Latin letter left) and set right to left (a layout that is not
// mirrored shows at once).
const ACCENTED = Object.fromEntries(
  [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((letter, index) => [
    letter,
    [...'ȧƀƈḓḗƒɠħīĵķŀḿƞǿƥɋřşŧŭṽẇẋẏẑȦƁƇḒḖƑƓĦĪĴĶĿḾȠǾƤɊŘŞŦŬṼẆẊẎẐ'][index],
  ]),
);
const TURNED = Object.fromEntries(
  [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((letter, index) => [
    letter,
    [...'ɐɋɔꝑǝɟƃɥıɾʞʅɯᴎøᑯᕷɹꙅʇ∩ʌʍӿʎƹ∀ԐↃᗡƎℲ⅁ĦƗſӼ⅂ƜИØԀΌᴚƧ⊥∩ɅⱮӾ⅄Ƶ'][index],
  ]),
);
const PSEUDO = {
  accented: (text) =>
    text.replace(/[a-zA-Z]/g, (c) => (/[aeiouAEIOU]/.test(c) ? ACCENTED[c] + ACCENTED[c] : ACCENTED[c])),
  rtl: (text) => text.replace(/[a-zA-Z]+/g, (word) => `\u202e${[...word].map((c) => TURNED[c]).join('')}\u202c`),
};

/**
 * Makes `code` the document's language: loads its shared messages (and nothing else). Resolves
 * to the language record. An unknown code is the source language.
 */
export async function useLanguage(code) {
  const info = languageInfo(code) ?? languageInfo(SOURCE);
  if (current?.info === info) {
    await current.groups.get('common');
    return info;
  }
  // The bundle's locale is the number locale (ar-u-nu-latn, not ar): its plural rules are the
  // language's, and a number Fluent formats itself (a literal in a message) has the page's digits.
  const isolating = info.code !== SOURCE;
  const bundle = new FluentBundle(info.pseudo ? SOURCE : [info.numbers, info.code], {
    useIsolating: isolating,
    transform: info.pseudo ? PSEUDO[info.pseudo] : (text) => text,
    functions: { MATH: (positional) => math(positional, isolating) },
  });
  current = { info, bundle, isolating, groups: new Map() };
  await loadGroup('common');
  return info;
}

/** Loads a group of messages (a section's id, a widget's, or 'common') for the current language, once. */
export function loadGroup(group) {
  if (!current) throw new Error('i18n: useLanguage() first');
  const state = current;
  if (!state.groups.has(group)) {
    if (!source) throw new Error('i18n: no message source installed (setMessageSource)');
    const file = state.info.pseudo ? SOURCE : state.info.code;
    const loading = Promise.resolve(source(file, group)).then((text) => {
      const resource = new FluentResource(text ?? '');
      const errors = state.bundle.addResource(resource);
      for (const error of errors) console.error(`i18n: ${file}/${group}: ${error.message}`);
    });
    state.groups.set(group, loading);
  }
  return state.groups.get(group);
}

/** The current language's record ({ code, name, dir, numbers }). */
export function language() {
  return current?.info ?? languageInfo(SOURCE);
}

function report(id, problem) {
  if (reported.has(`${id}:${problem}`)) return;
  reported.add(`${id}:${problem}`);
  console.error(`i18n: ${language().code}: ${problem}: ${id}`);
}

function bracket(text) {
  return language().pseudo === 'accented' ? `[${text}]` : text;
}

// The text of a MATH() argument: a number as the page prints it, else its text.
function mathText(value) {
  if (value instanceof PageNumber) return value.toString();
  if (value instanceof FluentNumber) return numArg(value.value).toString();
  return String(value instanceof FluentType ? value.value : value);
}

// A run of at most this many characters is kept on one line: a line break inside "d = 16" or
// "(x0, x1) = (0.6, −0.8)" leaves pieces that read as something else (and in right-to-left text
// the pieces land at opposite ends of two lines). A longer run (a matrix, a worked sum) may wrap
// at its spaces, or it would overflow a narrow screen.
const UNBROKEN = 24;

/**
 * MATH("template", …args): the template with `{i}` replaced by argument i, read left to right;
 * in a run of up to UNBROKEN characters every space (around an operator, after a comma) is a
 * no-break space.
 */
function math([template, ...values], isolating) {
  let text = String(template).replace(/\{(\d+)\}/g, (whole, index) =>
    index < values.length ? mathText(values[index]) : whole,
  );
  if ([...text].length <= UNBROKEN) text = text.replace(/ /g, '\u00a0');
  return isolating ? `\u2066${text}\u2069` : text;
}

/**
 * `args` with every bare number made a PageNumber, and each checked against the variables
 * message `id` declares (`declared`, "name:Type …"): text where a number is declared (a number
 * formatted too early, whose plural select would fall to `other`) is reported once. A number
 * where text is declared passes: it prints as the page prints numbers.
 */
function numbersOf(id, args, declared) {
  if (!args) return args;
  const types = declared ? new Map(declared.split(' ').map((pair) => pair.split(':'))) : null;
  const out = {};
  for (const [name, value] of Object.entries(args)) {
    const isNumber = typeof value === 'number' || value instanceof FluentNumber;
    const type = types?.get(name);
    if (typeof value === 'string' && /^\uE000\d+\uE001$/.test(value)) {
      out[name] = value; // tNodes() puts an element there
      continue;
    }
    if (type === 'Number' && !isNumber)
      report(id, `$${name} is declared a Number but was given ${typeof value} “${value}”`);
    out[name] = typeof value === 'number' ? numArg(value) : value;
  }
  return out;
}

// Explicit bidi controls: embeddings and overrides (LRE, RLE, LRO, RLO), their end (PDF), isolates
// (LRI, RLI, FSI) and their end (PDI).
const EMBEDDINGS = new Set(['\u202a', '\u202b', '\u202d', '\u202e']);
const ISOLATES = new Set(['\u2066', '\u2067', '\u2068']);

/**
 * Text a person typed (a class set's name, the part of an answer that was not read, a ?lang=
 * value), as a message argument: isolated first-strong (FSI … PDI), so its direction is its own
 * and the sentence around it keeps its order, in every language. English formats without
 * isolation (useIsolating is off there, so its sentences copy cleanly), so this adds the marks
 * itself there; the other languages' bundles put them around each placeable of a message that
 * holds more than that placeable (Fluent leaves a message that is only `{ $name }` bare: there the
 * text comes back balanced, not isolated, and is isolated where that message is itself an argument).
 * Inside, every explicit embedding, override or isolate the text opens is closed at its end and a
 * PDF or PDI with nothing to close is dropped (a stray PDI would close the isolate around the
 * text and let an override after it reach the rest of the line), as the Unicode Bidirectional
 * Algorithm pairs them (UAX #9, X6a and X7).
 */
export function typed(text) {
  const open = [];
  let out = '';
  for (const character of String(text)) {
    if (EMBEDDINGS.has(character)) open.push('\u202c');
    else if (ISOLATES.has(character)) open.push('\u2069');
    else if (character === '\u202c') {
      if (open.at(-1) !== '\u202c') continue;
      open.pop();
    } else if (character === '\u2069') {
      const at = open.lastIndexOf('\u2069');
      if (at < 0) continue;
      open.length = at; // a PDI also ends the embeddings opened inside its isolate
    }
    out += character;
  }
  const balanced = out + open.reverse().join('');
  return !current?.isolating ? `\u2068${balanced}\u2069` : balanced;
}

/** Message `id` with `args`, in the current language. */
export function t(id, args) {
  const message = current?.bundle.getMessage(id);
  if (!message?.value) {
    report(id, message ? 'no value' : 'missing message');
    return id;
  }
  const errors = [];
  const text = current.bundle.formatPattern(message.value, numbersOf(id, args, message.attributes.variables), errors);
  for (const error of errors) report(id, error.message);
  return bracket(text);
}

/**
 * Message `id` for a plain-text place outside the page (the window's title, a snippet's title
 * attribute): in a left-to-right language without the isolation marks around its placeables,
 * which a title bar may show; a right-to-left language keeps them, as its order needs them.
 */
export function tPlain(id, args) {
  const text = t(id, args);
  return language().dir === 'rtl' ? text : text.replace(/[\u2068\u2069]/g, '');
}

/** Attribute `attribute` of message `id` (Fluent's `.attribute = …`), in the current language. */
export function tAttr(id, attribute, args) {
  const pattern = current?.bundle.getMessage(id)?.attributes?.[attribute];
  if (!pattern) {
    report(`${id}.${attribute}`, 'missing attribute');
    return `${id}.${attribute}`;
  }
  const errors = [];
  const declared = current.bundle.getMessage(id).attributes.variables;
  const text = current.bundle.formatPattern(pattern, numbersOf(id, args, declared), errors);
  for (const error of errors) report(id, error.message);
  return bracket(text);
}

/** Whether message `id` exists in the loaded groups (for optional messages, e.g. a hint). */
export function hasMessage(id) {
  return Boolean(current?.bundle.hasMessage(id));
}

/**
 * Message `id` as DOM nodes: each element of `nodes` ({ placeholder: element }) stands where its
 * placeholder is in the language's sentence (a number in bold, a piece of code inside one
 * message); the rest is text.
 */
export function tNodes(id, args, nodes) {
  const names = Object.keys(nodes);
  const marked = Object.fromEntries(names.map((name, index) => [name, `\uE000${index}\uE001`]));
  return t(id, { ...args, ...marked })
    .split(/\uE000(\d+)\uE001/)
    .map((part, index) => (index % 2 ? nodes[names[Number(part)]] : document.createTextNode(part)));
}

/** A message to be worded when drawn: narration records and tables carry these, not strings. */
export function msg(id, args) {
  return { id, args };
}

/** Text from a string or a msg(): what a record's field says in the current language. */
export function textOf(value) {
  if (value == null || typeof value === 'string') return value ?? '';
  if (typeof value === 'function') return value();
  return t(value.id, value.args);
}
