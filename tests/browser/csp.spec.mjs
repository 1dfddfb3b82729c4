// The strict Content-Security-Policy: the page (embed and projector modes, the exports) and the
// web component run with zero violations. dist/index.html carries the policy in a meta tag;
// scripts/serve.mjs sends it as a header too; both take it from scripts/csp.mjs. Every section
// in the normal and projector page is checked in sections.spec.mjs, on the load it shares with
// the other checks that read a section.
import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures.mjs';

import { CONTENT_SECURITY_POLICY as POLICY } from '../../scripts/csp.mjs';

test('dist/index.html ships the strict policy in a meta tag', () => {
  const html = readFileSync(new URL('../../dist/index.html', import.meta.url), 'utf8');
  expect(html).toContain(`<meta http-equiv="Content-Security-Policy" content="${POLICY}">`);
  expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/); // no inline script
  expect(html).not.toMatch(/\sstyle=/); // no inline style
});

test('the server sends the same policy as a header', async ({ request }) => {
  const answer = await request.get('/');
  expect(answer.headers()['content-security-policy']).toBe(POLICY);
});

test.describe('in the browser', () => {
  let problems;
  test.beforeEach(async ({ page }) => {
    problems = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`console: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
    // In every frame: any violation fails the test.
    await page.addInitScript(() => {
      window.__violations = [];
      document.addEventListener('securitypolicyviolation', (event) => {
        window.__violations.push(
          `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
        );
      });
    });
  });
  test.afterEach(async ({ page }) => {
    const violations = [];
    for (const frame of page.frames())
      violations.push(...(await frame.evaluate(() => window.__violations || []).catch(() => [])));
    expect(violations).toEqual([]);
    expect(problems).toEqual([]);
  });

  test('embed and projector mode, and the exports run under the policy', async ({ page }) => {
    await page.goto('/?view=matrix&d=8&n=10&embed=1&projector=1');
    await page.waitForSelector('html[data-ready="true"]');
    // Each export is awaited as its own download event: no clock decides whether it happened.
    const names = [];
    for (const name of ['Save map (PNG)', 'Save matrix (CSV)', 'Save chart (PNG)']) {
      const [download] = await Promise.all([
        page.waitForEvent('download', { timeout: 0 }),
        page.locator('#matrix').getByRole('button', { name }).first().click(),
      ]);
      names.push(download.suggestedFilename());
    }
    expect(names).toHaveLength(3);
  });

  test('the web component and an embedding iframe run under the policy on a host page', async ({ page }) => {
    await page.goto('/examples/component.html');
    await expect(page.locator('#first')).toHaveAttribute('data-ready', 'true');
    await expect(page.locator('#second')).toHaveAttribute('data-ready', 'true');
    await page.evaluate(() => document.getElementById('second').setAttribute('view', 'matrix'));
    await expect(page.locator('#second .heatmap-canvas')).toBeVisible();
    await page.goto('/examples/iframe.html');
    await expect
      .poll(async () => Number(await page.locator('iframe').getAttribute('data-pe-height')))
      .toBeGreaterThan(700);
  });
});
