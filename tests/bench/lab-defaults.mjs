// The lab's default comparison measured in node with the core directly (issue 27, item 1): every
// scheme at the lab's defaults (reverse, L = 8, d = 32, 4 heads, 2 blocks, 3,000 steps, tested on
// 100 questions at each length 1-16), for several seeds, printed as a table of exact accuracy per
// scheme and length: the mean over the seeds and, in brackets, the lowest and highest seed.
//
//   node tests/bench/lab-defaults.mjs [--dist=dist] [--seeds=3] [--steps=3000] [--scale=sqrt-d]
//     [--schemes=none,rope] [--json=out.json]
//
// --scale is the trainer's embeddingScale; leave it out for a core that has no such field.
// One run takes several seconds: 18 runs take minutes. Not part of `npm test`.
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const args = Object.fromEntries(
  process.argv.slice(2).map((arg) => {
    const [key, value = 'true'] = arg.replace(/^--/, '').split('=');
    return [key, value];
  }),
);
const dist = resolve(args.dist ?? 'dist');
const { loadCore } = await import(pathToFileURL(`${dist}/pe-core.mjs`).href);
const core = await loadCore();
const seeds = Number(args.seeds ?? 3);
const steps = Number(args.steps ?? 3000);
const schemes = args.schemes ? args.schemes.split(',') : [...core.parameters.positionScheme.choices];
const trainLength = Number(args.trainlen ?? 8);
const EXAMPLES = 100;

const results = [];
for (const scheme of schemes) {
  for (let seed = 0; seed < seeds; seed += 1) {
    const config = {
      task: 'reverse',
      positionScheme: scheme,
      trainLength,
      dModel: 32,
      heads: 4,
      blocks: 2,
      mlpWidth: 128,
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

const pct = (share) => Math.round(100 * share);
const lengths = results[0].exact.length;
console.log(`embeddingScale ${args.scale ?? '(none: the core has no such field)'}, ${seeds} seeds, ${steps} steps`);
console.log(['length', ...schemes].join('\t'));
for (let length = 0; length < lengths; length += 1) {
  const cells = schemes.map((scheme) => {
    const values = results.filter((r) => r.scheme === scheme).map((r) => r.exact[length]);
    const mean = values.reduce((a, b) => a + b, 0) / values.length;
    return `${pct(mean)} (${pct(Math.min(...values))}-${pct(Math.max(...values))})`;
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
