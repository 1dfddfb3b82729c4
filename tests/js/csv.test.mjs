// The page's CSV writers (web/src/kit/export.js): every cell goes through csvCell(), which quotes as
// RFC 4180 says and neutralises a text cell that a spreadsheet would run as a formula (OWASP's
// CSV injection rule: a cell starting with = + - @ tab or CR gets a leading single quote and
// is quoted), while numbers, negative ones too, stay numbers. Expected strings are literals.
import './i18n-node.mjs';
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';

import { csvCell, matrixCsv, numberCell, slug, toCsv } from '../../web/src/kit/export.js';

describe('csvCell', () => {
  test('numbers are written as numbers, negative ones too', () => {
    assert.equal(csvCell(0), '0');
    assert.equal(csvCell(-0.5), '-0.5');
    assert.equal(csvCell(0.25), '0.25');
    assert.equal(csvCell(-3), '-3');
    assert.equal(csvCell(1e-7), '1e-7');
    assert.equal(csvCell(-1.5e-9), '-1.5e-9');
    assert.equal(csvCell(-0), '0');
  });

  test('number-shaped text passed through numberCell (a formatted cell) is written as it is', () => {
    for (const text of ['-0.500000', '-0.989992', '+1', '-2e-3', '.5', '-.5'])
      assert.equal(csvCell(numberCell(text)), text);
  });

  test('text that a spreadsheet would run as a formula gets a quote mark and quotes', () => {
    assert.equal(csvCell('=HYPERLINK("http://x","y")'), `"'=HYPERLINK(""http://x"",""y"")"`);
    assert.equal(csvCell('@SUM(1,1)'), `"'@SUM(1,1)"`);
    assert.equal(csvCell('+1+1'), `"'+1+1"`);
    assert.equal(csvCell('-1+1'), `"'-1+1"`);
    assert.equal(csvCell('=1+1 (0)'), `"'=1+1 (0)"`);
    assert.equal(csvCell('\t=1'), `"'\t=1"`);
    assert.equal(csvCell('\r=1'), `"'\r=1"`);
    assert.equal(csvCell('-'), `"'-"`);
    assert.equal(csvCell('-Infinity'), `"'-Infinity"`);
    assert.equal(csvCell(Number.NEGATIVE_INFINITY), `"'-Infinity"`);
  });

  test('other text: always quoted, quotes doubled (RFC 4180)', () => {
    assert.equal(csvCell('the cat'), '"the cat"');
    assert.equal(csvCell('a,b'), '"a,b"');
    assert.equal(csvCell('say "hi"'), '"say ""hi"""');
    assert.equal(csvCell('two\nlines'), '"two\nlines"');
    assert.equal(csvCell('masked'), '"masked"');
    assert.equal(csvCell('x=1'), '"x=1"');
    assert.equal(csvCell('“=1” (0)'), '"“=1” (0)"');
  });
});

describe('every text cell is neutralised, wherever a spreadsheet may start a cell (issue 37 item 5)', () => {
  test('a cell is a number only when its caller passes one', () => {
    assert.equal(csvCell('+1'), `"'+1"`);
    assert.equal(csvCell('-1'), `"'-1"`);
    assert.equal(csvCell('0.5'), '"0.5"');
    assert.equal(csvCell(-1), '-1');
    // A number the page shows as text (a table rounded as on the page) is passed as one.
    assert.equal(csvCell(numberCell('-0.500000')), '-0.500000');
    assert.equal(csvCell(numberCell('=1+2')), `"'=1+2"`);
  });

  test('text is always quoted, a formula start neutralised after invisible characters and after ;', () => {
    assert.equal(csvCell('Ali'), '"Ali"');
    assert.equal(csvCell('Ali;=1+2'), `"Ali;'=1+2"`);
    assert.equal(csvCell('Ali; +1'), `"Ali;' +1"`);
    assert.equal(csvCell('\u200b=1+2'), `"'\u200b=1+2"`);
    assert.equal(csvCell('\u061c=1+2'), `"'\u061c=1+2"`);
    assert.equal(csvCell('\ufeff@SUM(1)'), `"'\ufeff@SUM(1)"`);
    assert.equal(csvCell('\uff1d1+2'), `"'\uff1d1+2"`);
    assert.equal(csvCell('Ali\t=1'), `"Ali\t'=1"`);
    assert.equal(csvCell('a;b'), '"a;b"');
  });
});

describe('the CSV writers use it for every cell', () => {
  test('toCsv: header and body', () => {
    assert.equal(
      toCsv(
        ['query', '=1+1 (0)', '@SUM(1,1) (1)'],
        [
          ['-x', -0.5, numberCell('-0.250')],
          ['+y', numberCell('0.5'), 'masked'],
        ],
      ),
      `"query","'=1+1 (0)","'@SUM(1,1) (1)"\r\n"'-x",-0.5,-0.250\r\n"'+y",0.5,"masked"\r\n`,
    );
  });

  test('matrixCsv: labels, and values including -Infinity', () => {
    assert.equal(
      matrixCsv({
        rows: 2,
        cols: 2,
        values: [0, Number.NEGATIVE_INFINITY, -0.5, 1],
        rowStart: 3,
        rowLabel: '=row',
        colLabel: '@col',
      }),
      `"'=row","'@col 0","'@col 1"\r\n3,0,"'-Infinity"\r\n4,-0.5,1\r\n`,
    );
  });
});

// File names (a CSV's, a chart's PNG) come from labels in the page's language: Latin letters
// lose their accents, every other script keeps its letters (a Chinese or Arabic name was cut
// down to its digits, "2024.csv").
describe('slug', () => {
  test('a file name in every language: Latin accents folded, other scripts kept', () => {
    assert.equal(slug('Sine curves, d = 16'), 'sine-curves-d-16');
    assert.equal(slug('La fórmula'), 'la-formula');
    assert.equal(slug('solucionario semilla de clase 2024'), 'solucionario-semilla-de-clase-2024');
    assert.equal(slug('答案 班级种子 2024'), '答案-班级种子-2024');
    assert.equal(slug('مفتاح الإجابات بذرة الصف 2024'), 'مفتاح-الإجابات-بذرة-الصف-2024');
    assert.equal(slug('  ·  '), 'positional-encoding');
    assert.equal(slug('', 'chart'), 'chart');
  });
});
