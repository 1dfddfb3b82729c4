// Answers read as the page's language writes numbers (issue 28 item 2): what the practice's
// question sends to the core for a Spanish answer with a decimal comma and an Arabic answer in
// Arabic-Indic digits, marked by the core; and each language's words for the form an answer
// takes. The right answer is computed here from the question's givens by the lesson's formula
// (PE(pos, 2i) = sin(pos / base^(2i/d)), PE(pos, 2i+1) = cos(…)), not taken from the core.
import { inLanguage } from './i18n-node.mjs';
import assert from 'node:assert/strict';
import { after, test } from 'node:test';

import { loadCore } from '../../dist/pe-core.mjs';
import { answerForCore, answerFormText, readAsText } from '../../web/src/sections/practice/question.js';

const core = await loadCore();
after(() => inLanguage('en'));

const SEED = 7;
const exercise = core.exercise({ exerciseKind: 'pe-value', seed: SEED });
const g = Object.fromEntries(exercise.givens.map(({ name, value }) => [name, value]));
const angle = g.pos / g.base ** ((2 * Math.floor(g.dim / 2)) / g.dModel);
const value = g.dim % 2 === 0 ? Math.sin(angle) : Math.cos(angle);
/** The answer to 6 decimals, as a student writes it: '0.841471' (ASCII, to be rewritten per language). */
const written = value.toFixed(6);
const ARABIC_INDIC = '٠١٢٣٤٥٦٧٨٩';
const mark = (text) => core.markAnswer({ exerciseKind: 'pe-value', seed: SEED, answer: answerForCore(text) });

test('Spanish: 0,8415 (a decimal comma) is marked right, and −0,8415 is read as a negative number', async () => {
  await inLanguage('es');
  assert.equal(answerForCore('0,8415'), '0.8415');
  assert.equal(answerForCore(' 0,8415 '), '0.8415');
  assert.equal(answerForCore('\u22120,8415'), '-0.8415');
  const comma = written.replace('.', ',');
  assert.equal(mark(comma).verdict, 'right', comma);
  assert.equal(mark(` ${comma} `).verdict, 'right');
  // An expression goes to the core as typed.
  assert.equal(answerForCore('pi/4'), 'pi/4');
  // The core's reading, as Spanish writes numbers.
  assert.equal(readAsText('0.8415'), '0,8415');
  assert.equal(readAsText('pi/4 = 0.785398'), 'pi/4 = 0,785398');
  assert.match(answerFormText(), /0,8415/);
  assert.match(answerFormText(), /«\u2068?,\u2069?»/);
});

test('Arabic: ٠٫٨٤١٥ and ٠.٨٤١٥ (Arabic-Indic digits) are marked right; every figure typed reaches the core', async () => {
  await inLanguage('ar');
  assert.equal(answerForCore('٠٫٨٤١٥'), '0.8415');
  const eastern = written.replace(/[0-9]/g, (digit) => ARABIC_INDIC[digit]).replace('-', '\u2212');
  assert.equal(mark(eastern.replace('.', '٫')).verdict, 'right', eastern);
  assert.equal(mark(eastern).verdict, 'right', eastern);
  assert.equal(mark(written).verdict, 'right'); // Latin digits, as the page writes them in Arabic
  // Every figure typed reaches the core (it counts significant figures): trailing zeros kept.
  assert.equal(answerForCore('٠٫٨٤٠٠٠'), '0.84000');
  // Persian digits are read too.
  assert.equal(answerForCore('۰٫۸۴۱۵'), '0.8415');
  assert.match(answerFormText(), /0\.8415/);
});

test('English: a decimal comma still goes to the core as typed (the core reads 0,8415 too)', async () => {
  await inLanguage('en');
  assert.equal(answerForCore('0.8415'), '0.8415');
  assert.equal(mark(written).verdict, 'right');
  assert.equal(mark(written.replace('.', ',')).verdict, 'right'); // the core reads a comma too
  assert.equal(readAsText('0.8415'), '0.8415');
  assert.equal(
    answerFormText(),
    'Type a number such as 0.8415 (decimal sign “.”), or an expression such as 10000^(2/8).',
  );
});
