// The npm package as a course builder gets it: `npm pack` of this repository (after the build),
// installed into an empty project with no network, then the core used from node by the
// package's name and <pe-explorer> used in Chromium from the installed files alone.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from './fixtures.mjs';
import { PE } from '../shared/golden.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const npm = (args, cwd) =>
  execFileSync('npm', [...args, '--no-audit', '--no-fund', '--loglevel=error'], { cwd, encoding: 'utf8' });

let project;
let packed;
test.beforeAll(() => {
  project = mkdtempSync(join(tmpdir(), 'pe-package-'));
  // --ignore-scripts: dist/ is already built by npm test; prepack would build it again.
  [packed] = JSON.parse(npm(['pack', '--ignore-scripts', '--json', '--pack-destination', project], root));
  writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'course-site', private: true, type: 'module' }));
  npm(['install', '--offline', '--ignore-scripts', join(project, packed.filename)], project);
});
test.afterAll(() => rmSync(project, { recursive: true, force: true }));

test('the tarball holds the built module, its declarations and docs, and nothing of the sources', () => {
  const files = packed.files.map((file) => file.path);
  for (const needed of [
    'package.json',
    'README.md',
    'LICENSE',
    'dist/pe-core.mjs',
    'dist/pe-core.d.mts',
    'dist/pe-core-simd.wasm',
    'dist/pe-core-scalar.wasm',
    'dist/pe-explorer.js',
    'dist/pe-explorer.d.ts',
    'dist/pe-explorer.css',
    'dist/embed.js',
    'dist/standalone.html',
  ]) {
    expect(files, needed).toContain(needed);
  }
  expect(files.filter((file) => /^(cpp|web|tests|scripts|build)\//.test(file))).toEqual([]);
  const manifest = JSON.parse(readFileSync(join(project, 'node_modules/positional-encoding-explorer/package.json')));
  expect(manifest.private).toBeUndefined();
  expect(manifest.license).toBe('MIT');
});

test('node: the core by the package name computes PE(3) for d = 4 (tests/shared/golden.json)', () => {
  writeFileSync(
    join(project, 'use.mjs'),
    `import { loadCore } from 'positional-encoding-explorer';
const core = await loadCore();
console.log(JSON.stringify(Array.from(core.encode64({ positions: 1, dModel: 4, offset: 3 }), (v) => v.toFixed(6))));`,
  );
  const out = execFileSync('node', ['use.mjs'], { cwd: project, encoding: 'utf8' });
  expect(JSON.parse(out)).toEqual(PE.d4_pos3.text);
});

test('browser: <pe-explorer> from the installed package renders a section', async ({ page }) => {
  const installed = join(project, 'node_modules/positional-encoding-explorer/dist');
  const types = {
    '.js': 'text/javascript',
    '.mjs': 'text/javascript',
    '.css': 'text/css',
    '.wasm': 'application/wasm',
  };
  const problems = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
  // A host page of the course site, and the package's files as the site would serve them.
  await page.route('http://course.test/**', (route) => {
    const path = new URL(route.request().url()).pathname;
    if (path === '/') {
      return route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><html lang="en"><title>Course</title><link rel="icon" href="data:,">
<script type="module" src="/pe/pe-explorer.js"></script>
<pe-explorer view="steps" d-model="4" pos="3" step="2"></pe-explorer>`,
      });
    }
    if (!path.startsWith('/pe/')) return route.fulfill({ status: 404, body: '' });
    const file = join(installed, path.slice(4));
    return route.fulfill({ contentType: types[extname(file)] ?? 'application/octet-stream', body: readFileSync(file) });
  });
  await page.goto('http://course.test/');
  const explorer = page.locator('pe-explorer');
  await expect(explorer.getByRole('heading', { name: 'Dimension j = 2 (of 0 to 3)' })).toBeVisible();
  await expect(explorer.locator('.vector-value')).toHaveText([...PE.d4_pos3.text.slice(0, 3), '?']);
  expect(problems).toEqual([]);
});
