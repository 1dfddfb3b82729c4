// web/README.md describes the page as it is: its "Shape" table names every module in web/src and
// every section in web/src/sections, and the app's header names every field of the section format.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { test } from 'node:test';

const web = new URL('../../web/', import.meta.url);
const readme = readFileSync(new URL('README.md', web), 'utf8');
const shape = readme.slice(readme.indexOf('## Shape'), readme.indexOf('## Contracts'));

test('the Shape table names every module of web/src', () => {
  const modules = readdirSync(new URL('src/', web)).filter((name) => name.endsWith('.js'));
  assert.deepEqual(
    modules.filter((name) => !shape.includes(`\`src/${name}\``)),
    [],
  );
});

test('the Shape table lists every section, in reading order, and every other file of sections/', () => {
  const index = readFileSync(new URL('src/sections/index.js', web), 'utf8');
  const order = index
    .slice(index.indexOf('export const sections'))
    .match(/\[([^\]]*)\]/)[1]
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);
  const row = shape.split('\n').find((line) => line.startsWith('| `src/sections/<id>.js`'));
  assert.deepEqual(
    [...row.matchAll(/`(\w+)`/g)].map((match) => match[1]),
    order,
  );
  const parts = readdirSync(new URL('src/sections/', web)).filter(
    (name) => name !== 'index.js' && !order.includes(name.replace(/\.js$/, '')),
  );
  assert.deepEqual(
    parts.filter((name) => !shape.includes(`\`src/sections/${name}\``)),
    [],
  );
});

test("app.js's header names every field of the section format", () => {
  const app = readFileSync(new URL('src/app.js', web), 'utf8');
  const header = app.slice(0, app.indexOf('import '));
  for (const field of ['id', 'title', 'controls', 'defaults', 'settings', 'rules', 'words', 'text', 'build', 'render'])
    assert.match(header, new RegExp(`\\b${field}\\b`), field);
});
