// The golden values (tests/shared/golden.json) against the float64 reference written from the
// formulas (tests/shared/reference.mjs): two sources written apart, so a value mistyped in
// either fails here, before the tests that read it against the core.
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { COS3, DENOMINATORS_8, FLOAT32_ANGLE_ERRORS, GOLDEN, LEARNED, PE, TABLE } from '../shared/golden.mjs';
import { float32AngleError, referenceRow } from '../shared/reference.mjs';

test('every PE row is the formula in float64, rounded to the printed 6 decimals', () => {
  assert.equal(TABLE.length, 5);
  assert.equal(Object.keys(PE).length, GOLDEN.pe.table.rows.length + GOLDEN.pe.variants.rows.length);
  for (const row of Object.values(PE)) {
    const exact = referenceRow(row.pos, row.d, { layout: row.layout, convention: row.convention });
    assert.equal(row.values.length, row.d, row.name);
    for (const [j, value] of row.values.entries()) {
      assert.ok(Math.abs(value - exact[j]) <= 5e-7, `${row.name}[${j}]: ${value} against ${exact[j]}`);
      assert.match(row.text[j], /^-?\d\.\d{6}$/, `${row.name}[${j}] as the page prints it`);
      assert.equal(Number(row.text[j]), value, `${row.name}[${j}]`);
    }
  }
});

test('d = 8 denominators, cos 3 to 4 places, learned table sizes', () => {
  assert.equal(DENOMINATORS_8.length, GOLDEN.denominators.d / 2);
  for (const [i, denominator] of DENOMINATORS_8.entries()) {
    const exact = 10000 ** ((2 * i) / 8);
    assert.ok(Math.abs(denominator - exact) <= 1e-12 * exact, `pair ${i}: ${denominator} against ${exact}`);
  }
  // cos 3 = -0.98999249660044...
  assert.equal(Number(COS3.rounded4), Math.round(Math.cos(3) * 1e4) / 1e4);
  assert.equal(Number(COS3.truncated4), Math.trunc(Math.cos(3) * 1e4) / 1e4);
  for (const { maxLen, dModel, parameters } of Object.values(LEARNED)) assert.equal(parameters, maxLen * dModel);
});

test('the float32-angle errors round to the printed "about" (d = 512, the worst within 128 positions)', () => {
  for (const { pos, about, lowest } of FLOAT32_ANGLE_ERRORS) {
    let worst = 0;
    for (let p = Math.max(0, pos - 128); p < pos + 128; p += 1) worst = Math.max(worst, float32AngleError(p, 512));
    const highest = 2 * Number(about) - lowest; // one unit of the printed digit above lowest
    assert.ok(worst >= lowest && worst < highest, `near ${pos}: ${worst} is not about ${about}`);
  }
});
