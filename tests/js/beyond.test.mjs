// The JS API beyond the sinusoidal table (dist/pe-core.mjs), against each build (SIMD and
// scalar): RoPE, ALiBi, T5's relative buckets, RoPE context extension, the sinusoidal tables of
// popular libraries, and attention under each scheme. Every number is checked against a
// float64 formula written here in plain JavaScript from the papers' and libraries' own code,
// independently of the C++ core.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';

import { loadCore } from '../../dist/pe-core.mjs';
import { alibiSlopes } from '../shared/reference.mjs';

// --- small helpers --------------------------------------------------------------------------
function assertClose(actual, expected, margin, what) {
  assert.equal(actual.length, expected.length, `${what}: length`);
  for (let i = 0; i < expected.length; i += 1) {
    const a = actual[i];
    const e = expected[i];
    if (!Number.isFinite(e)) assert.equal(a, e, `${what}[${i}]`);
    else assert.ok(Math.abs(a - e) <= margin, `${what}[${i}]: ${a} vs ${e} (margin ${margin})`);
  }
}
function near(actual, expected, margin, what) {
  assert.ok(Math.abs(actual - expected) <= margin, `${what}: ${actual} vs ${expected} (margin ${margin})`);
}
// A fixed pseudo-random vector in [-1, 1) (a 32-bit LCG), so the test's inputs are its own.
function vector(length, seed) {
  let state = seed >>> 0;
  return Array.from({ length }, () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 31 - 1;
  });
}
const dot = (a, b) => a.reduce((sum, x, j) => sum + x * b[j], 0);

// --- RoPE: RoFormer's elementwise rotation and Hugging Face's rotate_half -------------------
const omega = (i, d, base = 10000) => base ** ((-2 * i) / d);
// RoFormer eq. (34): x * (cos0, cos0, cos1, cos1, ...) + (-x1, x0, -x3, x2, ...) * (sin0, sin0, ...)
function roformer(x, pos, base = 10000) {
  const d = x.length;
  return x.map((value, j) => {
    const angle = pos * omega(Math.floor(j / 2), d, base);
    const partner = j % 2 === 0 ? -x[j + 1] : x[j - 1];
    return value * Math.cos(angle) + partner * Math.sin(angle);
  });
}
// HF LLaMA: x * cat(cos, cos) + rotate_half(x) * cat(sin, sin), rotate_half(x) = cat(-x2, x1)
function rotateHalf(x, pos, base = 10000) {
  const d = x.length;
  const h = d / 2;
  return x.map((value, j) => {
    const angle = pos * omega(j % h, d, base);
    const rotated = j < h ? -x[j + h] : x[j - h];
    return value * Math.cos(angle) + rotated * Math.sin(angle);
  });
}
const rotate = (x, pos, pairing, base) => (pairing === 'half' ? rotateHalf(x, pos, base) : roformer(x, pos, base));

/** get_slopes from ofirpress/attention_with_linear_biases: tests/shared/reference.mjs. */
const getSlopes = alibiSlopes;

// --- T5: Hugging Face's T5Attention._relative_position_bucket, float32 as torch computes it ---
const f32 = Math.fround;
function t5Bucket(relativePosition, bidirectional = true, numBuckets = 32, maxDistance = 128) {
  let buckets = numBuckets;
  let bucket = 0;
  let n = relativePosition;
  if (bidirectional) {
    buckets = Math.floor(buckets / 2);
    bucket += relativePosition > 0 ? buckets : 0;
    n = Math.abs(n);
  } else {
    n = -Math.min(n, 0);
  }
  const maxExact = Math.floor(buckets / 2);
  if (n < maxExact) return bucket + n;
  // torch.log(n.float() / max_exact) / math.log(max_distance / max_exact) * (num_buckets - max_exact)
  const ratio = f32(f32(n) / f32(maxExact));
  const scaled = f32(f32(f32(Math.log(ratio)) / f32(Math.log(maxDistance / maxExact))) * f32(buckets - maxExact));
  return bucket + Math.min(maxExact + Math.trunc(scaled), buckets - 1);
}

// --- context extension: PI, NTK-aware and YaRN (the papers' formulas) ------------------------
// YaRN's ramp as released (Hugging Face `_compute_yarn_parameters`, jquesnelle/yarn): linear in
// the pair index between low = max(floor(c(beta)), 0) and high = min(ceil(c(alpha)), d - 1),
// c(r) = d ln(L / (2 pi r)) / (2 ln b), high nudged by 0.001 when they meet; gamma = 1 - ramp.
function releasedGamma(i, d, base, L, alpha, beta) {
  const c = (r) => (d * Math.log(L / (r * 2 * Math.PI))) / (2 * Math.log(base));
  const low = Math.max(Math.floor(c(beta)), 0);
  let high = Math.min(Math.ceil(c(alpha)), d - 1);
  if (low === high) high += 0.001;
  return 1 - Math.min(Math.max((i - low) / (high - low), 0), 1);
}
function extensionReference({ method, dModel: d, base, trainLength: L, scale: s, pos, alpha, beta, yarnRamp }) {
  const newBase = method === 'ntk' ? base * s ** (d / (d - 2)) : base;
  const pairs = Array.from({ length: d / 2 }, (_, i) => {
    const w = omega(i, d, base);
    const turns = L / ((2 * Math.PI) / w);
    const gammaPaper = turns < alpha ? 0 : turns > beta ? 1 : (turns - alpha) / (beta - alpha);
    const gammaReleased = releasedGamma(i, d, base, L, alpha, beta);
    const gamma = yarnRamp === 'paper' ? gammaPaper : gammaReleased;
    const omegaNew = { none: w, pi: w / s, ntk: newBase ** ((-2 * i) / d), yarn: (1 - gamma) * (w / s) + gamma * w }[
      method
    ];
    const yarnOf = (g) => (1 - g) * (w / s) + g * w;
    const yarnDifference = (yarnOf(gammaPaper) - yarnOf(gammaReleased)) / yarnOf(gammaReleased);
    return {
      omega: w,
      omegaNew,
      turns,
      gamma,
      gammaPaper,
      gammaReleased,
      yarnDifference,
      angle: pos * w,
      angleNew: pos * omegaNew,
      maxTrainAngle: (L - 1) * w,
    };
  });
  return { newBase, attentionFactor: method === 'yarn' ? 0.1 * Math.log(s) + 1 : 1, targetLength: s * L, pairs };
}

// --- the sinusoidal tables of libraries, each from its own code ------------------------------
// Each returns the row of library row index `pos` (d columns), in float64.
const LN10K = Math.log(10000);
function libraryRow(preset, pos, d, { minTimescale = 1, maxTimescale = 10000 } = {}) {
  const row = new Array(d).fill(0);
  const h = Math.floor(d / 2);
  const blocks = (angles, sinFirst = true) => {
    // [sin | cos] (or [cos | sin]); an odd d keeps a zero last column
    angles.forEach((angle, i) => {
      row[i] = sinFirst ? Math.sin(angle) : Math.cos(angle);
      row[h + i] = sinFirst ? Math.cos(angle) : Math.sin(angle);
    });
  };
  switch (preset) {
    case 'pytorch-tutorial': // div_term = exp(arange(0, d, 2) * (-log(10000.0) / d)); pe[:, 0::2] = sin(position * div_term)
    case 'annotated':
      for (let i = 0; i < h; i += 1) {
        const angle = pos * Math.exp(2 * i * -(LN10K / d));
        row[2 * i] = Math.sin(angle);
        row[2 * i + 1] = Math.cos(angle);
      }
      return row;
    case 'tensor2tensor': {
      // log_timescale_increment = log(max/min) / max(num_timescales - 1, 1)
      const increment = Math.log(maxTimescale / minTimescale) / Math.max(h - 1, 1);
      blocks(Array.from({ length: h }, (_, i) => pos * minTimescale * Math.exp(-i * increment)));
      return row;
    }
    case 'fairseq': // emb = exp(arange(half) * -(log(10000) / (half - 1))); padding_idx row zeroed
    case 'm2m100':
    case 'whisper':
    case 'musicgen':
      if ((preset === 'fairseq' || preset === 'm2m100') && pos === 1) return row;
      blocks(
        Array.from({ length: h }, (_, i) => pos * Math.exp(-i * (LN10K / (h - 1)))),
        preset !== 'musicgen',
      );
      return row;
    case 'distilbert': // position_enc[pos, j] = pos / 10000^(2 * (j // 2) / dim); out[:, 0::2] = sin, out[:, 1::2] = cos
      for (let j = 0; j < d; j += 1) {
        const angle = pos / 10000 ** ((2 * Math.floor(j / 2)) / d);
        row[j] = j % 2 === 0 ? Math.sin(angle) : Math.cos(angle);
      }
      return row;
    case 'marian': {
      // sentinel = dim // 2 + dim % 2; out[:, :sentinel] = sin(enc[:, 0::2]); out[:, sentinel:] = cos(enc[:, 1::2])
      const sentinel = Math.ceil(d / 2);
      for (let j = 0; j < d; j += 1) {
        const angle = pos / 10000 ** ((2 * Math.floor(j / 2)) / d);
        if (j % 2 === 0) row[j / 2] = Math.sin(angle);
        else row[sentinel + (j - 1) / 2] = Math.cos(angle);
      }
      return row;
    }
    case 'transformer-xl': // inv_freq = 1 / (10000 ** (arange(0.0, d, 2.0) / d)); cat([sin, cos])
      blocks(Array.from({ length: h }, (_, i) => pos * (1 / 10000 ** ((2 * i) / d))));
      return row;
    default:
      throw new Error(`no reference for ${preset}`);
  }
}

// --- attention under each scheme, from the attention demo's own Q and K ----------------------
function schemeReference(
  core,
  { tokens, scheme, dModel = 8, heads = 8, head = 0, numBuckets = 32, maxDistance = 128, causal = false },
) {
  const n = tokens.length;
  const d = dModel;
  const { queries, keys } = core.attention({ tokens, dModel: d, usePE: scheme === 'sinusoidal' });
  const rows = (m, r) => Array.from(m.subarray(r * d, (r + 1) * d));
  const table = core.t5Bias({ positions: n, bidirectional: !causal, numBuckets, maxDistance, heads }).table;
  const slope = getSlopes(heads)[head];
  const scores = [];
  const bias = [];
  const weights = [];
  for (let i = 0; i < n; i += 1) {
    const q = scheme === 'rope' ? roformer(rows(queries, i), i) : rows(queries, i);
    const row = [];
    for (let j = 0; j < n; j += 1) {
      const k = scheme === 'rope' ? roformer(rows(keys, j), j) : rows(keys, j);
      let b = 0;
      if (scheme === 'alibi') b = causal && j > i ? -Infinity : -slope * Math.abs(i - j);
      if (scheme === 't5') b = table[head * numBuckets + t5Bucket(j - i, !causal, numBuckets, maxDistance)];
      bias.push(b);
      row.push(causal && j > i ? -Infinity : dot(q, k) / Math.sqrt(d) + b);
    }
    const largest = Math.max(...row);
    const total = row.reduce((sum, s) => sum + Math.exp(s - largest), 0);
    scores.push(...row);
    weights.push(...row.map((s) => Math.exp(s - largest) / total));
  }
  return { scores, bias, weights };
}

for (const simd of [true, false]) {
  describe(`beyond the sinusoidal table (${simd ? 'SIMD' : 'scalar'} build)`, async () => {
    const core = await loadCore({ simd });

    test('ropeRotate and ropeSteps: RoFormer and rotate_half, pair by pair', () => {
      for (const pairing of ['interleaved', 'half']) {
        for (const [d, pos, base] of [
          [2, 1, 10000],
          [4, 3, 10000],
          [16, 1000, 10000],
          [64, 12345, 500000],
          [8, 100000000, 10000],
        ]) {
          const x = vector(d, d * 7 + pos);
          assertClose(
            core.ropeRotate({ x, pos, base, pairing }),
            rotate(x, pos, pairing, base),
            1e-9 * (1 + pos * 1e-7),
            `ropeRotate ${pairing} d=${d} pos=${pos}`,
          );
        }
      }
      // The sign convention with known numbers: (1, 0) at pos 1 turns counter-clockwise to (cos 1, sin 1).
      assertClose(
        core.ropeRotate({ x: [1, 0, 1, 0], pos: 1 }),
        [Math.cos(1), Math.sin(1), Math.cos(0.01), Math.sin(0.01)],
        1e-15,
        'known cells',
      );
      assert.ok(core.ropeRotate({ x: new Float64Array([1, 2]), pos: 0 }) instanceof Float64Array);
      const q = vector(8, 5);
      for (const pairing of ['interleaved', 'half']) {
        const steps = core.ropeSteps({ pos: 7, dModel: 8, q, pairing });
        const rotated = rotate(q, 7, pairing);
        assert.equal(steps.length, 4);
        for (const step of steps) {
          const first = pairing === 'half' ? step.pair : 2 * step.pair;
          const second = pairing === 'half' ? step.pair + 4 : 2 * step.pair + 1;
          assert.deepEqual([step.firstDim, step.secondDim], [first, second], `${pairing} pair ${step.pair}`);
          near(step.omega, omega(step.pair, 8), 1e-15, 'omega');
          near(step.wavelength, (2 * Math.PI) / omega(step.pair, 8), 1e-9, 'wavelength');
          near(step.angle, 7 * omega(step.pair, 8), 1e-14, 'angle');
          near(step.cos, Math.cos(step.angle), 1e-15, 'cos');
          near(step.sin, Math.sin(step.angle), 1e-15, 'sin');
          assert.deepEqual([step.inFirst, step.inSecond], [q[first], q[second]]);
          near(step.outFirst, rotated[first], 1e-14, 'outFirst');
          near(step.outSecond, rotated[second], 1e-14, 'outSecond');
        }
      }
      assert.deepEqual(
        core.ropeSteps({}).map((s) => s.outFirst),
        [Math.cos(1), Math.cos(0.01)],
      ); // defaults: pos 1, d 4, q (1, 0, 1, 0)
    });

    test('ropeRelative: the score depends on n - m only; ropeDecay: g(k) and the bound', () => {
      for (const pairing of ['interleaved', 'half']) {
        const r = core.ropeRelative({ m: 3, n: 7, shift: 100, dModel: 16, pairing });
        const q = Array.from(r.q);
        const k = Array.from(r.k);
        assert.equal(q.length, 16);
        near(r.score, dot(rotate(q, 3, pairing), rotate(k, 7, pairing)), 1e-12, 'score');
        near(r.shiftedScore, dot(rotate(q, 103, pairing), rotate(k, 107, pairing)), 1e-12, 'shiftedScore');
        near(r.relativeScore, dot(q, rotate(k, 4, pairing)), 1e-12, 'relativeScore');
        near(r.residual, Math.abs(r.shiftedScore - r.score), 0, 'residual');
        assert.ok(r.relativeError < 1e-13, `relativeError ${r.relativeError}`);
        for (const way of ['rounded', 'naive']) {
          near(r[way].residual, Math.abs(r[way].shiftedScore - r[way].score), 0, `${way} residual`);
          near(
            r[way].maxError,
            Math.max(Math.abs(r[way].score - r.score), Math.abs(r[way].shiftedScore - r.shiftedScore)),
            0,
            `${way} maxError`,
          );
          assert.equal(Math.fround(r[way].score), r[way].score, `${way} score is a float32 number`);
        }
      }
      // Far out, float32 angles drift while float32 trig of float64 angles keeps the bound.
      const far = core.ropeRelative({ m: 3, n: 7, shift: 50_000_000, dModel: 64 });
      assert.ok(
        far.naive.residual > 100 * far.rounded.residual + 1e-3,
        `naive ${far.naive.residual} vs rounded ${far.rounded.residual}`,
      );

      const K = 300;
      const d = 32;
      const { g, bound } = core.ropeDecay({ maxOffset: K, dModel: d });
      assert.equal(g.length, K + 1);
      for (let k = 0; k <= K; k += 1) {
        let sum = 0;
        let re = 0;
        let im = 0;
        let abs = 0;
        for (let i = 0; i < d / 2; i += 1) {
          sum += Math.cos(k * omega(i, d));
          re += Math.cos(k * omega(i, d));
          im += Math.sin(k * omega(i, d));
          abs += Math.hypot(re, im); // |S_{i+1}|, S_j = sum_{i<j} e^{i k w_i}
        }
        near(g[k], sum, 1e-12, `g(${k})`);
        near(bound[k], abs / (d / 2), 1e-12, `bound(${k})`);
      }
      near(bound[0], (d / 2 + 1) / 2, 1e-15, 'bound(0)');
    });

    test('ropeWDemo: W_Q, W_K break the additive score, RoPE keeps it', () => {
      const starts = [0, 1, 2, 5, 10, 50, 100, 1000];
      const w = core.ropeWDemo({ dModel: 16, starts, offset: 3 });
      assert.deepEqual(Array.from(w.m), starts);
      assert.deepEqual(
        Array.from(w.n),
        starts.map((m) => m + 3),
      );
      const raw = Array.from({ length: 8 }, (_, i) => Math.cos(3 * omega(i, 16))).reduce((a, b) => a + b);
      assertClose(
        w.rawScores,
        starts.map(() => raw),
        1e-12,
        'rawScores: sum_i cos(3 w_i)',
      );
      const spread = (values) => Math.max(...values) - Math.min(...values);
      near(w.additiveSpread, spread(w.additiveScores), 0, 'additiveSpread');
      near(w.ropeSpread, spread(w.ropeScores), 0, 'ropeSpread');
      assert.ok(w.additiveSpread > 0.1 && w.ropeSpread < 1e-13 && w.rawSpread < 1e-13);
      assert.deepEqual(Array.from(core.ropeWDemo({}).m), core.requests.ropeWDemo.starts.default);
    });

    test("ALiBi: slopes 2^(-8h/H), the paper's interleave otherwise, and the bias cells", () => {
      for (let heads = 1; heads <= 64; heads += 1) {
        const slopes = core.alibiSlopes({ heads });
        assert.ok(slopes instanceof Float64Array);
        assertClose(slopes, getSlopes(heads), 1e-15, `alibiSlopes(${heads})`);
        if (Number.isInteger(Math.log2(heads))) {
          assertClose(
            slopes,
            Array.from({ length: heads }, (_, h) => 2 ** ((-8 * (h + 1)) / heads)),
            1e-15,
            `2^(-8h/${heads})`,
          );
        }
      }
      assertClose(
        core.alibiSlopes({ heads: 12 }).subarray(8),
        [2 ** -0.5, 2 ** -1.5, 2 ** -2.5, 2 ** -3.5],
        1e-15,
        '12 heads',
      );
      for (const causal of [true, false]) {
        const n = 6;
        const a = core.alibi({ heads: 3, positions: n, causal });
        assert.deepEqual([a.heads, a.positions, a.causal], [3, n, causal]);
        const expected = [];
        for (let h = 0; h < 3; h += 1) {
          for (let i = 0; i < n; i += 1) {
            for (let j = 0; j < n; j += 1)
              expected.push(causal && j > i ? -Infinity : -getSlopes(3)[h] * Math.abs(i - j));
          }
        }
        assertClose(a.bias, expected, 1e-15, `alibi causal=${causal}`);
        assert.ok(Object.is(a.bias[0], 0), 'the diagonal is +0');
      }
      const defaults = core.alibi({});
      assert.deepEqual([defaults.heads, defaults.positions, defaults.causal], [8, 8, true]);
    });

    test("T5: every bucket is Hugging Face's formula, and tables follow it", () => {
      const settings = [
        [true, 32, 128],
        [false, 32, 128],
        [true, 8, 16],
        [false, 9, 128],
        [true, 64, 1000],
        [false, 2, 2],
        [true, 4, 2],
      ];
      for (const [bidirectional, numBuckets, maxDistance] of settings) {
        for (let r = -2 * maxDistance - 3; r <= 2 * maxDistance + 3; r += 1) {
          assert.equal(
            core.t5Bucket({ relativePosition: r, bidirectional, numBuckets, maxDistance }),
            t5Bucket(r, bidirectional, numBuckets, maxDistance),
            `bucket(${r}; ${bidirectional}, ${numBuckets}, ${maxDistance})`,
          );
        }
      }
      assert.equal(core.t5Bucket({ relativePosition: -100_000_000 }), 15);
      assert.equal(core.t5Bucket({ relativePosition: 100_000_000 }), 31);
      assert.equal(core.t5Bucket({ relativePosition: -8, bidirectional: false, numBuckets: 9 }), 5); // float32 as torch, not float64's 4

      const n = 20;
      const t = core.t5Buckets({ positions: n, numBuckets: 16, maxDistance: 40 });
      assert.deepEqual([t.positions, t.numBuckets, t.maxExact], [n, 16, 4]);
      assert.ok(t.buckets instanceof Int32Array);
      for (let i = 0; i < n; i += 1) {
        for (let j = 0; j < n; j += 1)
          assert.equal(t.buckets[i * n + j], t5Bucket(j - i, true, 16, 40), `[${i}][${j}]`);
      }
      // ranges: each bucket is the run of offsets that fall in it (within reach of maxDistance + 1).
      for (const range of t.ranges) {
        const offsets = [];
        for (let r = -41; r <= 41; r += 1) if (t5Bucket(r, true, 16, 40) === range.bucket) offsets.push(r);
        assert.deepEqual([range.fromOffset, range.toOffset], [offsets[0], offsets.at(-1)], `bucket ${range.bucket}`);
        assert.equal(range.exact, offsets.length === 1 && Math.abs(offsets[0]) < 4);
        assert.equal(range.towardMinus, offsets[0] === -41);
        assert.equal(range.towardPlus, offsets.at(-1) === 41);
      }
      assert.equal(t.ranges.length, 15); // bucket 8 (offset +0) is never used

      const b = core.t5Bias({ positions: 5, heads: 3, numBuckets: 8, maxDistance: 16, seed: 2 });
      assert.deepEqual([b.heads, b.positions, b.numBuckets, b.table.length], [3, 5, 8, 24]);
      for (const value of b.table) assert.ok(value >= -1 && value < 1);
      for (let h = 0; h < 3; h += 1) {
        for (let i = 0; i < 5; i += 1) {
          for (let j = 0; j < 5; j += 1)
            assert.equal(b.bias[(h * 5 + i) * 5 + j], b.table[h * 8 + t5Bucket(j - i, true, 8, 16)]);
        }
      }
      assert.notDeepEqual(core.t5Bias({ seed: 3 }).table, core.t5Bias({ seed: 2 }).table);
    });

    test('extension: none, PI, NTK-aware and YaRN frequencies pair by pair', () => {
      const cases = [
        { method: 'none', dModel: 8, base: 10000, trainLength: 1000, scale: 4, pos: 3000, alpha: 1, beta: 32 },
        { method: 'pi', dModel: 16, base: 10000, trainLength: 2048, scale: 8, pos: 10000, alpha: 1, beta: 32 },
        { method: 'ntk', dModel: 128, base: 10000, trainLength: 4096, scale: 8, pos: 32768, alpha: 1, beta: 32 },
        { method: 'ntk', dModel: 4, base: 500000, trainLength: 100, scale: 2.5, pos: 7, alpha: 1, beta: 32 },
        { method: 'yarn', dModel: 128, base: 10000, trainLength: 4096, scale: 8, pos: 32768, alpha: 1, beta: 32 },
        { method: 'yarn', dModel: 64, base: 500000, trainLength: 8192, scale: 16, pos: 100000, alpha: 0.5, beta: 64 },
        {
          method: 'yarn',
          dModel: 128,
          base: 10000,
          trainLength: 4096,
          scale: 8,
          pos: 32768,
          alpha: 1,
          beta: 32,
          yarnRamp: 'paper',
        },
        {
          method: 'yarn',
          dModel: 64,
          base: 500000,
          trainLength: 8192,
          scale: 16,
          pos: 100000,
          alpha: 0.5,
          beta: 64,
          yarnRamp: 'paper',
        },
        {
          method: 'yarn',
          dModel: 8,
          base: 10000,
          trainLength: 4,
          scale: 8,
          pos: 30,
          alpha: 1,
          beta: 32,
          yarnRamp: 'released',
        },
      ];
      for (const request of cases) {
        const result = core.extension(request);
        const expected = extensionReference(request);
        const what = `${request.method} d=${request.dModel}`;
        assert.equal(result.method, request.method);
        assert.equal(result.yarnRamp, request.yarnRamp ?? 'released');
        near(result.newBase, expected.newBase, 1e-9 * expected.newBase, `${what} newBase`);
        near(result.attentionFactor, expected.attentionFactor, 1e-15, `${what} attentionFactor`);
        near(result.targetLength, expected.targetLength, 0, `${what} targetLength`);
        assert.equal(result.pairs.length, request.dModel / 2);
        let wrapped = 0;
        let unseen = 0;
        let backInArc = 0;
        result.pairs.forEach((p, i) => {
          const e = expected.pairs[i];
          for (const key of [
            'omega',
            'omegaNew',
            'turns',
            'gamma',
            'gammaPaper',
            'gammaReleased',
            'yarnDifference',
            'angle',
            'angleNew',
            'maxTrainAngle',
          ]) {
            near(p[key], e[key], 1e-9 * Math.max(1, Math.abs(e[key])), `${what} pair ${i} ${key}`);
          }
          near(p.wavelengthNew, (2 * Math.PI) / e.omegaNew, 1e-9 * p.wavelengthNew, `${what} wavelengthNew`);
          assert.equal(p.wrapped, e.maxTrainAngle >= 2 * Math.PI, `${what} pair ${i} wrapped`);
          // Directions, not raw angles: the angle less its whole turns against the arc training covered.
          const direction = e.angleNew % (2 * Math.PI);
          near(p.direction, direction, 1e-9, `${what} pair ${i} direction`);
          assert.equal(p.pastTrainAngle, e.angleNew > e.maxTrainAngle, `${what} pair ${i} pastTrainAngle`);
          // How far outside the arc, in trained steps ω, the shorter way round (forward past its end
          // or back to 0 = 2π); none for a pair that wrapped. One step is allowed.
          const steps =
            p.wrapped || direction <= e.maxTrainAngle
              ? 0
              : Math.min(direction - e.maxTrainAngle, 2 * Math.PI - direction) / e.omega;
          near(p.stepsOutside, steps, 1e-6 * Math.max(1, steps), `${what} pair ${i} stepsOutside`);
          if (Math.abs(steps - 1) > 1e-6) assert.equal(p.seen, steps <= 1, `${what} pair ${i} seen`);
          wrapped += p.wrapped;
          unseen += !p.seen;
          backInArc += !p.wrapped && p.stepsOutside === 0 && p.pastTrainAngle;
        });
        assert.deepEqual(
          [result.pairsWrapped, result.pairsUnseen, result.pairsBackInArc],
          [wrapped, unseen, backInArc],
          `${what} counts`,
        );
      }
      // The cases (27, item 10), by the direction rule written here: a pair is out of range
      // only when pos·ω′ less its whole turns leaves the arc 0 … (L − 1)·ω that training covered.
      const outOfArc = ({ method, dModel: d, trainLength: L, scale: s, pos }) => {
        const newBase = method === 'ntk' ? 10000 * s ** (d / (d - 2)) : 10000;
        const pairs = [];
        for (let i = 0; i < d / 2; i += 1) {
          const arc = (L - 1) * omega(i, d);
          if (arc < 2 * Math.PI && (pos * newBase ** ((-2 * i) / d)) % (2 * Math.PI) > arc) pairs.push(i);
        }
        return pairs;
      };
      const unseenPairs = (request) =>
        core
          .extension(request)
          .pairs.filter((p) => !p.seen)
          .map((p) => p.pair);
      for (const request of [
        { method: 'none', dModel: 8, trainLength: 16, scale: 4, pos: 63 },
        { method: 'none', dModel: 8, trainLength: 2, scale: 4, pos: 7 },
        { method: 'none', dModel: 128, trainLength: 4096, scale: 8, pos: 30000 },
        { method: 'ntk', dModel: 128, trainLength: 4096, scale: 8, pos: 30000 },
      ])
        assert.deepEqual(unseenPairs(request), outOfArc(request), JSON.stringify(request));
      assert.deepEqual(unseenPairs({ method: 'none', dModel: 8, trainLength: 16, scale: 4, pos: 63 }), [2, 3]);
      const defaults = { dModel: 128, trainLength: 4096, scale: 8, pos: 30000 };
      const plain = core.extension({ ...defaults, method: 'none' });
      const raised = core.extension({ ...defaults, method: 'ntk' });
      assert.deepEqual(
        [plain.pairsUnseen, plain.pairsBackInArc, raised.pairsUnseen, raised.pairsBackInArc],
        [12, 6, 13, 2],
      );
      for (const pair of [46, 47, 49, 51, 54, 58])
        assert.ok(plain.pairs[pair].seen && plain.pairs[pair].pastTrainAngle);

      // NTK keeps the fastest pair and divides the slowest by exactly s.
      const ntk = core.extension({ method: 'ntk', dModel: 64, scale: 8 });
      near(ntk.pairs[0].omegaNew, 1, 0, 'ntk fastest');
      near(ntk.pairs[31].omegaNew, ntk.pairs[31].omega / 8, 1e-18, 'ntk slowest');
    });

    test("presets: every library's table from its own formula", () => {
      const presets = core.presets();
      assert.deepEqual(
        presets.map((p) => p.id),
        core.parameters.preset.choices,
        'the table lists the catalogue, in order',
      );
      for (const info of presets) {
        for (const d of [2, 3, 4, 5, 8, 16, 64]) {
          if (d < info.minDModel || (d % 2 === 1 && !info.oddAllowed)) {
            assert.throws(
              () => core.presetTable({ preset: info.id, dModel: d }),
              (e) => e instanceof RangeError && e.message.startsWith('dModel must be'),
              `${info.id} d=${d}`,
            );
            continue;
          }
          const offset = 3;
          const positions = 6;
          const table = core.presetTable({ preset: info.id, positions, dModel: d, offset });
          assert.deepEqual(
            [table.preset, table.positions, table.dModel, table.offset, table.firstTokenRow, table.paddingRow],
            [info.id, positions, d, offset, info.firstTokenRow, info.paddingRow],
          );
          assert.ok(table.values instanceof Float64Array);
          const expected = Array.from({ length: positions }, (_, r) => libraryRow(info.id, offset + r, d)).flat();
          assertClose(table.values, expected, 1e-12, `${info.id} d=${d} float64`);
          const single = core.presetTableFloat32({ preset: info.id, positions, dModel: d, offset });
          assert.ok(single.values instanceof Float32Array);
          assertClose(single.values, expected, 1e-6, `${info.id} d=${d} float32`);
        }
        if (info.paddingRow >= 0) {
          const rows = core.presetTable({ preset: info.id, positions: 3, dModel: 8 }).values;
          assert.deepEqual(
            Array.from(rows.subarray(8, 16)),
            new Array(8).fill(0),
            `${info.id}: the padding row is zero`,
          );
        }
      }
      const t2t = core.presetTable({
        preset: 'tensor2tensor',
        positions: 2,
        dModel: 8,
        offset: 5,
        minTimescale: 2,
        maxTimescale: 20000,
      });
      assertClose(
        t2t.values,
        [5, 6].flatMap((p) => libraryRow('tensor2tensor', p, 8, { minTimescale: 2, maxTimescale: 20000 })),
        1e-12,
        'tensor2tensor timescales',
      );

      // presetPrecision is the largest gap between the two tables at one row.
      for (const preset of ['pytorch-tutorial', 'distilbert', 'fairseq']) {
        const p = core.presetPrecision({ preset, dModel: 64, pos: 50000 });
        const exact = core.presetTable({ preset, positions: 1, dModel: 64, offset: 50000 }).values;
        const single = core.presetTableFloat32({ preset, positions: 1, dModel: 64, offset: 50000 }).values;
        const gaps = Array.from(exact, (v, j) => Math.abs(single[j] - v));
        near(p.maxError, Math.max(...gaps), 0, `${preset} maxError`);
        assert.equal(p.worstDim, gaps.indexOf(p.maxError));
        assert.equal(p.angleFloat32, presets.find((info) => info.id === preset).angleFloat32);
        if (p.angleFloat32) assert.ok(p.maxError > 1e-4, `${preset}: float32 angles drift at 50000 (${p.maxError})`);
        else assert.ok(p.maxError < 1e-7, `${preset}: float64 angles round once (${p.maxError})`);
      }
    });

    test('schemeAttention: every scheme against the reference, causal or not', () => {
      const tokens = ['The', 'cat', 'sat', 'on', 'the', 'mat'];
      for (const scheme of ['none', 'sinusoidal', 'rope', 'alibi', 't5']) {
        for (const causal of [false, true]) {
          const request = { tokens, scheme, dModel: 16, heads: 12, head: 9, numBuckets: 16, maxDistance: 20, causal };
          const result = core.schemeAttention(request);
          const expected = schemeReference(core, request);
          const what = `${scheme}${causal ? ' causal' : ''}`;
          assert.deepEqual(result.tokens, ['the', 'cat', 'sat', 'on', 'the', 'mat']);
          assert.equal(result.scheme, scheme);
          assertClose(result.scores, expected.scores, 1e-12, `${what} scores`);
          assertClose(result.bias, expected.bias, 1e-15, `${what} bias`);
          assertClose(result.weights, expected.weights, 1e-12, `${what} weights`);
        }
      }
      // The defaults: 8 heads, head 0, non-causal; ALiBi's head 0 slope is 1/2.
      const alibi = core.schemeAttention({ tokens: ['a', 'b', 'c'], scheme: 'alibi' });
      assertClose(alibi.bias, [0, -0.5, -1, -0.5, 0, -0.5, -1, -0.5, 0], 1e-15, 'alibi defaults');
      // none and sinusoidal are the attention demo's weights.
      assertClose(
        core.schemeAttention({ tokens, scheme: 'sinusoidal' }).weights,
        core.attention({ tokens }).weights,
        1e-15,
        'sinusoidal = attention',
      );
    });

    test('no embind handle is left by any of these calls', () => {
      core.schemeAttention({ tokens: ['a'], scheme: 't5' });
      core.presets();
      core.t5Buckets({});
      core.extension({});
      assert.equal(core.diagnostics().liveHandles, 0);
    });
  });
}
