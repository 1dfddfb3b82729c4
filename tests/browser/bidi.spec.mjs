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
