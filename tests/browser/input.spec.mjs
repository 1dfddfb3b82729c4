// Section 7, adding PE to token embeddings: the three rows for one word at one position and
// the same word at two positions, checked against core.attention() loaded here in node.
import { expect, test } from './fixtures.mjs';
import { loadCore } from '../../dist/pe-core.mjs';
import { fixed } from '../../web/src/format.js';

const core = await loadCore();

async function open(page, query) {
  await page.goto(`./?${query}`);
  await expect(page.locator('html')).toHaveAttribute('data-ready', 'true');
  await expect(page.locator('#input')).toBeVisible();
}
const control = (page, key) => page.locator(`#input .control[data-key="${key}"] .control-input`);
const wordBox = (page) => page.getByLabel('word', { exact: true });

async function expectRows(page, { word, pos, k, d }) {
  const at = (offset) => core.attention({ tokens: [word], dModel: d, usePE: true, offset });
  const a = at(pos);
  const b = at(pos + k);
  const row = (values) => Array.from(values, (v) => fixed(v));
  const one = page.locator('.input-one-table tbody tr');
  await expect(one).toHaveCount(3);
  await expect(one.nth(0).locator('td')).toHaveText(row(a.embeddings));
  await expect(one.nth(1).locator('td')).toHaveText(row(a.positional));
  await expect(one.nth(2).locator('td')).toHaveText(row(a.inputs));
  await expect(page.locator('.input-one-table caption')).toHaveText(`Word “${word}” at position ${pos}, d = ${d}.`);
  const two = page.locator('.input-two-table tbody tr');
  await expect(two).toHaveCount(6);
  await expect(two.nth(0).locator('td')).toHaveText(row(a.embeddings));
  await expect(two.nth(1).locator('td')).toHaveText(row(b.embeddings));
  await expect(two.nth(3).locator('td')).toHaveText(row(b.positional));
  await expect(two.nth(4).locator('td')).toHaveText(row(a.inputs));
  await expect(two.nth(5).locator('td')).toHaveText(row(b.inputs));
  // Same embedding, different inputs.
  expect(row(a.embeddings)).toEqual(row(b.embeddings));
  expect(row(a.inputs)).not.toEqual(row(b.inputs));
}

test('one word at one position, then at two positions', async ({ page }) => {
  await open(page, 'view=input');
  await expect(page.locator('#input .katex').first()).toBeVisible();
  await expectRows(page, { word: 'cat', pos: 3, k: 4, d: 8 });
  // PE(3) for d = 8 is the LESSON.md row.
  await expect(page.locator('.input-one-table tbody tr').nth(1).locator('td')).toHaveText([
    '0.141120',
    '-0.989992',
    '0.295520',
    '0.955336',
    '0.029996',
    '0.999550',
    '0.003000',
    '0.999996',
  ]);
  await wordBox(page).fill('dog');
  await wordBox(page).press('Enter');
  await expectRows(page, { word: 'dog', pos: 3, k: 4, d: 8 });
  await control(page, 'pos').press('ArrowUp');
  await expectRows(page, { word: 'dog', pos: 4, k: 4, d: 8 });
  await control(page, 'k').fill('10');
  await control(page, 'k').press('Enter');
  await expectRows(page, { word: 'dog', pos: 4, k: 10, d: 8 });
});

test('a deep link restores d, pos and k', async ({ page }) => {
  await open(page, 'view=input&d=6&pos=12&k=3');
  await expect(control(page, 'pos')).toHaveValue('12');
  await expectRows(page, { word: 'cat', pos: 12, k: 3, d: 6 });
});

test('bad words and numbers: inline messages, last good state kept, markup stays text', async ({ page }) => {
  await open(page, 'view=input');
  await wordBox(page).fill('<img src=x onerror="window.hacked=1">');
  await wordBox(page).press('Enter');
  await expectRows(page, { word: '<img src=x onerror="window.hacked=1">', pos: 3, k: 4, d: 8 });
  expect(await page.locator('#input img').count()).toBe(0);
  expect(await page.evaluate(() => window.hacked)).toBeUndefined();

  await wordBox(page).fill('   ');
  await wordBox(page).press('Enter');
  const fieldError = page.locator('#input .field .control-error');
  await expect(fieldError).toContainText('each token must be 1 to 64 bytes long');
  await wordBox(page).fill('x'.repeat(70));
  await wordBox(page).press('Enter');
  await expect(fieldError).toContainText('has 70');
  await expectRows(page, { word: '<img src=x onerror="window.hacked=1">', pos: 3, k: 4, d: 8 });

  for (const bad of ['-2', '1.5', 'NaN']) {
    await control(page, 'pos').fill(bad);
    await control(page, 'pos').press('Enter');
    await expect(page.locator('#input .control[data-key="pos"] .control-error')).toContainText(
      'pos (position) must be a whole number',
    );
  }
  await control(page, 'd').fill('600');
  await control(page, 'd').press('Enter');
  // The core's message in the page's words: d, not dModel.
  await expect(page.locator('#input .render-error')).toContainText('d must be an integer in [1, 512]; got 600');
  await expect(page.locator('#input .render-error')).not.toContainText('dModel');
});
