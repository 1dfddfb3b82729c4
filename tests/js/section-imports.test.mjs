// No module in a section's folder imports that section's section.js (issue 35): section.js loads
// the section's body with import(), so a body importing back from it makes a circle. What a body
// needs comes from the context the section driver gives build() (ctx.words, ctx.section, the
// store's names) or from a small module of its own in the folder. The files are read as text:
// every static `from '…'`, `import '…'` and dynamic `import('…')` is resolved against its file.

import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { test } from 'node:test';

const root = new URL('../..', import.meta.url).pathname;
const SECTIONS = join(root, 'web/src/sections');

/** Every module a source imports, as written: static imports, re-exports and import(). */
export function importsOf(source) {
  const found = [];
  const patterns = [
    /\bfrom\s*(['"])([^'"]+)\1/g,
    /\bimport\s*(['"])([^'"]+)\1/g,
    /\bimport\s*\(\s*(['"])([^'"]+)\1\s*\)/g,
  ];
  for (const pattern of patterns) for (const match of source.matchAll(pattern)) found.push(match[2]);
  return found;
}

const folders = readdirSync(SECTIONS, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => join(SECTIONS, entry.name));

/** [file, imported section.js] for every module of a folder that imports the folder's section.js. */
function circles() {
  const found = [];
  for (const folder of folders) {
    const own = join(folder, 'section.js');
    for (const name of readdirSync(folder).filter((n) => /\.m?js$/.test(n) && n !== 'section.js')) {
      const file = join(folder, name);
      for (const spec of importsOf(readFileSync(file, 'utf8'))) {
        if (spec.startsWith('.') && resolve(dirname(file), spec) === own) found.push(relative(root, file));
      }
    }
  }
  return found;
}

test('the import scanner sees static, re-exported and dynamic imports', () => {
  const source = [
    "import { a } from './section.js';",
    "export { b } from './section.js';",
    "import './side.js';",
    "const c = await import('./section.js');",
    "import {\n  d,\n} from '../x/section.js';",
  ].join('\n');
  assert.deepEqual(importsOf(source).sort(), [
    '../x/section.js',
    './section.js',
    './section.js',
    './section.js',
    './side.js',
  ]);
});

test("no module in a section's folder imports its section.js", () => {
  assert.ok(folders.length >= 14, `only ${folders.length} section folders found`);
  const found = circles();
  assert.deepEqual(found, []);
});
