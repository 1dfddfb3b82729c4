#!/usr/bin/env node
// The lab's recorded runs (web/src/sections/train/recorded/<name>.json): each named setting of
// recorded.js's RECORDED trained in node by the page's own code, the plan planFor() makes from
// the page's defaults and the setting's changes, run by createLab() on the page-thread executor
// (the same handler and core calls as a worker), and written with recordOf(). --check trains
// every setting again and compares it with its file: counts, overlap, window means as doubles
// and a hash of every loss, bit for bit. An extension setting (RECORDED's `extension: true`)
// trains only the RoPE runs of its settings' plan, checks them against that plan's record (each
// run is independent of the others: the same key, config and seed give the same bits), then
// runs extensionPlanFor() from their weights as the page's "Extend" button does.
//
// Usage: node scripts/record-runs.mjs [--check] [--only=name,name] [--scalar]   (after the build)
//   --check: write nothing; exit 1 naming each setting, run and field that differs.
//   --only: some of the settings (a new entry of RECORDED is recorded with --only=<its name>).
//   --scalar: the scalar build (both builds train to the same bits; the files say which wrote them).
// One thread: the default setting is 18 runs of 3,000 steps, a few minutes on this machine.
// Settings are recorded in RECORDED's order: an extension after the setting it extends.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

import { loadCore } from '../dist/pe-core.mjs';
import { setMessageSource, useLanguage } from '../web/src/kit/i18n.js';
import { takeSchemesFrom } from '../web/src/kit/schemes.js';
import { createLab } from '../web/src/sections/train/lab.js';
import {
  differences,
  RECORDED,
  recordedState,
  recordOf,
  recordText,
  sameRuns,
} from '../web/src/sections/train/recorded.js';
import { extensionPlanFor, planFor } from '../web/src/sections/train/runs.js';
import { SETTINGS } from '../web/src/sections/train/section.js';
import { pageMessages } from './messages.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
/** Where the records are: the page imports them from beside recorded.js. */
export const RECORD_DIR = join(root, 'web', 'src', 'sections', 'train', 'recorded');

/** The page's settings for a named setting: the section's defaults with the setting's changes. */
export const settingsOf = (core, entry) => recordedState(SETTINGS, core, entry);

/** A plan's runs trained and evaluated by the lab on the page's thread: { runs, ms }. */
async function runPlan(core, plan, name) {
  const lab = createLab({ core, makeWorker: null });
  const started = performance.now();
  await lab.start(plan);
  const ms = performance.now() - started;
  if (lab.status !== 'done') throw lab.error ?? new Error(`record-runs: ${name} ended ${lab.status}`);
  const runs = lab.runs;
  lab.destroy();
  return { runs, ms };
}

/**
 * The RoPE runs of a plan, trained alone and checked against the record of the same plan: the
 * extension starts from their weights, and the page draws its record beside that record.
 */
async function ropeRunsOf(core, plan, name) {
  const rope = { ...plan, runs: plan.runs.filter((run) => run.scheme === 'rope') };
  const base = RECORDED.find((other) => !other.extension && sameRuns(planFor(settingsOf(core, other)), plan));
  const written = base && readRecord(base.name);
  if (!written) throw new Error(`record-runs: ${name} extends a plan with no record; record that setting first`);
  const { runs, ms } = await runPlan(core, rope, name);
  const keys = new Set(runs.map((run) => run.key));
  const own = (list) => list.filter((run) => keys.has(run.key));
  const found = differences(
    { ...written, plan: { ...written.plan, runs: own(written.plan.runs) }, runs: own(written.runs) },
    rope,
    runs,
  );
  if (found.length) {
    const where = found.map(({ run, field }) => `${run} ${field}`).join(', ');
    throw new Error(`record-runs: ${name}: the RoPE runs differ from recorded/${base.name}.json (${where})`);
  }
  return { runs, ms, steps: rope.runs.length * rope.steps, count: rope.runs.length };
}

/**
 * Trains a named setting's plan as the page does and returns its record, the time it took and
 * its training steps (an extension's include its RoPE runs', `before`).
 * @returns {Promise<{ record: object, plan: object, runs: object[], ms: number, steps: number,
 *   before: { ms: number, steps: number, count: number } }>}
 */
export async function recordSetting(core, entry) {
  takeSchemesFrom(core);
  const state = settingsOf(core, entry);
  let plan = planFor(state);
  let before = { ms: 0, steps: 0, count: 0 };
  if (entry.extension) {
    before = await ropeRunsOf(core, plan, entry.name);
    plan = extensionPlanFor(plan, before.runs);
  }
  const { runs, ms } = await runPlan(core, plan, entry.name);
  const record = recordOf({ name: entry.name, state, plan, runs, simd: core.simd });
  const steps = before.steps + plan.runs.reduce((sum, run) => sum + (run.steps ?? plan.steps), 0);
  return { record, plan, runs, ms: before.ms + ms, steps, before };
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
    const { record, plan, runs, ms, steps, before } = await recordSetting(core, entry);
    const shape = entry.extension
      ? `${before.count} RoPE runs in ${(before.ms / 1000).toFixed(1)} s, then ${plan.runs.length} extension runs; ${steps} steps in all`
      : `${plan.runs.length} runs × ${plan.steps} steps`;
    const timing = `${(ms / 1000).toFixed(1)} s (${shape}, ${Math.round(steps / (ms / 1000))} steps/s with the evaluation)`;
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
