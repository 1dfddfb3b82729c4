// A link to the largest position, 100,000,000 (the documented maximum pos), on the sections
// that shift it by k: the section's default k (2, 3, 4) would take pos + k past the last
// position. The link set pos and no k, so the page keeps the link's pos, brings k (and the
// RoPE section's shift c, whose default is 100) into range, and says so; it does not drop the
// pos blaming a k the link never set. A link that sets both out of range has its k refused
// with a message naming the k it set. Expected values are written out: the largest position
// is 100,000,000, so pos + k stays a position only for k <= 0, and the k kept is 0.
import { expect, openView, test } from './fixtures.mjs';

const control = (page, key) => page.locator(`#controls-panel [data-key="${key}"] input[role="spinbutton"]`);

for (const { view, k } of [
  { view: 'proof', k: 2 },
  { view: 'rope', k: 3 },
  { view: 'input', k: 4 },
]) {
  test(`?view=${view}&pos=100000000 keeps the pos and brings the default k (${k}) into range, and says so`, async ({
    page,
  }) => {
    await openView(page, view, 'pos=100000000');
    await expect(control(page, 'pos')).toHaveValue('100000000');
    await expect(control(page, 'k')).toHaveValue('0');
    const notice = page.locator('#page-notice');
    await expect(notice).toBeVisible();
    // The RoPE section calls the offset Δ, and so does the notice a link to it shows.
    await expect(notice).toContainText(
      view === 'rope'
        ? 'Δ (offset n − m) was set to 0 (not 3) so that pos + Δ stays within 0 to 100,000,000.'
        : `k (shift) was set to 0 (not ${k}) so that pos + k stays within 0 to 100,000,000.`,
    );
    if (view === 'rope') await expect(notice).not.toContainText('k (shift)');
    await expect(notice).not.toContainText('could not be used'); // nothing the link set was refused
    await expect(notice).toHaveClass(/is-note/); // drawn as a note, not as an error
    await expect(page).toHaveURL(/[?&]pos=100000000(&|$)/);
    await expect(page).toHaveURL(/[?&]k=0(&|$)/);
    await expect(page.locator(`#${view} .render-error`)).toBeHidden();
    if (view === 'rope') {
      await expect(notice).toContainText(
        'shift c (added to both positions) was set to 0 (not 100) so that pos + c and pos + Δ + c stay within 0 to 100,000,000.',
      );
      await expect(page.locator('#rope .control[data-key="shift"] input[role="spinbutton"]')).toHaveValue('0');
      await expect(page).toHaveURL(/[?&]shift=0(&|$)/);
    }
  });
}

test('a link that sets both pos and k out of range has its k refused, naming the k it set', async ({ page }) => {
  await openView(page, 'proof', 'pos=100000000&k=5');
  const notice = page.locator('#page-notice');
  await expect(notice).toContainText('could not be used');
  await expect(notice).toContainText(
    'k (shift) must be a whole number from -100,000,000 to 0 so that pos + k is a position; got 5.',
  );
  await expect(notice).not.toContainText('got 2');
  await expect(notice).not.toHaveClass(/is-note/);
  await expect(control(page, 'pos')).toHaveValue('100000000');
  await expect(control(page, 'k')).toHaveValue('0');
  await expect(page.locator('#proof .render-error')).toBeHidden();
});

test('moving to the proof inside the page at pos 100,000,000 fits k there too, and says so', async ({ page }) => {
  await openView(page, 'formula', 'pos=100000000');
  await page.locator('#toc-list a[href*="view=proof"]').click();
  await expect(page.locator('#proof')).toBeVisible();
  await expect(control(page, 'k')).toHaveValue('0');
  const notice = page.locator('#page-notice');
  await expect(notice).toContainText('To show this section with the values you set, the page changed a value:');
  await expect(notice).toContainText('k (shift) was set to 0 (not 2) so that pos + k stays within 0 to 100,000,000.');
  await expect(page.locator('#proof .render-error')).toBeHidden();
});
