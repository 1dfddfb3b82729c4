// The formula section: typeset maths, the pair table, the wavelength ladder and the binary analogy.
// Its display formulas in projector mode on a phone are measured in presenting.spec.mjs.
import { expect, navigate, openView, test } from './fixtures.mjs';
import { PE } from '../shared/golden.mjs';

/** The text of a locator with every KaTeX formula written back as $tex$ (KaTeX keeps the source). */
function withTex(locator) {
  return locator.evaluate((node) => {
    const copy = node.cloneNode(true);
    for (const math of copy.querySelectorAll('.katex')) {
      const tex = math.querySelector('annotation[encoding="application/x-tex"]')?.textContent ?? '';
      math.replaceWith(`$${tex}$`);
    }
    return copy.textContent.replace(/\s+/g, ' ');
  });
}

test('the formula, the pair rule, the base and the wavelength ladder follow d and b; the exponent slip names j and i apart', async ({
  page,
}) => {
  await openView(page, 'formula');
  // The exponent slip: j is the dimension index, i the pair index, never both in one sentence.
  const slip = page.locator('#formula .callout li').first();
  const text = await withTex(slip);
  expect(text).toContain('Some texts write the exponent as $j/d$ with $j$ the dimension index.');
  expect(text).toContain('For the sine of pair $i$ (even dimension $j = 2i$) that is the same number as $2i/d$');
  expect(text).toContain('its cosine (dimension $j = 2i+1$) then gets the exponent $(2i+1)/d$');
  expect(text).not.toContain('$i$ the dimension index');
  const section = page.locator('#formula');
  await expect(section.locator('.katex-display').first()).toBeVisible();
  await expect(section).toContainText('not a length limit');
  // The slip's numbers come from the core (dimension-exponent convention versus the paper).
  await expect(section.locator('.callout')).toContainText(PE.d4_pos3_dimension_exponent.text[1]);
  await expect(section.locator('.callout')).toContainText(PE.d4_pos3.text[1]);
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
  // Wavelength 2π·b^(2i/d): 2π = 6.283185 for pair 0, 2π·10000^(14/16) = 2π·3162.277660 = 19869.176532 for pair 7.
  await expect(summary).toContainText('from 6.283185 positions (pair 0) to 19869.176532 (pair 7, 2π·b^0.875)');

  // Step d down with the − button twice, and type a new base.
  await page.getByRole('button', { name: 'Decrease d (model width)' }).click();
  await page.getByRole('button', { name: 'Decrease d (model width)' }).click();
  await expect(pairs.nth(1).locator('td')).toHaveCount(14);
  const base = page.locator('#controls-panel [data-key="base"] input[role="spinbutton"]');
  await base.fill('100');
  await base.press('Enter');
  // 12/14, not 0.857143: 2π·100^0.857143 is 325.436206, not the wavelength printed beside it.
  // 2π·100^(12/14) = 2π·51.794747 = 325.435992; 2π·100 = 628.318531.
  await expect(summary).toContainText('to 325.435992 (pair 6, 2π·b^(12/14)), below 2πb = 628.318531');
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
  // sin(5 / 100^(2i/14)) for pairs 0..3: sin 5 = -0.958924, sin(5 / 1.930698) = 0.524268,
  // sin(5 / 3.727594) = 0.973792, sin(5 / 7.196857) = 0.640192.
  await expect(row).toHaveText(['5', '0101', '-0.958924', '0.524268', '0.973792', '0.640192'].join(''));
});

// Every sentence of the ladder and the binary analogy at d = 1, 2, 3, 16, against numbers worked
// out here in float64: pair i has wavelength 2π·b^(2i/d), there are ceil(d/2) pairs, and the
// slowest is 2π·b^((d−2)/d) for even d (not "just under 2πb").
// b = 10000. first: 2π = 6.283185. d = 3: last 2π·10000^(2/3) = 2π·464.158883 = 2916.396276, ratio
// 10000^(2/3) = 464.158883. d = 16: last 2π·10000^(14/16) = 19869.176532, ratio 10000^(1/8) = 3.162278,
// exponent (d−2)/d = 14/16 = 0.875.
const LADDER = {
  1: { first: '6.283185' },
  2: { first: '6.283185' },
  3: { last: '2916.396276', ratio: '464.158883', slowest: '(pair 1, 2π·b^(2/3))' },
  16: { last: '19869.176532', ratio: '3.162278', slowest: '(pair 7, 2π·b^0.875)' },
};
test('the ladder and binary sentences are right at d = 1, 2, 3 and 16', async ({ page }) => {
  await openView(page, 'formula', 'd=1');
  for (const d of [1, 2, 3, 16]) {
    if (d !== 1) await navigate(page, `view=formula&d=${d}`);
    const section = page.locator('#formula');
    const pairs = Math.ceil(d / 2);
    const last = pairs - 1;
    const want = LADDER[d];
    await expect(section, `d=${d}`).not.toContainText('just under 2πb');
    await expect(section, `d=${d}`).not.toContainText('b^(2/d).');
    await expect(section.locator('annotation').filter({ hasText: 'b^{(d-2)/d}' }).first(), `d=${d}`).toBeAttached();
    const ladder = section.locator('.chart-summary').first();
    if (d === 1) {
      // d = 1 has no sine–cosine pair at all: pair 0 is a lone sine.
      await expect(ladder, `d=${d}`).toContainText(
        `there is no sine–cosine pair, only a lone sine (pair 0) with wavelength ${want.first} positions`,
      );
    } else if (pairs === 1) {
      await expect(ladder, `d=${d}`).toContainText(`there is 1 pair, pair 0, with wavelength ${want.first} positions`);
    } else {
      await expect(ladder, `d=${d}`).toContainText(`there are ${pairs} pairs`);
      await expect(ladder, `d=${d}`).toContainText(`to ${want.last} (pair ${last}`);
      // The slowest pair's exponent as the page states it: (d−2)/d for even d.
      await expect(ladder, `d=${d}`).toContainText(`to ${want.last} ${want.slowest}`);
      await expect(ladder, `d=${d}`).toContainText(`is ${want.ratio} times the previous one`);
    }
    await expect(ladder, `d=${d}`).not.toContainText('1 pairs');
    const binary = section.locator('.chart-summary').nth(1);
    if (pairs === 1) await expect(binary, `d=${d}`).toContainText('there is only pair 0');
    else await expect(binary, `d=${d}`).toContainText(`slows down by a factor ${want.ratio}`);
    // The sine chart's name counts what it draws: no "pairs 0 to -1".
    const sineName = await section.locator('.binary-panel canvas').nth(1).getAttribute('aria-label');
    expect(sineName, `d=${d}`).toContain(
      pairs === 1 ? 'Sine of pair 0 ' : `Sine of pairs 0 to ${Math.min(4, pairs) - 1} `,
    );
  }
});
