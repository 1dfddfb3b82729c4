// Section 9, conventions and pitfalls: the variants side by side (tests/shared/golden.json), the
// difference heatmap, and float32 error at large positions; numbers written out or worked out here.
// The tables at 360 px and in projector mode are measured with the other sections' in
// narrow.spec.mjs and presenting.spec.mjs.
import { expect, expectScientific, openView, test } from './fixtures.mjs';
import { loadCore } from '../../dist/pe-core.mjs';
import { float32AngleError } from '../shared/reference.mjs';
import { FLOAT32_ANGLE_ERRORS, PE } from '../shared/golden.mjs';

const core = await loadCore();

const control = (page, key) => page.locator(`#conventions .control[data-key="${key}"] .control-input`);
const values = (page, variant) => page.locator(`.conventions-table tr[data-variant="${variant}"] .conv-value`);

// Each variant's PE(pos) written out, worked out in float64 from its own formula and rounded half
// away from zero to 6 decimals: the paper's sin/cos(pos / 10000^(2i/d)); concatenated (all sines,
// then all cosines); 1-based position (PE(pos + 1)); the mistaken exponent b^(j/d) with j the
// dimension; the 1-based pair index (exponent 2(i + 1)/d); tensor2tensor (exponent i / (ceil(d/2) − 1)).
const SIDE = {
  'd=4 pos=3': {
    paper: PE.d4_pos3.text.join(' '),
    concatenated: PE.d4_pos3_concatenated.text.join(' '),
    'one-based-position': '-0.756802 -0.653644 0.039989 0.999200',
    'dimension-exponent': PE.d4_pos3_dimension_exponent.text.join(' '),
    'one-based-pair': PE.d4_pos3_one_based_pair.text.join(' '),
    tensor2tensor: PE.d4_pos3_tensor2tensor.text.join(' '),
  },
  'd=8 pos=5': {
    paper: '-0.958924 0.283662 0.479426 0.877583 0.049979 0.998750 0.005000 0.999988',
    concatenated: '-0.958924 0.479426 0.049979 0.005000 0.283662 0.877583 0.998750 0.999988',
    'one-based-position': '-0.279415 0.960170 0.564642 0.825336 0.059964 0.998201 0.006000 0.999982',
    'dimension-exponent': '-0.958924 -0.010342 0.479426 0.987526 0.049979 0.999875 0.005000 0.999999',
    'one-based-pair': '0.479426 0.877583 0.049979 0.998750 0.005000 0.999988 0.000500 1.000000',
    tensor2tensor: '-0.958924 0.283662 0.230002 0.973190 0.010772 0.999942 0.000500 1.000000',
  },
  'd=8 pos=6': {
    paper: '-0.279415 0.960170 0.564642 0.825336 0.059964 0.998201 0.006000 0.999982',
    concatenated: '-0.279415 0.564642 0.059964 0.006000 0.960170 0.825336 0.998201 0.999982',
    'one-based-position': '0.656987 0.753902 0.644218 0.764842 0.069943 0.997551 0.007000 0.999976',
    'dimension-exponent': '-0.279415 -0.320796 0.564642 0.982054 0.059964 0.999820 0.006000 0.999998',
    'one-based-pair': '0.564642 0.825336 0.059964 0.998201 0.006000 0.999982 0.000600 1.000000',
    tensor2tensor: '-0.279415 0.960170 0.274909 0.961470 0.012926 0.999916 0.000600 1.000000',
  },
  'd=5 pos=6': {
    paper: '-0.279415 0.960170 0.150143 0.988664 0.003786',
    concatenated: '-0.279415 0.150143 0.003786 0.960170 0.988664',
    'one-based-position': '0.656987 0.753902 0.174927 0.984581 0.004417',
    'dimension-exponent': '-0.279415 0.580922 0.150143 0.999715 0.003786',
    'one-based-pair': '0.150143 0.988664 0.003786 0.999993 0.000095',
    tensor2tensor: '-0.279415 0.960170 0.059964 0.998201 0.000600',
  },
};
async function expectSide(page, { d, pos }) {
  for (const [variant, row] of Object.entries(SIDE[`d=${d} pos=${pos}`])) {
    await expect(values(page, variant)).toHaveText(row.split(' '));
  }
}

test('variants side by side reproduce golden.json; the difference heatmap follows the picker', async ({ page }) => {
  await openView(page, 'conventions');
  // At 1280 px the side-by-side table needs no scrolling and no hint (at 360 px it scrolls and
  // says so: narrow.spec.mjs).
  const region = page.getByRole('region', { name: 'Variants side by side' });
  const [scroll, client] = await region.evaluate((node) => [node.scrollWidth, node.clientWidth]);
  expect(scroll).toBeLessThanOrEqual(client);
  await expect(page.locator('#conventions .scroll-hint')).toBeHidden();
  await expect(values(page, 'paper')).toHaveText(PE.d4_pos3.text);
  await expect(values(page, 'dimension-exponent')).toHaveText(PE.d4_pos3_dimension_exponent.text);
  await expect(values(page, 'one-based-pair')).toHaveText(PE.d4_pos3_one_based_pair.text);
  await expect(values(page, 'concatenated')).toHaveText(PE.d4_pos3_concatenated.text);
  await expectSide(page, { d: 4, pos: 3 });

  const summary = page.locator('.conventions-compare-summary');
  // Over tokens 0..31, d = 4: concatenated minus paper is largest at token 28, dimension 1,
  // |sin(28/100) − cos 28| = |0.276356 − (−0.962606)| = 1.238962.
  await expect(summary).toContainText('largest |difference| is 1.238962, at token 28, dimension 1');
  await expect(page.locator('#conventions')).toContainText('is this a bug?');
  // Keyboard: arrow keys move through the radio group.
  await page.getByRole('radio', { name: 'Concatenated layout' }).focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('radio', { name: 'Mistaken exponent b^(j/d)' })).toBeChecked();
  // b^(j/d) minus paper: largest at token 3, dimension 1, cos(3/10) − cos 3 = 0.955336 + 0.989992 = 1.945329.
  await expect(summary).toContainText(
    'Mistaken exponent b^(j/d): the largest |difference| is 1.945329, at token 3, dimension 1',
  );
  const canvas = page.locator('.conventions-heatmap canvas.heatmap-canvas');
  await canvas.focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowRight');
  await expect(page.locator('.conventions-heatmap .heatmap-readout')).toHaveText(
    // cos(1/10000^(1/4)) − cos 1 = cos 0.1 − cos 1 = 0.995004 − 0.540302 = 0.454702 -> 0.4547.
    'token 1, dimension 1: Mistaken exponent b^(j/d) minus paper ≈ 0.4547',
  );
});

test('float32 error at large positions: the float32-angle error worked out here', async ({ page }) => {
  await openView(page, 'conventions');
  const check = async (centre) => {
    // The float32-angle error (tests/shared/reference.mjs, within a float32 ulp of the core's sinf).
    const naive = float32AngleError(centre, 512);
    let worst = 0;
    for (let pos = Math.max(0, centre - 128); pos < centre + 128; pos += 1)
      worst = Math.max(worst, float32AngleError(pos, 512));
    await expectScientific(page.locator('.precision-naive'), naive, 1, { slack: 2e-7 });
    await expectScientific(page.locator('.precision-worst'), worst, 1, { slack: 2e-7 });
    // The core's own float32 path: rounding only, which only its arithmetic determines.
    const fast = core.precision({ pos: centre, dModel: 512 }).maxErrorFast;
    expect(fast).toBeLessThanOrEqual(1e-6);
    await expectScientific(page.locator('.precision-fast'), fast, 1);
    return worst;
  };
  // tests/shared/golden.json: about 5e-4 near 8192 and 7e-3 near 100,000 (at least what rounds to
  // them); the core's own path within 1e-6.
  const [near8k, near100k] = FLOAT32_ANGLE_ERRORS;
  expect(await check(near8k.pos)).toBeGreaterThan(near8k.lowest);
  await page.getByRole('button', { name: 'pos 100,000' }).click();
  expect(await check(near100k.pos)).toBeGreaterThan(near100k.lowest);
  const field = page.getByLabel('position for the float32 check');
  await field.fill('12345');
  await field.press('Enter');
  await check(12345);
  for (const bad of ['-1', '1.5', 'NaN', '<svg onload="window.hacked=1">']) {
    await field.fill(bad);
    await field.press('Enter');
    await expect(page.locator('#conventions .field .control-error')).toContainText('position must be a whole number');
  }
  await check(12345);
  expect(await page.evaluate(() => window.hacked)).toBeUndefined();
});

test('a deep link and typed settings update every variant; bad values are refused', async ({ page }) => {
  await openView(page, 'conventions', 'd=8&pos=5&n=10');
  await expect(control(page, 'd')).toHaveValue('8');
  await expectSide(page, { d: 8, pos: 5 });
  await control(page, 'pos').press('ArrowUp');
  await expectSide(page, { d: 8, pos: 6 });
  await control(page, 'd').fill('5');
  await control(page, 'd').press('Enter');
  await expectSide(page, { d: 5, pos: 6 });
  for (const bad of ['0', '2.5', 'NaN', '<b>1</b>']) {
    await control(page, 'd').fill(bad);
    await control(page, 'd').press('Enter');
    await expect(page.locator('#conventions .control[data-key="d"] .control-error')).toContainText(
      'd (model width) must be a whole number',
    );
  }
  await expect(page).toHaveURL(/d=5/);
  await expectSide(page, { d: 5, pos: 6 });
});

// ---- library presets (extension helper) ----
const presetRows = (page, kind) => page.locator(`#conventions .preset-rows-table.preset-rows-${kind} tbody tr`);
async function shownRows(page, kind) {
  return presetRows(page, kind).evaluateAll((rows) =>
    rows.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent)),
  );
}
// The preset tables written out (rows 0..5), from each library's formula in float64, rounded half
// away from zero to 6 decimals. tensor2tensor and fairseq, d = 8: [sin | cos] of pos·10000^(-i/3),
// i = 0..3 (ln 10000 / (d/2 − 1) per step); fairseq zeroes row 1, its padding row. The PyTorch
// tutorial, d = 4: interleaved, pos·exp(2i·(−ln 10000 / 4)) = pos, pos/100.
const rows = (...lines) => lines.map((line) => line.split(' '));
const T2T_8 = rows(
  '0.000000 0.000000 0.000000 0.000000 1.000000 1.000000 1.000000 1.000000',
  '0.841471 0.046399 0.002154 0.000100 0.540302 0.998923 0.999998 1.000000',
  '0.909297 0.092699 0.004309 0.000200 -0.416147 0.995694 0.999991 1.000000',
  '0.141120 0.138798 0.006463 0.000300 -0.989992 0.990321 0.999979 1.000000',
  '-0.756802 0.184599 0.008618 0.000400 -0.653644 0.982814 0.999963 1.000000',
  '-0.958924 0.230002 0.010772 0.000500 0.283662 0.973190 0.999942 1.000000',
);
const FAIRSEQ_8 = [T2T_8[0], Array(8).fill('0.000000'), ...T2T_8.slice(2)];
const PYTORCH_TUTORIAL_4 = rows(
  '0.000000 1.000000 0.000000 1.000000',
  PE.d4_pos1.text.join(' '), // tests/shared/golden.json
  '0.909297 -0.416147 0.019999 0.999800',
  PE.d4_pos3.text.join(' '), // tests/shared/golden.json
  '-0.756802 -0.653644 0.039989 0.999200',
  '-0.958924 0.283662 0.049979 0.998750',
);

test('presets: ten libraries with their float32 errors; the chosen table is the core’s and the library’s formula', async ({
  page,
}) => {
  await openView(page, 'conventions', 'preset=fairseq&d=8');
  const info = core.presets();
  expect(info).toHaveLength(10);
  const overview = page.locator('#conventions .presets-table tbody tr');
  await expect(overview).toHaveCount(10);
  const errors = {};
  for (const [index, p] of info.entries()) {
    errors[p.id] = core.presetPrecision({ preset: p.id, dModel: 512, pos: 100000 });
    await expect(overview.nth(index).locator('th')).toHaveText(p.library);
    // Each library's float32 arithmetic, as the core models it: shown as the core gives it.
    await expectScientific(overview.nth(index).locator('td').last(), errors[p.id].maxError, 1);
    await expect(overview.nth(index).locator('td').nth(6)).toHaveText(p.angleFloat32 ? 'float32' : 'float64 (numpy)');
  }
  // What the numbers mean: a float32 angle is off by ~1e-3..1e-2 at 1e5 (tests/shared/golden.json: about 7e-3),
  // numpy's float64 angle by ~1e-8.
  for (const p of info) {
    if (p.angleFloat32) expect(errors[p.id].maxError).toBeGreaterThan(1e-3);
    else expect(errors[p.id].maxError).toBeLessThan(1e-7);
  }
  const single = info.filter((p) => p.angleFloat32).map((p) => errors[p.id].maxError);
  const meaning = page.locator('#conventions .presets-meaning');
  await expect(meaning).toContainText(/are off by between \d\.\de-\d+ and \d\.\de-\d+/);
  const [, low, high] = /are off by between (\S+) and (\S+)/.exec(await meaning.textContent());
  for (const [shown, value] of [
    [low, Math.min(...single)],
    [high, Math.max(...single)],
  ]) {
    const unit = 10 ** Math.floor(Math.log10(Number(shown)));
    expect(Math.abs(Number(shown) - value), `${shown} shows ${value}`).toBeLessThanOrEqual(0.05 * unit * (1 + 1e-9));
  }

  // fairseq: row 1 is the zero padding row, the first token reads row 2.
  const request = { preset: 'fairseq', positions: 6, dModel: 8 };
  const table64 = core.presetTable(request);
  expect([table64.paddingRow, table64.firstTokenRow]).toEqual([1, 2]);
  expect(await shownRows(page, '64')).toEqual(FAIRSEQ_8);
  // Its float32 table (angles formed in float32) prints the same 6 decimals at these positions.
  expect(await shownRows(page, '32')).toEqual(FAIRSEQ_8);
  await expect(presetRows(page, '64').nth(1).locator('th')).toHaveText('row 1: padding, all zeros');
  await expect(presetRows(page, '64').nth(1).locator('td')).toHaveText(Array(8).fill('0.000000'));
  await expect(presetRows(page, '64').nth(2).locator('th')).toHaveText('row 2: first token');
  await expect(page.locator('#conventions .preset-summary')).toContainText('The first real token reads row 2');
  const [fairseqError] = /\d\.\de-\d+/.exec(await page.locator('#conventions .preset-summary').textContent());
  expect(Math.abs(Number(fairseqError) - errors.fairseq.maxError)).toBeLessThanOrEqual(
    0.05 * 10 ** Math.floor(Math.log10(Number(fairseqError))) * (1 + 1e-9),
  );

  // The library formulas written out here, to 1e-6.
  const numbers = async () => (await shownRows(page, '64')).map((row) => row.map(Number));
  const closeTo = (shown, expected) => {
    for (const [r, row] of shown.entries()) {
      for (const [j, v] of row.entries()) expect(Math.abs(v - expected(r, j)), `row ${r} dim ${j}`).toBeLessThan(1e-6);
    }
  };
  const select = page.getByLabel('Library preset', { exact: true });
  await select.selectOption('pytorch-tutorial');
  await expect(page).toHaveURL(/preset=pytorch-tutorial/);
  // pe[:, 0::2] = sin(position * div_term), pe[:, 1::2] = cos(...), div_term = exp(arange(0, d, 2) * (-ln 10000 / d))
  closeTo(await numbers(), (pos, j) => {
    const angle = pos * Math.exp(2 * Math.floor(j / 2) * (-Math.log(10000) / 8));
    return j % 2 ? Math.cos(angle) : Math.sin(angle);
  });
  await select.selectOption('tensor2tensor');
  // [sin | cos] of position * exp(-i * ln(10000) / max(d/2 - 1, 1)), i < d/2
  closeTo(await numbers(), (pos, j) => {
    const i = j % 4;
    const angle = pos * Math.exp((-i * Math.log(10000)) / Math.max(4 - 1, 1));
    return j < 4 ? Math.sin(angle) : Math.cos(angle);
  });
  expect(await shownRows(page, '64')).toEqual(T2T_8);

  // An odd d that the preset refuses: its message, and the last table stays.
  await select.selectOption('pytorch-tutorial');
  const good = await shownRows(page, '64');
  await control(page, 'd').fill('7');
  await control(page, 'd').press('Enter');
  await expect(
    page.locator('#conventions .slot-presets .inline-message, #conventions [data-slot="presets"] .inline-message'),
  ).toContainText('d must be even in PyTorch tutorials');
  expect(await shownRows(page, '64')).toEqual(good);

  // An unknown preset in a link: named in the notice; the default preset is shown.
  await openView(page, 'conventions', 'preset=nope');
  await expect(page.locator('#page-notice')).toContainText('preset (library) must be one of');
  await expect(select).toHaveValue('pytorch-tutorial');
  expect(await shownRows(page, '64')).toEqual(PYTORCH_TUTORIAL_4);
});
