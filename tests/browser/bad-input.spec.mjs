// Bad input wherever it can enter the page: the URL query (every store key) and every text box
// a person can type into. Links: one bad value per key, each a full page load, the three kinds
// (a word, markup, far too long) taking turns so each is linked for three keys (the store's own
// test, tests/js/store.test.mjs, puts every bad value through every key without a page: here the
// page shows what the store refused). Each bad value gets the message for its parameter (naming it and its
// range), nothing throws, nothing is rendered as markup, no dialog opens, and a valid value
// afterwards shows the right numbers again. The JS API gets the same table in
// tests/js/bad-input.test.mjs.
import { expect, openView, test } from './fixtures.mjs';
import { BAD_TEXT, KEY_RULES } from '../shared/bad-values.mjs';
import { LEARNED, PE } from '../shared/golden.mjs';

const BAD = BAD_TEXT;

/** Nothing typed or linked became markup. */
async function expectNoMarkup(page, what) {
  const injected = await page.evaluate(() => ({
    img: document.querySelectorAll('img').length,
    inlineScript: document.querySelectorAll('script:not([src])').length,
    handlers: document.querySelectorAll('[onerror], [onload]').length,
    frames: document.querySelectorAll('iframe, object, embed').length,
  }));
  expect(injected, what).toEqual({ img: 0, inlineScript: 0, handlers: 0, frames: 0 });
}

const panelInput = (page, key) => page.locator(`#controls-panel [data-key="${key}"] input[role="spinbutton"]`);
const jumpInput = (page) => page.locator('#steps .stepper .control[data-key="step"] input[role="spinbutton"]');
async function type(locator, value) {
  await locator.fill(value);
  await locator.press('Enter');
}

// After bad input, a good value must show the right numbers, written out here: PE(pos) =
// sin/cos(pos / b^(2i/d)) in float64, rounded half away from zero to 6 decimals.
const STEPS = {
  'd=4 pos=3 base=10000 layout=interleaved': PE.d4_pos3.text, // tests/shared/golden.json
  'd=6 pos=3 base=10000 layout=interleaved': ['0.141120', '-0.989992', '0.138798', '0.990321', '0.006463', '0.999979'],
  'd=4 pos=3 base=100 layout=interleaved': ['0.141120', '-0.989992', '0.295520', '0.955336'], // 3/100^(2/4) = 0.3
  'd=4 pos=3 base=10000 layout=concatenated': PE.d4_pos3_concatenated.text, // tests/shared/golden.json
  'd=4 pos=5 base=10000 layout=interleaved': ['-0.958924', '0.283662', '0.049979', '0.998750'],
};
async function expectSteps(page, { d = 4, pos = 3, base = 10000, layout = 'interleaved' } = {}) {
  await type(jumpInput(page), String(d - 1)); // every dimension revealed
  const want = STEPS[`d=${d} pos=${pos} base=${base} layout=${layout}`];
  await expect(page.locator('#steps .vector-value')).toHaveText(want);
}
async function expectMatrixReadout(page) {
  await page.locator('#matrix canvas.heatmap-canvas').focus();
  await expect(page.locator('#matrix .heatmap-readout')).toHaveText('position 3, dimension 0: 0.141120'); // sin 3
}
async function expectProof(page, { k }) {
  expect(k).toBe(5);
  // PE(3)[0] = sin 3; M_5 PE(3) and PE(8) both give sin 8 = 0.989358.
  await expect(page.locator('.proof-vector-table tbody tr').first().locator('td')).toHaveText([
    '0.141120',
    '0.989358',
    '0.989358',
  ]);
}

// ---------------------------------------------------------------- entry point: the URL
// key -> the section that shows it, the message, the values that are in fact fine, and a
// check that a good value works afterwards.
const URL_KEYS = {
  d: {
    ...KEY_RULES.d,
    recover: async (page) => {
      await type(panelInput(page, 'd'), '6');
      await expectSteps(page, { d: 6 });
    },
  },
  n: {
    ...KEY_RULES.n,
    recover: async (page) => {
      await type(panelInput(page, 'n'), '10');
      await expectMatrixReadout(page);
    },
  },
  base: {
    ...KEY_RULES.base,
    recover: async (page) => {
      await type(panelInput(page, 'base'), '100');
      await expectSteps(page, { base: 100 });
    },
  },
  layout: {
    ...KEY_RULES.layout,
    recover: async (page) => {
      await page.locator('#controls-panel').getByRole('radio', { name: 'Concatenated' }).check();
      await expectSteps(page, { layout: 'concatenated' });
    },
  },
  offset: {
    ...KEY_RULES.offset,
    recover: async (page) => {
      await type(panelInput(page, 'offset'), '2');
      await expectMatrixReadout(page);
    },
  },
  pos: {
    ...KEY_RULES.pos,
    recover: async (page) => {
      await type(panelInput(page, 'pos'), '5');
      await expectSteps(page, { pos: 5 });
    },
  },
  k: {
    ...KEY_RULES.k,
    recover: async (page) => {
      await type(panelInput(page, 'k'), '5');
      await expectProof(page, { k: 5 });
    },
  },
  view: {
    ...KEY_RULES.view,
    recover: async (page) => {
      await page
        .getByRole('navigation', { name: 'Lesson sections' })
        .getByRole('link', { name: /Worked example/ })
        .click();
      await expectSteps(page);
    },
  },
  step: {
    ...KEY_RULES.step,
    recover: async (page) => {
      await expectSteps(page);
    },
  },
};

const tried = { url: 0, form: 0 };
/** What the link tests load, one per key in turn: a word, markup, and a value far too long for any key. */
const LINK_VALUES = ['a word', 'img markup', '10,000 characters'];

test.describe('through the URL', () => {
  for (const [index, [key, spec]] of Object.entries(URL_KEYS).entries()) {
    const linked = LINK_VALUES[index % LINK_VALUES.length];
    test(`?${key}= with a bad value (${linked})`, async ({ page }) => {
      for (const [label, raw] of BAD.filter(([name]) => name === linked)) {
        const what = `?${key}=${label}`;
        // A bad `view` is the link's view itself; any other key is linked to the section that shows it.
        if (key === 'view') await openView(page, raw);
        else await openView(page, spec.view ?? null, new URLSearchParams({ [key]: raw }).toString());
        tried.url += 1;
        const notice = page.locator('#page-notice');
        if (spec.fine?.includes(label)) {
          await expect(notice, what).toBeHidden();
          continue;
        }
        await expect(notice, what).toBeVisible();
        await expect(notice.locator('li'), what).toHaveCount(1);
        await expect(notice.locator('li'), what).toHaveText(spec.message);
        // The message quotes what it got, cut short, and the address bar drops the bad value.
        expect((await notice.locator('li').textContent()).length, what).toBeLessThan(300);
        expect(new URL(page.url()).searchParams.has(key), what).toBe(false);
        await expectNoMarkup(page, what);
      }
      // The page still works: the bad link loaded, then a good value.
      await spec.recover(page);
      console.log(`bad inputs: URL ?${key}= ${linked}`);
    });
  }
});

// ---------------------------------------------------------------- entry point: the form
// Every box a person can type into: the shared controls, the worked example's jump box and
// each section's own fields. `fine` lists the bad values that are good for that box.
// The number controls (controls.js) pass what is typed to store.set, which tests/js/store.test.mjs
// gives every bad value for every key; here they get one value of each kind (empty, not whole,
// not a number, markup, far too long) to show the message, aria-invalid and the URL kept.
// The sections' own boxes check input themselves and get every bad value.
const NUMBER_CONTROL_VALUES = ['empty', 'fractional', 'a word', 'img markup', '10,000 characters'];
const FIELDS = [
  ...['d', 'pos', 'base'].map((key) => ({
    view: 'steps',
    key,
    values: NUMBER_CONTROL_VALUES,
    input: (page) => panelInput(page, key),
    error: `#controls-panel [data-key="${key}"] .control-error`,
    message: URL_KEYS[key].message,
    fine: URL_KEYS[key].fine,
    recover: URL_KEYS[key].recover,
  })),
  ...['n', 'offset'].map((key) => ({
    view: 'matrix',
    // The heatmap keeps the cell it had focused: after n's recovery, offset's would read position 5.
    load: key === 'offset' ? 'matrix offset' : 'matrix',
    key,
    values: NUMBER_CONTROL_VALUES,
    input: (page) => panelInput(page, key),
    error: `#controls-panel [data-key="${key}"] .control-error`,
    message: URL_KEYS[key].message,
    fine: URL_KEYS[key].fine,
    recover: URL_KEYS[key].recover,
  })),
  {
    view: 'proof',
    key: 'k',
    values: NUMBER_CONTROL_VALUES,
    input: (page) => panelInput(page, 'k'),
    error: '#controls-panel [data-key="k"] .control-error',
    message: URL_KEYS.k.message,
    fine: URL_KEYS.k.fine,
    recover: URL_KEYS.k.recover,
  },
  {
    view: 'steps',
    key: 'step (jump box)',
    values: NUMBER_CONTROL_VALUES,
    input: jumpInput,
    error: '#steps .stepper .control[data-key="step"] .control-error',
    message: /step \(dimension in the worked example\) must be a whole number from 0 to [\d,]+/,
    fine: ['zero'],
    recover: (page) => expectSteps(page),
  },
  {
    view: 'matrix',
    key: 'dimensions to plot',
    input: (page) => page.locator('#matrix .dims-input'),
    error: '#matrix .dims-form .control-error',
    message: /dimension.* from 0 to 31/i,
    fine: ['zero'],
    recover: async (page) => {
      await type(page.locator('#matrix .dims-input'), '6, 7');
      await expect(page.locator('#matrix .dims-form .control-error')).toBeHidden();
      await expect(page.locator('#matrix .chart-summary').first()).toContainText('dimension 6 is a sine of pair 3');
    },
  },
  {
    view: 'input',
    key: 'word',
    input: (page) => page.getByLabel('word', { exact: true }),
    error: '#input .field .control-error',
    message: /token must be 1 to 64 bytes/,
    fine: BAD.map(([label]) => label).filter((label) => label !== 'empty' && label !== '10,000 characters'),
    recover: async (page) => {
      await type(page.getByLabel('word', { exact: true }), 'cat');
      await expect(page.locator('#input .field .control-error')).toBeHidden();
      // The markup typed earlier was shown as text, as a word.
      await expect(page.locator('#input')).toContainText('cat');
    },
  },
  {
    view: 'learned',
    key: 'max_len',
    input: (page) => page.getByLabel('max_len (rows)'),
    error: '#learned .field:has(input) >> nth=0 >> .control-error',
    message: /max_len must be a whole number from 1 to 100,000,000; got /,
    recover: async (page) => {
      await type(page.getByLabel('max_len (rows)'), '512');
      await type(page.getByLabel('d (width of each row)'), '768');
      await expect(page.locator('#learned .learned-count')).toContainText(LEARNED.bertBase.parametersText); // 512 x 768
    },
  },
  {
    view: 'learned',
    key: 'd (width of each row)',
    input: (page) => page.getByLabel('d (width of each row)'),
    error: '#learned .field:has(input) >> nth=1 >> .control-error',
    message: /d must be a whole number from 1 to 4,096; got /,
    recover: async (page) => {
      await type(page.getByLabel('d (width of each row)'), '768');
      await expect(page.locator('#learned .learned-count')).toContainText(LEARNED.bertBase.parametersText); // 512 x 768
    },
  },
  {
    view: 'conventions',
    key: 'position for the float32 check',
    input: (page) => page.getByLabel('position for the float32 check'),
    error: '#conventions .field .control-error',
    message: /position must be a whole number from 0 to 100,000,000; got /,
    fine: ['zero'],
    recover: async (page) => {
      await type(page.getByLabel('position for the float32 check'), '100');
      await expect(page.locator('#conventions .field .control-error')).toBeHidden();
    },
  },
  {
    view: 'why',
    key: 'sentence A',
    input: (page) => page.locator('#why input.sentence-input').first(),
    error: '#why .why-form .control-error',
    // B stays "the mat sat on the cat": anything else in A is not a reordering of it.
    // The page's words: Sentence A / Sentence B, never the API's tokensA / tokensB.
    message: /^(?!.*tokens[AB]).*(Sentence|sentence|1 to 64 bytes)/,
    fine: [],
    recover: async (page) => {
      await page.getByRole('button', { name: /^dog bites man/ }).click();
      await expect(page.locator('#why .why-form .control-error')).toBeHidden();
      // "dog" moves from 0 to 2: its output row moves by 0.222893 with PE (the demo's head in float64,
      // tests/shared/attention-reference.mjs, d = 8, seed 1).
      // Cells: position in A, in B, difference without PE, with PE (then with a causal mask).
      await expect(page.locator('#why .why-table tbody tr').first().locator('td').nth(3)).toHaveText('0.222893');
    },
  },
];

// The boxes of one section share a load (`load` names another when one cannot). Between them
// the shared controls go back to the values the next box's recovery expects (each recovery sets
// its own key).
const RESET = { steps: { d: '4', pos: '3', base: '10000' } };

test.describe('through the form', () => {
  for (const load of new Set(FIELDS.map((field) => field.load ?? field.view))) {
    const fields = FIELDS.filter((field) => (field.load ?? field.view) === load);
    const { view } = fields[0];
    test(`typing bad values into ${fields.map((field) => field.key).join(', ')} (${view})`, async ({ page }) => {
      await openView(page, view);
      for (const [index, field] of fields.entries()) {
        if (index > 0)
          for (const [key, value] of Object.entries(RESET[view] ?? {})) await type(panelInput(page, key), value);
        let before = page.url();
        const input = field.input(page);
        const error = page.locator(field.error);
        const values = BAD.filter(([label]) => !field.values || field.values.includes(label));
        for (const [label, raw] of values) {
          const what = `${field.key} = ${label}`;
          await type(input, raw);
          tried.form += 1;
          if (field.fine?.includes(label)) {
            await expect(error, what).toBeHidden();
            before = page.url();
          } else {
            await expect(error, what).toBeVisible();
            await expect(error, what).toHaveText(field.message);
            await expect(input, what).toHaveAttribute('aria-invalid', 'true');
            expect((await error.textContent()).length, what).toBeLessThan(400);
            if (field.key.length <= 6) expect(page.url(), `${what}: the URL keeps the last good state`).toBe(before);
          }
          await expectNoMarkup(page, what);
        }
        await field.recover(page);
        console.log(`bad inputs: form ${field.key} ${values.length}`);
      }
    });
  }
});

test.afterAll(() => {
  // Tests run in two workers; each prints the planned totals and what it tried itself.
  console.log(
    `bad inputs: URL ${Object.keys(URL_KEYS).length} (${Object.keys(URL_KEYS).length} keys), ` +
      `form ${FIELDS.reduce((sum, field) => sum + (field.values?.length ?? BAD.length), 0)} (${FIELDS.length} boxes); this worker tried URL ${tried.url}, form ${tried.form}`,
  );
});
