// A phone at 360 px: nothing may run off the right edge unseen. Content wider than the screen
// (the proof's long display maths, the conventions tables) must sit inside a box that scrolls
// sideways and visibly says so (edge shadows from web/src/styles/narrow.css).
import { expect, test } from './fixtures.mjs';
import { overflowReport } from './page-checks.mjs';

test.use({ viewport: { width: 360, height: 740 } });

const PAGES = [
  { name: 'proof step 4', query: '?view=proof', step: 4 },
  { name: 'proof step 5', query: '?view=proof', step: 5 },
  { name: 'proof step 7', query: '?view=proof', step: 7 },
  { name: 'conventions', query: '?view=conventions' },
];

for (const { name, query, step } of PAGES) {
  test(`360 px, ${name}: wide content scrolls inside a visibly marked box`, async ({ page }) => {
    await page.goto(`/${query}`);
    await page.waitForSelector('html[data-ready="true"]');
    for (let at = 1; step && at < step; at += 1)
      await page.locator('#proof').getByRole('button', { name: 'Next step →' }).click();
    if (step) await expect(page.locator('#proof .proof-counter')).toHaveText(`Step ${step} of 7`);
    await page.evaluate(() => {
      for (const details of document.querySelectorAll('main details')) details.open = true;
    });
    const report = await page.evaluate(overflowReport);
    expect(report.problems).toEqual([]);
    expect(report.pageWidth).toBe(report.width); // the page itself never scrolls sideways
    expect(report.scrolled).toBeGreaterThan(0); // this page really has something too wide for a phone
  });
}

// What a finger and an eye need on a phone: sliders at least 24 px tall to tap (WCAG 2.5.8), the
// unit circle's point labels at least 9 px on screen (they were 7.6 px: SVG text shrinks with its
// drawing), and a table of a few long text rows shown whole, not in a box that scrolls up and
// down inside the page.
test('360 px: sliders are 24 px tap targets, circle labels are legible, text tables are not boxed', async ({
  page,
}) => {
  await page.goto('/?view=rope');
  await page.waitForSelector('html[data-ready="true"]');
  const look = await page.evaluate(() => {
    const shown = (selector) => [...document.querySelectorAll(selector)].filter((node) => node.getClientRects().length);
    const label = shown('#rope .uc-label')[0];
    const svg = label.ownerSVGElement;
    return {
      sliders: shown('#rope .control-slider').map((node) => node.getBoundingClientRect().height),
      labelPx:
        Number.parseFloat(getComputedStyle(label).fontSize) *
        (svg.getBoundingClientRect().width / svg.viewBox.baseVal.width),
    };
  });
  expect(look.sliders.length).toBeGreaterThan(0);
  for (const height of look.sliders) expect(height).toBeGreaterThanOrEqual(24);
  expect(look.labelPx).toBeGreaterThanOrEqual(9);
  await page.goto('/?view=learned');
  await page.waitForSelector('html[data-ready="true"]');
  const box = page.locator('#learned .table-scroll:has(.learned-compare)');
  expect(await box.evaluate((node) => node.scrollHeight - node.clientHeight)).toBeLessThanOrEqual(1);
});
