// Section "Longer contexts": every number shown matches the methods' formulas worked out here in
// float64 (tests/shared/reference.mjs extensionReference; and for one pair per method a formula
// written in the test: PI: omega / s; NTK: base b s^(d/(d-2)); YaRN: the gamma ramp in turns and
// 0.1 ln s + 1), at the precision the page prints. Deep links, refused values
// (the last good numbers stay) and keyboard. No page overflow at 360 px (narrow.spec.mjs) or in
// projector mode (presenting.spec.mjs) is checked with every other section's.
import { expect, navigate, openView, test } from './fixtures.mjs';
import { loadCore } from '../../dist/pe-core.mjs';
import { extensionReference } from '../shared/reference.mjs';

const core = await loadCore();
const DEFAULTS = core.requests.extension; // the core's own request defaults: what the page starts with

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
 * The shown angle table against the reference: ω and ω′ to 6 significant figures, γ, the angles
 * and the steps outside the arc to 3 decimals, the pair number and the wrapped/seen words exactly. The table starts at the first
 * pair the method changes (ω′ ≠ ω) or that never went all the way round in training.
 */
function expectAngles(shown, reference, method) {
  let lead = 0;
  const unchanged = (p) => p.omegaNew === p.omega && p.wrapped;
  while (lead < reference.pairs.length && unchanged(reference.pairs[lead])) lead += 1;
  const listed = lead === reference.pairs.length ? reference.pairs : reference.pairs.slice(lead);
  expect(shown).toHaveLength(listed.length);
  for (const [r, line] of shown.entries()) {
    const p = listed[r];
    const cells = line.split('|');
    const gamma = method === 'yarn' ? cells.splice(3, 1)[0] : undefined;
    expect(cells).toHaveLength(9);
    const [pair, omega, omegaNew, angleNew, direction, maxTrainAngle, wrapped, steps, seen] = cells;
    expect(pair).toBe(String(p.pair));
    near(omega, p.omega, { significant: 6 });
    near(omegaNew, p.omegaNew, { significant: 6 });
    if (gamma !== undefined) near(gamma, p.gamma, { decimals: 3 });
    near(angleNew, p.angleNew, { decimals: 3 });
    near(direction, p.direction, { decimals: 3 });
    near(maxTrainAngle, p.maxTrainAngle, { decimals: 3 });
    near(steps, p.stepsOutside, { decimals: 3 });
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
  await openView(page, 'extension');
  await expect(control(page, 'd')).toHaveValue('128');
  await expect(control(page, 'pos')).toHaveValue(String(POS));
  await expect(control(page, 'scale')).toHaveValue(String(DEFAULTS.scale.default));
  await expect(control(page, 'train')).toHaveValue(String(DEFAULTS.trainLength.default));
  expect([DEFAULTS.scale.default, DEFAULTS.trainLength.default, DEFAULTS.dModel.default, DEFAULTS.pos.default]).toEqual(
    [8, 4096, 128, 32768],
  );

  // Independent counts (issue 27, item 10): a pair that never wrapped in training ((L − 1)·ω < 2π)
  // is out of range only when pos·ω′ less its whole turns leaves the arc 0 … (L − 1)·ω, by more
  // than one trained step ω either way round (issue 38, item 6). With no
  // change 18 pairs never wrapped and all of them turn past their trained angle, but 46, 47, 49,
  // 51, 54 and 58 point back inside the arc (pair 58: 7.114 rad, 0.831 after a turn, arc
  // 0 … 0.971); with NTK 15 turn past it and 46, 47 are back. Position interpolation maps pos to
  // pos / s = 3,750 <= L − 1, so no pair leaves its arc.
  const outOfArc = (base) => {
    const pairs = [];
    for (let i = 0; i < 64; i += 1) {
      const step = 10000 ** ((-2 * i) / 128);
      const arc = 4095 * step;
      const direction = (POS * base ** ((-2 * i) / 128)) % (2 * Math.PI);
      if (arc < 2 * Math.PI && direction - arc > step && 2 * Math.PI - direction > step) pairs.push(i);
    }
    return pairs;
  };
  let neverWrapped = 0;
  for (let i = 0; i < 64; i += 1) if (4095 * 10000 ** ((-2 * i) / 128) < 2 * Math.PI) neverWrapped += 1;
  expect(neverWrapped).toBe(18);
  const expectedUnseen = { none: outOfArc(10000), ntk: outOfArc(10000 * 8 ** (128 / 126)) };
  expect(expectedUnseen.none).toEqual([48, 50, 52, 53, 55, 56, 57, 59, 60, 61, 62, 63]);
  expect(expectedUnseen.ntk).toEqual([48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60]);

  const L = 4096;
  const s = 8;
  const omega = (i) => 10000 ** ((-2 * i) / 128);
  const independent = {
    none: { pair: 50, omegaNew: omega(50) },
    pi: { pair: 40, omegaNew: omega(40) / s },
    ntk: { pair: 32, omegaNew: (10000 * s ** (128 / 126)) ** (-64 / 128), base: 10000 * s ** (128 / 126) },
    yarn: (() => {
      // The released ramp (Hugging Face, the YaRN authors' code), linear in the pair index from
      // low = floor(c(32)) = 20 to high = ceil(c(1)) = 46, c(r) = d ln(L / (2 pi r)) / (2 ln b).
      const c = (r) => (128 * Math.log(L / (r * 2 * Math.PI))) / (2 * Math.log(10000));
      const [low, high] = [Math.floor(c(32)), Math.ceil(c(1))];
      expect([low, high]).toEqual([20, 46]);
      const gamma = 1 - (30 - low) / (high - low);
      return {
        pair: 30,
        gamma,
        omegaNew: ((1 - gamma) * omega(30)) / s + gamma * omega(30),
        factor: 0.1 * Math.log(s) + 1,
      };
    })(),
  };
  const labels = { none: 'No change', pi: 'Position interpolation', ntk: 'NTK-aware scaling', yarn: 'YaRN' };
  for (const method of ['none', 'pi', 'ntk', 'yarn']) {
    await page.locator('#extension .extension-controls').getByRole('radio', { name: labels[method] }).check();
    await expect(page).toHaveURL(new RegExp(`method=${method}`));
    const result = ask(method);
    if (expectedUnseen[method]) expect(result.pairsUnseen).toBe(expectedUnseen[method].length);
    if (method === 'pi') expect(result.pairsUnseen).toBe(0);
    await expect(summary(page)).toContainText(
      result.pairsUnseen
        ? `${result.pairsUnseen} of 64 pairs would point in directions they never pointed in during training`
        : 'each of the 64 pairs would point only in directions it met in training',
    );
    const backInArc = { none: 6, ntk: 2 }[method];
    if (backInArc)
      await expect(summary(page)).toContainText(
        `${backInArc} pairs turn past their largest trained angles, but once their whole turns are taken off they point back inside the arcs they covered.`,
      );
    else await expect(summary(page)).not.toContainText('turn past');
    const shownUnseen = await page
      .locator('#extension .extension-angles-table tr.is-unseen')
      .evaluateAll((rows) => rows.map((tr) => Number(tr.dataset.pair)));
    if (expectedUnseen[method]) expect(shownUnseen).toEqual(expectedUnseen[method]);
    await expect(summary(page)).toContainText(`${result.pairsWrapped} pairs went all the way round during training`);
    expectAngles(await shownAngles(page), result, method);
    // The independent formula, for one pair: omega' to 6 significant figures, the angle to 3 decimals.
    const check = independent[method];
    expect(Math.abs((await cell(page, check.pair, 'new ω′')) / check.omegaNew - 1)).toBeLessThan(1e-5);
    expect(Math.abs((await cell(page, check.pair, 'angle pos·ω′')) - POS * check.omegaNew)).toBeLessThan(1e-3);
    if (check.gamma !== undefined)
      expect(Math.abs((await cell(page, check.pair, 'γ (released ramp)')) - check.gamma)).toBeLessThan(6e-4);
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
  await openView(page, 'extension', 'method=pi&scale=4&train=2048&d=16&pos=9000');
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
  await openView(page, 'extension', 'scale=0&method=rope');
  await expect(page.locator('#page-notice')).toContainText('s (scale factor) must be a number from');
  await expect(page.locator('#page-notice')).toContainText('method (context extension) must be one of');
  expect(DEFAULTS.method.default).toBe('yarn');
  expectAngles(await shownAngles(page), ask('yarn'), 'yarn');
});

test('d = 2, 4 and 16: the sentence counts what the table shows', async ({ page }) => {
  await openView(page, 'extension', 'd=2&method=yarn');
  for (const d of [2, 4, 16]) {
    if (d !== 2) await navigate(page, `view=extension&d=${d}&method=yarn`);
    const result = extensionReference({ method: 'yarn', d, L: 4096, s: 8, pos: POS });
    expectAngles(await shownAngles(page), result, 'yarn');
    const pairs = d / 2;
    const text = await summary(page).textContent();
    const unseenShown = await page.locator('#extension .extension-angles-table tr.is-unseen').count();
    expect(unseenShown).toBe(result.pairsUnseen);
    if (result.pairsUnseen === 0)
      expect(text).toContain(
        pairs === 1
          ? 'the only pair would point only in directions it met in training'
          : `each of the ${pairs} pairs would point only in directions it met in training`,
      );
    else expect(text).toContain(`${result.pairsUnseen} of ${pairs} pairs`);
    expect(text).toContain(
      `${result.pairsWrapped} ${result.pairsWrapped === 1 ? 'pair' : 'pairs'} went all the way round`,
    );
  }
});

// Issue 38, item 6: at pos = 32767 (d = 128, L = 4096, s = 8) PI maps pair i to 32767·ω/8 =
// 4095.875·ω, the last trained angle 4095·ω plus 0.875 of a trained step, on each of the 18 pairs
// that never wrapped. Within one step counts as seen, so none is unseen (18 with the arc alone);
// with no change 12 are, each hundreds of steps or more outside.
test('pos = 32767: PI is 0.875 of a step past the arc, seen; the table says how far each pair points', async ({
  page,
}) => {
  await openView(page, 'extension', 'method=pi&pos=32767');
  const result = extensionReference({ method: 'pi', d: 128, L: 4096, s: 8, pos: 32767 });
  expect(result.pairsUnseen).toBe(0);
  for (let i = 46; i < 64; i += 1) expect(Math.abs(result.pairs[i].stepsOutside - 0.875)).toBeLessThan(1e-9);
  expectAngles(await shownAngles(page), result, 'pi');
  await expect(summary(page)).toContainText('each of the 64 pairs would point only in directions it met in training');
  await expect(summary(page)).toContainText(
    '18 pairs point just outside the arcs they covered in training, by up to 0.875·ω: within one trained step',
  );
  await expect(summary(page)).toContainText('Each pair is judged on its own, but q·k adds all the pairs up');
  expect(await cell(page, 63, 'steps ω outside the arc')).toBe(0.875);
  await expect(page.locator('#extension .extension-angles-table tr[data-pair="63"]')).toContainText('seen');
  await expect(page.locator('#extension .extension-angles-table tr.is-unseen')).toHaveCount(0);

  await navigate(page, 'view=extension&method=none&pos=32767');
  const none = extensionReference({ method: 'none', d: 128, L: 4096, s: 8, pos: 32767 });
  expect(none.pairsUnseen).toBe(12);
  await expect(summary(page)).toContainText('12 of 64 pairs would point in directions they never pointed in');
  await expect(summary(page)).not.toContainText('just outside');
  const unseenRows = page.locator('#extension .extension-angles-table tr.is-unseen');
  await expect(unseenRows).toHaveCount(12);
  // The word stays with the number: an unseen row says so in text, not by colour alone.
  await expect(unseenRows.first()).toContainText('unseen');
  expectAngles(await shownAngles(page), none, 'none');
});

// --- YaRN's two ramps, the head dimension, the learned-table note, the pairs listed ----------
// Independent float64 formulas, written here from the released Python (Hugging Face
// `_compute_yarn_parameters`, jquesnelle/yarn) and from the paper's text; numbers are formatted
// here with toFixed, not with the page's formatter.
const ALPHA = 1;
const BETA = 32;
function yarnForms(d, base, L, s) {
  const c = (r) => (d * Math.log(L / (r * 2 * Math.PI))) / (2 * Math.log(base));
  const low = Math.max(Math.floor(c(BETA)), 0);
  const high = Math.min(Math.ceil(c(ALPHA)), d - 1);
  const top = low === high ? high + 0.001 : high;
  const pairs = Array.from({ length: d / 2 }, (_, i) => {
    const w = base ** ((-2 * i) / d);
    const r = L / ((2 * Math.PI) / w);
    const released = 1 - Math.min(Math.max((i - low) / (top - low), 0), 1);
    const paper = r < ALPHA ? 0 : r > BETA ? 1 : (r - ALPHA) / (BETA - ALPHA);
    const omegaOf = (g) => ((1 - g) * w) / s + g * w;
    return { i, r, released, paper, difference: (omegaOf(paper) - omegaOf(released)) / omegaOf(released) };
  });
  return { cBeta: c(BETA), cAlpha: c(ALPHA), low, high, pairs };
}
const rampText = (page) => page.locator('#extension .extension-ramp-text');
const count = (pairs, key, value) =>
  pairs.filter((p) => (value === 'blend' ? p[key] > 0 && p[key] < 1 : p[key] === value)).length;

test('YaRN: the released ramp by default, the paper’s on request, and a sentence on where and how much they differ', async ({
  page,
}) => {
  // The reviewer's case: d = 128, L = 4096, s = 8, b = 10000.
  const f = yarnForms(128, 10000, 4096, 8);
  expect([f.low, f.high]).toEqual([20, 46]);
  const differing = f.pairs.filter((p) => Math.abs(p.released - p.paper) > 1e-12);
  expect([differing[0].i, differing.at(-1).i, differing.length]).toEqual([21, 45, 25]);
  const largest = differing.reduce((a, b) => (Math.abs(b.difference) > Math.abs(a.difference) ? b : a));
  expect(largest.i).toBe(36);
  expect((largest.difference * 100).toFixed(1)).toBe('-56.6');

  await openView(page, 'extension', 'method=yarn');
  const text = rampText(page);
  await expect(text).toContainText(`ℓ = max(⌊${f.cBeta.toFixed(3)}⌋, 0) = 20`);
  await expect(text).toContainText(`h = min(⌈${f.cAlpha.toFixed(3)}⌉, 127) = 46.`);
  await expect(text).toContainText(
    `Released, ${count(f.pairs, 'released', 1)} pairs keep ω (γ = 1), ${count(f.pairs, 'released', 0)} are interpolated (γ = 0) and ${count(f.pairs, 'released', 'blend')} blend`,
  );
  await expect(text).toContainText(
    `in the paper’s form, ${count(f.pairs, 'paper', 1)} pairs keep ω (γ = 1), ${count(f.pairs, 'paper', 0)} are interpolated (γ = 0) and ${count(f.pairs, 'paper', 'blend')} blend`,
  );
  await expect(text).toContainText('They differ on 25 of 64 pairs, pairs 21 … 45; most at pair 36');
  await expect(text).toContainText(
    `is 56.6% below the released one (γ = ${largest.paper.toFixed(3)} in the paper’s form, ${largest.released.toFixed(3)} released)`,
  );
  // The ramp table lists exactly the differing pairs, with both γ.
  const rows = page.locator('#extension .extension-ramp-table-rows tbody tr');
  await expect(rows).toHaveCount(25);
  await expect(page.locator('#extension .extension-ramp-table-rows tr[data-pair="36"] td')).toHaveText([
    largest.r.toFixed(3),
    largest.released.toFixed(3),
    largest.paper.toFixed(3),
    '−56.6%',
  ]);

  // The default is the released form: the angle table's γ and ω′ at pair 36 are the released code's.
  const w36 = 10000 ** (-72 / 128);
  const releasedOmega = ((1 - largest.released) * w36) / 8 + largest.released * w36;
  const paperOmega = ((1 - largest.paper) * w36) / 8 + largest.paper * w36;
  expect(Math.abs((await cell(page, 36, 'new ω′')) / releasedOmega - 1)).toBeLessThan(1e-5);
  expect(Math.abs((await cell(page, 36, 'γ (released ramp)')) - largest.released)).toBeLessThan(6e-4);
  await expect(summary(page)).toContainText('with YaRN (released ramp)');

  // The paper's form, by its radio: the URL keeps it and the numbers follow the paper.
  await page.locator('#extension').getByRole('radio', { name: 'As the paper writes it' }).check();
  await expect(page).toHaveURL(/ramp=paper/);
  await expect(summary(page)).toContainText('with YaRN (paper ramp)');
  expect(Math.abs((await cell(page, 36, 'new ω′')) / paperOmega - 1)).toBeLessThan(1e-5);
  expect(Math.abs((await cell(page, 36, 'γ (paper ramp)')) - largest.paper)).toBeLessThan(6e-4);
  // The sentence describes both forms whichever is chosen.
  await expect(text).toContainText('They differ on 25 of 64 pairs');
});

test('YaRN ramp sentence at small d and at the edges holds the formulas’ numbers', async ({ page }) => {
  // One load; each case is typed into the controls that differ from the case before (a page
  // load costs more than a check: eight loads were most of this test's time). The sentence is
  // drawn from the store whichever way a value came in; ?d= and the others are read in the tests
  // of the URL above.
  const cases = [
    { d: 2, base: 10000, L: 4096, s: 8, pos: POS },
    { d: 4, base: 10000, L: 4096, s: 8, pos: POS },
    { d: 16, base: 10000, L: 1000, s: 8, pos: POS },
    { d: 8, base: 10000, L: 4, s: 8, pos: POS }, // low = high = 0: the 0.001 nudge
    { d: 128, base: 2, L: 4096, s: 8, pos: POS }, // low > high: the ramp runs backwards
    { d: 128, base: 10000, L: 4096, s: 1, pos: POS }, // s = 1: the same ω′
    { d: 128, base: 10000, L: 1e8, s: 8, pos: 0 }, // every pair beyond β turns
    { d: 4096, base: 10000, L: 4096, s: 8, pos: POS }, // many differing pairs: 64 listed
  ];
  const KEYS = { train: 'L', scale: 's', base: 'base', d: 'd', pos: 'pos' };
  await openView(page, 'extension', 'method=yarn&d=2');
  // The first case is what that link shows.
  for (const [key, field] of Object.entries(KEYS))
    await expect(control(page, key)).toHaveValue(String(cases[0][field]));
  let shown = cases[0];
  for (const c of cases) {
    for (const [key, field] of Object.entries(KEYS)) {
      if (c[field] === shown[field]) continue;
      await control(page, key).fill(String(c[field]));
      await control(page, key).press('Enter');
      await expect(control(page, key)).toHaveValue(String(c[field]));
    }
    shown = c;
    const f = yarnForms(c.d, c.base, c.L, c.s);
    const what = `d=${c.d} base=${c.base} L=${c.L} s=${c.s} pos=${c.pos}`;
    await expect(page, what).toHaveURL(new RegExp(`[?&]d=${c.d}(&|$)`));
    // Both ends of the ramp and d - 1 in the sentence: it is the one drawn for this case.
    await expect(rampText(page), what).toContainText(`= ${f.low} to h = min(⌈`);
    // + 0: Math.ceil(-0.2) is -0, which the page prints as 0.
    await expect(rampText(page), what).toContainText(
      `, ${(c.d - 1).toLocaleString('en-US')}) = ${(f.high + 0).toLocaleString('en-US')}`,
    );
    // A short MATH run (ℓ = h, s = 1) is joined by no-break spaces: read them as spaces.
    const text = (await rampText(page).textContent()).replace(/\u00a0/g, ' ');
    if (f.low === f.high) expect(text, what).toContain('ℓ = h, so the code adds 0.001 to h');
    if (f.low > f.high) expect(text, what).toContain('ℓ > h, so the released ramp runs backwards');
    const differing = f.pairs.filter((p) => p.released !== p.paper);
    const pairs = c.d / 2;
    if (!differing.length) {
      expect(text, what).toContain('The two forms give every pair the same γ, so the same ω′.');
      await expect(page.locator('#extension .extension-ramp-table-rows')).toHaveCount(0);
      continue;
    }
    if (differing.length === 1) expect(text, what).toContain(`They differ on one pair, pair ${differing[0].i}`);
    else
      expect(text, what).toContain(
        `They differ on ${differing.length.toLocaleString('en-US')} of ${pairs.toLocaleString('en-US')} pairs`,
      );
    const largest = differing.reduce((a, b) => (Math.abs(b.difference) > Math.abs(a.difference) ? b : a));
    // Pairs within a rounding of the largest: a tie (at b = 2 every pair is off by s - 1).
    const near = differing.filter((p) => Math.abs(p.difference) >= Math.abs(largest.difference) * (1 - 1e-9));
    if (c.s === 1) expect(text, what).toContain('but at s = 1 interpolating changes nothing');
    else {
      expect(text, what).toContain(
        `${(Math.abs(largest.difference) * 100).toFixed(1)}% ${largest.difference < 0 ? 'below' : 'above'} the released one`,
      );
      if (near.length === differing.length && differing.length > 1) expect(text, what).toContain('; on each of them');
      else if (near.length === 1 && differing.length > 1)
        expect(text, what).toContain(`most at pair ${largest.i.toLocaleString('en-US')}, where`);
    }
    await expect(page.locator('#extension .extension-ramp-table-rows tbody tr'), what).toHaveCount(
      Math.min(differing.length, 64),
    );
  }
});

test('the extension section calls d the head dimension, other sections the model width', async ({ page }) => {
  await openView(page, 'extension');
  const label = page.locator('#extension .control[data-key="d"] .control-label');
  await expect(label).toHaveText('d (head dimension)');
  await expect(page.locator('#extension .control[data-key="d"] .control-slider')).toHaveAttribute(
    'aria-label',
    'd (head dimension) slider',
  );
  await expect(page.locator('#extension')).toContainText(
    'is the head dimension, the length of one attention head’s query and key, not the model width',
  );
  await expect(page.locator('#extension')).not.toContainText('model width)');
  await navigate(page, 'view=matrix');
  await expect(page.locator('#matrix .control[data-key="d"] .control-label')).toHaveText('d (model width)');
});

test('method labels are names, not code names; the learned-table note says what is done with learned tables', async ({
  page,
}) => {
  await openView(page, 'extension', 'd=2&method=pi');
  const methods = page.locator('#extension .extension-methods-table tbody th');
  await expect(methods).toHaveText(['No change', 'Position interpolation (chosen)', 'NTK-aware scaling', 'YaRN']);
  // d = 2 has no NTK-aware base: the row says so by name.
  await expect(page.locator('#extension .extension-methods-table tr[data-method="ntk"] td').first()).toContainText(
    'at least 4 for NTK-aware scaling',
  );
  const radios = page.locator('#extension .extension-controls .choice-text');
  await expect(radios).toHaveText(['No change', 'Position interpolation', 'NTK-aware scaling', 'YaRN']);
  for (const code of ['"ntk"', '"pi"', '"yarn"', '"none"'])
    await expect(page.locator('#extension')).not.toContainText(code);
  const note = page.locator('#extension .callout');
  await expect(note).not.toContainText('no such recipe');
  await expect(note).toContainText('ViT and DeiT interpolate their learned position embeddings');
  await expect(note).toContainText('Longformer made its 4,096 positions by copying RoBERTa’s 512 learned rows');
});

test('the angle table starts where the method changes something, and says which pairs it leaves out', async ({
  page,
}) => {
  await openView(page, 'extension', 'method=yarn');
  for (const method of ['yarn', 'ntk', 'pi', 'none']) {
    if (method !== 'yarn') await navigate(page, `view=extension&method=${method}`);
    const result = ask(method);
    // The first pair that the method changes (omega' != omega) or that never went round in training.
    let first = 0;
    while (first < 64) {
      const wrapped = 4095 * 10000 ** ((-2 * first) / 128) >= 2 * Math.PI;
      if (result.pairs[first].omegaNew !== result.pairs[first].omega || !wrapped) break;
      first += 1;
    }
    // By hand: YaRN keeps pairs 0 … 20 (below low = 20 the ramp is 0), NTK-aware changes every
    // pair but pair 0, PI every pair, and no change leaves 46 pairs that wrapped in training.
    if (method === 'yarn') expect(first).toBe(21);
    if (method === 'pi') expect(first).toBe(0);
    if (method === 'ntk') expect(first).toBe(1);
    if (method === 'none') expect(first).toBe(46);
    const rowsShown = angleRows(page);
    await expect(rowsShown).toHaveCount(64 - first);
    await expect(rowsShown.first()).toHaveAttribute('data-pair', String(first));
    const caption = page.locator('#extension .extension-angles-table caption');
    if (first === 0) await expect(caption).not.toContainText('not listed');
    else if (first === 1) await expect(caption).toContainText('Pair 0 is not listed');
    else await expect(caption).toContainText(`Pairs 0 … ${first - 1} are not listed`);
  }
});

test('d is described as the head dimension here, with rotated pairs, and as the model width again in the next section', async ({
  page,
}) => {
  await openView(page, 'extension', 'd=7');
  const slider = page.locator('#extension .control[data-key="d"] input[type="range"]');
  await expect(slider).toHaveAttribute(
    'aria-valuetext',
    '7 dimensions per head: 3 rotated pairs and one left over (RoPE needs an even d)',
  );
  // The same shared control, shown by the next section (conventions) without reloading the page.
  await page.locator('#pager-next').click();
  await expect(page.locator('#conventions')).toBeVisible();
  await expect(page.locator('#conventions .control[data-key="d"] input[type="range"]')).toHaveAttribute(
    'aria-valuetext',
    '7 dimensions: 3 sine–cosine pairs and a lone sine',
  );
});

test('the head dimension: LLaMA 7B’s numbers, named as LLaMA 7B’s; s is the scale here, the RoPE shift is c', async ({
  page,
}) => {
  await openView(page, 'extension');
  const section = page.locator('#extension');
  await expect(section).toContainText('LLaMA 7B has');
  await expect(section).not.toContainText('LLaMA has');
  await expect(section.locator('.control[data-key="scale"]')).toContainText('s (scale factor)');
  await navigate(page, 'view=rope');
  const rope = page.locator('#rope');
  await expect(rope.locator('.control[data-key="shift"]')).toContainText('shift c (added to both positions)');
  await expect(rope).not.toContainText('shift s');
  await expect(rope).toContainText('Then move both by the same shift c and score again.');
  await expect(rope.locator('.rope-relative-table')).toContainText('m + c = ');
});
