// Accessibility: each kind of control works from the keyboard alone. The checks that only
// read a section (axe-core in light, dark and projector mode, Tab through every control with a
// visible focus ring, a text alternative for every canvas) are in sections.spec.mjs, which loads
// each section once for all of them.
import { expect, navigate, openView, test } from './fixtures.mjs';

test('each kind of control works from the keyboard alone', async ({ page }) => {
  await openView(page, 'steps');
  const panel = page.locator('#controls-panel');
  // Number box: type and Enter; Up arrow.
  const pos = panel.locator('[data-key="pos"] input[role="spinbutton"]');
  await pos.focus();
  await page.keyboard.press('Control+A');
  await page.keyboard.type('12');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/pos=12/);
  await page.keyboard.press('ArrowUp');
  await expect(page).toHaveURL(/pos=13/);
  await expect(pos).toHaveAttribute('aria-valuetext', 'position 13');
  // Slider: the ARIA slider pattern (native range: role slider, min/max/now) with words for the value.
  const slider = panel.locator('[data-key="d"] input[type="range"]');
  await expect(slider).toHaveRole('slider');
  await slider.focus();
  await page.keyboard.press('ArrowRight');
  await expect(page).toHaveURL(/d=5/);
  await expect(slider).toHaveAttribute('aria-valuetext', /^5 dimensions: 2 sine–cosine pairs and a lone sine$/);
  await page.keyboard.press('Home');
  await expect(page).toHaveURL(/d=1(&|$)/);
  // The log slider for the base speaks the base, not its slider position.
  await expect(panel.locator('[data-key="base"] input[type="range"]')).toHaveAttribute('aria-valuetext', 'base 10,000');
  // Step buttons: Enter and Space.
  const plus = page.getByRole('button', { name: 'Increase d (model width)' });
  await plus.focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Space');
  await expect(page).toHaveURL(/d=3/);
  // Radios: arrows move the choice.
  await page.getByRole('radio', { name: 'Interleaved' }).focus();
  await page.keyboard.press('ArrowDown');
  await expect(page).toHaveURL(/layout=concatenated/);
  // The stepper: arrows, Home, End; and its Next button.
  await page.locator('#steps .stepper').focus();
  await page.keyboard.press('End');
  await expect(page).toHaveURL(/step=2/);
  await page.keyboard.press('Home');
  await expect(page).toHaveURL(/step=0/);
  await page.getByRole('button', { name: 'Next dimension →' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/step=1/);
  // Checkbox: Space toggles the predict mode.
  const predict = page.locator('#steps .predict-toggle');
  await predict.focus();
  await page.keyboard.press('Space');
  await expect(predict).toBeChecked();
  // Section Previous / Next.
  await page.locator('#pager-next').focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/view=matrix/);
  await expect(page.getByRole('heading', { level: 2, name: 'The whole matrix' })).toBeFocused();
  await page.locator('#pager-prev').focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/view=steps/);
  // The heatmap: arrows move the readout; a summary opens its table with Enter.
  await navigate(page, 'view=similarity');
  const map = page.locator('#similarity canvas.heatmap-canvas');
  await map.focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.locator('#similarity .heatmap-readout').first()).toContainText('p = 0, q = 1');
  const toggle = page.locator('#similarity-tokens');
  await toggle.focus();
  await page.keyboard.press('Space');
  await expect(toggle).toBeChecked();
  const summary = page.locator('#similarity details.chart-data > summary').first();
  await summary.focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('#similarity details.chart-data').first()).toHaveAttribute('open', '');
});
