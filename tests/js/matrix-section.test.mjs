// The matrix section's pure parts (web/src/sections/matrix/matrix.js): what it draws is decided from the
// core's numbers (core.steps says which pair and function a dimension holds), and its sentences
// hold at every d the page allows, including d = 1, 2, 3 and odd d. Expected values are
// literals worked out by hand from the layout rule (interleaved: dim 2i is sin of pair i, 2i + 1
// its cos; concatenated: the ceil(d/2) sines first, then the cosines).
import { inLanguage, unbroken } from './i18n-node.mjs';
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';

import { loadCore } from '../../dist/pe-core.mjs';

globalThis.matchMedia ??= () => ({ matches: false, addEventListener() {}, removeEventListener() {} });
const matrix = await import('../../web/src/sections/matrix/matrix.js');
const core = await loadCore();

/** The pairs drawn for d and layout, from the core's own tables. */
function pairsFor(d, layout) {
  const steps = core.steps({ pos: 3, dModel: d, base: 10000, layout });
  return matrix.wavePairs(steps, core.frequencies({ dModel: d, base: 10000 }).length);
}

describe('matrix: which pairs the waves chart draws', () => {
  test('d = 32: pairs 2, 4 and 8 (an eighth, a quarter and half of 16 pairs)', () => {
    assert.deepEqual(pairsFor(32, 'interleaved'), [
      { pair: 2, sin: 4, cos: 5 },
      { pair: 4, sin: 8, cos: 9 },
      { pair: 8, sin: 16, cos: 17 },
    ]);
    assert.deepEqual(pairsFor(32, 'concatenated'), [
      { pair: 2, sin: 2, cos: 18 },
      { pair: 4, sin: 4, cos: 20 },
      { pair: 8, sin: 8, cos: 24 },
    ]);
  });
  test('odd d: the lone sine has no cosine and is not drawn', () => {
    // d = 5: 3 pairs (0, 1 and the lone sine 2); an eighth and a quarter are pair 0, half is pair 1.
    assert.deepEqual(pairsFor(5, 'interleaved'), [
      { pair: 0, sin: 0, cos: 1 },
      { pair: 1, sin: 2, cos: 3 },
    ]);
    assert.deepEqual(pairsFor(5, 'concatenated'), [
      { pair: 0, sin: 0, cos: 3 },
      { pair: 1, sin: 1, cos: 4 },
    ]);
    // d = 3: 2 pairs; half of them is pair 1, the lone sine.
    assert.deepEqual(pairsFor(3, 'interleaved'), [{ pair: 0, sin: 0, cos: 1 }]);
    assert.deepEqual(pairsFor(3, 'concatenated'), [{ pair: 0, sin: 0, cos: 2 }]);
  });
  test('d = 2 draws its one pair; d = 1 has none', () => {
    assert.deepEqual(pairsFor(2, 'concatenated'), [{ pair: 0, sin: 0, cos: 1 }]);
    assert.deepEqual(pairsFor(1, 'interleaved'), []);
    assert.equal(
      matrix.wavesLabel([], 1),
      `No sine–cosine pair to draw: with ${unbroken('d = 1')} dimension 0 is a lone sine.`,
    );
    assert.equal(
      matrix.wavesSummary([], [], 1, true),
      `With ${unbroken('d = 1')} there is no sine–cosine pair to draw: dimension 0 is a lone sine.`,
    );
  });
});

describe('matrix: the dimensions typed', () => {
  test('parseDims', () => {
    assert.deepEqual(matrix.parseDims('6, 7 8;9', 32), { dims: [6, 7, 8, 9] });
    assert.deepEqual(matrix.parseDims('3 3 1', 4), { dims: [3, 1] });
    assert.deepEqual(matrix.parseDims('', 4), {
      error: 'Type at least one dimension number from 0 to 3 (d − 1), for example 6, 7, 8, 9.',
    });
    assert.deepEqual(matrix.parseDims('1 2 3 4 5 6 7', 64), { error: 'Choose at most 6 dimensions; got 7.' });
    assert.deepEqual(matrix.parseDims('4', 4), {
      error: 'Each dimension must be a whole number from 0 to 3 (d − 1); got "4".',
    });
    assert.deepEqual(matrix.parseDims('-1', 1), {
      error: 'Each dimension must be a whole number from 0 to 0 (d − 1); got "-1".',
    });
  });
  test('after d shrinks, the dimensions still below d stay, else the first four there are', () => {
    assert.deepEqual(matrix.keptDims([6, 7, 8, 9], 8), [6, 7]);
    assert.deepEqual(matrix.keptDims([6, 7, 8, 9], 4), [0, 1, 2, 3]);
    assert.deepEqual(matrix.keptDims([6, 7, 8, 9], 1), [0]);
  });
});

describe('matrix: the sentences', () => {
  test('the row note, inside and outside the rows shown, and with one row', () => {
    assert.equal(matrix.highlightRowOf({ pos: 12, offset: 10, n: 5 }), 2);
    assert.equal(matrix.highlightRowOf({ pos: 15, offset: 10, n: 5 }), null);
    assert.equal(
      matrix.rowNote({ pos: 3, offset: 0, n: 60 }),
      `The outlined row is the chosen position, ${unbroken('pos = 3')}: its values are PE(3).`,
    );
    assert.equal(
      matrix.rowNote({ pos: 1000, offset: 0, n: 60 }),
      'The chosen position, 1,000, is not among the rows shown (0 to 59), so no row is outlined.',
    );
    assert.equal(
      matrix.rowNote({ pos: 3, offset: 5000, n: 1 }),
      'The chosen position, 3, is not among the rows shown (only 5,000), so no row is outlined.',
    );
  });
  test('the timing line, with and without a new matrix', () => {
    assert.equal(
      matrix.timingText({ n: 2048, d: 512 }, 12.34, 3.21),
      `${unbroken('2,048 × 512 = 1,048,576')} values, computed by the WebAssembly core in 12.3 ms, drawn in 3.2 ms.`,
    );
    assert.equal(matrix.timingText({ n: 1, d: 1 }, 0, 0.04), `${unbroken('1 × 1 = 1')} value, drawn in 0.0 ms.`);
  });
  test('what each plotted dimension is, from the core', () => {
    const d = 4;
    const steps = core.steps({ pos: 3, dModel: d, base: 10000, layout: 'interleaved' });
    const frequencies = core.frequencies({ dModel: d, base: 10000 });
    // Pair 0 turns by 1 radian per position (wavelength 2π = 6.28); pair 1 by 10000^(-1/2) = 0.01 (628.32).
    assert.equal(
      matrix.dimsSummary([0, 3], steps, frequencies),
      'dimension 0 is a sine of pair 0 (wavelength 6.28 positions); dimension 3 is a cosine of pair 1 (wavelength 628.32 positions). Each curve stays between −1 and 1; a longer wavelength means a slower curve.',
    );
    assert.equal(matrix.dimsSummary([], steps, frequencies), 'No dimension chosen.');
    const pairs = matrix.wavePairs(steps, frequencies.length);
    assert.equal(matrix.wavesLabel(pairs, d), 'Sine (solid) and cosine (dashed) of pairs 0, 1 against position.');
    assert.equal(
      matrix.wavesSummary(pairs, frequencies, d, false),
      `Pair 0 turns by ${unbroken('ω = 1')} radian per position, a wavelength of 6.28 positions. Pair 1 turns by ${unbroken('ω = 0.01')} radians per position, a wavelength of 628.32 positions. Sines are solid lines, cosines dashed; each cosine runs a quarter-wavelength ahead of its sine.`,
    );
  });
});

describe('matrix: the sentences in another language', () => {
  // Spanish writes a decimal comma and groups thousands with a point; the plural is Spanish's.
  // The isolation marks Fluent puts around placeables are dropped before comparing.
  const plain = (text) => text.replace(/[\u2066-\u2069]/g, '');
  test('Spanish: numbers with its signs, plurals by its rules', async () => {
    await inLanguage('es');
    try {
      assert.equal(
        plain(matrix.timingText({ n: 2048, d: 512 }, 12.34, 3.21)),
        `${unbroken('2048 × 512 = 1.048.576')} valores, calculados por el núcleo WebAssembly en 12,3 ms y dibujados en 3,2 ms.`,
      );
      assert.equal(
        plain(matrix.timingText({ n: 1, d: 1 }, 0, 0.04)),
        `${unbroken('1 × 1 = 1')} valor, dibujado en 0,0 ms.`,
      );
      const d = 4;
      const steps = core.steps({ pos: 3, dModel: d, base: 10000, layout: 'interleaved' });
      const frequencies = core.frequencies({ dModel: d, base: 10000 });
      // Pair 0: ω = 1 (one radian, wavelength 2π = 6,28); pair 1: ω = 10000^(-1/2) = 0,01 (628,32).
      assert.equal(
        plain(matrix.wavesSummary(matrix.wavePairs(steps, frequencies.length), frequencies, d, false)),
        `El par 0 gira ${unbroken('ω = 1')} radián por posición, con una longitud de onda de 6,28 posiciones. El par 1 gira ${unbroken('ω = 0,01')} radianes por posición, con una longitud de onda de 628,32 posiciones. Los senos son líneas continuas y los cosenos, discontinuas; cada coseno va un cuarto de longitud de onda por delante de su seno.`,
      );
    } finally {
      await inLanguage('en');
    }
  });
});
