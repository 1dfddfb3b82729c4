// Section 6, similarity depends only on offset: heatmap readout, offset profile table, the
// token-embedding toggle and odd d, checked against values worked out here.
import { expect, openView, test } from './fixtures.mjs';

// g(k) = PE(p)·PE(p + k), written out from a float64 sum over the dimensions, rounded half away
// from zero to 6 decimals, at k = 0, 1, 2 and n − 1. Even d: sum_i cos(ω_i k), the same from any p
// (g(0) = d/2). Odd d: the lone sine adds sin(ω p)·sin(ω (p + k)), which depends on p.
const PROFILE = {
  'd=16 n=64 pos=10': { from0: ['8.000000', '7.485166', '6.368277', '5.840419'] },
  'd=7 n=20 pos=4': {
    from0: ['3.000000', '2.537700', '1.573458', '2.185860'],
    fromPos: ['3.000002', '2.537703', '1.573462', '2.185873'],
  },
};
const SENTENCE = [
  'the',
  'cat',
  'sat',
  'on',
  'the',
  'mat',
  'because',
  'the',
  'mat',
  'was',
  'warm',
  'and',
  'the',
  'cat',
  'was',
  'tired',
];

const control = (page, key) => page.locator(`#similarity .control[data-key="${key}"] .control-input`);
async function type(page, key, value) {
  await control(page, key).fill(String(value));
  await control(page, key).press('Enter');
}

async function expectProfile(page, { d, n, pos = 10 }) {
  const want = PROFILE[`d=${d} n=${n} pos=${pos}`];
  const fromPos = want.fromPos ?? want.from0;
  const summary = page.locator('.similarity-profile .chart-summary');
  await expect(summary).toContainText(`g(0) = ${want.from0[0]}`);
  await page.locator('.similarity-profile details summary').click();
  const rows = page.locator('.similarity-profile tbody tr');
  await expect(rows).toHaveCount(n);
  // Two columns always: g(k) from p = 0 and from p = pos (the pos control).
  for (const [row, k] of [0, 1, 2, n - 1].entries()) {
    await expect(rows.nth(k).locator('td')).toHaveText([want.from0[row], fromPos[row]]);
  }
  await page.locator('.similarity-profile details summary').click();
}

test('heatmap and offset profile come from the core; keyboard reads the band', async ({ page }) => {
  await openView(page, 'similarity');
  await expect(control(page, 'd')).toHaveValue('16');
  await expect(page.locator('#similarity .katex-display').first()).toContainText('PE(p)⋅PE(q)');
  await expectProfile(page, { d: 16, n: 64 });
  const canvas = page.locator('.similarity-heatmap canvas.heatmap-canvas');
  await canvas.focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowRight');
  const readout = page.locator('.similarity-heatmap .heatmap-readout');
  // PE(1)·PE(2) = g(1) = 7.485166 -> 7.485.
  await expect(readout).toHaveText('p = 1, q = 2, offset p − q = -1: PE(p)·PE(q) ≈ 7.485');
  await expect(page.locator('.similarity-odd')).toBeHidden();
});

test('adding token embeddings shows X·Xᵀ', async ({ page }) => {
  await openView(page, 'similarity', 'd=8');
  const toggle = page.getByLabel('Add token embeddings');
  await toggle.focus();
  await page.keyboard.press('Space');
  await expect(toggle).toBeChecked();
  const slot = page.locator('.similarity-tokens');
  await expect(slot).toBeVisible();
  // Each word isolated (U+2068…U+2069): typed text, issue 37 item 9.
  await expect(slot.locator('.similarity-sentence')).toContainText(
    SENTENCE.map((word) => `\u2068${word}\u2069`).join(' '),
  );
  // X = E + PE, with E the demo's seeded embeddings (tests/shared/attention-reference.mjs, d = 8,
  // seed 1), in float64: X_0·X_1 = 2.406156 -> 2.406, X_0·X_0 = 3.324858 -> 3.325.
  await slot.locator('canvas.heatmap-canvas').focus();
  await page.keyboard.press('ArrowRight');
  await expect(slot.locator('.heatmap-readout')).toHaveText(
    '“\u2068the\u2069” at position 0 · “\u2068cat\u2069” at position 1 ≈ 2.406',
  );
  await slot.locator('details summary').click();
  await expect(slot.locator('tbody tr').first().locator('td').first()).toHaveText('3.325');
  await toggle.click();
  await expect(slot).toBeHidden();
});

test('odd d draws the profile from two starting positions; a deep link restores state', async ({ page }) => {
  await openView(page, 'similarity', 'd=7&n=20&pos=4');
  await expect(control(page, 'n')).toHaveValue('20');
  await expect(page.locator('.similarity-odd')).toBeVisible();
  await expectProfile(page, { d: 7, n: 20, pos: 4 });
});

test('bad input: refused by the store, or the core’s message when past its limit', async ({ page }) => {
  await openView(page, 'similarity');
  await type(page, 'n', 5000);
  // The core's message (positions must be an integer in [1, 4096]; got 5000) in the page's words
  // (n, not positions); the last good picture stays.
  const error = page.locator('#similarity .render-error');
  await expect(error).toContainText('n must be an integer in [1, 4096]; got 5000');
  await expect(error).toContainText('Still showing the result for the last values that worked');
  await type(page, 'n', 64);
  await expect(error).toBeHidden();
  for (const bad of ['-3', '2.5', 'NaN', '<b>x</b>']) {
    await type(page, 'd', bad);
    await expect(page.locator('#similarity .control[data-key="d"] .control-error')).toContainText(
      'd (model width) must be a whole number',
    );
  }
  expect(await page.locator('#similarity b').count()).toBe(0);
  await expectProfile(page, { d: 16, n: 64 });
});

test('the pos control overlays g(k) from p = pos on g(k) from 0: two named curves', async ({ page }) => {
  await openView(page, 'similarity', 'd=16&n=40&pos=10');
  // Independent float64 reference: g(k) = sum_i cos(w_i k), w_i = 10000^(-2i/d), for any start p.
  const g = (k) =>
    Array.from({ length: 8 }, (_, i) => Math.cos(10000 ** (-(2 * i) / 16) * k)).reduce((a, b) => a + b, 0);
  const canvas = page.locator('.similarity-profile canvas');
  await expect(canvas).toHaveAttribute(
    'aria-label',
    /starting at p = 0 and a dashed curve with triangles starting at p\s=\s10, lying on top of each other/, // \s: MATH's no-break spaces
  );
  await expect(page.locator('.similarity-profile .chart-summary')).toContainText(
    'Starting at p = 10 instead of 0 gives the same value at every offset',
  );
  await page.locator('.similarity-profile details summary').click();
  await expect(page.locator('.similarity-profile thead th')).toHaveText(['k', 'g(k) from p = 0', 'g(k) from p = 10']);
  expect(g(7)).toBeCloseTo(5.892186, 6);
  await expect(page.locator('.similarity-profile tbody tr').nth(7).locator('td')).toHaveText(['5.892186', '5.892186']);
  // The pos control moves the second curve's start.
  await type(page, 'pos', 25);
  await expect(page.locator('.similarity-profile thead th').last()).toHaveText('g(k) from p = 25');
  await expect(page.locator('#similarity')).toContainText('Toeplitz matrix');
  await expect(page.locator('#similarity')).not.toContainText('Toeplitz band');
});

test('Gram heatmaps are square, and X·Xᵀ has its words along both sides', async ({ page }) => {
  await openView(page, 'similarity', 'd=8');
  const side = async (locator) =>
    locator.evaluate((node) => {
      const box = node.getBoundingClientRect();
      return { width: box.width, height: box.height };
    });
  const pe = await side(page.locator('.similarity-heatmap canvas.heatmap-canvas'));
  expect(Math.abs(pe.width - pe.height)).toBeLessThanOrEqual(2);
  await page.getByLabel('Add token embeddings').check();
  const slot = page.locator('.similarity-tokens');
  const x = await side(slot.locator('canvas.heatmap-canvas'));
  expect(Math.abs(x.width - x.height)).toBeLessThanOrEqual(2);
  await expect(slot.locator('.gram-labels-cols li')).toHaveText(SENTENCE);
  await expect(slot.locator('.gram-labels-rows li')).toHaveText(SENTENCE);
  await expect(slot.locator('.gram-labels-cols')).toBeVisible();
});
