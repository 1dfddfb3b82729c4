// The formula section: typeset maths, the pair table, the wavelength ladder and the binary analogy.
import { expect, test } from './fixtures.mjs';
import { loadCore } from '../../dist/pe-core.mjs';
import { fixed } from '../../web/src/format.js';

let core;
test.beforeAll(async () => { core = await loadCore(); });

test('the formula, the pair rule, the base and the wavelength ladder follow d and b', async ({ page }) => {
  await page.goto('/?view=formula');
  await page.waitForSelector('html[data-ready="true"]');
  const section = page.locator('#formula');
  await expect(section.locator('.katex-display').first()).toBeVisible();
  await expect(section).toContainText('not a length limit');
  // The slip's numbers come from the core (dimension-exponent convention versus the paper).
  await expect(section.locator('.callout')).toContainText('0.955336');
  await expect(section.locator('.callout')).toContainText('-0.989992');
  const pairs = section.locator('.pairs tbody tr');
  await expect(pairs.nth(1).locator('td')).toHaveText(['0', '0', '1', '1', '2', '2', '3', '3', '4', '4', '5', '5', '6', '6', '7', '7']);

  const summary = section.locator('.chart-summary').first();
  let freq = core.frequencies({ dModel: 16 });
  await expect(summary).toContainText(`from ${fixed(freq[0].wavelength)} positions (pair 0) to ${fixed(freq[7].wavelength)} (pair 7)`);

  // Step d down with the − button twice, and type a new base.
  await page.getByRole('button', { name: 'Decrease d (model width)' }).click();
  await page.getByRole('button', { name: 'Decrease d (model width)' }).click();
  await expect(pairs.nth(1).locator('td')).toHaveCount(14);
  const base = page.locator('#controls-panel [data-key="base"] input[role="spinbutton"]');
  await base.fill('100');
  await base.press('Enter');
  freq = core.frequencies({ dModel: 14, base: 100 });
  await expect(summary).toContainText(`to ${fixed(freq[6].wavelength)} (pair 6), just under 2πb = ${fixed(2 * Math.PI * 100)}`);
  await expect(page).toHaveURL(/\?view=formula&d=14&base=100$/);
  await base.fill('1');
  await base.press('Enter');
  await expect(page.locator('#controls-panel [data-key="base"] .control-error')).toContainText('base b must be a number greater than 1');
  await expect(page).toHaveURL(/base=100$/);

  // Binary analogy: bits are shown beside the sines, with a data table.
  const binary = section.locator('.chart-summary').nth(1);
  await expect(binary).toContainText('bit k of pos flips every 2^k steps');
  await section.locator('.chart-data summary').nth(1).click();
  const row = section.locator('.chart-data table').nth(1).locator('tbody tr').nth(5);
  const exact = core.encode64({ positions: 1, dModel: 14, base: 100, offset: 5 });
  await expect(row).toHaveText(['5', '0101', fixed(exact[0]), fixed(exact[2]), fixed(exact[4]), fixed(exact[6])].join(''));
});
