// The worked example: stepping, keyboard, deep links, predict mode; numbers checked against the core.
import { expect, test } from './fixtures.mjs';
import { loadCore } from '../../dist/pe-core.mjs';
import { fixed } from '../../web/src/format.js';

let core;
test.beforeAll(async () => { core = await loadCore(); });

async function open(page, query) {
  await page.goto(`/${query}`);
  await page.waitForSelector('html[data-ready="true"]');
}
const expected = (pos, dModel, extra = {}) => core.steps({ pos, dModel, ...extra }).map((r) => fixed(r.value));
const cells = (page) => page.locator('#steps .vector-value');

test('the deep link ?view=steps&d=4&pos=3&step=2 shows PE(3, 2) with the real numbers substituted', async ({ page }) => {
  await open(page, '?view=steps&d=4&pos=3&step=2');
  await expect(page.getByRole('heading', { name: 'Dimension j = 2 (of 0 to 3)' })).toBeVisible();
  const values = expected(3, 4);
  expect(values).toEqual(['0.141120', '-0.989992', '0.029996', '0.999550']);
  await expect(cells(page)).toHaveText([values[0], values[1], values[2], '?']);
  // KaTeX keeps the TeX source in its MathML annotation: check the substituted chain.
  const tex = await page.locator('#steps .stepper-math annotation').textContent();
  expect(tex).toContain('\\mathrm{PE}(3, 2)');
  expect(tex).toContain('\\frac{3}{10000^{2\\cdot 1/4}}');
  expect(tex).toContain('\\frac{3}{100}');
  expect(tex).toContain('\\sin(0.03) \\approx 0.029996');
  await expect(page.locator('#steps .stage-denominator annotation')).toContainText('10000^{0.5} = 100');
  await expect(page.locator('#steps')).toContainText('cos(3)');
  await expect(page.locator('#steps .rounding-compare')).toContainText('Rounded to 4 decimals: -0.9900');
  await expect(page.locator('#steps .rounding-compare')).toContainText('Cut off after 4 decimals (truncated): -0.9899');
  await expect(page.locator('#steps .rounding-note').first()).toContainText('rounded half away from zero to 6 decimal places');
});

test('Previous, Next, arrow keys, Home and End step through the dimensions and update the URL', async ({ page }) => {
  await open(page, '?view=steps');
  await expect(page.getByRole('heading', { name: 'Dimension j = 0 (of 0 to 3)' })).toBeVisible();
  await page.getByRole('button', { name: 'Next dimension →' }).click();
  await expect(page).toHaveURL(/step=1/);
  await expect(cells(page)).toHaveText(['0.141120', '-0.989992', '?', '?']);
  await page.locator('#steps .stepper').focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(page).toHaveURL(/step=3/);
  await expect(page.getByRole('button', { name: 'Next dimension →' })).toBeDisabled();
  await page.keyboard.press('ArrowLeft');
  await expect(page).toHaveURL(/step=2/);
  await page.keyboard.press('Home');
  await expect(page).toHaveURL(/step=0/);
  await page.keyboard.press('End');
  await expect(cells(page)).toHaveText(expected(3, 4));
  await page.getByRole('button', { name: '← Previous dimension' }).click();
  await expect(page).toHaveURL(/step=2/);
  // Jump by typing a dimension; one past the end is refused with its range.
  const jump = page.getByRole('spinbutton', { name: 'Jump to dimension j' });
  await jump.fill('4');
  await jump.press('Enter');
  await expect(page.locator('#steps .stepper-jump .control-error')).toContainText('from 0 to 3 (d − 1); got 4');
  await jump.fill('1');
  await jump.press('Enter');
  await expect(page).toHaveURL(/step=1/);
});

test('other widths, positions, an odd d and the concatenated layout match the core', async ({ page }) => {
  await open(page, '?view=steps&d=8&step=7');
  await expect(cells(page)).toHaveText(expected(3, 8));
  expect(expected(3, 8)).toEqual(['0.141120', '-0.989992', '0.295520', '0.955336', '0.029996', '0.999550', '0.003000', '0.999996']);
  const pos = page.locator('#controls-panel [data-key="pos"] input[role="spinbutton"]');
  await pos.fill('1');
  await pos.press('Enter');
  await expect(cells(page)).toHaveText(expected(1, 8));
  const d = page.locator('#controls-panel [data-key="d"] input[role="spinbutton"]');
  await d.fill('5');
  await d.press('Enter');
  await pos.fill('3');
  await pos.press('Enter');
  await expect(page).toHaveURL(/d=5&pos=3&step=4/); // step was brought back to d - 1
  await expect(cells(page)).toHaveText(['0.141120', '-0.989992', '0.075285', '0.997162', '0.001893']);
  await page.getByRole('radio', { name: 'Concatenated' }).check();
  await expect(cells(page)).toHaveText(expected(3, 5, { layout: 'concatenated' }));
});

test('predict first: the value is hidden until the student answers, then the gap is stated', async ({ page }) => {
  await open(page, '?view=steps&step=2');
  await page.getByLabel('Predict first').check();
  await expect(cells(page).nth(2)).toHaveText('?');
  const guess = page.getByLabel('Your prediction for PE(3, 2)');
  await guess.fill('abc');
  await guess.press('Enter');
  await expect(page.locator('#steps .predict-feedback')).toHaveText('Type a number, for example 0.03 or -0.99.');
  await guess.fill('0.03');
  await guess.press('Enter');
  await expect(page.locator('#steps .predict-feedback')).toHaveText('Very close: you said 0.03, the value is 0.029996, a difference of 0.000004.');
  await expect(cells(page).nth(2)).toHaveText('0.029996');
  await page.getByRole('button', { name: 'Next dimension →' }).click();
  await expect(cells(page).nth(3)).toHaveText('?');
  await page.getByRole('button', { name: 'Just show me' }).click();
  await expect(cells(page).nth(3)).toHaveText('0.999550');
});
