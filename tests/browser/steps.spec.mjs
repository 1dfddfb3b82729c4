// The worked example: stepping, keyboard, deep links, predict mode; numbers checked against values worked out here.
import { expect, test } from './fixtures.mjs';
import { loadCore } from '../../dist/pe-core.mjs';
import { COS3, PE } from '../shared/golden.mjs';

let core;
test.beforeAll(async () => {
  core = await loadCore();
});

async function open(page, query) {
  await page.goto(`/${query}`);
  await page.waitForSelector('html[data-ready="true"]');
}
// PE(pos): the golden values of tests/shared/golden.json, and for the others sin/cos(pos / 10000^(2i/d))
// worked out in float64 and rounded half away from zero to 6 decimals.
const PE_4_3 = PE.d4_pos3.text;
const PE_8_3 = PE.d8_pos3.text;
// sin 1, cos 1, sin 0.1, cos 0.1, sin 0.01, cos 0.01, sin 0.001, cos 0.001
const PE_8_1 = ['0.841471', '0.540302', '0.099833', '0.995004', '0.010000', '0.999950', '0.001000', '1.000000'];
// Concatenated, d = 5: the sines of pairs 0, 1, 2 (angles 3, 3/10000^0.4, 3/10000^0.8), then the cosines of pairs 0, 1.
const PE_5_3_CONCATENATED = PE.d5_pos3_concatenated.text;
const cells = (page) => page.locator('#steps .vector-value');

test('the deep link ?view=steps&d=4&pos=3&step=2 shows PE(3, 2) with the real numbers substituted', async ({
  page,
}) => {
  await open(page, '?view=steps&d=4&pos=3&step=2');
  await expect(page.getByRole('heading', { name: 'Dimension j = 2 (of 0 to 3)' })).toBeVisible();
  await expect(cells(page)).toHaveText([PE_4_3[0], PE_4_3[1], PE_4_3[2], '?']);
  // KaTeX keeps the TeX source in its MathML annotation: check the substituted chain.
  const tex = await page.locator('#steps .stepper-math annotation').textContent();
  expect(tex).toContain('\\mathrm{PE}(3, 2)');
  expect(tex).toContain('\\frac{3}{10000^{2\\cdot 1/4}}');
  expect(tex).toContain('\\frac{3}{100}');
  expect(tex).toContain('\\sin(0.03) \\approx 0.029996');
  await expect(page.locator('#steps .stage-denominator annotation')).toContainText('10000^{0.5} = 100');
  await expect(page.locator('#steps')).toContainText('cos(3)');
  await expect(page.locator('#steps .rounding-compare')).toContainText(`Rounded to 4 decimals: ${COS3.rounded4}`);
  await expect(page.locator('#steps .rounding-compare')).toContainText(
    `Cut off after 4 decimals (truncated): ${COS3.truncated4}`,
  );
  await expect(page.locator('#steps .rounding-note').first()).toContainText(
    'rounded half away from zero to 6 decimal places',
  );
});

test('Previous, Next, arrow keys, Home and End step through the dimensions and update the URL', async ({ page }) => {
  await open(page, '?view=steps');
  await expect(page.getByRole('heading', { name: 'Dimension j = 0 (of 0 to 3)' })).toBeVisible();
  await page.getByRole('button', { name: 'Next dimension →' }).click();
  await expect(page).toHaveURL(/step=1/);
  await expect(cells(page)).toHaveText([...PE_4_3.slice(0, 2), '?', '?']);
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
  await expect(cells(page)).toHaveText(PE_4_3);
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
  await expect(cells(page)).toHaveText(PE_8_3);
  const pos = page.locator('#controls-panel [data-key="pos"] input[role="spinbutton"]');
  await pos.fill('1');
  await pos.press('Enter');
  await expect(cells(page)).toHaveText(PE_8_1);
  const d = page.locator('#controls-panel [data-key="d"] input[role="spinbutton"]');
  await d.fill('5');
  await d.press('Enter');
  await pos.fill('3');
  await pos.press('Enter');
  await expect(page).toHaveURL(/d=5&pos=3&step=4/); // step was brought back to d - 1
  await expect(cells(page)).toHaveText(PE.d5_pos3.text);
  await page.getByRole('radio', { name: 'Concatenated' }).check();
  await expect(cells(page)).toHaveText(PE_5_3_CONCATENATED);
});

test('predict first: exponent, denominator, angle and value are each asked for, then the gap is stated', async ({
  page,
}) => {
  await open(page, '?view=steps&step=2');
  await page.getByLabel('Predict first').check();
  const stages = page.locator('#steps .stepper-stages');
  const feedback = page.locator('#steps .predict-feedback');
  // Nothing past the pair index is shown before it is predicted.
  await expect(cells(page).nth(2)).toHaveText('?');
  for (const name of ['exponent', 'denominator', 'angle', 'value']) {
    await expect(stages.locator(`.stage-${name}`)).toHaveClass(/is-hidden-value/);
  }
  await expect(stages.locator('.stage-exponent annotation')).not.toContainText('0.5');
  await expect(stages.locator('.stage-angle annotation')).not.toContainText('0.03');

  const guess = page.getByLabel(/^Your prediction for/);
  await expect(page.locator('#steps .predict-question')).toHaveText('Your prediction for the exponent 2i/d = 2·1/4:');
  await guess.fill('abc');
  await guess.press('Enter');
  await expect(feedback).toHaveText('Type a number, for example 0.03 or -0.99.');
  await guess.fill('0.5');
  await guess.press('Enter');
  await expect(feedback).toHaveText('Exactly right to 6 decimals: the exponent is 0.5.'); // 2·1/4
  await expect(stages.locator('.stage-exponent')).not.toHaveClass(/is-hidden-value/);
  await expect(stages.locator('.stage-denominator')).toHaveClass(/is-hidden-value/);

  await expect(page.locator('#steps .predict-question')).toHaveText(
    'Your prediction for the denominator b^(2i/d) = 10000^0.5:',
  );
  await guess.fill('10');
  await guess.press('Enter');
  await expect(feedback).toContainText('Not quite: you said 10, the denominator is 100');
  await expect(page.locator('#steps .predict-question')).toHaveText(
    'Your prediction for the angle pos / b^(2i/d) = 3 / 100:',
  );
  await page.getByRole('button', { name: 'Just show me' }).click();
  await expect(feedback).toHaveText('The angle is 0.03.'); // 3 / 100
  await expect(cells(page).nth(2)).toHaveText('?');

  await expect(page.locator('#steps .predict-question')).toHaveText('Your prediction for PE(3, 2) = sin(0.03):');
  await guess.fill('0.03');
  await guess.press('Enter');
  // sin(0.03) = 0.0299955002..., 0.03 − sin(0.03) = 0.0000044998 -> 0.000004.
  await expect(feedback).toHaveText('Very close: you said 0.03, the value is 0.029996, a difference of 0.000004.');
  await expect(cells(page).nth(2)).toHaveText(PE_4_3[2]);
  await page.getByRole('button', { name: 'Next dimension →' }).click();
  await expect(cells(page).nth(3)).toHaveText('?');
  for (let i = 0; i < 4; i += 1) await page.getByRole('button', { name: 'Just show me' }).click();
  await expect(cells(page).nth(3)).toHaveText(PE_4_3[3]);
});

test('the slope d/dpos is shown with its numbers: w·cos for a sine, −w·sin for a cosine', async ({ page }) => {
  // Pair 1 of d = 4: w = 10000^(-2/4) = 0.01. Dimension 2: w·cos(3w) = 0.01·cos(0.03) = 0.0099955 -> 0.009996;
  // dimension 3: −w·sin(3w) = −0.01·sin(0.03) = −0.00029996 -> -0.000300.
  for (const [step, slopeText] of [
    [2, '0.009996'],
    [3, '-0.000300'],
  ]) {
    await open(page, `?view=steps&step=${step}`);
    const r = core.steps({ pos: 3, dModel: 4 })[step];
    // Independent float64 reference: w = 10000^(-2i/d), slope of sin(pos w) is w cos(pos w).
    const w = 10000 ** (-(2 * r.pair) / 4);
    const slope = r.fn === 'sin' ? w * Math.cos(3 * w) : -w * Math.sin(3 * w);
    expect(Math.abs(r.derivative - slope)).toBeLessThan(1e-12);
    const stage = page.locator('#steps .stage-derivative');
    await expect(stage).toContainText('Slope d/dpos');
    const tex = stage.locator('annotation');
    await expect(tex).toContainText(
      r.fn === 'sin' ? '\\omega\\cos(\\omega\\,\\mathit{pos})' : '-\\omega\\sin(\\omega\\,\\mathit{pos})',
    );
    await expect(tex).toContainText(slopeText);
    await page.locator('#steps .steps-table summary').click();
    await expect(page.locator('#steps .steps-all tbody tr').nth(step).locator('td').last()).toHaveText(slopeText);
  }
});

test('a position this section shows is not refused because of k, which it has no control for', async ({ page }) => {
  await open(page, '?view=steps&pos=100000000');
  await expect(page.locator('#page-notice')).toBeHidden();
  await expect(page).toHaveURL(/pos=100000000/);
  await expect(page.locator('#controls-panel [data-key="pos"] input[role="spinbutton"]')).toHaveValue('100000000');
  await expect(cells(page).first()).toHaveText('0.931639'); // sin(100000000) = 0.9316390271...
  // On the proof, which has k, the default k (2) would take pos + k past the last position
  // (100,000,000): the page brings k to 0 and says so, and the proof is drawn.
  await page.getByRole('link', { name: /relative-shift proof/ }).click();
  await expect(page.locator('#page-notice')).toContainText(
    'k (shift) was set to 0 (not 2) so that pos + k stays within 0 to 100,000,000.',
  );
  await expect(page.locator('#controls-panel [data-key="k"] input[role="spinbutton"]')).toHaveValue('0');
  await expect(page.locator('#proof .render-error')).toBeHidden();
});
