// Section 6, similarity depends only on offset: heatmap readout, offset profile table, the
// token-embedding toggle and odd d, checked against the core loaded here in node.
import { expect, test } from './fixtures.mjs';
import { loadCore } from '../../dist/pe-core.mjs';
import { fixed } from '../../web/src/format.js';

const core = await loadCore();
const SENTENCE = ['the', 'cat', 'sat', 'on', 'the', 'mat', 'because', 'the', 'mat', 'was', 'warm', 'and', 'the', 'cat', 'was', 'tired'];


async function open(page, query) {
  await page.goto(`./?${query}`);
  await expect(page.locator('html')).toHaveAttribute('data-ready', 'true');
  await expect(page.locator('#similarity')).toBeVisible();
}
const control = (page, key) => page.locator(`#similarity .control[data-key="${key}"] .control-input`);
async function type(page, key, value) {
  await control(page, key).fill(String(value));
  await control(page, key).press('Enter');
}

async function expectProfile(page, { d, n, pos }) {
  const profile = core.offsetProfile({ maxOffset: n - 1, dModel: d, pos: 0 });
  const summary = page.locator('.similarity-profile .chart-summary');
  await expect(summary).toContainText(`g(0) = ${fixed(profile[0])}`);
  await page.locator('.similarity-profile details summary').click();
  const rows = page.locator('.similarity-profile tbody tr');
  await expect(rows).toHaveCount(n);
  const other = d % 2 ? core.offsetProfile({ maxOffset: n - 1, dModel: d, pos }) : null;
  for (const k of [0, 1, 2, n - 1]) {
    await expect(rows.nth(k).locator('td')).toHaveText(other ? [fixed(profile[k]), fixed(other[k])] : [fixed(profile[k])]);
  }
  await page.locator('.similarity-profile details summary').click();
}

test('heatmap and offset profile come from the core; keyboard reads the band', async ({ page }) => {
  await open(page, 'view=similarity');
  await expect(control(page, 'd')).toHaveValue('16');
  await expect(page.locator('.similarity-identity .katex')).toHaveCount(1);
  await expectProfile(page, { d: 16, n: 64 });
  const values = core.similarity({ positions: 64, dModel: 16 });
  const canvas = page.locator('.similarity-heatmap canvas.heatmap-canvas');
  await canvas.focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowRight');
  const readout = page.locator('.similarity-heatmap .heatmap-readout');
  await expect(readout).toHaveText(`p = 1, q = 2, offset p − q = -1: PE(p)·PE(q) ≈ ${fixed(values[1 * 64 + 2], 3)}`);
  await expect(page.locator('.similarity-odd')).toBeHidden();
});

test('adding token embeddings shows X·Xᵀ from core.gram', async ({ page }) => {
  await open(page, 'view=similarity&d=8');
  const toggle = page.getByLabel('Add token embeddings');
  await toggle.focus();
  await page.keyboard.press('Space');
  await expect(toggle).toBeChecked();
  const slot = page.locator('.similarity-tokens');
  await expect(slot).toBeVisible();
  await expect(slot.locator('.similarity-sentence')).toContainText(SENTENCE.join(' '));
  const x = core.attention({ tokens: SENTENCE, dModel: 8, usePE: true });
  const gram = core.gram({ matrix: new Float32Array(x.inputs), rows: SENTENCE.length, cols: 8 });
  await slot.locator('canvas.heatmap-canvas').focus();
  await page.keyboard.press('ArrowRight');
  await expect(slot.locator('.heatmap-readout')).toHaveText(`“the” at position 0 · “cat” at position 1 ≈ ${fixed(gram[1], 3)}`);
  await slot.locator('details summary').click();
  await expect(slot.locator('tbody tr').first().locator('td').first()).toHaveText(fixed(gram[0], 3));
  await toggle.click();
  await expect(slot).toBeHidden();
});

test('odd d draws the profile from two starting positions; a deep link restores state', async ({ page }) => {
  await open(page, 'view=similarity&d=7&n=20&pos=4');
  await expect(control(page, 'n')).toHaveValue('20');
  await expect(page.locator('.similarity-odd')).toBeVisible();
  await expectProfile(page, { d: 7, n: 20, pos: 4 });
});

test('bad input: refused by the store, or the core’s message when past its limit', async ({ page }) => {
  await open(page, 'view=similarity');
  await type(page, 'n', 5000);
  let coreMessage = '';
  try { core.similarity({ positions: 5000, dModel: 16 }); } catch (error) { coreMessage = error.message; }
  await expect(page.locator('#similarity .inline-message').first()).toContainText(coreMessage);
  await expect(page.locator('#similarity .inline-message').first()).toContainText('Still showing n = 64');
  await type(page, 'n', 64);
  await expect(page.locator('#similarity .inline-message').first()).toBeHidden();
  for (const bad of ['-3', '2.5', 'NaN', '<b>x</b>']) {
    await type(page, 'd', bad);
    await expect(page.locator('#similarity .control[data-key="d"] .control-error')).toContainText('d (model width) must be a whole number');
  }
  expect(await page.locator('#similarity b').count()).toBe(0);
  await expectProfile(page, { d: 16, n: 64 });
});
