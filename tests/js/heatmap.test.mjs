// The heatmap's words and keyboard moves (web/src/kit/heatmap.js), without a page. Expected text is
// written out here; the numbers in it are the options' own (min, max, their middle).
import { unbroken } from './i18n-node.mjs';
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { describeCell, heatmapWords, keyTarget, paintSize } from '../../web/src/kit/heatmap.js';

const OPTS = {
  rows: 3,
  cols: 4,
  values: Float32Array.from({ length: 12 }, (_, i) => i / 10 - 0.5),
  min: -1,
  max: 1,
  title: 'PE',
  rowLabel: 'position',
  colLabel: 'dimension',
  rowStart: 0,
  legendDigits: 2,
  scale: 'diverging',
};

test('words: a range symmetric about zero is read as orange below zero, white at zero, purple above', () => {
  const words = heatmapWords(OPTS);
  assert.equal(
    words.label,
    'PE: heatmap of 3 positions by 4 dimensions, colours from -1.00 (orange) through 0.00 (white) to 1.00 (purple).',
  );
  assert.equal(words.xAxis, `dimension ${unbroken('0 → 3')} (left to right)`);
  assert.equal(words.yAxis, `position ${unbroken('0 → 2')} (top to bottom)`);
  assert.deepEqual(words.ticks, ['-1.00', '0.00', '1.00']);
  assert.equal(
    words.caption,
    'Colour scale: orange below zero, white at zero, purple above. Values beyond -1.00 … 1.00 take the end colours.',
  );
});

test('words: a sequential scale from 0 to 4 names its middle, 2, and one row says it is the only one', () => {
  const words = heatmapWords({ ...OPTS, rows: 1, rowStart: 7, min: 0, max: 4, scale: 'sequential', legendDigits: 0 });
  assert.equal(words.yAxis, 'position 7 (the only one)');
  assert.deepEqual(words.ticks, ['0', '2', '4']);
  assert.equal(
    words.caption,
    'Colour scale: dark blue-purple at 0, teal at 2, yellow at 4. Values beyond 0 … 4 take the end colours.',
  );
});

test('the readout: how to read a cell, then the cell (row labels start at rowStart)', () => {
  assert.equal(
    describeCell(OPTS, null),
    'Hover over the map, or focus it and use the arrow keys, to read a value. 3 positions × 4 dimensions.',
  );
  // values[1 * 4 + 2] = 6 / 10 - 0.5 = 0.1
  assert.equal(describeCell({ ...OPTS, rowStart: 100 }, { r: 1, c: 2 }), 'position 101, dimension 2: 0.100000');
  assert.equal(describeCell({ ...OPTS, cellLabel: (r, c) => `r${r} c${c}` }, { r: 2, c: 3 }), 'r2 c3');
});

test('keys: arrows move one cell, Page Up/Down ten rows, Home/End to the row ends; others nothing', () => {
  const at = { r: 12, c: 2 };
  assert.deepEqual(keyTarget('ArrowUp', at, 4), { r: 11, c: 2 });
  assert.deepEqual(keyTarget('ArrowDown', at, 4), { r: 13, c: 2 });
  assert.deepEqual(keyTarget('ArrowLeft', at, 4), { r: 12, c: 1 });
  assert.deepEqual(keyTarget('ArrowRight', at, 4), { r: 12, c: 3 });
  assert.deepEqual(keyTarget('PageUp', at, 4), { r: 2, c: 2 });
  assert.deepEqual(keyTarget('PageDown', at, 4), { r: 22, c: 2 });
  assert.deepEqual(keyTarget('Home', at, 4), { r: 12, c: 0 });
  assert.deepEqual(keyTarget('End', at, 4), { r: 12, c: 3 });
  assert.equal(keyTarget('Enter', at, 4), null);
  assert.equal(keyTarget('a', at, 4), null);
});

test('the painted image is never larger than the canvas, nor than the matrix', () => {
  assert.deepEqual(paintSize({ rows: 131072, cols: 512 }, { width: 900, height: 600 }), { rows: 600, cols: 512 });
  assert.deepEqual(paintSize({ rows: 4, cols: 3 }, { width: 900, height: 600 }), { rows: 4, cols: 3 });
  // A canvas not laid out yet (0 x 0) paints the matrix at its own size.
  assert.deepEqual(paintSize({ rows: 4, cols: 3 }, { width: 0, height: 0 }), { rows: 4, cols: 3 });
});
