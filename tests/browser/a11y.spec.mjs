// Accessibility of every section: axe-core (WCAG 2.0/2.1 A and AA) in light, dark and
// projector mode, with every collapsible table open; Tab reaches every control with
// a visible focus ring; each kind of control works from the keyboard alone; every canvas has a
// text alternative.
import AxeBuilder from '@axe-core/playwright';
import { VIEWS, expect, test } from './fixtures.mjs';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
// A colour scheme changes colours only, so after the full scan the other schemes are scanned
// with the rules that read colours. Projector mode is styling too (projector.css: sizes and a
// light palette on the same DOM), so it gets the colour rules and the one rule that depends on
// size: a table that scrolls only at projector sizes must still be reachable by keyboard.
// Details are collected for violations only (axe's resultTypes), most of a scan's time on a
// page of large tables.
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];
const PROJECTOR_RULES = [...COLOUR_RULES, 'scrollable-region-focusable'];


async function open(page, query) {
  await page.goto(`/${query}`);
  await page.waitForSelector('html[data-ready="true"]');
}

/** Opens every <details> and the optional extras (token embeddings), so axe sees them too. */
async function expandEverything(page) {
  await page.evaluate(() => { for (const details of document.querySelectorAll('details')) details.open = true; });
  const toggle = page.locator('#similarity-tokens:visible');
  if (await toggle.count()) await toggle.check();
}

// Projector mode is light whatever the system theme (projector.css), so it is scanned once; the
// test after this loop checks that a dark system really changes nothing in it.
const MODES = [
  { name: 'light and dark', query: '', schemes: ['light', 'dark'], rules: [null, COLOUR_RULES] },
  { name: 'projector', query: '&projector=1', schemes: ['light'], rules: [PROJECTOR_RULES] },
];

// One test per mode and section, so a slow, loaded machine spends its time budget on one section
// at a time. Each scan has every <details> open: it sees what the closed state shows (the
// summaries) and everything behind them. Light and dark share one page load.
for (const mode of MODES) {
  for (const view of VIEWS) {
    test(`axe finds no WCAG 2.1 AA violation: ${view}, ${mode.name}`, async ({ page }) => {
      test.setTimeout(120_000);
      await page.emulateMedia({ colorScheme: mode.schemes[0] });
      const found = [];
      await open(page, `?view=${view}${mode.query}`);
      await expandEverything(page);
      for (const [index, colorScheme] of mode.schemes.entries()) {
        await page.emulateMedia({ colorScheme });
        const builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] });
        const rules = mode.rules[index];
        const results = await (rules ? builder.withRules(rules) : builder.withTags(TAGS)).analyze();
        expect(results.passes.length).toBeGreaterThan(0); // the scan really ran
        for (const violation of results.violations) {
          found.push(`${view} (${colorScheme}) ${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).slice(0, 3).join(', ')}`);
        }
      }
      expect(found).toEqual([]);
    });
  }
}

test('projector mode looks the same under a dark system theme', async ({ page }) => {
  const colours = async () => page.evaluate(() => [...document.querySelectorAll('body, main, main *')].slice(0, 4000)
    .map((node) => { const style = getComputedStyle(node); return `${style.color}|${style.backgroundColor}|${style.borderTopColor}`; }).join(';'));
  await page.emulateMedia({ colorScheme: 'light' });
  await open(page, '?view=bias&projector=1');
  await expandEverything(page);
  const light = await colours();
  await page.emulateMedia({ colorScheme: 'dark' });
  expect(await colours()).toBe(light);
});

// Everything Tab should reach inside the section (one stop per radio group), as selectors.
function tabbables() {
  const section = document.querySelector('.lesson-section:not([hidden])');
  const visible = (node) => node.getClientRects().length > 0 && getComputedStyle(node).visibility !== 'hidden';
  const candidates = [...document.querySelectorAll('main a[href], main button, main input, main select, main textarea, main summary, main [tabindex]')]
    .filter((node) => (section.contains(node) || node.closest('#pager')) && visible(node) && !node.disabled && node.tabIndex >= 0);
  // A radio group is one stop: its checked radio, or its first when none is checked.
  const seenGroups = new Set();
  const stopOf = (node) => candidates.find((other) => other.type === 'radio' && other.name === node.name && other.checked) || node;
  return candidates.filter((node) => {
    if (node.type !== 'radio') return true;
    if (seenGroups.has(node.name)) return false;
    seenGroups.add(node.name);
    return true;
  }).map((node) => (node.type === 'radio' ? stopOf(node) : node)).map((node) => node.id || `${node.tagName}:${node.getAttribute('aria-label') || node.textContent.trim().slice(0, 40)}:${node.name || ''}`);
}

test('Tab reaches every control of every section, and focus is always visible', async ({ page }) => {
  test.setTimeout(120_000);
  for (const view of VIEWS) {
    await open(page, `?view=${view}`);
    await page.evaluate(() => { for (const details of document.querySelectorAll('main details')) details.open = true; });
    const wanted = await page.evaluate(tabbables);
    await page.locator(`#${view}-title`).focus();
    const reached = [];
    for (let i = 0; i < wanted.length + 20; i += 1) {
      await page.keyboard.press('Tab');
      const info = await page.evaluate(() => {
        const node = document.activeElement;
        if (!node?.closest('main')) return null;
        const style = getComputedStyle(node);
        const ring = (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || (style.boxShadow && style.boxShadow !== 'none');
        return { key: node.id || `${node.tagName}:${node.getAttribute('aria-label') || node.textContent.trim().slice(0, 40)}:${node.name || ''}`, ring };
      });
      if (!info) break;
      expect(info.ring, `${view}: focus ring on ${info.key}`).toBe(true);
      reached.push(info.key);
    }
    expect(reached, `${view}: Tab order`).toEqual(wanted);
    console.log(`keyboard ${view}: ${reached.length} tab stops, each with a visible focus ring`);
  }
});

test('each kind of control works from the keyboard alone', async ({ page }) => {
  await open(page, '?view=steps');
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
  await expect(slider).toHaveAttribute('aria-valuetext', /^5 dimensions: 3 sine–cosine pairs/);
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
  await open(page, '?view=similarity');
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

test('every canvas has a text alternative and its data as a table', async ({ page }) => {
  let canvases = 0;
  for (const view of VIEWS) {
    await open(page, `?view=${view}`);
    const found = await page.evaluate((id) => [...document.querySelectorAll(`#${id} canvas`)]
      .filter((canvas) => canvas.getAttribute('aria-hidden') !== 'true')
      .map((canvas) => {
        const holder = canvas.closest('.heatmap') || canvas.closest('.chart-box')?.parentElement;
        // The description is beside the chart, or named by aria-describedby (one for two charts).
        const refs = (canvas.getAttribute('aria-describedby') || '').split(' ').filter(Boolean).map((ref) => document.getElementById(ref));
        const described = refs.map((node) => node?.textContent.trim() || '').join(' ');
        const descriptions = [holder?.querySelector('.chart-description'), ...refs.map((node) => node?.closest('.chart-description'))];
        return {
          role: canvas.getAttribute('role'),
          label: canvas.getAttribute('aria-label') || '',
          table: descriptions.some((node) => node?.querySelector('table')) || Boolean(canvas.closest('.heatmap')),
          summary: holder?.querySelector('.chart-summary')?.textContent.trim() || described,
        };
      }), view);
    for (const canvas of found) {
      expect(canvas.role, `${view}: canvas role`).toBe('img');
      expect(canvas.label.length, `${view}: canvas label "${canvas.label}"`).toBeGreaterThan(15);
      expect(canvas.summary.length, `${view}: a text description beside "${canvas.label}"`).toBeGreaterThan(15);
      expect(canvas.table, `${view}: a data table for "${canvas.label}"`).toBe(true);
    }
    canvases += found.length;
  }
  console.log(`canvases with a text alternative: ${canvases}`);
  expect(canvases).toBeGreaterThan(8);
});
