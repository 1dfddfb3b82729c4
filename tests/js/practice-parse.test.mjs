// Why an answer was not understood, in the reader's language (issue 28 item 2): the core's mark
// carries a reason code and its data (cpp/core/answer.hpp AnswerReason), and the practice page
// words it from the locale's messages. In English the words read exactly as the core's English
// message, for every code; a Spanish, Chinese or Arabic reader gets the explanation in their
// language with the right character number. The expected sentences are written here by hand.
import { inLanguage } from './i18n-node.mjs';
import assert from 'node:assert/strict';
import { after, test } from 'node:test';

import { loadCore } from '../../dist/pe-core.mjs';
import { answerForCore, notUnderstoodWords } from '../../web/src/sections/practice/question.js';
import { knownReasons } from '../../web/src/sections/practice/words.js';

const core = await loadCore();
after(() => inLanguage('en'));

const mark = (text) => core.markAnswer({ exerciseKind: 'pe-value', seed: 7, answer: answerForCore(text) });
/** The verdict's words as read (Fluent's bidi isolation marks around placeables left out). */
const said = (words) => `${words.word} ${words.rest}`.replace(/[\u2066-\u2069]/g, '');

// One answer for each code a typed answer can reach, the code worked out by hand. (invalid-byte,
// a byte that is not UTF-8, cannot come from a JavaScript string: the API sends U+FFFD for a lone
// surrogate, which is unreadable-character.)
const CASES = [
  ['', 'no-answer'],
  ['1'.repeat(201), 'too-long'],
  ['2+', 'ends-too-soon'],
  ['(1', 'missing-bracket'],
  ['0,5,', 'stray-comma'],
  ['1;2', 'unexpected-character'],
  ['1\u0001', 'control-character'],
  ['\uD800', 'unreadable-character'],
  [`${'('.repeat(21)}1${')'.repeat(21)}`, 'too-deep'],
  ['2^^3', 'power-operand'],
  ['sin 2', 'function-brackets'],
  ['about 3', 'unknown-name'],
  ['1.5,000.2', 'mixed-marks'],
  ['1,00.5', 'thousands-groups'],
  ['1,2,3', 'several-decimal-marks'],
  ['1 000', 'numbers-side-by-side'],
  ['1e99999', 'number-too-large'],
  ['0/0', 'undefined-result'],
  ['1/0', 'infinite-result'],
];

test('every code has words, and the English words read exactly as the core message', async () => {
  await inLanguage('en');
  assert.deepEqual([...CASES.map(([, code]) => code), 'invalid-byte'].sort(), [...knownReasons].sort());
  for (const [text, code] of CASES) {
    const m = mark(text);
    assert.equal(m.verdict, 'not-understood', text);
    assert.equal(m.reason.code, code, text);
    // The core's message, with the verdict's own words said once (as the page always showed it).
    const named = m.message.startsWith('Not understood: ');
    const expected = named
      ? `Not understood: ${m.message.slice('Not understood: '.length)} Nothing was marked.`
      : `Not understood. ${m.message} Nothing was marked.`;
    assert.equal(said(notUnderstoodWords(m)), expected, text);
  }
  // invalid-byte, from its data (the core's sentence for it, written out here).
  assert.equal(
    said(
      notUnderstoodWords({
        verdict: 'not-understood',
        message: '',
        readAs: '',
        reason: { code: 'invalid-byte', at: 3 },
      }),
    ),
    'Not understood: a byte that is not UTF-8 text at character 3. Type one number (0.785 or 0,785, 1e-4) or an ' +
      'expression such as pi/4, 3/4, 10000^(2/8) or sqrt(2)/2. Nothing was marked.',
  );
});

test('a Spanish reader gets the explanation in Spanish, with the right character number', async () => {
  await inLanguage('es');
  const whatToType =
    'Escribe un solo número (0.785 o 0,785, 1e-4) o una expresión como pi/4, 3/4, 10000^(2/8) o sqrt(2)/2.';
  assert.equal(
    said(notUnderstoodWords(mark('0,5,'))),
    `No entendida. La coma del carácter 4 no forma parte de ningún número. ${whatToType} No se ha corregido nada.`,
  );
  assert.equal(
    said(notUnderstoodWords(mark('0,25 ,'))),
    `No entendida. La coma del carácter 6 no forma parte de ningún número. ${whatToType} No se ha corregido nada.`,
  );
  assert.equal(
    said(notUnderstoodWords(mark('sin 2'))),
    `No entendida. La función sin necesita su argumento entre paréntesis, como en sin(2). ${whatToType} No se ha corregido nada.`,
  );
  assert.equal(
    said(notUnderstoodWords(mark('(1'))),
    `No entendida. Falta un «)» al final. ${whatToType} No se ha corregido nada.`,
  );
  assert.equal(
    said(notUnderstoodWords(mark('1;2'))),
    `No entendida: «;» en el carácter 2. ${whatToType} No se ha corregido nada.`,
  );
  assert.equal(
    said(notUnderstoodWords(mark('1,00.5'))),
    'No entendida. El número «1,00.5» usa «,» como separador de miles, pero no entre grupos de tres cifras. ' +
      `${whatToType} No se ha corregido nada.`,
  );
});

test('Chinese and Arabic readers get it in their language, with the right character number', async () => {
  await inLanguage('zh-CN');
  assert.equal(
    said(notUnderstoodWords(mark('0,5,'))),
    '未能理解。 第 4 个字符处的逗号不属于任何数。请输入一个数（0.785 或 0,785、1e-4），或一个表达式，例如 pi/4、3/4、' +
      '10000^(2/8) 或 sqrt(2)/2。未作判定。',
  );
  await inLanguage('ar');
  const words = said(notUnderstoodWords(mark('0,5,')));
  assert.ok(words.startsWith('غير مفهومة. الفاصلة عند الحرف 4 ليست جزءًا من أي عدد. اكتب عددًا واحدًا'), words);
  assert.doesNotMatch(words, /Type one number|character/);
});

test('a code the page has no words for shows the core English message', async () => {
  await inLanguage('es');
  const m = {
    verdict: 'not-understood',
    readAs: '',
    message: 'Not understood: something new. Type one number.',
    reason: { code: 'some-new-code' },
  };
  assert.equal(said(notUnderstoodWords(m)), 'No entendida: something new. Type one number. No se ha corregido nada.');
});
