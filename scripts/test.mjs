#!/usr/bin/env node
// Runs every test suite, in order, after `node scripts/build.mjs --tests`:
//   0. Biome (lint and formatting of the JavaScript and CSS), clang-format's check of the C++
//      (.clang-format), and tsc over the generated TypeScript declarations
//   1. (only with --only=native) Catch2, native, g++ Release, through ctest
//   2. Catch2 compiled to WebAssembly (the SIMD build; scripts/build.mjs says why), in node through ctest
//   3. the JS API suite (node:test) against both builds, and the dev server's tests (tests/server)
//   4. the browser suite (Playwright, Debian's Chromium) against the real page in dist/
//   5. the benchmarks once on tiny sizes, to check they work (scripts/bench.mjs --smoke)
//   6. Catch2 natively with ASan + UBSan (clang, build/sanitize): the default run's native Catch2
//   7. libFuzzer over the core for 30 s (clang, the same tree: tests/fuzz/run.mjs); --fuzz-seconds=N for longer
// It keeps going after a failure so one run shows everything, and exits non-zero if any failed.
// The summary gives each stage's wall time and CPU time, and the browser stage's page loads
// (tests/browser/page-loads-reporter.mjs): the suite's budget is 20 minutes on an idle 2-core
// machine, and a page load (about 2 CPU-seconds) is what the browser stage spends most on.
//
// Usage: node scripts/test.mjs [--only=lint,types,native,wasm,js,browser,bench,sanitize,fuzz] [--fuzz-seconds=30]
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { cpus } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs, stripVTControlCharacters } from 'node:util';

import { pageLoadsOf } from '../tests/browser/page-loads-reporter.mjs';
import { wasmFlavours } from './build.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const jobs = String(Math.max(1, cpus().length));
const { values: args } = parseArgs({
  options: { only: { type: 'string' }, 'fuzz-seconds': { type: 'string', default: '30' } },
});
const fuzzSeconds = Number(args['fuzz-seconds']);
if (!Number.isInteger(fuzzSeconds) || fuzzSeconds < 1)
  throw new RangeError(`--fuzz-seconds must be a whole number of seconds, at least 1; got ${args['fuzz-seconds']}`);
const only = args.only ? args.only.split(',') : null;

// Every C++ source of the repository (cpp/ and tests/), for clang-format: found by walking, so a
// new file is checked without being listed anywhere.
function cppSources(folder = root, prefix = '') {
  return readdirSync(join(folder, prefix), { withFileTypes: true }).flatMap((entry) => {
    const path = join(prefix, entry.name);
    if (entry.isDirectory())
      return prefix === '' && !['cpp', 'tests'].includes(entry.name) ? [] : cppSources(folder, path);
    return /\.(cpp|hpp|h)$/.test(entry.name) ? [path] : [];
  });
}

const nativeDir = join(root, 'build', 'native');
// One clang tree for the sanitizers and the fuzzer: the core is compiled once, with ASan, UBSan
// and libFuzzer's coverage hooks (which only count, so the Catch2 suite runs as under ASan and
// UBSan alone), and each stage builds its own target in it. Two trees compiled it twice.
const sanitizeDir = join(root, 'build', 'sanitize');
const configureSanitize = [
  'cmake',
  [
    '-S',
    root,
    '-B',
    sanitizeDir,
    '-DCMAKE_CXX_COMPILER=clang++',
    '-DCMAKE_BUILD_TYPE=RelWithDebInfo',
    // ASan's own advice: -O1, and line tables (file:line in every report) rather than full debug
    // information, which was most of this tree's compile time on 2 cores.
    '-DCMAKE_CXX_FLAGS_RELWITHDEBINFO=-O1 -gline-tables-only -DNDEBUG',
    '-DBUILD_TESTING=ON',
    '-DPE_SANITIZE=ON',
    '-DPE_FUZZ=ON',
  ],
];
const suites = [
  {
    // Biome's linter and formatter over the JavaScript and CSS (biome.jsonc), and clang-format's
    // check of the C++ (.clang-format; it changes nothing, and names each file and line that
    // differs): seconds, so they run first.
    id: 'lint',
    name: 'lint, Biome and clang-format',
    steps: [
      [join(root, 'node_modules', '.bin', 'biome'), ['ci', '--error-on-warnings', '--reporter=summary']],
      ['clang-format', ['--dry-run', '--Werror', ...cppSources()]],
    ],
  },
  {
    // The generated TypeScript declarations (dist/pe-core.d.mts) against a TypeScript user's calls.
    id: 'types',
    name: 'TypeScript declarations, tsc',
    steps: [[join(root, 'node_modules', '.bin', 'tsc'), ['-p', join(root, 'tests', 'types', 'tsconfig.json')]]],
  },
  {
    // g++'s Release build of the same Catch2 suite: not in the default run (`--only=native`). The
    // default run's native Catch2 is the sanitizer stage's clang build below, which runs every
    // test file too, under ASan and UBSan; compiling the suite twice cost about 100 s of the
    // 20-minute budget on a 2-core machine.
    id: 'native',
    name: 'Catch2, native (g++, Release)',
    optIn: true,
    steps: [
      ['cmake', ['-S', root, '-B', nativeDir, '-DCMAKE_BUILD_TYPE=Release', '-DBUILD_TESTING=ON']],
      ['cmake', ['--build', nativeDir, '-j', jobs]],
      ['ctest', ['--test-dir', nativeDir, '--output-on-failure', '--no-tests=error', '-j', jobs]],
    ],
  },
  ...wasmFlavours
    .filter((flavour) => flavour.tests)
    .map((flavour) => ({
      id: 'wasm',
      name: `Catch2, WebAssembly ${flavour.name} build in node`,
      steps: [['ctest', ['--test-dir', flavour.dir, '--output-on-failure', '--no-tests=error', '-j', jobs]]],
    })),
  {
    id: 'js',
    name: 'JS API, SIMD and scalar builds',
    steps: [['node', ['--test', `--test-concurrency=${jobs}`, 'tests/js/', 'tests/server/']]],
  },
  {
    id: 'browser',
    name: 'browser, Chromium',
    steps: [['npx', ['playwright', 'test', '-c', 'tests/browser/playwright.config.mjs']]],
  },
  {
    // The benchmarks once on tiny sizes: they must run and report sane numbers, not be fast.
    id: 'bench',
    name: 'benchmarks, smoke run on tiny sizes',
    steps: [['node', ['scripts/bench.mjs', '--smoke']]],
  },
  {
    // Catch2 with AddressSanitizer (leaks on) and UndefinedBehaviorSanitizer, clang, in the fuzzer's tree.
    id: 'sanitize',
    name: 'Catch2, native (clang) with ASan + UBSan',
    steps: [
      configureSanitize,
      // The fuzzer's target too: its one file and link took 15 s on one core when the fuzz stage
      // built it alone; here it compiles beside the tests, and the fuzz stage finds it built.
      ['cmake', ['--build', sanitizeDir, '-j', jobs, '--target', 'pe_tests', 'pe_fuzz_core']],
      [
        'env',
        [
          'ASAN_OPTIONS=detect_leaks=1:detect_stack_use_after_return=1',
          'UBSAN_OPTIONS=print_stacktrace=1',
          'ctest',
          '--test-dir',
          sanitizeDir,
          '--output-on-failure',
          '--no-tests=error',
          '-j',
          jobs,
        ],
      ],
    ],
  },
  {
    // libFuzzer over the core from a scratch copy of tests/fuzz/corpus (tests/fuzz/run.mjs): every
    // seed is replayed first, then 30 s of new inputs (npm run fuzz: 10 minutes).
    id: 'fuzz',
    name: `libFuzzer, ${fuzzSeconds} s`,
    steps: [
      configureSanitize,
      ['cmake', ['--build', sanitizeDir, '-j', jobs, '--target', 'pe_fuzz_core']],
      ['node', ['tests/fuzz/run.mjs', `--seconds=${fuzzSeconds}`, '--binary=build/sanitize/tests/fuzz/pe_fuzz_core']],
    ],
  },
];

const reportPath = join(root, 'build', 'playwright-report.json');
// Playwright's JSON report of the last browser run (tests/browser/playwright.config.mjs writes it),
// or the reason it could not be read.
function browserReport() {
  try {
    return { report: JSON.parse(readFileSync(reportPath, 'utf8')) };
  } catch (error) {
    return { problem: `browser: no report to read (${error.message})` };
  }
}

// Every test of the report, with the file it is in.
function browserTests(report) {
  const found = [];
  const visit = (suite, file) => {
    for (const spec of suite.specs || []) for (const test of spec.tests) found.push({ spec, test, file });
    for (const child of suite.suites || []) visit(child, file);
  };
  for (const suite of report.suites || []) visit(suite, suite.file);
  return found;
}

// The browser tests that failed, with each one's first error line, so the summary at the end of
// a long log names them.
function failedBrowserTests() {
  const { report, problem } = browserReport();
  if (!report) return problem;
  const lines = [];
  for (const { spec, test, file } of browserTests(report)) {
    const last = test.results.at(-1);
    if (!last || test.status === 'expected' || test.status === 'skipped') continue;
    const message = stripVTControlCharacters(last.error?.message || last.status).split('\n')[0];
    lines.push(`  ${file}:${spec.line} ${spec.title}\n    ${last.status}: ${message}`);
  }
  return lines.length ? `browser tests that failed:\n${lines.join('\n')}` : 'browser: the report names no failed test';
}

// The documents the browser tests loaded (the fixture's `page-loads` annotation on each test,
// tests/browser/fixtures.mjs): a page load costs about 2 s of CPU here, the stage's main cost.
function browserPageLoads(since) {
  // A report older than this run's stage is an earlier run's.
  if (statSync(reportPath, { throwIfNoEntry: false })?.mtimeMs < since) return ', no page-load count (no new report)';
  const { report } = browserReport();
  if (!report) return '';
  const tests = browserTests(report).filter(({ test }) => test.results.length);
  const loads = tests.reduce(
    (sum, { test }) => sum + pageLoadsOf(test.results.at(-1).annotations ?? test.annotations),
    0,
  );
  return `, ${loads} page loads in ${tests.length} tests`;
}

// CPU time of this process's waited-for children, in seconds (Linux: /proc/self/stat's cutime
// and cstime, in clock ticks of 1/100 s): what a stage cost the machine, which its wall time on
// a machine shared with other work does not say. Null where /proc is missing.
function childCpuSeconds() {
  try {
    const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
    // Fields 16 and 17 of proc(5), counted from the state (field 3) at index 0.
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return null;
  }
}

const results = [];
for (const suite of suites) {
  if (only ? !only.includes(suite.id) : suite.optIn) continue;
  console.log(`\n=== ${suite.name} ===`);
  const started = Date.now();
  const cpuBefore = childCpuSeconds();
  let ok = true;
  for (const [command, args] of suite.steps) {
    const run = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
    if (run.status !== 0) {
      ok = false;
      break;
    }
  }
  const cpuAfter = childCpuSeconds();
  results.push({
    id: suite.id,
    name: suite.name,
    ok,
    seconds: (Date.now() - started) / 1000,
    cpu: cpuBefore === null ? null : cpuAfter - cpuBefore,
    extra: suite.id === 'browser' ? browserPageLoads(started) : '',
  });
}

// Each stage's wall time, the CPU time it took (both cores count), and for the browser stage
// how many pages its tests loaded.
console.log('\n=== summary ===');
for (const r of results) {
  const cpu = r.cpu === null ? '' : `, ${r.cpu.toFixed(0)} CPU-s`;
  console.log(`${r.ok ? 'PASS' : 'FAIL'}  ${r.name}  (${r.seconds.toFixed(1)} s${cpu}${r.extra})`);
}
if (results.some((r) => !r.ok && r.id === 'browser')) console.log(failedBrowserTests());
const failed = results.filter((r) => !r.ok).length;
console.log(`suites: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
