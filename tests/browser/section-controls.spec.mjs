// The controls a section draws for its own store keys (ctx.control, ctx.claim in app.js) are
// the app's like the shared panel's: a refused link value shows at the control, also when the
// section is first drawn later, and "Reset to this section's values" resets them.
import { expect, navigate, openView, test } from './fixtures.mjs';

const control = (page, view, key) => page.locator(`#${view} .control[data-key="${key}"]`);
const goTo = (page, title) =>
  page.getByRole('navigation', { name: 'Lesson sections' }).getByRole('link', { name: title }).click();
const NOT_USED = 'The link’s value was not used.';

test('a refused link value shows at the section’s own control, in each section it belongs to', async ({ page }) => {
  await openView(page, 'rope', 'shift=far&heads=0&method=magic&words=&d=0');
  await expect(page.locator('#page-notice li')).toHaveCount(5);
  // A shared key (d) at the shared panel, a section's own key (shift) at the section's control.
  await expect(page.locator('#controls-panel [data-key="d"] .control-error')).toContainText(NOT_USED);
  const shiftError = control(page, 'rope', 'shift').locator('.control-error');
  await expect(shiftError).toContainText(/shift c .* must be/);
  await expect(shiftError).toContainText(NOT_USED);

  // The bias section is drawn only now: its controls still say what the link asked for.
  await goTo(page, /Relative position biases/);
  const headsError = control(page, 'bias', 'heads').locator('.control-error');
  await expect(headsError).toContainText(/H \(number of heads\) must be/);
  await expect(headsError).toContainText(NOT_USED);
  await expect(page.locator('#bias .bias-words .control-error')).toContainText(NOT_USED);
  // A good value clears the message.
  const heads = control(page, 'bias', 'heads').locator('input[role="spinbutton"]');
  await heads.fill('4');
  await heads.press('Enter');
  await expect(headsError).toBeHidden();

  await goTo(page, /Longer contexts/);
  const methodError = control(page, 'extension', 'method').locator('.control-error');
  await expect(methodError).toContainText(/method \(context extension\)/);
  await expect(methodError).toContainText(NOT_USED);
  await page.locator('#extension .control[data-key="method"] input[type="radio"]:not(:checked)').first().check();
  await expect(methodError).toBeHidden();
});

test('Reset puts the section’s own keys back with the shared ones', async ({ page }) => {
  const readRope = () =>
    Promise.all([
      control(page, 'rope', 'shift').locator('input[role="spinbutton"]').inputValue(),
      page.locator('#rope .control[data-key="pairing"] input:checked').getAttribute('value'),
      page.locator('#controls-panel [data-key="d"] input[role="spinbutton"]').inputValue(),
    ]);
  await openView(page, 'rope');
  const fresh = await readRope();
  await navigate(page, 'view=rope&shift=7&pairing=half&d=16');
  expect(await readRope()).toEqual(['7', 'half', '16']);
  await page.getByRole('button', { name: 'Reset to this section’s values' }).click();
  await expect.poll(readRope).toEqual(fresh);
  const query = new URL(page.url()).searchParams;
  expect(['shift', 'pairing', 'd'].filter((key) => query.has(key))).toEqual([]);

  // The bias section: heads, the T5 settings and causal.
  await navigate(page, 'view=bias');
  const readBias = () =>
    page.evaluate(() =>
      [...document.querySelectorAll('#bias .control[data-key] input[role="spinbutton"]')]
        .map((input) => input.value)
        .concat(document.querySelector('#bias input.bias-causal').checked),
    );
  const freshBias = await readBias();
  await navigate(page, 'view=bias&heads=4&head=1&buckets=16&maxdist=64&causal=false');
  expect(await readBias()).not.toEqual(freshBias);
  await page.getByRole('button', { name: 'Reset to this section’s values' }).click();
  await expect.poll(readBias).toEqual(freshBias);
});

test('the settings summary prints numbers with thousands separators', async ({ page }) => {
  await openView(page, 'extension', 'pos=32768&base=500000');
  await expect(page.locator('#controls-panel .controls-values')).toHaveText('d = 128 · base = 500,000 · pos = 32,768');
});
