// web/README.md's worked example, run as written: its section file and its one line in the
// section list are taken from the README's code blocks, bundled with the page's own sources
// (esbuild, as scripts/build.mjs does) and served in place of dist/app.js; its lines of en.ftl
// and es.ftl are added to the page's messages, split into groups as the build splits them (the
// title with the page's, the angle-… messages with the section's). The page must gain the
// section with no other edit: contents entry, heading, controls, URL, pager and the core's
// numbers, in its words, in English and in Spanish. If the section format or the messages'
// rules change, this fails until the README is brought up to date.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { FluentParser, FluentSerializer } from '@fluent/syntax';
import * as esbuild from 'esbuild';

import { expect, test } from './fixtures.mjs';
import { groupOf, messagesPlugin, sectionIds } from '../../scripts/messages.mjs';

const webSource = new URL('../../web/src/', import.meta.url);
const readme = readFileSync(new URL('../../web/README.md', import.meta.url), 'utf8');
const sectionFile = /`src\/sections\/angle\/angle\.js`[^\n]*\n\n```js\n([\s\S]*?)```/.exec(readme)?.[1];
const listLines = /```js\n(import angle from '\.\/angle\/angle\.js';\nexport const sections = \[[^\]]*\];)\n```/.exec(
  readme,
)?.[1];
/** The README's lines of a locale file (the ```ftl block after its name), by language. */
const ftlLines = Object.fromEntries(
  ['en', 'es'].map((code) => [
    code,
    new RegExp(`\`web/locales/${code}\\.ftl\`[^\\n]*\\n\\n\`\`\`ftl\\n([\\s\\S]*?)\`\`\``).exec(readme)?.[1],
  ]),
);

/** Message ids of Fluent text, each with its placeholders ($names, sorted). */
function messagesOf(ftl) {
  const resource = new FluentParser({ withSpans: false }).parse(ftl);
  const junk = resource.body.filter((entry) => entry.type === 'Junk');
  if (junk.length) throw new Error(`web/README.md's Fluent lines do not parse: ${junk[0].content}`);
  return Object.fromEntries(
    resource.body
      .filter((entry) => entry.type === 'Message')
      .map((entry) => [
        entry.id.name,
        [...new Set([...serialize(entry).matchAll(/\{ \$(\w+)/g)].map((m) => m[1]))].sort(),
      ]),
  );
}
const serialize = (entry) => new FluentSerializer().serializeEntry(entry);

/**
 * The README's lines of each language, by the group the build would put them in (the section's
 * folder, src/sections/angle/, exists once a reader adds it): { code: { group: ftl } }.
 */
function groupsOf(lines) {
  const sections = [...sectionIds(), 'angle'];
  const groups = {};
  for (const [code, ftl] of Object.entries(lines)) {
    groups[code] = {};
    for (const entry of new FluentParser({ withSpans: false }).parse(ftl).body) {
      if (entry.type !== 'Message') continue;
      const group = groupOf(entry.id.name, sections);
      entry.comment = null;
      groups[code][group] = (groups[code][group] ?? '') + serialize(entry);
    }
  }
  return groups;
}

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
      // The page's messages, as the build gives them, with the README's lines added to their groups.
      {
        name: 'readme-messages',
        setup(build) {
          build.onResolve({ filter: /^pe-messages$/ }, () => ({ path: 'load.js', namespace: 'readme-messages' }));
          build.onResolve({ filter: /^pe-messages-of-the-page$/ }, () => ({
            path: 'pe-messages',
            namespace: 'pe-messages',
          }));
          build.onLoad({ filter: /.*/, namespace: 'readme-messages' }, () => ({
            contents: `import load from 'pe-messages-of-the-page';
const added = ${JSON.stringify(groupsOf(ftlLines))};
export default (code, group) => load(code, group).then((text) => text + (added[code]?.[group] ?? ''));
`,
            loader: 'js',
          }));
        },
      },
      messagesPlugin(),
    ],
  });
  return result.outputFiles.find((file) => file.path.endsWith('.js')).text;
}

test('the README’s new section works from one file, one line and its messages', async ({ page }) => {
  expect(sectionFile, 'web/README.md shows src/sections/angle.js').toBeTruthy();
  expect(listLines, 'web/README.md shows the line added to src/sections/index.js').toBeTruthy();
  expect(ftlLines.en, 'web/README.md shows the lines added to web/locales/en.ftl').toBeTruthy();
  expect(ftlLines.es, 'web/README.md shows the lines added to web/locales/es.ftl').toBeTruthy();
  // As the locales check asks of every file: the same ids, each with the same placeholders;
  // the title and the section's own messages (ids beginning with its id).
  const english = messagesOf(ftlLines.en);
  expect(messagesOf(ftlLines.es)).toEqual(english);
  expect(Object.keys(english)).toContain('title-angle');
  expect(Object.keys(english).filter((id) => id.startsWith('angle-')).length).toBeGreaterThan(0);
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
  // Its narration comes from its message, with the maths typeset from the placeables.
  await expect(section.locator('.section-body p').first()).toContainText('turns by');
  await expect(section.locator('.section-body p').first().locator('math, .katex').first()).toBeVisible();

  // In Spanish: its title, narration and sentences from es.ftl's lines, the numbers with a
  // decimal comma (each placeable isolated, U+2068…U+2069).
  await page.goto('/?lang=es&view=angle&d=8&pos=5');
  await page.waitForSelector('html[data-ready="true"]');
  await expect(section.locator('h2')).toHaveText('Un ángulo');
  await expect(page.locator('.toc-link').last()).toContainText('Un ángulo');
  await expect(section.locator('.section-body p').first()).toContainText('gira');
  const plain = (texts) => texts.map((text) => text.replace(/[\u2066-\u2069]/g, ''));
  await expect
    .poll(async () => plain(await section.locator('.angle-list li').allTextContents()))
    .toEqual(
      ['5,000000', '0,500000', '0,050000', '0,005000'].map((a, i) => `par ${i}: ángulo ${a} rad en la posición 5`),
    );
});
