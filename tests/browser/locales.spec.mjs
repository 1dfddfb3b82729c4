// Every section in every language and both pseudo-locales, at 360 px: the document says its
// language and direction, no text is left in another language (outside maths, code and the
// field's names), nothing runs off the screen or is cut off, and axe finds nothing. One page per
// language; the pager walks it through the sections (each loads its words with its code).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

import { expect, test } from './fixtures.mjs';
import { cutOffReport, foreignTextReport, overflowReport } from './page-checks.mjs';
import { expectLeftToRight } from './visual-order.mjs';
import { LANGUAGES } from '../../web/locales/languages.js';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const SECTIONS = [
  ...readFileSync(new URL('../../web/src/sections/index.js', import.meta.url), 'utf8').matchAll(
    /^import \w+ from '\.\/(\w+)\/section\.js';$/gm,
  ),
].map((match) => match[1]);

// Names the field writes in Latin letters in every language, and the page's own product names.
const NAMES = [
  // Libraries and models the conventions section quotes by name, and keys named on the keyboard.
  'RoFormer',
  'NeoX',
  'Meta',
  'OpenAI',
  'Whisper',
  'DistilBERT',
  'Marian',
  'MusicGen',
  'Annotated',
  'Harvard',
  'tutorials',
  'Home',
  'End',
  'Esc',
  'Shift',
  'Enter',
  'Space',
  'Tab',
  // Authors the lab cites, and its separator token (a symbol of the model, like code).
  'Ruoss',
  'Kazemnejad',
  'SEP',
  // Keys, methods, models, papers' authors and glosses the glossaries keep beside a term.
  'Page',
  'Down',
  'aware',
  'LaTeX',
  'Letter',
  'BLOOM',
  'MPT',
  'Flan',
  'DeiT',
  'Longformer',
  'RoBERTa',
  'logits',
  'token',
  'bucket',
  'buckets',
  'dtype',
  'offset',
  'query',
  'value',
  'Smith',
  'Lewis',
  'Toeplitz',
  'perplexity',
  'passkey',
  'fine',
  'tuning',
  // Maths written as text (d/dpos, PE(600, dim)) and a model's name (GPT-2 small).
  'dpos',
  'dim',
  'small',
  'RoPE',
  'ALiBi',
  'T5',
  'NTK',
  'YaRN',
  'BERT',
  'GPT',
  'LLaMA',
  'Llama',
  'PaLM',
  'Transformer',
  'Transformers',
  'WebAssembly',
  'SIMD',
  'JavaScript',
  'PyTorch',
  // The lab's take-home script: the language and the optimiser's module path it names.
  'Python',
  'torch',
  'optim',
  'TensorFlow',
  'Keras',
  'JAX',
  'Flax',
  'NumPy',
  'Hugging',
  'Face',
  'HuggingFace',
  'fairseq',
  'tensor2tensor',
  'Trax',
  'Mesh',
  'softmax',
  'Vaswani',
  'Press',
  'Raffel',
  'Haviv',
  'Chen',
  'Peng',
  'Su',
  'SCORM',
  'CSV',
  'PDF',
  'LMS',
  'iframe',
  'Chart',
  'KaTeX',
  'Adam',
  'AdamW',
  'English',
  'Español',
  'sin',
  'cos',
  'max',
  'min',
  'log',
  'exp',
  'len',
  'base',
  'pos',
  'NoPE',
  'XPos',
  'xPos',
  'Kerple',
  'FIRE',
  'CoPE',
  'GitHub',
  'MIT',
  'sinusoidal',
  'relative',
  'learned',
  'none',
  'alibi',
  't5',
  'rope',
  'nope',
];

// How foreignTextReport (page-checks.mjs) finds text left in English, from the language's entry
// in languages.js: the pseudo-locales leave no plain Latin word; a language in another script
// writes no Latin words but names; one in Latin letters writes no English function words.
const modeOf = (language) => (language.pseudo ? 'pseudo' : language.script === 'Latn' ? 'english' : 'script');

test.use({ viewport: { width: 360, height: 740 } });

// axe is most of this spec's time (about 25 s of the 28 s a language took, most of it in
// color-contrast over the big tables and in scanning every section shown before, hidden but
// still in the document). So:
// - Each step of the walk scans the section on show, with the pager and the contents (their
//   words name the section), not the whole document; once the walk is done, one scan of the
//   document without its sections (each was scanned when shown) covers the shell (header,
//   language menu, contents, pager) and the document's own rules (lang, title) in the language.
// - color-contrast runs for the right-to-left languages only. A language changes words, not
//   colours: sections.spec.mjs checks contrast in every section in light, dark and projector mode
//   (in English), and the overflow and cut-off checks here catch text pushed out of its box.
//   Right to left, the layout is mirrored (text over other backgrounds, scroll cues, borders on
//   the other side), so there it is checked again, in every section and the shell.
// The other rules (names, roles, labels, lang attributes, structure) run everywhere, every time.
const CONTRAST_CHECKED = new Set(LANGUAGES.filter((l) => l.dir === 'rtl' && !l.pseudo).map((l) => l.code));
// The pseudo-locales are there for the words (none left unmarked, none run off or cut off when
// 40% longer or mirrored), not for axe: their names, roles and labels are English's, which
// sections.spec.mjs scans, and Arabic's walk scans the mirrored layout. Leaving axe out of their
// walks took about 60 s of test time off the browser stage.
const AXE_CHECKED = new Set(LANGUAGES.filter((l) => !l.pseudo).map((l) => l.code));

/** axe's violations in `include` (selectors; null: the document but its sections), one line each. */
async function scan(page, include, contrast) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const found = await page.evaluate(
    async ({ tags, selectors, withContrast }) => {
      const context = selectors
        ? { include: selectors.map((selector) => [selector]) }
        : { exclude: [['.lesson-section']] };
      const results = await window.axe.run(context, {
        resultTypes: ['violations'],
        runOnly: { type: 'tag', values: tags },
        rules: withContrast ? {} : { 'color-contrast': { enabled: false } },
      });
      return {
        ran: results.passes.length + results.violations.length,
        violations: results.violations.map(
          (v) =>
            `${v.id}: ${v.nodes
              .map((n) => n.target.join(' '))
              .slice(0, 3)
              .join(', ')}`,
        ),
      };
    },
    { tags: TAGS, selectors: include, withContrast: contrast },
  );
  expect(found.ran, `axe checked nothing in ${include ?? 'the document'}`).toBeGreaterThan(0);
  return found.violations;
}

async function drawn(page, id) {
  await expect(page.locator(`#${id}`)).toBeVisible();
  await expect(page.locator(`#${id} .section-body[aria-busy]`)).toHaveCount(0);
  await expect(page.locator(`#${id} .section-loading`)).toHaveCount(0);
}

for (const language of LANGUAGES.filter((l) => l.code !== 'en')) {
  test(`${language.code}: every section in its language, at 360 px, nothing cut off${AXE_CHECKED.has(language.code) ? ', axe clean' : ''}`, async ({
    page,
  }) => {
    test.setTimeout(600_000);
    await page.goto(`/?lang=${language.code}&view=${SECTIONS[0]}`);
    await page.waitForSelector('html[data-ready="true"]');
    const html = page.locator('html');
    await expect(html).toHaveAttribute('lang', language.code);
    await expect(html).toHaveAttribute('dir', language.dir);
    await expect(page.locator('#language-menu select')).toHaveValue(language.pseudo ? 'en' : language.code);
    const contrast = CONTRAST_CHECKED.has(language.code);
    const problems = [];
    for (const [index, id] of SECTIONS.entries()) {
      if (index > 0) await page.locator('#pager-next').click();
      await drawn(page, id);
      await page.evaluate(() => {
        for (const details of document.querySelectorAll('main details')) details.open = true;
      });
      // The pseudo-locales' lists are joined by Intl.ListFormat in English ("A, B and C").
      const foreign = await page.evaluate(foreignTextReport, {
        rootSelector: 'body',
        mode: modeOf(language),
        names: language.pseudo ? [...NAMES, 'and'] : NAMES,
      });
      problems.push(...foreign.map((line) => `${id}: not in ${language.code}: ${line}`));
      const overflow = await page.evaluate(overflowReport, 'body');
      problems.push(...overflow.problems.map((line) => `${id}: ${line}`));
      if (overflow.pageWidth > overflow.width)
        problems.push(`${id}: the page scrolls sideways (${overflow.pageWidth} px)`);
      problems.push(...(await page.evaluate(cutOffReport, 'body')).map((line) => `${id}: ${line}`));
      if (AXE_CHECKED.has(language.code))
        problems.push(
          ...(await scan(page, [`#${id}`, '#pager', '#toc'], contrast)).map((line) => `${id}: axe ${line}`),
        );
    }
    if (AXE_CHECKED.has(language.code))
      problems.push(...(await scan(page, null, contrast)).map((line) => `the page around the sections: axe ${line}`));
    expect(problems).toEqual([]);
  });
}

test('choosing a language: the browser’s, the menu, links, and <pe-explorer lang>', async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ locale: 'es-MX', viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (error) => errors.push(String(error)));
    // A reader whose browser asks for Mexican Spanish reads Spanish.
    await page.goto('/?view=formula&d=8');
    await page.waitForSelector('html[data-ready="true"]');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page).toHaveTitle('La fórmula · Explorador de codificación posicional');
    // The link printed with the section carries the language and the values.
    await expect(page.locator('#formula .print-url')).toContainText('lang=es');
    await expect(page.locator('#formula .print-url')).toContainText('d=8');
    // The menu reloads in the chosen language, keeping the section and its values.
    await page.locator('#language-menu select').selectOption('ar');
    await page.waitForURL(/lang=ar/);
    await page.waitForSelector('html[data-ready="true"]');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    expect(new URL(page.url()).searchParams.get('d')).toBe('8');
    await expect(page.locator('#formula .section-title')).toHaveText('الصيغة');
    // ?lang= wins over the browser's languages; an unknown code is English.
    await page.goto('/?lang=xx&view=why');
    await page.waitForSelector('html[data-ready="true"]');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es'); // the browser's, after an unknown ?lang=
    // ... and says so in the language shown, the code asked for isolated (U+2068…U+2069).
    await expect(page.locator('.language-notice p')).toHaveText(
      'Esta lección no está disponible en «\u2068xx\u2069»; se muestra en español.',
    );
    // An element speaks its own lang, set on the root of its shadow tree.
    await page.goto('/examples/component.html');
    const element = page.locator('pe-explorer').first();
    await element.evaluate((node) => node.setAttribute('lang', 'zh-CN'));
    await expect
      .poll(() => element.evaluate((node) => node.shadowRoot.querySelector('.pe-root')?.getAttribute('lang')))
      .toBe('zh-CN');
    await expect(element.locator('.section-title').first()).toHaveText(/[\u4e00-\u9fff]/);
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
});

// Asking for a language the module does not have (?lang=, an element's own lang) shows a note
// saying what was asked and what is shown, which can be dismissed; a language it has, or one it
// reads (es-MX), shows none, and so do the browser's languages, a preference rather than a request.
test('a language asked for that the page does not have is said so; the browser’s languages are not', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const notice = page.locator('.language-notice');
  await page.goto('/?lang=xx&view=why');
  await page.waitForSelector('html[data-ready="true"]');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  // The code asked for is isolated (U+2068…U+2069) in English too: it is typed text.
  await expect(notice.locator('p')).toHaveText(
    'This lesson is not available in “\u2068xx\u2069”; it is shown in English.',
  );
  await notice.getByRole('button', { name: 'Dismiss' }).click();
  await expect(notice).toHaveCount(0);
  await page.goto('/?lang=zh-TW&view=why'); // traditional characters: not zh-CN
  await page.waitForSelector('html[data-ready="true"]');
  await expect(notice.locator('p')).toHaveText(
    'This lesson is not available in “\u2068zh-TW\u2069”; it is shown in English.',
  );
  for (const lang of ['es', 'es-MX', 'en-GB']) {
    await page.goto(`/?lang=${lang}&view=why`);
    await page.waitForSelector('html[data-ready="true"]');
    await expect(page.locator('#why .section-title')).toBeVisible();
    await expect(notice, `?lang=${lang}`).toHaveCount(0);
  }
  // An element's own lang: the note is in its shadow tree, and goes when the lang is one it has.
  await page.goto('/examples/component.html');
  const element = page.locator('pe-explorer').first();
  await expect(element).toHaveAttribute('data-ready', 'true');
  await element.evaluate((node) => node.setAttribute('lang', 'xx'));
  await expect(element.locator('.language-notice p')).toHaveText(
    'This lesson is not available in “\u2068xx\u2069”; it is shown in English.',
  );
  await element.evaluate((node) => node.setAttribute('lang', 'en'));
  await expect(element.locator('.language-notice')).toHaveCount(0);

  // A reader whose browser asks for French reads English, with no note.
  const context = await browser.newContext({ locale: 'fr', viewport: { width: 1280, height: 800 } });
  try {
    const french = await context.newPage();
    await french.goto('/?view=why');
    await french.waitForSelector('html[data-ready="true"]');
    await expect(french.locator('html')).toHaveAttribute('lang', 'en');
    await expect(french.locator('#why .section-title')).toBeVisible();
    await expect(french.locator('.language-notice')).toHaveCount(0);
  } finally {
    await context.close();
  }
});

// Issue 37 item 9: ?lang= is read the same way by the notice and by the choice of language
// (trimmed, any case, - or _), so ?lang=%20es%20 shows Spanish with no note (it showed English
// with none); and the value asked for is isolated in English too, so an override in it ends with
// the quote instead of reversing the rest of the note (read from the layout: the text is the same).
test('?lang= trimmed, in any case, with _ picks the language; an override in it stays inside the quote', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const notice = page.locator('.language-notice');
  for (const lang of ['%20es%20', 'ES', 'es_MX']) {
    await page.goto(`/?lang=${lang}&view=why`);
    await page.waitForSelector('html[data-ready="true"]');
    await expect(page.locator('html'), `?lang=${lang}`).toHaveAttribute('lang', 'es');
    await expect(notice, `?lang=${lang}`).toHaveCount(0);
  }
  await page.setViewportSize({ width: 1600, height: 900 });
  await page.goto('/?lang=%E2%80%AExx&view=why');
  await page.waitForSelector('html[data-ready="true"]');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(notice.locator('p')).toContainText('; it is shown in English.');
  await expectLeftToRight(notice.locator('p'), ['; it is shown', 'English.']);
});
