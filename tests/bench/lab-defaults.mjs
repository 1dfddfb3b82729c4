// The lab's default comparison measured in node with the core directly (issue 27, item 1): every
// scheme at the lab's defaults (reverse, L = 5, d = 32, 4 heads, 2 blocks, 3,000 steps, tested on
// 100 questions at each length 1-16), for several seeds, printed as a table of exact accuracy per
// scheme and length: the mean over the seeds and, in brackets, the lowest and highest seed.
//
//   node tests/bench/lab-defaults.mjs [--dist=dist] [--seeds=3] [--steps=3000] [--scale=sqrt-d]
//     [--schemes=none,rope] [--trainlen=5] [--task=reverse] [--width=32] [--blocks=2] [--rate=0.003]
//     [--json=out.json] [--native=build/native/tests/bench/pe_model_bench] [--jobs=2]
//
// --scale is the trainer's embeddingScale; leave it out for a core that has no such field.
// --native runs each run in the native bench (model_bench.cpp's "lab" mode, the same trainer
// compiled natively), --jobs of them at a time, instead of the WASM core in this process.
// One run takes several seconds: 18 runs take minutes. Not part of `npm test`.
// The table gives, per scheme, each seed's exact accuracy at L (the lab's fit: 90% or more),
// then per length the mean and each seed.
import { execFile } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';

const args = Object.fromEntries(
  process.argv.slice(2).map((arg) => {
    const [key, value = 'true'] = arg.replace(/^--/, '').split('=');
    return [key, value];
  }),
);
const seeds = Number(args.seeds ?? 3);
const steps = Number(args.steps ?? 3000);
const schemes = args.schemes ? args.schemes.split(',') : [...core.parameters.positionScheme.choices];
const trainLength = Number(args.trainlen ?? 5);
const task = args.task ?? 'reverse';
const width = Number(args.width ?? 32);
const blocks = Number(args.blocks ?? 2);
const rate = Number(args.rate ?? 0.003);
const EXAMPLES = 100;
const pct = (share) => Math.round(100 * share);

const results = [];
const jobs = [];
for (const scheme of schemes) for (let seed = 0; seed < seeds; seed += 1) jobs.push({ scheme, seed });
const started = Date.now();
if (args.native) {
  // Each run a process of its own, at most --jobs at once (the machine is shared).
  const run = promisify(execFile);
  const queue = [...jobs];
  const worker = async () => {
    for (let job = queue.shift(); job; job = queue.shift()) {
      const argv = ['lab', task, job.scheme, job.seed, steps, trainLength, width, blocks, args.scale ?? 'sqrt-d', rate];
      const { stdout } = await run(resolve(args.native), argv.map(String));
      const line = JSON.parse(stdout);
      results.push({ scheme: job.scheme, seed: job.seed, exact: line.exact, lastLoss: line.loss });
      // Each run's numbers as it ends, so that a stopped comparison keeps what it measured.
      process.stderr.write(
        `${job.scheme} seed ${job.seed}: loss ${line.loss.toFixed(4)}, ${Math.round((Date.now() - started) / 1000)} s, exact ${line.exact.map(pct).join(' ')}\n`,
      );
    }
  };
  await Promise.all(Array.from({ length: Number(args.jobs ?? 2) }, worker));
  results.sort(
    (a, b) =>
      jobs.findIndex((j) => j.scheme === a.scheme && j.seed === a.seed) -
      jobs.findIndex((j) => j.scheme === b.scheme && j.seed === b.seed),
  );
} else {
  const dist = resolve(args.dist ?? 'dist');
  const { loadCore } = await import(pathToFileURL(`${dist}/pe-core.mjs`).href);
  const core = await loadCore();
  for (const { scheme, seed } of jobs) {
    const config = {
      task,
      positionScheme: scheme,
      trainLength,
      dModel: width,
      heads: 4,
      blocks,
      mlpWidth: 4 * width,
      learningRate: rate,
      seed,
      ...(args.scale ? { embeddingScale: args.scale } : {}),
    };
    const trainer = core.createTrainer(config);
    const losses = trainer.step(steps);
    const { exactAccuracy } = trainer.evaluate({ examples: EXAMPLES });
    trainer.free();
    results.push({ scheme, seed, exact: [...exactAccuracy], lastLoss: losses.at(-1) });
    process.stderr.write(`${scheme} seed ${seed}: loss ${losses.at(-1).toFixed(4)}\n`);
  }
}

const lengths = results[0].exact.length;
console.log(
  `${task}, L = ${trainLength}, d = ${width}, ${blocks} blocks, rate ${rate}, embeddingScale ${args.scale ?? '(default)'}, ${seeds} seeds, ${steps} steps`,
);
console.log('exact at L per seed (fits at 90% or more):');
for (const scheme of schemes) {
  const own = results.filter((r) => r.scheme === scheme).map((r) => r.exact[trainLength - 1]);
  console.log(`  ${scheme}\t${own.map(pct).join(' ')}\tfits ${own.filter((v) => v >= 0.9).length} of ${own.length}`);
}
console.log('per length: mean [each seed]');
console.log(['length', ...schemes].join('\t'));
for (let length = 0; length < lengths; length += 1) {
  const cells = schemes.map((scheme) => {
    const values = results.filter((r) => r.scheme === scheme).map((r) => r.exact[length]);
    const mean = values.reduce((a, b) => a + b, 0) / values.length;
    return `${pct(mean)} [${values.map(pct).join(' ')}]`;
  });
  console.log([length + 1, ...cells].join('\t'));
}
for (const [first, last, label] of [
  [1, trainLength, 'mean 1-L'],
  [trainLength + 1, lengths, 'mean L+1-2L'],
]) {
  const cells = schemes.map((scheme) => {
    const own = results.filter((r) => r.scheme === scheme);
    const perSeed = own.map((r) => r.exact.slice(first - 1, last).reduce((a, b) => a + b, 0) / (last - first + 1));
    const mean = perSeed.reduce((a, b) => a + b, 0) / perSeed.length;
    return `${pct(mean)} (${pct(Math.min(...perSeed))}-${pct(Math.max(...perSeed))})`;
  });
  console.log([label, ...cells].join('\t'));
}
if (args.json) writeFileSync(args.json, JSON.stringify(results));
