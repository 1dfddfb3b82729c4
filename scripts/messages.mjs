// The page's messages at build time: each language's Fluent file (web/locales/<code>.ftl) split
// into groups, one per section, one per widget that only some sections show, and 'common', so
// the page loads a section's words with its code and only in the reader's language
// (web/src/kit/i18n.js).
//
// A message belongs to a section's group when its id begins with the section's id and a hyphen
// (`why-intro`, `train-verdict`), else to a widget's group when it begins with the widget's name
// (`heatmap-cell`, `circle-angle`: i18n.js's WIDGET_GROUPS); every other message and every term
// (-positional-encoding) is in 'common'. Comments are dropped from what the page loads, but
// the variables each message declares in the source file (`# Variables: $blocks (Number), …`)
// go with every language's copy of the message as its attribute `.variables` ("blocks:Number
// …"), which t() checks each call against (web/src/kit/i18n.js).
//
// esbuild plugin `messagesPlugin()`: `import load from 'pe-messages'` is (code, group) =>
// Promise<string>, each group a chunk of its own (one module per language and group).

import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Attribute, FluentParser, FluentSerializer, Identifier, Pattern, TextElement } from '@fluent/syntax';
import { LANGUAGES, SOURCE } from '../web/locales/languages.js';
import { WIDGET_GROUPS } from '../web/src/kit/i18n.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const localesDir = join(root, 'web', 'locales');
const sectionsDir = join(root, 'web', 'src', 'sections');

/** The languages that have a file of their own (the pseudo-locales are made from the source's). */
export function fileLanguages() {
  return LANGUAGES.filter((language) => !language.pseudo).map((language) => language.code);
}

export function ftlPath(code) {
  return join(localesDir, `${code}.ftl`);
}

/** The section ids: the folders of web/src/sections/. */
export function sectionIds() {
  return readdirSync(sectionsDir).filter((name) => statSync(join(sectionsDir, name)).isDirectory());
}

/** The group of message `id`: a section's id, a widget's name, or 'common'. */
export function groupOf(id, sections = sectionIds()) {
  if (id.startsWith('-')) return 'common';
  return [...sections, ...WIDGET_GROUPS].find((group) => id.startsWith(`${group}-`)) ?? 'common';
}

const DECLARATION = /\$([a-zA-Z][\w-]*) \((Number|String)\)/g;

/** The variables a message's comment declares: Map<name, 'Number' | 'String'>, or null. */
export function declaredIn(comment) {
  const text = comment?.content ?? '';
  const at = text.search(/^Variables:/m);
  if (at < 0) return null;
  return new Map([...text.slice(at).matchAll(DECLARATION)].map((match) => [match[1], match[2]]));
}

/** Every message's declared variables in the source file: Map<id, Map<name, type>>. */
export function declarations() {
  const resource = new FluentParser({ withSpans: false }).parse(readFileSync(ftlPath(SOURCE), 'utf8'));
  const out = new Map();
  for (const entry of resource.body) {
    const declared = entry.type === 'Message' ? declaredIn(entry.comment) : null;
    if (declared) out.set(entry.id.name, declared);
  }
  return out;
}

/** The text of attribute `.variables` for `declared` (see the header). */
export function variablesAttribute(declared) {
  return [...declared].map(([name, type]) => `${name}:${type}`).join(' ');
}

/** Language `code`'s file as the page loads it whole: comments dropped, declarations attached. */
export function pageMessages(code) {
  return [...splitMessages(code, []).values()].join('');
}

/** Every group's text of language `code`'s file: Map<group, ftl text without comments>. */
export function splitMessages(code, sections = sectionIds()) {
  const resource = new FluentParser({ withSpans: false }).parse(readFileSync(ftlPath(code), 'utf8'));
  const serializer = new FluentSerializer();
  const groups = new Map([['common', []], ...[...sections, ...WIDGET_GROUPS].map((group) => [group, []])]);
  const declared = declarations();
  for (const entry of resource.body) {
    if (entry.type !== 'Message' && entry.type !== 'Term') continue;
    entry.comment = null;
    if (entry.type === 'Message' && declared.has(entry.id.name)) {
      const text = variablesAttribute(declared.get(entry.id.name));
      entry.attributes.push(new Attribute(new Identifier('variables'), new Pattern([new TextElement(text)])));
    }
    const id = entry.type === 'Term' ? `-${entry.id.name}` : entry.id.name;
    groups.get(groupOf(id, sections)).push(serializer.serializeEntry(entry));
  }
  return new Map([...groups].map(([group, entries]) => [group, entries.join('')]));
}

/** The esbuild plugin behind `import load from 'pe-messages'`. */
export function messagesPlugin() {
  return {
    name: 'pe-messages',
    setup(build) {
      build.onResolve({ filter: /^pe-messages(:.*)?$/ }, (args) => ({ path: args.path, namespace: 'pe-messages' }));
      build.onLoad({ filter: /.*/, namespace: 'pe-messages' }, (args) => {
        const codes = fileLanguages();
        const sections = sectionIds();
        if (args.path === 'pe-messages') {
          const cases = codes.flatMap((code) =>
            ['common', ...sections, ...WIDGET_GROUPS].map(
              (group) =>
                `    case ${JSON.stringify(`${code}/${group}`)}: return import(${JSON.stringify(`pe-messages:${code}/${group}`)});`,
            ),
          );
          return {
            contents: `export default function load(code, group) {\n  const module = (() => {\n  switch (code + '/' + group) {\n${cases.join('\n')}\n    default: return Promise.resolve({ default: '' }); // a group with no messages of its own\n  }\n  })();\n  return module.then((loaded) => loaded.default);\n}\n`,
            loader: 'js',
            resolveDir: root,
            watchFiles: codes.map(ftlPath),
          };
        }
        const [code, group] = args.path.slice('pe-messages:'.length).split('/');
        const text = splitMessages(code, sections).get(group) ?? '';
        return {
          contents: `export default ${JSON.stringify(text)};\n`,
          loader: 'js',
          watchFiles: [ftlPath(code), ftlPath(SOURCE)],
        };
      });
    },
  };
}

export { SOURCE };
