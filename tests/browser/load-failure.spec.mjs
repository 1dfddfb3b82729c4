// A WebAssembly core that cannot be loaded (missing, corrupt or cut short): the page, embed mode
// and the <pe-explorer> element each say so instead of staying on "Loading…", and "Try again"
// loads the lesson once the file is back.
import { PE } from '../shared/golden.mjs';
import { expect, holdRequests, test } from './fixtures.mjs';

// The failed .wasm request is logged as a console error by design ("Failed to load resource"),
// and the loader's own report of the failure too; any other console error, an uncaught page
// error or a dialog still fails the test (fixtures.mjs), which runs in the workers' shared
// context (page.route turns the HTTP cache off, so no earlier test's .wasm is served from it).
test.use({ expectedConsoleErrors: /^Failed to load resource: the server responded with a status of 404/ });

const WASM = '**/pe-core-*.wasm';
const BROKEN = {
  missing: (route) => route.fulfill({ status: 404, contentType: 'text/plain', body: 'not found' }),
  corrupt: (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/wasm',
      body: Buffer.from('this is not WebAssembly at all'),
    }),
  truncated: async (route) => {
    const real = await route.fetch();
    const bytes = await real.body();
    await route.fulfill({ response: real, body: bytes.subarray(0, Math.floor(bytes.length / 3)) });
  },
};

for (const [how, handler] of Object.entries(BROKEN)) {
  test(`the page says a ${how} core could not be loaded, and Try again recovers`, async ({ page }) => {
    await page.route(WASM, handler);
    await page.goto('/?view=steps&d=4&pos=3&step=2');
    const status = page.locator('#page-status');
    await expect(status).toContainText('could not be loaded');
    await expect(page.locator('html')).toHaveAttribute('data-ready', 'failed');
    await page.unroute(WASM);
    await status.getByRole('button', { name: 'Try again' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-ready', 'true');
    await expect(page.locator('#steps .vector-value')).toHaveText([...PE.d4_pos3.text.slice(0, 3), '?']);
    await expect(status).toBeHidden();
  });

  test(`embed mode says a ${how} core could not be loaded, and Try again recovers`, async ({ page }) => {
    await page.route(WASM, handler);
    await page.goto('/?view=steps&d=4&pos=3&step=2&embed=1');
    const status = page.locator('#page-status');
    await expect(status).toBeVisible();
    await expect(status).toContainText('could not be loaded');
    await page.unroute(WASM);
    await status.getByRole('button', { name: 'Try again' }).click();
    await expect(page.locator('#steps .vector-value')).toHaveText([...PE.d4_pos3.text.slice(0, 3), '?']);
    await expect(page.locator('html')).toHaveClass(/is-embed/);
  });

  test(`<pe-explorer> says a ${how} core could not be loaded, and Try again recovers`, async ({ page }) => {
    await page.route(WASM, handler);
    await page.goto('/examples/component.html');
    const first = page.locator('#first');
    await expect(first).toHaveAttribute('data-ready', 'failed');
    await expect(first.locator('#page-status')).toContainText('could not be loaded');
    await expect(page.locator('#second #page-status')).toContainText('could not be loaded');
    await page.unroute(WASM);
    await first.locator('#page-status').getByRole('button', { name: 'Try again' }).click();
    await expect(first).toHaveAttribute('data-ready', 'true');
    await expect(first.locator('#steps .vector-value')).toHaveText([...PE.d4_pos3.text.slice(0, 3), '?']);
  });
}

// A corrupt core fails within milliseconds, which can be before the words have loaded: the
// element must still say so in words, not in message ids. The shared messages are held until
// the core has failed (a fresh-clone run under load once showed "page-load-failed retry").
test('<pe-explorer> words a core that fails before its messages have loaded', async ({ page }) => {
  const release = await holdRequests(page, '**/common-*.js');
  await page.route(WASM, BROKEN.corrupt);
  const failed = page.waitForResponse((response) => response.url().endsWith('.wasm'));
  await page.goto('/examples/component.html');
  await failed;
  await page.waitForTimeout(500); // the compile fails on a first byte: time for a message to show too soon
  release();
  const first = page.locator('#first');
  await expect(first).toHaveAttribute('data-ready', 'failed');
  await expect(first.locator('#page-status')).toContainText('could not be loaded');
  await expect(first.locator('#page-status').getByRole('button', { name: 'Try again' })).toBeVisible();
});
