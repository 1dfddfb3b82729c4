// Presenting: projector mode, fullscreen with the stepping shortcuts, the Keyboard help, the
// print stylesheet (a clean handout with the URL), and a Reveal.js-style slide with the
// explorer in an iframe.
import { expect, test } from './fixtures.mjs';
import { PE } from '../shared/golden.mjs';

async function open(page, query) {
  await page.goto(`/${query}`);
  await page.waitForSelector('html[data-ready="true"]');
  // The checks here measure the layout: wait for the fonts it uses (KaTeX's among them, asked for
  // once the page is laid out) so that it is measured as it settles, not in a fallback font.
  await page.evaluate(async () => {
    void document.body.offsetHeight;
    await document.fonts.ready;
  });
}

test('projector mode: large type, high contrast, light theme even in a dark room', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await open(page, '?view=matrix&projector=1');
  const look = await page.evaluate(() => ({
    size: getComputedStyle(document.documentElement).fontSize,
    bg: getComputedStyle(document.body).backgroundColor,
    text: getComputedStyle(document.body).color,
  }));
  expect(look).toEqual({ size: '22px', bg: 'rgb(255, 255, 255)', text: 'rgb(0, 0, 0)' });
  await expect(page.locator('#matrix .heatmap-canvas')).toBeVisible();
  expect((await page.screenshot()).length).toBeGreaterThan(10_000);
});

test('fullscreen, then N / P / Page Down / Page Up step the worked example and the proof', async ({ page }) => {
  await open(page, '?view=steps&d=4&pos=3');
  const steps = page.locator('#steps');
  await steps.getByRole('button', { name: 'Fullscreen' }).click();
  await expect.poll(() => page.evaluate(() => document.fullscreenElement === document.documentElement)).toBe(true);
  await expect(steps.getByRole('button', { name: 'Exit fullscreen' })).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('n');
  await expect(page).toHaveURL(/step=1/);
  await page.keyboard.press('PageDown');
  await expect(page).toHaveURL(/step=2/);
  await expect(steps.locator('.vector-value')).toHaveText([...PE.d4_pos3.text.slice(0, 3), '?']);
  await page.keyboard.press('p');
  await page.keyboard.press('PageUp');
  await expect(page).toHaveURL(/step=0/);
  // Not while typing in a text box.
  await steps.locator('[data-key="pos"] input[role="spinbutton"]').focus();
  await page.keyboard.press('n');
  await expect(page).toHaveURL(/step=0/);
  await page.locator('body').click({ position: { x: 5, y: 5 } });
  // ] goes to the next sections, and the proof steps the same way.
  await page.keyboard.press(']');
  await page.keyboard.press(']');
  await expect(page).toHaveURL(/view=proof/);
  // The proof's code loads on its first show: its stepper is there before a presenter steps it.
  await expect(page.locator('#proof .proof-counter')).toHaveText('Step 1 of 7');
  await page.keyboard.press('n');
  await page.keyboard.press('PageDown');
  await expect(page.locator('#proof .proof-counter')).toHaveText('Step 3 of 7');
  await page.keyboard.press('P');
  await expect(page.locator('#proof .proof-counter')).toHaveText('Step 2 of 7');
  await page.keyboard.press('f');
  await expect.poll(() => page.evaluate(() => document.fullscreenElement)).toBe(null);
  // The Keyboard help lists them.
  await page.locator('#proof .keyboard-help summary').click();
  await expect(page.locator('#proof .keyboard-list')).toContainText('Page Down');
  await expect(page.locator('#proof .keyboard-list')).toContainText('next step (worked example and proof)');
});

test('print: the current section as a handout, without chrome or controls, with its URL', async ({ page }) => {
  await open(page, '?view=matrix&d=8&n=20');
  await page.emulateMedia({ media: 'print' });
  for (const selector of [
    '.site-header',
    '.site-footer',
    '#toc',
    '#pager',
    '#controls-panel',
    '#matrix .section-toolbar',
    '#matrix .export-row',
  ]) {
    await expect(page.locator(selector).first()).toBeHidden();
  }
  await expect(page.locator('#matrix .print-url')).toBeVisible();
  await expect(page.locator('#matrix .print-url')).toHaveText(
    /^Printed from http:\/\/127\.0\.0\.1:\d+\/\?view=matrix&d=8&n=20$/,
  );
  await expect(page.locator('#matrix .heatmap-canvas')).toBeVisible();
  await expect(page.locator('#matrix .chart-box canvas').first()).toBeVisible();
  const pdf = await page.pdf({ format: 'A4' });
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(pdf.length).toBeGreaterThan(20_000);
  expect((await page.screenshot({ fullPage: true })).length).toBeGreaterThan(10_000);
});

test('a Reveal.js slide shows the explorer in projector mode and steps with N', async ({ page }) => {
  await page.goto('/examples/reveal.html#/1');
  await expect(page.locator('.reveal.ready')).toHaveCount(1); // Reveal itself started the deck
  const slide = page.frameLocator('#slide-frame');
  await expect(slide.locator('html')).toHaveClass(/is-projector/);
  await expect(slide.locator('html')).toHaveClass(/is-embed/);
  await expect(slide.locator('#steps .vector-value').first()).toHaveText(PE.d4_pos3.text[0]);
  await slide.locator('#steps .stepper-where').click(); // focus inside the frame, on no control
  await page.keyboard.press('n');
  await expect(slide.locator('#steps .stepper-title')).toHaveText('Dimension j = 1 (of 0 to 3)');
});

// Projector mode is for the audience: the working (the stepper, the proof's step card) starts
// inside the first screen, the settings are folded, and chart text is large.
const inViewport = (selector) =>
  document.querySelector(selector) &&
  (() => {
    const box = document.querySelector(selector).getBoundingClientRect();
    return (
      box.top >= 0 &&
      box.left >= 0 &&
      box.bottom <= window.innerHeight &&
      box.right <= window.innerWidth &&
      box.height > 0
    );
  })();

for (const viewport of [
  { width: 1280, height: 720 },
  { width: 1024, height: 768 },
]) {
  test.describe(`projector mode at ${viewport.width} x ${viewport.height}`, () => {
    test.use({ viewport });

    test('the proof card and the worked example are on the first screen, the settings folded', async ({ page }) => {
      await open(page, '?view=proof&projector=1');
      await expect(page.locator('#controls-panel')).not.toHaveAttribute('open', '');
      await expect(page.locator('#proof .proof-step-title')).toHaveText('Look at one pair');
      expect(await page.evaluate(inViewport, '#proof .proof-derivation')).toBe(true);
      await open(page, '?view=steps&d=4&pos=3&projector=1');
      await expect(page.locator('#controls-panel')).not.toHaveAttribute('open', '');
      await expect(page.locator('#steps .stepper-title')).toHaveText('Dimension j = 0 (of 0 to 3)');
      // The stepper is taller than a screen: its title and the current dimension's formula are on it.
      expect(await page.evaluate(inViewport, '#steps .stepper-title')).toBe(true);
      expect(await page.evaluate(inViewport, '#steps .stepper-math')).toBe(true);
    });
  });
}

// Projector mode is read from the back of a room: nothing the audience needs may sit cut off in a
// box only the presenter could scroll, and the small things (radio buttons, the circle's labels)
// grow with the type.
test('projector mode at 1280 x 720: whole tables, square maps, large radios and circle labels', async ({ page }) => {
  await open(page, '?view=why&projector=1');
  const why = await page.evaluate(() => ({
    // Both attention-weight tables whole (they were cut 42 px each, side by side).
    cut: [...document.querySelectorAll('#why .weights-grid .table-scroll')].map(
      (box) => box.scrollWidth - box.clientWidth,
    ),
    radios: [...document.querySelectorAll('#why .why-pe-choice input')].map(
      (radio) => radio.getBoundingClientRect().width,
    ),
    // A table is as wide as its columns (900 px here), not stretched across the screen (1,223 px).
    share: document.querySelector('#why .table-scroll').clientWidth / document.querySelector('#why').clientWidth,
  }));
  expect(why.cut).toEqual([0, 0]);
  for (const width of why.radios) expect(width).toBeGreaterThanOrEqual(20);
  expect(why.share).toBeLessThan(0.9);
  await open(page, '?view=extension&projector=1');
  // The methods table fits the screen (its headings wrap) instead of scrolling its last 42 px away.
  const methods = page.locator('#extension .table-scroll:has(> .extension-methods-table)');
  expect(await methods.evaluate((box) => box.scrollWidth - box.clientWidth)).toBeLessThanOrEqual(1);
  await open(page, '?view=similarity&projector=1');
  const map = await page.locator('#similarity .heatmap-canvas').boundingBox();
  expect(Math.abs(map.width - map.height)).toBeLessThanOrEqual(2); // square, not 616 x 448
  await open(page, '?view=proof&projector=1');
  const labelPx = await page
    .locator('#proof .proof-blocks .uc-label')
    .first()
    .evaluate((label) => {
      const svg = label.ownerSVGElement;
      return (
        Number.parseFloat(getComputedStyle(label).fontSize) *
        (svg.getBoundingClientRect().width / svg.viewBox.baseVal.width)
      );
    });
  expect(labelPx).toBeGreaterThanOrEqual(16);
});

test.describe('projector mode at 1024 x 768', () => {
  test.use({ viewport: { width: 1024, height: 768 } });

  test('every line of the RoPE worked pair fits its stage beside the circle', async ({ page }) => {
    await open(page, '?view=rope&projector=1');
    const cut = await page
      .locator('#rope .stage-math')
      .evaluateAll((nodes) => nodes.map((node) => node.scrollWidth - node.clientWidth));
    expect(cut.length).toBeGreaterThan(0);
    for (const over of cut) expect(over).toBeLessThanOrEqual(1); // "5. First output" was cut by 15 px
  });
});

test('projector mode scales chart text; the normal page keeps it small', async ({ page }) => {
  await open(page, '?view=matrix&projector=1');
  const sizes = async () =>
    page
      .locator('#matrix .chart-box canvas')
      .evaluateAll((nodes) => nodes.map((node) => Number(node.dataset.fontSize)));
  const big = await sizes();
  expect(big.length).toBeGreaterThan(0);
  for (const size of big) expect(size).toBeGreaterThanOrEqual(18);
  await open(page, '?view=matrix');
  for (const size of await sizes()) expect(size).toBeLessThan(18);
});

test('the Reveal.js slide shows the stepper in its frame, with the settings folded', async ({ page }) => {
  await page.goto('/examples/reveal.html#/1');
  await expect(page.locator('.reveal.ready')).toHaveCount(1);
  const frame = page.frame({ url: /projector=1/ });
  await expect.poll(() => frame.evaluate(() => document.documentElement.dataset.ready)).toBe('true');
  expect(await frame.evaluate(() => document.getElementById('controls-panel').open)).toBe(false);
  expect(await frame.evaluate(inViewport, '#steps .stepper-title')).toBe(true);
  expect(await frame.evaluate(inViewport, '#steps .stepper-math')).toBe(true);
});

// ---- issue 17: the RoPE stepper, the circles' labels and the Reveal frame in projector mode ----

/** The labels of the circles under `selector`, in screen pixels (SVG font size times the drawing's scale). */
const labelPixels = (page, selector) =>
  page.locator(selector).evaluateAll((labels) =>
    labels
      .filter((label) => label.textContent && label.getAttribute('visibility') !== 'hidden')
      .map((label) => {
        const svg = label.ownerSVGElement;
        return (
          Number.parseFloat(getComputedStyle(label).fontSize) *
          (svg.getBoundingClientRect().width / svg.viewBox.baseVal.width)
        );
      }),
  );

test('projector mode keeps the RoPE stepper under its heading and explanation, as the normal page does', async ({
  page,
}) => {
  await open(page, '?view=rope&projector=1');
  const box = async (locator) => (await locator.boundingBox()).y;
  const rope = page.locator('#rope');
  const heading = rope.getByRole('heading', { name: 'Rotate q by hand, one pair at a time' });
  const stepper = rope.locator('.rope-stepper');
  const intro = rope.locator('.section-body > p').first();
  const source = rope.locator('.rope-q-source');
  // Read in the DOM's order: the introduction, the heading, what q is, then the stepper.
  expect(await box(intro)).toBeLessThan(await box(heading));
  expect(await box(heading)).toBeLessThan(await box(source));
  expect(await box(source)).toBeLessThan(await box(stepper));
  // Nothing between the heading and the explanation under it.
  const gap = (await box(source)) - ((await box(heading)) + (await heading.boundingBox()).height);
  expect(gap).toBeLessThan(60);
});

test.describe('projector mode on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 800 } });

  test('the RoPE steps take the full width and the circle sits under them', async ({ page }) => {
    await open(page, '?view=rope&projector=1');
    const stages = page.locator('#rope .rope-stages');
    const widths = await page
      .locator('#rope .rope-stages .stage-math')
      .evaluateAll((nodes) => nodes.map((node) => node.getBoundingClientRect().width));
    expect(widths.length).toBe(6);
    const stagesBox = await stages.boundingBox();
    // Each stage's maths as wide as the list of stages (less the stage's padding): it was squeezed to 25 px.
    for (const width of widths) expect(width).toBeGreaterThan(0.85 * stagesBox.width);
    const figure = await page.locator('#rope .rope-figure').boundingBox();
    expect(figure.y).toBeGreaterThanOrEqual(stagesBox.y + stagesBox.height); // caption no longer over the maths
    for (const px of await labelPixels(page, '#rope .rope-circle :is(.uc-label, .uc-axis-label)')) {
      expect(px).toBeGreaterThanOrEqual(20);
    }
  });

  // The audience cannot scroll a projected formula sideways: each of the proof's seven steps and
  // every practice question's formula (one question of each kind) fits its box, and KaTeX's own
  // display box inside it, at the projector's type size.
  const fitsItsBox = (node) => [node.scrollWidth, node.clientWidth];
  test("the proof's steps and the practice formulas fit their boxes: nothing scrolls sideways", async ({ page }) => {
    await open(page, '?view=proof&projector=1');
    for (let step = 1; step <= 7; step += 1) {
      await expect(page.locator('.proof-counter')).toHaveText(`Step ${step} of 7`);
      for (const selector of ['.proof-tex', '.proof-tex .katex-display']) {
        const [scroll, client] = await page.locator(selector).evaluate(fitsItsBox);
        expect(scroll, `proof step ${step}: ${selector}`).toBeLessThanOrEqual(client);
      }
      if (step < 7) await page.getByRole('button', { name: 'Next step →' }).click();
    }

    await open(page, '?view=practice&seed=1&n=15&projector=1');
    const boxes = page.locator('#practice .practice-math');
    await expect(boxes.first()).toBeVisible();
    const kinds = await page
      .locator('#practice .practice-question:has(.practice-math)')
      .evaluateAll((nodes) => nodes.map((node) => node.dataset.kind));
    expect(new Set(kinds).size).toBeGreaterThan(5); // formulas of several kinds, not one repeated
    for (const selector of ['.practice-math', '.practice-math .katex-display']) {
      const sizes = await page
        .locator(`#practice ${selector}`)
        .evaluateAll((nodes) =>
          nodes.map((node) => [node.scrollWidth, node.clientWidth, node.closest('.practice-question').dataset.kind]),
        );
      for (const [scroll, client, kind] of sizes) expect(scroll, `${kind}: ${selector}`).toBeLessThanOrEqual(client);
    }
  });
});

for (const viewport of [
  { width: 1280, height: 720 },
  { width: 1024, height: 768 },
]) {
  test.describe(`circle labels in projector mode at ${viewport.width} x ${viewport.height}`, () => {
    test.use({ viewport });

    test('every label of the proof’s unit circles and the RoPE circle is at least 20 px', async ({ page }) => {
      await open(page, '?view=proof&projector=1');
      const proof = await labelPixels(page, '#proof .proof-blocks :is(.uc-label, .uc-axis-label)');
      expect(proof.length).toBeGreaterThan(4);
      for (const px of proof) expect(px).toBeGreaterThanOrEqual(20);
      await open(page, '?view=rope&projector=1');
      const rope = await labelPixels(page, '#rope .rope-circle :is(.uc-label, .uc-axis-label)');
      expect(rope.length).toBe(4);
      for (const px of rope) expect(px).toBeGreaterThanOrEqual(20);
    });
  });
}

test('the Reveal.js slide shows every step of the worked example and its buttons inside the frame', async ({
  page,
}) => {
  await page.goto('/examples/reveal.html#/1');
  await expect(page.locator('.reveal.ready')).toHaveCount(1);
  const frame = page.frame({ url: /projector=1/ });
  await expect.poll(() => frame.evaluate(() => document.documentElement.dataset.ready)).toBe('true');
  // The frame's own viewport, and the slide's: what is inside both is what the audience sees.
  const seen = () =>
    frame.evaluate(() =>
      [
        '#steps .stepper-title',
        '#steps .stepper-math',
        ...[...document.querySelectorAll('#steps .stepper-stages > li')].map(
          (_, i) => `#steps .stepper-stages > li:nth-child(${i + 1})`,
        ),
        '#steps .stepper-prev',
        '#steps .stepper-next',
      ].map((selector) => {
        const box = document.querySelector(selector).getBoundingClientRect();
        return `${selector}: ${box.top >= 0 && box.bottom <= window.innerHeight && box.height > 0}`;
      }),
    );
  await expect.poll(seen).toEqual((await seen()).map((line) => line.replace(/false$/, 'true')));
  const stages = await frame.evaluate(() => document.querySelectorAll('#steps .stepper-stages > li').length);
  expect(stages).toBe(6);
  const slide = await page.locator('#slide-frame').boundingBox();
  expect(slide.y + slide.height).toBeLessThanOrEqual(page.viewportSize().height);
});
