#!/usr/bin/env node
// Runs every test suite, in order, after `node scripts/build.mjs --tests`:
//   1. Catch2, native (g++), through ctest
//   2. Catch2 compiled to WebAssembly, SIMD and scalar builds, in node through ctest
//   3. the JS API suite (node:test) against both builds
//   4. the browser suite (Playwright, Debian's Chromium) against the real page in dist/
// It keeps going after a failure so one run shows everything, and exits non-zero if any failed.
//
// Usage: node scripts/test.mjs [--only=native,wasm,js,browser]
import { spawnSync } from 'node:child_process';
import { cpus } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { wasmFlavours } from './build.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const jobs = String(Math.max(1, cpus().length));
const onlyArg = process.argv.find((a) => a.startsWith('--only='));
const only = onlyArg ? onlyArg.slice('--only='.length).split(',') : null;

const nativeDir = join(root, 'build', 'native');
const suites = [
  {
    id: 'native',
    name: 'Catch2, native',
    steps: [
      ['cmake', ['-S', root, '-B', nativeDir, '-DCMAKE_BUILD_TYPE=Release', '-DBUILD_TESTING=ON']],
      ['cmake', ['--build', nativeDir, '-j', jobs]],
      ['ctest', ['--test-dir', nativeDir, '--output-on-failure']],
    ],
  },
  ...wasmFlavours.map((flavour) => ({
    id: 'wasm',
    name: `Catch2, WebAssembly ${flavour.name} build in node`,
    steps: [['ctest', ['--test-dir', flavour.dir, '--output-on-failure']]],
  })),
  { id: 'js', name: 'JS API, SIMD and scalar builds', steps: [['node', ['--test', 'tests/js/']]] },
  {
    id: 'browser',
    name: 'browser, Chromium',
    steps: [['npx', ['playwright', 'test', '-c', 'tests/browser/playwright.config.mjs']]],
  },
];

const results = [];
for (const suite of suites) {
  if (only && !only.includes(suite.id)) continue;
  console.log(`\n=== ${suite.name} ===`);
  const started = Date.now();
  let ok = true;
  for (const [command, args] of suite.steps) {
    const run = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
    if (run.status !== 0) {
      ok = false;
      break;
    }
  }
  results.push({ name: suite.name, ok, seconds: (Date.now() - started) / 1000 });
}

console.log('\n=== summary ===');
for (const r of results) console.log(`${r.ok ? 'PASS' : 'FAIL'}  ${r.name}  (${r.seconds.toFixed(1)} s)`);
const failed = results.filter((r) => !r.ok).length;
console.log(`suites: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
