// The shell's and the shared widgets' words in the page's language (issue 28): the store's
// refusals, the pager, the controls' value descriptions (Fluent plurals, not plural()), the
// heatmap's counts and the unit circle's turns, in English and in the other locales. Expected
// texts are written here by hand from the locale files' sentences and the numbers given.
import { inLanguage, unbroken } from './i18n-node.mjs';
import assert from 'node:assert/strict';
import { afterEach, test } from 'node:test';

import { describeHeadDimension } from '../../web/src/kit/controls.js';
import { describeCell, heatmapWords } from '../../web/src/kit/heatmap.js';
import { turnsText } from '../../web/src/kit/unit-circle.js';
import { pagerLabels, positionText } from '../../web/src/shell/contents.js';
import { valuesSummary } from '../../web/src/shell/controls-panel.js';
import { checkValue, SHARED_SETTINGS } from '../../web/src/shell/store.js';

// Outside the source language Fluent isolates each placeable (U+2068 … U+2069): read without them.
const plain = (text) => text.replace(/[\u2066-\u2069]/g, '');

afterEach(() => inLanguage('en'));

const RANGES = {
  d: { kind: 'integer', min: 1, max: 60 },
  layout: { kind: 'choice', choices: ['interleaved', 'concatenated'] },
  base: { kind: 'number', min: 1, max: 100, minExclusive: true },
};
const check = (key, raw, names) => checkValue(key, raw, { names, ranges: RANGES, viewIds: ['why', 'formula'] });

test('the store refuses a value in the page’s language, with the setting’s name, the range and the value given', async () => {
  // The value given is typed text, isolated in English too (issue 37 item 9).
  assert.equal(
    check('d', '0', { d: 'd (model width)' }).error,
    'd (model width) must be a whole number from 1 to 60; got \u2068"0"\u2069.',
  );
  assert.equal(
    check('layout', 'x', { layout: 'layout' }).error,
    'layout must be "interleaved" or "concatenated"; got \u2068"x"\u2069.',
  );
  assert.equal(
    check('view', 'nope', { view: 'view (section)' }).error,
    'view (section) must be one of why, formula; got \u2068"nope"\u2069.',
  );
  await inLanguage('es');
  assert.equal(
    plain(check('d', '0', { d: 'd (anchura del modelo)' }).error),
    'd (anchura del modelo) debe ser un número entero entre 1 y 60; se recibió "0".',
  );
  assert.equal(
    plain(check('layout', 'x', { layout: 'disposición' }).error),
    'disposición debe ser "interleaved" o "concatenated"; se recibió "x".',
  );
  assert.equal(
    plain(check('base', '1', { base: 'base b' }).error),
    'base b debe ser un número mayor que 1 y como máximo 100; se recibió "1".',
  );
  await inLanguage('zh-CN');
  assert.equal(
    plain(check('view', 'nope', { view: 'view' }).error),
    'view 必须是以下之一：why、formula；收到的是 "nope"。',
  );
});

test('a setting’s name is read when asked, so a store made before the language is known speaks it', async () => {
  assert.equal(SHARED_SETTINGS.d.name, 'd (model width)');
  await inLanguage('es');
  assert.equal(SHARED_SETTINGS.d.name, 'd (anchura del modelo)');
  await inLanguage('ar');
  assert.equal(SHARED_SETTINGS.n.name, 'n (عدد المواضع)');
});

test('contents and pager: the position line, and the arrows point the way the page reads', async () => {
  const sections = [{ title: 'First' }, { title: 'Second' }];
  assert.equal(positionText(sections, 1), '2 of 2: Second');
  await inLanguage('es');
  assert.equal(plain(positionText(sections, 1)), '2 de 2: Second');
  await inLanguage('ar');
  // Right to left: the previous section is to the right, its arrow points right.
  assert.deepEqual(
    Object.fromEntries(Object.entries(pagerLabels(sections, 1)).map(([key, text]) => [key, text && plain(text)])),
    { prev: '→ 1. First', next: null },
  );
});

test('the controls’ value descriptions are Fluent plurals in each language', async () => {
  assert.equal(describeHeadDimension(16), '16 dimensions per head: 8 rotated pairs');
  assert.equal(
    describeHeadDimension(3),
    '3 dimensions per head: 1 rotated pair and one left over (RoPE needs an even d)',
  );
  await inLanguage('es');
  assert.equal(plain(describeHeadDimension(16)), '16 dimensiones por cabeza: 8 pares rotados');
  assert.equal(plain(describeHeadDimension(2)), '2 dimensiones por cabeza: 1 par rotado');
  await inLanguage('ar');
  // Arabic's dual: two dimensions, one pair.
  assert.equal(plain(describeHeadDimension(2)), 'بُعدان لكل رأس: زوج مُدار واحد');
  await inLanguage('zh-CN');
  assert.equal(plain(describeHeadDimension(16)), '每个头 16 维：8 个旋转对');
});

test('the folded settings line names a choice in the page’s words', async () => {
  const state = { d: 32, layout: 'concatenated' };
  assert.equal(valuesSummary(['d', 'layout'], state), `${unbroken('d = 32')} · ${unbroken('layout = concatenated')}`);
  await inLanguage('es');
  assert.equal(plain(valuesSummary(['d', 'layout'], state)), `${unbroken('d = 32')} · disposición = concatenada`); // 25 characters: it may wrap
});

test('a heatmap counts its rows and columns in the section’s words when it gives them', async () => {
  const opts = {
    rows: 3,
    cols: 4,
    values: new Float64Array(12),
    min: -1,
    max: 1,
    title: 'PE',
    rowLabel: 'position',
    colLabel: 'dimension',
    rowStart: 0,
    legendDigits: 2,
    scale: 'diverging',
  };
  const rowsText = (count) => `${count} rows of the table`;
  assert.equal(
    describeCell({ ...opts, rowsText }, null),
    'Hover over the map, or focus it and use the arrow keys, to read a value. 3 rows of the table × 4 dimensions.',
  );
  await inLanguage('es');
  assert.equal(
    plain(heatmapWords({ ...opts, rowLabel: 'posición', colLabel: 'dimensión' }).xAxis),
    `dimensión ${unbroken('0 → 3')} (de izquierda a derecha)`,
  );
});

test('the unit circle’s turns: whole turns as a plural, the rest in the language’s decimals', async () => {
  // 10 rad = 1 turn + (10 − 2π) rad, and 10 − 2π = 3.7168… rounds to 3.72.
  assert.equal(turnsText(10), '10 rad = 1 turn + 3.72 rad');
  // 20 rad = 3 turns + (20 − 6π) = 1.150… rad.
  assert.equal(turnsText(20), '20 rad = 3 turns + 1.15 rad');
  await inLanguage('es');
  assert.equal(plain(turnsText(10)), '10 rad = 1 vuelta + 3,72 rad');
});
