// The page's messages at build time: each language's Fluent file (web/locales/<code>.ftl) split
// into groups, one per section, one per widget that only some sections show, and 'common', so
// the page loads a section's words with its code and only in the reader's language
// (web/src/kit/i18n.js).
//
// A message belongs to a section's group when its id begins with the section's id and a hyphen
// (`why-intro`, `train-verdict`), else to a widget's group when it begins with the widget's name
// (`heatmap-cell`, `circle-angle`: i18n.js's WIDGET_GROUPS); every other message and every term
// (-positional-encoding) is in 'common'. Comments are dropped from what the page loads.
//
// esbuild plugin `messagesPlugin()`: `import load from 'pe-messages'` is (code, group) =>
// Promise<string>, each group a chunk of its own (one module per language and group).

import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { FluentParser, FluentSerializer } from '@fluent/syntax';
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

/** Every group's text of language `code`'s file: Map<group, ftl text without comments>. */
export function splitMessages(code, sections = sectionIds()) {
  const resource = new FluentParser({ withSpans: false }).parse(readFileSync(ftlPath(code), 'utf8'));
  const serializer = new FluentSerializer();
  const groups = new Map([['common', []], ...[...sections, ...WIDGET_GROUPS].map((group) => [group, []])]);
  for (const entry of resource.body) {
    if (entry.type !== 'Message' && entry.type !== 'Term') continue;
    entry.comment = null;
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
        return { contents: `export default ${JSON.stringify(text)};\n`, loader: 'js', watchFiles: [ftlPath(code)] };
      });
    },
  };
}

export { SOURCE };
