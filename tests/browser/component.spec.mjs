// <pe-explorer>: two elements on one host page, one WebAssembly instance, reactive
// attributes, state written back to attributes (never to the host's URL), encapsulated styles.
import { expect, explorerCycles, holdRequests, test } from './fixtures.mjs';
import { PE as LESSON_PE } from '../shared/golden.mjs';

// PE(pos) written out: sin/cos(pos / b^(2i/d)) in float64, rounded half away from zero to 6 decimals.
const PE = {
  'pos=3 d=4': LESSON_PE.d4_pos3.text, // tests/shared/golden.json
  'pos=5 d=4': ['-0.958924', '0.283662', '0.049979', '0.998750'], // sin 5, cos 5, sin 0.05, cos 0.05
  // b = 100: angles 5, 5/100^(1/4) = 1.581139, 5/10 = 0.5, 5/100^(3/4) = 0.158114
  'pos=5 d=8 base=100': [
    '-0.958924',
    '0.283662',
    '0.999947',
    '-0.010342',
    '0.479426',
    '0.877583',
    '0.157456',
    '0.987526',
  ],
};
const values = (pos, dModel, { base } = {}) => PE[`pos=${pos} d=${dModel}${base ? ` base=${base}` : ''}`];

test('two elements with different attributes share one WASM instance and follow attribute changes', async ({
  page,
}) => {
  const wasm = [];
  page.on('request', (request) => {
    if (request.url().endsWith('.wasm')) wasm.push(request.url());
  });
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

// A host that sets lang just after adding the element (or a reader's language arriving late)
// changes it while the element is still loading: the element must start in that language, not
// in the one it began loading. The core's request is held until the change is made, so the
// element is surely still starting (under load this once ran the other way round by chance).
test('a lang set while the elements are still loading is the language they start in', async ({ page }) => {
  const release = await holdRequests(page, '**/*.wasm');
  const requested = page.waitForRequest((request) => request.url().endsWith('.wasm'));
  await page.goto('/examples/component.html');
  await requested;
  const first = page.locator('#first');
  await expect(first).not.toHaveAttribute('data-ready', 'true');
  await first.evaluate((node) => node.setAttribute('lang', 'zh-CN'));
  release();
  for (const element of [first, page.locator('#second')]) {
    await expect(element).toHaveAttribute('data-ready', 'true');
    expect(await element.evaluate((node) => node.shadowRoot.querySelector('.pe-root').getAttribute('lang'))).toBe(
      'zh-CN',
    );
    await expect(element.locator('.section-title').first()).toHaveText(/[\u4e00-\u9fff]/);
  }
});

// A host that drives the element from a script (a slider of its own, an animation) changes
// attributes far faster than a person: they are applied once per animation frame, the last
// value winning, so 1,000 changes cost one render, not 1,000 (each re-rendered the section
// synchronously). The app renders once per store change, and the element fires `change` once
// per store change: its `change` events count the renders.
test('1,000 attribute changes in a loop are applied in one frame, as one change to the final values', async ({
  page,
}) => {
  await page.goto('/examples/component.html');
  const first = page.locator('#first');
  await expect(first).toHaveAttribute('data-ready', 'true');
  const result = await page.evaluate(async () => {
    const element = document.getElementById('first');
    let renders = 0;
    element.addEventListener('change', () => {
      renders += 1;
    });
    // pos 0, 2, ..., 998 and d-model 2 .. 65, 1,000 changes in all; on the way d goes down to
    // 2, which would clamp the worked example's step (2) if it were applied.
    for (let i = 0; i < 1000; i += 1) {
      if (i % 2 === 0) element.setAttribute('pos', String(i));
      else element.setAttribute('d-model', String(2 + (i % 64)));
    }
    const before = renders;
    await new Promise((resolve) => {
      requestAnimationFrame(() => resolve());
    });
    const { pos, d, step } = element.store.get();
    return { before, renders, pos, d, step, stepAttribute: element.getAttribute('step') };
  });
  // The last values: pos 998, d-model 2 + (999 mod 64) = 41; step 2 untouched.
  expect(result).toMatchObject({ pos: 998, d: 41, step: 2, stepAttribute: '2' });
  expect(result.before).toBe(0); // nothing rendered inside the loop
  expect(result.renders).toBeLessThanOrEqual(2);
  const panel = first.locator('#controls-panel');
  await expect(panel.locator('[data-key="pos"] input[role="spinbutton"]')).toHaveValue('998');
  await expect(panel.locator('[data-key="d"] input[role="spinbutton"]')).toHaveValue('41');
  // The worked example is drawn for pos 998: its first value is PE(998, 0) = sin(998).
  await expect(first.locator('.vector-value').first()).toHaveText(Math.sin(998).toFixed(6));
});

test('every store key has an attribute, and the newer sections follow theirs', async ({ page }) => {
  await page.goto('/examples/component.html');
  const first = page.locator('#first');
  await expect(first).toHaveAttribute('data-ready', 'true');
  const { observed, state } = await page.evaluate(async () => {
    const element = document.getElementById('first');
    const set = {
      view: 'extension',
      method: 'pi',
      scale: '4',
      'train-length': '2048',
      pairing: 'half',
      shift: '7',
      heads: '6',
      head: '5',
      'num-buckets': '16',
      'max-distance': '64',
      causal: 'true',
      words: 'a b a',
      preset: 'fairseq',
    };
    for (const [name, value] of Object.entries(set)) element.setAttribute(name, value);
    await new Promise((resolve) => {
      requestAnimationFrame(() => resolve()); // attribute changes apply in the next frame
    });
    return { observed: customElements.get('pe-explorer').observedAttributes, state: element.store.get() };
  });
  // One attribute per store key, and `lang` (the element's language, not a store key).
  expect(observed.filter((name) => name !== 'lang')).toHaveLength(Object.keys(state).length);
  expect(observed).toContain('lang');
  expect(state).toMatchObject({
    view: 'extension',
    method: 'pi',
    scale: 4,
    train: 2048,
    pairing: 'half',
    shift: 7,
    heads: 6,
    head: 5,
    buckets: 16,
    maxdist: 64,
    causal: true,
    words: 'a b a',
    preset: 'fairseq',
  });
  // The section reads them: the training range ends at L - 1 and the method is named.
  expect(state.d).toBe(4); // the element's d-model: 4 / 2 = 2 pairs
  const summary = first.locator('.extension-summary');
  await expect(summary).toContainText('0 … 2,047');
  await expect(summary).toContainText('position interpolation');
  await expect(summary).toContainText('2 pairs');
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
      hostRulesForKatex: [...document.styleSheets].some((sheet) =>
        [...sheet.cssRules].some((rule) => rule.selectorText?.includes('.katex')),
      ),
      katexFonts: [...document.fonts].filter((face) => face.family.includes('KaTeX') && face.status === 'loaded')
        .length,
    };
  });
  expect(styles.insideTransform).toBe('none'); // the host's "button { text-transform: uppercase }" stops at the shadow root
  expect(styles.insideColor).not.toBe('rgb(204, 0, 0)');
  expect(styles.hostColor).toBe('rgb(204, 0, 0)'); // and the explorer's styles do not leak out
  expect(styles.hostFont).toContain('Georgia');
  expect(styles.hostRulesForKatex).toBe(false);
  expect(styles.katexFonts).toBeGreaterThan(0);
});

// The README says host CSS does not reach in. A host page that shrinks its root font size,
// sets custom properties with the explorer's token names (on its root, and on the element
// itself, where a host rule beats the shadow root's :host) and writes right to left must leave
// the element's text, colours and direction as they are on a plain host page.
test('a host’s root font size, custom properties and direction do not reach inside', async ({ page }) => {
  const host = (css) =>
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>host</title>
    <style>${css}</style><script type="module" src="/pe-explorer.js"></script></head>
    <body><pe-explorer view="steps" d-model="4" pos="3" step="2"></pe-explorer></body></html>`;
  await page.route('**/__host-plain.html', (route) => route.fulfill({ contentType: 'text/html', body: host('') }));
  await page.route('**/__host-hostile.html', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: host(
        'html { font-size: 62.5%; --bg: red; --text: red; direction: rtl } pe-explorer { --surface: red; --accent: red; --muted: red }',
      ),
    }),
  );
  const read = async (url) => {
    await page.goto(url);
    await expect(page.locator('pe-explorer')).toHaveAttribute('data-ready', 'true');
    await expect(page.locator('pe-explorer .vector-value')).toHaveCount(4);
    return page.evaluate(() => {
      const shadow = document.querySelector('pe-explorer').shadowRoot;
      const styles = {};
      for (const selector of ['.pe-root', '#steps h2', '#steps p', '.vector-value', '.stepper-next', '.card']) {
        const node = shadow.querySelector(selector);
        const style = getComputedStyle(node);
        styles[selector] = {
          fontSize: style.fontSize,
          lineHeight: style.lineHeight,
          color: style.color,
          background: style.backgroundColor,
          direction: style.direction,
          paddingLeft: style.paddingLeft,
          width: Math.round(node.getBoundingClientRect().width),
        };
      }
      return styles;
    });
  };
  const plain = await read('/__host-plain.html');
  const hostile = await read('/__host-hostile.html');
  expect(plain['.pe-root'].direction).toBe('ltr');
  expect(plain['.pe-root'].fontSize).toBe('17px'); // 1.0625 × the browser's default 16 px
  expect(hostile).toEqual(plain);
});

// Removing an element must give back everything it took: 100 create/remove cycles of sections
// with heatmaps and charts, then garbage collection, and the JS heap is back near where it
// started (within 3 MB: a section kept alive holds its charts, canvases and DOM, far more than
// the 30 KB a cycle that would need); no listener is left on window or document.
test('100 create/remove cycles leave no heap growth and no window or document listeners', async ({ page }) => {
  test.setTimeout(240_000);
  await page.goto('/examples/component.html');
  await expect(page.locator('#first')).toHaveAttribute('data-ready', 'true');
  await expect(page.locator('#second')).toHaveAttribute('data-ready', 'true');
  const cdp = await page.context().newCDPSession(page);
  async function listeners(expression) {
    const { result } = await cdp.send('Runtime.evaluate', { expression });
    const { listeners: found } = await cdp.send('DOMDebugger.getEventListeners', { objectId: result.objectId });
    return found.length;
  }
  async function measure() {
    for (let i = 0; i < 3; i += 1) await cdp.send('HeapProfiler.collectGarbage');
    const { usedSize } = await cdp.send('Runtime.getHeapUsage');
    return { heap: usedSize, window: await listeners('window'), document: await listeners('document') };
  }
  const cycles = (count) => explorerCycles(page, count, ['matrix', 'similarity', 'steps', 'proof', 'conventions']);
  await cycles(10); // warm-up: code compiled, caches filled
  const before = await measure();
  await cycles(100);
  const after = await measure();
  console.log(
    `heap ${(before.heap / 2 ** 20).toFixed(1)} -> ${(after.heap / 2 ** 20).toFixed(1)} MB; window listeners ${before.window} -> ${after.window}; document ${before.document} -> ${after.document}`,
  );
  expect(after.window).toBe(before.window);
  expect(after.document).toBe(before.document);
  expect(after.heap - before.heap).toBeLessThan(3 * 2 ** 20);

  // A removed element put back starts again from its attributes.
  const first = page.locator('#first');
  await page.evaluate(async () => {
    const element = document.getElementById('first');
    const parent = element.parentNode;
    element.remove();
    await new Promise((resolve) => {
      setTimeout(resolve, 0);
    });
    const ready = new Promise((resolve) => {
      element.addEventListener('ready', resolve, { once: true });
    });
    parent.append(element);
    await ready;
  });
  await expect(first.locator('.vector-value')).toHaveText([...values(3, 4).slice(0, 3), '?']);
});
