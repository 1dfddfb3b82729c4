// The READMEs describe the tree as it is: web/README.md's "Shape" tables name every file under
// web/ (each section's own file through the row of section ids, in reading order), the root
// README's "What is where" names every folder of the repository, every core header and every
// script, and the app's header names every field of the section format.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { test } from 'node:test';

const root = new URL('../../', import.meta.url);
const web = new URL('web/', root);
const readme = readFileSync(new URL('README.md', web), 'utf8');
const shape = readme.slice(readme.indexOf('## Shape'), readme.indexOf('## Contracts'));
const rootReadme = readFileSync(new URL('README.md', root), 'utf8');
const whereIs = rootReadme.slice(rootReadme.indexOf('## What is where'), rootReadme.indexOf('### Build outputs'));

/** Every file below `folder` (a URL ending in /), as paths relative to it. */
function filesUnder(folder, prefix = '') {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? filesUnder(new URL(`${entry.name}/`, folder), `${prefix}${entry.name}/`)
      : [`${prefix}${entry.name}`],
  );
}

function sectionOrder() {
  const index = readFileSync(new URL('src/sections/index.js', web), 'utf8');
  return index
    .slice(index.indexOf('export const sections'))
    .match(/\[([^\]]*)\]/)[1]
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);
}

test('the Shape row of sections names every section, in reading order', () => {
  const row = shape.split('\n').find((line) => line.startsWith('| `src/sections/<id>/<id>.js`'));
  assert.ok(row, 'web/README.md has a `src/sections/<id>/<id>.js` row');
  assert.deepEqual(
    [...row.matchAll(/`(\w+)`/g)].map((match) => match[1]),
    sectionOrder(),
  );
});

test('the Shape tables name every file under web/, and no file that is not there', () => {
  const order = sectionOrder();
  const files = filesUnder(web).filter((path) => path !== 'README.md');
  const ownFiles = new Set(order.flatMap((id) => [`src/sections/${id}/${id}.js`, `src/sections/${id}/section.js`]));
  assert.deepEqual(
    files.filter((path) => !ownFiles.has(path) && !shape.includes(`\`${path}\``)),
    [],
  );
  const named = [...shape.matchAll(/^\| `([^`<]+)`/gm)].map((match) => match[1]);
  assert.deepEqual(
    named.filter((path) => !files.includes(path)),
    [],
  );
});

test('the root README names every folder, core header and script', () => {
  const tracked = ['cpp/core', 'cpp/wasm', 'web', 'examples', 'scripts', 'docs'];
  const testFolders = readdirSync(new URL('tests/', root)).map((name) => `tests/${name}`);
  assert.deepEqual(
    [...tracked, ...testFolders].filter((folder) => !whereIs.includes(`\`${folder}`)),
    [],
  );
  const coreRow = whereIs.split('\n').find((line) => line.startsWith('| `cpp/core/`'));
  const headers = readdirSync(new URL('cpp/core/', root))
    .filter((name) => name.endsWith('.hpp'))
    .map((name) => name.replace(/\.hpp$/, ''));
  assert.deepEqual(
    headers.filter((name) => !coreRow.includes(`\`${name}\``)),
    [],
  );
  const scriptsRow = whereIs.split('\n').find((line) => line.startsWith('| `scripts/`'));
  assert.deepEqual(
    readdirSync(new URL('scripts/', root)).filter((name) => !scriptsRow.includes(`\`${name}\``)),
    [],
  );
});

test('the Build outputs table names every file of dist/, and each file it names is there', () => {
  const dist = new URL('dist/', root);
  const table = rootReadme.slice(rootReadme.indexOf('### Build outputs'), rootReadme.indexOf('Build trees go to'));
  const named = [...table.matchAll(/^\| (.*?) \|/gm)].flatMap((row) =>
    [...row[1].matchAll(/`([^`]+)`/g)].map((m) => m[1]),
  );
  const present = readdirSync(dist);
  assert.deepEqual(
    named.filter((name) => !present.includes(name.replace(/\/$/, ''))),
    [],
  );
  // Chunks carry a hash of their contents; their row names them by pattern.
  const chunk = /^[a-z]+-[A-Z0-9]{8}\.js(\.map)?$/;
  const covered = (file) =>
    named.includes(file) ||
    named.includes(`${file}/`) ||
    chunk.test(file) ||
    (file.endsWith('.map') && named.includes(file.slice(0, -4)));
  assert.ok(table.includes('`chunk-<hash>.js`') && table.includes('`*.map`'));
  assert.deepEqual(
    present.filter((file) => !covered(file)),
    [],
  );
});

test("app.js's header names every field of the section format", () => {
  const app = readFileSync(new URL('src/shell/app.js', web), 'utf8');
  const header = app.slice(0, app.indexOf('import '));
  for (const field of ['id', 'title', 'controls', 'defaults', 'settings', 'rules', 'words', 'text', 'build', 'render'])
    assert.match(header, new RegExp(`\\b${field}\\b`), field);
});
