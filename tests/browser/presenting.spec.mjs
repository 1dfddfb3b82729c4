// Presenting: projector mode, fullscreen with the stepping shortcuts, the Keyboard help, the
// print stylesheet (a clean handout with the URL), and a Reveal.js-style slide with the
// explorer in an iframe.
import { expect, test } from './fixtures.mjs';


async function open(page, query) {
  await page.goto(`/${query}`);
  await page.waitForSelector('html[data-ready="true"]');
}

test('projector mode: large type, high contrast, light theme even in a dark room', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await open(page, '?view=matrix&projector=1');
  const look = await page.evaluate(() => ({
    size: getComputedStyle(document.documentElement).fontSize,
    bg: getComputedStyle(document.body).backgroundColor,
    text: getComputedStyle(document.body).color,
  }));
  expect(look).toEqual({ size: '22px', bg: 'rgb(255, 255, 255)', text: 'rgb(0, 0, 0)' });
  await expect(page.locator('#matrix .heatmap-canvas')).toBeVisible();
  expect((await page.screenshot()).length).toBeGreaterThan(10_000);
});

test('fullscreen, then N / P / Page Down / Page Up step the worked example and the proof', async ({ page }) => {
  await open(page, '?view=steps&d=4&pos=3');
  const steps = page.locator('#steps');
  await steps.getByRole('button', { name: 'Fullscreen' }).click();
  await expect.poll(() => page.evaluate(() => document.fullscreenElement === document.documentElement)).toBe(true);
  await expect(steps.getByRole('button', { name: 'Exit fullscreen' })).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('n');
  await expect(page).toHaveURL(/step=1/);
  await page.keyboard.press('PageDown');
  await expect(page).toHaveURL(/step=2/);
  await expect(steps.locator('.vector-value')).toHaveText(['0.141120', '-0.989992', '0.029996', '?']);
  await page.keyboard.press('p');
  await page.keyboard.press('PageUp');
  await expect(page).toHaveURL(/step=0/);
  // Not while typing in a text box.
  await steps.locator('[data-key="pos"] input[role="spinbutton"]').focus();
  await page.keyboard.press('n');
  await expect(page).toHaveURL(/step=0/);
  await page.locator('body').click({ position: { x: 5, y: 5 } });
  // ] goes to the next sections, and the proof steps the same way.
  await page.keyboard.press(']');
  await page.keyboard.press(']');
  await expect(page).toHaveURL(/view=proof/);
  await page.keyboard.press('n');
  await page.keyboard.press('PageDown');
  await expect(page.locator('#proof .proof-counter')).toHaveText('Step 3 of 7');
  await page.keyboard.press('P');
  await expect(page.locator('#proof .proof-counter')).toHaveText('Step 2 of 7');
  await page.keyboard.press('f');
  await expect.poll(() => page.evaluate(() => document.fullscreenElement)).toBe(null);
  // The Keyboard help lists them.
  await page.locator('#proof .keyboard-help summary').click();
  await expect(page.locator('#proof .keyboard-list')).toContainText('Page Down');
  await expect(page.locator('#proof .keyboard-list')).toContainText('next step (worked example and proof)');
});

test('print: the current section as a handout, without chrome or controls, with its URL', async ({ page }) => {
  await open(page, '?view=matrix&d=8&n=20');
  await page.emulateMedia({ media: 'print' });
  for (const selector of ['.site-header', '.site-footer', '#toc', '#pager', '#controls-panel', '#matrix .section-toolbar', '#matrix .export-row']) {
    await expect(page.locator(selector).first()).toBeHidden();
  }
  await expect(page.locator('#matrix .print-url')).toBeVisible();
  await expect(page.locator('#matrix .print-url')).toHaveText(/^Printed from http:\/\/127\.0\.0\.1:\d+\/\?view=matrix&d=8&n=20$/);
  await expect(page.locator('#matrix .heatmap-canvas')).toBeVisible();
  await expect(page.locator('#matrix .chart-box canvas').first()).toBeVisible();
  const pdf = await page.pdf({ format: 'A4' });
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(pdf.length).toBeGreaterThan(20_000);
  expect((await page.screenshot({ fullPage: true })).length).toBeGreaterThan(10_000);
});

test('a Reveal.js slide shows the explorer in projector mode and steps with N', async ({ page }) => {
  await page.goto('/examples/reveal.html#/1');
  await expect(page.locator('.reveal.ready')).toHaveCount(1); // Reveal itself started the deck
  const slide = page.frameLocator('#slide-frame');
  await expect(slide.locator('html')).toHaveClass(/is-projector/);
  await expect(slide.locator('html')).toHaveClass(/is-embed/);
  await expect(slide.locator('#steps .vector-value').first()).toHaveText('0.141120');
  await slide.locator('#steps .stepper-where').click(); // focus inside the frame, on no control
  await page.keyboard.press('n');
  await expect(slide.locator('#steps .stepper-title')).toHaveText('Dimension j = 1 (of 0 to 3)');
});

// Projector mode is for the audience: the working (the stepper, the proof's step card) starts
// inside the first screen, the settings are folded, and chart text is large.
const inViewport = (selector) => document.querySelector(selector) && (() => {
  const box = document.querySelector(selector).getBoundingClientRect();
  return box.top >= 0 && box.left >= 0 && box.bottom <= window.innerHeight && box.right <= window.innerWidth && box.height > 0;
})();

for (const viewport of [{ width: 1280, height: 720 }, { width: 1024, height: 768 }]) {
  test.describe(`projector mode at ${viewport.width} x ${viewport.height}`, () => {
    test.use({ viewport });

    test('the proof card and the worked example are on the first screen, the settings folded', async ({ page }) => {
      await open(page, '?view=proof&projector=1');
      await expect(page.locator('#controls-panel')).not.toHaveAttribute('open', '');
      await expect(page.locator('#proof .proof-step-title')).toHaveText('Look at one pair');
      expect(await page.evaluate(inViewport, '#proof .proof-derivation')).toBe(true);
      await open(page, '?view=steps&d=4&pos=3&projector=1');
      await expect(page.locator('#controls-panel')).not.toHaveAttribute('open', '');
      await expect(page.locator('#steps .stepper-title')).toHaveText('Dimension j = 0 (of 0 to 3)');
      // The stepper is taller than a screen: its title and the current dimension's formula are on it.
      expect(await page.evaluate(inViewport, '#steps .stepper-title')).toBe(true);
      expect(await page.evaluate(inViewport, '#steps .stepper-math')).toBe(true);
    });
  });
}

test('projector mode scales chart text; the normal page keeps it small', async ({ page }) => {
  await open(page, '?view=matrix&projector=1');
  const sizes = async () => page.locator('#matrix .chart-box canvas').evaluateAll((nodes) => nodes.map((node) => Number(node.dataset.fontSize)));
  const big = await sizes();
  expect(big.length).toBeGreaterThan(0);
  for (const size of big) expect(size).toBeGreaterThanOrEqual(18);
  await open(page, '?view=matrix');
  for (const size of await sizes()) expect(size).toBeLessThan(18);
});

test('the Reveal.js slide shows the stepper in its frame, with the settings folded', async ({ page }) => {
  await page.goto('/examples/reveal.html#/1');
  await expect(page.locator('.reveal.ready')).toHaveCount(1);
  const frame = page.frame({ url: /projector=1/ });
  await expect.poll(() => frame.evaluate(() => document.documentElement.dataset.ready)).toBe('true');
  expect(await frame.evaluate(() => document.getElementById('controls-panel').open)).toBe(false);
  expect(await frame.evaluate(inViewport, '#steps .stepper-title')).toBe(true);
  expect(await frame.evaluate(inViewport, '#steps .stepper-math')).toBe(true);
});
