// Section 9, conventions and pitfalls: the variants side by side (LESSON.md's numbers), the
// difference heatmap from core.compare, and float32 error at large positions (core.precision).
import { expect, test } from './fixtures.mjs';
import { loadCore } from '../../dist/pe-core.mjs';
import { fixed } from '../../web/src/format.js';

const core = await loadCore();
const sci = (v, digits = 1) => (v === 0 ? '0' : v.toExponential(digits).replace('e+', 'e'));

async function open(page, query) {
  await page.goto(`./?${query}`);
  await expect(page.locator('html')).toHaveAttribute('data-ready', 'true');
  await expect(page.locator('#conventions')).toBeVisible();
}
const control = (page, key) => page.locator(`#conventions .control[data-key="${key}"] .control-input`);
const values = (page, variant) => page.locator(`.conventions-table tr[data-variant="${variant}"] .conv-value`);

const SPECS = {
  paper: [{}, 0],
  concatenated: [{ layout: 'concatenated' }, 0],
  'one-based-position': [{}, 1],
  'dimension-exponent': [{ convention: 'dimension-exponent' }, 0],
  'one-based-pair': [{ convention: 'one-based-pair' }, 0],
  tensor2tensor: [{ convention: 'tensor2tensor' }, 0],
};
async function expectSide(page, { d, pos }) {
  for (const [variant, [spec, shift]] of Object.entries(SPECS)) {
    const steps = core.steps({ pos: pos + shift, dModel: d, ...spec });
    await expect(values(page, variant)).toHaveText(steps.slice(0, 16).map((s) => fixed(s.value)));
  }
}

test('variants side by side reproduce LESSON.md; the difference heatmap follows the picker', async ({ page }) => {
  await open(page, 'view=conventions');
  await expect(values(page, 'paper')).toHaveText(['0.141120', '-0.989992', '0.029996', '0.999550']);
  await expect(values(page, 'dimension-exponent')).toHaveText(['0.141120', '0.955336', '0.029996', '0.999996']);
  await expect(values(page, 'one-based-pair')).toHaveText(['0.029996', '0.999550', '0.000300', '1.000000']);
  await expect(values(page, 'concatenated')).toHaveText(['0.141120', '0.029996', '-0.989992', '0.999550']);
  await expectSide(page, { d: 4, pos: 3 });

  const summary = page.locator('.conventions-compare-summary');
  const diff = (spec) => core.compare({ positions: 32, dModel: 4, a: {}, b: spec });
  let result = diff({ layout: 'concatenated' });
  await expect(summary).toContainText(
    `largest |difference| is ${fixed(result.maxAbsDifference)}, at token ${result.maxRow}, dimension ${result.maxDim}`,
  );
  await expect(page.locator('#conventions')).toContainText('is this a bug?');
  // Keyboard: arrow keys move through the radio group.
  await page.getByRole('radio', { name: 'Concatenated layout' }).focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('radio', { name: 'Mistaken exponent b^(j/d)' })).toBeChecked();
  result = diff({ convention: 'dimension-exponent' });
  await expect(summary).toContainText(
    `Mistaken exponent b^(j/d): the largest |difference| is ${fixed(result.maxAbsDifference)}, at token ${result.maxRow}, dimension ${result.maxDim}`,
  );
  const canvas = page.locator('.conventions-heatmap canvas.heatmap-canvas');
  await canvas.focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowRight');
  await expect(page.locator('.conventions-heatmap .heatmap-readout')).toHaveText(
    `token 1, dimension 1: Mistaken exponent b^(j/d) minus paper ≈ ${fixed(result.difference[1 * 4 + 1], 4)}`,
  );
});

test('float32 error at large positions comes from core.precision', async ({ page }) => {
  await open(page, 'view=conventions');
  const check = async (centre) => {
    const at = core.precision({ pos: centre, dModel: 512 });
    let worst = 0;
    for (let pos = Math.max(0, centre - 128); pos < centre + 128; pos += 1)
      worst = Math.max(worst, core.precision({ pos, dModel: 512 }).maxErrorNaive);
    await expect(page.locator('.precision-naive')).toHaveText(sci(at.maxErrorNaive));
    await expect(page.locator('.precision-fast')).toHaveText(sci(at.maxErrorFast));
    await expect(page.locator('.precision-worst')).toHaveText(sci(worst));
    return worst;
  };
  // LESSON.md: about 5e-4 near 8192 and 7e-3 near 100,000; the core's own path within 1e-6.
  expect(await check(8192)).toBeGreaterThan(4e-4);
  await page.getByRole('button', { name: 'pos 100,000' }).click();
  expect(await check(100000)).toBeGreaterThan(6e-3);
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
  await open(page, 'view=conventions&d=8&pos=5&n=10');
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

test('at 360 px the side-by-side table says that it scrolls; at 1280 px it does not need to', async ({ page }) => {
  for (const [width, visible] of [
    [360, true],
    [1280, false],
  ]) {
    await page.setViewportSize({ width, height: 800 }); // before the load: the page is laid out at this width from the start
    await page.goto('/?view=conventions');
    await page.waitForSelector('html[data-ready="true"]');
    const region = page.getByRole('region', { name: 'Variants side by side' });
    const [scroll, client] = await region.evaluate((node) => [node.scrollWidth, node.clientWidth]);
    const hint = page.locator('#conventions .scroll-hint');
    if (visible) {
      expect(scroll).toBeGreaterThan(client); // the table really is cut at this width
      await expect(hint).toBeVisible();
      await expect(hint).toContainText('scroll it sideways for all 4 dimensions');
    } else {
      expect(scroll).toBeLessThanOrEqual(client);
      await expect(hint).toBeHidden();
    }
  }
});

// ---- library presets (extension helper) ----
const presetRows = (page, kind) => page.locator(`#conventions .preset-rows-table.preset-rows-${kind} tbody tr`);
async function shownRows(page, kind) {
  return presetRows(page, kind).evaluateAll((rows) =>
    rows.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent)),
  );
}
const coreRows = (table, shown = Math.min(table.dModel, 8)) =>
  Array.from({ length: table.positions }, (_, r) =>
    Array.from({ length: shown }, (_, j) => fixed(table.values[r * table.dModel + j])),
  );

test('presets: ten libraries with their float32 errors; the chosen table is the core’s and the library’s formula', async ({
  page,
}) => {
  await open(page, 'view=conventions&preset=fairseq&d=8');
  const info = core.presets();
  expect(info).toHaveLength(10);
  const overview = page.locator('#conventions .presets-table tbody tr');
  await expect(overview).toHaveCount(10);
  const errors = {};
  for (const [index, p] of info.entries()) {
    errors[p.id] = core.presetPrecision({ preset: p.id, dModel: 512, pos: 100000 });
    await expect(overview.nth(index).locator('th')).toHaveText(p.library);
    await expect(overview.nth(index).locator('td').last()).toHaveText(sci(errors[p.id].maxError));
    await expect(overview.nth(index).locator('td').nth(6)).toHaveText(p.angleFloat32 ? 'float32' : 'float64 (numpy)');
  }
  // What the numbers mean (LESSON.md): a float32 angle is off by ~1e-3..1e-2 at 1e5, numpy's float64 angle by ~1e-8.
  for (const p of info) {
    if (p.angleFloat32) expect(errors[p.id].maxError).toBeGreaterThan(1e-3);
    else expect(errors[p.id].maxError).toBeLessThan(1e-7);
  }
  const single = info.filter((p) => p.angleFloat32).map((p) => errors[p.id].maxError);
  await expect(page.locator('#conventions .presets-meaning')).toContainText(
    `are off by between ${sci(Math.min(...single))} and ${sci(Math.max(...single))}`,
  );

  // fairseq: row 1 is the zero padding row, the first token reads row 2.
  const request = { preset: 'fairseq', positions: 6, dModel: 8 };
  const table64 = core.presetTable(request);
  expect([table64.paddingRow, table64.firstTokenRow]).toEqual([1, 2]);
  expect(await shownRows(page, '64')).toEqual(coreRows(table64));
  expect(await shownRows(page, '32')).toEqual(coreRows(core.presetTableFloat32(request)));
  await expect(presetRows(page, '64').nth(1).locator('th')).toHaveText('row 1: padding, all zeros');
  await expect(presetRows(page, '64').nth(1).locator('td')).toHaveText(Array(8).fill('0.000000'));
  await expect(presetRows(page, '64').nth(2).locator('th')).toHaveText('row 2: first token');
  await expect(page.locator('#conventions .preset-summary')).toContainText('The first real token reads row 2');
  await expect(page.locator('#conventions .preset-summary')).toContainText(sci(errors.fairseq.maxError));

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
  expect(await shownRows(page, '64')).toEqual(
    coreRows(core.presetTable({ preset: 'tensor2tensor', positions: 6, dModel: 8 })),
  );

  // An odd d that the preset refuses: its message, and the last table stays.
  await select.selectOption('pytorch-tutorial');
  const good = await shownRows(page, '64');
  await control(page, 'd').fill('7');
  await control(page, 'd').press('Enter');
  await expect(
    page.locator('#conventions .slot-presets .inline-message, #conventions [data-slot="presets"] .inline-message'),
  ).toContainText('d must be even for pytorch-tutorial');
  expect(await shownRows(page, '64')).toEqual(good);

  // An unknown preset in a link: named in the notice; the default preset is shown.
  await open(page, 'view=conventions&preset=nope');
  await expect(page.locator('#page-notice')).toContainText('preset (library) must be one of');
  await expect(select).toHaveValue(core.requests.presetTable.preset.default);
  expect(await shownRows(page, '64')).toEqual(
    coreRows(core.presetTable({ preset: core.requests.presetTable.preset.default, positions: 6, dModel: 4 })),
  );
});
