// web/README.md's worked example, run as written: its section file and its one line in the
// section list are taken from the README's code blocks, bundled with the page's own sources
// (esbuild, as scripts/build.mjs does) and served in place of dist/app.js. The page must gain
// the section with no other edit: contents entry, heading, controls, URL, pager and the
// core's numbers. If the section format changes, this fails until the README is brought up to date.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import * as esbuild from 'esbuild';

import { expect, test } from './fixtures.mjs';
import { messagesPlugin } from '../../scripts/messages.mjs';

const webSource = new URL('../../web/src/', import.meta.url);
const readme = readFileSync(new URL('../../web/README.md', import.meta.url), 'utf8');
const sectionFile = /`src\/sections\/angle\/angle\.js`[^\n]*\n\n```js\n([\s\S]*?)```/.exec(readme)?.[1];
const listLines = /```js\n(import angle from '\.\/angle\/angle\.js';\nexport const sections = \[[^\]]*\];)\n```/.exec(
  readme,
)?.[1];

/** dist/app.js as it would be with the README's section added to web/src. */
async function bundleWithAngle() {
  const sectionsFolder = fileURLToPath(new URL('sections/', webSource));
  const result = await esbuild.build({
    entryPoints: [fileURLToPath(new URL('shell/main.js', webSource))],
    bundle: true,
    format: 'esm',
    write: false,
    outdir: 'unused', // nothing is written: the bundle stays in memory
    loader: { '.woff2': 'file', '.woff': 'file', '.ttf': 'file' },
    logLevel: 'silent',
    plugins: [
      {
        name: 'readme-section',
        setup(build) {
          build.onResolve({ filter: /(^|\/)pe-core\.mjs$/ }, () => ({ path: './pe-core.mjs', external: true }));
          build.onResolve({ filter: /^\.\/angle\/angle\.js$/ }, () => ({ path: 'angle.js', namespace: 'readme' }));
          build.onLoad({ filter: /.*/, namespace: 'readme' }, () => ({ contents: sectionFile, loader: 'js' }));
          // Its imports resolve from src/sections/angle/, where the README puts the file (the
          // folder does not exist, so esbuild's resolveDir cannot be used).
          build.onResolve({ filter: /^\./, namespace: 'readme' }, (args) => ({
            path: join(sectionsFolder, 'angle', args.path),
          }));
          // The section list with the README's line in place of its own last line.
          build.onLoad({ filter: /[\\/]sections[\\/]index\.js$/ }, (args) => {
            const list = readFileSync(args.path, 'utf8');
            const withAngle = list.replace(/^export const sections = \[[^\]]*\];$/m, listLines);
            if (withAngle === list)
              throw new Error('sections/index.js has no `export const sections = [...]` line to replace');
            // The README's line keeps every section the page has, in order, and adds angle last.
            const names = (text) =>
              /export const sections = \[([^\]]*)\]/
                .exec(text)[1]
                .split(',')
                .map((name) => name.trim())
                .filter(Boolean);
            const kept = JSON.stringify([...names(list), 'angle']);
            if (JSON.stringify(names(withAngle)) !== kept)
              throw new Error(`web/README.md's section list must be the page's list plus angle: ${kept}`);
            return { contents: withAngle, loader: 'js' };
          });
        },
      },
      // The page's messages, as the build gives them (the new section has none of its own).
      messagesPlugin(),
    ],
  });
  return result.outputFiles.find((file) => file.path.endsWith('.js')).text;
}

test('the README’s new section works from one file and one line', async ({ page }) => {
  expect(sectionFile, 'web/README.md shows src/sections/angle.js').toBeTruthy();
  expect(listLines, 'web/README.md shows the line added to src/sections/index.js').toBeTruthy();
  const app = await bundleWithAngle();
  await page.route('**/app.js', (route) => route.fulfill({ contentType: 'text/javascript', body: app }));

  await page.goto('/?view=angle&d=8&pos=5');
  await page.waitForSelector('html[data-ready="true"]');
  const section = page.locator('#angle');
  await expect(section.locator('h2')).toHaveText('One angle');
  await expect(page.locator('.toc-link').last()).toContainText('One angle');
  await expect(section.locator('.section-kicker')).toHaveText(/^Section (\d+) of \1$/);
  // The shared controls it lists, and the angles pos · ω_i = 5 · 10000^(-2i/8), from the core.
  await expect(section.locator('#controls-panel [data-key="d"] input[role="spinbutton"]')).toHaveValue('8');
  // 5 · 10000^(-2i/8) = 5, 0.5, 0.05, 0.005.
  const expected = ['5.000000', '0.500000', '0.050000', '0.005000'].map((a, i) => `pair ${i}: angle ${a} rad at pos 5`);
  await expect(section.locator('.angle-list li')).toHaveText(expected);
  // A change through its control re-renders it and rewrites the URL; a bad value is refused at the control.
  const pos = section.locator('#controls-panel [data-key="pos"] input[role="spinbutton"]');
  await pos.fill('7');
  await pos.press('Enter');
  await expect(page).toHaveURL(/pos=7/);
  await expect(section.locator('.angle-list li').first()).toHaveText('pair 0: angle 7.000000 rad at pos 7');
  await pos.fill('-1');
  await pos.press('Enter');
  await expect(section.locator('#controls-panel [data-key="pos"] .control-error')).toContainText(
    'pos (position) must be a whole number from 0',
  );
  // The pager leads back into the lesson.
  await expect(page.locator('#pager-prev')).toBeVisible();
  await expect(page.locator('#pager-next')).toBeHidden();
});
