#!/usr/bin/env node
// npm run bench: the same benchmark (tests/bench/bench-core.mjs) in node and in headless
// Chromium, each method against naive JS and against a plain fill, in one process each; and
// training steps per second: the core's trainer (SIMD and scalar builds) against the same model
// in TensorFlow.js (tests/bench/tfjs-model.mjs) on each backend that trains there (node: cpu,
// wasm; Chromium: webgl, wasm, cpu), in the same process.
//
// Usage: node scripts/bench.mjs [--smoke] [--node-only] [--bytes-only] [--lab-only] [--records-only]
//   --smoke: tiny sizes, one trial (two training steps of each): checks the benchmark works
//   (npm test runs this).
//   --bytes-only: only what each view costs to open (tests/bench/bench-bytes.mjs), in Chromium.
//   --lab-only: only the training lab in the page (tests/bench/bench-lab.mjs), in Chromium.
//   --records-only: only the lab's recorded runs trained again (scripts/record-runs.mjs --check).
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

import {
  FULL_PLAN,
  SMOKE_PLAN,
  formatComparison,
  formatReport,
  formatTrainingReport,
  runBenchmarks,
  runTfjsTrainingBenchmark,
  runTrainingBenchmark,
} from '../tests/bench/bench-core.mjs';
import { loadCore } from '../dist/pe-core.mjs';
import { startServer } from './serve.mjs';
import { bytesBenchmark, formatBytes } from '../tests/bench/bench-bytes.mjs';
import { formatLab, labBenchmark } from '../tests/bench/bench-lab.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { values: args } = parseArgs({
  options: {
    smoke: { type: 'boolean' },
    'node-only': { type: 'boolean' },
    'bytes-only': { type: 'boolean' },
    'lab-only': { type: 'boolean' },
    'records-only': { type: 'boolean' },
  },
});
const smoke = Boolean(args.smoke);
const plan = smoke ? SMOKE_PLAN : FULL_PLAN;

function checkReport(report, where) {
  // A benchmark that produced no numbers, or wrong ones, must not pass silently.
  for (const { rows } of report.encoding) {
    for (const row of rows) {
      if (!(row.medianMs >= 0)) throw new Error(`${where}: ${row.method} has no timing`);
      if (row.maxError !== null && !(row.maxError <= 1e-6)) {
        throw new Error(`${where}: ${row.method} max error ${row.maxError} is above 1e-6`);
      }
    }
  }
}

// TF.js must have run on every backend that must be there, leaving no tensor behind.
function checkTfjs(report, where, required) {
  for (const row of report.rows) {
    if (row.unavailable) {
      if (required.includes(row.backend)) throw new Error(`${where}: TF.js ${row.backend}: ${row.unavailable}`);
      continue;
    }
    if (!(row.tfjsMs > 0 && row.coreMs > 0)) throw new Error(`${where}: TF.js ${row.backend} has no timing`);
    if (row.tensorsLeaked !== 0) throw new Error(`${where}: TF.js ${row.backend} left ${row.tensorsLeaked} tensors`);
  }
}

/** Chromium and the dev server on dist/ (with the bench pages and TF.js mounted), for `body`. */
async function inChromium(body) {
  const { chromium } = await import('@playwright/test');
  // TF.js's UMD bundles and its wasm backend's .wasm files, served from the installed packages.
  const server = await startServer({
    port: 4180,
    mounts: {
      '/bench/': join(root, 'tests', 'bench'),
      '/tfjs/': join(root, 'node_modules', '@tensorflow', 'tfjs', 'dist'),
      '/tfjs-wasm/': join(root, 'node_modules', '@tensorflow', 'tfjs-backend-wasm', 'dist'),
    },
  });
  const { port } = server.address();
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  try {
    await body(browser, `http://127.0.0.1:${port}`);
  } finally {
    await browser.close();
    server.close();
  }
}

async function viewBytes(browser, origin) {
  const rows = await bytesBenchmark(browser, origin, { dist: join(root, 'dist'), smoke });
  console.log(`\n${formatBytes(rows, `Chromium ${browser.version()}`)}`);
}

if (args['bytes-only']) {
  await inChromium(viewBytes);
  process.exit(0);
}

async function viewLab(browser, origin) {
  // The training lab in the page: the default comparison on workers, and the page-thread path.
  const lab = await labBenchmark(browser, origin, { smoke, standalone: join(root, 'dist', 'standalone.html') });
  console.log(`\n${formatLab(lab, `Chromium ${browser.version()}`)}`);
}

if (args['lab-only']) {
  await inChromium(viewLab);
  process.exit(0);
}

// The lab's recorded runs, every setting trained again on one thread and compared bit for bit
// with its file, each setting's time printed (the default one, 18 runs of 3,000 steps, takes a
// few minutes). Not in --smoke: npm test trains the quick setting again (tests/js/recorded.test.mjs).
function checkRecords() {
  console.log('\nrecorded runs: trained again and compared with their files (scripts/record-runs.mjs --check)');
  const { status } = spawnSync(process.execPath, [join(root, 'scripts', 'record-runs.mjs'), '--check'], {
    stdio: 'inherit',
  });
  if (status !== 0) throw new Error('recorded runs: a setting differs from its record (above)');
}

if (args['records-only']) {
  checkRecords();
  process.exit(0);
}

const cores = { simd: await loadCore({ simd: true }), scalar: await loadCore({ simd: false }) };
console.log(`node ${process.version}, ${smoke ? 'smoke run (tiny sizes)' : 'full run'}\n`);
const nodeReport = runBenchmarks(cores, plan);
checkReport(nodeReport, 'node');
console.log(formatReport(nodeReport, 'node'));

// Training steps per second (issue 20): the core's trainer at the defaults (SIMD and scalar
// builds) against the step's matrix products in naive JS, interleaved.
const training = runTrainingBenchmark(cores, plan);
for (const row of training.rows) {
  if (!(row.stepsPerSecond > 0)) throw new Error(`node: ${row.method} has no training timing`);
}
console.log(`\n${formatTrainingReport(training, 'node')}`);

// The same model in TensorFlow.js (issue 20): its cpu backend and its wasm backend, each in
// rounds of its own beside the core's SIMD trainer. The wasm backend is held to one thread, as
// the core is (the node build would otherwise start a pool of worker threads).
const tf = await import('@tensorflow/tfjs');
await import('@tensorflow/tfjs-backend-wasm');
const { createTfModel } = await import('../tests/bench/tfjs-model.mjs');
tf.env().set('PROD', true); // no debug checks, no "install the node backend" banner
const nodeTfjs = await runTfjsTrainingBenchmark(cores, plan, tf, createTfModel, [
  {
    name: 'cpu',
    setUp: async () => {
      if (!(await tf.setBackend('cpu'))) throw new Error('setBackend failed');
      return `tfjs ${tf.version.tfjs}`;
    },
  },
  {
    name: 'wasm',
    setUp: async () => {
      tf.env().set('WASM_HAS_MULTITHREAD_SUPPORT', false);
      if (!(await tf.setBackend('wasm'))) throw new Error('setBackend failed');
      return `SIMD ${tf.env().getBool('WASM_HAS_SIMD_SUPPORT') ? 'on' : 'off'}, 1 thread`;
    },
  },
]);
checkTfjs(nodeTfjs, 'node', ['cpu', 'wasm']);
console.log(`\n${formatComparison(training, nodeTfjs, 'node')}`);
if (!smoke) checkRecords();

// The page: median time from a control change to the finished redraw of the visible section.
// Sections render synchronously on a store change, so the time of dispatching the change plus
// a forced layout is the redraw time (Chart.js animations are off under reduced motion).
const PAGE_CASES = [
  { name: 'formula, change d', query: 'view=formula', key: 'd', values: [16, 18] },
  { name: 'steps, change pos', query: 'view=steps', key: 'pos', values: [3, 4] },
  { name: 'matrix (60 x 32), change pos', query: 'view=matrix', key: 'pos', values: [3, 4] },
  { name: 'proof, change k', query: 'view=proof', key: 'k', values: [2, 3] },
  { name: 'similarity, change n', query: 'view=similarity', key: 'n', values: [64, 65] },
  { name: 'input, change pos', query: 'view=input', key: 'pos', values: [3, 4] },
  { name: 'learned, change pos', query: 'view=learned', key: 'pos', values: [600, 601] },
  { name: 'conventions, change pos', query: 'view=conventions', key: 'pos', values: [3, 4] },
  { name: 'rope, change pos', query: 'view=rope', key: 'pos', values: [3, 4] },
  { name: 'bias (n = 60), change n', query: 'view=bias&n=60', key: 'n', values: [60, 61] },
  { name: 'extension, change pos', query: 'view=extension', key: 'pos', values: [3000, 3001] },
  { name: 'matrix 2048 x 512, change pos', query: 'view=matrix&n=2048&d=512', key: 'pos', values: [3, 4], big: true },
  { name: 'matrix 2048 x 512, change d', query: 'view=matrix&n=2048&d=512', key: 'd', values: [512, 510], big: true },
];

async function pageBenchmark(browser, origin) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const rows = [];
  for (const c of PAGE_CASES) {
    if (smoke && c.big) continue;
    await page.goto(`${origin}/?${c.query}`);
    await page.waitForSelector('html[data-ready="true"]');
    const times = await page.evaluate(
      async ({ key, values, repeats }) => {
        const control = [...document.querySelectorAll(`.control[data-key="${key}"]`)].find(
          (e) => e.offsetParent !== null,
        );
        if (!control) throw new Error(`no visible control for ${key}`);
        const input = control.querySelector('.control-input');
        const out = [];
        for (let i = 0; i < repeats; i++) {
          const started = performance.now();
          input.value = String(values[i % values.length]);
          input.dispatchEvent(new Event('change', { bubbles: true }));
          void document.body.offsetHeight; // finish style and layout too
          out.push(performance.now() - started);
          await new Promise((resolve) => setTimeout(resolve, 0));
        }
        return out;
      },
      { key: c.key, values: c.values, repeats: smoke ? 3 : 41 },
    );
    const sorted = times.slice(smoke ? 0 : 5).sort((a, b) => a - b); // the first few are warm-up
    rows.push({ name: c.name, medianMs: sorted[sorted.length >> 1], target: c.big ? 50 : 16 });
  }

  await context.close();
  if (errors.length) throw new Error(`page errors: ${errors.join('; ')}`);
  return { rows };
}

function formatPage({ rows }, where) {
  const lines = [`page: control change to finished redraw, median (${where})`];
  for (const r of rows) {
    lines.push(
      `  ${r.name.padEnd(34)} ${r.medianMs.toFixed(2).padStart(8)} ms   target <= ${r.target} ms ${r.medianMs <= r.target ? 'met' : 'NOT met'}`,
    );
  }
  return lines.join('\n');
}

if (!args['node-only']) {
  await inChromium(async (browser, origin) => {
    const page = await browser.newPage();
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    await page.goto(`${origin}/bench/bench.html${smoke ? '?plan=smoke' : ''}`);
    const report = await page.evaluate(() => window.peBench, undefined, { timeout: 0 });
    if (errors.length) throw new Error(`browser errors: ${errors.join('; ')}`);
    const version = browser.version();
    checkReport(report, 'chromium');
    console.log(`\n${formatReport(report, `Chromium ${version}`)}`);
    for (const row of report.training.rows) {
      if (!(row.stepsPerSecond > 0)) throw new Error(`chromium: ${row.method} has no training timing`);
    }
    checkTfjs(report.tfjs, 'chromium', ['wasm', 'cpu']);
    console.log(`\n${formatTrainingReport(report.training, `Chromium ${version}`)}`);
    console.log(
      `\n${formatComparison(report.training, report.tfjs, `Chromium ${version}, TF.js ${report.tfjsVersion}`)}`,
    );
    console.log(`\n${formatPage(await pageBenchmark(browser, origin), `Chromium ${version}`)}`);
    await viewBytes(browser, origin);
    await viewLab(browser, origin);
  });
}
