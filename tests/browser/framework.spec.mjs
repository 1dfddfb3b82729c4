// The page frame: table of contents, pager, store <-> URL, shared controls, validation.
import { expect, openView, test } from './fixtures.mjs';

const dInput = (page) => page.locator('#controls-panel [data-key="d"] input[role="spinbutton"]');
const dError = (page) => page.locator('#controls-panel [data-key="d"] .control-error');

test('contents, pager and Back move between sections without reloading', async ({ page }) => {
  await openView(page, null);
  const links = page.getByRole('navigation', { name: 'Lesson sections' }).getByRole('link');
  // One link per <section> of index.html (sections are added by several helpers; no count to bump).
  await expect(links).toHaveCount(await page.locator('main section.lesson-section').count());
  expect(await links.count()).toBeGreaterThanOrEqual(10);
  await expect(page.getByRole('heading', { level: 2, name: 'Why position?' })).toBeVisible();
  await expect(links.first()).toHaveAttribute('aria-current', 'page');
  await page.evaluate(() => {
    window.notReloaded = true;
  });

  await links.filter({ hasText: 'Worked example' }).click();
  await expect(page).toHaveURL(/view=steps/);
  await expect(page.getByRole('heading', { level: 2, name: 'Worked example' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Why position?' })).toBeHidden();
  await expect(page.getByRole('heading', { level: 2, name: 'Worked example' })).toBeFocused();

  await page.getByRole('button', { name: /^Next section/ }).click();
  await expect(page).toHaveURL(/view=matrix/);
  await page.getByRole('button', { name: /^Previous section/ }).click();
  await expect(page).toHaveURL(/view=steps/);
  await page.goBack();
  await expect(page).toHaveURL(/view=matrix/);
  await expect(page.getByRole('heading', { level: 2, name: 'The whole matrix' })).toBeVisible();
  expect(await page.evaluate(() => window.notReloaded)).toBe(true);
});

test('a deep link restores the state and a control change rewrites the URL in place', async ({ page }) => {
  await openView(page, 'steps', 'd=6&pos=5&step=2');
  await expect(dInput(page)).toHaveValue('6');
  await expect(page.locator('#controls-panel [data-key="pos"] input[role="spinbutton"]')).toHaveValue('5');
  const historyLength = await page.evaluate(() => history.length);
  await dInput(page).fill('8');
  await dInput(page).press('Enter');
  await expect(page).toHaveURL(/\?view=steps&d=8&pos=5&step=2$/);
  expect(await page.evaluate(() => history.length)).toBe(historyLength);
  // Only the current section's controls are shown.
  await expect(page.locator('#controls-panel [data-key="n"]')).toBeHidden();
  await expect(page.locator('#controls-panel [data-key="layout"]')).toBeVisible();
  // Section defaults apply where the URL is silent: the matrix starts at d = 8 (explicit), n = 60.
  await page.getByRole('link', { name: /The whole matrix/ }).click();
  await expect(dInput(page)).toHaveValue('8');
  await expect(page.locator('#controls-panel [data-key="n"] input[role="spinbutton"]')).toHaveValue('60');
  await page.getByRole('button', { name: /Reset to this section/ }).click();
  await expect(dInput(page)).toHaveValue('32');
  await expect(page).toHaveURL(/\?view=matrix$/);
});

test('typed bad values for d are refused with a message and the state is kept', async ({ page }) => {
  await openView(page, 'steps', 'd=4&pos=3');
  for (const bad of ['-1', '1.5', 'NaN', '1e308', 'Infinity', '0x10', '<img src=x onerror=alert(1)>']) {
    await dInput(page).fill(bad);
    await dInput(page).press('Enter');
    await expect(dError(page)).toBeVisible();
    await expect(dError(page)).toContainText('d (model width) must be a whole number from 1 to 4,096');
    await expect(dInput(page)).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(/\?view=steps&d=4&pos=3$/);
    await expect(page.locator('.vector-cell')).toHaveCount(4);
    await expect(page.locator('main img')).toHaveCount(0);
    await expect(dError(page)).toContainText(`got \u2068${JSON.stringify(bad)}\u2069`);
  }
  // A good value clears the message.
  await dInput(page).fill('6');
  await dInput(page).press('Enter');
  await expect(dError(page)).toBeHidden();
  await expect(page).toHaveURL(/d=6/);
});

test('bad values in a link are dropped, listed, and the rest of the link applies', async ({ page }) => {
  await openView(page, 'steps', 'd=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E&pos=-2&base=1&layout=diagonal&step=1');
  const notice = page.locator('#page-notice');
  await expect(notice).toBeVisible();
  await expect(notice).toContainText(
    'd (model width) must be a whole number from 1 to 4,096; got \u2068"<img src=x onerror=alert(1)>"\u2069',
  );
  await expect(notice).toContainText(
    'pos (position) must be a whole number from 0 to 100,000,000; got \u2068"-2"\u2069',
  );
  await expect(notice).toContainText('base b must be a number greater than 1');
  await expect(notice).toContainText('layout must be "interleaved" or "concatenated"');
  await expect(page.locator('img')).toHaveCount(0);
  await expect(dInput(page)).toHaveValue('4');
  await expect(page).toHaveURL(/\?view=steps&step=1$/);
  await expect(page.getByRole('heading', { name: 'Dimension j = 1 (of 0 to 3)' })).toBeVisible();
});

test('values that are fine alone but not together are refused by name', async ({ page }) => {
  await openView(page, 'matrix', 'd=4096');
  const n = page.locator('#controls-panel [data-key="n"] input[role="spinbutton"]');
  await n.fill('8192');
  await n.press('Enter');
  await expect(page.locator('#controls-panel [data-key="n"] .control-error')).toContainText(
    'n × d must be at most 16,777,216 values; got 8,192 × 4,096',
  );
  await expect(n).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\?view=matrix&d=4096$/);
});

test('controls work from the keyboard and describe their value in words', async ({ page }) => {
  await openView(page, 'steps');
  const pos = page.locator('#controls-panel [data-key="pos"] input[role="spinbutton"]');
  await pos.focus();
  await page.keyboard.press('ArrowUp');
  await expect(page).toHaveURL(/pos=4/);
  await expect(pos).toHaveAttribute('aria-valuetext', 'position 4');
  const slider = page.locator('#controls-panel [data-key="d"] input[type="range"]');
  await slider.focus();
  await page.keyboard.press('ArrowRight');
  await expect(page).toHaveURL(/d=5/);
  await expect(slider).toHaveAttribute('aria-valuetext', '5 dimensions: 2 sine–cosine pairs and a lone sine');
  await page.getByRole('button', { name: 'Decrease d (model width)' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/d=4/);
  await page.keyboard.press('Space');
  await expect(page).toHaveURL(/d=3/);
  await expect(page.locator('#announcer')).toHaveText(
    'd (model width): 3 dimensions: 1 sine–cosine pair and a lone sine',
  );
  // The layout radio group is keyboard operable too.
  await page.getByRole('radio', { name: 'Interleaved' }).focus();
  await page.keyboard.press('ArrowDown');
  await expect(page).toHaveURL(/layout=concatenated/);
});
