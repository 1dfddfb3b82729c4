// Maths inside Arabic sentences reads left to right (issue 36): the visual order of each
// character of a tuple, an equation and an arrow, read from the page's layout (a Range around
// each character and its client rect), not from the text, which is in logical order whatever
// the display does. Without isolation "(x0, x1) = (0.6, −0.8)" shows as "(−0.8 ,0.6) = (x0, x1)"
// and "0 → 63" as "63 → 0"; the text is the same, so only the layout can tell.
import { expect, test } from './fixtures.mjs';

/**
 * Each visible character of the run that starts with `start` in `element`'s text (up to `end`,
 * inclusive; 'digits': the number that follows; else `start` alone), with the left edge and top of its box. Bidi marks are
 * not characters a reader sees; they are left out.
 */
function runBoxes(element, [start, end]) {
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  const chars = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode())
    for (let offset = 0; offset < node.data.length; offset++)
      if (!/[\u200e\u200f\u061c\u2066-\u2069]/.test(node.data[offset])) chars.push({ node, offset });
  const text = chars.map(({ node, offset }) => node.data[offset]).join('');
  const from = text.indexOf(start);
  if (from < 0) return { text, boxes: [] };
  let to = from + start.length;
  if (end === 'digits') while (to < text.length && /[\d.,−-]/.test(text[to])) to++;
  else if (end) to = text.indexOf(end, to) + end.length;
  return {
    text: text.slice(from, to),
    boxes: chars.slice(from, to).map(({ node, offset }) => {
      const range = document.createRange();
      range.setStart(node, offset);
      range.setEnd(node, offset + 1);
      const rect = range.getClientRects()[0];
      return { char: node.data[offset], left: rect.left, middle: rect.top + rect.height / 2, height: rect.height };
    }),
  };
}

/** Asserts that the run's visible characters stand on one line, each right of the one before. */
async function expectLeftToRight(locator, run) {
  const { text, boxes } = await locator.evaluate(runBoxes, run);
  expect(boxes.length, `“${run[0]}” in “${await locator.textContent()}”`).toBeGreaterThan(2);
  const seen = boxes.filter((box) => box.char.trim() !== '');
  const order = seen.map((box) => box.char).join('');
  const sorted = [...seen]
    .sort((a, b) => a.left - b.left)
    .map((box) => box.char)
    .join('');
  const line = seen[0];
  const off = seen.filter((box) => Math.abs(box.middle - line.middle) > line.height / 2);
  expect(off, `${text}: on one line`).toEqual([]);
  expect(sorted, `${text}: the characters as they stand from left to right`).toBe(order);
}

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
