// The attention demo in float64, written here for the tests from its documented definition and
// independent of the code under test (it imports nothing from web/, cpp/ or dist/).
//
// The demo's random numbers are a fixed, documented sequence (cpp/core/random.hpp: "the sequence
// for a state is fixed; never change the constants"): SplitMix64 (Steele, Lea and Flood 2014),
// seeded with an FNV-1a 64-bit hash; a value in [-1, 1) is (next >> 11) * 2^-52 - 1. A token's
// embedding is d such values from fnv1a(token) ^ seed * 0x9E3779B97F4A7C15; W_Q, W_K, W_V (which
// = 1, 2, 3) are d x d values times sqrt(3/d) from fnv1a("projection") ^ (seed << 8) ^ which.
// Then X = E + PE, Q = X W_Q, K = X W_K, V = X W_V, softmax(Q K^T / sqrt(d)) V. T5's stand-in
// bias table is heads x buckets such values from 0x743562696173 ("t5bias") ^ (seed << 16).
import { referenceRow } from './reference.mjs';

const MASK = (1n << 64n) - 1n;

function fnv1a(text) {
  let hash = 0xcbf29ce484222325n;
  for (const byte of new TextEncoder().encode(text)) {
    hash ^= BigInt(byte);
    hash = (hash * 0x100000001b3n) & MASK;
  }
  return hash;
}

/** SplitMix64: a function returning the next value in [-1, 1). */
function splitMix64(seed) {
  let state = seed & MASK;
  return () => {
    state = (state + 0x9e3779b97f4a7c15n) & MASK;
    let z = state;
    z = ((z ^ (z >> 30n)) * 0xbf58476d1ce4e5b9n) & MASK;
    z = ((z ^ (z >> 27n)) * 0x94d049bb133111ebn) & MASK;
    z ^= z >> 31n;
    return Number(z >> 11n) * 2 ** -52 - 1;
  };
}

/** The embedding of one lower-case token: d values in [-1, 1). */
export function tokenEmbedding(token, d, seed = 1) {
  const next = splitMix64(fnv1a(token) ^ ((BigInt(seed) * 0x9e3779b97f4a7c15n) & MASK));
  return Array.from({ length: d }, next);
}

function projection(which, d, seed) {
  const next = splitMix64(fnv1a('projection') ^ (BigInt(seed) << 8n) ^ BigInt(which));
  const scale = Math.sqrt(3 / d);
  return Array.from({ length: d }, () => Array.from({ length: d }, () => next() * scale));
}

const times = (rows, w) => rows.map((row) => w[0].map((_, c) => row.reduce((sum, x, t) => sum + x * w[t][c], 0)));
const dot = (a, b) => a.reduce((sum, x, j) => sum + x * b[j], 0);

/** softmax of each row. */
export function softmax(row) {
  const largest = Math.max(...row);
  const e = row.map((x) => Math.exp(x - largest));
  const total = e.reduce((a, b) => a + b, 0);
  return e.map((x) => x / total);
}

/**
 * The demo's head: tokens (any case), d, usePE, causal (key j > query i gets weight 0). Returns
 * rows (arrays): embeddings, inputs, queries, keys, values, weights, output.
 */
export function attention(
  tokens,
  { dModel: d = 8, usePE = false, base = 10000, seed = 1, offset = 0, causal = false } = {},
) {
  const words = tokens.map((t) => t.toLowerCase());
  const embeddings = words.map((t) => tokenEmbedding(t, d, seed));
  const inputs = embeddings.map((e, p) => (usePE ? referenceRow(offset + p, d, { base }).map((v, j) => v + e[j]) : e));
  const queries = times(inputs, projection(1, d, seed));
  const keys = times(inputs, projection(2, d, seed));
  const values = times(inputs, projection(3, d, seed));
  const weights = queries.map((q, i) =>
    softmax(keys.map((k, j) => (causal && j > i ? -Infinity : dot(q, k) / Math.sqrt(d)))),
  );
  const output = times(weights, values);
  return { tokens: words, embeddings, inputs, queries, keys, values, weights, output };
}

/**
 * Each word of A against the same word in B (occurrence k with occurrence k): where it is, and
 * how far its output row moves (largest |difference|) without and with PE (options.causal: with
 * the mask on, for both).
 */
export function permutation(tokensA, tokensB, options = {}) {
  const a = tokensA.map((t) => t.toLowerCase());
  const b = tokensB.map((t) => t.toLowerCase());
  const used = b.map(() => false);
  const plain = [attention(a, options).output, attention(b, options).output];
  const encoded = [attention(a, { ...options, usePE: true }).output, attention(b, { ...options, usePE: true }).output];
  const distance = ([x, y], p, q) => Math.max(...x[p].map((v, j) => Math.abs(v - y[q][j])));
  return a.map((token, posA) => {
    const posB = b.findIndex((word, q) => !used[q] && word === token);
    used[posB] = true;
    return { token, posA, posB, withoutPE: distance(plain, posA, posB), withPE: distance(encoded, posA, posB) };
  });
}

/** T5's stand-in table of the demo: table[head * numBuckets + bucket], values in [-1, 1). */
export function t5Table(heads, numBuckets, seed = 1) {
  const next = splitMix64(0x743562696173n ^ (BigInt(seed) << 16n));
  return Array.from({ length: heads * numBuckets }, next);
}

/** RoFormer's rotation of one row, interleaved pairs: pair i turned by pos * base^(-2i/d). */
export function rotate(row, pos, base = 10000) {
  const d = row.length;
  return row.map((x, j) => {
    const angle = pos * base ** ((-2 * Math.floor(j / 2)) / d);
    const partner = j % 2 === 0 ? -row[j + 1] : row[j - 1];
    return x * Math.cos(angle) + partner * Math.sin(angle);
  });
}

/**
 * One head under a positional scheme: "none", "sinusoidal" (X = E + PE), "rope" (q_i, k_j
 * rotated by i and j), or a bias(i, j) added to q_i . k_j / sqrt(d) (ALiBi, T5). Causal masks
 * j > i (weight 0). Returns the weights, [query][key].
 */
export function schemeWeights(tokens, { scheme, causal = false, bias = () => 0, dModel: d = 8 }) {
  const head = attention(tokens, { dModel: d, usePE: scheme === 'sinusoidal' });
  const q = scheme === 'rope' ? head.queries.map((row, i) => rotate(row, i)) : head.queries;
  const k = scheme === 'rope' ? head.keys.map((row, j) => rotate(row, j)) : head.keys;
  return q.map((qi, i) => {
    const scores = k.map((kj, j) => (causal && j > i ? -Infinity : dot(qi, kj) / Math.sqrt(d) + bias(i, j)));
    return softmax(scores);
  });
}
