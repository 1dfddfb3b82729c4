// The benchmark itself, shared by node and the browser (scripts/bench.mjs runs it in both).
//
// Rules: every method runs in the same process, interleaved (one trial of each in turn, the
// starting method rotating), after warm-up; we report medians and ratios, never absolute
// pass/fail times. Errors are measured against a float64 reference computed here.

// --- the baselines a user would otherwise write ------------------------------------------
function naiveJs(out, n, d, offset = 0, base = 10000) {
  for (let r = 0; r < n; r++) {
    const pos = offset + r;
    for (let j = 0; j < d; j++) {
      const i = j >> 1;
      const angle = pos / base ** ((2 * i) / d);
      out[r * d + j] = j % 2 === 0 ? Math.sin(angle) : Math.cos(angle);
    }
  }
}

function hoistedJs(out, n, d, offset = 0, base = 10000) {
  const pairs = Math.ceil(d / 2);
  const omega = new Float64Array(pairs);
  for (let i = 0; i < pairs; i++) omega[i] = 1 / base ** ((2 * i) / d);
  for (let r = 0; r < n; r++) {
    const pos = offset + r;
    const row = r * d;
    for (let i = 0; i < pairs; i++) {
      const angle = pos * omega[i];
      out[row + 2 * i] = Math.sin(angle);
      if (2 * i + 1 < d) out[row + 2 * i + 1] = Math.cos(angle);
    }
  }
}

function naiveGramJs(x, rows, cols, out) {
  for (let p = 0; p < rows; p++) {
    for (let q = 0; q < rows; q++) {
      let sum = 0;
      for (let j = 0; j < cols; j++) sum += x[p * cols + j] * x[q * cols + j];
      out[p * rows + q] = sum;
    }
  }
}

// Largest |values - PE| against float64 sin/cos of pos / b^(2i/d), interleaved.
function maxErrorAgainstReference(values, n, d, offset = 0, base = 10000) {
  const denominators = Array.from({ length: d }, (_, j) => base ** ((2 * (j >> 1)) / d));
  let worst = 0;
  for (let r = 0; r < n; r++) {
    for (let j = 0; j < d; j++) {
      const angle = (offset + r) / denominators[j];
      const exact = j % 2 === 0 ? Math.sin(angle) : Math.cos(angle);
      worst = Math.max(worst, Math.abs(values[r * d + j] - exact));
    }
  }
  return worst;
}

const now = () => performance.now();

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

// Runs each method trials times, interleaved, after warmup rounds; returns median ms per call.
// A trial repeats a fast method until it has run for at least minTrialMs, so a browser's coarse
// timer (0.1 ms in Chromium) cannot round a 0.3 ms kernel to 0.2 or 0.4; the repeat count is
// fixed per method during warm-up.
function interleaved(methods, { trials, warmup, minTrialMs = 20 }) {
  const names = Object.keys(methods);
  const times = Object.fromEntries(names.map((name) => [name, []]));
  const repeats = Object.fromEntries(
    names.map((name) => {
      const started = now();
      methods[name]();
      const once = Math.max(now() - started, 0.01);
      return [name, Math.max(1, Math.ceil(minTrialMs / once))];
    }),
  );
  for (let round = 0; round < warmup + trials; round++) {
    for (let k = 0; k < names.length; k++) {
      const name = names[(round + k) % names.length];
      const started = now();
      for (let r = 0; r < repeats[name]; r++) methods[name]();
      const elapsed = (now() - started) / repeats[name];
      if (round >= warmup) times[name].push(elapsed);
    }
  }
  return Object.fromEntries(names.map((name) => [name, median(times[name])]));
}

/**
 * @param {{ simd: object, scalar: object }} cores  the two builds, from loadCore
 * @param {{ encodeSizes: number[][], similaritySize: number[], trials: number, warmup: number,
 *           gramTrials: number, tailStart: number }} plan
 */
export function runBenchmarks({ simd, scalar }, plan) {
  const report = { encoding: [], similarity: null };
  for (const [n, d] of plan.encodeSizes) {
    const out = new Float32Array(n * d);
    const into = new Float32Array(n * d);
    const matrix = simd.createMatrix({ positions: n, dModel: d });
    // The public API (a new Float32Array, the caller's, or a matrix of createMatrix inside WASM
    // memory) against the kernel alone, which writes into a buffer inside WASM memory and
    // copies nothing out.
    const methods = {
      'encode() (public)': () => simd.encode({ positions: n, dModel: d }),
      'encodeInto() (public)': () => simd.encodeInto({ positions: n, dModel: d }, into),
      'encodeInto(createMatrix)': () => simd.encodeInto({ positions: n, dModel: d }, matrix.array),
      'kernel, WASM SIMD': () => simd.benchmark.encode({ positions: n, dModel: d }),
      'kernel, WASM scalar': () => scalar.benchmark.encode({ positions: n, dModel: d }),
      'naive JS': () => naiveJs(out, n, d),
      'hoisted JS': () => hoistedJs(out, n, d),
      'WASM fill (write limit)': () => simd.benchmark.fill({ count: n * d }),
      // What any fresh result array costs before a value is computed: the engine's allocation
      // and the operating system's first touch of each new page. encode() pays it; encodeInto()
      // into a reused array does not.
      'fresh array + set (floor)': () => new Float32Array(n * d).set(into),
    };
    // The two that allocate a new n x d array per call run in their own rounds: the engine
    // frees those arrays on its other threads, and that work would land in the times of
    // whichever method ran next. The kernel runs in both, so both rounds share a yardstick.
    const ALLOCATING = ['encode() (public)', 'fresh array + set (floor)'];
    const pick = (names) => Object.fromEntries(names.map((name) => [name, methods[name]]));
    const steady = interleaved(pick(Object.keys(methods).filter((name) => !ALLOCATING.includes(name))), plan);
    const allocating = interleaved(pick([...ALLOCATING, 'kernel, WASM SIMD']), plan);
    const medians = { ...allocating, ...steady }; // the kernel's time from the steady rounds

    // Errors: over the benchmarked rows, and over the last 2048 rows below position 100,000.
    const tailRows = Math.min(n, 100000 - plan.tailStart);
    const errorOf = {
      'encode() (public)': (rows, offset) => simd.encode({ positions: rows, dModel: d, offset }),
      'encodeInto() (public)': (rows, offset) =>
        simd.encodeInto({ positions: rows, dModel: d, offset }, new Float32Array(rows * d)),
      'encodeInto(createMatrix)': (rows, offset) =>
        simd.encodeInto({ positions: rows, dModel: d, offset }, matrix.array.subarray(0, rows * d)).slice(),
      'kernel, WASM SIMD': (rows, offset) => simd.encode({ positions: rows, dModel: d, offset }),
      'kernel, WASM scalar': (rows, offset) => scalar.encode({ positions: rows, dModel: d, offset }),
      'naive JS': (rows, offset) => {
        const o = new Float32Array(rows * d);
        naiveJs(o, rows, d, offset);
        return o;
      },
      'hoisted JS': (rows, offset) => {
        const o = new Float32Array(rows * d);
        hoistedJs(o, rows, d, offset);
        return o;
      },
    };
    const rows = Object.keys(methods).map((name) => ({
      method: name,
      medianMs: medians[name],
      speedupVsNaive: medians['naive JS'] / medians[name],
      timesKernel: medians[name] / medians['kernel, WASM SIMD'],
      timesFill: medians[name] / medians['WASM fill (write limit)'],
      maxError: errorOf[name] ? maxErrorAgainstReference(errorOf[name](n, 0), n, d) : null,
      maxErrorTail: errorOf[name]
        ? maxErrorAgainstReference(errorOf[name](tailRows, plan.tailStart), tailRows, d, plan.tailStart)
        : null,
    }));
    matrix.free();
    report.encoding.push({ n, d, tail: [plan.tailStart, plan.tailStart + tailRows - 1], rows });
  }

  const [n, d] = plan.similaritySize;
  const x = simd.encode({ positions: n, dModel: d });
  const gramOut = new Float32Array(n * n);
  const closedForm = interleaved(
    {
      'closed form (offset profile)': () => simd.benchmark.similarity({ positions: n, dModel: d }),
      'fill n*n (write limit)': () => simd.benchmark.fill({ count: n * n }),
    },
    plan,
  );
  const gram = interleaved(
    {
      'gram X X^T, WASM SIMD': () => simd.gram({ matrix: x, rows: n, cols: d }),
      'gram X X^T, WASM scalar': () => scalar.gram({ matrix: x, rows: n, cols: d }),
      'naive JS triple loop': () => naiveGramJs(x, n, d, gramOut),
    },
    { trials: plan.gramTrials, warmup: Math.min(plan.warmup, 1), minTrialMs: 0 },
  );
  report.similarity = {
    n,
    d,
    closedForm: Object.entries(closedForm).map(([method, medianMs]) => ({
      method,
      medianMs,
      timesFill: medianMs / closedForm['fill n*n (write limit)'],
    })),
    gram: Object.entries(gram).map(([method, medianMs]) => ({
      method,
      medianMs,
      speedupVsNaive: gram['naive JS triple loop'] / medianMs,
    })),
  };
  return report;
}

const fmt = (value, digits = 2) => (value === null ? '-' : value.toFixed(digits));
const sci = (value) => (value === null ? '-' : value.toExponential(1));

export function formatReport(report, where) {
  const lines = [];
  for (const { n, d, tail, rows } of report.encoding) {
    lines.push(`encoding ${n} x ${d}, float32 (${where})`);
    lines.push(
      `  ${'method'.padEnd(24)} ${'median ms'.padStart(10)} ${'vs naive JS'.padStart(12)} ${'x kernel'.padStart(9)} ${'x fill'.padStart(8)} ${'max error'.padStart(10)} ${`error ${tail[0]}..${tail[1]}`.padStart(22)}`,
    );
    for (const r of rows) {
      lines.push(
        `  ${r.method.padEnd(24)} ${fmt(r.medianMs, 3).padStart(10)} ${`${fmt(r.speedupVsNaive, 1)}x`.padStart(12)} ${`${fmt(r.timesKernel)}x`.padStart(9)} ${`${fmt(r.timesFill)}x`.padStart(8)} ${sci(r.maxError).padStart(10)} ${sci(r.maxErrorTail).padStart(22)}`,
      );
    }
  }
  const s = report.similarity;
  lines.push(`similarity ${s.n} x ${s.n} from d = ${s.d} (${where})`);
  for (const r of s.closedForm)
    lines.push(
      `  ${r.method.padEnd(30)} ${fmt(r.medianMs, 3).padStart(10)} ms ${`${fmt(r.timesFill)}x fill`.padStart(12)}`,
    );
  for (const r of s.gram)
    lines.push(
      `  ${r.method.padEnd(30)} ${fmt(r.medianMs, 3).padStart(10)} ms ${`${fmt(r.speedupVsNaive, 1)}x vs naive`.padStart(16)}`,
    );
  return lines.join('\n');
}

export const FULL_PLAN = {
  encodeSizes: [
    [2048, 512],
    [8192, 1024],
  ],
  similaritySize: [2048, 512],
  trials: 9,
  warmup: 2,
  gramTrials: 3,
  tailStart: 97952,
};
export const SMOKE_PLAN = {
  encodeSizes: [[64, 32]],
  similaritySize: [64, 32],
  trials: 1,
  warmup: 0,
  gramTrials: 1,
  tailStart: 99936,
  minTrialMs: 1,
};

// --- training steps per second (issue 20) ----------------------------------------------------

// The multiply-adds of one training step's matrix products, as plain JavaScript loops over
// Float32Arrays: the forward pass (per block q, k, v, o; scores and weighted values per head;
// the MLP's two layers; then the head) and the backward pass as twice that. No softmax, norm,
// GELU or optimiser: a lower bound on what the same step costs written naively in JS.
function matmul(a, b, out, m, k, n) {
  for (let i = 0; i < m; i++) {
    for (let j = 0; j < n; j++) {
      let sum = 0;
      for (let p = 0; p < k; p++) sum += a[i * k + p] * b[p * n + j];
      out[i * n + j] = sum;
    }
  }
}

function naiveStepJs(config, length) {
  const { batch, dModel: d, heads, blocks, mlpWidth: w } = config;
  const vocab = 12;
  const rows = batch * length;
  const hd = Math.max(1, Math.floor(d / heads));
  const buffers = {
    x: new Float32Array(rows * Math.max(d, w)).fill(0.01),
    wdd: new Float32Array(d * Math.max(d, w, vocab)).fill(0.02),
    wwd: new Float32Array(w * d).fill(0.02),
    out: new Float32Array(rows * Math.max(d, w, vocab)),
    q: new Float32Array(length * hd).fill(0.1),
    kt: new Float32Array(hd * length).fill(0.1),
    scores: new Float32Array(length * length),
    v: new Float32Array(length * hd).fill(0.1),
    av: new Float32Array(length * hd),
  };
  const forward = () => {
    const { x, wdd, wwd, out, q, kt, scores, v, av } = buffers;
    for (let block = 0; block < blocks; block++) {
      for (let p = 0; p < 4; p++) matmul(x, wdd, out, rows, d, d);
      for (let e = 0; e < batch * heads; e++) {
        matmul(q, kt, scores, length, hd, length);
        matmul(scores, v, av, length, length, hd);
      }
      matmul(x, wdd, out, rows, d, w);
      matmul(x, wwd, out, rows, w, d);
    }
    matmul(x, wdd, out, rows, d, vocab);
  };
  return () => {
    for (let pass = 0; pass < 3; pass++) forward(); // forward, and backward as two more
  };
}

/**
 * Training steps per second at a config, for each build's trainer and the naive JS baseline,
 * interleaved in this process. plan.training: { config, trials, warmup, minTrialMs }.
 */
export function runTrainingBenchmark({ simd, scalar }, plan) {
  const { config, trials, warmup, minTrialMs } = plan.training;
  const trainers = { simd: simd.createTrainer(config), scalar: scalar.createTrainer(config) };
  // The JS baseline multiplies at the training batches' usual length: 2 x trainLength tokens.
  const length = 2 * (config.trainLength ?? 8);
  const defaults = Object.fromEntries(
    Object.entries(simd.requests.trainerCreate).map(([name, field]) => [name, field.default]),
  );
  const full = { ...defaults, ...config };
  const medians = interleaved(
    {
      'core, WASM SIMD': () => trainers.simd.step(1),
      'core, WASM scalar': () => trainers.scalar.step(1),
      'naive JS, matrix products only': naiveStepJs(full, length),
    },
    { trials, warmup, minTrialMs },
  );
  for (const trainer of Object.values(trainers)) trainer.free();
  const rows = Object.entries(medians).map(([method, medianMs]) => ({
    method,
    medianMs,
    stepsPerSecond: 1000 / medianMs,
    timesSimd: medianMs / medians['core, WASM SIMD'],
  }));
  return { config: full, rows };
}

export function formatTrainingReport({ config, rows }, where) {
  const { task, positionScheme, trainLength, dModel, heads, blocks, mlpWidth, batch } = config;
  const lines = [
    `training steps (${where}): ${task}, ${positionScheme}, trainLength ${trainLength}, d ${dModel}, ${heads} heads, ` +
      `${blocks} blocks, MLP ${mlpWidth}, batch ${batch}`,
    `  ${'method'.padEnd(32)} ${'ms/step'.padStart(9)} ${'steps/s'.padStart(9)} ${'x SIMD time'.padStart(12)}`,
  ];
  for (const r of rows) {
    lines.push(
      `  ${r.method.padEnd(32)} ${fmt(r.medianMs, 3).padStart(9)} ${fmt(r.stepsPerSecond, 1).padStart(9)} ${`${fmt(r.timesSimd)}x`.padStart(12)}`,
    );
  }
  return lines.join('\n');
}

FULL_PLAN.training = { config: {}, trials: 9, warmup: 2, minTrialMs: 200 };
SMOKE_PLAN.training = {
  config: { trainLength: 2, dModel: 8, heads: 2, blocks: 1, mlpWidth: 16, batch: 4 },
  trials: 1,
  warmup: 0,
  minTrialMs: 1,
};

// --- the same training step in TensorFlow.js (issue 20's comparison) -----------------------

/**
 * Training steps per second of the same model, config and kind of batch in TensorFlow.js
 * (tests/bench/tfjs-model.mjs, weights from a fresh core trainer) on each of the given
 * backends, each interleaved with the core's SIMD trainer in rounds of its own, so every
 * "core / TF.js" ratio compares two runs of the same rounds. A round runs a fixed number of
 * steps of each method (plan.tfjs: coreSteps, tfjsSteps); warm-up rounds are not timed; the
 * figure is the median round. A TF.js round ends by reading its last loss, which waits for
 * every queued kernel (the GPU's too). TF.js gets its batches from the core beforehand
 * (trainer.batch), so their making is not in its time; the core's step makes its own.
 *
 * @param tf           the TF.js namespace
 * @param createTfModel  from tfjs-model.mjs
 * @param backends     [{ name, setUp: async () => detail string }]: setUp selects the backend
 *                     (and throws when it cannot run here)
 */
export async function runTfjsTrainingBenchmark({ simd }, plan, tf, createTfModel, backends) {
  const { config } = plan.training;
  const { trials, warmup, coreSteps, tfjsSteps } = plan.tfjs;
  const defaults = Object.fromEntries(
    Object.entries(simd.requests.trainerCreate).map(([name, field]) => [name, field.default]),
  );
  const full = { ...defaults, ...config };
  const alibiSlopes = full.positionScheme === 'alibi' ? [...simd.alibiSlopes({ heads: full.heads })] : undefined;
  const source = simd.createTrainer(config);
  const batches = Array.from({ length: 16 }, (_, k) => source.batch({ batchSeed: 1000 + k }));
  const start = source.weights();
  source.free();

  const rows = [];
  for (const { name, setUp } of backends) {
    let detail;
    try {
      detail = await setUp();
    } catch (error) {
      rows.push({ backend: name, unavailable: String(error?.message ?? error).split('\n')[0] });
      continue;
    }
    const trainer = simd.createTrainer(config);
    const tensorsBefore = tf.memory().numTensors;
    const model = createTfModel(tf, full, start, { alibiSlopes });
    let next = 0;
    const methods = {
      core: () => trainer.step(coreSteps),
      tfjs: () => {
        let loss = null;
        for (let s = 0; s < tfjsSteps; s++) {
          loss?.dispose();
          loss = model.step(batches[next++ % batches.length]);
        }
        const value = loss.dataSync()[0];
        loss.dispose();
        if (!Number.isFinite(value)) throw new Error(`TF.js ${name}: loss ${value}`);
      },
    };
    const times = { core: [], tfjs: [] };
    for (let round = 0; round < warmup + trials; round++) {
      const orderOfRound = round % 2 ? ['tfjs', 'core'] : ['core', 'tfjs'];
      for (const method of orderOfRound) {
        const started = now();
        methods[method]();
        if (round >= warmup) times[method].push(now() - started);
      }
    }
    model.dispose();
    const tensorsLeaked = tf.memory().numTensors - tensorsBefore;
    trainer.free();
    const coreMs = median(times.core) / coreSteps;
    const tfjsMs = median(times.tfjs) / tfjsSteps;
    rows.push({ backend: name, detail, coreMs, tfjsMs, ratio: tfjsMs / coreMs, tensorsLeaked });
  }
  return { config: full, rows, plan: plan.tfjs };
}

/** The side-by-side table: the core's builds (from runTrainingBenchmark, same process) and
 * TF.js per backend, with the issue's targets. */
export function formatComparison(training, tfjs, where) {
  const simdRow = training.rows.find((r) => r.method === 'core, WASM SIMD');
  const scalarRow = training.rows.find((r) => r.method === 'core, WASM scalar');
  const ran = tfjs.rows.filter((r) => !r.unavailable);
  const best = ran.reduce((a, b) => (a === null || b.tfjsMs < a.tfjsMs ? b : a), null);
  const lines = [
    `core vs TensorFlow.js, training steps (${where}): ${tfjs.config.positionScheme}, d ${tfjs.config.dModel}, ` +
      `${tfjs.config.heads} heads, ${tfjs.config.blocks} blocks, batch ${tfjs.config.batch}, ` +
      `${tfjs.plan.trials} rounds of ${tfjs.plan.coreSteps} core / ${tfjs.plan.tfjsSteps} TF.js steps after ${tfjs.plan.warmup} untimed`,
    `  ${'method'.padEnd(56)} ${'ms/step'.padStart(9)} ${'steps/s'.padStart(9)} ${'core SIMD x'.padStart(12)}`,
  ];
  const line = (method, ms, ratio) =>
    `  ${method.padEnd(56)} ${fmt(ms, 3).padStart(9)} ${fmt(1000 / ms, 1).padStart(9)} ${(ratio === null ? '-' : `${fmt(ratio, 1)}x`).padStart(12)}`;
  lines.push(line('core, WASM SIMD, 1 thread', simdRow.medianMs, null));
  lines.push(line('core, WASM scalar, 1 thread', scalarRow.medianMs, null));
  for (const r of tfjs.rows) {
    if (r.unavailable) {
      lines.push(`  ${`TF.js ${r.backend}`.padEnd(56)} unavailable: ${r.unavailable}`);
    } else {
      lines.push(line(`TF.js ${r.backend}${r.detail ? ` (${r.detail})` : ''}`, r.tfjsMs, r.ratio));
      lines.push(
        `  ${'  core SIMD in the same rounds'.padEnd(56)} ${fmt(r.coreMs, 3).padStart(9)} ${fmt(1000 / r.coreMs, 1).padStart(9)}`,
      );
    }
  }
  // The issue's targets are for its defaults; a smaller model (the smoke run) says nothing.
  const c = tfjs.config;
  const atDefaults =
    c.positionScheme === 'sinusoidal' &&
    c.dModel === 32 &&
    c.heads === 4 &&
    c.blocks === 2 &&
    c.batch === 32 &&
    c.trainLength === 8;
  if (!atDefaults) {
    lines.push("  targets (issue 20): not judged, this is not the issue's configuration");
    return lines.join('\n');
  }
  const simdSteps = 1000 / simdRow.medianMs;
  lines.push(`  target: core SIMD >= 150 steps/s: ${fmt(simdSteps, 1)} ${simdSteps >= 150 ? 'PASS' : 'short'}`);
  if (best) {
    lines.push(
      `  target: core SIMD >= 5x TF.js at its fastest (${best.backend}): ${fmt(best.ratio, 1)}x ${best.ratio >= 5 ? 'PASS' : 'short'}`,
    );
  } else {
    lines.push('  target: core SIMD >= 5x TF.js: no TF.js backend ran');
  }
  return lines.join('\n');
}

FULL_PLAN.tfjs = { trials: 5, warmup: 2, coreSteps: 40, tfjsSteps: 10 };
SMOKE_PLAN.tfjs = { trials: 1, warmup: 0, coreSteps: 2, tfjsSteps: 2 };
