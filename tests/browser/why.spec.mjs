// "Why position?": the permutation demo, checked against core.permutation and core.attention.
import { expect, test } from './fixtures.mjs';
import { loadCore } from '../../dist/pe-core.mjs';
import { fixed } from '../../web/src/format.js';

let core;
test.beforeAll(async () => {
  core = await loadCore();
});

test('the same words in another order: equal outputs without PE, different with it', async ({ page }) => {
  await page.goto('/');
  await page.waitForSelector('html[data-ready="true"]');
  const section = page.locator('#why');
  await expect(section.locator('.katex-display').first()).toContainText('softmax');
  const expected = core.permutation({
    tokensA: 'The cat sat on the mat'.split(' '),
    tokensB: 'The mat sat on the cat'.split(' '),
  });
  const rows = section.locator('.why-table tbody tr');
  await expect(rows).toHaveCount(expected.rows.length);
  for (const [index, row] of expected.rows.entries()) {
    await expect(rows.nth(index).locator('td')).toHaveText([
      String(row.posA),
      String(row.posB),
      fixed(row.withoutPE),
      fixed(row.withPE),
    ]);
    expect(fixed(row.withoutPE)).toBe('0.000000');
  }
  const cat = expected.rows.find((row) => row.token === 'cat');
  await expect(section.locator('.why-verdict')).toContainText(
    `“cat” moves from position 1 to 5 and its output changes by up to ${fixed(cat.withPE)}`,
  );
  await expect(section).toContainText('no parameters');

  // Weights: without PE, B's table is A's reordered; with PE the numbers change.
  const weights = core.attention({ tokens: 'The cat sat on the mat'.split(' '), usePE: false }).weights;
  const firstTable = section.locator('.weights-table').first();
  await expect(firstTable.locator('tbody tr').nth(1).locator('td').first()).toHaveText(fixed(weights[6], 3));
  await section.getByRole('radio', { name: 'with positional encoding' }).check();
  await expect(firstTable).toContainText('with positional encoding');
  const withPE = core.attention({ tokens: 'The cat sat on the mat'.split(' '), usePE: true }).weights;
  await expect(firstTable.locator('tbody tr').nth(1).locator('td').first()).toHaveText(fixed(withPE[6], 3));
});

test('typed sentences: presets, a non-reordering refused by the core, markup kept as text', async ({ page }) => {
  await page.goto('/?view=why');
  await page.waitForSelector('html[data-ready="true"]');
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
  await page.goto('/?view=why');
  await page.waitForSelector('html[data-ready="true"]');
  const verdict = page.locator('#why .why-verdict');
  const { rows } = core.permutation({
    tokensA: 'The cat sat on the mat'.split(' '),
    tokensB: 'The mat sat on the cat'.split(' '),
  });
  // An independent reading of the core's rows: the word that stays in place and changes most,
  // and the word that moves and changes least.
  const stayed = rows.filter((row) => row.posA === row.posB).sort((a, b) => b.withPE - a.withPE)[0];
  const moved = rows.filter((row) => row.posA !== row.posB).sort((a, b) => a.withPE - b.withPE)[0];
  expect(stayed.withPE).toBeGreaterThan(moved.withPE); // the case the old sentence got wrong
  await expect(verdict).not.toContainText('change a little');
  await expect(verdict).toContainText(
    `“${stayed.token}” (position ${stayed.posA} in both) changes by ${fixed(stayed.withPE)}, more than “${moved.token}”, which moved (${fixed(moved.withPE)})`,
  );
});
