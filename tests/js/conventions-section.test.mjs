// The conventions section's pure parts (web/src/sections/conventions/conventions.js), with literal
// expectations: the largest pos each row can read, the table's words at d = 1 and past 16
// dimensions, the difference summary and the float32 window at both ends of the positions.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { unbroken } from './i18n-node.mjs';

globalThis.matchMedia ??= () => ({ matches: false, addEventListener() {}, removeEventListener() {} });
const conventions = await import('../../web/src/sections/conventions/conventions.js');

describe('conventions: side by side', () => {
  test('the 1-based row reads PE(pos + 1): at the last position it is the one past the end', () => {
    assert.equal(conventions.variantPastEnd(99_999_999, 100_000_000), undefined);
    const past = conventions.variantPastEnd(100_000_000, 100_000_000);
    assert.equal(past.id, 'one-based-position');
    assert.equal(
      conventions.pastEndMessage(past, 100_000_000, 100_000_000),
      `pos must be at most 99,999,999 here: the row “Positions counted from 1” reads ${unbroken('PE(pos + 1)')}; got 100,000,000`,
    );
  });
  test('the tag beside each variant: a layout change is a convention', () => {
    assert.deepEqual(['reference', 'layout', 'convention', 'mistake'].map(conventions.kindText), [
      'reference',
      'convention',
      'convention',
      'mistake',
    ]);
  });
  test('caption and scroll hint at d = 1 and past 16 dimensions', () => {
    assert.equal(
      conventions.sideCaption(3, 1, 1),
      `The token at index 3, ${unbroken('d = 1')}. Under each value: which function and which pair fill that dimension. Rounded half away from zero to 6 decimals.`,
    );
    assert.equal(
      conventions.sideCaption(1000, 512, 16),
      `The token at index 1,000, ${unbroken('d = 512')} (first 16 dimensions). Under each value: which function and which pair fill that dimension. Rounded half away from zero to 6 decimals.`,
    );
    assert.equal(
      conventions.sideScrollHint(1),
      'The table is wider than the screen: scroll it sideways for the one dimension',
    );
    assert.equal(
      conventions.sideScrollHint(16),
      'The table is wider than the screen: scroll it sideways for all 16 dimensions',
    );
  });
});

describe('conventions: the difference and the float32 window', () => {
  const concatenated = { id: 'concatenated', label: 'Concatenated layout' };
  const oneBased = { id: 'one-based-pair', label: '1-based pair index' };
  test('the summary: equal, different, and the layout note', () => {
    assert.equal(
      conventions.compareSummary(oneBased, { maxAbsDifference: 0 }, 1),
      '1-based pair index gives exactly the paper’s numbers at this one position.',
    );
    assert.equal(
      conventions.compareSummary(concatenated, { maxAbsDifference: 1.5, maxRow: 2, maxDim: 1 }, 32),
      'Concatenated layout: the largest |difference| is 1.500000, at token 2, dimension 1. Large, yet nothing is lost: sort the columns and the two matrices agree.',
    );
    assert.equal(
      conventions.compareSummary(oneBased, { maxAbsDifference: 0.25, maxRow: 1200, maxDim: 0 }, 2048),
      '1-based pair index: the largest |difference| is 0.250000, at token 1,200, dimension 0.',
    );
  });
  test('the window: 128 positions each side, cut at 0 and at the last position', () => {
    assert.deepEqual(conventions.precisionWindow(8192, 100_000_000), { first: 8064, last: 8319 });
    assert.deepEqual(conventions.precisionWindow(0, 100_000_000), { first: 0, last: 127 });
    assert.deepEqual(conventions.precisionWindow(100_000_000, 100_000_000), { first: 99_999_872, last: 100_000_000 });
  });
});

describe('conventions: the presets’ words', () => {
  test('every preset text of the core has a message, and in English the message is the core’s text', async () => {
    const { loadCore } = await import('../../dist/pe-core.mjs');
    const { PRESET_PHRASES, presetPhrase } = await import('../../web/src/sections/conventions/conventions-presets.js');
    const core = await loadCore();
    // Texts that are code or a formula only stay as the core writes them.
    const codeOnly = new Set(['0']);
    const texts = core
      .presets()
      .flatMap((p) => [p.spacing, p.firstPosition, p.oddRule])
      .filter((text) => !codeOnly.has(text) && !text.startsWith('inv_i = min_timescale'));
    assert.ok(texts.length >= 25);
    for (const text of texts) {
      assert.ok(PRESET_PHRASES[text], `a message for the core's “${text}”`);
      assert.equal(presetPhrase(text), text);
    }
  });
});
