// Context extension of the lab's trained RoPE model (issue 39, item 2), measured natively: runs
// model_bench.cpp's "extend" mode for each seed (RoPE trained at the lab's defaults, then none,
// pi, ntk and yarn at s = 2, without and with a fine-tune at 1..10 digits) and prints
// BENCHMARKS.md's tables: exact accuracy per length for each method, seed and their mean, and
// each method against the control (no scaling, the same fine-tune) with the margin
// 2 sqrt((a(1 - a) + b(1 - b)) / n), n = 100 questions per length.
//
//   node tests/bench/extension-runs.mjs [--seeds=5] [--steps=100,300,1000] [--jobs=2]
//     [--native=build/native/tests/bench/pe_model_bench] [--json=out.jsonl] [--from=out.jsonl]
//
// --from reads the JSON lines of an earlier run instead of running the bench. One seed takes
// under a minute natively. Not part of `npm test`.
import { execFile } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { promisify } from 'node:util';

const args = Object.fromEntries(
  process.argv.slice(2).map((arg) => {
    const [key, value = 'true'] = arg.replace(/^--/, '').split('=');
    return [key, value];
  }),
);
const seeds = Number(args.seeds ?? 5);
const checkpoints = (args.steps ?? '100,300,1000').split(',').map(Number);
const native = resolve(args.native ?? 'build/native/tests/bench/pe_model_bench');
const METHODS = ['none', 'pi', 'ntk', 'yarn'];
const LENGTHS = 10;
const TRAINED = 5;

async function runAll() {
  const run = promisify(execFile);
  const queue = Array.from({ length: seeds }, (_, seed) => seed);
  const lines = [];
  const worker = async () => {
    while (queue.length > 0) {
      const seed = queue.shift();
      const { stdout } = await run(native, ['extend', String(seed), ...checkpoints.map(String)]);
      lines.push(...stdout.trim().split('\n'));
      process.stderr.write(`seed ${seed} done\n`);
    }
  };
  await Promise.all(Array.from({ length: Number(args.jobs ?? 2) }, worker));
  return lines;
}

const lines = args.from ? readFileSync(args.from, 'utf8').trim().split('\n') : await runAll();
if (args.json) writeFileSync(args.json, `${lines.join('\n')}\n`);
const records = lines.map((line) => JSON.parse(line));
const find = (seed, method, steps) => records.find((r) => r.seed === seed && r.method === method && r.steps === steps);
const share = (r, i) => r.right[i] / r.examples;
const pct = (x) => Math.round(100 * x);
const seedList = Array.from({ length: seeds }, (_, seed) => seed);
const meanShare = (method, steps, i) =>
  seedList.reduce((sum, seed) => sum + share(find(seed, method, steps), i), 0) / seeds;
const margin = (a, b, n) => 2 * Math.sqrt((a * (1 - a) + b * (1 - b)) / n);
const header = `| | ${Array.from({ length: LENGTHS }, (_, i) => (i + 1 > TRAINED ? `**${i + 1}**` : i + 1)).join(' | ')} |`;
const rule = `|---|${'---|'.repeat(LENGTHS)}`;
const out = [];

for (const steps of [0, ...checkpoints]) {
  out.push(
    steps === 0
      ? '**Without fine-tuning** (the trained weights, run with each method at s = 2): exact accuracy, %, per length (digits; bold: past L = 5)'
      : `**After a fine-tune of ${steps} steps** at 1..10 digits with the method on: exact accuracy, %`,
  );
  out.push('', header, rule);
  for (const method of METHODS) {
    const mean = Array.from({ length: LENGTHS }, (_, i) => pct(meanShare(method, steps, i)));
    out.push(`| ${method}, mean | ${mean.map((v) => `**${v}**`).join(' | ')} |`);
    for (const seed of seedList) {
      const r = find(seed, method, steps);
      out.push(`| seed ${seed} | ${r.right.map((v) => pct(v / r.examples)).join(' | ')} |`);
    }
  }
  out.push('');
}

// Each method against the control at the same steps (the same fine-tune without scaling; at 0 steps
// the trained model without scaling): the difference of the means over the seeds, in points, and
// whether it passes the margin (n = 100 questions per length, as the brief sets it); then, seed by
// seed (each seed's method and control answer the same 100 questions), how many seeds' differences
// pass their own margin upwards and downwards.
out.push(
  'Against the control (no scaling, the same steps): the difference of the means in points (margin in brackets; ' +
    '† beyond it), and in how many of the 5 seeds the seed’s own difference is beyond its margin (+ up / − down)',
);
out.push('', header, rule);
for (const steps of [0, ...checkpoints]) {
  for (const method of METHODS.slice(1)) {
    const cells = Array.from({ length: LENGTHS }, (_, i) => {
      const a = meanShare(method, steps, i);
      const b = meanShare('none', steps, i);
      const m = margin(a, b, 100);
      let up = 0;
      let down = 0;
      for (const seed of seedList) {
        const x = share(find(seed, method, steps), i);
        const y = share(find(seed, 'none', steps), i);
        const seedMargin = margin(x, y, 100);
        if (x - y > seedMargin) up += 1;
        if (y - x > seedMargin) down += 1;
      }
      const diff = Math.round(100 * (a - b));
      const beyond = Math.abs(a - b) > m ? '†' : '';
      return `${diff > 0 ? '+' : ''}${diff}${beyond} (${pct(m)}) +${up}/−${down}`;
    });
    out.push(`| ${method}, ${steps} steps | ${cells.join(' | ')} |`);
  }
}
out.push('');
const losses = [0, ...checkpoints].map((steps) => {
  const perMethod = METHODS.map((method) => {
    const mean = seedList.reduce((sum, seed) => sum + find(seed, method, steps).loss, 0) / seeds;
    return `${method} ${mean.toFixed(3)}`;
  });
  return steps === 0
    ? `pre-training's last loss ${perMethod[0].split(' ')[1]}`
    : `${steps} steps: ${perMethod.join(', ')}`;
});
out.push(`Last training loss (nats, mean over seeds): ${losses.join('; ')}.`);
process.stdout.write(`${out.join('\n')}\n`);
