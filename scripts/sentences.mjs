#!/usr/bin/env node
// Every sentence the page writes in one language, at the ends of every setting: for a translator
// to read their language where the numbers are extreme (d = 1, the largest pos, one head) and
// each choice is made. Each section is opened at its defaults; then, one at a time, each number
// control is set to the lowest and the highest value it states (aria-valuemin, aria-valuemax)
// and each radio button and select option is picked. After each, the section's text (every
// <details> open) and its aria-labels go to build/sentences-<code>.txt.
//
// It prints the lines where the page failed to fill in a value (undefined, NaN, [object …], a
// { $placeable } left as it is) and exits 1 if there are any, or a page error. Not part of
// npm test: it takes 2-3 minutes a language.
//
// Usage: node scripts/sentences.mjs --lang=es   (after npm run build)
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

import { LANGUAGES } from '../web/locales/languages.js';
import { sectionIds } from './messages.mjs';
import { startServer } from './serve.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { values: options } = parseArgs({ options: { lang: { type: 'string', default: 'en' } } });
if (!LANGUAGES.some((language) => language.code === options.lang)) {
  console.error(`sentences: --lang must be one of ${LANGUAGES.map((l) => l.code).join(', ')}; got ${options.lang}`);
  process.exit(2);
}
const UNFILLED = /undefined|NaN|\[object |\{ ?\$|Infinity/;

/** In the page: the settings of section `id` to try, as [kind, index, value]. */
function settingsOf(id) {
  const shown = (node) => node.offsetParent !== null;
  const section = document.getElementById(id);
  const settings = [];
  [...section.querySelectorAll('.control-input')].filter(shown).forEach((input, index) => {
    if (input.tagName === 'SELECT') for (const option of input.options) settings.push(['input', index, option.value]);
    for (const end of ['aria-valuemin', 'aria-valuemax'])
      if (input.hasAttribute(end)) settings.push(['input', index, input.getAttribute(end)]);
  });
  [...section.querySelectorAll('input[type="radio"]')].filter(shown).forEach((_, index) => {
    settings.push(['radio', index, null]);
  });
  return settings;
}

/** In the page: applies one setting (null: none), then returns the section's words, or null. */
async function wordsAfter({ id, setting }) {
  const shown = (node) => node.offsetParent !== null;
  const section = document.getElementById(id);
  if (setting) {
    const [kind, index, value] = setting;
    const selector = kind === 'radio' ? 'input[type="radio"]' : '.control-input';
    const target = [...section.querySelectorAll(selector)].filter(shown)[index];
    if (!target) return null; // an earlier setting hid it
    if (kind === 'radio') target.click();
    else {
      target.value = value;
      target.dispatchEvent(new Event('change', { bubbles: true }));
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  for (const details of section.querySelectorAll('details')) details.open = true;
  const labels = [...section.querySelectorAll('[aria-label]')].map(
    (node) => `[aria-label] ${node.getAttribute('aria-label')}`,
  );
  return [section.innerText, ...labels].join('\n');
}

const { chromium } = await import('@playwright/test');
const server = await startServer({ port: 4185 });
const origin = `http://127.0.0.1:${server.address().port}`;
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});
const lines = [];
const problems = [];
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  for (const id of sectionIds()) {
    await page.goto(`${origin}/?lang=${options.lang}&view=${id}`);
    await page.waitForSelector('html[data-ready="true"]');
    for (const setting of [null, ...(await page.evaluate(settingsOf, id))]) {
      const words = await page.evaluate(wordsAfter, { id, setting });
      if (words === null) continue;
      const where = `${id}: ${setting ? `${setting[0]} ${setting[1]}${setting[2] === null ? '' : ` = ${setting[2]}`}` : 'defaults'}`;
      lines.push(`===== ${where}`, words);
      for (const line of words.split('\n')) if (UNFILLED.test(line)) problems.push(`${where}: ${line.slice(0, 200)}`);
    }
  }
} finally {
  await browser.close();
  server.close();
}
const out = join(root, 'build', `sentences-${options.lang}.txt`);
mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, `${lines.join('\n')}\n`);
const settings = lines.filter((line) => line.startsWith('===== ')).length;
console.log(
  `sentences: ${options.lang}, ${settings} settings of ${sectionIds().length} sections; their words in ${out}`,
);
for (const problem of [...new Set(problems)]) console.log(`  ${problem}`);
process.exit(problems.length ? 1 : 0);
