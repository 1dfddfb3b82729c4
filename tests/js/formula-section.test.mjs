// The formula section's wavelength chart (web/src/sections/formula/formula.js, ladderConfig): no
// point sits on the chart's border, whatever d and b. With d = 2 and b = 2 the chart used to put
// its one point on the left edge (x from 0 to 1), half clipped, under the 2π line, with the y
// axis starting at 2π itself. Expected ranges come from the formula written here: pair i has
// wavelength 2π·b^(2i/d), there are ceil(d/2) pairs.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import './i18n-node.mjs';

globalThis.matchMedia ??= () => ({ matches: false, addEventListener() {}, removeEventListener() {} });
const { ladderConfig } = await import('../../web/src/sections/formula/formula.js');

/** The ladder as the core's frequencies() gives it: { pair, wavelength }, from the formula. */
function ladder(d, b) {
  return Array.from({ length: Math.ceil(d / 2) }, (_, i) => ({
    pair: i,
    wavelength: 2 * Math.PI * b ** ((2 * i) / d),
  }));
}

test('every point and line of the wavelength chart lies strictly inside both axes', () => {
  for (const [d, base] of [
    [1, 10000],
    [2, 2],
    [2, 10000],
    [3, 2],
    [16, 10000],
    [512, 1e12],
  ]) {
    const freq = ladder(d, base);
    const { data, options } = ladderConfig(freq, { d, base });
    const { x, y } = options.scales;
    const [pairs, twoPi, twoPiB] = data.datasets;
    for (const point of pairs.data) {
      assert.ok(x.min < point.x && point.x < x.max, `d=${d} b=${base}: pair ${point.x} inside x`);
      assert.ok(y.min < point.y && point.y < y.max, `d=${d} b=${base}: wavelength ${point.y} inside y`);
    }
    for (const line of [twoPi, twoPiB]) {
      assert.ok(y.min < line.data[0].y && line.data[0].y < y.max, `d=${d} b=${base}: ${line.label} inside y`);
      // The reference lines run across the whole chart.
      assert.deepEqual([line.data[0].x, line.data.at(-1).x], [x.min, x.max]);
    }
    assert.equal(twoPiB.data[0].y, 2 * Math.PI * base);
    // The pairs are drawn above the lines (Chart.js draws a lower order last).
    assert.ok(pairs.order < twoPi.order && pairs.order < twoPiB.order);
  }
  // d = 2, b = 2: the one point in the middle of the x axis.
  const { options } = ladderConfig(ladder(2, 2), { d: 2, base: 2 });
  assert.equal((options.scales.x.min + options.scales.x.max) / 2, 0);
});
