// dist/standalone.html: one file, opened from file://, with no network at all.
import { statSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { expect, test } from './fixtures.mjs';
import { PE } from '../shared/golden.mjs';

const file = fileURLToPath(new URL('../../dist/standalone.html', import.meta.url));
let problems;
let requests;
test.beforeEach(async ({ page }) => {
  problems = [];
  requests = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('request', (request) => requests.push(request.url()));
});
test.afterEach(() => {
  expect(problems).toEqual([]);
  // Nothing leaves the file: only the file itself and data: URLs (inlined fonts, icon).
  expect(requests.filter((url) => !/^(file|data):/.test(url))).toEqual([]);
});

test('standalone.html from file:// computes the worked example with no network', async ({ page }) => {
  // A bound against inlining something by mistake (a second copy of a build, TF.js), not a
  // budget: the file carries both .wasm builds as base64 (1.4 MB), the whole page with KaTeX
  // and Chart.js, KaTeX's fonts, and every language's messages (the file works offline in any
  // of them: about 0.8 MB of the 3.86 MB it was when the four languages landed; 2.51 MB before).
  // The first-load budget of the served page is npm run bench's.
  expect(statSync(file).size).toBeLessThan(4.5 * 1024 * 1024);
  await page.goto(`${pathToFileURL(file).href}?view=steps&d=4&pos=3&step=2`);
  await page.waitForSelector('html[data-ready="true"]');
  await expect(page.locator('html')).toHaveAttribute('data-wasm', 'simd');
  await expect(page.getByRole('heading', { name: 'Dimension j = 2 (of 0 to 3)' })).toBeVisible();
  await expect(page.locator('#steps .vector-value')).toHaveText([...PE.d4_pos3.text.slice(0, 3), '?']);
  await expect(page.locator('#steps .stepper-math annotation')).toContainText('\\sin(0.03) \\approx 0.029996');
  // KaTeX's fonts are inlined and used.
  const katexFonts = await page.evaluate(async () => {
    await document.fonts.ready;
    return [...document.fonts].filter((face) => face.family.includes('KaTeX') && face.status === 'loaded').length;
  });
  expect(katexFonts).toBeGreaterThan(0);
  // Moving on works in place (the pager; no reload, no request).
  await page.getByRole('button', { name: /^Next section/ }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'The whole matrix' })).toBeVisible();
  await expect(page.locator('#matrix .heatmap-canvas')).toBeVisible();
});

test('standalone.html falls back to the scalar build where SIMD is missing', async ({ page }) => {
  // Make the loader's SIMD probe fail, as an engine without WebAssembly SIMD would.
  await page.addInitScript(() => {
    const validate = WebAssembly.validate;
    WebAssembly.validate = (bytes) => (bytes.byteLength < 64 ? false : validate(bytes));
  });
  await page.goto(`${pathToFileURL(file).href}?view=steps&d=4&pos=3&step=3`);
  await page.waitForSelector('html[data-ready="true"]');
  await expect(page.locator('html')).toHaveAttribute('data-wasm', 'scalar');
  await expect(page.locator('#steps .vector-value')).toHaveText(PE.d4_pos3.text);
});
