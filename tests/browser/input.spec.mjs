// Section 7, adding PE to token embeddings: the three rows for one word at one position and
// the same word at two positions, checked against numbers written out here.
import { expect, navigate, openView, test } from './fixtures.mjs';
import { PE as LESSON_PE } from '../shared/golden.mjs';

// The numbers written out, independently of the core: a word's embedding E is d values of the
// demo's documented seeded generator (tests/shared/attention-reference.mjs, seed 1), PE(pos) is
// sin/cos(pos / 10000^(2i/d)), and the input is E + PE, all in float64, rounded half away from zero
// to 6 decimals. PE(3) for d = 8 is tests/shared/golden.json's.
const IMG = '<img src=x onerror="window.hacked=1">';
const E = {
  'cat d=8': '-0.723535 -0.553452 0.280829 -0.069244 -0.743075 0.514505 -0.473082 0.243910',
  'dog d=8': '0.187614 -0.493674 0.930569 -0.772418 -0.562858 0.455501 -0.930454 0.624855',
  [`${IMG} d=8`]: '-0.884459 -0.275247 0.082252 -0.916451 0.920722 -0.128217 0.326353 0.787640',
  'cat d=6': '-0.723535 -0.553452 0.280829 -0.069244 -0.743075 0.514505',
};
const PE = {
  'pos=3 d=8': LESSON_PE.d8_pos3.text.join(' '),
  'pos=7 d=8': '0.656987 0.753902 0.644218 0.764842 0.069943 0.997551 0.007000 0.999976',
  'pos=4 d=8': '-0.756802 -0.653644 0.389418 0.921061 0.039989 0.999200 0.004000 0.999992',
  'pos=8 d=8': '0.989358 -0.145500 0.717356 0.696707 0.079915 0.996802 0.008000 0.999968',
  'pos=14 d=8': '0.990607 0.136737 0.985450 0.169967 0.139543 0.990216 0.014000 0.999902',
  'pos=12 d=6': '-0.536573 0.843854 0.528634 0.848850 0.025850 0.999666',
  'pos=15 d=6': '0.650288 -0.759688 0.641336 0.767260 0.032311 0.999478',
};
const X = {
  'cat pos=3 d=8': '-0.582415 -1.543444 0.576350 0.886092 -0.713079 1.514055 -0.470082 1.243905',
  'cat pos=7 d=8': '-0.066549 0.200450 0.925047 0.695598 -0.673132 1.512056 -0.466082 1.243885',
  'dog pos=3 d=8': '0.328734 -1.483666 1.226089 0.182919 -0.532863 1.455051 -0.927454 1.624850',
  'dog pos=7 d=8': '0.844600 0.260228 1.574786 -0.007576 -0.492916 1.453052 -0.923454 1.624830',
  'dog pos=4 d=8': '-0.569189 -1.147317 1.319987 0.148643 -0.522869 1.454701 -0.926454 1.624847',
  'dog pos=8 d=8': '1.176972 -0.639174 1.647925 -0.075711 -0.482944 1.452302 -0.922454 1.624823',
  'dog pos=14 d=8': '1.178221 -0.356937 1.916018 -0.602451 -0.423315 1.445717 -0.916454 1.624757',
  [`${IMG} pos=3 d=8`]: '-0.743339 -1.265240 0.377772 0.038885 0.950717 0.871333 0.329353 1.787635',
  [`${IMG} pos=7 d=8`]: '-0.227473 0.478655 0.726469 -0.151609 0.990664 0.869334 0.333352 1.787615',
  'cat pos=12 d=6': '-1.260108 0.290402 0.809464 0.779606 -0.717224 1.514171',
  'cat pos=15 d=6': '-0.073247 -1.313140 0.922165 0.698016 -0.710764 1.513983',
};
const row = (table, key) => table[key].split(' ');

const control = (page, key) => page.locator(`#input .control[data-key="${key}"] .control-input`);
const wordBox = (page) => page.getByLabel('word', { exact: true });

async function expectRows(page, { word, pos, k, d }) {
  const embedding = row(E, `${word} d=${d}`);
  const a = { positional: row(PE, `pos=${pos} d=${d}`), inputs: row(X, `${word} pos=${pos} d=${d}`) };
  const b = { positional: row(PE, `pos=${pos + k} d=${d}`), inputs: row(X, `${word} pos=${pos + k} d=${d}`) };
  const one = page.locator('.input-one-table tbody tr');
  await expect(one).toHaveCount(3);
  await expect(one.nth(0).locator('td')).toHaveText(embedding);
  await expect(one.nth(1).locator('td')).toHaveText(a.positional);
  await expect(one.nth(2).locator('td')).toHaveText(a.inputs);
  await expect(page.locator('.input-one-table caption')).toHaveText(
    `Word “\u2068${word}\u2069” at position ${pos}, d = ${d}.`,
  );
  const two = page.locator('.input-two-table tbody tr');
  await expect(two).toHaveCount(6);
  await expect(two.nth(0).locator('td')).toHaveText(embedding);
  await expect(two.nth(1).locator('td')).toHaveText(embedding); // the same embedding at both positions
  await expect(two.nth(3).locator('td')).toHaveText(b.positional);
  await expect(two.nth(4).locator('td')).toHaveText(a.inputs);
  await expect(two.nth(5).locator('td')).toHaveText(b.inputs);
  // Same embedding, different inputs.
  expect(a.inputs).not.toEqual(b.inputs);
}

test('a deep link restores d, pos and k; one word at one position, then at two positions', async ({ page }) => {
  await openView(page, 'input', 'd=6&pos=12&k=3');
  await expect(control(page, 'pos')).toHaveValue('12');
  await expectRows(page, { word: 'cat', pos: 12, k: 3, d: 6 });
  await navigate(page, 'view=input');
  await expect(page.locator('#input :is(.katex, .math-simple math)').first()).toBeVisible();
  await expectRows(page, { word: 'cat', pos: 3, k: 4, d: 8 });
  // PE(3) for d = 8 is the row of tests/shared/golden.json.
  await expect(page.locator('.input-one-table tbody tr').nth(1).locator('td')).toHaveText(LESSON_PE.d8_pos3.text);
  await wordBox(page).fill('dog');
  await wordBox(page).press('Enter');
  await expectRows(page, { word: 'dog', pos: 3, k: 4, d: 8 });
  await control(page, 'pos').press('ArrowUp');
  await expectRows(page, { word: 'dog', pos: 4, k: 4, d: 8 });
  await control(page, 'k').fill('10');
  await control(page, 'k').press('Enter');
  await expectRows(page, { word: 'dog', pos: 4, k: 10, d: 8 });
});

test('bad words and numbers: inline messages, last good state kept, markup stays text', async ({ page }) => {
  await openView(page, 'input');
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
