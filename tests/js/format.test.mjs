// The page's number formatting (web/src/kit/format.js, and sci in web/src/kit/section-kit.js) on its own:
// every expected string here is written out by hand from the rule the page states (round half
// away from zero to 6 decimals, never a negative zero, thousands separators for whole numbers).
// The arithmetic for the less obvious ones is in the comments: a double is a binary fraction,
// so a decimal "tie" such as 1.005 is usually not a tie at all.
import { inLanguage } from './i18n-node.mjs';
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { fixed, int, num, roundingNote, trim } from '../../web/src/kit/format.js';
import { sci } from '../../web/src/kit/section-kit.js';
import { COS3, LEARNED, PE } from '../shared/golden.mjs';

test('fixed: 6 decimals by default, the lesson numbers as tests/shared/golden.json prints them', () => {
  assert.equal(fixed(Math.sin(3)), PE.d4_pos3.text[0]); // sin 3 = 0.14112000805986...
  assert.equal(fixed(Math.cos(3)), PE.d4_pos3.text[1]); // cos 3 = -0.98999249660044...: 6th decimal 2, the 7th 4
  assert.equal(fixed(Math.cos(1)), PE.d4_pos1.text[1]); // 0.54030230586813...
  assert.equal(fixed(1), '1.000000');
  assert.equal(fixed(0), '0.000000');
  assert.equal(fixed(0.01), '0.010000');
  assert.equal(fixed(123456789.123), '123456789.123000'); // no separators: table cells line up on the point
  assert.equal(fixed(Math.PI, 3), '3.142');
  assert.equal(fixed(Math.PI, 9), '3.141592654'); // 3.14159265358979...: 9th decimal 3, the 10th 5 -> 4
  assert.equal(fixed(2 / 3, 0), '1');
});

test('fixed rounds half away from zero, on both sides of zero', () => {
  // Exact binary ties (k/2^n): the rule decides.
  assert.equal(fixed(0.5, 0), '1');
  assert.equal(fixed(1.5, 0), '2');
  assert.equal(fixed(2.5, 0), '3'); // not 2: no banker's rounding
  assert.equal(fixed(-2.5, 0), '-3');
  assert.equal(fixed(0.125, 2), '0.13'); // 0.125 = 1/8 exactly
  assert.equal(fixed(-0.125, 2), '-0.13');
  assert.equal(fixed(0.0000025, 6), '0.000003'); // 2.5e-6 is stored as 2.50000000000000020e-6: above the tie
  // Not ties once stored: 1.005 is 1.00499999999999989..., 5e-7 is 4.99999999999999977e-7.
  assert.equal(fixed(1.005, 2), '1.00');
  assert.equal(fixed(0.0000005), '0.000000');
  // The seed truncates cos(3) to -0.9899; rounded to 4 places it is -0.9900.
  assert.equal(fixed(Math.cos(3), 4), COS3.rounded4);
});

test('fixed never prints a negative zero', () => {
  assert.equal(fixed(-0), '0.000000');
  assert.equal(fixed(-4e-7), '0.000000');
  assert.equal(fixed(-0.0000005), '0.000000'); // stored as -4.99999999999999977e-7: rounds to 0
  assert.equal(fixed(-1e-300), '0.000000');
  assert.equal(fixed(-0.4, 0), '0');
  assert.equal(fixed(-0.0004, 3), '0.000');
  assert.equal(fixed(-0.0005, 3), '-0.001'); // -0.0005 is stored as -5.0000000000000001e-4: past the tie
  assert.equal(fixed(-6e-7), '-0.000001');
});

test('fixed: edge values', () => {
  assert.equal(fixed(Number.NaN), 'NaN');
  assert.equal(fixed('1'), 'NaN'); // not a number: never parsed
  assert.equal(fixed(undefined), 'NaN');
  assert.equal(fixed(Number.POSITIVE_INFINITY), 'Infinity');
  assert.equal(fixed(Number.NEGATIVE_INFINITY), '-Infinity');
  assert.equal(fixed(Number.MIN_VALUE), '0.000000'); // 5e-324
  // From 1e21 on toFixed would switch to exponent notation by itself: 7 significant digits.
  assert.equal(fixed(1e21), '1.000000e+21');
  assert.equal(fixed(-1e21), '-1.000000e+21');
  assert.equal(fixed(-1e21, 2), '-1.00e+21');
  assert.equal(fixed(Number.MAX_VALUE), '1.797693e+308'); // 1.7976931348623157e308
  assert.equal(fixed(999999999999999900000), '999999999999999868928.000000'); // just below 1e21: plain digits
});

test('trim drops trailing zeros and never a negative zero', () => {
  assert.equal(trim(0.03), '0.03');
  assert.equal(trim(100), '100');
  assert.equal(trim(0.0299996), '0.03'); // 0.029999|6 rounds up to 0.030000
  assert.equal(trim(Math.cos(3)), '-0.989992');
  assert.equal(trim(Math.PI, 3), '3.142');
  assert.equal(trim(-1e-7), '0');
  assert.equal(trim(-0), '0');
  assert.equal(trim(-0.5, 0), '-1');
  assert.equal(trim(1e21), '1.000000e+21'); // exponent notation keeps its digits
  assert.equal(trim(Number.NaN), 'NaN');
});

test('int: thousands separators, half away from zero, no negative zero', () => {
  assert.equal(int(16777216), '16,777,216');
  assert.equal(int(LEARNED.bertBase.parameters), LEARNED.bertBase.parametersText); // BERT-base's table, 512 x 768
  assert.equal(int(999), '999');
  assert.equal(int(1000), '1,000');
  assert.equal(int(-1234567), '-1,234,567');
  assert.equal(int(0), '0');
  assert.equal(int(1e21), '1,000,000,000,000,000,000,000');
  assert.equal(int(2.5), '3');
  assert.equal(int(-2.5), '-3'); // the page's rule; Math.round alone gives -2
  assert.equal(int(-1234.5), '-1,235');
  assert.equal(int(-0), '0');
  assert.equal(int(-0.4), '0');
  assert.equal(int(-0.5), '-1');
  assert.equal(int(Number.NaN), 'NaN');
  assert.equal(int(Number.POSITIVE_INFINITY), 'Infinity');
  assert.equal(int(Number.NEGATIVE_INFINITY), '-Infinity');
});

test('num: whole numbers with separators, the rest trimmed', () => {
  assert.equal(num(1234567), '1,234,567');
  assert.equal(num(-0), '0');
  assert.equal(num(0.5), '0.5');
  assert.equal(num(2 * Math.PI), '6.283185');
  assert.equal(num(2 * Math.PI, 2), '6.28');
  assert.equal(num(-0.0000001), '0');
  assert.equal(num(100000000), '100,000,000');
  assert.equal(num(999999999999999), '999,999,999,999,999');
  assert.equal(num(1e15), '1000000000000000'); // from 1e15 on: trim, without separators
});

test('sci: error sizes in scientific notation', () => {
  assert.equal(sci(0), '0');
  assert.equal(sci(-0), '0');
  assert.equal(sci(0.000236), '2.4e-4');
  assert.equal(sci(0.000235), '2.3e-4'); // stored as 2.34999999999999986e-4
  assert.equal(sci(0.00025), '2.5e-4');
  assert.equal(sci(-0.00025, 2), '-2.50e-4');
  assert.equal(sci(2 ** -52, 2), '2.22e-16'); // one ulp of 1: 2.220446e-16
  assert.equal(sci(9.96e-5), '1.0e-4'); // rounding carries into the exponent's digit, kept as 1.0
  assert.equal(sci(12345), '1.2e4'); // no plus sign in the exponent
  assert.equal(sci(12345, 2), '1.23e4');
  assert.equal(sci(Number.POSITIVE_INFINITY), 'Infinity');
  assert.equal(sci(Number.NaN), 'NaN');
});

test('sci writes the language’s decimal sign, as the numbers beside it do', async () => {
  try {
    await inLanguage('es');
    assert.equal(sci(0.0058), '5,8e-3'); // beside "0,017" in the same Spanish sentence
    assert.equal(sci(-0.00025, 2), '-2,50e-4');
    assert.equal(sci(12345), '1,2e4');
    await inLanguage('ar'); // Latin digits and a point (web/locales/languages.js)
    assert.equal(sci(0.0058), '5.8e-3');
    await inLanguage('zh-CN');
    assert.equal(sci(0.0058), '5.8e-3');
  } finally {
    await inLanguage('en');
  }
});

test('roundingNote states the rule with its worked example', () => {
  const made = [];
  globalThis.document = {
    createElement(tag) {
      const node = { tagName: tag, className: '', textContent: '' };
      made.push(node);
      return node;
    },
  };
  try {
    const note = roundingNote();
    assert.equal(note.tagName, 'p');
    assert.equal(note.className, 'rounding-note');
    assert.equal(
      note.textContent,
      'Numbers are rounded half away from zero to 6 decimal places (so -0.98999249 prints as -0.989992), and a result that rounds to zero prints without a minus sign.',
    );
    assert.equal(roundingNote('Other words.').textContent, 'Other words.');
    assert.equal(made.length, 2);
  } finally {
    delete globalThis.document;
  }
});
