// The RoPE section: every float64 number shown is written out here, worked out independently of
// the core (RoFormer's rotation of the demo's seeded q and k, tests/shared/attention-reference.mjs,
// in float64, rounded half away from zero); the float32 scores and the rounding residuals, which
// only the core's float32 arithmetic determines, are checked against the core's. The pair stepper
// works from the keyboard, a deep link restores the state, bad values leave the last good numbers,
// and the section fits a projector and a 360 px phone.
import { expect, expectScientific, test } from './fixtures.mjs';
import { loadCore } from '../../dist/pe-core.mjs';

const core = await loadCore();

// Each state's numbers: per pair its dimensions, ω_i = b^(-2i/d), θ = pos·ω_i, cos θ, sin θ, q's
// two values (the seeded "rope-relative-q"), and the turned pair (a cos θ − b sin θ, a sin θ +
// b cos θ); then the scores (R(m) q)·(R(n) k) at (pos, pos + k) and shifted by s, and q·R(n − m) k,
// to 9 decimals.
const ROPE = {
  'd=8 pos=5 k=3 base=10000 pairing=interleaved shift=100': {
    pairs: [
      ['0, 1', '1.000000', '5.000000', '0.283662', '-0.958924', '-0.805748', '-0.922857', '-1.113510', '0.510872'],
      ['2, 3', '0.100000', '0.500000', '0.877583', '0.479426', '0.185724', '0.291033', '0.023460', '0.344447'],
      ['4, 5', '0.010000', '0.050000', '0.998750', '0.049979', '0.157271', '0.945925', '0.109798', '0.952603'],
      ['6, 7', '0.001000', '0.005000', '0.999988', '0.005000', '-0.897404', '0.023158', '-0.897509', '0.018671'],
    ],
    score: '0.255848169',
    shiftedScore: '0.255848169',
    relativeScore: '0.255848169',
  },
  'd=4 pos=7 k=2 base=100 pairing=half shift=50': {
    pairs: [
      ['0, 2', '1.000000', '7.000000', '0.753902', '0.656987', '-0.805748', '0.185724', '-0.729473', '-0.389348'],
      ['1, 3', '0.100000', '0.700000', '0.764842', '0.644218', '-0.922857', '0.291033', '-0.893329', '-0.371926'],
    ],
    score: '-0.960995754',
    shiftedScore: '-0.960995754',
    relativeScore: '-0.960995754',
  },
  'd=4 pos=7 k=2 base=100 pairing=interleaved shift=50': {
    pairs: [
      ['0, 1', '1.000000', '7.000000', '0.753902', '0.656987', '-0.805748', '-0.922857', '-0.001151', '-1.225109'],
      ['2, 3', '0.100000', '0.700000', '0.764842', '0.644218', '0.185724', '0.291033', '-0.045439', '0.342241'],
    ],
    score: '0.577821325',
    shiftedScore: '0.577821325',
    relativeScore: '0.577821325',
  },
  'd=4 pos=5 k=3 base=10000 pairing=interleaved shift=100': {
    pairs: [
      ['0, 1', '1.000000', '5.000000', '0.283662', '-0.958924', '-0.805748', '-0.922857', '-1.113510', '0.510872'],
      ['2, 3', '0.010000', '0.050000', '0.998750', '0.049979', '0.185724', '0.291033', '0.170946', '0.299952'],
    ],
    score: '1.179110720',
    shiftedScore: '1.179110720',
    relativeScore: '1.179110720',
  },
};
const W_TABLE = [
  ['3', '1.964890', '0.380010', '0.060570'],
  ['4', '1.964890', '0.240835', '0.060570'],
  ['5', '1.964890', '0.335164', '0.060570'],
  ['8', '1.964890', '0.376592', '0.060570'],
  ['13', '1.964890', '0.255105', '0.060570'],
  ['53', '1.964890', '0.310999', '0.060570'],
  ['103', '1.964890', '0.066430', '0.060570'],
];

/** A shown float32 number is the core's to the page's precision (half a unit of its last decimal). */
function near(text, value, decimals) {
  expect(text).toMatch(new RegExp(`^-?\\d+\\.\\d{${decimals}}$`));
  expect(Math.abs(Number(text) - value), `${text} shows ${value}`).toBeLessThanOrEqual(
    0.5 * 10 ** -decimals * (1 + 1e-6),
  );
}

async function open(page, query) {
  await page.goto(`./?${query}`);
  await expect(page.locator('html')).toHaveAttribute('data-ready', 'true');
  await expect(page.locator('#rope')).toBeVisible();
}
// :visible: d and k are drawn in the section under its own names, and the shared panel keeps its
// (hidden) controls for them.
const control = (page, key) => page.locator(`#rope .control[data-key="${key}"]:visible .control-input`);
async function type(page, key, value) {
  await control(page, key).fill(String(value));
  await control(page, key).press('Enter');
}

/** Compares every printed number of the section with the core's, for one state. */
async function expectNumbers(page, { d, pos, k, base = 10000, pairing = 'interleaved', shift }) {
  const want = ROPE[`d=${d} pos=${pos} k=${k} base=${base} pairing=${pairing} shift=${shift}`];
  const rel = core.ropeRelative({ dModel: d, base, pairing, m: pos, n: pos + k, shift, seed: 1 });
  // Every pair, in the table.
  await page.locator('#rope .rope-all-pairs').evaluate((node) => {
    node.open = true;
  });
  const rows = page.locator('#rope .rope-pairs tbody tr');
  await expect(rows).toHaveCount(d / 2);
  for (const [pair, cells] of want.pairs.entries()) await expect(rows.nth(pair).locator('td')).toHaveText(cells);
  // The relative check: scores (9 decimals) and the residuals. Float64 written out; float32 as the
  // core computes it, and within float32 rounding of the float64 score.
  const table = page.locator('#rope .rope-relative-table tbody tr');
  for (const [row, exact, rounded, naive] of [
    [0, want.score, rel.rounded.score, rel.naive.score],
    [1, want.shiftedScore, rel.rounded.shiftedScore, rel.naive.shiftedScore],
  ]) {
    const cells = table.nth(row).locator('td');
    await expect(cells).toHaveCount(3);
    await expect(cells.nth(0)).toHaveText(exact);
    near(await cells.nth(1).textContent(), rounded, 9);
    near(await cells.nth(2).textContent(), naive, 9);
    expect(Math.abs(rounded - Number(exact))).toBeLessThan(1e-5);
    expect(Math.abs(naive - Number(exact))).toBeLessThan(1e-3);
  }
  for (const [selector, value, bound] of [
    ['.rope-residual-f64', rel.residual, 1e-13],
    ['.rope-residual-rounded', rel.rounded.residual, 1e-5],
    ['.rope-residual-naive', rel.naive.residual, 1e-3],
    ['.rope-error-rounded', rel.rounded.maxError, 1e-5],
    ['.rope-error-naive', rel.naive.maxError, 1e-3],
    ['.rope-relative-error', rel.relativeError, 1e-13],
  ]) {
    expect(value, selector).toBeLessThan(bound);
    await expectScientific(page.locator(`#rope ${selector}`), value, 2);
  }
  await expect(page.locator('#rope .rope-relative-score')).toHaveText(want.relativeScore);
  return want;
}

test('shows the core’s numbers, checks one pair by hand, and steps through the pairs by keyboard', async ({ page }) => {
  await open(page, 'view=rope');
  await expect(control(page, 'd')).toHaveValue('8');
  await expect(control(page, 'shift')).toHaveValue('100');
  const want = await expectNumbers(page, { d: 8, pos: 5, k: 3, shift: 100 });

  // Pair 1 by hand: ω_1 = 10000^(-2/8) = 0.1, θ = 5·0.1 = 0.5; (a, b) = (0.185724, 0.291033) turns
  // to (a cos 0.5 − b sin 0.5, a sin 0.5 + b cos 0.5) = (0.023460, 0.344447).
  const row = page.locator('#rope .rope-pairs tbody tr').nth(1).locator('td');
  await expect(row.nth(0)).toHaveText('2, 3');
  await expect(row.nth(2)).toHaveText('0.500000');
  await expect(row.nth(7)).toHaveText('0.023460');
  await expect(row.nth(8)).toHaveText('0.344447');

  // The stepper: pair 0 first, its numbers in the vector; arrows, End, Home, and N / P.
  const title = page.locator('#rope .rope-step-title');
  await expect(title).toHaveText('Pair i = 0 (of 0 to 3)');
  await expect(page.locator('#rope .rope-vector .vector-cell.is-current .vector-value')).toHaveText(
    want.pairs[0].slice(7),
  );
  await expect(page.locator('#rope svg.rope-circle')).toHaveAttribute('aria-label', /turns by 5 radians/); // θ = 5·1
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
  await expect(page.locator('#rope .predict-feedback')).toContainText('the angle θ = pos·ω_i is 5');

  // Decay and the W table: the core's numbers, and the prose names them.
  // Decay, d = 8, offsets 0..256: g(k) = Σ cos(ω_i k), ω_i = 1, 0.1, 0.01, 0.001: g(0) = 4,
  // g(10) = cos 10 + cos 1 + cos 0.1 + cos 0.01 = 1.696185; RoFormer's factor (1/4) Σ_j |S_j| at
  // k = 10 = 0.991900.
  await page.locator('#rope .rope-decay details.chart-data').evaluate((node) => {
    node.open = true;
  });
  const decayRows = page.locator('#rope .rope-decay .chart-data tbody tr');
  await expect(decayRows).toHaveCount(257);
  await expect(decayRows.nth(10).locator('td')).toHaveText(['1.696185', '0.991900']);
  await expect(page.locator('#rope .rope-decay .chart-summary')).toContainText('g(0) = 4.000000');
  // W_Q, W_K (seeded, times 1/√8) at n = m + 3 for m = 0, 1, 2, 5, 10, 50, 100: the sinusoidal
  // p_m·p_n, (p_m W_Q)·(p_n W_K), and (R(m) W_Q x)·(R(n) W_K x), in float64.
  const wRows = page.locator('#rope .rope-w-table tbody tr');
  await expect(wRows).toHaveCount(W_TABLE.length);
  for (const [i, cells] of W_TABLE.entries()) await expect(wRows.nth(i).locator('td')).toHaveText(cells);
  // The additive column runs from 0.066430 to 0.380010: spread 0.313580.
  await expect(page.locator('#rope .rope-spread-additive')).toContainText('spread 0.313580');
  await expect(page.locator('#rope .rope-spread-additive')).toContainText('changes with m');
  // RoPE's column is the same to rounding: its spread is the core's float64 rounding.
  const w = core.ropeWDemo({ dModel: 8, base: 10000, seed: 1, offset: 3, pairing: 'interleaved' });
  expect(w.ropeSpread).toBeLessThan(1e-14);
  const spread = page.locator('#rope .rope-spread-rope');
  await expect(spread).toContainText(/spread (0|\d\.\d\de-\d+), rounding only/);
  const [, shown] = /spread (\S+), rounding only/.exec(await spread.textContent());
  expect(Math.abs(Number(shown) - w.ropeSpread)).toBeLessThanOrEqual(w.ropeSpread * 0.005 + 1e-30);
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
  await type(page, 'shift', 100000000);
  await expect(error).toBeVisible();
  // The core's range for the shift c in the section's words: m + c and n + c (m = pos = 5,
  // n = pos + k = 8) must lie in [0, 100,000,000], so c in [-5, 99,999,992].
  await expect(error).toContainText('c (shift) must be an integer in [-5, 99999992]; got 100000000');
  await expectNumbers(page, good);
  // A shift outside the parameter's range is refused at the control; the URL keeps the last good one.
  await type(page, 'shift', '1e300');
  await expect(page.locator('#rope .control[data-key="shift"] .control-error')).toContainText('shift c');
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

// ---- issue 17: the section's words, its float32 column and predict mode ----

/** The TeX sources of the inline maths in one paragraph, in reading order (KaTeX keeps them). */
const texOf = (paragraph) =>
  paragraph.locator('annotation[encoding="application/x-tex"]').evaluateAll((nodes) => nodes.map((n) => n.textContent));

test('the inverse-rotation sentence is in the order the maths is written, and the identity holds', async ({ page }) => {
  await open(page, 'view=rope');
  const sentence = page.locator('#rope .section-body p', { hasText: 'followed by the inverse of a rotation by' });
  await expect(sentence).toHaveCount(1);
  // R(m)^T R(n) k: k is turned by n first, then the turn by m is undone, leaving n − m.
  const tex = (await texOf(sentence)).map((t) => t.replace(/\s+/g, ''));
  expect(tex.slice(0, 4)).toEqual(['n\\omega_i', 'm\\omega_i', '(n-m)\\omega_i', 'R(m)^{\\top}R(n)=R(n-m)']);
  await expect(sentence).toContainText('a rotation by nω');
  // The formula, numerically: undo a turn by m (a float64 rotation by −m·ω_i written here) after
  // the core's turn by n, and compare with the core's turn by n − m.
  const x = [0.3, -0.7, 0.5, 0.1, -0.2, 0.9, 0.4, -0.6];
  const [m, n] = [5, 8];
  const turned = core.ropeRotate({ x, pos: n });
  const undone = [];
  for (let i = 0; i < 4; i += 1) {
    const t = -m * 10000 ** ((-2 * i) / 8);
    const [a, b] = [turned[2 * i], turned[2 * i + 1]];
    undone.push(a * Math.cos(t) - b * Math.sin(t), a * Math.sin(t) + b * Math.cos(t));
  }
  const direct = core.ropeRotate({ x, pos: n - m });
  for (let j = 0; j < 8; j += 1) expect(Math.abs(undone[j] - direct[j])).toBeLessThan(1e-12);
});

test('the offset is Δ and d is the head dimension everywhere on the section', async ({ page }) => {
  await open(page, 'view=rope');
  const rope = page.locator('#rope');
  // The controls' visible names, and no "k (shift)" or "model width" in any visible text.
  await expect(rope.getByRole('spinbutton', { name: 'Δ (offset n − m)' })).toHaveValue('3');
  await expect(rope.getByRole('spinbutton', { name: 'd (head dimension)' })).toHaveValue('8');
  await page.evaluate(() => {
    for (const details of document.querySelectorAll('#rope details')) details.open = true;
  });
  const text = await rope.innerText();
  for (const stale of [
    /k \(shift\)/,
    /model width\)/,
    /\bg\(k\)/,
    /offset k\b/,
    /n\s=\spos\s\+\sk\b/,
    /n\s−\sm\s=\sk\b/,
    /\bk\s=\s0\b/,
  ]) {
    expect(text).not.toMatch(stale);
  }
  expect(text).toMatch(/head dimension/);
  expect(text).toMatch(/model width is 4096, split over 32 heads, so each head rotates vectors of d\s=\s128/); // \s: a short MATH run's no-break spaces
  await expect(page.locator('#rope .rope-relative-form')).toContainText('q·R(Δ) k with Δ = n − m = 3');
  await expect(page.locator('#rope .rope-w-table caption')).toContainText('n − m = Δ = 3');
  // Accessible names and chart labels too.
  const names = await rope.evaluate((root) =>
    [...root.querySelectorAll('[aria-label], [aria-valuetext]')]
      .filter((node) => node.offsetParent !== null || node instanceof SVGElement)
      .map((node) => `${node.getAttribute('aria-label') || ''} ${node.getAttribute('aria-valuetext') || ''}`)
      .join('\n'),
  );
  expect(names).not.toMatch(/k \(shift\)|over k from|shift by/);
  expect(names).toMatch(/over Δ from 0/);
  // A refused Δ is refused in the section's words, at its control.
  await type(page, 'k', '1.5');
  const error = page.locator('#rope .control[data-key="k"]:visible .control-error');
  await expect(error).toContainText('Δ (offset n − m) must be');
  await expect(error).not.toContainText('k (shift)');
  await type(page, 'k', -6);
  await expect(error).toContainText('so that pos + Δ is a position');
  await type(page, 'k', 3);
  await expect(error).toBeHidden();
});

test('the float32 column says what is rounded: cos and sin of the float64 angle, never the angle', async ({ page }) => {
  // The largest shift the page allows at pos 5, Δ 3: the key at 10^8.
  const shift = core.limits.maxPosition - 8;
  await open(page, `view=rope&shift=${shift}`);
  const headers = page.locator('#rope .rope-relative-table thead th');
  await expect(headers.nth(2)).toHaveText('float32, cos θ and sin θ rounded from float64');
  const prose = page.locator('#rope .rope-relative-prose');
  await expect(prose).not.toContainText('angle is exact');
  await expect(prose).toContainText('keeps the float64 angle θ = pos·ω of the float64 column');
  await expect(prose).toContainText('no angle is ever rounded to float32');
  // The claim, numerically: the error shown is the core's, and within (d + 8)·2^-23·|q|·|k| (the
  // bound of a float32 computation with no float32 angle) even here; an angle rounded to float32
  // near 10^8 (spacing 8 rad) would miss the score by far more than that.
  const rel = core.ropeRelative({ m: 5, n: 8, shift, dModel: 8, seed: 1 });
  await expectScientific(page.locator('#rope .rope-error-rounded'), rel.rounded.maxError, 2);
  const norm = (v) => Math.sqrt(v.reduce((sum, x) => sum + x * x, 0));
  const bound = (8 + 8) * 2 ** -23 * norm(rel.q) * norm(rel.k);
  expect(rel.rounded.maxError).toBeLessThanOrEqual(bound);
  expect(rel.naive.maxError).toBeGreaterThan(1000 * bound);
});

test('predict mode hides the turn and its angle until the angle is answered', async ({ page }) => {
  await open(page, 'view=rope');
  // Pair 0 turns by pos·ω_0 = 5·1 = 5 rad; q is the section's seeded query (the input, not an answer),
  // and its turned first coordinate a′ = a cos 5 − b sin 5 is worked out here.
  const { q } = core.ropeRelative({ m: 5, n: 8, dModel: 8, seed: 1 });
  const outFirst = q[0] * Math.cos(5) - q[1] * Math.sin(5);
  const upTo3 = (v) => String(Number(v.toFixed(3))); // 3 decimals, trailing zeros dropped
  const angle = '5';
  const svg = page.locator('#rope svg.rope-circle');
  const caption = page.locator('#rope .rope-figure .uc-caption');
  await page.locator('#rope .rope-predict-toggle').check();
  // Before any answer: the point of q only, and no word of the angle, in the caption or the text alternative.
  await expect(svg.locator('.uc-point-from')).toBeVisible();
  for (const part of ['.uc-point-to', '.uc-radius-to', '.uc-arc']) await expect(svg.locator(part)).toBeHidden();
  await expect(caption).toHaveText('The turn is drawn once you have worked out the angle θ.');
  await expect(svg).toHaveAttribute('aria-label', /hidden until you have worked out θ/);
  expect(await svg.getAttribute('aria-label')).not.toMatch(/turns by|radians/);
  // The angle given: the turn and its angle are shown, the turned point's coordinates not yet.
  await page.locator('#rope').getByRole('button', { name: 'Just show me' }).click();
  await expect(svg.locator('.uc-point-to')).toBeVisible();
  await expect(caption).toContainText(`θ = pos·ω = ${angle} rad`);
  const label = await svg.getAttribute('aria-label');
  expect(label).toContain('turns by 5 radians');
  expect(label).not.toContain(upTo3(outFirst));
  // Every stage given: the coordinates too.
  for (let i = 0; i < 4; i += 1) await page.locator('#rope').getByRole('button', { name: 'Just show me' }).click();
  await expect(svg).toHaveAttribute('aria-label', new RegExp(`to \\(${upTo3(outFirst)},\\s`));
  // Without predict mode everything is shown at once.
  await page.locator('#rope .rope-predict-toggle').uncheck();
  await expect(svg.locator('.uc-arc')).toBeVisible();
});
