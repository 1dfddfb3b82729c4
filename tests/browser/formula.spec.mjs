// The formula section: typeset maths, the pair table, the wavelength ladder and the binary analogy.
import { expect, test } from './fixtures.mjs';
import { loadCore } from '../../dist/pe-core.mjs';
import { fixed } from '../../web/src/format.js';

let core;
test.beforeAll(async () => {
  core = await loadCore();
});

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
  await expect(pairs.nth(1).locator('td')).toHaveText([
    '0',
    '0',
    '1',
    '1',
    '2',
    '2',
    '3',
    '3',
    '4',
    '4',
    '5',
    '5',
    '6',
    '6',
    '7',
    '7',
  ]);

  const summary = section.locator('.chart-summary').first();
  let freq = core.frequencies({ dModel: 16 });
  await expect(summary).toContainText(
    `from ${fixed(freq[0].wavelength)} positions (pair 0) to ${fixed(freq[7].wavelength)} (pair 7, 2π·b^0.875)`,
  );

  // Step d down with the − button twice, and type a new base.
  await page.getByRole('button', { name: 'Decrease d (model width)' }).click();
  await page.getByRole('button', { name: 'Decrease d (model width)' }).click();
  await expect(pairs.nth(1).locator('td')).toHaveCount(14);
  const base = page.locator('#controls-panel [data-key="base"] input[role="spinbutton"]');
  await base.fill('100');
  await base.press('Enter');
  freq = core.frequencies({ dModel: 14, base: 100 });
  // 12/14, not 0.857143: 2π·100^0.857143 is 325.436206, not the wavelength printed beside it.
  await expect(summary).toContainText(
    `to ${fixed(freq[6].wavelength)} (pair 6, 2π·b^(12/14)), below 2πb = ${fixed(2 * Math.PI * 100)}`,
  );
  await expect(page).toHaveURL(/\?view=formula&d=14&base=100$/);
  await base.fill('1');
  await base.press('Enter');
  await expect(page.locator('#controls-panel [data-key="base"] .control-error')).toContainText(
    'base b must be a number greater than 1',
  );
  await expect(page).toHaveURL(/base=100$/);

  // Binary analogy: bits are shown beside the sines, with a data table.
  const binary = section.locator('.chart-summary').nth(1);
  await expect(binary).toContainText('bit k of pos flips every 2^k steps');
  await section.locator('.chart-data summary').nth(1).click();
  const row = section.locator('.chart-data table').nth(1).locator('tbody tr').nth(5);
  const exact = core.encode64({ positions: 1, dModel: 14, base: 100, offset: 5 });
  await expect(row).toHaveText(
    ['5', '0101', fixed(exact[0]), fixed(exact[2]), fixed(exact[4]), fixed(exact[6])].join(''),
  );
});

// Every sentence of the ladder and the binary analogy at d = 1, 2, 3, 16, against an
// independent float64 reference: pair i has wavelength 2π·b^(2i/d), there are ceil(d/2) pairs,
// and the slowest is 2π·b^((d−2)/d) for even d (not "just under 2πb").
test('the ladder and binary sentences are right at d = 1, 2, 3 and 16', async ({ page }) => {
  const b = 10000;
  const wavelength = (i, d) => 2 * Math.PI * b ** ((2 * i) / d);
  for (const d of [1, 2, 3, 16]) {
    await page.goto(`/?view=formula&d=${d}`);
    await page.waitForSelector('html[data-ready="true"]');
    const section = page.locator('#formula');
    const pairs = Math.ceil(d / 2);
    const last = pairs - 1;
    await expect(section, `d=${d}`).not.toContainText('just under 2πb');
    await expect(section, `d=${d}`).not.toContainText('b^(2/d).');
    await expect(section.locator('annotation').filter({ hasText: 'b^{(d-2)/d}' }).first(), `d=${d}`).toBeAttached();
    const ladder = section.locator('.chart-summary').first();
    if (d === 1) {
      // d = 1 has no sine–cosine pair at all: pair 0 is a lone sine.
      await expect(ladder, `d=${d}`).toContainText(
        `there is no sine–cosine pair, only a lone sine (pair 0) with wavelength ${fixed(wavelength(0, d))} positions`,
      );
    } else if (pairs === 1) {
      await expect(ladder, `d=${d}`).toContainText(
        `there is 1 pair, pair 0, with wavelength ${fixed(wavelength(0, d))} positions`,
      );
    } else {
      await expect(ladder, `d=${d}`).toContainText(`there are ${pairs} pairs`);
      await expect(ladder, `d=${d}`).toContainText(`to ${fixed(wavelength(last, d))} (pair ${last}`);
      if (d % 2 === 0) expect(fixed(wavelength(last, d))).toBe(fixed(2 * Math.PI * b ** ((d - 2) / d)));
      await expect(ladder, `d=${d}`).toContainText(
        `is ${fixed(wavelength(1, d) / wavelength(0, d))} times the previous one`,
      );
    }
    await expect(ladder, `d=${d}`).not.toContainText('1 pairs');
    const binary = section.locator('.chart-summary').nth(1);
    if (pairs === 1) await expect(binary, `d=${d}`).toContainText('there is only pair 0');
    else
      await expect(binary, `d=${d}`).toContainText(
        `slows down by a factor ${fixed(wavelength(1, d) / wavelength(0, d))}`,
      );
    // The sine chart's name counts what it draws: no "pairs 0 to -1".
    const sineName = await section.locator('.binary-panel canvas').nth(1).getAttribute('aria-label');
    expect(sineName, `d=${d}`).toContain(
      pairs === 1 ? 'Sine of pair 0 ' : `Sine of pairs 0 to ${Math.min(4, pairs) - 1} `,
    );
  }
});
