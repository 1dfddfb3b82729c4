// Shared by the browser specs: the `page` fixture fails its test on any console error, uncaught
// page error or dialog (an injected alert()), so no spec can pass while the page is quietly broken.
//
// Each test gets a new page (its own document, listeners, routes, init scripts and emulated
// media) in a browser context that the tests of a worker share, with one idle page kept open in
// it. A new context and tab per test, Playwright's default, cost about 2 s of CPU more per test
// on this 2-core machine (measured: 85 tests took 434 s of CPU, 236 s with the shared context):
// a new renderer process, with nothing compiled or cached, and Chromium's work for a new tab.
// While a page of the site stays open, Chromium opens the next tab of the same site in its
// process. Nothing a test does stays in the context for the next one: the lesson keeps no
// cookies, storage or service workers; pages the test opened are closed after it, and the
// permissions it asked for (test.use) are granted for it alone.
import { readFileSync } from 'node:fs';

import { expect, test as base } from '@playwright/test';

const VIEWPORT = { width: 1280, height: 720 };
// The context options this config leaves at Playwright's defaults for its per-test context. A
// test may set its viewport (set on its page) and permissions (granted for it); it cannot change
// these, which belong to the shared context (a test that needs to makes its own with
// browser.newContext()).
const FIXED = {
  locale: 'en-US',
  colorScheme: 'light',
  reducedMotion: 'no-preference',
  forcedColors: 'none',
  contrast: 'no-preference',
  acceptDownloads: true,
  serviceWorkers: 'allow',
  javaScriptEnabled: true,
  offline: false,
  isMobile: false,
  hasTouch: false,
  bypassCSP: false,
  ignoreHTTPSErrors: false,
  clientCertificates: undefined,
  deviceScaleFactor: undefined,
  extraHTTPHeaders: undefined,
  geolocation: undefined,
  httpCredentials: undefined,
  proxy: undefined,
  screen: undefined,
  storageState: undefined,
  timezoneId: undefined,
  userAgent: undefined,
};

// Page loads: every document a test's frames load (a goto, a reload, an iframe's page), counted
// in each browser context of the worker's browser while the test runs, including contexts the
// test makes itself, and left on the test as an annotation `page-loads` that the reporter
// (page-loads-reporter.mjs) and scripts/test.mjs sum. A load costs about 2 s of CPU here, so
// this is the browser stage's main cost that a spec controls.
const PAGE_LOADS = 'page-loads';

export const test = base.extend({
  pageLoads: [
    async ({ browser }, use, testInfo) => {
      let count = 0;
      const onRequest = (request) => {
        if (request.isNavigationRequest() && !/\/favicon\.svg$/.test(request.url())) count += 1;
      };
      const hooked = new Set();
      const hook = (context) => {
        if (hooked.has(context)) return;
        hooked.add(context);
        context.on('request', onRequest);
      };
      for (const context of browser.contexts()) hook(context);
      // The shared context is made on the page fixture's first use, and a test may make its own.
      const newContext = browser.newContext;
      browser.newContext = async (...args) => {
        const context = await newContext.apply(browser, args);
        hook(context);
        return context;
      };
      await use({ hook });
      browser.newContext = newContext;
      for (const context of hooked) context.off('request', onRequest);
      testInfo.annotations.push({ type: PAGE_LOADS, description: String(count) });
    },
    { auto: true },
  ],

  // Console errors a test provokes on purpose (a core that fails to load logs its failed request):
  // a RegExp that such messages match; any other console error still fails the test.
  expectedConsoleErrors: [null, { option: true }],

  // Made on first use, by the page fixture once it has checked the test's options: Playwright
  // fills any option not given here from the test that is running, so every one is given.
  shared: [
    async ({ browser }, use, workerInfo) => {
      let made;
      const open = () => {
        made ??= (async () => {
          const context = await browser.newContext({
            ...FIXED,
            permissions: [],
            viewport: VIEWPORT,
            baseURL: workerInfo.project.use.baseURL,
          });
          // As in Playwright's per-test context: no action or navigation timeout of its own, only
          // the test's (the config's hang guard).
          context.setDefaultTimeout(0);
          context.setDefaultNavigationTimeout(0);
          const keeper = await context.newPage();
          await keeper.goto('/favicon.svg');
          return { context, keeper };
        })();
        return made;
      };
      await use(open);
      if (made) await (await made).context.close();
    },
    { scope: 'worker' },
  ],

  // Playwright reads a fixture's dependencies from its parameter list, so each option is named.
  page: async (
    {
      shared,
      expectedConsoleErrors,
      viewport,
      permissions,
      contextOptions,
      locale,
      colorScheme,
      reducedMotion,
      forcedColors,
      contrast,
      acceptDownloads,
      serviceWorkers,
      javaScriptEnabled,
      offline,
      isMobile,
      hasTouch,
      bypassCSP,
      ignoreHTTPSErrors,
      clientCertificates,
      deviceScaleFactor,
      extraHTTPHeaders,
      geolocation,
      httpCredentials,
      proxy,
      screen,
      storageState,
      timezoneId,
      userAgent,
    },
    use,
  ) => {
    const options = {
      locale,
      colorScheme,
      reducedMotion,
      forcedColors,
      contrast,
      acceptDownloads,
      serviceWorkers,
      javaScriptEnabled,
      offline,
      isMobile,
      hasTouch,
      bypassCSP,
      ignoreHTTPSErrors,
      clientCertificates,
      deviceScaleFactor,
      extraHTTPHeaders,
      geolocation,
      httpCredentials,
      proxy,
      screen,
      storageState,
      timezoneId,
      userAgent,
    };
    const changed = [
      ...Object.keys(FIXED).filter((key) => options[key] !== FIXED[key]),
      ...Object.keys(contextOptions),
    ];
    if (!viewport) changed.push('viewport: null');
    if (changed.length)
      throw new Error(`the shared browser context cannot take ${changed.join(', ')}: use browser.newContext()`);
    const { context, keeper } = await shared();
    if (permissions?.length) await context.grantPermissions(permissions);
    const page = await context.newPage();
    if (viewport.width !== VIEWPORT.width || viewport.height !== VIEWPORT.height) await page.setViewportSize(viewport);
    const problems = [];
    // A console error fails the test, and so does a warning that carries an Error: the section
    // driver warns (does not throw) when a render fails with anything but a RangeError, which is a bug.
    const warnings = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && !expectedConsoleErrors?.test(message.text()))
        problems.push(`console: ${message.text()}`);
      if (message.type() === 'warning')
        warnings.push(
          Promise.all(
            message.args().map((arg) => arg.evaluate((value) => value instanceof Error).catch(() => false)),
          ).then((errors) => {
            if (errors.some(Boolean) && !expectedConsoleErrors?.test(message.text()))
              problems.push(`console warning with an Error: ${message.text()}`);
          }),
        );
    });
    page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
    page.on('dialog', (dialog) => {
      problems.push(`dialog: ${dialog.message()}`);
      dialog.dismiss();
    });
    await use(page);
    await Promise.all(warnings);
    for (const other of context.pages()) if (other !== keeper) await other.close();
    if (permissions?.length) await context.clearPermissions();
    await context.clearCookies();
    expect(problems).toEqual([]);
  },
});

export { expect };

// URL parameters that choose how the page looks, not what it shows (web/src/shell/store.js
// PAGE_MODES): the app reads them once, when the page starts, so only a page load changes them.
const PAGE_MODES = ['embed', 'projector', 'lang'];

/** `query` ("d=8&pos=3", "?d=8", "&d=8" or '') as URLSearchParams. */
const paramsOf = (query) => new URLSearchParams(String(query ?? '').replace(/^[?&]/, ''));

/**
 * Waits until the section shown is drawn (its code loaded, its first render done) and the fonts it
 * uses have loaded; it must be section `view` where that is one of the page's (VIEWS), and the
 * first where it is not (a link's refused view).
 */
async function drawn(page, view) {
  const section = page.locator('section.lesson-section:not([hidden])');
  await expect(section).toHaveAttribute('id', VIEWS.includes(view) ? view : VIEWS[0]);
  await expect(section).toBeVisible();
  // The driver marks the body busy while the section's code loads and renders it in the same
  // task as it removes the mark (web/src/shell/section-driver.js).
  await expect(section.locator('.section-body[aria-busy], .section-loading')).toHaveCount(0);
  // Checks that measure the layout need it laid out in the page's fonts (KaTeX's among them,
  // asked for once the page is laid out), not in a fallback font.
  await page.evaluate(async () => {
    void document.body.offsetHeight;
    await document.fonts.ready;
  });
}

/**
 * A first load of the page at `?view=<view>&<query>` (`view` null: the page's own first
 * section, from `/?<query>`; a view the page refuses shows the first section): waits until the
 * page is ready and the section drawn. For what only
 * a load does (a link's refused values and notes, the page modes, a language) and for a test's
 * first page; everything else moves with navigate(), which costs no page load.
 * @param {import('@playwright/test').Page} page
 * @param {string | null} view
 * @param {string} [query] e.g. 'd=8&pos=3' (a leading ? or & is dropped)
 */
export async function openView(page, view, query = '') {
  const rest = String(query).replace(/^[?&]/, '');
  if (paramsOf(rest).has('view'))
    throw new Error(`openView: give the view as its own argument, not in the query "${query}"`);
  // The query as given (a test of a link's raw text keeps its own encoding).
  const search = [view === null ? '' : `view=${encodeURIComponent(view)}`, rest].filter(Boolean).join('&');
  await page.goto(`/${search ? `?${search}` : ''}`);
  await expect(page.locator('html')).toHaveAttribute('data-ready', 'true');
  await drawn(page, view ?? VIEWS[0]);
}

/**
 * Moves the page that openView() loaded to the state of the link `?<query>` without loading it
 * again: the address changes through history.pushState and the app reads it on the popstate
 * that follows, as it does when the reader goes Back (web/src/shell/app.js). Waits until the
 * link's section is drawn, with the page scrolled to the top and nothing focused, as a load
 * leaves it. Only for values the store accepts: a link's refused values are
 * reported on a first load only (openView). The page modes (embed, projector, lang) are the
 * page's: a query may repeat them but not change them; those it leaves out are kept.
 * @param {import('@playwright/test').Page} page
 * @param {string} query e.g. 'view=rope&d=8' (a leading ? or & is dropped)
 */
export async function navigate(page, query) {
  const current = new URL(page.url());
  if ((await page.locator('html').getAttribute('data-ready')) !== 'true' || current.protocol === 'about:')
    throw new Error('navigate: the page has not loaded the lesson (openView first)');
  const params = paramsOf(query);
  for (const mode of PAGE_MODES) {
    const now = current.searchParams.get(mode);
    if (params.has(mode) && params.get(mode) !== now)
      throw new Error(
        `navigate: ${mode} is read when the page loads; it cannot change from ${now} to ${params.get(mode)} (openView)`,
      );
    if (!params.has(mode) && now !== null) params.set(mode, now);
  }
  await page.evaluate((search) => {
    // As a first load would leave it: nothing focused, the top of the page in view.
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
    history.pushState(null, '', `${location.pathname}${search ? `?${search}` : ''}`);
    dispatchEvent(new PopStateEvent('popstate'));
    window.scrollTo(0, 0);
  }, params.toString());
  await drawn(page, params.get('view') ?? VIEWS[0]);
}

/**
 * Holds every request of `page` matching `pattern` until the returned release() is called, so a
 * test can act while the page is surely still waiting for it (a race made certain).
 * @returns {Promise<() => void>}
 */
export async function holdRequests(page, pattern) {
  let release;
  const held = new Promise((resolve) => {
    release = resolve;
  });
  await page.route(pattern, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/**
 * Every section of the page, in order: the list in web/src/sections/index.js, each name mapped
 * through its import to the id its file declares. Read as text: the section modules need a DOM.
 */
export const VIEWS = (() => {
  const folder = new URL('../../web/src/sections/', import.meta.url);
  const index = readFileSync(new URL('index.js', folder), 'utf8');
  const files = Object.fromEntries(
    [...index.matchAll(/^import (\w+) from '\.\/([\w-]+\/[\w-]+\.js)';$/gm)].map((m) => [m[1], m[2]]),
  );
  const names = /export const sections = \[([^\]]*)\]/
    .exec(index)[1]
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean); // the formatter's trailing comma leaves an empty last name
  // The section's id is the first field of its default export (a file may hold other records
  // with an id before it: the conventions section's variants start with 'paper').
  return names.map(
    (name) => /^export default \{\n\s*id: '([a-z-]+)',$/m.exec(readFileSync(new URL(files[name], folder), 'utf8'))[1],
  );
})();

/**
 * Checks that `locator` shows `value` in scientific notation with `digits` decimals ("2.22e-16", or
 * "0"), without formatting it here: the text must have that shape and, read back as a number, lie
 * within half a unit of its last digit of `value`. For rounding-level numbers (residuals, float32
 * errors) that only the core's own arithmetic determines, where no written-out value can be
 * independent of the code under test; the caller also bounds the value itself. `slack` widens the
 * check for a reference that models the core's float32 arithmetic to within a float32 ulp or so.
 */
export async function expectScientific(locator, value, digits, { slack = 0 } = {}) {
  const shape = new RegExp(`^(0|-?[1-9]\\.\\d{${digits}}e-?\\d+)$`);
  await expect(locator).toHaveText(shape);
  const text = (await locator.textContent()).trim();
  if (value === 0) {
    expect(text).toBe('0');
    return;
  }
  const exponent = Math.floor(Math.log10(Math.abs(Number(text))));
  const halfUnit = 0.5 * 10 ** (exponent - digits);
  expect(Math.abs(Number(text) - value), `${text} shows ${value}`).toBeLessThanOrEqual(halfUnit * (1 + 1e-9) + slack);
}

/**
 * Adds and removes `count` <pe-explorer> elements on `page` (a page that loads pe-explorer.js),
 * one at a time, each on the next of `views`: each is removed once it is ready, and the next
 * one waits a task so the removal's clean-up has run.
 */
export function explorerCycles(page, count, views) {
  return page.evaluate(
    async ({ n, names }) => {
      for (let i = 0; i < n; i += 1) {
        const element = document.createElement('pe-explorer');
        element.setAttribute('view', names[i % names.length]);
        const ready = new Promise((resolve) => {
          element.addEventListener('ready', resolve, { once: true });
        });
        document.body.append(element);
        await ready;
        element.remove();
        await new Promise((resolve) => {
          setTimeout(resolve, 0);
        });
      }
    },
    { n: count, names: views },
  );
}
