// Section "Relative position biases: ALiBi and T5": the slopes shown against 2^(-8h/H) and the
// ALiBi authors' get_slopes (written here), T5 buckets against Hugging Face's
// _relative_position_bucket (written here, float32 as torch computes it), heatmap readouts
// against values worked out here (the attention demo's head in float64 from
// tests/shared/attention-reference.mjs), a deep link, refused values, and no sideways page scroll
// at 360 px and in projector mode.
import { expect, test } from './fixtures.mjs';
import { loadCore } from '../../dist/pe-core.mjs';
import { alibiSlopes, hfBucket } from '../shared/reference.mjs';

const core = await loadCore();

// ---------------------------------------------------------------- independent references

/** get_slopes from ofirpress/attention_with_linear_biases: tests/shared/reference.mjs. */
const getSlopes = alibiSlopes;

// ---------------------------------------------------------------- page helpers

async function open(page, query) {
  await page.goto(`./?view=bias${query}`);
  await expect(page.locator('html')).toHaveAttribute('data-ready', 'true');
  await expect(page.locator('#bias')).toBeVisible();
}
const control = (page, key) => page.locator(`#bias .control[data-key="${key}"] .control-input`);
async function type(locator, value) {
  await locator.fill(String(value));
  await locator.press('Enter');
}
const slopeCells = (page) => page.locator('.bias-slopes-table tbody tr td:nth-child(2)');
/** Focuses a heatmap and walks to (row, col) with the arrow keys; returns its readout. */
async function readCell(map, row, col) {
  const canvas = map.locator('canvas.heatmap-canvas');
  await canvas.focus();
  await canvas.press('Home');
  for (let r = 0; r < 3; r += 1) await canvas.press('PageUp'); // every map here has at most 30 rows
  for (let r = 0; r < row; r += 1) await canvas.press('ArrowDown');
  for (let c = 0; c < col; c += 1) await canvas.press('ArrowRight');
  return map.locator('.heatmap-readout');
}

// ---------------------------------------------------------------- tests

test('ALiBi slopes are 2^(-8h/H) for H = 8 and the interleaved rule for H = 6; the bias map reads the core', async ({
  page,
}) => {
  await open(page, '&heads=8&head=2&n=12');
  // 2^(-8h/8) = 2^-h, h = 1..8, to 8 decimals.
  await expect(slopeCells(page)).toHaveText([
    '0.50000000',
    '0.25000000',
    '0.12500000',
    '0.06250000',
    '0.03125000',
    '0.01562500',
    '0.00781250',
    '0.00390625',
  ]);
  await expect(page.locator('.bias-slope-rule')).toContainText('geometric sequence');

  const map = page.locator('.bias-alibi-map');
  const readout = await readCell(map, 9, 2);
  // Head 2 (the third): m = 2^-3 = 0.125, and the bias is −m·|i − j| = −0.125·7 = −0.875.
  await expect(readout).toHaveText('query 9, key 2, distance |i − j| = 7: bias -0.875000');
  await expect(page.locator('.bias-alibi-line')).toContainText('slope m = 0.12500000');

  // H = 6 is not a power of two: the shown slopes are the core's, in the reference's order.
  await type(control(page, 'heads'), 6);
  // get_slopes(6): the 4-head slopes 2^-2, 2^-4, 2^-6, 2^-8, then every other 8-head slope, 2^-1, 2^-3.
  expect(getSlopes(6)).toEqual([0.25, 0.0625, 0.015625, 0.00390625, 0.5, 0.125]);
  await expect(slopeCells(page)).toHaveText([
    '0.25000000',
    '0.06250000',
    '0.01562500',
    '0.00390625',
    '0.50000000',
    '0.12500000',
  ]);
  await expect(page.locator('.bias-slope-rule')).toContainText('not a power of two');

  // Causal: cells after the query are masked, said in words and hatched (a note under the map).
  await page.locator('#bias .bias-causal').check();
  await expect(page).toHaveURL(/causal=true/);
  const masked = await readCell(map, 3, 5);
  await expect(masked).toContainText('query 3, key 5: masked');
  await expect(map.locator('.bias-mask-note')).toBeVisible();
  // Head 2 of 6: m = 2^-6 = 0.015625; −m·(i − j) = −0.015625·4 = −0.0625.
  await expect(await readCell(map, 5, 1)).toHaveText('query 5, key 1, distance |i − j| = 4: bias -0.062500');
});

test('T5 buckets: calculator, range table and bucket map agree with Hugging Face’s formula', async ({ page }) => {
  await open(page, '&n=20');
  const field = page.getByLabel('offset key − query');
  const answer = page.locator('.bias-calc-answer');
  for (const offset of [-1000, -129, -128, -127, -40, -8, -7, -1, 0, 1, 7, 8, 9, 15, 16, 60, 127, 128, 129, 5000]) {
    await type(field, offset);
    const want = hfBucket(offset);
    expect(core.t5Bucket({ relativePosition: offset }), `core at ${offset}`).toBe(want);
    await expect(answer).toContainText(`→ bucket ${want}`);
  }
  // Each row of the range table: its ends fall in its bucket (open ends checked far out).
  const rows = await page
    .locator('.bias-t5-table tbody tr')
    .evaluateAll((trs) => trs.map((tr) => [...tr.children].map((cell) => cell.textContent)));
  // Every bucket some offset reaches (bucket 16, "+0", is empty): 31 of 32.
  const reached = new Set(Array.from({ length: 601 }, (_, k) => hfBucket(k - 300)));
  expect(reached.size).toBe(31);
  expect(rows.length).toBe(reached.size);
  const parse = (text) => Number(text.replace('−', '-').replace('+', ''));
  for (const [bucket, offsets, kind] of rows) {
    const ends = offsets.match(/[−+]?\d+/g).map(parse);
    for (const end of ends) expect(hfBucket(end), `${offsets}`).toBe(Number(bucket));
    if (offsets.includes('below')) expect(hfBucket(ends[0] - 10000)).toBe(Number(bucket));
    if (offsets.includes('above')) expect(hfBucket(ends[0] + 10000)).toBe(Number(bucket));
    const open = /below|above/.test(offsets);
    const maxExact = 8; // half of one direction's 16 buckets
    expect(kind).toBe(
      open ? 'last (open-ended)' : ends.length === 1 && Math.abs(ends[0]) < maxExact ? 'exact' : 'logarithmic',
    );
  }
  const map = page.locator('.bias-t5-map');
  const readout = await readCell(map, 2, 17);
  await expect(readout).toContainText(`query 2, key 17, offset +15: bucket ${hfBucket(15)} `);
  await expect(await readCell(map, 19, 0)).toContainText(`offset −19: bucket ${hfBucket(-19)} `);
  await expect(page.locator('#bias .callout', { hasText: 'stand-in' })).toContainText('values shown');

  // Causal: T5's decoder buckets (one direction), as Hugging Face computes them with bidirectional=False.
  await page.locator('#bias .bias-causal').check();
  for (const offset of [-500, -100, -16, -15, -3, 0, 4]) {
    await type(field, offset);
    await expect(answer).toContainText(`→ bucket ${hfBucket(offset, false)}`);
  }
  await expect(page.locator('.bias-t5-table caption')).toContainText('causal (one direction)');
});

test('the four schemes on one sentence: readouts are the core’s weights; the repeated word is compared', async ({
  page,
}) => {
  await open(page, '&words=the+cat+sat+on+the+mat&causal=true&heads=4&head=1');
  const tokens = ['the', 'cat', 'sat', 'on', 'the', 'mat'];
  // Row 4, column 1 of each head's causal weights, worked out with schemeWeights
  // (tests/shared/attention-reference.mjs; d = 8, seed 1, head 1 of 4: ALiBi's m = 2^-4, T5's
  // table row 1 and hfBucket(j − i, false)): 0.205975, 0.171269, 0.141253, 0.244707.
  const weight = { sinusoidal: '0.206', rope: '0.171', alibi: '0.141', t5: '0.245' };
  for (const scheme of ['sinusoidal', 'rope', 'alibi', 't5']) {
    const map = page.locator(`.bias-compare-map[data-scheme="${scheme}"]`);
    await expect(map.locator('.gram-labels-cols li')).toHaveText(tokens);
    await expect(await readCell(map, 4, 1)).toContainText(
      `“\u2068the\u2069” (4) → “\u2068cat\u2069” (1): weight ${weight[scheme]}`,
    );
    await expect(await readCell(map, 1, 3)).toContainText('masked');
  }
  const text = page.locator('.bias-compare-text');
  await expect(text).toContainText('“\u2068the\u2069” is at positions 0 and 4');
  await expect(text).toContainText('With ALiBi and T5 the two rows have the same raw scores');

  // A new sentence through the box reaches the URL and the maps.
  const box = page.getByLabel('sentence');
  await type(box, 'a dog saw a dog');
  await expect(page).toHaveURL(/words=a\+dog\+saw\+a\+dog/);
  // "a" (3) → "a" (0) under ALiBi, as above: 0.293077.
  await expect(await readCell(page.locator('.bias-compare-map[data-scheme="alibi"]'), 3, 0)).toContainText(
    'weight 0.293',
  );

  // A sentence with no repeated word says so, naming the default's repeated word ("the", the
  // first of "the cat sat on the mat"); it once threw here (the fixture fails on that warning).
  await type(box, 'the cat sat down');
  await expect(text).toContainText('No word occurs twice in this sentence. Repeat one (as “the” in the default)');
  await expect(page.locator('#bias .section-error')).toBeHidden();
});

test('a deep link restores every key; bad values are refused inline and the last good state stays', async ({
  page,
}) => {
  await open(page, '&heads=6&head=5&buckets=16&maxdist=40&causal=true&words=one+two+one&n=9');
  await expect(control(page, 'heads')).toHaveValue('6');
  await expect(control(page, 'head')).toHaveValue('5');
  await expect(control(page, 'buckets')).toHaveValue('16');
  await expect(control(page, 'maxdist')).toHaveValue('40');
  await expect(page.locator('#bias .bias-causal')).toBeChecked();
  await expect(page.getByLabel('sentence')).toHaveValue('one two one');
  await expect(page.locator('.bias-slopes-table tbody tr')).toHaveCount(6);
  await expect(page.locator('.bias-slopes-table .is-current')).toHaveText('head 5');
  // One direction, 16 buckets up to 40: every bucket is reached.
  const ranges = new Set(Array.from({ length: 601 }, (_, k) => hfBucket(k - 300, false, 16, 40)));
  expect(ranges.size).toBe(16);
  await expect(page.locator('.bias-t5-table tbody tr')).toHaveCount(ranges.size);
  await expect(page.locator('.bias-compare-map[data-scheme="t5"] .gram-labels-rows li')).toHaveText([
    'one',
    'two',
    'one',
  ]);

  const url = page.url();
  await type(control(page, 'head'), 6);
  await expect(page.locator('#bias .control[data-key="head"] .control-error')).toContainText(
    'head (the head shown) must be a whole number from 0 to 5 (H − 1); got 6.',
  );
  await type(control(page, 'buckets'), 0);
  await expect(page.locator('#bias .control[data-key="buckets"] .control-error')).toContainText(
    /buckets \(T5\) must be a whole number from \d+ to [\d,]+; got \u2068"0"\u2069\./,
  );
  await type(control(page, 'maxdist'), 2);
  await expect(page.locator('#bias .control[data-key="maxdist"] .control-error')).toContainText(
    'max distance must be an integer in',
  );
  await type(page.getByLabel('sentence'), '   ');
  await expect(page.locator('#bias .bias-words .control-error')).toContainText('sentence must be');
  expect(page.url()).toBe(url);
  await expect(page.locator('.bias-slopes-table .is-current')).toHaveText('head 5');
  await expect(page.locator('.bias-t5-table tbody tr')).toHaveCount(ranges.size);
  await expect(page.locator('#bias .render-error')).toBeHidden();
});

for (const { name, query, viewport } of [
  { name: '360 px', query: '&causal=true', viewport: { width: 360, height: 740 } },
  { name: 'projector mode', query: '&causal=true&projector=1', viewport: { width: 1280, height: 800 } },
]) {
  test(`${name}: the page itself never scrolls sideways`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await open(page, query);
    await page.evaluate(() => {
      for (const details of document.querySelectorAll('#bias details')) details.open = true;
    });
    await expect(page.locator('.bias-compare-map')).toHaveCount(4);
    const widths = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      view: document.documentElement.clientWidth,
    }));
    expect(widths.page).toBe(widths.view);
  });
}

// ---------------------------------------------------------------- issue 17

/** The distance where the last bucket of keys before the query starts, by the reference. */
function lastStart(numBuckets, maxDistance, bidirectional = true) {
  const last = hfBucket(-1e6, bidirectional, numBuckets, maxDistance);
  let n = 0;
  while (hfBucket(-n, bidirectional, numBuckets, maxDistance) !== last) n += 1;
  return n;
}

test('T5: the page says where the last bucket really starts, at several settings and the smallest', async ({
  page,
}) => {
  expect(lastStart(32, 128)).toBe(91); // the reviewer's numbers
  expect(lastStart(8, 128)).toBe(16);
  const echo = page.locator('#bias .control[data-key="maxdist"] .control-echo');
  const summary = page.locator('.bias-t5-summary');
  const { min: smallest } = core.parameters.numBuckets;
  const cases = [
    [32, 128, false],
    [8, 128, false],
    [16, 40, true],
    [4, 2, false], // the smallest bidirectional shape: one exact bucket a side, max distance 2
    [smallest, 2, true], // the smallest the page allows at all (causal)
    [64, 1000, false],
  ];
  // One load; each later case is typed into the controls (a page load costs more than a check:
  // six loads were most of this test's time). A step may not pass through a shape the core
  // refuses (t5bias.cpp: at least 4 buckets both ways, a max distance above the exact buckets,
  // half of one side's), so the changes are made in an order that keeps every step valid.
  const valid = ([n, m, c]) => n >= (c ? smallest : 4) && m > Math.floor((c ? n : Math.floor(n / 2)) / 2);
  const orders = [
    [0, 1, 2],
    [0, 2, 1],
    [1, 0, 2],
    [1, 2, 0],
    [2, 0, 1],
    [2, 1, 0],
  ];
  await open(page, `&buckets=${cases[0][0]}&maxdist=${cases[0][1]}&causal=${cases[0][2]}`);
  const causalBox = page.locator('#bias .bias-causal');
  let shown = cases[0];
  for (const [buckets, maxdist, causal] of cases) {
    const target = [buckets, maxdist, causal];
    const orderFrom = (from) =>
      orders.find((o) => {
        const state = [...from];
        return o.every((field) => {
          state[field] = target[field];
          return valid(state);
        });
      });
    let order = orderFrom(shown);
    if (!order) {
      // No order works (4 buckets both ways at distance 2 to the smallest causal shape): the
      // max distance goes up first, where every shape here is valid.
      await type(control(page, 'maxdist'), 1000);
      shown = [shown[0], 1000, shown[2]];
      order = orderFrom(shown);
    }
    for (const field of order) {
      if (shown[field] === target[field]) continue;
      if (field === 2) await causalBox.setChecked(causal);
      else await type(control(page, field === 0 ? 'buckets' : 'maxdist'), target[field]);
    }
    shown = target;
    // Every step taken: no control refused its value, and the controls show the case.
    for (const [key, value] of [
      ['buckets', buckets],
      ['maxdist', maxdist],
    ]) {
      await expect(page.locator(`#bias .control[data-key="${key}"] .control-error`)).toBeHidden();
      await expect(control(page, key)).toHaveValue(String(value));
    }
    await expect(causalBox).toBeChecked({ checked: causal });
    const start = lastStart(buckets, maxdist, !causal);
    const where = `${buckets}/${maxdist}/${causal}`;
    await expect(echo, where).toHaveText(
      `max distance ${maxdist.toLocaleString('en-US')}: the last bucket starts ${start} token${start === 1 ? '' : 's'} away`,
    );
    await expect(echo, where).not.toContainText('share the last bucket');
    await expect(summary, where).toContainText(`the last bucket starts at distance ${start}`);
    await expect(summary, where).toContainText(
      start < maxdist ? `before the max distance ${maxdist.toLocaleString('en-US')}` : 'the max distance',
    );
  }
  await expect(page.locator('#bias')).not.toContainText('offsets from');
});

/** The TeX source of every KaTeX node in a locator (KaTeX keeps it in its MathML annotation). */
const tex = (locator) => locator.locator('annotation[encoding="application/x-tex"]').allTextContents();

test('ALiBi: the formula shown is the one that made each slope, at every H', async ({ page }) => {
  // One load; each H after the first is typed into the H box (a page load costs more than a check).
  await open(page, '&heads=1&n=4');
  for (const H of [1, 2, 3, 6, 8, 12, 64]) {
    if (H > 1) await type(control(page, 'heads'), H);
    const rows = page.locator('.bias-slopes-table tbody tr');
    await expect(rows).toHaveCount(H);
    const reference = getSlopes(H);
    // The rule column: each head's own formula, which evaluates to the reference slope.
    const formulas = await tex(page.locator('.bias-slopes-table tbody td:nth-child(4)'));
    expect(formulas.length).toBe(H);
    formulas.forEach((formula, index) => {
      const [, a, b] = formula.match(/2\^\{-8\\cdot (\d+)\/(\d+)\}/);
      expect(2 ** ((-8 * Number(a)) / Number(b)), `H = ${H}, head ${index}`).toBeCloseTo(reference[index], 14);
    });
    // The displayed rule: 2^(−8h/H) only when H is a power of two.
    const [rule] = await tex(page.locator('.bias-slope-formula'));
    const power = Number.isInteger(Math.log2(H));
    if (power) expect(rule).toContain(`2^{-8h/${H}}`);
    else {
      expect(rule).not.toContain(`8h/${H}`);
      expect(rule).toContain(`2^{-8h/${2 ** Math.floor(Math.log2(H))}}`);
    }
    // No static 2^(−8h/H) left in the narration when it does not hold.
    const all = (await tex(page.locator('#bias .section-body'))).join(' ');
    if (!power) expect(all).not.toContain('8h/H');
  }
  await expect(page.locator('.bias-slopes-table thead th')).toHaveText([
    'head',
    'slope m',
    'as a power of 2',
    'from the rule',
  ]);
});

test('ALiBi: the page says what stays in range past the training length', async ({ page }) => {
  await open(page, '');
  const why = page.locator('#bias .callout', { hasText: 'What ALiBi keeps in range past the training length' });
  await expect(why).toContainText('straight line in the distance');
  await expect(why).toContainText('no new parameter');
  await expect(why).toContainText('never met'); // from the second block on (bias-beyond.spec.mjs checks the scope)
});

test('non-negative maps use a sequential colour scale with a legend', async ({ page }) => {
  await open(page, '&causal=true');
  const VIRIDIS_LOW = [0x44, 0x01, 0x54];
  const VIRIDIS_HIGH = [0xfd, 0xe7, 0x25];
  const ends = (map) =>
    map.locator('.legend-canvas').evaluate((canvas) => {
      const context = canvas.getContext('2d');
      return [0, canvas.width - 1].map((x) => [...context.getImageData(x, 0, 1, 1).data.slice(0, 3)]);
    });
  for (const selector of [
    '.bias-compare-map[data-scheme="sinusoidal"]',
    '.bias-compare-map[data-scheme="t5"]',
    '.bias-t5-map',
    '.bias-alibi-map',
  ]) {
    const map = page.locator(selector).first();
    expect(await ends(map), selector).toEqual([VIRIDIS_LOW, VIRIDIS_HIGH]);
    await expect(map.locator('.legend-caption').first(), selector).toContainText('dark blue-purple at');
    await expect(map.locator('canvas.heatmap-canvas').first(), selector).toHaveAttribute('aria-label', /yellow/);
  }
  // Weights start at 0: the legend's low end reads 0.
  await expect(page.locator('.bias-compare-map[data-scheme="alibi"] .legend-tick-0')).toHaveText('0.00');
});

test('labels are words, not code names', async ({ page }) => {
  await open(page, '&causal=true');
  // Readable names on the page; the code names only inside code.
  await expect(page.locator('#bias .control[data-key="buckets"] .control-label')).toHaveText('buckets (T5)');
  await expect(page.locator('#bias .control[data-key="maxdist"] .control-label')).toHaveText('max distance (T5)');
  const prose = await page.locator('#bias .section-body').evaluate((body) => {
    const copy = body.cloneNode(true);
    for (const node of copy.querySelectorAll('code, .katex')) node.remove();
    return copy.textContent;
  });
  expect(prose).not.toMatch(/numBuckets|max_distance|maxDistance|relativePosition/);
  await page.goto('./?view=conventions');
  await expect(page.locator('html')).toHaveAttribute('data-ready', 'true');
  const options = await page.locator('#conventions .preset-select option').allTextContents();
  expect(options).toContain('PyTorch tutorials');
  for (const option of options) expect(option).not.toMatch(/[a-z0-9]+-[a-z0-9-]+\)|\(pytorch/);
});

test('projector mode: heatmap word labels, legends and axis words at least 20 px', async ({ page }) => {
  await open(page, '&projector=1');
  await expect(page.locator('.bias-compare-map')).toHaveCount(4);
  const sizes = await page.evaluate(() => {
    const px = (selector) =>
      [...document.querySelectorAll(selector)].map((node) => Number.parseFloat(getComputedStyle(node).fontSize));
    return {
      labels: px('#bias .gram-labels li'),
      legend: px('#bias .legend-ticks .legend-tick'),
      axes: px('#bias .heatmap-axis'),
    };
  });
  for (const [what, list] of Object.entries(sizes)) {
    expect(list.length, what).toBeGreaterThan(0);
    for (const size of list) expect(size, what).toBeGreaterThanOrEqual(20);
  }
});
