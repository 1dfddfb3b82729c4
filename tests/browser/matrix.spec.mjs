// The matrix heatmap: readout by keyboard and pointer, row selection, big matrices, the curves and their text.
import { expect, openView, test } from './fixtures.mjs';

// Expected cells are written out: PE(pos, 2i) = sin(pos / 10000^(2i/d)), PE(pos, 2i+1) = cos(...),
// in float64 and rounded half away from zero to 6 decimals (tests/shared/reference.mjs has the
// formula; the comment beside each literal gives the arithmetic).

test('the heatmap reads out cells from the keyboard and selects a row with Enter', async ({ page }) => {
  await openView(page, 'matrix');
  // The normal page keeps chart text small (projector mode scales it: presenting.spec.mjs).
  const sizes = await page
    .locator('#matrix .chart-box canvas')
    .evaluateAll((nodes) => nodes.map((node) => Number(node.dataset.fontSize)));
  expect(sizes.length).toBeGreaterThan(0);
  for (const size of sizes) expect(size).toBeLessThan(18);
  const canvas = page.locator('#matrix canvas.heatmap-canvas');
  const readout = page.locator('#matrix .heatmap-readout');
  await expect(canvas).toHaveAttribute('aria-label', /60 positions by 32 dimensions/);
  await expect(page.locator('#matrix .legend-ticks')).toHaveText('-1.000.001.00');
  await canvas.focus();
  await expect(readout).toHaveText('position 3, dimension 0: 0.141120' /* sin 3 */);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(readout).toHaveText('position 4, dimension 2: 0.778472' /* sin(4 / 10000^(2/32)) = sin(2.249365) */);
  await page.keyboard.press('PageDown');
  await page.keyboard.press('End');
  await expect(readout).toHaveText('position 14, dimension 31: 0.999997' /* cos(14 / 10000^(30/32)) = cos(0.002490) */);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/pos=14/);
  await expect(page.locator('#matrix .matrix-row-note')).toHaveText(
    'The outlined row is the chosen position, pos = 14: its values are PE(14).',
  );
});

test('hover reads a cell; offset and layout change what the rows mean', async ({ page }) => {
  await openView(page, 'matrix', 'd=8&n=10&offset=100&layout=concatenated');
  const canvas = page.locator('#matrix canvas.heatmap-canvas');
  await canvas.scrollIntoViewIfNeeded();
  const box = await canvas.boundingBox();
  // Row 5 of 10, column 6 of 8: the centre of that cell.
  await page.mouse.move(box.x + box.width * (6.5 / 8), box.y + box.height * (5.5 / 10));
  await expect(page.locator('#matrix .heatmap-readout')).toHaveText(
    // Concatenated, d = 8: dimension 6 is the cosine of pair 2, cos(105 / 10000^(4/8)) = cos(1.05).
    'position 105, dimension 6: 0.497571',
  );
  await expect(page.locator('#matrix .matrix-row-note')).toContainText('is not among the rows shown (100 to 109)');
  await canvas.click({ position: { x: box.width * (6.5 / 8), y: box.height * (2.5 / 10) } });
  await expect(page).toHaveURL(/pos=102/);
});

test("n = 2048, d = 512: the map is drawn and reads out the core's values", async ({ page }) => {
  await openView(page, 'matrix');
  const n = page.locator('#controls-panel [data-key="n"] input[role="spinbutton"]');
  const d = page.locator('#controls-panel [data-key="d"] input[role="spinbutton"]');
  await n.fill('2048');
  await n.press('Enter');
  await d.fill('512');
  await d.press('Enter');
  const canvas = page.locator('#matrix .heatmap-canvas');
  await expect(canvas).toHaveAttribute('aria-label', /2,048 positions by 512 dimensions/);
  await canvas.focus();
  await page.keyboard.press('End');
  await expect(page.locator('#matrix .heatmap-readout')).toHaveText(
    'position 3, dimension 511: 1.000000' /* cos(3 / 10000^(510/512)) = cos(3.1e-4) */,
  );
});

// The link that once froze the page for 101 s: 131,072 positions, within the limits. It must
// render and read out the core's numbers; how fast is for `npm run bench`, not for this test.
test("?view=matrix&n=131072&d=2 renders, with the core's numbers in the readout and tables", async ({ page }) => {
  await openView(page, 'matrix', 'n=131072&d=2&pos=100000');
  const canvas = page.locator('#matrix .heatmap-canvas');
  await expect(canvas).toHaveAttribute('aria-label', /131,072 positions by 2 dimensions/);
  await expect(page.locator('#matrix .matrix-row-note')).toHaveText(
    'The outlined row is the chosen position, pos = 100,000: its values are PE(100,000).',
  );
  await canvas.focus();
  const readout = page.locator('#matrix .heatmap-readout');
  await expect(readout).toHaveText('position 100000, dimension 0: 0.035749' /* sin 100000 */);
  await page.keyboard.press('ArrowRight');
  await expect(readout).toHaveText('position 100000, dimension 1: -0.999361' /* cos 100000 */);
  // What is drawn is capped at the canvas's pixels, whatever n is.
  const drawn = await canvas.evaluate((node) => ({ width: node.width, height: node.height }));
  expect(drawn.height).toBeLessThan(131072);
  // The wave chart's table lists the first positions with the core's float64 values.
  await page.locator('#matrix .chart-data summary').last().click();
  const row = page.locator('#matrix .chart-data table').last().locator('tbody tr').nth(3);
  await expect(row).toHaveText('30.141120-0.989992' /* 3, sin 3, cos 3 */);
  await expect(page.locator('#matrix .chart-data caption').last()).toContainText('of 131,072 positions');
});

test('chosen dimensions are plotted with a text alternative; bad choices are refused', async ({ page }) => {
  await openView(page, 'matrix');
  const summaries = page.locator('#matrix .chart-summary');
  await expect(summaries).toHaveCount(2);
  await expect(summaries.first()).toContainText('dimension 6 is a sine of pair 3');
  const dims = page.getByLabel('Dimensions to plot');
  await dims.fill('0, 1');
  await dims.press('Enter');
  await expect(summaries.first()).toContainText(
    'dimension 0 is a sine of pair 0 (wavelength 6.28 positions); dimension 1 is a cosine of pair 0',
  );
  // The data table holds the float64 values, formatted with the page's rule.
  await page.locator('#matrix .chart-data summary').first().click();
  const firstTable = page.locator('#matrix .chart-data table').first();
  await expect(firstTable.locator('tbody tr').nth(3)).toHaveText('30.141120-0.989992' /* 3, sin 3, cos 3 */);
  for (const bad of ['32', 'x', '<b>1</b>', '1 2 3 4 5 6 7']) {
    await dims.fill(bad);
    await dims.press('Enter');
    await expect(page.locator('#matrix .dims-form .control-error')).toBeVisible();
  }
  await expect(page.locator('#matrix .dims-form .control-error')).toContainText('at most 6 dimensions');
  await expect(page.locator('#matrix b')).toHaveCount(0);
});
