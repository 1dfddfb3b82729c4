#!/usr/bin/env node
// npm run bench: the same benchmark (tests/bench/bench-core.mjs) in node and in headless
// Chromium, each method against naive JS and against a plain fill, in one process each.
//
// Usage: node scripts/bench.mjs [--smoke] [--node-only]
//   --smoke: tiny sizes, one trial: checks the benchmark works (npm test runs this).
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { FULL_PLAN, SMOKE_PLAN, formatReport, runBenchmarks } from '../tests/bench/bench-core.mjs';
import { loadCore } from '../dist/pe-core.mjs';
import { startServer } from './serve.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const smoke = process.argv.includes('--smoke');
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

const cores = { simd: await loadCore({ simd: true }), scalar: await loadCore({ simd: false }) };
console.log(`node ${process.version}, ${smoke ? 'smoke run (tiny sizes)' : 'full run'}\n`);
const nodeReport = runBenchmarks(cores, plan);
checkReport(nodeReport, 'node');
console.log(formatReport(nodeReport, 'node'));

if (!process.argv.includes('--node-only')) {
  const { chromium } = await import('@playwright/test');
  const server = await startServer({ port: 4180, mounts: { '/bench/': join(root, 'tests', 'bench') } });
  const { port } = server.address();
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  try {
    const page = await browser.newPage();
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    await page.goto(`http://127.0.0.1:${port}/bench/bench.html${smoke ? '?plan=smoke' : ''}`);
    const report = await page.evaluate(() => window.peBench, undefined, { timeout: 0 });
    if (errors.length) throw new Error(`browser errors: ${errors.join('; ')}`);
    const version = browser.version();
    checkReport(report, 'chromium');
    console.log(`\n${formatReport(report, `Chromium ${version}`)}`);
  } finally {
    await browser.close();
    server.close();
  }
}
