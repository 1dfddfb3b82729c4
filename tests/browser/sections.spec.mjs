// Every check that only reads a section, one test per group of sections (test.step names each
// check; a failed check does not stop the others). A group loads the page once as a person first
// sees it and once in projector mode, and reaches each of its other sections by its link in the
// table of contents (the page builds a section the first time it is shown), which is how a
// reader moves through the lesson. For each section:
// - the section is drawn, and no sentence points to the notes it was written from;
// - the section runs under the strict Content-Security-Policy with no violation
//   (csp.spec.mjs has the policy itself, embed mode and the exports);
// - every canvas has a text alternative and its data as a table;
// - axe-core (WCAG 2.0/2.1 A and AA) in light, dark and projector mode, with every <details> open;
// - Tab reaches every control of the section, and focus is always visible;
// - (bias) projector mode looks the same under a dark system theme.
// A page load costs more than most of these checks on a loaded 2-core machine: each section was
// once loaded five times (axe light and dark, axe projector, Tab, canvases, CSP), then twice
// (its own load and its projector load); loading ?view=<each section> directly is left to the
// sections' own specs and largest-pos-links.spec. Projector mode is read once, when the page
// starts (app.js), so it keeps its own load.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

import { VIEWS, expect, openView, test } from './fixtures.mjs';

// axe-core itself, put into the page once per load and run there as often as needed. The
// Playwright wrapper (@axe-core/playwright's AxeBuilder) injects it again for every scan and
// finishes each scan in a new blank page: about 2.5 s a scan on this machine before axe checks
// anything (measured: a one-rule scan took 2.6-3.8 s through it, 0.1-0.7 s here).
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
// A colour scheme changes colours only, so after the full scan the other schemes are scanned
// with the rules that read colours. Projector mode is styling too (projector.css: sizes and a
// light palette on the same DOM), so it gets the colour rules and the one rule that depends on
// size: a table that scrolls only at projector sizes must still be reachable by keyboard.
// Details are collected for violations only (axe's resultTypes), most of a scan's time on a
// page of large tables.
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];
const PROJECTOR_RULES = [...COLOUR_RULES, 'scrollable-region-focusable'];

// The canvases each section shows to assistive technology (not aria-hidden), at least: the
// canvas check must not pass by finding none. Together more than 8, as when one test counted
// them over every section.
const MIN_CANVASES = { formula: 3, matrix: 3, rope: 1, similarity: 2, bias: 6, extension: 1, conventions: 2 };

/** Opens every <details> and the optional extras (token embeddings), so axe sees them too. */
async function expandEverything(page) {
  await page.evaluate(() => {
    for (const details of document.querySelectorAll('details')) details.open = true;
  });
  const toggle = page.locator('#similarity-tokens:visible');
  if (await toggle.count()) await toggle.check();
}

/**
 * One axe scan of the page as it is now: `rules` null is the full WCAG 2.1 AA set. Returns the
 * violations, one line each. The lesson page has no frames: a scan of the top document sees all
 * of it (the check below fails if a section ever adds one, which the scan would then have to enter).
 *
 * `whole`: the whole document, for the first section of a load (the shell: header, language menu,
 * contents, pager, in the mode of that load); otherwise the section with the pager and the
 * contents (their words and current mark follow the section). A section shown before stays in
 * the document, hidden: scanning the document again at each later section re-walked all of
 * them and the shell to check nothing new. Rules that
 * compare with the rest of the page (duplicate ids, the ids aria-* attributes point to) still
 * look the other nodes up in the whole document.
 */
async function scan(page, view, label, rules, whole) {
  expect(page.frames(), `${view} (${label}): a frame the scan would not enter`).toHaveLength(1);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const results = await page.evaluate(
    async ({ only, tags, include }) => {
      const context = include ? { include: include.map((selector) => [selector]) } : document;
      const found = await window.axe.run(context, {
        resultTypes: ['violations'],
        runOnly: only ? { type: 'rule', values: only } : { type: 'tag', values: tags },
      });
      return {
        passes: found.passes.length,
        violations: found.violations.map((violation) => ({
          id: violation.id,
          targets: violation.nodes.map((node) => node.target.join(' ')),
        })),
      };
    },
    { only: rules, tags: TAGS, include: whole ? null : [`#${view}`, '#pager', '#toc'] },
  );
  expect(results.passes).toBeGreaterThan(0); // the scan really ran
  return results.violations.map(
    (violation) => `${view} (${label}) ${violation.id}: ${violation.targets.slice(0, 3).join(', ')}`,
  );
}

/** In every frame, from the first script on: the page's CSP violations. */
function recordViolations() {
  window.__violations = [];
  document.addEventListener('securitypolicyviolation', (event) => {
    window.__violations.push(
      `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
    );
  });
}
/** The violations recorded since the last call (each is reported once, with the section it came in). */
async function violations(page) {
  const found = [];
  for (const frame of page.frames())
    found.push(
      ...(await frame
        .evaluate(() => {
          const list = window.__violations || [];
          window.__violations = [];
          return list;
        })
        .catch(() => [])),
    );
  return found;
}

/** Reads the section's canvases: role, name, description and data table of each. */
function canvasesOf(id) {
  return [...document.querySelectorAll(`#${id} canvas`)]
    .filter((canvas) => canvas.getAttribute('aria-hidden') !== 'true')
    .map((canvas) => {
      const holder = canvas.closest('.heatmap') || canvas.closest('.chart-box')?.parentElement;
      // The description is beside the chart, or named by aria-describedby (one for two charts).
      const refs = (canvas.getAttribute('aria-describedby') || '')
        .split(' ')
        .filter(Boolean)
        .map((ref) => document.getElementById(ref));
      const described = refs.map((node) => node?.textContent.trim() || '').join(' ');
      const descriptions = [
        holder?.querySelector('.chart-description'),
        ...refs.map((node) => node?.closest('.chart-description')),
      ];
      return {
        role: canvas.getAttribute('role'),
        label: canvas.getAttribute('aria-label') || '',
        table: descriptions.some((node) => node?.querySelector('table')) || Boolean(canvas.closest('.heatmap')),
        summary: holder?.querySelector('.chart-summary')?.textContent.trim() || described,
      };
    });
}

// Everything Tab should reach inside the section (one stop per radio group), as selectors.
function tabbables() {
  const section = document.querySelector('.lesson-section:not([hidden])');
  const visible = (node) => node.getClientRects().length > 0 && getComputedStyle(node).visibility !== 'hidden';
  const candidates = [
    ...document.querySelectorAll(
      'main a[href], main button, main input, main select, main textarea, main summary, main [tabindex]',
    ),
  ].filter(
    (node) =>
      (section.contains(node) || node.closest('#pager')) && visible(node) && !node.disabled && node.tabIndex >= 0,
  );
  // A radio group is one stop: its checked radio, or its first when none is checked.
  const seenGroups = new Set();
  const stopOf = (node) =>
    candidates.find((other) => other.type === 'radio' && other.name === node.name && other.checked) || node;
  return candidates
    .filter((node) => {
      if (node.type !== 'radio') return true;
      if (seenGroups.has(node.name)) return false;
      seenGroups.add(node.name);
      return true;
    })
    .map((node) => (node.type === 'radio' ? stopOf(node) : node))
    .map(
      (node) =>
        node.id ||
        `${node.tagName}:${node.getAttribute('aria-label') || node.textContent.trim().slice(0, 40)}:${node.name || ''}`,
    );
}

// Records, in the page, where each Tab press leaves the focus: a stop is added when the key goes
// down and filled when it comes up (focus has moved by then), with null for focus outside <main>.
// A press whose key-up never reaches the page (focus left the document) stays null. One
// round trip per press instead of two: the stops are read once, after the last press.
function recordTabStops() {
  window.__tabStops = [];
  if (window.__tabStopsRecorded) return; // once per document: a second pair would push two stops a press
  window.__tabStopsRecorded = true;
  addEventListener(
    'keydown',
    (event) => {
      if (event.key === 'Tab') window.__tabStops.push(null);
    },
    true,
  );
  addEventListener(
    'keyup',
    (event) => {
      if (event.key !== 'Tab' || !window.__tabStops.length) return;
      const node = document.activeElement;
      if (!node?.closest('main')) return;
      const style = getComputedStyle(node);
      const ring =
        (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) ||
        (style.boxShadow && style.boxShadow !== 'none');
      window.__tabStops[window.__tabStops.length - 1] = {
        key:
          node.id ||
          `${node.tagName}:${node.getAttribute('aria-label') || node.textContent.trim().slice(0, 40)}:${node.name || ''}`,
        ring,
      };
    },
    true,
  );
}

/** The colours of the page's first 4,000 nodes, as one string. */
const colours = (page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('body, main, main *')]
      .slice(0, 4000)
      .map((node) => {
        const style = getComputedStyle(node);
        return `${style.color}|${style.backgroundColor}|${style.borderTopColor}`;
      })
      .join(';'),
  );

/**
 * Shows section `view` through its link in the table of contents, as a reader would. Projector
 * mode hides the contents (the presenter steps with the pager), so the link is clicked in the page.
 */
async function show(page, view) {
  await page.evaluate((index) => document.querySelectorAll('#toc-list a.toc-link')[index].click(), VIEWS.indexOf(view));
  await expect(page.locator(`#${view}`)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`[?&]view=${view}(&|$)`));
  // Its code loads on its first show: the checks below count what it draws.
  await expect(page.locator(`#${view} .section-body[aria-busy]`)).toHaveCount(0);
}

// Sections dealt round-robin into groups, so that the slow ones (tables, many charts) spread over
// the groups and the groups over Playwright's workers.
const GROUPS = 4;
const groups = Array.from({ length: GROUPS }, (_, g) => VIEWS.filter((_, i) => i % GROUPS === g)).filter(
  (group) => group.length,
);

for (const group of groups) {
  test(`${group.join(', ')}: CSP, canvases, axe in light, dark and projector mode, Tab order and focus`, async ({
    page,
  }) => {
    test.setTimeout(120_000 * group.length); // a hang guard: seven checks per section on a loaded machine
    await page.addInitScript(recordViolations);
    await page.emulateMedia({ colorScheme: 'light' });
    await openView(page, group[0]);

    for (const [index, view] of group.entries()) {
      if (index > 0) await show(page, view);

      await test.step(`${view}: the section is drawn`, async () => {
        await expect.soft(page.locator(`#${view} .section-body`)).not.toBeEmpty();
      });

      // Students cannot see the notes the module was written from: no sentence may point to them.
      await test.step(`${view}: no sentence points to source notes the reader cannot see`, async () => {
        const text = await page.locator(`#${view}`).textContent();
        expect
          .soft(text, view)
          .not.toMatch(/lecture (notes|deck)|study note|source note|one of the (notes|seeds)|this module is based on/i);
      });

      // As the page first shows it: nothing in it opened yet.
      await test.step(`${view}: every canvas has a text alternative and its data as a table`, async () => {
        const found = await page.evaluate(canvasesOf, view);
        for (const canvas of found) {
          expect.soft(canvas.role, `${view}: canvas role`).toBe('img');
          expect.soft(canvas.label.length, `${view}: canvas label "${canvas.label}"`).toBeGreaterThan(15);
          expect
            .soft(canvas.summary.length, `${view}: a text description beside "${canvas.label}"`)
            .toBeGreaterThan(15);
          expect.soft(canvas.table, `${view}: a data table for "${canvas.label}"`).toBe(true);
        }
        expect.soft(found.length, `${view}: canvases found`).toBeGreaterThanOrEqual(MIN_CANVASES[view] ?? 0);
        console.log(`canvases with a text alternative in ${view}: ${found.length}`);
      });

      // Each scan has every <details> open: it sees what the closed state shows (the summaries)
      // and everything behind them.
      await test.step(`${view}: axe, light: no WCAG 2.1 AA violation`, async () => {
        await expandEverything(page);
        expect.soft(await scan(page, view, 'light', null, index === 0)).toEqual([]);
      });
      await test.step(`${view}: axe, dark: no colour violation`, async () => {
        await page.emulateMedia({ colorScheme: 'dark' });
        expect.soft(await scan(page, view, 'dark', COLOUR_RULES, index === 0)).toEqual([]);
      });

      // Tab walks the section with its <details> open (axe changed nothing): light, and the
      // token embeddings, opened for axe, closed again.
      await test.step(`${view}: Tab reaches every control, and focus is always visible`, async () => {
        await page.emulateMedia({ colorScheme: 'light' });
        const toggle = page.locator('#similarity-tokens:visible');
        if (await toggle.count()) await toggle.uncheck();
        const wanted = await page.evaluate(tabbables);
        await page.evaluate(recordTabStops);
        await page.locator(`#${view}-title`).focus();
        // One press more than there are stops: the last must leave <main>.
        for (let i = 0; i <= wanted.length; i += 1) await page.keyboard.press('Tab');
        const reached = [];
        for (const info of await page.evaluate(() => window.__tabStops)) {
          if (!info) break;
          expect.soft(info.ring, `${view}: focus ring on ${info.key}`).toBe(true);
          reached.push(info.key);
        }
        expect.soft(reached, `${view}: Tab order`).toEqual(wanted);
        console.log(`keyboard ${view}: ${reached.length} tab stops, each with a visible focus ring`);
      });

      await test.step(`${view}: no CSP violation`, async () => {
        expect.soft(await violations(page)).toEqual([]);
      });
    }

    // Projector mode is light whatever the system theme (projector.css), so it is scanned once;
    // the bias section also checks that a dark system really changes nothing in it.
    await openView(page, group[0], 'projector=1');
    for (const [index, view] of group.entries()) {
      if (index > 0) await show(page, view);
      await test.step(`${view}: axe, projector mode: no colour or scrolling violation`, async () => {
        await expandEverything(page);
        expect.soft(await scan(page, view, 'projector', PROJECTOR_RULES, index === 0)).toEqual([]);
      });
      if (view === 'bias') {
        await test.step(`${view}: projector mode looks the same under a dark system theme`, async () => {
          const light = await colours(page);
          await page.emulateMedia({ colorScheme: 'dark' });
          expect.soft(await colours(page)).toBe(light);
          await page.emulateMedia({ colorScheme: 'light' });
        });
      }
      await test.step(`${view}: no CSP violation in projector mode`, async () => {
        expect.soft(await violations(page)).toEqual([]);
      });
    }
  });
}
