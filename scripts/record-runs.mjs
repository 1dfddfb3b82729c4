#!/usr/bin/env node
// The lab's recorded runs (web/src/sections/train/recorded/<name>.json): each named setting of
// recorded.js's RECORDED trained in node by the page's own code, the plan planFor() makes from
// the page's defaults and the setting's changes, run by createLab() on the page-thread executor
// (the same handler and core calls as a worker), and written with recordOf(). --check trains
// every setting again and compares it with its file: counts, overlap, window means as doubles
// and a hash of every loss, bit for bit.
//
// Usage: node scripts/record-runs.mjs [--check] [--only=name,name] [--scalar]   (after the build)
//   --check: write nothing; exit 1 naming each setting, run and field that differs.
//   --only: some of the settings (a new entry of RECORDED is recorded with --only=<its name>).
//   --scalar: the scalar build (both builds train to the same bits; the files say which wrote them).
// One thread: the default setting is 18 runs of 3,000 steps, a few minutes on this machine.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

import { loadCore } from '../dist/pe-core.mjs';
import { setMessageSource, useLanguage } from '../web/src/kit/i18n.js';
import { takeSchemesFrom } from '../web/src/kit/schemes.js';
import { createLab } from '../web/src/sections/train/lab.js';
import { differences, RECORDED, recordedState, recordOf, recordText } from '../web/src/sections/train/recorded.js';
import { planFor } from '../web/src/sections/train/runs.js';
import { SETTINGS } from '../web/src/sections/train/section.js';
import { pageMessages } from './messages.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
/** Where the records are: the page imports them from beside recorded.js. */
export const RECORD_DIR = join(root, 'web', 'src', 'sections', 'train', 'recorded');

/** The page's settings for a named setting: the section's defaults with the setting's changes. */
export const settingsOf = (core, entry) => recordedState(SETTINGS, core, entry);

/**
 * Trains a named setting's plan as the page does and returns its record and the time it took.
 * @returns {Promise<{ record: object, plan: object, runs: object[], ms: number }>}
 */
export async function recordSetting(core, entry) {
  takeSchemesFrom(core);
  const state = settingsOf(core, entry);
  const plan = planFor(state);
  const lab = createLab({ core, makeWorker: null });
  const started = performance.now();
  await lab.start(plan);
  const ms = performance.now() - started;
  if (lab.status !== 'done') throw lab.error ?? new Error(`record-runs: ${entry.name} ended ${lab.status}`);
  const runs = lab.runs;
  const record = recordOf({ name: entry.name, state, plan, runs, simd: core.simd });
  lab.destroy();
  return { record, plan, runs, ms };
}

/** A record file as written, or null where there is none. */
export function readRecord(name) {
  const file = join(RECORD_DIR, `${name}.json`);
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
}

async function main() {
  const { values: args } = parseArgs({
    options: { check: { type: 'boolean' }, only: { type: 'string' }, scalar: { type: 'boolean' } },
  });
  const names = args.only ? args.only.split(',') : RECORDED.map((entry) => entry.name);
  const unknown = names.filter((name) => !RECORDED.some((entry) => entry.name === name));
  if (unknown.length) {
    console.error(
      `record-runs: --only names ${unknown.join(', ')}; the settings are ${RECORDED.map((e) => e.name).join(', ')}`,
    );
    process.exit(2);
  }
  // The lab's own errors are worded by the page's messages (English here).
  setMessageSource((code, group) => (group === 'common' ? pageMessages(code) : ''));
  await useLanguage('en');
  const core = await loadCore({ simd: !args.scalar });
  console.log(
    `record-runs: ${args.check ? 'checking' : 'recording'} ${names.join(', ')} (${core.simd ? 'SIMD' : 'scalar'} build, one thread)`,
  );
  let failed = 0;
  for (const entry of RECORDED.filter((e) => names.includes(e.name))) {
    const { record, plan, runs, ms } = await recordSetting(core, entry);
    const steps = plan.runs.length * plan.steps;
    const timing = `${(ms / 1000).toFixed(1)} s (${plan.runs.length} runs × ${plan.steps} steps, ${Math.round(steps / (ms / 1000))} steps/s with the evaluation)`;
    if (!args.check) {
      const text = recordText(record);
      writeFileSync(join(RECORD_DIR, `${entry.name}.json`), text);
      console.log(`  ${entry.name.padEnd(14)} ${timing}, ${(text.length / 1024).toFixed(1)} KB written`);
      continue;
    }
    const written = readRecord(entry.name);
    const found = written ? differences(written, plan, runs) : [{ run: '', field: 'file' }];
    if (!found.length) {
      console.log(`  ${entry.name.padEnd(14)} ${timing}, the same bit for bit`);
      continue;
    }
    failed += 1;
    console.log(`  ${entry.name.padEnd(14)} ${timing}, DIFFERS from recorded/${entry.name}.json:`);
    for (const { run, field } of found) console.log(`    ${entry.name}: ${run ? `run ${run}, ` : ''}${field}`);
  }
  if (failed) {
    console.error(`record-runs: ${failed} setting(s) differ from their records`);
    process.exit(1);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) await main();
