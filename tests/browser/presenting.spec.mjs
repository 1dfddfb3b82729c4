// Presenting: projector mode, fullscreen with the stepping shortcuts, the Keyboard help, the
// print stylesheet (a clean handout with the URL), and a Reveal.js-style slide with the
// explorer in an iframe. Projector mode at each screen size is checked on one page that visits
// every section it measures (navigate(): a page load costs more than the checks), and the
// sections' own projector checks are made here, on the same visit.
import { VIEWS, expect, navigate, openView, test } from './fixtures.mjs';
import { PE } from '../shared/golden.mjs';

test('projector mode: large type, high contrast, light theme even in a dark room', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await openView(page, 'matrix', 'projector=1');
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
  await openView(page, 'steps', 'd=4&pos=3');
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
  await openView(page, 'matrix', 'd=8&n=20');
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

/**
 * With every <details> of the page open, the page is no wider than the screen; those it opened
 * are closed again, so that the settings stay folded for the next section's checks.
 */
async function expectNoPageOverflow(page, where) {
  const [scroll, client] = await page.evaluate(() => {
    const closed = [...document.querySelectorAll('main details:not([open])')];
    for (const details of closed) details.open = true;
    const size = [document.documentElement.scrollWidth, document.documentElement.clientWidth];
    for (const details of closed) details.open = false;
    return size;
  });
  expect.soft(scroll, `${where}: the page scrolls sideways`).toBeLessThanOrEqual(client);
}

/** The proof card and the worked example (d = 4, pos = 3) start on the first screen, the settings folded. */
async function expectProofOnFirstScreen(page) {
  await expect(page.locator('#controls-panel')).not.toHaveAttribute('open', '');
  await expect(page.locator('#proof .proof-step-title')).toHaveText('Look at one pair');
  expect
    .soft(await page.evaluate(inViewport, '#proof .proof-derivation'), 'the proof card is on the first screen')
    .toBe(true);
}
async function expectStepperOnFirstScreen(page) {
  await expect(page.locator('#controls-panel')).not.toHaveAttribute('open', '');
  await expect(page.locator('#steps .stepper-title')).toHaveText('Dimension j = 0 (of 0 to 3)');
  // The stepper is taller than a screen: its title and the current dimension's formula are on it.
  expect.soft(await page.evaluate(inViewport, '#steps .stepper-title'), 'the stepper title').toBe(true);
  expect.soft(await page.evaluate(inViewport, '#steps .stepper-math'), 'the stepper maths').toBe(true);
}

/** Every label of the proof's unit circles and of the RoPE circle is at least 20 px. */
async function expectLargeCircleLabels(page, view) {
  if (view === 'proof') {
    const proof = await labelPixels(page, '#proof .proof-blocks :is(.uc-label, .uc-axis-label)');
    expect.soft(proof.length).toBeGreaterThan(4);
    for (const px of proof) expect.soft(px, 'a proof circle label').toBeGreaterThanOrEqual(20);
  } else {
    const rope = await labelPixels(page, '#rope .rope-circle :is(.uc-label, .uc-axis-label)');
    expect.soft(rope.length).toBe(4);
    for (const px of rope) expect.soft(px, 'a RoPE circle label').toBeGreaterThanOrEqual(20);
  }
}

/** Every display formula of section `view` fits its box (the practice widgets' worked answers are measured with practice). */
async function expectFormulasFit(page, view) {
  const cut = await page.evaluate(
    (id) =>
      [...document.querySelectorAll(`#${id} .katex-display`)]
        .filter((math) => !math.closest('.practice-math'))
        .filter((math) => math.scrollWidth > math.clientWidth || math.scrollHeight > math.clientHeight)
        .map((math) => math.querySelector('annotation')?.textContent.slice(0, 40)),
    view,
  );
  expect.soft(cut, `${view}: formulas cut off`).toEqual([]);
}

// Projector mode is read from the back of a room: nothing the audience needs may sit cut off in a
// box only the presenter could scroll, and the small things (radio buttons, the circle's labels,
// chart text) grow with the type. What each section must show at 1280 x 720:
const AT_1280 = {
  why: async (page) => {
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
    expect.soft(why.cut).toEqual([0, 0]);
    for (const width of why.radios) expect.soft(width, 'why: a radio button').toBeGreaterThanOrEqual(20);
    expect.soft(why.share).toBeLessThan(0.9);
  },
  // Chart text scales (matrix.spec checks that the normal page keeps it small).
  matrix: async (page) => {
    const sizes = await page
      .locator('#matrix .chart-box canvas')
      .evaluateAll((nodes) => nodes.map((node) => Number(node.dataset.fontSize)));
    expect.soft(sizes.length).toBeGreaterThan(0);
    for (const size of sizes) expect.soft(size, 'matrix: chart text').toBeGreaterThanOrEqual(18);
  },
  steps: expectStepperOnFirstScreen,
  proof: async (page) => {
    await expectProofOnFirstScreen(page);
    const first = await labelPixels(page, '#proof .proof-blocks .uc-label');
    expect.soft(first[0], 'proof: the first circle label').toBeGreaterThanOrEqual(16);
    await expectLargeCircleLabels(page, 'proof');
  },
  // The RoPE stepper stays under its heading and explanation, as on the normal page; the circle's labels are large.
  rope: async (page) => {
    const box = async (locator) => (await locator.boundingBox()).y;
    const rope = page.locator('#rope');
    const heading = rope.getByRole('heading', { name: 'Rotate q by hand, one pair at a time' });
    const stepper = rope.locator('.rope-stepper');
    const intro = rope.locator('.section-body > p').first();
    const source = rope.locator('.rope-q-source');
    // Read in the DOM's order: the introduction, the heading, what q is, then the stepper.
    expect.soft(await box(intro)).toBeLessThan(await box(heading));
    expect.soft(await box(heading)).toBeLessThan(await box(source));
    expect.soft(await box(source)).toBeLessThan(await box(stepper));
    // Nothing between the heading and the explanation under it.
    const gap = (await box(source)) - ((await box(heading)) + (await heading.boundingBox()).height);
    expect.soft(gap).toBeLessThan(60);
    await expectLargeCircleLabels(page, 'rope');
  },
  similarity: async (page) => {
    const map = await page.locator('#similarity .heatmap-canvas').boundingBox();
    expect.soft(Math.abs(map.width - map.height), 'similarity: the map is square').toBeLessThanOrEqual(2); // not 616 x 448
  },
  // The four "beyond the training length" charts' ticks (bias-beyond.spec checks the normal page
  // keeps them small; bias.spec measures the heatmaps).
  bias: async (page) => {
    const ticks = await page
      .locator('#bias .chart-box canvas')
      .evaluateAll((nodes) => nodes.map((node) => Number(node.dataset.tickSize)));
    expect.soft(ticks.length).toBe(4);
    for (const size of ticks) expect.soft(size, 'bias: chart ticks').toBeGreaterThanOrEqual(20);
  },
  // The methods table fits the screen (its headings wrap) instead of scrolling its last 42 px away.
  extension: async (page) => {
    const methods = page.locator('#extension .table-scroll:has(> .extension-methods-table)');
    expect.soft(await methods.evaluate((box) => box.scrollWidth - box.clientWidth)).toBeLessThanOrEqual(1);
  },
  learned: async (page) => {
    const fit = await page
      .locator('#learned .table-scroll:has(.scheme-summary)')
      .evaluate((box) => [box.scrollWidth, box.clientWidth]);
    expect.soft(fit[0], 'learned: the scheme summary fits').toBeLessThanOrEqual(fit[1] + 1);
  },
};
// The state each section is visited in, where its checks need one.
const QUERY = { steps: 'd=4&pos=3' };

test('projector mode at 1280 x 720, every section: no sideways page scroll, and each section’s own checks', async ({
  page,
}) => {
  test.setTimeout(20_000 * VIEWS.length); // a hang guard: a section's code loads on its first show
  await openView(page, VIEWS[0], `${QUERY[VIEWS[0]] ?? ''}&projector=1`);
  for (const [index, view] of VIEWS.entries()) {
    await test.step(view, async () => {
      if (index > 0) await navigate(page, `view=${view}&${QUERY[view] ?? ''}`);
      await AT_1280[view]?.(page);
      await expectNoPageOverflow(page, view);
    });
  }
});

test.describe('projector mode at 1024 x 768', () => {
  test.use({ viewport: { width: 1024, height: 768 } });

  test('proof card and stepper on the first screen, the RoPE pair fits its stages, large labels, no page overflow', async ({
    page,
  }) => {
    await openView(page, 'proof', 'projector=1');
    await expectProofOnFirstScreen(page);
    await expectLargeCircleLabels(page, 'proof');
    await navigate(page, 'view=steps&d=4&pos=3');
    await expectStepperOnFirstScreen(page);
    await navigate(page, 'view=rope');
    const cut = await page
      .locator('#rope .stage-math')
      .evaluateAll((nodes) => nodes.map((node) => node.scrollWidth - node.clientWidth));
    expect(cut.length).toBeGreaterThan(0);
    for (const over of cut) expect.soft(over).toBeLessThanOrEqual(1); // "5. First output" was cut by 15 px
    await expectLargeCircleLabels(page, 'rope');
    for (const query of ['view=extension', 'view=conventions&preset=fairseq']) {
      await navigate(page, query);
      await expectNoPageOverflow(page, query);
    }
  });
});

test.describe('projector mode on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 800 } });

  // The audience cannot scroll a projected formula sideways: each of the proof's seven steps,
  // every practice question's formula (one question of each kind) and every display formula of
  // the sections that show them fits its box, and KaTeX's own display box inside it, at the
  // projector's type size; the charts and tables fit the screen.
  test('RoPE steps full width over the circle; formulas, charts and tables fit: nothing scrolls sideways', async ({
    page,
  }) => {
    test.setTimeout(180_000); // a hang guard: eleven sections' code, loaded on their first show
    await openView(page, 'rope', 'projector=1');
    const stages = page.locator('#rope .rope-stages');
    const widths = await page
      .locator('#rope .rope-stages .stage-math')
      .evaluateAll((nodes) => nodes.map((node) => node.getBoundingClientRect().width));
    expect(widths.length).toBe(6);
    const stagesBox = await stages.boundingBox();
    // Each stage's maths as wide as the list of stages (less the stage's padding): it was squeezed to 25 px.
    for (const width of widths) expect.soft(width).toBeGreaterThan(0.85 * stagesBox.width);
    const figure = await page.locator('#rope .rope-figure').boundingBox();
    expect.soft(figure.y).toBeGreaterThanOrEqual(stagesBox.y + stagesBox.height); // caption no longer over the maths
    for (const px of await labelPixels(page, '#rope .rope-circle :is(.uc-label, .uc-axis-label)')) {
      expect.soft(px, 'a RoPE circle label').toBeGreaterThanOrEqual(20);
    }

    await navigate(page, 'view=proof');
    const fitsItsBox = (node) => [node.scrollWidth, node.clientWidth];
    for (let step = 1; step <= 7; step += 1) {
      await expect(page.locator('#proof .proof-counter')).toHaveText(`Step ${step} of 7`);
      for (const selector of ['.proof-tex', '.proof-tex .katex-display']) {
        const [scroll, client] = await page.locator(`#proof ${selector}`).evaluate(fitsItsBox);
        expect.soft(scroll, `proof step ${step}: ${selector}`).toBeLessThanOrEqual(client);
      }
      if (step < 7) await page.locator('#proof').getByRole('button', { name: 'Next step →' }).click();
    }

    await navigate(page, 'view=practice&seed=1&n=15');
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
      for (const [scroll, client, kind] of sizes)
        expect.soft(scroll, `${kind}: ${selector}`).toBeLessThanOrEqual(client);
    }

    for (const view of ['why', 'formula', 'rope', 'extension', 'similarity', 'input']) {
      await navigate(page, `view=${view}`);
      await expectFormulasFit(page, view);
    }

    // The four "beyond the training length" charts fit the screen.
    await navigate(page, 'view=bias');
    await expect(page.locator('#bias .bias-beyond-chart')).toHaveCount(4);
    const rights = await page
      .locator('#bias .bias-beyond-chart')
      .evaluateAll((nodes) => nodes.map((node) => node.getBoundingClientRect().right));
    for (const right of rights) expect.soft(right, 'bias: a chart runs past the screen').toBeLessThanOrEqual(360);
    await expectNoPageOverflow(page, 'bias');

    // The summary of every scheme, read as cards, each cell with its column's name.
    await navigate(page, 'view=learned');
    const fit = await page.locator('#learned .table-scroll:has(.scheme-summary)').evaluate((box) => ({
      scroll: box.scrollWidth,
      client: box.clientWidth,
      labels: [...box.querySelectorAll('tbody td')].map((cell) => getComputedStyle(cell, '::before').content),
    }));
    expect.soft(fit.scroll, 'learned: the scheme summary fits').toBeLessThanOrEqual(fit.client + 1);
    expect.soft(fit.labels[0]).toBe('"where position enters"');
  });
});

// One load of the deck for what its three checks once loaded it for: what the slide's frame shows
// first, then stepping it with N.
test('a Reveal.js slide: the explorer in projector mode, every step and button in its frame, settings folded, N steps', async ({
  page,
}) => {
  await page.goto('/examples/reveal.html#/1');
  await expect(page.locator('.reveal.ready')).toHaveCount(1); // Reveal itself started the deck
  const frame = page.frame({ url: /projector=1/ });
  await expect.poll(() => frame.evaluate(() => document.documentElement.dataset.ready)).toBe('true');
  expect(await frame.evaluate(() => document.getElementById('controls-panel').open)).toBe(false);
  expect(await frame.evaluate(inViewport, '#steps .stepper-title')).toBe(true);
  expect(await frame.evaluate(inViewport, '#steps .stepper-math')).toBe(true);
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

  const inSlide = page.frameLocator('#slide-frame');
  await expect(inSlide.locator('html')).toHaveClass(/is-projector/);
  await expect(inSlide.locator('html')).toHaveClass(/is-embed/);
  await expect(inSlide.locator('#steps .vector-value').first()).toHaveText(PE.d4_pos3.text[0]);
  await inSlide.locator('#steps .stepper-where').click(); // focus inside the frame, on no control
  await page.keyboard.press('n');
  await expect(inSlide.locator('#steps .stepper-title')).toHaveText('Dimension j = 1 (of 0 to 3)');
});

test('every section with projector checks of its own is visited', () => {
  for (const view of [...Object.keys(AT_1280), ...Object.keys(QUERY)]) expect(VIEWS).toContain(view);
});
