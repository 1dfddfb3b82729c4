// The app's parts that are plain functions (contents.js, controls-panel.js, claims.js,
// section-driver.js, page-words.js, format.js's strict number syntax), without a page.
// Expected values are literals written here, never the page's formatter for the same call.
import { unbroken } from './i18n-node.mjs';
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';

import { loadCore } from '../../dist/pe-core.mjs';
import { applyInitial, createClaims, linkMessage, noticeLead } from '../../web/src/shell/claims.js';
import { pagerLabels, positionText } from '../../web/src/shell/contents.js';
import { resetKeys, valuesSummary } from '../../web/src/shell/controls-panel.js';
import { parseStrictNumber } from '../../web/src/kit/format.js';
import { inPageWords, pageWords, wordsFor } from '../../web/src/kit/page-words.js';
import { renderErrorText, startErrorText } from '../../web/src/shell/section-driver.js';
import { createStore } from '../../web/src/shell/store.js';

const SECTIONS = [
  { id: 'one', title: 'First', controls: ['d', 'pos'] },
  { id: 'two', title: 'Second', controls: ['d', 'n'], defaults: { n: 8 } },
  { id: 'three', title: 'Third', controls: [] },
];

describe('contents and pager', () => {
  test('pager labels at the first, a middle and the last section', () => {
    assert.deepEqual(pagerLabels(SECTIONS, 0), { prev: null, next: '2. Second →' });
    assert.deepEqual(pagerLabels(SECTIONS, 1), { prev: '← 1. First', next: '3. Third →' });
    assert.deepEqual(pagerLabels(SECTIONS, 2), { prev: '← 2. Second', next: null });
    assert.deepEqual(pagerLabels([SECTIONS[0]], 0), { prev: null, next: null });
  });
  test('the folded contents line', () => {
    assert.equal(positionText(SECTIONS, 1), '2 of 3: Second');
  });
});

describe('controls panel', () => {
  const settings = {
    d: {},
    n: {},
    pos: {},
    step: { below: { key: 'd', symbol: 'd' } },
    head: { below: { key: 'heads' } },
  };
  test('Reset forgets the controls, defaults, own settings and own controls, and what is counted below them', () => {
    assert.deepEqual(resetKeys(SECTIONS[0], new Set(), settings), ['d', 'pos', 'step']);
    assert.deepEqual(resetKeys(SECTIONS[1], new Set(['words']), settings), ['d', 'n', 'words', 'step']);
    assert.deepEqual(resetKeys({ id: 'x', settings: { heads: {} } }, new Set(), settings), ['heads', 'head']);
    assert.deepEqual(resetKeys(SECTIONS[2], new Set(), settings), []);
  });
  test('the folded panel lists the values: whole numbers with separators, others trimmed, words as they are', () => {
    assert.equal(
      valuesSummary(['d', 'n', 'base', 'layout'], { d: 32, n: 131072, base: 10000.5, layout: 'interleaved' }),
      ['d = 32', 'n = 131,072', 'base = 10000.5', 'layout = interleaved'].map(unbroken).join(' · '),
    );
    assert.equal(valuesSummary([], { d: 4 }), '');
  });
});

describe('refused link values', () => {
  test('the words on the page and on an element', () => {
    assert.equal(linkMessage('d must be a whole number.'), 'd must be a whole number. The link’s value was not used.');
    assert.equal(noticeLead(true), 'Some values in this link could not be used, so the page kept its own:');
    assert.equal(
      noticeLead(false),
      'Some values in this element’s attributes could not be used, so the explorer kept its own:',
    );
  });
  test('initial values: a query drops bad values one by one; attributes are applied one at a time', async () => {
    const core = await loadCore();
    const store = createStore({ core, sections: SECTIONS, urlSync: false });
    const { errors, notes } = applyInitial(store, '?view=two&d=0&n=5');
    assert.deepEqual(Object.keys(errors), ['d']);
    assert.deepEqual(notes, {});
    assert.equal(store.get().n, 5);
    const element = createStore({ core, sections: SECTIONS, urlSync: false });
    assert.deepEqual(Object.keys(applyInitial(element, { view: 'two', d: 'x', n: '7' }).errors), ['d']);
    assert.equal(element.get().n, 7);
    assert.equal(element.get().view, 'two');
  });
  test('a claimed control shows the refused value until its key changes; Reset clears it', () => {
    const shown = [];
    const handle = { showError: (text) => shown.push(text), clearError: () => shown.push('cleared') };
    const claims = createClaims({ d: 'd must be at most 8.' });
    const forget = claims.claim('d', handle);
    assert.deepEqual(shown, ['d must be at most 8. The link’s value was not used.']);
    claims.clearErrors(['d', 'n']);
    assert.deepEqual(shown.at(-1), 'cleared');
    claims.changed(['d']);
    claims.claim('d', { showError: () => assert.fail('the key changed: no message any more') });
    forget();
    claims.clearErrors(['d']);
    assert.equal(shown.length, 2, 'a forgotten control is not cleared again');
  });
});

describe('core messages in the page’s words', () => {
  test('shared words: dModel is d, positions is n only where a message says "positions must"', () => {
    assert.equal(pageWords('dModel must be at most 2048; got 4096'), 'd must be at most 2048; got 4096');
    assert.equal(pageWords('positions must be at least 1'), 'n must be at least 1');
    assert.equal(pageWords('out must be positions * dModel = 12'), 'out must be positions * d = 12');
  });
  test("a section's own words, whole words only", () => {
    const words = { maxDistance: 'max_distance', tokensA: 'Sentence A' };
    assert.equal(
      inPageWords('maxDistance must exceed numBuckets; tokensA is empty; maxDistances', words),
      'max_distance must exceed numBuckets; Sentence A is empty; maxDistances',
    );
    assert.equal(wordsFor(words)('dModel and maxDistance'), 'd and max_distance');
  });
  test('the error line and the start failure say it in the section’s words, as a sentence', () => {
    const words = { trainLength: 'L (training length)' };
    assert.equal(
      renderErrorText('trainLength must be at least 2', words, false),
      'L (training length) must be at least 2.',
    );
    assert.equal(
      renderErrorText('dModel must be even.', {}, true),
      'd must be even. Still showing the result for the last values that worked.',
    );
    assert.equal(startErrorText('dModel is odd', {}), 'This section could not start: d is odd');
  });
});

describe('format: one number syntax (counts are Fluent plurals: tests/js/shell-words.test.mjs)', () => {
  test('strict numbers: no hex, no Infinity, no empty text, no trailing garbage', () => {
    assert.equal(parseStrictNumber('1e3'), 1000);
    assert.equal(parseStrictNumber('-.5'), -0.5);
    assert.equal(parseStrictNumber('+7.'), 7);
    for (const bad of ['', '0x10', 'Infinity', '1 2', '3px', '.']) assert.ok(Number.isNaN(parseStrictNumber(bad)), bad);
  });
});
