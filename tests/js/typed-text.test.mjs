// Text a person typed, inside the page's sentences (issue 37 item 9): a class set's names on the
// printed sheet and key, the part of an answer the practice could not read, a ?lang= value the
// page does not have. Such text may hold explicit bidi controls (U+202E RIGHT-TO-LEFT OVERRIDE
// reverses everything after it up to the end of its paragraph unless closed): in every language,
// English included, what the person typed is isolated and nothing it opens is in force after it.
// The CSV, which a spreadsheet shows without honouring isolates, carries the names without any
// bidi control. Each check below failed before the fix (English formatted without isolation).
import { inLanguage } from './i18n-node.mjs';
import assert from 'node:assert/strict';
import { after, test } from 'node:test';

import { loadCore } from '../../dist/pe-core.mjs';
import * as i18n from '../../web/src/kit/i18n.js';
import { answerKeyRows, keyTitleText, makeClassSet, sheetNameText } from '../../web/src/sections/practice/class-set.js';
import { answerForCore, notUnderstoodWords } from '../../web/src/sections/practice/question.js';
import { toCsv } from '../../web/src/kit/export.js';
import { checkValue } from '../../web/src/shell/store.js';

const core = await loadCore();
after(() => inLanguage('en'));

/**
 * The explicit embeddings and isolates still open at the end of `text`, by the rules of the
 * Unicode Bidirectional Algorithm (UAX #9, X1-X8, overflow aside): an embedding or override
 * (U+202A, U+202B, U+202D, U+202E) is closed by a PDF (U+202C) only while it is the innermost
 * entry; an isolate (U+2066-U+2068) by the next PDI (U+2069), which closes every embedding
 * opened inside it; a PDF or PDI with nothing to close does nothing. Written here from the
 * standard, not from the code under test.
 */
function openAtEnd(text) {
  const stack = [];
  for (const character of text) {
    const code = character.codePointAt(0);
    if (code === 0x202a || code === 0x202b || code === 0x202d || code === 0x202e) stack.push('embedding');
    else if (code >= 0x2066 && code <= 0x2068) stack.push('isolate');
    else if (code === 0x202c) {
      if (stack.at(-1) === 'embedding') stack.pop();
    } else if (code === 0x2069) {
      const at = stack.lastIndexOf('isolate');
      if (at >= 0) stack.length = at;
    }
  }
  return stack;
}

// Names a teacher could paste: an override left open (the case), a stray PDI before an
// override (it would close the page's own isolate early and let the override out), an isolate
// left open, a stray PDF before an embedding.
const NAMES = ['Ali\u202eXYZ', 'A\u2069B\u202eC', 'A\u2067B', 'A\u202cB\u202bC'];
const BIDI = /[\u202a-\u202e\u2066-\u2069]/;

test('the checker itself: an open override is open at the end, a closed one is not', () => {
  assert.deepEqual(openAtEnd('a\u202eb'), ['embedding']);
  assert.deepEqual(openAtEnd('a\u2068b\u202ec\u2069d'), []);
  assert.deepEqual(openAtEnd('\u2068a\u2069b\u202ec\u2069'), ['embedding']);
});

test('typed(): isolated first-strong, and whatever it opens is closed inside it', () => {
  assert.equal(typeof i18n.typed, 'function', 'i18n.js exports typed()');
  assert.equal(i18n.typed('Ali'), '\u2068Ali\u2069');
  assert.equal(i18n.typed('Ali\u202eXYZ'), '\u2068Ali\u202eXYZ\u202c\u2069');
  // The stray PDI is dropped (it would close the isolate around the name); the override is closed.
  assert.equal(i18n.typed('A\u2069B\u202eC'), '\u2068AB\u202eC\u202c\u2069');
  assert.equal(i18n.typed('A\u2067B'), '\u2068A\u2067B\u2069\u2069');
  assert.equal(i18n.typed('A\u202cB\u202bC'), '\u2068AB\u202bC\u202c\u2069');
  // A PDI inside closes the embeddings opened inside its isolate, as the algorithm does.
  assert.equal(i18n.typed('\u2067a\u202eb\u2069c'), '\u2068\u2067a\u202eb\u2069c\u2069');
});

for (const code of ['en', 'ar', 'es', 'zh-CN'])
  test(`${code}: a name on the printed sheet and key opens nothing that is in force after it`, async () => {
    await inLanguage(code);
    for (const name of NAMES) {
      const sheet = { number: 2, name };
      for (const text of [sheetNameText(sheet), keyTitleText(sheet)]) {
        assert.deepEqual(openAtEnd(text), [], JSON.stringify(text));
        assert.ok(text.includes('\u2068'), `the name is isolated: ${JSON.stringify(text)}`);
      }
    }
  });

test('the CSV key: a name holds no bidi control, and the formula guard still holds', async () => {
  for (const code of ['en', 'ar']) {
    await inLanguage(code);
    const names = [...NAMES, '\u202e=1+2'];
    const sheets = makeClassSet(core, {
      seed: 5,
      students: names.length,
      count: 1,
      names,
      seedRange: { min: 0, max: 4294967295 },
    });
    const lines = toCsv(
      ['sheet', 'name'],
      answerKeyRows(sheets).map((row) => row.slice(0, 2)),
    ).split('\r\n');
    assert.deepEqual(lines.slice(1, -1), ['1,"AliXYZ"', '2,"ABC"', '3,"AB"', '4,"ABC"', `5,"'=1+2"`]);
    for (const line of lines) assert.ok(!BIDI.test(line), JSON.stringify(line));
  }
});

test('the "not understood" verdict: an override the student typed is closed within the quote', async () => {
  for (const code of ['en', 'ar', 'es', 'zh-CN']) {
    await inLanguage(code);
    for (const answer of ['1\u202e2', '2^\u202e', '\u202ex']) {
      const mark = core.markAnswer({ exerciseKind: 'pe-value', seed: 7, answer: answerForCore(answer) });
      assert.equal(mark.verdict, 'not-understood', answer);
      const { word, rest } = notUnderstoodWords(mark);
      assert.deepEqual(openAtEnd(`${word} ${rest}`), [], `${code}: ${JSON.stringify(rest)}`);
    }
  }
});

test('a setting in the address the page refuses: its name or value is quoted isolated, nothing left open', async () => {
  const ranges = { d: { kind: 'integer', min: 1, max: 60 } };
  const check = (key, raw) => checkValue(key, raw, { names: { d: 'd' }, ranges, viewIds: ['why'] }).error;
  for (const code of ['en', 'ar']) {
    await inLanguage(code);
    // An unknown setting's name comes first in its sentence: an override in it reversed the rest.
    for (const text of [check('\u202ed', '1'), check('d', '\u202e5'), check('d', 'A\u2069\u202e5')]) {
      assert.deepEqual(openAtEnd(text), [], `${code}: ${JSON.stringify(text)}`);
      assert.ok(text.includes('\u2068"'), `${code}: isolated: ${JSON.stringify(text)}`);
    }
  }
});

test('?lang= is read as the notice reads it: trimmed, any case, - or _', () => {
  assert.equal(i18n.negotiate([' es ']), 'es');
  assert.equal(i18n.negotiate(['\tar\n']), 'ar');
  assert.equal(i18n.negotiate(['ES']), 'es');
  assert.equal(i18n.negotiate(['es_MX']), 'es');
  assert.equal(i18n.negotiate([' zh_cn ']), 'zh-CN');
  assert.equal(i18n.matchLanguage(' es '), 'es');
  assert.equal(i18n.negotiate(['  ']), 'en');
});

// Issue 37 item 9, the other sections: the words of a sentence a person typed (why, relative
// bias, the lab's question) go into sentences, labels and table headers through typed(), and into
// a table's CSV without bidi controls (typedCell()). Each check failed before (English bare).
const OVERRIDE = 'ali\u202exyz'; // the core lower-cases words; this is already lower case
// The charts' module reads the colour scheme when loaded (the section modules below import it).
globalThis.matchMedia ??= () => ({ matches: false, addEventListener() {}, removeEventListener() {} });

test('why: the verdicts under the table close an override a word opened', async () => {
  const { maskText, verdictText } = await import('../../web/src/sections/why/why.js');
  // The typed word moves (0 to 1); "sat" keeps its place, so each sentence names a typed word.
  const tokensA = [OVERRIDE, 'cat', 'sat'];
  const tokensB = ['cat', OVERRIDE, 'sat'];
  const result = core.permutation({ tokensA, tokensB });
  const masked = core.permutation({ tokensA, tokensB, causal: true });
  const rows = result.rows.map((row, index) => ({ ...row, causal: masked.rows[index].withoutPE }));
  for (const code of ['en', 'ar', 'es', 'zh-CN']) {
    await inLanguage(code);
    for (const text of [verdictText(rows), maskText(rows)]) {
      assert.ok(text.includes('xyz'), `${code}: the word is named: ${JSON.stringify(text)}`);
      assert.deepEqual(openAtEnd(text), [], `${code}: ${JSON.stringify(text)}`);
      assert.ok(text.includes('\u2068'), `${code}: isolated: ${JSON.stringify(text)}`);
    }
  }
});

test('relative bias: labels, headers and sentences isolate a typed word; the CSV carries no bidi control', async () => {
  const { compareDescription, compareLabel, compareSentences, computeCompare } = await import(
    '../../web/src/sections/bias/bias-compare.js'
  );
  const { numberCell } = await import('../../web/src/kit/export.js');
  // The typed word comes twice, so the sentences name it as the repeated word.
  const state = {
    words: `${OVERRIDE} cat ${OVERRIDE} sat`,
    heads: 4,
    head: 0,
    buckets: 32,
    maxdist: 128,
    causal: false,
  };
  for (const code of ['en', 'ar', 'es', 'zh-CN']) {
    await inLanguage(code);
    const results = computeCompare(core, state);
    const label = compareLabel(results[0].tokens);
    const description = compareDescription(results[0], null, label);
    const shown = [
      label(0),
      description.summary,
      ...description.columns.map(String),
      ...description.rows.map((row) => String(row[0])),
      ...compareSentences(results, 'the cat sat on the mat'),
    ];
    for (const text of shown.filter((line) => line.includes('xyz'))) {
      assert.deepEqual(openAtEnd(text), [], `${code}: ${JSON.stringify(text)}`);
      assert.ok(text.includes('\u2068'), `${code}: isolated: ${JSON.stringify(text)}`);
    }
    assert.ok(shown.filter((line) => line.includes('xyz')).length >= 4, `${code}: the word is shown`);
    // The CSV as the table's "Save as CSV" writes it (kit/a11y.js describeChart).
    const csv = toCsv(
      description.columns,
      description.rows.map((row) => row.map(numberCell)),
    );
    assert.ok(csv.includes('xyz'), csv);
    assert.ok(!BIDI.test(csv), `${code}: ${JSON.stringify(csv.split('\r\n')[0])}`);
  }
});

test('the lab: a question typed with an override is quoted and closed in the refusal', async () => {
  const { questionError } = await import('../../web/src/sections/train/views.js');
  for (const code of ['en', 'ar', 'es', 'zh-CN']) {
    await inLanguage(code);
    const text = questionError('12\u202e3x', { evalLength: 8 });
    assert.ok(text.includes('3x'), `${code}: ${JSON.stringify(text)}`);
    assert.deepEqual(openAtEnd(text), [], `${code}: ${JSON.stringify(text)}`);
    assert.ok(text.includes('\u2068'), `${code}: isolated: ${JSON.stringify(text)}`);
  }
});
