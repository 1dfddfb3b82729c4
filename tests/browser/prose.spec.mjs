// The narration at the edges: each sentence built from the core's numbers must stay true where
// the numbers are unusual (d = 1 with its lone sine and no pair, one pair, one head, k = 0,
// pos = 0, n = 1, a training length of 1, ...). Each test loads its section once or twice and
// changes values through the page's own controls.
import { expect, navigate, openView, test } from './fixtures.mjs';

/** Types a value into a shared control of the settings panel and sends it. */
async function setShared(page, key, value) {
  const box = page.locator(`#controls-panel [data-key="${key}"] input[role="spinbutton"]`);
  await box.fill(String(value));
  await box.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${key}=${value}(&|$)`));
}

test('formula: d = 1 has a lone sine and no pair; inexact exponents are written as fractions', async ({ page }) => {
  await openView(page, 'formula', 'd=1');
  const echo = page.locator('#controls-panel [data-key="d"] .control-echo');
  const ladder = page.locator('#formula .chart-summary').first();
  await expect(echo).toHaveText('1 dimension: a lone sine, no sine–cosine pair');
  await expect(ladder).toContainText('there is no sine–cosine pair, only a lone sine (pair 0)');
  await expect(ladder).not.toContainText('1 pair');
  await setShared(page, 'd', 3);
  await expect(echo).toHaveText('3 dimensions: 1 sine–cosine pair and a lone sine');
  await expect(ladder).toContainText('there are 2 pairs, the last (pair 1) a lone sine');
  // 10000^0.666667 is 464.160…, not the 464.158883 printed beside it: the exponent is 2/3.
  await expect(ladder).toContainText('(pair 1, 2π·b^(2/3))');
  await expect(ladder).toContainText('(b^(2/d) = 10000^(2/3))');
  await expect(ladder).not.toContainText('0.666667');
});

test('worked example: an inexact exponent, the only dimension and the last one', async ({ page }) => {
  await openView(page, 'steps', 'd=3&step=2');
  await expect(page.locator('#steps .stage-denominator annotation')).toContainText('10000^{2/3} \\approx 464.158883');
  await navigate(page, 'view=steps&d=1');
  await expect(page.locator('#steps .stepper-title')).toHaveText('Dimension j = 0 (the only one)');
  await expect(page.locator('#steps .vector-note')).toContainText('1 of 1 value filled in.');
  await expect(page.locator('#steps [data-key="step"] .control-echo')).toHaveText('dimension 0, the only one');
  // Predict mode on the last dimension: there is no next one to go on to.
  await page.locator('#steps .predict-toggle').check();
  const reveal = page.locator('#steps').getByRole('button', { name: 'Just show me' });
  for (let i = 0; i < 4; i += 1) await reveal.click();
  await expect(page.locator('#steps .predict-question')).toHaveText(
    'Dimension 0 is done: every number is shown. That was the last dimension.',
  );
});

test('matrix: d = 1 has no pair to draw, ω = 1 is one radian, markers only when drawn, n = 1', async ({ page }) => {
  await openView(page, 'matrix', 'd=1&n=1');
  const section = page.locator('#matrix');
  const waves = section.locator('.chart-summary').last();
  await expect(waves).toHaveText('With d = 1 there is no sine–cosine pair to draw: dimension 0 is a lone sine.');
  await expect(section.locator('canvas[role="img"]').last()).toHaveAttribute(
    'aria-label',
    'No sine–cosine pair to draw: with d\u00a0=\u00a01 dimension 0 is a lone sine.', // a short MATH run: no-break spaces
  );
  await expect(section.locator('.matrix-row-note')).toHaveText(
    'The chosen position, 3, is not among the rows shown (only 0), so no row is outlined.',
  );
  await expect(section).not.toContainText('over 60 positions');
  await expect(section).toContainText(
    'in the paper’s interleaved layout an even dimension and the odd one after it share a frequency',
  );
  await setShared(page, 'd', 2);
  await setShared(page, 'n', 60);
  await expect(waves).toContainText('Pair 0 turns by ω = 1 radian per position');
  await expect(waves).toContainText('Sines are solid lines with round markers, cosines dashed with triangles');
  // 2,000 positions leave no room for markers: the summary does not describe any.
  await setShared(page, 'n', 2000);
  await expect(waves).toContainText('Sines are solid lines, cosines dashed; each cosine');
});

test('proof and RoPE: an exact 0 is not called noise; one pair; the last pair', async ({ page }) => {
  await openView(page, 'proof', 'k=0');
  await expect(page.locator('#proof .residual-f64')).toHaveText('0');
  await expect(page.locator('#proof .proof-residual')).toContainText(
    'In float64 they agree exactly here; the float32 difference is rounding noise',
  );
  await expect(page.locator('#proof .proof-residual')).not.toContainText('Both are rounding noise');

  await navigate(page, 'view=rope&d=2');
  await expect(page.locator('#rope .rope-step-title')).toHaveText('Pair i = 0 (the only pair)');
  const spread = page.locator('#rope .rope-spread-rope');
  await expect(spread).toContainText('RoPE: spread 0: every row gives exactly the same score.');
  await expect(spread).not.toContainText('rounding only');
  await page.locator('#rope .rope-predict-toggle').check();
  const reveal = page.locator('#rope').getByRole('button', { name: 'Just show me' });
  for (let i = 0; i < 5; i += 1) await reveal.click();
  await expect(page.locator('#rope .predict-question')).toHaveText('Pair 0 is done. That was the last pair.');
});

test('similarity: no decay promised for one pair, d = 1 and odd d, pos = 0, n = 1, markers', async ({ page }) => {
  await openView(page, 'similarity', 'd=1&pos=0');
  const section = page.locator('#similarity');
  const summary = section.locator('.similarity-profile .chart-summary');
  await expect(section).toContainText('A single pair has nothing to cancel against and does not decay at all.');
  await expect(section).toContainText('For an even d every diagonal (constant p − q) has one colour');
  await expect(section.locator('.similarity-odd')).not.toContainText('come apart');
  await expect(summary).toContainText(
    'g(0) = 0.000000, and so is g(k) at every k from p = 0: with d = 1 there is no sine–cosine pair',
  );
  await expect(summary).not.toContainText('every pair contributes cos 0 = 1');
  await expect(summary).toContainText('Here pos is 0 too, so the two curves are one and the same');
  await expect(summary).not.toContainText('instead of 0');
  await setShared(page, 'd', 3);
  await expect(summary).toContainText(
    'the one sine–cosine pair contributes cos 0 = 1, and starting at p = 0 the lone sine adds sin 0 · sin 0 = 0',
  );
  await setShared(page, 'n', 1);
  await expect(summary).toContainText('With n = 1 there is no other offset.');
  await expect(summary).not.toContainText('k = 0 … 0');
  await setShared(page, 'd', 4);
  await setShared(page, 'pos', 5);
  await expect(summary).toContainText('Starting at p = 5 instead of 0 gives the same value at k = 0 (to 6 decimals)');
  // Past 80 positions the curves have no markers: the chart's name does not promise triangles.
  await setShared(page, 'n', 100);
  const canvas = section.locator('.similarity-profile canvas[role="img"]');
  await expect(canvas).toHaveAttribute('aria-label', /a dashed curve starting at p\s=\s5/); // \s: a short MATH run's no-break spaces
});

test('input with k = 0 and a learned table of one row', async ({ page }) => {
  await openView(page, 'input', 'k=0');
  const figures = page.locator('#input .input-figures');
  await expect(figures.locator('h3').nth(1)).toHaveText('The same word twice at position 3 (k = 0)');
  await expect(figures).toContainText('so the two inputs are identical');
  await expect(figures).not.toContainText('so the two inputs differ');
  await expect(figures.locator('.input-two-table caption')).toHaveText(
    'Word “\u2068cat\u2069” twice at position 3 (k = 0).',
  );

  await navigate(page, 'view=learned');
  const maxLen = page.getByLabel('max_len (rows)');
  await maxLen.fill('1');
  await maxLen.press('Enter');
  await expect(page.locator('#learned .learned-answer.is-missing')).toHaveText(
    'Learned table: row 0 only. Position 600 has no row: there is nothing to look up.',
  );
});

test('relative biases: one head, two positions, T5 with few buckets', async ({ page }) => {
  await openView(page, 'bias', 'heads=1&n=2&buckets=4&maxdist=8');
  const section = page.locator('#bias');
  const rule = section.locator('.bias-slope-rule');
  await expect(rule).toContainText('H = 1: the one head has');
  await expect(rule).toContainText('= 0.00390625.');
  await expect(rule.locator('annotation')).toHaveText('m_1 = 2^{-8}');
  await expect(rule).not.toContainText('geometric sequence');
  await expect(section.locator('.bias-slopes-table caption')).toHaveText(
    'The slope of the one head, head 0, shown below.',
  );
  const line = section.locator('.bias-alibi-line');
  await expect(line).toHaveText(
    'Head 0 has slope m = 0.00390625: a key 1 token back gets -0.003906. The bias grows linearly with distance. With one head there is no steeper or shallower head to compare: raise H.',
  );
  const t5 = section.locator('.bias-t5-summary');
  await expect(t5).toContainText('offset 0 gets a bucket of its own (exact)');
  await expect(t5).not.toContainText('logarithmic');
  await expect(t5).not.toContainText('0 … 0');
  await expect(section.locator('.bias-t5-map .chart-summary')).not.toContainText('the buckets get wider');
  // Causal: bucket 0 holds offset 0 and every key after the query, so 0 is not among the exact offsets.
  await section.locator('.bias-causal').check();
  await expect(t5).toContainText(
    'Causal (one direction), 4 buckets, max distance 8: offset −1 gets a bucket of its own (exact); further out the buckets are logarithmic;',
  );
  await setShared(page, 'n', 1);
  await expect(section.locator('.bias-t5-map .chart-summary')).toContainText(
    'With n = 1 there is one cell: query 0 and key 0, offset 0, in bucket 0.',
  );
});

test('longer contexts with one pair and L = 1; a preset table refused on first load', async ({ page }) => {
  await openView(page, 'extension', 'd=2&train=1&scale=1');
  const summary = page.locator('#extension .extension-summary');
  await expect(summary).toContainText(
    'At pos = 30,000, beyond position 0, the only one seen in training, with YaRN (released ramp) the only pair would point in a direction it never pointed in during training. No pair went all the way round during training.',
  );
  // YaRN's two ramps at L = 1: c(alpha) = 2 ln(1 / 2 pi) / (2 ln 10000) = -0.200, so low = high = 0 and
  // pair 0 keeps omega (released) while the paper interpolates it (r = 1 / 2 pi < 1); at s = 1 that is the same omega'.
  await expect(page.locator('#extension .extension-ramp-text')).toContainText(
    'ℓ = h, so the code adds 0.001 to h to avoid dividing by zero.',
  );
  await expect(page.locator('#extension .extension-ramp-text')).toContainText(
    'They differ on one pair, pair 0, but at s = 1 interpolating changes nothing, so YaRN’s ω′ is the same under both.',
  );
  await expect(summary).toContainText('With no change at all, the pair would point in an unseen direction.');
  await expect(summary).not.toContainText('1 of 1');
  await expect(summary).toContainText('s·L = 1 position, counted from 0.');
  await expect(page.locator('#extension .extension-chart .chart-summary')).toContainText(
    "The one pair's trained wavelength is 6.283 positions. With YaRN it is 6.283.",
  );
  await expect(page.locator('#extension canvas[role="img"]')).toHaveAttribute(
    'aria-label',
    /the wavelength of the one pair as trained/,
  );
  await expect(page.locator('#extension [data-key="scale"] .control-echo')).toHaveText(
    's = 1: the training length itself, no extension',
  );

  await navigate(page, 'view=conventions&d=1');
  // The refusal names the library as the page does (f348bda), not its id.
  await expect(page.locator('#conventions .inline-message').filter({ hasText: 'PyTorch tutorials' })).toContainText(
    'No table to show yet: pick another d or library.',
  );
  await expect(page.locator('#conventions')).not.toContainText('Still showing the last table that worked');

  // The largest pos: the 1-based row would read PE(pos + 1), past the last position. The message
  // says so instead of quoting pos + 1 as if it had been typed.
  await navigate(page, 'view=conventions&pos=100000000');
  const error = page.locator('#conventions .render-error');
  await expect(error).toContainText(
    'pos must be at most 99,999,999 here: the row “Positions counted from 1” reads PE(pos + 1); got 100,000,000',
  );
  await expect(error).not.toContainText('100000001');
});

test('conventions: the float32 sentence says what the core computes, and its error bound holds', async ({ page }) => {
  const { loadCore } = await import('../../dist/pe-core.mjs');
  const core = await loadCore();
  await openView(page, 'conventions');
  const sentence = page.locator('#conventions .section-body p', {
    hasText: 'The core never forms the angle in float32',
  });
  await expect(sentence).toHaveCount(1);
  // A short maths run keeps its spaces unbroken (no-break spaces): read them as spaces.
  const text = (await sentence.innerText()).replaceAll('\u00a0', ' ');
  expect(text).not.toContain('stores float32 results');
  expect(text).toMatch(/first position of each block of rows .* float64 .* one float32 rotation/);
  // The bound it states, read from the sentence: k·2⁻²⁴, and one rounding's 2⁻²⁵ (half an ulp below 1).
  const [, factor] = /at most (\d+)·2⁻²⁴/.exec(text);
  const bound = Number(factor) * 2 ** -24;
  expect(text).toContain(`≈ ${(bound / 1e-7).toFixed(1)}·10⁻⁷`);
  expect(text).toContain(`2⁻²⁵ ≈ ${(2 ** -25 / 1e-8).toFixed(1)}·10⁻⁸`);
  // The core's own errors: within the bound at small and the largest positions and several d,
  // and above one rounding, so the sentence is needed.
  let worst = 0;
  for (const dModel of [1, 2, 3, 64, 512]) {
    for (const from of [0, 8192, core.limits.maxPosition - 255]) {
      const scan = core.precisionScan({ from, to: from + 255, dModel });
      expect(scan.worstFast, `d ${dModel}, from ${from}`).toBeLessThanOrEqual(bound);
      worst = Math.max(worst, scan.worstFast);
    }
  }
  expect(worst).toBeGreaterThan(2 ** -25);
  // And what the page prints for the core's path at each preset position.
  for (const pos of [100, 8192, 100000]) {
    await page.locator(`#conventions button[data-pos="${pos}"]`).click();
    await expect(page.locator('#conventions .conventions-precision-summary')).toContainText(
      `At position ${pos.toLocaleString('en-US')}`,
    );
    expect(Number(await page.locator('#conventions .precision-fast').innerText())).toBeLessThanOrEqual(bound);
  }
});
