// What each view costs to open: every file the browser fetches when a reader opens one section
// directly (`/?view=<id>`), until the page is ready and the network has been quiet, counted as
// a static host sends it (gzip level 9 of the file in dist/). Run by scripts/bench.mjs; the
// default view's first load has a budget (issue 25: at most 250 KB); the default view in each
// language is measured too.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

import { LANGUAGES } from '../../web/locales/languages.js';

export const FIRST_LOAD_BUDGET = 250 * 1024;

/** The bytes of one load of `query`: { files: [{ path, raw, gzip }], raw, gzip }. */
async function loadBytes(browser, origin, dist, query) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, serviceWorkers: 'block' });
  const page = await context.newPage();
  const paths = new Set();
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.origin === origin) paths.add(url.pathname);
  });
  await page.goto(`${origin}/${query}`, { waitUntil: 'networkidle' });
  await page.waitForSelector('html[data-ready="true"]');
  await page.waitForLoadState('networkidle');
  await context.close();
  if (errors.length) throw new Error(`${query}: page errors: ${errors.join('; ')}`);
  const files = [...paths].sort().map((path) => {
    const bytes = readFileSync(join(dist, path.endsWith('/') ? `${path}index.html` : path));
    return { path, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
  });
  return {
    files,
    raw: files.reduce((sum, file) => sum + file.raw, 0),
    gzip: files.reduce((sum, file) => sum + file.gzip, 0),
  };
}

/** The sections' ids in reading order, from the page's own contents. */
async function viewsOf(browser, origin) {
  const page = await browser.newPage();
  await page.goto(`${origin}/`);
  await page.waitForSelector('html[data-ready="true"]');
  const views = await page.$$eval('.toc-link', (links) =>
    links.map((link) => new URL(link.href).searchParams.get('view')),
  );
  await page.close();
  return views;
}

/**
 * Every view opened directly, and the default view embedded (`?embed=1`); with `smoke`, the
 * default view only (npm test checks that the measurement works, not what it measures).
 */
export async function bytesBenchmark(browser, origin, { dist, smoke = false }) {
  const views = await viewsOf(browser, origin);
  const rows = [];
  for (const [index, view] of views.entries()) {
    if (smoke && index > 0) break;
    const query = index === 0 ? '' : `?view=${view}`;
    rows.push({ view, query: query || '/', ...(await loadBytes(browser, origin, dist, query)) });
  }
  if (smoke) return rows;
  const embed = await loadBytes(browser, origin, dist, `?view=${views[0]}&embed=1`);
  rows.push({ view: `${views[0]} (embed)`, query: `?view=${views[0]}&embed=1`, ...embed });
  // The default view in each of the other languages: only that language's messages load.
  for (const language of LANGUAGES.filter((l) => !l.pseudo && l.code !== 'en')) {
    const query = `?lang=${language.code}`;
    rows.push({ view: `${views[0]} (${language.code})`, query, ...(await loadBytes(browser, origin, dist, query)) });
  }
  return rows;
}

export function formatBytes(rows, where) {
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  const lines = [`page: first load of each view opened directly, gzip level 9 (${where})`];
  for (const row of rows)
    lines.push(
      `  ${row.view.padEnd(24)} ${String(row.files.length).padStart(3)} files ${kb(row.gzip).padStart(10)} gzip ${kb(row.raw).padStart(11)} raw`,
    );
  const first = rows[0];
  lines.push(
    `  default view: ${kb(first.gzip)} against a budget of ${kb(FIRST_LOAD_BUDGET)}: ${first.gzip <= FIRST_LOAD_BUDGET ? 'met' : 'NOT met'}`,
  );
  lines.push('  default view, file by file:');
  for (const file of [...first.files].sort((a, b) => b.gzip - a.gzip))
    lines.push(`    ${file.path.padEnd(48)} ${kb(file.gzip).padStart(10)} gzip`);
  return lines.join('\n');
}
