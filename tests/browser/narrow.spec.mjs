// A phone at 360 px, every section, in one page per half of the lesson: the first section loaded,
// the others reached with navigate() (a page load costs more than all of a section's checks).
// Nothing may run off the right edge unseen: content wider than the screen (the proof's long
// display maths, the conventions tables) must sit inside a box that scrolls sideways and visibly
// says so (edge shadows from web/src/styles/narrow.css), and the page itself never scrolls
// sideways. The sections' own checks at this width are made here too, on the same visit: the
// sections' specs keep only what is specific to them at their usual width.
import { VIEWS, expect, navigate, openView, test } from './fixtures.mjs';
import { overflowReport } from './page-checks.mjs';

test.use({ viewport: { width: 360, height: 740 } });

/** Opens every <details> of the page, so their contents are measured too. */
const openDetails = (page) =>
  page.evaluate(() => {
    for (const details of document.querySelectorAll('main details')) details.open = true;
  });

/** The overflow report of the page as it is now, checked: nothing unseen, no sideways page scroll. */
async function expectNoOverflow(page, where, { scrolls = false } = {}) {
  const report = await page.evaluate(overflowReport);
  expect.soft(report.problems, where).toEqual([]);
  expect.soft(report.pageWidth, `${where}: the page scrolls sideways`).toBe(report.width);
  // Where content is known to be wider than a phone: it really is, and scrolls in its box.
  if (scrolls) expect.soft(report.scrolled, `${where}: something too wide for a phone`).toBeGreaterThan(0);
}

// What each section must show at 360 px beyond the overflow check, run after it on the same visit.
const OWN = {
  // The proof's derivation: every step's maths fits (neither the step box nor KaTeX's own display
  // box, which scrolls, hides part of it), while steps 4, 5 and 7 hold something wider than a phone
  // that scrolls inside a visibly marked box.
  proof: async (page) => {
    for (let step = 1; step <= 7; step += 1) {
      await expect(page.locator('#proof .proof-counter')).toHaveText(`Step ${step} of 7`);
      for (const selector of ['.proof-tex', '.proof-tex .katex-display']) {
        const [scroll, client] = await page
          .locator(`#proof ${selector}`)
          .evaluate((node) => [node.scrollWidth, node.clientWidth]);
        expect.soft(scroll, `proof step ${step}: ${selector}`).toBeLessThanOrEqual(client);
      }
      const right = await page
        .locator('#proof .proof-tex .katex-display')
        .evaluate((node) => node.getBoundingClientRect().right);
      expect.soft(right, `proof step ${step}`).toBeLessThanOrEqual(360);
      if ([4, 5, 7].includes(step)) await expectNoOverflow(page, `proof step ${step}`, { scrolls: true });
      if (step < 7) await page.locator('#proof').getByRole('button', { name: 'Next step →' }).click();
    }
  },
  // The side-by-side table is cut at this width, scrolls, and says so (conventions.spec checks
  // that at 1280 px it needs no hint); a library preset's tables fit too.
  conventions: async (page) => {
    await expectNoOverflow(page, 'conventions', { scrolls: true });
    const region = page.getByRole('region', { name: 'Variants side by side' });
    const [scroll, client] = await region.evaluate((node) => [node.scrollWidth, node.clientWidth]);
    expect.soft(scroll, 'conventions: the side-by-side table is cut').toBeGreaterThan(client);
    const hint = page.locator('#conventions .scroll-hint');
    await expect.soft(hint).toBeVisible();
    await expect.soft(hint).toContainText('scroll it sideways for all 4 dimensions');
    await navigate(page, 'view=conventions&preset=fairseq');
    await openDetails(page);
    await expectNoOverflow(page, 'conventions, preset fairseq');
  },
  // The four "beyond the training length" charts fit the screen.
  bias: async (page) => {
    await expect(page.locator('#bias .bias-beyond-chart')).toHaveCount(4);
    const rights = await page
      .locator('#bias .bias-beyond-chart')
      .evaluateAll((nodes) => nodes.map((node) => node.getBoundingClientRect().right));
    for (const right of rights) expect.soft(right, 'bias: a chart runs past the screen').toBeLessThanOrEqual(360);
  },
  // Sliders at least 24 px tall to tap (WCAG 2.5.8), the unit circle's point labels at least 9 px
  // on screen (they were 7.6 px: SVG text shrinks with its drawing).
  rope: async (page) => {
    const look = await page.evaluate(() => {
      const shown = (selector) =>
        [...document.querySelectorAll(selector)].filter((node) => node.getClientRects().length);
      const label = shown('#rope .uc-label')[0];
      const svg = label.ownerSVGElement;
      return {
        sliders: shown('#rope .control-slider').map((node) => node.getBoundingClientRect().height),
        labelPx:
          Number.parseFloat(getComputedStyle(label).fontSize) *
          (svg.getBoundingClientRect().width / svg.viewBox.baseVal.width),
      };
    });
    expect.soft(look.sliders.length).toBeGreaterThan(0);
    for (const height of look.sliders) expect.soft(height, 'rope: slider height').toBeGreaterThanOrEqual(24);
    expect.soft(look.labelPx, 'rope: circle label size').toBeGreaterThanOrEqual(9);
  },
  // The summary of every scheme is read as cards, each cell with its column's name, and fits; the
  // comparison of a few long text rows is shown whole, not in a box that scrolls up and down.
  learned: async (page) => {
    const fit = await page.locator('#learned .table-scroll:has(.scheme-summary)').evaluate((box) => ({
      scroll: box.scrollWidth,
      client: box.clientWidth,
      labels: [...box.querySelectorAll('tbody td')].map((cell) => getComputedStyle(cell, '::before').content),
    }));
    expect.soft(fit.scroll, 'learned: the scheme summary fits').toBeLessThanOrEqual(fit.client + 1);
    expect.soft(fit.labels[0]).toBe('"where position enters"');
    const box = page.locator('#learned .table-scroll:has(.learned-compare)');
    expect.soft(await box.evaluate((node) => node.scrollHeight - node.clientHeight)).toBeLessThanOrEqual(1);
  },
};

const HALVES = [VIEWS.slice(0, Math.ceil(VIEWS.length / 2)), VIEWS.slice(Math.ceil(VIEWS.length / 2))];

for (const views of HALVES) {
  test(`360 px, ${views.join(', ')}: nothing runs off the edge unseen, and each section's own narrow checks`, async ({
    page,
  }) => {
    test.setTimeout(30_000 * views.length); // a hang guard: a section's code loads on its first show
    await openView(page, views[0]);
    for (const [index, view] of views.entries()) {
      await test.step(view, async () => {
        if (index > 0) await navigate(page, `view=${view}`);
        await openDetails(page);
        await expectNoOverflow(page, view);
        await OWN[view]?.(page);
      });
    }
  });
}

test('every section with narrow checks of its own is visited', () => {
  for (const view of Object.keys(OWN)) expect(VIEWS).toContain(view);
});
