// Maths inside Arabic sentences reads left to right (issue 36): the visual order of each
// character of a tuple, an equation and an arrow, read from the page's layout (a Range around
// each character and its client rect), not from the text, which is in logical order whatever
// the display does. Without isolation "(x0, x1) = (0.6, −0.8)" shows as "(−0.8 ,0.6) = (x0, x1)"
// and "0 → 63" as "63 → 0"; the text is the same, so only the layout can tell.
import { expect, test } from './fixtures.mjs';
import { expectLeftToRight, runBoxes } from './visual-order.mjs';

test('Arabic: the rope-rotation question’s tuple and equations read left to right', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/?view=practice&lang=ar&seed=11&n=1&kinds=rope-rotation');
  await page.waitForSelector('html[data-ready="true"]');
  const givens = page.locator('#practice .practice-givens').first();
  await expect(givens).toContainText('(x0, x1)');
  // One line for the whole question, so a run is never split by a line break (order is per line).
  await givens.evaluate((element) => {
    element.style.whiteSpace = 'nowrap';
  });
  await expectLeftToRight(givens, ['(x0, x1) = (', ')']); // the tuple and its values
  await expectLeftToRight(givens, ['d = ', 'digits']); // an equation: the symbol on the left
  await expectLeftToRight(givens, ['pos = ', 'digits']);
});

test('Arabic: a heatmap’s axis arrow points from the first position to the last, left to right', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/?view=matrix&lang=ar');
  await page.waitForSelector('html[data-ready="true"]');
  const axis = page.locator('.heatmap-axis-x').first();
  await expect(axis).toContainText('→');
  await expectLeftToRight(axis, ['0 → ', 'digits']);
  const { boxes } = await axis.evaluate(runBoxes, ['0 → ']);
  const [zero, arrow] = boxes.filter((box) => box.char.trim() !== '');
  expect(zero.left).toBeLessThan(arrow.left);
});

test('the check sees the defect: the old Arabic sentence, maths typed as text, does not read left to right', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/?view=practice&lang=ar&seed=11&n=1&kinds=rope-rotation');
  await page.waitForSelector('html[data-ready="true"]');
  // The message as ar.ftl had it before MATH(): only the placeables isolated (U+2068 … U+2069).
  const old = await page
    .locator('#practice .practice-givens')
    .first()
    .evaluate((givens) => {
      const p = document.createElement('p');
      p.dir = 'rtl';
      p.style.whiteSpace = 'nowrap';
      p.textContent =
        'يحمل الزوج i = \u20681\u2069 من استعلام القيم (x0, x1) = (\u20680.6\u2069, \u2068-0.8\u2069). عند الموضع';
      p.className = 'old-sentence';
      givens.after(p);
      return p.className;
    });
  expect(old).toBe('old-sentence');
  const { boxes } = await page.locator('.old-sentence').evaluate(runBoxes, ['(x0, x1) = (', ')']);
  const seen = boxes.filter((box) => box.char.trim() !== '');
  const sorted = [...seen]
    .sort((a, b) => a.left - b.left)
    .map((box) => box.char)
    .join('');
  expect(sorted).not.toBe(seen.map((box) => box.char).join(''));
});

/**
 * Arabic words of an element in logical order, each with the box of its first line: on one line,
 * a word that follows another in the text must stand to its left (the page is right to left).
 */
function backwardPairs(element) {
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  const words = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode())
    for (const match of node.data.matchAll(/[\u0600-\u06FF]+/g)) {
      const range = document.createRange();
      range.setStart(node, match.index);
      range.setEnd(node, match.index + match[0].length);
      const box = range.getClientRects()[0];
      if (box) words.push({ word: match[0], left: box.left, top: Math.round(box.top) });
    }
  const pairs = [];
  for (let k = 1; k < words.length; k += 1)
    if (Math.abs(words[k].top - words[k - 1].top) < 3 && words[k].left > words[k - 1].left)
      pairs.push(`${words[k - 1].word} → ${words[k].word}`);
  return pairs;
}

test('Arabic: the lab’s sentences and lists of three seeds read right to left, sentence after sentence', async ({
  page,
}) => {
  // Three seeds make lists of three ("0، 1 و2") and the test questions training drew make one
  // claim of five sentences: both were nested isolates that the bidi algorithm laid out left to
  // right, so a line read "1 و2، 0" and a sentence's last word came after the next one's first.
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 360, height: 900 });
  await page.goto('/?view=train&lang=ar&steps=100&seeds=3&schemes=rope,alibi&trainlen=3');
  await page.waitForSelector('html[data-ready="true"]');
  await page.locator('#train .train-run').click();
  await expect(page.locator('#train .train-sentences li').first()).toBeVisible({ timeout: 150_000 });
  const items = page.locator('#train .train-sentences li, #train .train-conclusions li');
  const count = await items.count();
  expect(count).toBeGreaterThan(4);
  for (let k = 0; k < count; k += 1) {
    const item = items.nth(k);
    expect(await item.evaluate(backwardPairs), await item.innerText()).toEqual([]);
  }
  await expect(page.locator('#train .train-sentences')).toContainText('بعض أسئلة الاختبار');
  // A guard on a list of three seeds, "0، 1 و2": 0 rightmost, then 1, then 2, on one line.
  const fit = items.first();
  await fit.evaluate((element) => {
    element.style.whiteSpace = 'nowrap';
  });
  const { text, boxes } = await fit.evaluate(runBoxes, ['البذور ', ')']);
  const digits = boxes.filter((box) => /\d/.test(box.char));
  expect(digits.map((box) => box.char).join(''), text).toBe('012');
  expect(digits[0].left, text).toBeGreaterThan(digits[1].left);
  expect(digits[1].left, text).toBeGreaterThan(digits[2].left);
});
