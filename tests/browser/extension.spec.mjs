// Section "Longer contexts": every number shown matches the methods' formulas worked out here in
// float64 (tests/shared/reference.mjs extensionReference; and for one pair per method a formula
// written in the test: PI: omega / s; NTK: base b s^(d/(d-2)); YaRN: the gamma ramp in turns and
// 0.1 ln s + 1), at the precision the page prints. Deep links, refused values
// (the last good numbers stay), keyboard, and no page overflow at 360 px or in projector mode.
import { expect, test } from './fixtures.mjs';
import { loadCore } from '../../dist/pe-core.mjs';
import { extensionReference } from '../shared/reference.mjs';

const core = await loadCore();
const DEFAULTS = core.requests.extension; // the core's own request defaults: what the page starts with

async function open(page, query) {
  await page.goto(`./?${query}`);
  await expect(page.locator('html')).toHaveAttribute('data-ready', 'true');
  await expect(page.locator('#extension')).toBeVisible();
}
const control = (page, key) => page.locator(`#extension .control[data-key="${key}"] .control-input`);
const summary = (page) => page.locator('#extension .extension-summary');
const angleRows = (page) => page.locator('#extension .extension-angles-table tbody tr');

/** A shown number is `value` to the page's precision: within half a unit of its last place. */
function near(text, value, { decimals, significant }) {
  expect(text, 'a plain number').toMatch(/^-?\d+(\.\d+)?(e-\d+)?$/);
  const unit =
    decimals !== undefined ? 10 ** -decimals : 10 ** (Math.floor(Math.log10(Math.abs(value))) - significant + 1);
  expect(Math.abs(Number(text) - value), `${text} shows ${value}`).toBeLessThanOrEqual(0.5 * unit * (1 + 1e-9));
}
/**
 * The shown angle table against the reference: ω and ω′ to 6 significant figures, γ and the angles
 * to 3 decimals, the pair number and the wrapped/seen words exactly.
 */
function expectAngles(shown, reference, method) {
  expect(shown).toHaveLength(reference.pairs.length);
  for (const [r, line] of shown.entries()) {
    const p = reference.pairs[r];
    const cells = line.split('|');
    const gamma = method === 'yarn' ? cells.splice(3, 1)[0] : undefined;
    expect(cells).toHaveLength(7);
    const [pair, omega, omegaNew, angleNew, maxTrainAngle, wrapped, seen] = cells;
    expect(pair).toBe(String(p.pair));
    near(omega, p.omega, { significant: 6 });
    near(omegaNew, p.omegaNew, { significant: 6 });
    if (gamma !== undefined) near(gamma, p.gamma, { decimals: 3 });
    near(angleNew, p.angleNew, { decimals: 3 });
    near(maxTrainAngle, p.maxTrainAngle, { decimals: 3 });
    expect([wrapped, seen], `pair ${p.pair}`).toEqual([p.wrapped ? 'yes' : 'no', p.seen ? 'seen' : 'unseen']);
  }
}
async function shownAngles(page) {
  return angleRows(page).evaluateAll((rows) => rows.map((tr) => [...tr.children].map((c) => c.textContent).join('|')));
}
/** One shown cell of a pair's row, as a number. */
async function cell(page, pair, column) {
  const headers = await page.locator('#extension .extension-angles-table thead th').allTextContents();
  const index = headers.findIndex((h) => h.startsWith(column));
  expect(index).toBeGreaterThan(-1);
  return Number(
    (
      await page.locator(`#extension .extension-angles-table tr[data-pair="${pair}"] > *`).nth(index).textContent()
    ).replace(/,/g, ''),
  );
}
// The section's own pos (30,000: past L, inside s·L); the core's request default is s·L itself.
const POS = 30000;
const ask = (method) => extensionReference({ method, d: 128, L: 4096, s: 8, pos: POS });
// The methods table and the chart's last row (pair 63, ω = 10000^(-126/128)), worked out here:
// NTK's base 10000·8^(128/126) = 82684.622641, YaRN's factor 0.1·ln 8 + 1 = 1.207944; λ = 2π/ω =
// 54410.143, r = 4096/λ = 0.075 turns (γ = 0), λ′ = λ·8 = 435281.145 except with no change.
const METHODS = {
  none: { base: '10000.000000', factor: '1.000000', wavelengthNew: '54410.143' },
  pi: { base: '10000.000000', factor: '1.000000', wavelengthNew: '435281.145' },
  ntk: { base: '82684.622641', factor: '1.000000', wavelengthNew: '435281.145' },
  yarn: { base: '10000.000000', factor: '1.207944', wavelengthNew: '435281.145' },
};

test('every number is the core’s, and one pair per method matches its float64 formula', async ({ page }) => {
  await open(page, 'view=extension');
  await expect(control(page, 'd')).toHaveValue('128');
  await expect(control(page, 'pos')).toHaveValue(String(POS));
  await expect(control(page, 'scale')).toHaveValue(String(DEFAULTS.scale.default));
  await expect(control(page, 'train')).toHaveValue(String(DEFAULTS.trainLength.default));
  expect([DEFAULTS.scale.default, DEFAULTS.trainLength.default, DEFAULTS.dModel.default, DEFAULTS.pos.default]).toEqual(
    [8, 4096, 128, 32768],
  );

  // Independent counts: with no change every pair that never wrapped in training
  // ((L - 1) w < 2 pi) overshoots at any pos past L - 1; position interpolation maps pos to
  // pos / s = 3,750 <= L - 1, so no pair does.
  let neverWrapped = 0;
  for (let i = 0; i < 64; i += 1) if (4095 * 10000 ** ((-2 * i) / 128) < 2 * Math.PI) neverWrapped += 1;
  expect(neverWrapped).toBe(18);

  const L = 4096;
  const s = 8;
  const omega = (i) => 10000 ** ((-2 * i) / 128);
  const independent = {
    none: { pair: 50, omegaNew: omega(50) },
    pi: { pair: 40, omegaNew: omega(40) / s },
    ntk: { pair: 32, omegaNew: (10000 * s ** (128 / 126)) ** (-64 / 128), base: 10000 * s ** (128 / 126) },
    yarn: (() => {
      const r = L / ((2 * Math.PI) / omega(30));
      const gamma = r < 1 ? 0 : r > 32 ? 1 : (r - 1) / 31;
      return {
        pair: 30,
        gamma,
        omegaNew: ((1 - gamma) * omega(30)) / s + gamma * omega(30),
        factor: 0.1 * Math.log(s) + 1,
      };
    })(),
  };
  const labels = { none: 'None', pi: 'Position interpolation', ntk: 'NTK-aware', yarn: 'YaRN' };
  for (const method of ['none', 'pi', 'ntk', 'yarn']) {
    await page.locator('#extension').getByRole('radio', { name: labels[method] }).check();
    await expect(page).toHaveURL(new RegExp(`method=${method}`));
    const result = ask(method);
    if (method === 'none') expect(result.pairsUnseen).toBe(neverWrapped);
    if (method === 'pi') expect(result.pairsUnseen).toBe(0);
    await expect(summary(page)).toContainText(
      result.pairsUnseen
        ? `${result.pairsUnseen} of 64 pairs would see angles they never saw in training`
        : 'none of the 64 pairs would see an angle it never saw',
    );
    await expect(summary(page)).toContainText(`${result.pairsWrapped} pairs went all the way round during training`);
    expectAngles(await shownAngles(page), result, method);
    // The independent formula, for one pair: omega' to 6 significant figures, the angle to 3 decimals.
    const check = independent[method];
    expect(Math.abs((await cell(page, check.pair, 'new ω′')) / check.omegaNew - 1)).toBeLessThan(1e-5);
    expect(Math.abs((await cell(page, check.pair, 'angle pos·ω′')) - POS * check.omegaNew)).toBeLessThan(1e-3);
    if (check.gamma !== undefined)
      expect(Math.abs((await cell(page, check.pair, 'γ(r)')) - check.gamma)).toBeLessThan(6e-4);
    // The methods table: the core's base and attention factor, and the formulas'.
    const row = page.locator(`#extension .extension-methods-table tr[data-method="${method}"] td`);
    await expect(row.nth(0)).toHaveText(METHODS[method].base);
    await expect(row.nth(1)).toHaveText(METHODS[method].factor);
    await expect(row.nth(2)).toHaveText(`${result.pairsUnseen} of 64`);
    expect(Math.abs(Number(await row.nth(0).textContent()) - (check.base ?? 10000))).toBeLessThan(1e-6);
    expect(Math.abs(Number(await row.nth(1).textContent()) - (check.factor ?? 1))).toBeLessThan(1e-6);
    // The chart's text alternative: the core's wavelengths.
    const data = page.locator('#extension .extension-chart .chart-data tbody tr');
    await expect(data).toHaveCount(64);
    await expect(data.nth(63).locator('td')).toHaveText(['54410.143', METHODS[method].wavelengthNew, '0.075', '0.000']);
  }
  await expect(page.locator('#extension canvas[role="img"]')).toHaveAttribute('aria-label', /logarithmic scale/);
  // The learned-table note links to that section, in place.
  await page.locator('#extension .extension-learned-link').click();
  await expect(page.locator('#learned')).toBeVisible();
  await expect(page).toHaveURL(/view=learned/);
});

test('a deep link restores the state; refused values keep the last good numbers', async ({ page }) => {
  await open(page, 'view=extension&method=pi&scale=4&train=2048&d=16&pos=9000');
  await expect(control(page, 'scale')).toHaveValue('4');
  await expect(page.locator('#extension').getByRole('radio', { name: 'Position interpolation' })).toBeChecked();
  let result = extensionReference({ method: 'pi', d: 16, L: 2048, s: 4, pos: 9000 });
  expectAngles(await shownAngles(page), result, 'pi');
  const unseen = result.pairsUnseen;
  await expect(summary(page)).toContainText(
    `with position interpolation ${unseen === 0 ? 'none of the 8 pairs' : `${unseen} of 8 pairs`}`,
  );

  // Keyboard: the method radios move with the arrow keys; the scale box takes typed values.
  await page.locator('#extension').getByRole('radio', { name: 'Position interpolation' }).focus();
  await page.keyboard.press('ArrowDown');
  await expect(page.locator('#extension').getByRole('radio', { name: 'NTK-aware' })).toBeChecked();
  await control(page, 'scale').fill('2.5');
  await control(page, 'scale').press('Enter');
  await expect(page).toHaveURL(/scale=2\.5/);
  result = extensionReference({ method: 'ntk', d: 16, L: 2048, s: 2.5, pos: 9000 });
  expectAngles(await shownAngles(page), result, 'ntk');
  const good = await shownAngles(page);

  const scaleRange = core.parameters.scale;
  for (const bad of ['0', '-1', 'NaN', String(scaleRange.max * 2), '<b>2</b>']) {
    await control(page, 'scale').fill(bad);
    await control(page, 'scale').press('Enter');
    await expect(page.locator('#extension .control[data-key="scale"] .control-error')).toContainText(
      's (scale factor) must be a number from 1 to 1,024',
    );
  }
  await control(page, 'train').fill('0');
  await control(page, 'train').press('Enter');
  await expect(page.locator('#extension .control[data-key="train"] .control-error')).toContainText(
    'L (training length) must be a whole number from 1',
  );
  expect(await shownAngles(page)).toEqual(good);
  await expect(page).toHaveURL(/scale=2\.5/);

  // An odd d: the core refuses it (RoPE rotates pairs); the message names d, the numbers stay.
  await control(page, 'd').fill('15');
  await control(page, 'd').press('Enter');
  await expect(page.locator('#extension .render-error')).toContainText('d must be even');
  expect(await shownAngles(page)).toEqual(good);

  // A bad value in a link: the notice names it, and the section shows the defaults.
  await open(page, 'view=extension&scale=0&method=rope');
  await expect(page.locator('#page-notice')).toContainText('s (scale factor) must be a number from');
  await expect(page.locator('#page-notice')).toContainText('method (context extension) must be one of');
  expect(DEFAULTS.method.default).toBe('yarn');
  expectAngles(await shownAngles(page), ask('yarn'), 'yarn');
});

test('d = 2, 4 and 16: the sentence counts what the table shows', async ({ page }) => {
  for (const d of [2, 4, 16]) {
    await open(page, `view=extension&d=${d}&method=yarn`);
    const result = extensionReference({ method: 'yarn', d, L: 4096, s: 8, pos: POS });
    expectAngles(await shownAngles(page), result, 'yarn');
    const pairs = d / 2;
    const text = await summary(page).textContent();
    const unseenShown = await page.locator('#extension .extension-angles-table tr.is-unseen').count();
    expect(unseenShown).toBe(result.pairsUnseen);
    if (result.pairsUnseen === 0)
      expect(text).toContain(
        pairs === 1
          ? 'the only pair would see no angle it never saw'
          : `none of the ${pairs} pairs would see an angle it never saw`,
      );
    else expect(text).toContain(`${result.pairsUnseen} of ${pairs} pairs`);
    expect(text).toContain(
      `${result.pairsWrapped} ${result.pairsWrapped === 1 ? 'pair' : 'pairs'} went all the way round`,
    );
  }
});

test('360 px and projector mode: no page overflow in the extension and presets views', async ({ page }) => {
  for (const [viewport, query] of [
    [{ width: 360, height: 740 }, ''],
    [{ width: 1024, height: 768 }, '&projector=1'],
  ]) {
    await page.setViewportSize(viewport); // before the loads: each page is laid out at this size from the start
    for (const view of ['extension', 'conventions&preset=fairseq']) {
      await page.goto(`/?view=${view}${query}`);
      await page.waitForSelector('html[data-ready="true"]');
      await page.evaluate(() => {
        for (const details of document.querySelectorAll('main details')) details.open = true;
      });
      const [scroll, client] = await page.evaluate(() => [
        document.documentElement.scrollWidth,
        document.documentElement.clientWidth,
      ]);
      expect(scroll, `${view} ${query || '360 px'}`).toBeLessThanOrEqual(client);
    }
  }
});
