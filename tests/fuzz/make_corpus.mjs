#!/usr/bin/env node
// Writes the committed seed corpus (tests/fuzz/corpus/) and dictionary (tests/fuzz/core.dict)
// for fuzz_core.cpp. Run it again only when the input format in fuzz_core.cpp changes; the
// files it writes are committed, the fuzzer's own findings are not.
//
// Usage: node tests/fuzz/make_corpus.mjs
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import { fuzzTable } from './entries.mjs';

const here = dirname(fileURLToPath(import.meta.url));

// Field encoders, mirroring Input in fuzz_core.cpp.
const u16 = (v) => [v & 0xff, (v >> 8) & 0xff];
const u32 = (v) => [v & 0xff, (v >>> 8) & 0xff, (v >>> 16) & 0xff, (v >>> 24) & 0xff];
function num(v) {
  if (Number.isInteger(v) && v >= 0 && v < 0x80) return [v];
  if (Number.isInteger(v) && v >= 0 && v <= 0xffff) return [0x81, ...u16(v)];
  if (Number.isInteger(v) && v >= 0 && v <= 0xffffffff) return [0x82, ...u32(v)];
  if (Number.isInteger(v) && v < 0 && -v <= 0xffffffff) return [0x83, ...u32(-v)];
  return f64(v);
}
function f64(v) {
  const bytes = new Uint8Array(8);
  new DataView(bytes.buffer).setFloat64(0, v, true);
  return [0x84, ...bytes];
}
const DEFAULT = [0x80];
const table = fuzzTable();
// kNames in fuzz_core.cpp, in order (an index is the name's encoding).
const NAMES = table.names;
function name(n) {
  if (!NAMES.includes(n)) throw new Error(`make_corpus: ${JSON.stringify(n)} is not in kNames`);
  return [NAMES.indexOf(n)];
}
const raw = (bytes) => [0x81, bytes.length, ...bytes];
const repeated = (length, c) => [0x82, ...u16(length), c];
const WORDS = ['the', 'cat', 'sat', 'on', 'mat', 'The', 'CAT', 'a', 'dog', 'x'];
const tokens = (list) => [list.length, ...list.map((w) => WORDS.indexOf(w))];
const numbers = (list) => [list.length, ...list.flatMap(num)];
const copies = (length, value) => [0x80, ...u16(length), ...num(value)];

// Each entry's index, by its name in the export table or in kExtras: E.turns is turns' index.
const E = new Proxy(Object.fromEntries(table.entries.map((entry, index) => [entry, index])), {
  get(indices, key) {
    if (!(key in indices)) throw new Error(`make_corpus: ${String(key)} is not an entry of fuzz_core.cpp`);
    return indices[key];
  },
});
const text = (t) => raw([...new TextEncoder().encode(t)]);

const seeds = {
  // The functions fuzzed since issue 25: columns, the ranges the page's controls take, a scan.
  'encode-columns-three': [E.encodeColumns, 6, 16, ...DEFAULT, ...DEFAULT, 2, ...DEFAULT, ...numbers([0, 7, 15])],
  'encode-columns-out-of-range': [E.encodeColumns, 4, 8, ...DEFAULT, ...DEFAULT, 0, ...DEFAULT, ...numbers([8, -1])],
  'dependent-ranges-far': [E.dependentRanges, ...num(8192), ...num(2048), ...num(99999990), ...num(-50)],
  'precision-scan-high': [E.precisionScan, ...num(99990), ...num(99999), 64, ...DEFAULT],
  'alibi-slopes-12': [E.alibiSlopes, 12],
  // The trainer: a tiny model (task, scheme, embeddingScale, trainLength 2, evalLength 4, dModel 8,
  // heads 2, blocks 1, mlpWidth 8, batch 2, ..., seed, positionRange, ropeScaling, ropeScale,
  // ropeTrainedLength), then calls:
  // [own id?, call, request...].
  'trainer-rope-calls': [
    E.trainerCreate,
    ...name('reverse'),
    ...name('rope'),
    ...DEFAULT,
    2,
    4,
    8,
    2,
    1,
    8,
    2,
    ...DEFAULT,
    ...DEFAULT,
    ...DEFAULT,
    ...DEFAULT,
    1,
    16, // positionRange: training positions drawn from [0, 16)
    ...name('yarn'), // ropeScaling: YaRN's frequencies and factor
    2, // ropeScale
    6, // ropeTrainedLength: the recipe's L in tokens, not the trained 2 x 2
    ...[1, 0, ...DEFAULT, 2], // step 2
    ...[1, 5, ...DEFAULT, 7, 0], // the batch of seed 7, its drawn positions
    ...[1, 1, ...DEFAULT, ...DEFAULT, 3], // evaluate, 3 examples
    ...[1, 6, ...DEFAULT, ...numbers([3, 1, 2]), 0, 1], // attention, block 0, head 1
    ...[1, 7, ...DEFAULT, ...numbers([3, 1, 2])], // predict
  ],
  'trainer-t5-weights': [
    E.trainerStep,
    ...name('sort'),
    ...name('t5'),
    ...name('1'),
    1,
    ...DEFAULT,
    4,
    1,
    1,
    4,
    1,
    ...DEFAULT,
    ...DEFAULT,
    ...DEFAULT,
    ...DEFAULT,
    ...DEFAULT,
    64, // positionRange: T5 reads no positions, so the same run as without it
    ...name('ntk'), // ropeScaling: T5 has no RoPE to scale, so the same run as without it
    3, // ropeScale
    ...DEFAULT, // ropeTrainedLength
    ...[1, 3, ...DEFAULT, ...name('head.bias'), ...numbers([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11])], // setWeight
    ...[1, 2, ...DEFAULT], // weights
    ...[1, 4, ...DEFAULT, 7, 1], // lossAndGradients of batch seed 7
    ...[1, 8, ...DEFAULT], // free, then the session's own free
  ],
  'trainer-foreign-ids': [
    E.trainerFree,
    ...name('copy'),
    ...name('alibi'),
    ...[...DEFAULT, 2, ...DEFAULT, 8, 2, 1, 8, 2, ...DEFAULT, ...DEFAULT, ...DEFAULT, ...DEFAULT, ...DEFAULT, 3],
    ...[0, 0, ...num(999999), 1], // step on an id never made
    ...[0, 8, ...f64(NaN)], // free NaN
    ...[0, 5, ...f64(-1), 0], // batch of id -1
  ],
  // trainLength 5, batch 32, 300 steps, seed 2, 100 questions: the lab's overlap at a small scale.
  'training-overlap-lab': [E.trainingOverlap, 5, 32, ...num(300), 2, 100],
  'training-overlap-refused': [E.trainingOverlap, ...num(33), ...DEFAULT, ...num(0), ...f64(-1), ...num(1001)],
  'trainer-too-large': [E.trainerBatch, ...DEFAULT, ...DEFAULT, ...DEFAULT, ...num(32), ...num(64), ...num(128)],
  'trainer-learned-positions': [
    E.trainerCreate,
    ...name('copy'),
    ...name('learned'),
    ...name('sqrt-d'),
    ...[2, 4, 8, 2, 1, 8, 2, ...DEFAULT, ...DEFAULT, ...DEFAULT, ...DEFAULT, 5, ...num(256)],
    ...[1, 0, ...DEFAULT, 2], // step 2
    ...[1, 5, ...DEFAULT, 11, 1], // loss and gradients of batch seed 11
    ...[1, 5, ...DEFAULT, 11, 0], // the batch itself
  ],
  // Practice (issue 19): a kind picked by the byte after the entry (below 0x80), then the request.
  'practice-pi-over-4': [E.exercise, 3, ...DEFAULT, 5, ...text('pi/4')],
  'practice-thousands': [E.exercise, 10, ...DEFAULT, ...num(4294967295), ...text('1.000,5')],
  'practice-unknown-kind': [E.exercise, 0x90, ...name('paper'), 1, ...text('0,5')],
  'practice-set-all': [E.practiceSet, 0x90, 9, 50],
  'practice-set-kinds': [E.practiceSet, 7, 3, 4],
  'answer-hostile': [E.parseAnswer, ...text('((2^^3)1,2,3 \u2212\u03c0\u00d7\u221a2')],
  'answer-deep': [E.parseAnswer, ...repeated(10000, 0x28)],
  'encode64-default': [E.encode64],
  'encode64-odd-concatenated': [E.encode64, 9, 7, ...num(10000), ...name('concatenated'), 1, ...name('paper')],
  'encode32-50x16-dimension-exponent': [
    E.encodeNaiveFloat32,
    50,
    16,
    ...num(10000),
    ...name('concatenated'),
    7,
    ...name('dimension-exponent'),
  ],
  'encode32-large-offset': [
    E.encodeNaiveFloat32,
    40,
    64,
    ...num(10000),
    ...name('interleaved'),
    ...num(99999900),
    ...name('tensor2tensor'),
  ],
  'encode32-base-edges': [
    E.encodeNaiveFloat32,
    33,
    32,
    ...f64(1.0001),
    ...name('interleaved'),
    ...num(1000),
    ...name('one-based-pair'),
  ],
  'encode32-too-big': [
    E.encodeNaiveFloat32,
    ...num(131072),
    ...num(4096),
    ...num(10000),
    ...name('interleaved'),
    0,
    ...name('paper'),
    1,
  ],
  'encode32-bad-values': [
    E.encodeNaiveFloat32,
    ...f64(NaN),
    ...f64(1.5),
    ...f64(-Infinity),
    ...raw([0x00, 0xff, 0x22]),
    ...f64(-0),
    ...repeated(5000, 0x78),
  ],
  'workspace-mixed': [
    E.workspace,
    0,
    64,
    32,
    ...DEFAULT,
    ...DEFAULT,
    0,
    ...DEFAULT,
    0,
    1,
    16,
    6,
    ...DEFAULT,
    3,
    2,
    ...num(1000),
    ...f64(0.5),
    0,
    8,
    8,
    ...DEFAULT,
    ...DEFAULT,
    0,
    ...DEFAULT,
    1,
  ],
  'frequencies-t2t': [E.frequencies, 16, ...f64(1e12), ...name('tensor2tensor')],
  'precision-large-pos': [E.precision, ...num(100000000), 64, ...num(10000)],
  'compare-conventions': [
    E.compare,
    20,
    12,
    ...DEFAULT,
    ...DEFAULT,
    0,
    ...DEFAULT,
    0x03,
    ...name('concatenated'),
    ...name('one-based-pair'),
  ],
  'learned-table': [E.learnedTable, ...num(512), ...num(768)],
  'steps-pos-100': [E.steps, 100, 6, ...num(10000), ...name('interleaved'), ...name('paper')],
  'shift-back': [E.shift, ...num(1000), ...num(-50), 8, ...num(10000)],
  'similarity-even': [E.similarity, 32, 8, ...DEFAULT, 5],
  'similarity-odd': [E.similarity, 24, 7, ...num(100), ...num(99999000)],
  'profile-odd': [E.offsetProfile, ...num(1000), 15, ...DEFAULT, 3],
  // Even d at the last positions: the dot-product reference rounds each angle near 1e8 (CI found it).
  'profile-far-position': [E.offsetProfile, 1, 8, 4, ...num(99999999)],
  'gram-encoding': [E.gram, 16, 8, 0x00, 3],
  'gram-bytes': [E.gram, 5, 3, 0x01, 7, 1, 2, 3, 0xff, 0x80, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14],
  'attention-three-words': [E.attention, ...tokens(['the', 'cat', 'sat']), 8, ...DEFAULT, 2, ...num(42), 1],
  'attention-binary-tokens': [E.attention, 3, ...raw([0x00]), ...raw([0xc3, 0xa9]), ...repeated(65, 0x41), 4],
  'permutation-reversed': [E.permutation, ...tokens(['the', 'cat', 'sat', 'on', 'the', 'mat']), 0x06, 16],
  'permutation-mismatch': [E.permutation, ...tokens(['the', 'cat']), 0x01, ...tokens(['the', 'dog']), 8],
  'helpers-binary': [E.helpers, ...f64(2.5), ...raw([0x0a, 0x22, 0x7f, 0x80, 0xff]), ...f64(-1e15), 0x7f],
  'rope-rotate-half': [E.ropeRotate, ...numbers([1, 0, 0.5, -2]), 3, ...num(10000), ...name('half')],
  'rope-rotate-far': [
    E.ropeRotate,
    ...numbers([1, 0, 1, 0, 1, 0]),
    ...num(100000000),
    ...f64(500000),
    ...name('interleaved'),
  ],
  'rope-rotate-too-long': [E.ropeRotate, ...copies(5000, 1), 1],
  'rope-steps-8': [E.ropeSteps, 7, 8, ...DEFAULT, ...name('interleaved'), ...numbers([1, 2, 3, 4, 5, 6, 7, 8])],
  'rope-relative-far': [E.ropeRelative, 3, 7, ...num(99999990), 64, ...DEFAULT, 1, ...name('half')],
  'rope-decay': [E.ropeDecay, ...num(1000), 64],
  'wdemo-half': [E.ropeWDemo, 16, ...DEFAULT, 2, ...numbers([0, 1, 2, 5, 100]), 3, ...name('half')],
  'alibi-12-heads': [E.alibi, 12, 16, 1],
  'alibi-symmetric': [E.alibi, 6, 9, 0],
  't5-default': [E.t5Bucket, ...num(-20), 1, 32, ...num(128), 16, 1, 32, ...num(128), 4, 1],
  't5-causal-9': [E.t5Bucket, ...num(-8), 0, 9, ...num(128), 12, 0, 9, ...num(128), 2, 3],
  'extension-yarn': [E.extension, ...name('yarn'), ...num(128), ...DEFAULT, ...num(4096), 8, ...num(32768)],
  'extension-ntk-4': [E.extension, ...name('ntk'), 4, ...num(500000), 100, ...f64(2.5), 7],
  'extension-pi': [E.extension, ...name('pi'), 16, ...DEFAULT, ...num(2048), 8, ...num(10000), ...f64(0.5), 64],
  'presets-fairseq': [E.presetTable, ...name('fairseq'), 6, 8, 0, ...DEFAULT, ...DEFAULT, ...num(50000)],
  'presets-t2t-timescales': [E.presetTable, ...name('tensor2tensor'), 4, 9, 5, ...f64(2), ...f64(20000), ...num(8192)],
  // Found by the fuzzer: log(max / min) overflowed and the table was NaN (now refused by name).
  'presets-t2t-tiny-timescale': [E.presetTable, ...name('tensor2tensor'), 10, 9, 5, ...f64(1e-310), 22],
  'presets-marian-odd': [E.presetTable, ...name('marian'), 5, 7, 100, ...DEFAULT, ...DEFAULT, 3],
  'schemes-rope-causal': [
    E.schemeAttention,
    ...tokens(['the', 'cat', 'sat', 'on']),
    ...name('rope'),
    8,
    ...DEFAULT,
    1,
    8,
    2,
    32,
    ...num(128),
    1,
  ],
  'schemes-t5': [
    E.schemeAttention,
    ...tokens(['the', 'cat', 'the', 'mat', 'a']),
    ...name('t5'),
    16,
    ...DEFAULT,
    3,
    4,
    3,
    8,
    16,
    0,
  ],
  'schemes-alibi': [E.schemeAttention, ...tokens(['a', 'dog', 'x']), ...name('alibi'), 7, ...DEFAULT, 1, 12, 11],
  'choices-half': [E.choices, ...name('half'), ...f64(1.5)],
};

/** The seed corpus as it should be: file name -> bytes. */
export const corpusFiles = Object.fromEntries(
  Object.entries(seeds).map(([file, bytes]) => [file, Uint8Array.from(bytes)]),
);

// Dictionary: encodings of the limits and of the values just past them, and the special tags.
const hex = (bytes) => bytes.map((b) => `\\x${b.toString(16).padStart(2, '0')}`).join('');
const entries = [
  ['positions_max', num(131072)],
  ['positions_past', num(131073)],
  ['dmodel_max', num(4096)],
  ['dmodel_past', num(4097)],
  ['elements_max', num(16777216)],
  ['position_max', num(100000000)],
  ['position_past', num(100000001)],
  ['offset_max', num(1000000)],
  ['seed_max', num(4294967295)],
  ['base_default', num(10000)],
  ['base_max', f64(1e12)],
  ['base_past', f64(1.0000000000000002e12)],
  ['base_small', f64(1.0001)],
  ['int31', num(2147483648)],
  ['nan', f64(NaN)],
  ['inf', f64(Infinity)],
  ['neg_inf', f64(-Infinity)],
  ['huge', f64(1e308)],
  ['half', f64(0.5)],
  ['neg', num(-1)],
  ['long_string', repeated(65535, 0x61)],
  ['tokens_65', [65]],
  ['tokens_many', [0x80, ...u16(1000)]],
  ['heads_max', num(64)],
  ['heads_past', num(65)],
  ['bias_positions_max', num(256)],
  ['bias_positions_past', num(257)],
  ['buckets_max', num(1024)],
  ['distance_max', num(1000000)],
  ['scale_max', f64(1024)],
  ['ramp_max', num(1000000)],
  ['vector_4096', copies(4096, 1)],
  ['vector_4098', copies(4098, 1)],
];
/** The dictionary file as it should be. */
export const dictionary = `${[
  '# libFuzzer dictionary for fuzz_core.cpp (written by make_corpus.mjs): number encodings of the limits.',
  ...entries.map(([key, bytes]) => `${key}="${hex(bytes)}"`),
].join('\n')}\n`;

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const corpus = join(here, 'corpus');
  mkdirSync(corpus, { recursive: true });
  for (const file of readdirSync(corpus)) rmSync(join(corpus, file));
  for (const [file, bytes] of Object.entries(corpusFiles)) writeFileSync(join(corpus, file), bytes);
  writeFileSync(join(here, 'core.dict'), dictionary);
  console.log(`wrote ${Object.keys(seeds).length} seeds to ${corpus} and ${entries.length} dictionary entries`);
}
