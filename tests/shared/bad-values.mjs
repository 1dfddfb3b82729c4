// The bad values a person can type into a box or put in a link, as text. One list for the
// store's own test (tests/js/store.test.mjs, every key x every value) and the page's
// (tests/browser/bad-input.spec.mjs, every box x every value, and links).
export const LONG = 'x'.repeat(10_000);

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
  base: { view: 'steps', message: /^base b must be a number greater than 1 and at most 1,000,000,000,000; got /, fine: ['fractional'] },
  layout: { view: 'steps', message: /^layout must be "interleaved" or "concatenated"; got / },
  offset: { view: 'matrix', message: /^offset \(first position\) must be a whole number from 0 to 100,000,000; got /, fine: ['zero'] },
  pos: { view: 'steps', message: /^pos \(position\) must be a whole number from 0 to 100,000,000; got /, fine: ['zero'] },
  k: { view: 'proof', message: /^k \(shift\) must be a whole number from -100,000,000 to 100,000,000; got /, fine: ['zero', 'negative'] },
  view: { view: null, message: /^view \(section\) must be one of why, formula, steps, matrix, proof, [a-z, ]+conventions; got / },
  step: { view: 'steps', message: /^step \(dimension in the worked example\) must be a whole number from 0 to 4,095; got /, fine: ['zero'] },
};
