// "Why position?": the permutation demo, checked against numbers worked out independently of the
// core: the demo's head in float64 (tests/shared/attention-reference.mjs, from the documented seeded
// generator), rounded half away from zero and written out here.
import { expect, openView, test } from './fixtures.mjs';
import { expectLeftToRight } from './visual-order.mjs';

// "The cat sat on the mat" against "The mat sat on the cat", d = 8, seed 1: each word's position
// in A and B, and how far its output row moves (largest |difference|) without PE and with PE, and
// without PE under a causal mask (the reference's softmax with keys after the query at -Infinity).
const ROWS = [
  { token: 'the', posA: 0, posB: 0, withoutPE: '0.000000', withPE: '0.053608', causal: '0.000000' },
  { token: 'cat', posA: 1, posB: 5, withoutPE: '0.000000', withPE: '0.566017', causal: '0.666632' },
  { token: 'sat', posA: 2, posB: 2, withoutPE: '0.000000', withPE: '0.435472', causal: '0.899961' },
  { token: 'on', posA: 3, posB: 3, withoutPE: '0.000000', withPE: '0.147040', causal: '0.499063' },
  { token: 'the', posA: 4, posB: 4, withoutPE: '0.000000', withPE: '0.544762', causal: '0.347208' },
  { token: 'mat', posA: 5, posB: 1, withoutPE: '0.000000', withPE: '0.110105', causal: '0.268408' },
];

test('the same words in another order: equal outputs without PE, different with it', async ({ page }) => {
  await openView(page, null);
  const section = page.locator('#why');
  await expect(section.locator('.math-display').first()).toContainText('softmax');
  const rows = section.locator('.why-table tbody tr');
  await expect(rows).toHaveCount(ROWS.length);
  for (const [index, row] of ROWS.entries()) {
    await expect(rows.nth(index).locator('td')).toHaveText([
      String(row.posA),
      String(row.posB),
      row.withoutPE,
      row.withPE,
      row.causal,
    ]);
  }
  await expect(section.locator('.why-verdict')).toContainText(
    '“\u2068cat\u2069” moves from position 1 to 5 and its output changes by up to 0.566017',
  );
  await expect(section).toContainText('no parameters');

  // Weights: without PE, B's table is A's reordered; with PE the numbers change.
  // Row 1 ("cat"), column 0 ("the") of softmax(Q Kᵀ / √8): 0.186445 without PE, 0.182572 with it.
  const firstTable = section.locator('.weights-table').first();
  await expect(firstTable.locator('tbody tr').nth(1).locator('td').first()).toHaveText('0.186');
  await section.getByRole('radio', { name: 'with positional encoding' }).check();
  await expect(firstTable).toContainText('with positional encoding');
  await expect(firstTable.locator('tbody tr').nth(1).locator('td').first()).toHaveText('0.183');
});

test('typed sentences: presets, a non-reordering refused by the core, markup kept as text', async ({ page }) => {
  await openView(page, 'why');
  const section = page.locator('#why');
  await section.getByRole('button', { name: 'dog bites man / man bites dog' }).click();
  await expect(section.locator('.why-table tbody tr')).toHaveCount(3);
  const b = section.getByRole('textbox', { name: /Sentence B/ });
  await b.fill('the dog sat');
  await b.press('Enter');
  // The core's message in the page's words: Sentence A and B, not the API's tokensA/tokensB.
  await expect(section.locator('.why-form .control-error')).toContainText(
    'Sentence B must be a reordering of Sentence A',
  );
  await expect(section.locator('.why-form .control-error')).not.toContainText('tokens');
  await expect(section.locator('.why-table tbody tr')).toHaveCount(3); // last good result kept

  const markup = '<img src=x onerror=alert(1)>';
  await section.getByRole('textbox', { name: 'Sentence A' }).fill(`${markup} cat`);
  await b.fill(`cat ${markup}`);
  await b.press('Enter');
  await expect(section.locator('.why-form .control-error')).toBeHidden();
  await expect(section.locator('.why-table tbody tr').first().locator('th')).toContainText('<img');
  await expect(page.locator('img')).toHaveCount(0);
});

test('the verdict about words that stay in place agrees with the table', async ({ page }) => {
  await openView(page, 'why');
  const verdict = page.locator('#why .why-verdict');
  // From ROWS: the word that stays in place and changes most is the second "the" (0.544762), the
  // word that moves and changes least is "mat" (0.110105): the case the old sentence got wrong.
  await expect(verdict).not.toContainText('change a little');
  await expect(verdict).toContainText(
    '“\u2068the\u2069” (position 4 in both) changes by 0.544762, more than “\u2068mat\u2069”, which moved (0.110105)',
  );
});

test('the set claim is scoped to attention without a mask; a causal mask moves a word’s output with no PE', async ({
  page,
}) => {
  await openView(page, 'why');
  const section = page.locator('#why');
  await expect(section).toContainText('Without a mask, attention treats the sentence as a set of words');
  await expect(section).toContainText('an attention layer without a mask');
  await expect(section).not.toContainText('Attention treats the sentence as a set');
  await expect(section).toContainText('causal mask');
  await expect(section).toContainText('Haviv et al. (2022)');
  await expect(section.locator('.why-table thead th')).toHaveText([
    'word',
    'position in A',
    'in B',
    'difference of its output, A against B',
    'without PE',
    'with PE',
    'causal mask, no PE',
  ]);
  // From ROWS: "cat" moved 1 → 5 and changes most of the moved words (0.666632; "mat" 0.268408);
  // it sees 2 words in A and 6 in B. The first "the" sees only itself in both.
  await expect(section.locator('.why-verdict')).toContainText('Without position information and without a mask');
  await expect(section.locator('.why-mask-verdict')).toHaveText(
    'With a causal mask and still no encoding, “\u2068cat\u2069” changes by up to 0.666632: at position 1 in A it sees 2 words, at position 5 in B 6 words. “\u2068the\u2069” comes first in both orders and sees only itself, so it keeps its output (0.000000).',
  );
  // The weights under the mask: 0 above the diagonal; row 1 ("cat") of A under the mask, without
  // PE, from the reference: 0.494 for "the", 0.506 for itself.
  await section.getByRole('radio', { name: 'with a causal mask, without positional encoding' }).check();
  const first = section.locator('.weights-table').first();
  await expect(first.locator('caption')).toHaveText('Sentence A, with a causal mask, without positional encoding');
  await expect(first.locator('tbody tr').nth(0).locator('td')).toHaveText([
    '1.000',
    '0.000',
    '0.000',
    '0.000',
    '0.000',
    '0.000',
  ]);
  await expect(first.locator('tbody tr').nth(1).locator('td').nth(0)).toHaveText('0.494');
  await expect(first.locator('tbody tr').nth(1).locator('td').nth(1)).toHaveText('0.506');
  await expect(first.locator('tbody tr').nth(1).locator('td').nth(2)).toHaveText('0.000');

  // Words whose place and earlier words are the same in both orders keep their output; the first
  // word differs here, so the sentence names one that is not first: "a b c d" against "b a c d".
  await section.getByRole('textbox', { name: 'Sentence A' }).fill('a b c d');
  const b = section.getByRole('textbox', { name: /Sentence B/ });
  await b.fill('b a c d');
  await b.press('Enter');
  await expect(section.locator('.why-mask-verdict')).toContainText(
    '“\u2068c\u2069” (position 2 in both) keeps its output (0.000000): the words before it are the same in both orders',
  );
});

// Issue 37 item 9: a word typed with a right-to-left override (U+202E) is quoted in the verdict
// and the table's caption; the override ends with the word. Before, English quoted it bare and it
// reversed the rest of the line ("moves from position 0 to 1 ..." drawn right to left); only the
// layout shows it.
test('an override typed in a word does not reverse the sentences after it', async ({ page }) => {
  await page.setViewportSize({ width: 1600, height: 900 });
  await openView(page, 'why');
  const section = page.locator('#why');
  await section.getByRole('textbox', { name: 'Sentence A' }).fill('ali\u202exyz cat sat');
  const b = section.getByRole('textbox', { name: /Sentence B/ });
  await b.fill('cat ali\u202exyz sat');
  await b.press('Enter');
  const verdict = section.locator('.why-verdict');
  await expect(verdict).toContainText('moves from position 0 to 1 and its output changes');
  await expectLeftToRight(verdict, ['moves from position', 'its output']);
  await expectLeftToRight(section.locator('.why-mask-verdict'), ['changes by up to']);
  await expectLeftToRight(section.locator('.why-table caption'), ['cat sat', 'Sentence B']);
});
