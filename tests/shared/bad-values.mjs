// The bad values a person can type into a box or put in a link, as text. One list for the
// store's own test (tests/js/store.test.mjs, every key x every value) and the page's
// (tests/browser/bad-input.spec.mjs, every box x every value, and links).
import { readFileSync } from 'node:fs';

export const LONG = 'x'.repeat(10_000);

// The sections' ids in the page's order (its `sections` array), read from the source of
// web/src/sections/index.js: a section's id is its folder's name (web/README.md). Read as text,
// so this file loads without the page's modules, wherever a section is added.
const SECTIONS_SOURCE = readFileSync(new URL('../../web/src/sections/index.js', import.meta.url), 'utf8');
const FOLDERS = new Map(
  [...SECTIONS_SOURCE.matchAll(/^import (\w+) from '\.\/([\w-]+)\/[\w-]+\.js';$/gm)].map(([, name, folder]) => [
    name,
    folder,
  ]),
);
export const SECTION_IDS = (SECTIONS_SOURCE.match(/export const sections = \[([^\]]*)\]/)?.[1] ?? '')
  .split(',')
  .map((name) => FOLDERS.get(name.trim()))
  .filter(Boolean);

/** [label, text] */
export const BAD_TEXT = [
  ['empty', ''],
  ['negative', '-1'],
  ['zero', '0'],
  ['fractional', '1.5'],
  ['NaN', 'NaN'],
  ['Infinity', 'Infinity'],
  ['-Infinity', '-Infinity'],
  ['1e308', '1e308'],
  ['a word', 'abc'],
  ['hex', '0x10'],
  ['script markup', '<script>alert(1)</script>'],
  ['img markup', '<img src=x onerror=alert(1)>'],
  ['10,000 characters', LONG],
  ['unknown name', 'diagonal'],
];

/**
 * Each store key's message for a refused value (it names the key in the page's words and its
 * range) and the values of BAD_TEXT that are in fact fine for it. A key added to the store
 * needs an entry here: tests/js/store.test.mjs fails for a key without one.
 */
export const KEY_RULES = {
  d: { view: 'steps', message: /^d \(model width\) must be a whole number from 1 to 4,096; got / },
  n: { view: 'matrix', message: /^n \(number of positions\) must be a whole number from 1 to 131,072; got / },
  base: {
    view: 'steps',
    message: /^base b must be a number greater than 1 and at most 1,000,000,000,000; got /,
    fine: ['fractional'],
  },
  layout: { view: 'steps', message: /^layout must be "interleaved" or "concatenated"; got / },
  offset: {
    view: 'matrix',
    message: /^offset \(first position\) must be a whole number from 0 to 100,000,000; got /,
    fine: ['zero'],
  },
  pos: {
    view: 'steps',
    message: /^pos \(position\) must be a whole number from 0 to 100,000,000; got /,
    fine: ['zero'],
  },
  k: {
    view: 'proof',
    message: /^k \(shift\) must be a whole number from -100,000,000 to 100,000,000; got /,
    fine: ['zero', 'negative'],
  },
  view: {
    view: null,
    // Every section of the page, in its order; a test's own section may come between them
    // (store.test.mjs adds one that shows every key).
    message: new RegExp(`^view \\(section\\) must be one of ${SECTION_IDS.join(', (?:[a-z-]+, )*')}; got `),
  },
  step: {
    view: 'steps',
    message: /^step \(dimension in the worked example\) must be a whole number from 0 to 4,095; got /,
    fine: ['zero'],
  },
  pairing: {
    view: 'rope',
    message: /^pairing \(which dimensions RoPE turns together\) must be "interleaved" or "half"; got /,
  },
  shift: {
    view: 'rope',
    message: /^shift c \(added to both positions\) must be a whole number from -100,000,000 to 100,000,000; got /,
    fine: ['zero', 'negative'],
  },
  heads: { view: 'bias', message: /^H \(number of heads\) must be a whole number from 1 to 64; got / },
  head: { view: 'bias', message: /^head \(the head shown\) must be a whole number from 0 to 63; got /, fine: ['zero'] },
  buckets: { view: 'bias', message: /^buckets \(T5\) must be a whole number from 2 to 1,024; got / },
  maxdist: { view: 'bias', message: /^max distance \(T5\) must be a whole number from 2 to 1,000,000; got / },
  // The beyond-L part's L: the store's range is the parameter's (trainLength); the part's own
  // rule (2 to 64) is tested in bias-beyond.spec.
  trained: {
    view: 'bias',
    message: /^L \(training length, beyond-L part\) must be a whole number from 1 to 100,000,000; got /,
  },
  causal: { view: 'bias', message: /^causal must be true or false; got / },
  // Any words make a sentence, markup included (it is shown as text): only no word at all, or one
  // longer than the core takes, is refused.
  words: {
    view: 'bias',
    message: /^sentence must be 1 to 64 words separated by spaces, each at most 64 bytes long; got /,
    fine: BAD_TEXT.map(([label]) => label).filter((label) => label !== 'empty' && label !== '10,000 characters'),
  },
  method: {
    view: 'extension',
    message: /^method \(context extension\) must be one of "none", "pi", "ntk", "yarn"; got /,
  },
  scale: {
    view: 'extension',
    message: /^s \(scale factor\) must be a number from 1 to 1,024; got /,
    fine: ['fractional'],
  },
  ramp: { view: 'extension', message: /^YaRN ramp must be "released" or "paper"; got / },
  train: { view: 'extension', message: /^L \(training length\) must be a whole number from 1 to 100,000,000; got / },
  // The practice set (issue 19): its seed is the core's (32-bit), its kinds the core's kind ids,
  // comma-separated (empty: every kind).
  seed: {
    view: 'practice',
    message: /^seed \(practice set\) must be a whole number from 0 to 4,294,967,295; got /,
    fine: ['zero'],
  },
  kinds: {
    view: 'practice',
    message:
      /^kinds \(exercise kinds\) must be empty \(all\) or kind ids separated by commas, such as pe-exponent,pe-denominator \(the practice section's boxes list every kind\); got /,
    fine: ['empty'],
  },
  pass: { view: 'practice', message: /^pass mark \(%\) must be a whole number from 0 to 100; got /, fine: ['zero'] },
  attempts: {
    view: 'practice',
    message: /^attempts \(checked answers per question, 0 for no limit\) must be a whole number from 0 to 10; got /,
    fine: ['zero'],
  },
  preset: { view: 'conventions', message: /^preset \(library\) must be one of "pytorch-tutorial", .*"musicgen"; got / },
  // The training lab (issue 20).
  task: { view: 'train', message: /^task must be one of "copy", "reverse", "sort"; got / },
  schemes: {
    view: 'train',
    message:
      /^schemes \(position schemes trained\) must be empty \(all\) or scheme ids separated by commas, such as none,sinusoidal \(the boxes of "Train it yourself" list every scheme\); got /,
    fine: ['empty'],
  },
  trainlen: { view: 'train', message: /^L \(longest trained question\) must be a whole number from 1 to 16; got / },
  width: { view: 'train', message: /^width \(d of the trained model\) must be one of "16", "32", "64"; got / },
  blocks: { view: 'train', message: /^blocks must be a whole number from 1 to 4; got / },
  seeds: { view: 'train', message: /^seeds \(runs per scheme\) must be a whole number from 1 to 5; got / },
  firstseed: { view: 'train', message: /^first seed must be a whole number from 0 to 1,000,000; got /, fine: ['zero'] },
  steps: { view: 'train', message: /^steps \(per run\) must be a whole number from 100 to 10,000; got / },
  tokenscale: {
    view: 'train',
    message: /^tokenscale \(token vectors against position vectors\) must be "sqrt-d" or "1"; got /,
  },
  positions: {
    view: 'train',
    message: /^positions \(of the training questions\) must be "consecutive" or "drawn"; got /,
  },
};
