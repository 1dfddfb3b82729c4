// <pe-explorer>: two elements on one host page, one WebAssembly instance, reactive
// attributes, state written back to attributes (never to the host's URL), encapsulated styles.
import { expect, test } from './fixtures.mjs';
import { loadCore } from '../../dist/pe-core.mjs';
import { fixed } from '../../web/src/format.js';

let core;
test.beforeAll(async () => { core = await loadCore(); });
const values = (pos, dModel, extra = {}) => core.steps({ pos, dModel, ...extra }).map((r) => fixed(r.value));

test('two elements with different attributes share one WASM instance and follow attribute changes', async ({ page }) => {
  const wasm = [];
  page.on('request', (request) => { if (request.url().endsWith('.wasm')) wasm.push(request.url()); });
  await page.goto('/examples/component.html');
  const first = page.locator('#first');
  const second = page.locator('#second');
  await expect(first).toHaveAttribute('data-ready', 'true');
  await expect(second).toHaveAttribute('data-ready', 'true');
  const a = values(3, 4);
  await expect(first.locator('.vector-value')).toHaveText([a[0], a[1], a[2], '?']);
  await expect(second.locator('.vector-value')).toHaveText([values(5, 8, { base: 100 })[0], ...Array(7).fill('?')]);
  expect(wasm).toHaveLength(1);

  // Attributes are reactive.
  await page.evaluate(() => document.getElementById('first').setAttribute('pos', '5'));
  const b = values(5, 4);
  await expect(first.locator('.vector-value')).toHaveText([b[0], b[1], b[2], '?']);
  await page.evaluate(() => document.getElementById('second').setAttribute('step', '7'));
  await expect(second.locator('.vector-value')).toHaveText(values(5, 8, { base: 100 }));
  await page.evaluate(() => document.getElementById('first').setAttribute('view', 'proof'));
  await expect(first.locator('.proof-counter')).toHaveText('Step 1 of 7');
  await expect(first.locator('#steps')).toBeHidden();
  await page.evaluate(() => document.getElementById('first').setAttribute('view', 'steps'));

  // A change inside an element goes to its attributes, not to the host's URL, nor to the other element.
  await first.getByRole('button', { name: 'Next dimension →' }).click();
  await expect(first).toHaveAttribute('step', '3');
  await expect(first.locator('.vector-value')).toHaveText(b);
  await expect(page).toHaveURL(/\/examples\/component\.html$/);
  await expect(second).toHaveAttribute('step', '7');
  // A bad attribute value is refused and the last good state stays.
  await page.evaluate(() => document.getElementById('first').setAttribute('d-model', '0'));
  await expect(first.locator('.vector-value')).toHaveText(b);
  expect(wasm).toHaveLength(1);
});

test('styles are encapsulated both ways and KaTeX has its fonts', async ({ page }) => {
  await page.goto('/examples/component.html');
  await expect(page.locator('#first')).toHaveAttribute('data-ready', 'true');
  const styles = await page.evaluate(async () => {
    const shadow = document.getElementById('first').shadowRoot;
    const inside = getComputedStyle(shadow.querySelector('.stepper-next'));
    const hostHeading = getComputedStyle(document.querySelector('body > h2'));
    await document.fonts.ready;
    return {
      insideTransform: inside.textTransform,
      insideColor: inside.color,
      hostColor: hostHeading.color,
      hostFont: getComputedStyle(document.body).fontFamily,
      hostRulesForKatex: [...document.styleSheets].some((sheet) => [...sheet.cssRules].some((rule) => rule.selectorText?.includes('.katex'))),
      katexFonts: [...document.fonts].filter((face) => face.family.includes('KaTeX') && face.status === 'loaded').length,
    };
  });
  expect(styles.insideTransform).toBe('none'); // the host's "button { text-transform: uppercase }" stops at the shadow root
  expect(styles.insideColor).not.toBe('rgb(204, 0, 0)');
  expect(styles.hostColor).toBe('rgb(204, 0, 0)'); // and the explorer's styles do not leak out
  expect(styles.hostFont).toContain('Georgia');
  expect(styles.hostRulesForKatex).toBe(false);
  expect(styles.katexFonts).toBeGreaterThan(0);
});
