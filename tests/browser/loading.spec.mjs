// Sections load their code when first shown (issue 25 item 2): the page's first view fetches
// only what it draws. Its maths lies in the part of TeX the browser typesets itself (MathML),
// so no KaTeX is fetched until a section whose maths needs it is shown; a section's chunk is
// fetched once, on its first show, and every later visit draws from it.
import { expect, test } from './fixtures.mjs';

/** The paths of everything the page fetches while `action` runs, until the network is quiet. */
async function fetchedDuring(page, action) {
  const paths = [];
  const listener = (request) => paths.push(new URL(request.url()).pathname);
  page.on('request', listener);
  await action();
  await page.waitForLoadState('networkidle');
  page.off('request', listener);
  return paths;
}

test('the first view typesets its maths as MathML and fetches neither KaTeX nor Chart.js', async ({ page }) => {
  const paths = await fetchedDuring(page, async () => {
    await page.goto('/');
    await page.waitForSelector('html[data-ready="true"]');
  });
  const why = page.locator('#why');
  // The attention formula: a display formula with a fraction and a root, and the inline letters.
  const formula = why.locator('.math-display math[display="block"]');
  await expect(formula).toHaveCount(1);
  await expect(formula.locator('mfrac')).toHaveCount(1);
  await expect(formula.locator('msqrt')).toHaveCount(1);
  await expect(formula.locator('annotation')).toHaveText(/\\frac\{QK\^\{\\top\}\}\{\\sqrt\{d_k\}\}/);
  await expect(why.locator('.math-inline math').first()).toBeVisible();
  await expect(why.locator('.katex')).toHaveCount(0);
  expect(paths.filter((path) => /\/katex-|KaTeX_/.test(path))).toEqual([]);
  // Chart.js's bundle keeps its licence banner: no script the page fetched holds it.
  const scripts = paths.filter((path) => path.endsWith('.js'));
  expect(scripts.length).toBeGreaterThan(0);
  const withChartJs = await page.evaluate(
    async (list) =>
      (
        await Promise.all(
          list.map(async (path) => ((await (await fetch(path)).text()).includes('Chart.js v') ? path : null)),
        )
      ).filter(Boolean),
    scripts,
  );
  expect(withChartJs).toEqual([]);
});

test('a section whose maths needs KaTeX loads it with its code, once, and keeps it across visits', async ({ page }) => {
  await page.goto('/');
  await page.waitForSelector('html[data-ready="true"]');
  const first = await fetchedDuring(page, async () => {
    await page.locator('.toc-link[href*="view=steps"]').click();
    await expect(page.locator('#steps .katex').first()).toBeVisible();
  });
  expect(first.some((path) => /\/katex-[A-Z0-9]+\.js$/.test(path))).toBe(true);
  // Its store keys worked before its code arrived: the link's step is drawn.
  await expect(page).toHaveURL(/view=steps/);
  const again = await fetchedDuring(page, async () => {
    await page.locator('.toc-link[href*="view=why"]').click();
    await page.locator('.toc-link[href*="view=steps"]').click();
    await expect(page.locator('#steps .katex').first()).toBeVisible();
  });
  expect(again.filter((path) => path.endsWith('.js'))).toEqual([]);
});

test('a change made while a section is loading is drawn when it arrives', async ({ page }) => {
  // Hold the proof's chunk back until the change has been made through the shared panel.
  let release;
  const held = new Promise((resolve) => {
    release = resolve;
  });
  await page.goto('/?view=why');
  await page.waitForSelector('html[data-ready="true"]');
  await page.route(/\/[\w-]+-[A-Z0-9]{8}\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.locator('.toc-link[href*="view=proof"]').click();
  await expect(page.locator('#proof .section-loading')).toBeVisible();
  const k = page.locator('#controls-panel [data-key="k"] input[role="spinbutton"]');
  await k.fill('5');
  await k.press('Enter');
  await expect(page).toHaveURL(/k=5/);
  release();
  await expect(page.locator('#proof .section-loading')).toHaveCount(0);
  // PE(pos + k) with k = 5 at the proof's default pos 3: the right-hand side names PE(8).
  await expect(page.locator('#proof')).toContainText('PE(8)');
});
