// Section 5, the relative-shift proof: step through the derivation, set pos/k/d as a person
// would, and check every printed number against values written here (the rounding residuals,
// which only the core's arithmetic determines, against the core's). Every step at 360 px is
// measured with the other sections in narrow.spec.mjs.
import { expect, expectScientific, navigate, openView, test } from './fixtures.mjs';
import { loadCore } from '../../dist/pe-core.mjs';
import { PE } from '../shared/golden.mjs';

const core = await loadCore();

// The printed numbers, written out: PE(pos) and PE(pos + k), sin/cos(pos / 10000^(2i/d)) in float64
// rounded half away from zero to 6 decimals; M_k PE(pos) is PE(pos + k) (the proof), so the
// rotated column shows the same digits. Block 1 of M_k: cos(ω_1 k), sin(ω_1 k), −sin, cos with
// ω_1 = 10000^(-2/d): d = 8, k = 2: angle 0.2; d = 8, k = 3: 0.3; d = 6, k = 3: 3·10000^(-1/3) = 0.139248.
const PE5 = ['-0.958924', '0.283662', '0.479426', '0.877583', '0.049979', '0.998750', '0.005000', '0.999988'];
const PROOF = {
  'pos=3 k=2 d=8': {
    pe: PE.d8_pos3.text, // tests/shared/golden.json
    shifted: PE5,
    block1: ['0.980067', '0.198669', '-0.198669', '0.980067'],
  },
  'pos=5 k=2 d=8': {
    pe: PE5,
    shifted: ['0.656987', '0.753902', '0.644218', '0.764842', '0.069943', '0.997551', '0.007000', '0.999976'],
    block1: ['0.980067', '0.198669', '-0.198669', '0.980067'],
  },
  'pos=5 k=3 d=8': {
    pe: PE5,
    shifted: ['0.989358', '-0.145500', '0.717356', '0.696707', '0.079915', '0.996802', '0.008000', '0.999968'],
    block1: ['0.955336', '0.295520', '-0.295520', '0.955336'],
  },
  'pos=5 k=3 d=6': {
    pe: ['-0.958924', '0.283662', '0.230002', '0.973190', '0.010772', '0.999942'],
    shifted: ['0.989358', '-0.145500', '0.362852', '0.931847', '0.017235', '0.999851'],
    block1: ['0.990321', '0.138798', '-0.138798', '0.990321'],
  },
};

const control = (page, key) => page.locator(`#proof .control[data-key="${key}"] .control-input`);
async function type(page, key, value) {
  await control(page, key).fill(String(value));
  await control(page, key).press('Enter');
}

async function expectNumbers(page, { pos, k, d }) {
  const want = PROOF[`pos=${pos} k=${k} d=${d}`];
  const rows = page.locator('.proof-vector-table tbody tr');
  await expect(rows).toHaveCount(d);
  for (let j = 0; j < d; j += 1) {
    await expect(rows.nth(j).locator('td')).toHaveText([want.pe[j], want.shifted[j], want.shifted[j]]);
  }
  // The residuals are rounding only: what the core's arithmetic leaves, shown as the core gives it.
  const result = core.shift({ pos, k, dModel: d });
  expect(result.maxError).toBeLessThan(1e-14);
  expect(result.maxErrorF32).toBeLessThan(1e-6);
  await expectScientific(page.locator('.residual-f64'), result.maxError, 2);
  await expectScientific(page.locator('.residual-f32'), result.maxErrorF32, 2);
  await expect(page.locator('.proof-block[data-pair="1"] .matrix-2x2 td')).toHaveText(want.block1);
  return result;
}

test('a deep link restores d, pos and k; steps through the derivation and shows M_k with the core’s numbers', async ({
  page,
}) => {
  await openView(page, 'proof', 'd=6&pos=5&k=3');
  await expect(control(page, 'pos')).toHaveValue('5');
  await expect(control(page, 'k')).toHaveValue('3');
  await expectNumbers(page, { pos: 5, k: 3, d: 6 });
  await navigate(page, 'view=proof');
  await expect(control(page, 'd')).toHaveValue('8');
  // PROOF's PE(3) for d = 8 is tests/shared/golden.json's.
  await expectNumbers(page, { pos: 3, k: 2, d: 8 });
  await expect(page.locator('.proof-block')).toHaveCount(4);
  await expect(page.locator('.proof-block svg.unit-circle').first()).toHaveAttribute(
    'aria-label',
    /turns by 2 radians/,
  );

  const counter = page.locator('.proof-counter');
  const next = page.getByRole('button', { name: 'Next step →' });
  const prev = page.getByRole('button', { name: '← Previous step' });
  await expect(counter).toHaveText('Step 1 of 7');
  await expect(prev).toBeDisabled();
  await next.focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await expect(counter).toHaveText('Step 3 of 7');
  await expect(page.locator('.proof-step-title')).toHaveText('Move the position by k');
  await expect(page.locator('.proof-tex .katex')).toHaveCount(1);
  await prev.click();
  await expect(page.locator('.proof-step-title')).toHaveText('Two identities from trigonometry');
  for (let i = 0; i < 6; i += 1) if (await next.isEnabled()) await next.click();
  await expect(counter).toHaveText('Step 7 of 7');
  await expect(next).toBeDisabled();
  await expect(page.locator('.proof-text')).toContainText('offset p − q');
});

test('changing pos leaves M_k unchanged; changing k changes it', async ({ page }) => {
  await openView(page, 'proof');
  const blocksBefore = await page.locator('.proof-blocks .matrix-2x2').allTextContents();
  await type(page, 'pos', 5);
  await expect(page.locator('.proof-status')).toContainText('M_k did not change');
  await expect(page.locator('.proof-unchanged')).toBeVisible();
  expect(await page.locator('.proof-blocks .matrix-2x2').allTextContents()).toEqual(blocksBefore);
  await expectNumbers(page, { pos: 5, k: 2, d: 8 });
  await expect(page).toHaveURL(/pos=5/);

  await control(page, 'k').press('ArrowUp');
  await expect(page.locator('.proof-status')).toContainText('M_k changed');
  await expect(page.locator('.proof-unchanged')).toBeHidden();
  await expectNumbers(page, { pos: 5, k: 3, d: 8 });
});

test('odd d shows the core’s message; bad input is refused and the state kept', async ({ page }) => {
  // A link with an odd d: the message, and no empty headings for numbers never drawn.
  await openView(page, 'proof', 'd=7');
  await expect(page.locator('#proof .render-error')).toContainText('pick an even d');
  await expect(page.locator('#proof .proof-figures')).toBeHidden();
  await navigate(page, 'view=proof');
  await expect(page.locator('#proof .proof-figures')).toBeVisible();
  await type(page, 'd', 7);
  let coreMessage = '';
  try {
    core.shift({ pos: 3, k: 2, dModel: 7 });
  } catch (error) {
    coreMessage = error.message;
  }
  expect(coreMessage).toContain('even');
  // The core's message in the page's words (d, not dModel), and the last good numbers stay.
  const error = page.locator('#proof .render-error');
  await expect(error).toContainText(coreMessage.replace('dModel', 'd'));
  await expect(error).not.toContainText('dModel');
  await expect(error).toContainText('pick an even d');
  await expect(error).toContainText('Still showing the result for the last values that worked');
  await expect(page.locator('.proof-vector-table tbody tr')).toHaveCount(8);
  await type(page, 'd', 8);
  await expect(error).toBeHidden();

  for (const bad of ['-1', '1.5', 'NaN', '<img src=x onerror="window.hacked=1">']) {
    await type(page, 'pos', bad);
    const error = page.locator('#proof .control[data-key="pos"] .control-error');
    await expect(error).toBeVisible();
    await expect(error).toContainText('pos (position) must be a whole number');
    await expect(page).toHaveURL(/view=proof/);
    await expect(page).not.toHaveURL(/pos=/);
  }
  expect(await page.locator('#proof img').count()).toBe(0);
  expect(await page.evaluate(() => window.hacked)).toBeUndefined();
  await expectNumbers(page, { pos: 3, k: 2, d: 8 });
});

test('the circles say what they mark, the arc matches the caption, and the labels fit', async ({ page }) => {
  // k = 10 on pair 0 (w = 1) turns by 10 rad: one whole turn and 10 − 2π rad more.
  await openView(page, 'proof', 'd=8&pos=100000&k=10');
  const rest = 10 - 2 * Math.PI; // 3.716815 rad: the drawn part
  await expect(page.locator('.proof-blocks-note')).toContainText(
    'the square is M_k applied to that point: the point for pos + k',
  );
  await expect(page.locator('.proof-blocks-note')).not.toContainText('applied to the circle');
  const card = page.locator('.proof-block[data-pair="0"]');
  await expect(card.locator('.uc-caption')).toContainText('ω·k = 10 rad = 1 turn + 3.72 rad');
  // The arc's endpoints are the two points, and it takes the long way round (rest > π).
  const d = await card.locator('.uc-arc').getAttribute('d');
  expect(d).toMatch(/^M [-\d.e]+ [-\d.e]+ A [\d.]+ [\d.]+ 0 1 0 /);
  expect(rest).toBeGreaterThan(Math.PI);
  // Every label lies inside the drawing's box (nothing clipped).
  const fits = await card.locator('svg.unit-circle').evaluate((svg) => {
    const box = svg.viewBox.baseVal;
    return [...svg.querySelectorAll('text')]
      .filter((t) => t.textContent)
      .map((t) => {
        const b = t.getBBox();
        return (
          b.x >= box.x && b.y >= box.y && b.x + b.width <= box.x + box.width && b.y + b.height <= box.y + box.height
        );
      });
  });
  expect(fits.length).toBeGreaterThan(2);
  expect(fits.every(Boolean)).toBe(true);
  await expect(card.locator('.uc-label').nth(1)).toHaveText('pos 100010');
});

// Points closer than a label's size: pair 3 at d = 8 turns by 0.001·k rad, so k = 50 moves its
// point 4 units of 80 and k = 10 by less than one; at pos = 1571 the point is at the top
// (0.001·1571 = 1.571 rad, about π/2), where the labels are centred and one must go up. Each
// label is still shown, inside the drawing, and no two overlap; on a 360 px phone in projector
// mode too, where the labels are drawn largest.
for (const [label, setup] of [
  ['a laptop', async () => {}],
  [
    'a 360 px phone in projector mode',
    async (page) => {
      await page.setViewportSize({ width: 360, height: 740 });
    },
  ],
]) {
  test(`labels of nearly coinciding points are stacked, not overlapped, on ${label}`, async ({ page }) => {
    await setup(page);
    const projector = label.includes('projector') ? '&projector=1' : '';
    await openView(page, 'proof', `d=8&pos=1571&k=50${projector}`);
    for (const [pos, k] of [
      [1571, 50],
      [99999990, 10],
      [3, 2],
    ]) {
      if (pos !== 1571) await navigate(page, `view=proof&d=8&pos=${pos}&k=${k}`);
      const cards = page.locator('.proof-block');
      await expect(cards).toHaveCount(4);
      for (let pair = 0; pair < 4; pair += 1) {
        const card = page.locator(`.proof-block[data-pair="${pair}"]`);
        await expect(card.locator('.uc-label')).toHaveText([`pos ${pos}`, `pos ${pos + k}`]);
        const boxes = await card.locator('svg.unit-circle').evaluate((svg) => {
          const view = svg.viewBox.baseVal;
          return {
            view: { x: view.x, y: view.y, width: view.width, height: view.height },
            labels: [...svg.querySelectorAll('.uc-label')].map((t) => {
              const b = t.getBBox();
              return { x: b.x, y: b.y, width: b.width, height: b.height };
            }),
          };
        });
        const [a, b] = boxes.labels;
        const where = `pos ${pos}, k ${k}, pair ${pair}`;
        const overlap = a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
        expect(overlap, `${where}: the two labels overlap`).toBe(false);
        for (const box of boxes.labels) {
          expect(box.y, `${where}: a label leaves the drawing at the top`).toBeGreaterThanOrEqual(boxes.view.y);
          expect(box.y + box.height, `${where}: at the bottom`).toBeLessThanOrEqual(boxes.view.y + boxes.view.height);
        }
      }
    }
  });
}
