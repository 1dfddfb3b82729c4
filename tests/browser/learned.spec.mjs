// Section 8, fixed versus learned: table sizes (max_len x d, worked out here), a position past
// max_len with the formula's value there, and the comparison table's claims.
import { expect, openView, test } from './fixtures.mjs';
import { LEARNED, USED_IN } from '../shared/golden.mjs';

// PE(pos) written out: sin/cos(pos / 10000^(2i/d)) in float64, rounded half away from zero to 6
// decimals; the table shows the first 16 dimensions.
const FORMULA = {
  'pos=600 d=8': ['0.044182', '-0.999023', '-0.304811', '-0.952413', '-0.279415', '0.960170', '0.564642', '0.825336'],
  'pos=5000 d=8': ['-0.987966', '0.154668', '-0.467772', '-0.883849', '-0.262375', '0.964966', '-0.958924', '0.283662'],
  'pos=70000 d=20': [
    '-0.823474',
    '0.567354',
    '0.999991',
    '-0.004305',
    '-0.960470',
    '-0.278382',
    '-0.368932',
    '0.929456',
    '-0.825667',
    '0.564157',
    '0.543971',
    '-0.839104',
    '0.799659',
    '-0.600455',
    '-0.834255',
    '-0.551379',
  ],
};

const control = (page, key) => page.locator(`#learned .control[data-key="${key}"] .control-input`);

async function expectFormula(page, { pos, d }) {
  const values = FORMULA[`pos=${pos} d=${d}`];
  const rows = page.locator('.learned-pe tbody tr');
  await expect(rows).toHaveCount(Math.min(d, 16));
  for (let j = 0; j < Math.min(d, 16); j += 1) await expect(rows.nth(j).locator('td').last()).toHaveText(values[j]);
}

test('parameter counts for BERT-base and GPT-2 small, and a position past max_len', async ({ page }) => {
  await openView(page, 'learned');
  const count = page.locator('.learned-parameters');
  await expect(count).toHaveText(`${LEARNED.bertBase.parametersText} parameters`); // 512 x 768, tests/shared/golden.json
  await expect(page.locator('.learned-answer.is-missing')).toContainText('Position 600 has no row');
  await expectFormula(page, { pos: 600, d: 8 });

  await page.getByRole('button', { name: /GPT-2 small/ }).click();
  await expect(count).toHaveText(`${LEARNED.gpt2Small.parametersText} parameters`);
  await expect(page.getByRole('button', { name: /GPT-2 small/ })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('.learned-answer.is-missing')).toHaveCount(0);
  await expect(page.locator('.learned-answer').first()).toContainText('row 600 of 1,024');

  await control(page, 'pos').fill('5000');
  await control(page, 'pos').press('Enter');
  await expect(page.locator('.learned-answer.is-missing')).toContainText('Position 5,000 has no row');
  await expectFormula(page, { pos: 5000, d: 8 });

  const comparison = page.locator('.scheme-summary');
  await expect(comparison.locator('tr', { hasText: 'RoPE (rotary)' })).toContainText('None');
  await expect(comparison.locator('tr', { hasText: 'Learned absolute' })).toContainText('BERT, GPT-2');
  await expect(page.locator('#learned .callout', { hasText: 'T5 learns relative position biases' })).toBeVisible();
});

test('one summary of every scheme the page teaches: a real table; beyond max_len is no good extrapolation', async ({
  page,
}) => {
  await openView(page, 'learned');
  const summary = page.locator('#learned .scheme-summary');
  await expect(summary.locator('thead th')).toHaveText([
    'scheme',
    'where position enters',
    'position parameters',
    'absolute or relative',
    'past the training length',
    'used in',
  ]);
  const rows = summary.locator('tbody tr');
  await expect(rows.locator('th')).toHaveText([
    'NoPE (none)',
    'Sinusoidal',
    'Learned absolute',
    'RoPE (rotary)',
    'ALiBi',
    'T5 relative bias',
  ]);
  const row = (name) => summary.locator('tbody tr', { hasText: name });
  // Counts for a stated model: BERT-base 512 × 768 (tests/shared/golden.json), T5-base 32 buckets × 12 heads.
  const bert = LEARNED.bertBase;
  await expect(row('Learned absolute')).toContainText(`${bert.maxLen} × ${bert.dModel} = ${bert.parametersText}`);
  await expect(row('T5 relative bias')).toContainText(`32 × 12 = ${(32 * 12).toLocaleString('en-US')} per stack`);
  for (const name of ['Sinusoidal', 'RoPE', 'ALiBi', 'NoPE'])
    await expect(row(name).locator('td').nth(1)).toContainText('None');
  await expect(row('ALiBi').locator('td').nth(0)).toContainText('Attention score');
  await expect(row('RoPE').locator('td').nth(0)).toContainText('Queries and keys');
  await expect(row('Sinusoidal').locator('td').nth(0)).toContainText('token embeddings');
  // The checked "used in" claims (tests/shared/golden.json): T5 not among absolute tables, RoPE in LLaMA and GPT-J.
  for (const model of USED_IN.t5RelativeBias) await expect(row('Learned absolute')).not.toContainText(model);
  for (const model of USED_IN.rope) await expect(row('RoPE').locator('td').last()).toContainText(model);
  for (const model of USED_IN.t5RelativeBias)
    await expect(row('T5 relative bias').locator('td').last()).toContainText(model);
  await expect(page.locator('#learned')).not.toContainText('a later alternative');
  await expect(page.locator('#learned')).not.toContainText('Four families');
  // Screen readers keep the table even when a phone lays its rows out as cards.
  await expect(page.getByRole('table', { name: /Where each scheme puts position/ })).toBeVisible();

  // Read at 360 px (narrow.spec.mjs) and in projector mode (presenting.spec.mjs) with the other sections.
  // A value beyond max_len is not called a good extrapolation.
  const section = page.locator('#learned');
  await expect(section.locator('.callout', { hasText: 'not a good extrapolation' })).toContainText(
    'Having a value is not the same as working well there',
  );
  await expect(section.locator('.learned-answer').nth(1)).toContainText('A value, though, not a promise');
});

test('typed sizes: good ones counted by the core, bad ones refused with the last good kept', async ({ page }) => {
  await openView(page, 'learned');
  const maxLen = page.getByLabel('max_len (rows)');
  await maxLen.fill('2048');
  await maxLen.press('Enter');
  await expect(page.locator('.learned-parameters')).toHaveText('1,572,864 parameters'); // 2048 x 768
  for (const bad of ['-5', '1.5', 'NaN', '<i>9</i>']) {
    await maxLen.fill(bad);
    await maxLen.press('Enter');
    await expect(page.locator('#learned .field .control-error').first()).toContainText(
      'max_len must be a whole number',
    );
    await expect(page.locator('#learned .field .control-error').first()).toContainText('Still using 2048');
  }
  expect(await page.locator('#learned i').count()).toBe(0);
  await maxLen.press('ArrowUp');
  await expect(maxLen).toHaveValue('2049');
});

test('a deep link restores pos and d', async ({ page }) => {
  await openView(page, 'learned', 'pos=70000&d=20');
  await expect(control(page, 'pos')).toHaveValue('70000');
  await expect(page.locator('.learned-answer.is-missing')).toContainText('Position 70,000 has no row');
  await expectFormula(page, { pos: 70000, d: 20 });
  await expect(page.locator('.learned-pe caption')).toContainText('The first 16 of 20 dimensions');
});
