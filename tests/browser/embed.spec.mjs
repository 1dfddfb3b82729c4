// Embed mode (?embed=1), the resize messages, dist/embed.js on a host page, and the Link and
// Embed buttons (clipboard, and the visible fallback where copying is refused).
import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures.mjs';
import { PE } from '../shared/golden.mjs';

test('?embed=1 shows the one section without the site chrome', async ({ page }) => {
  await page.goto('/?view=steps&d=4&pos=3&step=2&embed=1');
  await page.waitForSelector('html[data-ready="true"]');
  await expect(page.locator('html')).toHaveClass(/is-embed/);
  for (const selector of ['.site-header', '.site-footer', '#toc', '#pager'])
    await expect(page.locator(selector)).toBeHidden();
  await expect(page.locator('#steps')).toBeVisible();
  await expect(page.locator('#steps .vector-value')).toHaveText([...PE.d4_pos3.text.slice(0, 3), '?']);
  await expect(page.getByRole('link', { name: 'Open the full lesson ↗' })).toHaveAttribute(
    'href',
    /\?view=steps&d=4&pos=3&step=2$/,
  );
  // A change of state keeps embed=1 in the address.
  await page.getByRole('button', { name: 'Next dimension →' }).click();
  await expect(page).toHaveURL(/step=3.*embed=1|embed=1.*step=3/);
});

test('an iframe on a host page with embed.js grows to fit and follows the content', async ({ page }) => {
  await page.goto('/examples/iframe.html');
  const frame = page.locator('#worked-example');
  const content = page.frameLocator('#worked-example');
  await expect(content.locator('#steps .vector-value')).toHaveText([...PE.d4_pos3.text.slice(0, 3), '?']);
  // The frame started at 300 px and was resized by embed.js to the reported height.
  await expect.poll(async () => Number(await frame.getAttribute('data-pe-height'))).toBeGreaterThan(700);
  const fitted = async () =>
    page.evaluate(() => {
      const iframe = document.getElementById('worked-example');
      const body = iframe.contentDocument.body;
      return {
        frame: iframe.getBoundingClientRect().height,
        content: body.getBoundingClientRect().height,
        scrolls: iframe.contentDocument.documentElement.scrollHeight > iframe.contentWindow.innerHeight + 1,
      };
    });
  await expect.poll(async () => (await fitted()).scrolls).toBe(false);
  const before = (await fitted()).frame;
  // Open the all-dimensions table: the content grows, and so does the frame.
  await content.locator('#steps .steps-table > summary').click();
  await expect.poll(async () => (await fitted()).frame).toBeGreaterThan(before + 50);
  await expect.poll(async () => (await fitted()).scrolls).toBe(false);
  // And shrinks back when it closes.
  await content.locator('#steps .steps-table > summary').click();
  await expect.poll(async () => Math.abs((await fitted()).frame - before)).toBeLessThan(4);
});

// embed.js sizes only the explorer frames it found: a message must come from such a frame's
// own window (event.source) and from the origin of its src. Another frame on the host page
// (cross-origin, or same-origin without embed=1) or an explorer frame that navigated away
// posting the same message is not resized. Each foreign page posts a resize to 20,000 px and
// then "done": messages from one window arrive in order, so at "done" embed.js has seen it.
test('embed.js sizes only its explorer frames, from their own origin', async ({ page }) => {
  const foreign = `<!doctype html><title>foreign</title><script>
    parent.postMessage({ type: 'pe-explorer:resize', height: 20000 }, '*');
    parent.postMessage({ type: 'pe-explorer:score', raw: 10, min: 0, max: 10, status: 'passed', seed: 1, count: 10 }, '*');
    parent.postMessage({ type: 'test:done', from: location.href }, '*');
  </script>`;
  await page.route('http://foreign.test/**', (route) => route.fulfill({ contentType: 'text/html', body: foreign }));
  await page.route('**/__widget.html', (route) => route.fulfill({ contentType: 'text/html', body: foreign }));
  // A host page without the lesson's CSP (its default-src 'self' would refuse the foreign frames).
  await page.route('**/__embed-guard.html', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><title>host</title><script src="/embed.js"></script>
        <iframe id="worked-example" title="explorer" src="/?view=steps&d=4&pos=3&step=2&embed=1"></iframe>`,
    }),
  );
  await page.goto('/__embed-guard.html');
  const real = page.locator('#worked-example');
  // The real explorer frame is sized.
  await expect.poll(async () => Number(await real.getAttribute('data-pe-height'))).toBeGreaterThan(700);
  await page.evaluate(() => {
    window.done = [];
    window.scores = [];
    addEventListener('message', (event) => {
      if (event.data && event.data.type === 'test:done') window.done.push(event.data.from);
    });
    document.addEventListener('pe-explorer:score', (event) => window.scores.push(event.target.id));
  });
  const postedFrom = (url) => page.waitForFunction((u) => window.done.includes(u), url);
  const heightOf = (selector) =>
    page.evaluate((s) => {
      const frame = document.querySelector(s);
      return { height: frame.clientHeight, marked: frame.hasAttribute('data-pe-height') };
    }, selector);

  // A page of another site that asks for embed=1 is no explorer frame either (issue 26 item 8).
  for (const [id, src] of [
    ['cross-origin', 'http://foreign.test/ad.html'],
    ['cross-origin-embed', 'http://foreign.test/ad.html?view=practice&embed=1'],
    ['same-origin', '/__widget.html'],
  ]) {
    const url = await page.evaluate(
      ([frameId, frameSrc]) => {
        const frame = document.createElement('iframe');
        frame.id = frameId;
        frame.title = frameId;
        frame.src = frameSrc;
        frame.height = '150';
        document.body.append(frame);
        return frame.src;
      },
      [id, src],
    );
    await postedFrom(url);
    expect(await heightOf(`#${id}`), id).toEqual({ height: 150, marked: false });
  }
  expect(await page.evaluate(() => window.scores)).toEqual([]);

  // The explorer frame, navigated to another origin: its window is still the frame's, but the
  // message comes from an origin its src does not name.
  const before = (await heightOf('#worked-example')).height;
  expect(before).toBeGreaterThan(700);
  await page.evaluate(() => {
    document.getElementById('worked-example').contentWindow.location.href = 'http://foreign.test/navigated.html';
  });
  await postedFrom('http://foreign.test/navigated.html');
  expect((await heightOf('#worked-example')).height).toBe(before);
});

test('the MkDocs example renders the raw HTML of its Markdown page unchanged', async ({ page }) => {
  const markdown = readFileSync(new URL('../../examples/mkdocs/docs/explorer.md', import.meta.url), 'utf8');
  const rendered = readFileSync(new URL('../../examples/mkdocs.html', import.meta.url), 'utf8');
  for (const name of ['pe-explorer', 'pe-explorer-component']) {
    const block = (text) => text.split(`<!-- ${name}:begin -->`)[1].split(`<!-- ${name}:end -->`)[0].trim();
    expect(block(rendered)).toBe(block(markdown).replace('explorer/index.html', '../index.html'));
  }
  await page.goto('/examples/mkdocs.html');
  await expect(page.frameLocator('iframe').locator('#steps .vector-value')).toHaveText([
    ...PE.d4_pos3.text.slice(0, 3),
    '?',
  ]);
  await expect
    .poll(async () => Number(await page.locator('iframe').getAttribute('data-pe-height')))
    .toBeGreaterThan(700);
  await expect(page.locator('pe-explorer .proof-counter')).toHaveText('Step 1 of 7');
});

test.describe('Link and Embed buttons', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('copy the deep link and a ready iframe snippet, and say so', async ({ page }) => {
    await page.goto('/?view=steps&d=4&pos=3&step=2');
    await page.waitForSelector('html[data-ready="true"]');
    const section = page.locator('#steps');
    await section.getByRole('button', { name: /^Link/ }).click();
    await expect(section.locator('.copy-done').first()).toHaveText('Link copied.');
    await expect(page.locator('#announcer')).toHaveText('Link copied.');
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/\?view=steps&d=4&pos=3&step=2$/);

    await section.getByRole('button', { name: /^Embed/ }).click();
    await expect(page.locator('#announcer')).toHaveText('Embed code copied.');
    const snippet = await page.evaluate(() => navigator.clipboard.readText());
    expect(snippet).toMatch(
      /^<iframe src="http:\/\/127\.0\.0\.1:\d+\/\?view=steps&amp;d=4&amp;pos=3&amp;step=2&amp;embed=1" title="Worked example · Positional Encoding Explorer" loading="lazy" width="100%" height="\d+" allow="clipboard-write; fullscreen" allowfullscreen><\/iframe>$/,
    );
    // The snippet works: put it on a page and it shows the same numbers.
    await page.setContent(`<!doctype html><title>host</title>${snippet}`);
    await expect(page.frameLocator('iframe').locator('#steps .vector-value')).toHaveText([
      ...PE.d4_pos3.text.slice(0, 3),
      '?',
    ]);
  });
});

test('where copying is refused, the link appears selected in a visible field', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: () => Promise.reject(new Error('denied')) } });
  });
  await page.goto('/?view=proof&d=8&pos=3&k=2');
  await page.waitForSelector('html[data-ready="true"]');
  await page.locator('#proof').getByRole('button', { name: /^Link/ }).click();
  const field = page.locator('#proof .copy-field');
  await expect(field).toBeVisible();
  await expect(field).toHaveValue(/\/\?view=proof&d=8&pos=3&k=2$/);
  await expect(field).toBeFocused();
  await expect(page.getByLabel(/Copying is not allowed here/)).toBeVisible();
  await expect(page.locator('#announcer')).toContainText('Copying is not allowed here');
});

// Jupyter Book (MyST {raw} html) and Quarto ({=html}) pass a raw HTML block through unchanged:
// paste each example's block into a host page that loads embed.js, as the built site would.
for (const [name, file, check] of [
  [
    'Jupyter Book',
    'jupyter-book/explorer.md',
    async (frame) => {
      await expect(frame.locator('#proof .proof-counter')).toHaveText('Step 1 of 7');
      await expect(frame.locator('#proof')).toContainText('0.141120');
    },
  ],
  [
    'Quarto',
    'quarto/explorer.qmd',
    async (frame) => {
      await expect(frame.locator('#similarity canvas').first()).toBeVisible();
    },
  ],
]) {
  test(`the ${name} example's raw HTML block runs on a host page and is sized to fit`, async ({ page }) => {
    const source = readFileSync(new URL(`../../examples/${file}`, import.meta.url), 'utf8');
    const block = source.split('<!-- pe-explorer:begin -->')[1].split('<!-- pe-explorer:end -->')[0].trim();
    expect(block).toMatch(/^<iframe [^>]*src="explorer\/index\.html\?view=[a-z]+&amp;[^"]*embed=1"[^>]*><\/iframe>$/);
    await page.goto('/examples/markdown-host.html');
    await page.evaluate(
      (html) => document.querySelector('main').insertAdjacentHTML('beforeend', html),
      block.replace('explorer/index.html', '../index.html'),
    );
    await check(page.frameLocator('iframe'));
    await expect
      .poll(async () => Number(await page.locator('iframe').getAttribute('data-pe-height')))
      .toBeGreaterThan(600);
  });
}

test('the first height an embedded page posts is its rendered content, not the loading shell', async ({ page }) => {
  // A bare host page that records every message from its frame from the very start.
  await page.route('**/__embed-host.html', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><title>host</title><script>
      window.heights = [];
      addEventListener('message', (event) => {
        if (event.data && event.data.type === 'pe-explorer:resize') window.heights.push(event.data.height);
      });
    </script><iframe id="frame" title="explorer" style="width: 800px; height: 300px"
      src="/?view=steps&d=4&pos=3&step=2&embed=1"></iframe>`,
    }),
  );
  await page.goto('/__embed-host.html');
  const frame = page.frameLocator('#frame');
  await expect(frame.locator('#steps .vector-value')).toHaveText([...PE.d4_pos3.text.slice(0, 3), '?']);
  await expect.poll(() => page.evaluate(() => window.heights.length)).toBeGreaterThan(0);
  const first = await page.evaluate(() => window.heights[0]);
  const section = await frame.locator('#steps').evaluate((node) => node.getBoundingClientRect().height);
  expect(section).toBeGreaterThan(300);
  expect(first).toBeGreaterThanOrEqual(Math.floor(section));
});

test('embed.js takes messages only from the page it loaded: a frame navigated on the same origin cannot size or score (issue 37 item 6)', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000); // a hang guard: the second origin's files all come through a route
  const hostile = `<!doctype html><title>evil</title><script>
    parent.postMessage({ type: 'pe-explorer:resize', height: 7777 }, '*');
    parent.postMessage({ type: 'pe-explorer:score', raw: 10, min: 0, max: 10, status: 'passed', seed: 1, count: 10 }, '*');
    parent.postMessage({ type: 'test:done', from: location.href }, '*');
  </script>`;
  await page.route('**/__hostile/evil.html', (route) => route.fulfill({ contentType: 'text/html', body: hostile }));
  // The explorer served from a second origin too, which the host names with its default port.
  await page.route('http://explorer.test/**', async (route) => {
    const url = new URL(route.request().url());
    const response = await route.fetch({ url: new URL(url.pathname + url.search, baseURL).href });
    await route.fulfill({ response });
  });
  await page.route('**/__embed-token.html', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><title>host</title><script src="/embed.js" data-origins="http://explorer.test:80"></script>
        <iframe id="practice" title="explorer" src="/?view=practice&n=2&kinds=fairseq-row&embed=1"></iframe>
        <iframe id="named" title="explorer elsewhere" src="http://explorer.test/?view=steps&embed=1" height="150"></iframe>`,
    }),
  );
  await page.goto('/__embed-token.html');
  await page.evaluate(() => {
    window.done = [];
    window.scores = [];
    addEventListener('message', (event) => {
      if (event.data && event.data.type === 'test:done') window.done.push(event.data.from);
    });
    document.addEventListener('pe-explorer:score', (event) => window.scores.push(event.detail.status));
  });
  const frame = page.locator('#practice');
  await expect.poll(async () => Number(await frame.getAttribute('data-pe-height'))).toBeGreaterThan(300);
  // data-origins with an explicit default port names the same origin as the frame's src. That
  // frame's every file comes through the route above (the page, its modules, the core's .wasm):
  // on a loaded machine it may need more than the default 20 s to be ready (a hang guard, not a
  // timing).
  await expect
    .poll(async () => Number(await page.locator('#named').getAttribute('data-pe-height')), { timeout: 90_000 })
    .toBeGreaterThan(300);
  // The real set's score is taken.
  const practice = page.frameLocator('#practice');
  const q = practice.locator('.practice-question').first();
  await q.getByRole('button', { name: 'Show the answer' }).click();
  await expect.poll(() => page.evaluate(() => window.scores.length)).toBeGreaterThan(0);
  const before = await page.evaluate(() => window.scores.length);
  const height = Number(await frame.getAttribute('data-pe-height'));
  // The frame navigated to another page of the explorer's own origin: same window, same origin,
  // and nothing it posts is taken.
  await page.evaluate(() => {
    document.getElementById('practice').contentWindow.location.href = '/__hostile/evil.html';
  });
  await page.waitForFunction(() => window.done.some((url) => url.endsWith('/__hostile/evil.html')));
  expect(Number(await frame.getAttribute('data-pe-height'))).toBe(height);
  expect(await page.evaluate(() => window.scores.length)).toBe(before);
});
