// The relative-bias section's "beyond the training length" part (issue 17, the lecturer's
// request): one head at L and at 4L under sinusoidal, RoPE, ALiBi and T5. The sentences are
// checked against values written here from the formulas (ALiBi's −m·k with the authors' slopes,
// Hugging Face's T5 bucket, ω_i = 10000^(−2i/d)), never against the page's own formatter's
// input; and the normal page's chart ticks are measured (projector mode's, and the charts at
// 360 px, with the other sections' in presenting.spec.mjs and narrow.spec.mjs).
import { expect, navigate, openView, test } from './fixtures.mjs';
import { hfBucket } from '../shared/reference.mjs';

const D = 8; // schemeAttention's default d: the comparison's head
/** x to 6 decimals, half away from zero, no minus sign on a zero (the page's rule, written here). */
const f6 = (x) => {
  const text = Math.abs(x).toFixed(6);
  return x < 0 && text !== '0.000000' ? `-${text}` : text;
};

/** The bias section at `?view=bias&<query>`: loaded (`first`) or reached by navigate(), with its four charts drawn. */
async function showBias(page, query, { first = false } = {}) {
  if (first) await openView(page, 'bias', query);
  else await navigate(page, `view=bias&${query}`);
  await expect(page.locator('#bias .bias-beyond-chart')).toHaveCount(4);
}
/**
 * RoPE at offset `at` after training on offsets 0 … L − 1, by the direction rule written here: a
 * pair wrapped when (L − 1)·ω ≥ 2π; otherwise it is out of range only when at·ω less its whole
 * turns lies more than one trained step ω outside the arc 0 … (L − 1)·ω (past its end, or short
 * of 0 = 2π), and back in the arc when only the raw angle is.
 */
function ropeArcs(L, at) {
  const pairs = Array.from({ length: D / 2 }, (_, i) => {
    const w = 10000 ** ((-2 * i) / D);
    const direction = (at * w) % (2 * Math.PI);
    const outside = direction - (L - 1) * w > w && 2 * Math.PI - direction > w;
    return { i, arc: (L - 1) * w, angle: at * w, outside };
  });
  const open = pairs.filter((p) => p.arc < 2 * Math.PI);
  return {
    wrapped: pairs.filter((p) => p.arc >= 2 * Math.PI).map((p) => p.i),
    back: open.filter((p) => p.angle > p.arc && p.angle % (2 * Math.PI) <= p.arc).map((p) => p.i),
    unseen: open.filter((p) => p.outside).map((p) => p.i),
  };
}
const summary = (page, scheme) => page.locator(`.bias-beyond-chart[data-scheme="${scheme}"] .chart-summary`);

test('four charts, each with a text alternative whose numbers match the formulas (L = 16, the default); ALiBi’s callout', async ({
  page,
}) => {
  await showBias(page, '', { first: true });
  // The normal page keeps chart ticks small (projector mode's are measured in presenting.spec.mjs).
  const ticks = await page
    .locator('#bias .chart-box canvas')
    .evaluateAll((nodes) => nodes.map((node) => Number(node.dataset.tickSize)));
  expect(ticks.length).toBe(4);
  for (const size of ticks) expect(size).toBeLessThan(20);
  const L = 16;
  const n = 4 * L;
  for (const scheme of ['sinusoidal', 'rope', 'alibi', 't5']) {
    const panel = page.locator(`.bias-beyond-chart[data-scheme="${scheme}"]`);
    await expect(panel.locator('canvas[role="img"]')).toHaveAttribute('aria-label', /.+/);
    await expect(panel.locator('.chart-data summary')).toContainText('rows');
  }
  // ALiBi, head 0 of 8: m = 2^(−8/8) = 0.5, bias −m·k.
  const m = 0.5;
  await expect(summary(page, 'alibi')).toContainText(`slope m = ${m.toFixed(8)}`);
  await expect(summary(page, 'alibi')).toContainText(`${L - 1} back, got ${f6(-m * (L - 1))}`);
  await expect(summary(page, 'alibi')).toContainText(`at ${n - 1} back the bias is ${f6(-m * (n - 1))}`);
  await expect(summary(page, 'alibi')).toContainText(`the same ${m.toFixed(8)}, inside training and beyond`);
  // Scoped (issue 27, item 9): queries and keys carry no position in the first block only.
  await expect(summary(page, 'alibi')).not.toContainText('the query and key vectors carry no position, so');
  await expect(summary(page, 'alibi')).toContainText('in the first block queries and keys carry no position');

  // T5, 32 buckets, max distance 128, bidirectional: keys k back are offset −k.
  const seen = [...new Set(Array.from({ length: L }, (_, k) => hfBucket(-k)))];
  const beyond = [...new Set(Array.from({ length: n - L }, (_, k) => hfBucket(-(k + L))))];
  const fresh = beyond.filter((b) => !seen.includes(b));
  expect(fresh.length).toBeGreaterThan(0);
  const t5 = summary(page, 't5');
  await expect(t5).toContainText(
    `Keys 0 … ${L - 1} back used buckets ${seen.slice(0, -1).join(', ')} and ${seen.at(-1)}`,
  );
  await expect(t5).toContainText(`${fresh.slice(0, -1).join(', ')} and ${fresh.at(-1)}`);
  await expect(t5).toContainText('never occurred in training');
  await expect(t5).toContainText(`The last bucket, 15, starts at 91 back, further than ${n - 1}`);

  // RoPE and sinusoidal, d = 8, base 10000: ω_i = 10000^(−2i/8).
  const omega = (i) => 10000 ** ((-2 * i) / D);
  const { wrapped, back, unseen } = ropeArcs(L, n - 1);
  expect([wrapped, back, unseen]).toEqual([[0], [1], [2, 3]]);
  const rope = summary(page, 'rope');
  await expect(rope).toContainText(
    'Pair 0 turned a full circle within offsets 0 … 15, so every direction it meets further out it has met before.',
  );
  // Pair 1 turns 6.3 rad by offset 63, past the 1.5 rad of training, but 6.3 − 2π = 0.017 rad is
  // inside the arc 0 … 1.5: a direction it has seen (issue 27, item 10).
  await expect(rope).toContainText(
    `Pair 1 went past its largest angle in training, but once whole turns are taken off it points back inside the arc training covered (pair 1: ${((n - 1) * omega(1)).toFixed(3)} rad at offset ${n - 1} is ${(((n - 1) * omega(1)) % (2 * Math.PI)).toFixed(3)} rad after whole turns, inside 0 … ${((L - 1) * omega(1)).toFixed(3)} rad), a direction it has seen.`,
  );
  await expect(rope).toContainText(
    `At offset ${n - 1}, pairs 2 and 3 point in directions never seen in training (pair 3 points at ${((n - 1) * omega(3)).toFixed(3)} rad, outside the arc 0 … ${((L - 1) * omega(3)).toFixed(3)} rad that training covered).`,
  );
  await expect(rope).not.toContainText('Pairs 1 … 3');
  // The table's last column says the same, pair by pair.
  const ropePanel = page.locator('.bias-beyond-chart[data-scheme="rope"]');
  await ropePanel.locator('.chart-data summary').click();
  await expect(ropePanel.locator('.chart-data tbody tr td:last-child')).toHaveText(['yes', 'yes', 'no', 'no']);
  const sinusoidal = summary(page, 'sinusoidal');
  await expect(sinusoidal).toContainText(
    `Dimension 6, the sine of pair 3 (the slowest), took values from ${f6(0)} to ${f6(Math.sin((L - 1) * omega(3)))}`,
  );
  await expect(sinusoidal).toContainText(`at position ${n - 1} it is ${f6(Math.sin((n - 1) * omega(3)))}`);
  await expect(sinusoidal).toContainText(`Position ${L} is the first whose value lies outside`);

  // ALiBi's callout says what stays in range, what Press et al. measured, and leads to the lab.
  const callout = page.locator('#bias .callout', { hasText: 'What ALiBi keeps in range past the training length' });
  await expect(callout).toBeVisible();
  await expect(page.locator('#bias')).not.toContainText('Why ALiBi extrapolates');
  await expect(callout).not.toContainText('queries and keys carry no position at all');
  await expect(callout).toContainText('In the first block nothing else is new either');
  await expect(callout).toContainText('From the second block on that no longer holds');
  await expect(callout).toContainText('What Press, Smith and Lewis measured is perplexity');
  await expect(callout).toContainText('it does not say the model makes use of them');
  // The lab's numbers are not retyped here: a link takes the reader to them.
  await expect(callout).not.toContainText('%');
  const link = page.getByRole('link', { name: /See “Train it yourself”: run the comparison/ });
  await expect(link).toHaveAttribute('href', '?view=train');
  await link.click();
  await expect(page).toHaveURL(/[?&]view=train(&|$)/);
  await expect(page.locator('#train')).toBeVisible();
});

test('at the largest L the far keys share T5’s last bucket; the smallest L works; outside is refused', async ({
  page,
}) => {
  await showBias(page, 'trained=64&buckets=32&maxdist=128', { first: true });
  const t5 = summary(page, 't5');
  await expect(t5).toContainText(`From 91 back on, every key shares bucket ${hfBucket(-1000)}, the last one`);
  // Keys 64 … 255 back: the buckets training (keys 0 … 63 back) never reached, by the reference.
  const seen = new Set(Array.from({ length: 64 }, (_, k) => hfBucket(-k)));
  const fresh = [...new Set(Array.from({ length: 192 }, (_, k) => hfBucket(-(k + 64))))].filter((b) => !seen.has(b));
  expect(fresh).toEqual([14, 15]);
  await expect(t5).toContainText('Buckets 14 and 15 (keys 64 … 255 back) never occurred in training');
  // A max distance inside the training length: everything beyond was already seen.
  await showBias(page, 'trained=64&buckets=32&maxdist=20');
  expect(Array.from({ length: 192 }, (_, k) => hfBucket(-(k + 64), true, 32, 20)).every((b) => b === 15)).toBe(true);
  await expect(t5).toContainText('Every one of them already occurred in training');

  await showBias(page, 'trained=2&heads=6&head=4');
  // H = 6: head 4 is the first extra head, slope 2^(−8·1/8) = 0.5 (the authors' get_slopes).
  await expect(summary(page, 'alibi')).toContainText('Head 4, slope m = 0.50000000');
  await expect(summary(page, 'alibi')).toContainText(`1 back, got ${f6(-0.5)}`);
  await expect(summary(page, 'alibi')).toContainText(`at 7 back the bias is ${f6(-3.5)}`);
  await expect(summary(page, 'rope')).toContainText('No pair turned a full circle within offsets 0 … 1');
  // L = 2, offset 7: pair 0 turns 7 rad, 0.717 after a turn, inside the arc 0 … 1 of training.
  expect(ropeArcs(2, 7)).toEqual({ wrapped: [], back: [0], unseen: [1, 2, 3] });
  await expect(summary(page, 'rope')).toContainText(
    `Pair 0 went past its largest angle in training, but once whole turns are taken off it points back inside the arc training covered (pair 0: 7.000 rad at offset 7 is ${(7 % (2 * Math.PI)).toFixed(3)} rad after whole turns, inside 0 … 1.000 rad)`,
  );
  await expect(summary(page, 'rope')).toContainText('At offset 7, pairs 1, 2 and 3 point in directions never seen');

  const box = page.locator('#bias .control[data-key="trained"] .control-input');
  for (const bad of [65, 1]) {
    await box.fill(String(bad));
    await box.press('Enter');
    await expect(page.locator('#bias .control[data-key="trained"] .control-error')).toContainText(
      'must be a whole number from 2 to 64',
    );
  }
  await expect(page).toHaveURL(/trained=2/);
});
