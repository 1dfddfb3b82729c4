// The number control's slider scale (web/src/kit/controls.js), without a page: expected positions
// worked out by hand here.
import './i18n-node.mjs';
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { LOG_STEPS, sliderScale } from '../../web/src/kit/controls.js';

test('a linear slider is the value itself, clamped to its range', () => {
  const { toSlider, fromSlider } = sliderScale('linear');
  assert.equal(toSlider(5, [0, 10]), 5);
  assert.equal(toSlider(50, [0, 10]), 10);
  assert.equal(toSlider(-3, [0, 10]), 0);
  assert.equal(fromSlider('7', [0, 10]), 7);
});

test('the base slider (log, 2 to 1,000,000): 10,000 sits at position 649 and comes back as 10,000', () => {
  const { toSlider, fromSlider } = sliderScale('log');
  assert.equal(LOG_STEPS, 1000);
  // 1000 ln(10000 / 2) / ln(1000000 / 2) = 1000 x 8.5172 / 13.1224 = 649.06
  assert.equal(toSlider(10000, [2, 1e6]), 649);
  // 2 exp(0.649 ln 500000) = 9992.2..., kept to two significant figures: 10,000
  assert.equal(fromSlider('649', [2, 1e6]), 10000);
  assert.equal(toSlider(2, [2, 1e6]), 0);
  assert.equal(toSlider(1e6, [2, 1e6]), 1000);
  assert.equal(toSlider(1e9, [2, 1e6]), 1000); // a typed value past the end pins the slider there
  assert.equal(fromSlider('0', [2, 1e6]), 2);
});
