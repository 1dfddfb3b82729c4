// The RoPE section: every number shown equals the core's (loaded here in node), one pair is
// checked against a float64 rotation written here, the pair stepper works from the keyboard, a
// deep link restores the state, bad values leave the last good numbers, and the section fits a
// projector and a 360 px phone.
import { expect, test } from './fixtures.mjs';
import { loadCore } from '../../dist/pe-core.mjs';
import { fixed, int, trim } from '../../web/src/format.js';

const core = await loadCore();
const sci = (v, digits) => (v === 0 ? '0' : v.toExponential(digits).replace('e+', 'e'));

async function open(page, query) {
  await page.goto(`./?${query}`);
  await expect(page.locator('html')).toHaveAttribute('data-ready', 'true');
  await expect(page.locator('#rope')).toBeVisible();
}
const control = (page, key) => page.locator(`#rope .control[data-key="${key}"] .control-input`);
async function type(page, key, value) {
  await control(page, key).fill(String(value));
  await control(page, key).press('Enter');
}

/** Compares every printed number of the section with the core's, for one state. */
async function expectNumbers(page, { d, pos, k, base = core.defaults.base, pairing = 'interleaved', shift }) {
  const common = { dModel: d, base, pairing };
  const rel = core.ropeRelative({ ...common, m: pos, n: pos + k, shift, seed: 1 });
  const steps = core.ropeSteps({ ...common, pos, q: rel.q });
  // Every pair, in the table.
  await page.locator('#rope .rope-all-pairs').evaluate((node) => {
    node.open = true;
  });
  const rows = page.locator('#rope .rope-pairs tbody tr');
  await expect(rows).toHaveCount(d / 2);
  for (const r of steps) {
    await expect(rows.nth(r.pair).locator('td')).toHaveText([
      `${r.firstDim}, ${r.secondDim}`,
      fixed(r.omega),
      fixed(r.angle),
      fixed(r.cos),
      fixed(r.sin),
      fixed(r.inFirst),
      fixed(r.inSecond),
      fixed(r.outFirst),
      fixed(r.outSecond),
    ]);
  }
  // The relative check: scores (9 decimals) and the residuals.
  const table = page.locator('#rope .rope-relative-table tbody tr');
  await expect(table.nth(0).locator('td')).toHaveText([
    fixed(rel.score, 9),
    fixed(rel.rounded.score, 9),
    fixed(rel.naive.score, 9),
  ]);
  await expect(table.nth(1).locator('td')).toHaveText([
    fixed(rel.shiftedScore, 9),
    fixed(rel.rounded.shiftedScore, 9),
    fixed(rel.naive.shiftedScore, 9),
  ]);
  await expect(page.locator('#rope .rope-residual-f64')).toHaveText(sci(rel.residual, 2));
  await expect(page.locator('#rope .rope-residual-rounded')).toHaveText(sci(rel.rounded.residual, 2));
  await expect(page.locator('#rope .rope-residual-naive')).toHaveText(sci(rel.naive.residual, 2));
  await expect(page.locator('#rope .rope-error-rounded')).toHaveText(sci(rel.rounded.maxError, 2));
  await expect(page.locator('#rope .rope-error-naive')).toHaveText(sci(rel.naive.maxError, 2));
  await expect(page.locator('#rope .rope-relative-score')).toHaveText(fixed(rel.relativeScore, 9));
  await expect(page.locator('#rope .rope-relative-error')).toHaveText(sci(rel.relativeError, 2));
  return { rel, steps };
}

test('shows the core’s numbers, checks one pair by hand, and steps through the pairs by keyboard', async ({ page }) => {
  await open(page, 'view=rope');
  await expect(control(page, 'd')).toHaveValue('8');
  await expect(control(page, 'shift')).toHaveValue('100');
  const { rel, steps } = await expectNumbers(page, { d: 8, pos: 5, k: 3, shift: 100 });

  // Pair 1 rotated here in float64, independently of the core: ω_1 = 10000^(-2/8).
  const omega = 10000 ** (-2 / 8);
  const angle = 5 * omega;
  const [a, b] = [rel.q[2], rel.q[3]];
  const row = page.locator('#rope .rope-pairs tbody tr').nth(1).locator('td');
  await expect(row.nth(0)).toHaveText('2, 3');
  await expect(row.nth(2)).toHaveText(fixed(angle));
  await expect(row.nth(7)).toHaveText(fixed(a * Math.cos(angle) - b * Math.sin(angle)));
  await expect(row.nth(8)).toHaveText(fixed(a * Math.sin(angle) + b * Math.cos(angle)));
  // The relative form q·R(n − m)k, in float64 here: rotate k by (n − m)ω_i, dot with q.
  let relative = 0;
  for (let i = 0; i < 4; i += 1) {
    const t = 3 * 10000 ** ((-2 * i) / 8);
    const [ka, kb] = [rel.k[2 * i], rel.k[2 * i + 1]];
    relative +=
      rel.q[2 * i] * (ka * Math.cos(t) - kb * Math.sin(t)) + rel.q[2 * i + 1] * (ka * Math.sin(t) + kb * Math.cos(t));
  }
  await expect(page.locator('#rope .rope-relative-score')).toHaveText(fixed(relative, 9));

  // The stepper: pair 0 first, its numbers in the vector; arrows, End, Home, and N / P.
  const title = page.locator('#rope .rope-step-title');
  await expect(title).toHaveText('Pair i = 0 (of 0 to 3)');
  await expect(page.locator('#rope .rope-vector .vector-cell.is-current .vector-value')).toHaveText([
    fixed(steps[0].outFirst),
    fixed(steps[0].outSecond),
  ]);
  await expect(page.locator('#rope svg.rope-circle')).toHaveAttribute(
    'aria-label',
    new RegExp(`turns by ${trim(steps[0].angle, 3)} radians`),
  );
  await page.locator('#rope .rope-stepper').focus();
  await page.keyboard.press('ArrowRight');
  await expect(title).toHaveText('Pair i = 1 (of 0 to 3)');
  await expect(page.locator('#rope .uc-heading')).toHaveText('Pair 1: dimensions 2 (a) and 3 (b)');
  await page.keyboard.press('End');
  await expect(title).toHaveText('Pair i = 3 (of 0 to 3)');
  await expect(page.locator('#rope .rope-next')).toBeDisabled();
  await page.keyboard.press('Home');
  await expect(title).toHaveText('Pair i = 0 (of 0 to 3)');
  await page.locator('#rope-title').focus();
  await page.keyboard.press('n');
  await expect(title).toHaveText('Pair i = 1 (of 0 to 3)');
  await page.keyboard.press('p');
  await expect(title).toHaveText('Pair i = 0 (of 0 to 3)');

  // Predict mode: a wrong angle is answered with the core's angle.
  await page.locator('#rope .rope-predict-toggle').check();
  await page.locator('#rope .predict-input').fill('1');
  await page.locator('#rope .predict-input').press('Enter');
  await expect(page.locator('#rope .predict-feedback')).toContainText(
    `the angle θ = pos·ω_i is ${trim(steps[0].angle)}`,
  );

  // Decay and the W table: the core's numbers, and the prose names them.
  const decay = core.ropeDecay({ dModel: 8, base: core.defaults.base });
  await page.locator('#rope .rope-decay details.chart-data').evaluate((node) => {
    node.open = true;
  });
  const decayRows = page.locator('#rope .rope-decay .chart-data tbody tr');
  await expect(decayRows).toHaveCount(decay.g.length);
  await expect(decayRows.nth(10).locator('td')).toHaveText([fixed(decay.g[10]), fixed(decay.bound[10])]);
  await expect(page.locator('#rope .rope-decay .chart-summary')).toContainText(`g(0) = ${fixed(decay.g[0])}`);
  const w = core.ropeWDemo({ dModel: 8, base: core.defaults.base, seed: 1, offset: 3, pairing: 'interleaved' });
  const wRows = page.locator('#rope .rope-w-table tbody tr');
  await expect(wRows).toHaveCount(w.m.length);
  for (let i = 0; i < w.m.length; i += 1) {
    await expect(wRows.nth(i).locator('td')).toHaveText([
      int(w.n[i]),
      fixed(w.rawScores[i]),
      fixed(w.additiveScores[i]),
      fixed(w.ropeScores[i]),
    ]);
  }
  await expect(page.locator('#rope .rope-spread-additive')).toContainText(`spread ${fixed(w.additiveSpread)}`);
  await expect(page.locator('#rope .rope-spread-additive')).toContainText('changes with m');
  await expect(page.locator('#rope .rope-spread-rope')).toContainText(`spread ${sci(w.ropeSpread, 2)}, rounding only`);
});

test('a deep link restores d, pos, k, base, pairing and shift', async ({ page }) => {
  const state = { d: 4, pos: 7, k: 2, base: 100, pairing: 'half', shift: 50 };
  await open(page, `view=rope&d=4&pos=7&k=2&base=100&pairing=half&shift=50`);
  await expect(control(page, 'pos')).toHaveValue('7');
  await expect(page.getByRole('radio', { name: /^Half/ })).toBeChecked();
  await expectNumbers(page, state);
  await expect(page.locator('#rope .rope-pairs tbody tr').first().locator('td').first()).toHaveText('0, 2');
  // Choosing the pairing goes into the URL and the numbers follow.
  await page.getByRole('radio', { name: /^Interleaved/ }).check();
  await expect(page).toHaveURL(/view=rope/);
  await expect(page).not.toHaveURL(/pairing=half/);
  await expectNumbers(page, { ...state, pairing: 'interleaved' });
});

test('odd d and a shift past the last position show the message and keep the last good numbers', async ({ page }) => {
  await open(page, 'view=rope&d=4');
  const good = { d: 4, pos: 5, k: 3, shift: 100 };
  await expectNumbers(page, good);
  const error = page.locator('#rope .render-error');

  await type(page, 'd', 7);
  let coreMessage = '';
  try {
    core.ropeSteps({ pos: 5, dModel: 7 });
  } catch (caught) {
    coreMessage = caught.message;
  }
  expect(coreMessage).toMatch(/even/);
  await expect(error).toBeVisible();
  await expect(error).toContainText('even');
  await expect(error).toContainText('pick an even d');
  await expect(error).not.toContainText('dModel');
  await expect(error).toContainText('Still showing the result for the last values that worked');
  await expectNumbers(page, good);
  await type(page, 'd', 4);
  await expect(error).toBeHidden();

  // A shift the store accepts but that moves the key past the last position: the core refuses.
  const { maxPosition } = core.limits;
  let shiftMessage = '';
  try {
    core.ropeRelative({ m: 5, n: 8, shift: maxPosition, dModel: 4 });
  } catch (caught) {
    shiftMessage = caught.message;
  }
  expect(shiftMessage).toMatch(/^shift must be/);
  await type(page, 'shift', maxPosition);
  await expect(error).toBeVisible();
  // The core's range for s, in the section's words (its m and n are pos and pos + k here).
  await expect(error).toContainText(shiftMessage.replace(/^shift/, 's (shift)'));
  await expectNumbers(page, good);
  // A shift outside the parameter's range is refused at the control; the URL keeps the last good one.
  await type(page, 'shift', '1e300');
  await expect(page.locator('#rope .control[data-key="shift"] .control-error')).toContainText('shift s');
  await type(page, 'shift', 100);
  await expect(error).toBeHidden();
  await expectNumbers(page, good);
});

test('fits a projector and a 360 px phone without pushing the page sideways', async ({ page }) => {
  for (const { width, height, query } of [
    { width: 1280, height: 720, query: '&projector=1' },
    { width: 360, height: 800, query: '' },
  ]) {
    await page.setViewportSize({ width, height }); // before the load: the page is laid out at this size from the start
    await open(page, `view=rope${query}`);
    await page.evaluate(() => {
      for (const details of document.querySelectorAll('#rope details')) details.open = true;
    });
    const [scroll, client] = await page.evaluate(() => [
      document.documentElement.scrollWidth,
      document.documentElement.clientWidth,
    ]);
    expect(scroll, `${width} px`).toBeLessThanOrEqual(client);
    // The stepper's maths fits its box (nothing hidden in a scroll) at this width.
    const cut = await page
      .locator('#rope .rope-stages .stage-math')
      .evaluateAll((nodes) => nodes.filter((n) => n.scrollWidth > n.clientWidth + 1).length);
    expect(cut, `${width} px: stage maths cut off`).toBe(0);
    await page.screenshot({ path: test.info().outputPath(`rope-${width}.png`), fullPage: true });
  }
});
