#!/usr/bin/env node
// Runs the libFuzzer target for a bounded time from a scratch copy of the committed corpus, and
// fails on any crash, leak, sanitizer report, timeout or oversized allocation. The committed
// corpus (tests/fuzz/corpus) is never written; new inputs and artifacts stay in build/fuzz-run.
//
// Usage: node tests/fuzz/run.mjs [--seconds=30] [--binary=build/sanitize/tests/fuzz/pe_fuzz_core]
// (scripts/test.mjs --only=fuzz configures and builds build/sanitize, which it shares with the
// sanitizer suite, first.)
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const { values: options } = parseArgs({
  options: {
    seconds: { type: 'string', default: '30' },
    binary: { type: 'string', default: 'build/sanitize/tests/fuzz/pe_fuzz_core' },
  },
});
const seconds = Number(options.seconds);
if (!Number.isInteger(seconds) || seconds < 1) {
  console.error(`fuzz: --seconds must be a whole number of seconds, at least 1; got ${options.seconds}`);
  process.exit(2);
}
const binary = join(root, options.binary);
const scratch = join(root, 'build', 'fuzz-run');
const corpus = join(scratch, 'corpus');
const artifacts = join(scratch, 'artifacts');
const log = join(scratch, 'fuzz.log');

if (!existsSync(binary)) {
  console.error(`fuzz: ${binary} is missing; build it with -DPE_FUZZ=ON (node scripts/test.mjs --only=fuzz)`);
  process.exit(1);
}
rmSync(scratch, { recursive: true, force: true });
mkdirSync(artifacts, { recursive: true });
cpSync(join(root, 'tests', 'fuzz', 'corpus'), corpus, { recursive: true });
const seeds = readdirSync(corpus).length;

const args = [
  corpus,
  `-dict=${join(root, 'tests', 'fuzz', 'core.dict')}`,
  `-max_total_time=${seconds}`,
  '-timeout=10', // seconds per input; inputs are capped to well under 100 ms
  '-rss_limit_mb=2048',
  '-malloc_limit_mb=32', // no valid capped request allocates near this; a bad value must never
  '-print_final_stats=1',
  `-artifact_prefix=${artifacts}/`,
];
console.log(`fuzz: ${seeds} seeds, ${seconds} s: ${binary} ${args.join(' ')}`);
const env = {
  ...process.env,
  ASAN_OPTIONS: 'detect_leaks=1:abort_on_error=0',
  UBSAN_OPTIONS: 'print_stacktrace=1:halt_on_error=1',
};
const run = spawnSync(binary, args, { cwd: root, env, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
const output = `${run.stdout ?? ''}${run.stderr ?? ''}`;
writeFileSync(log, output);

const stat = (name) => output.match(new RegExp(`stat::${name}:\\s+(\\d+)`))?.[1] ?? '?';
const found = readdirSync(artifacts);
const reports = output.split('\n').filter((line) => /ERROR: |runtime error:|invariant failed|SUMMARY: /.test(line));
const ok = run.status === 0 && found.length === 0 && reports.length === 0;

const lastStatus =
  output
    .split('\n')
    .filter((line) => /^#\d+\s/.test(line))
    .pop() ?? '';
console.log(lastStatus);
console.log(
  `fuzz: ${stat('number_of_executed_units')} executions (${stat('average_exec_per_sec')}/s), ` +
    `corpus ${readdirSync(corpus).length} inputs (${seeds} seeds, ${stat('new_units_added')} new), ` +
    `slowest input ${stat('slowest_unit_time_sec')} s, peak RSS ${stat('peak_rss_mb')} MB; log ${log}`,
);
if (!ok) {
  console.error(output.split('\n').slice(-80).join('\n'));
  console.error(`fuzz: FAILED (exit status ${run.status ?? run.signal}).`);
  for (const file of found) {
    console.error(`  reproduce: ${binary} ${join(artifacts, file)}`);
    console.error(`  bytes (base64): ${readFileSync(join(artifacts, file)).toString('base64')}`);
  }
  process.exit(1);
}
