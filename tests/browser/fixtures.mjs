// Shared by the browser specs: the `page` fixture fails its test on any console error, uncaught
// page error or dialog (an injected alert()), so no spec can pass while the page is quietly broken.
import { readFileSync } from 'node:fs';

import { expect, test as base } from '@playwright/test';

export const test = base.extend({
  page: async ({ page }, use) => {
    const problems = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`console: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
    page.on('dialog', (dialog) => {
      problems.push(`dialog: ${dialog.message()}`);
      dialog.dismiss();
    });
    await use(page);
    expect(problems).toEqual([]);
  },
});

export { expect };

/** Every section of the full page, in order: the `<section class="lesson-section">`s of index.html. */
export const VIEWS = [...readFileSync(new URL('../../web/index.html', import.meta.url), 'utf8')
  .matchAll(/<section id="([a-z-]+)" class="lesson-section"/g)].map((match) => match[1]);
