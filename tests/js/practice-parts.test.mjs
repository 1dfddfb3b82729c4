// The practice section's parts that need no core: the score and its status by the pass mark,
// the words of the score, the records of what was done with each question (the opt-in store and
// the session's, on a stand-in for storage; the suspend data's string) and the `kinds` URL value. Expected values are written out here, by hand.
import './i18n-node.mjs';
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { chosenKinds, kindsValue } from '../../web/src/sections/practice/kinds.js';
import {
  createProgress,
  createSessionProgress,
  decodeRecords,
  encodeRecords,
  mergeRecords,
  PROGRESS_KEY,
  questionId,
  SESSION_KEY,
} from '../../web/src/sections/practice/progress.js';
import { scoreOf, scoreText } from '../../web/src/sections/practice/score.js';

const R = { right: true, gaveUp: false };
const W = { right: false, gaveUp: false }; // open: unanswered, wrong or not understood
const G = { right: false, gaveUp: true };

test('the score: raw = questions right; incomplete until each is right or given up; then by the pass mark', () => {
  assert.deepEqual(scoreOf([R, W, R], { pass: 80, seed: 7 }), {
    type: 'pe-explorer:score',
    raw: 2,
    min: 0,
    max: 3,
    status: 'incomplete',
    seed: 7,
    count: 3,
  });
  // 4 of 5 is exactly 80 %: passed (no rounding at the edge); 3 of 5 is not.
  assert.equal(scoreOf([R, R, R, R, G], { pass: 80, seed: 1 }).status, 'passed');
  assert.equal(scoreOf([R, R, R, G, G], { pass: 80, seed: 1 }).status, 'failed');
  // 2 of 3 is 66.7 %: below 67, at 66.
  assert.equal(scoreOf([R, R, G], { pass: 67, seed: 1 }).status, 'failed');
  assert.equal(scoreOf([R, R, G], { pass: 66, seed: 1 }).status, 'passed');
  // n = 1; pass 0 passes a set with nothing right; pass 100 needs every one.
  assert.equal(scoreOf([G], { pass: 0, seed: 1 }).status, 'passed');
  assert.equal(scoreOf([R], { pass: 100, seed: 1 }).status, 'passed');
  assert.equal(scoreOf([W], { pass: 100, seed: 1 }).status, 'incomplete');
});

test('the score in words, at the edges', () => {
  const words = (states, pass) => scoreText(scoreOf(states, { pass, seed: 1 }), { pass, states });
  assert.equal(words([W], 80), '0 of 1 right; 1 question is still open.');
  assert.equal(words([R, W, W], 80), '1 of 3 right; 2 questions are still open.');
  assert.equal(words([R, R], 80), '2 of 2 right: passed (the pass mark is 80 %).');
  assert.equal(words([G, G], 80), '0 of 2 right: not passed (the pass mark is 80 %).');
});

function fakeStorage() {
  const map = new Map();
  return {
    map,
    getItem: (key) => (map.has(key) ? map.get(key) : null),
    setItem: (key, value) => map.set(key, String(value)),
    removeItem: (key) => map.delete(key),
  };
}

test('progress: nothing is written before opting in; forget() removes the one key', () => {
  const storage = fakeStorage();
  const progress = createProgress(storage);
  progress.save([['pe-angle@5', { text: '0.5', gaveUp: false, tries: 0 }]]);
  assert.equal(storage.map.size, 0);
  assert.equal(progress.optedIn(), false);
  assert.equal(progress.records().size, 0);
  assert.equal(progress.optIn(), true);
  progress.save([
    ['pe-angle@5', { text: '0,5', gaveUp: false, tries: 2 }],
    ['wavelength@9', { text: '', gaveUp: true, tries: 0 }],
  ]);
  assert.deepEqual([...storage.map.keys()], [PROGRESS_KEY]);
  assert.deepEqual(Object.fromEntries(progress.records()), {
    'pe-angle@5': { text: '0,5', gaveUp: false, tries: 2 },
    'wavelength@9': { text: '', gaveUp: true, tries: 0 },
  });
  progress.forget();
  assert.equal(storage.map.size, 0);
  assert.equal(progress.optedIn(), false);
});

test('progress: a storage that refuses, or holds rubbish, is survived; the first version is still read', () => {
  const refusing = {
    getItem: () => null,
    setItem: () => {
      throw new Error('QuotaExceededError');
    },
    removeItem: () => {},
  };
  assert.equal(createProgress(refusing).optIn(), false);
  const rubbish = fakeStorage();
  rubbish.setItem(PROGRESS_KEY, '{not json');
  assert.equal(createProgress(rubbish).optedIn(), false);
  // The first version kept one answer per question of a set, by set key.
  rubbish.setItem(PROGRESS_KEY, JSON.stringify({ sets: { a: [{ text: 5 }, null, { text: 'x', gaveUp: true }] } }));
  assert.deepEqual(createProgress(rubbish).load('a'), [
    { text: '', gaveUp: false, tries: 0 },
    { text: '', gaveUp: false, tries: 0 },
    { text: 'x', gaveUp: true, tries: 0 },
  ]);
  rubbish.setItem(
    PROGRESS_KEY,
    JSON.stringify({ questions: { q: { text: 'y'.repeat(300), gaveUp: 'yes', tries: -4 } } }),
  );
  assert.deepEqual(createProgress(rubbish).records().get('q'), { text: 'y'.repeat(200), gaveUp: false, tries: 0 });
  assert.equal(createProgress(null).available, false);
});

test('progress keeps the 1,000 most recent questions', () => {
  const storage = fakeStorage();
  const progress = createProgress(storage);
  progress.optIn();
  for (let seed = 1; seed <= 1002; seed += 1) progress.save([[`pe-angle@${seed}`, { text: String(seed) }]]);
  const records = progress.records();
  assert.equal(records.size, 1000);
  assert.equal(records.has('pe-angle@2'), false);
  assert.deepEqual(records.get('pe-angle@3'), { text: '3', gaveUp: false, tries: 0 });
});

test('the session record is on without opting in, under its own key', () => {
  const storage = fakeStorage();
  const session = createSessionProgress(storage);
  session.save([['pe-value@1', { text: '', gaveUp: true }]]);
  assert.deepEqual([...storage.map.keys()], [SESSION_KEY]);
  assert.equal(createSessionProgress(storage).records().get('pe-value@1').gaveUp, true);
});

test('a question is known by its kind and seed; two records merge without un-showing an answer', () => {
  assert.equal(questionId({ kind: 'pe-angle', seed: 123 }), 'pe-angle@123');
  const shown = { text: '1.5', gaveUp: true, tries: 1 };
  const later = { text: '0.25', gaveUp: false, tries: 3 };
  assert.deepEqual(mergeRecords(shown, later), { text: '0.25', gaveUp: true, tries: 3 });
  assert.deepEqual(mergeRecords(later, shown), { text: '1.5', gaveUp: true, tries: 3 });
  assert.deepEqual(mergeRecords(later, { text: '', gaveUp: false, tries: 0 }), {
    text: '0.25',
    gaveUp: false,
    tries: 3,
  });
  assert.equal(mergeRecords(null, null), null);
});

test('the record as suspend data: short, read back the same, anything else read as nothing', () => {
  const entries = [
    ['pe-angle@4294967295', { text: '10000^(2/8)', gaveUp: false, tries: 2 }],
    ['wavelength@7', { text: '', gaveUp: true, tries: 0 }],
    ['t5-bucket@8', { text: '', gaveUp: false, tries: 0 }], // untouched: not kept
  ];
  const text = encodeRecords(entries);
  assert.equal(text, '{"v":1,"q":{"pe-angle@4294967295":[0,2,"10000^(2/8)"],"wavelength@7":[1,0,""]}}');
  assert.deepEqual(Object.fromEntries(decodeRecords(text)), {
    'pe-angle@4294967295': { text: '10000^(2/8)', gaveUp: false, tries: 2 },
    'wavelength@7': { text: '', gaveUp: true, tries: 0 },
  });
  // 50 questions, each with the longest text the box reads: within SCORM 2004's 64,000; and a
  // typical set (short answers) within SCORM 1.2's 4,096.
  const many = Array.from({ length: 50 }, (_, i) => [
    `pe-value@${4294967295 - i}`,
    { text: 'x'.repeat(200), tries: 10 },
  ]);
  assert.ok(encodeRecords(many).length < 64000);
  const typical = Array.from({ length: 50 }, (_, i) => [
    `ntk-frequency@${4294967295 - i}`,
    { text: '0.0001234567', tries: 10 },
  ]);
  assert.ok(encodeRecords(typical).length < 4096, `${encodeRecords(typical).length}`);
  for (const bad of ['', 'null', '{"v":2,"q":{}}', '{"v":1,"q":[]}', '{"v":1,"q":{"<b>@1":[1,0,""],"a@x":[1,0,""]}}'])
    assert.equal(decodeRecords(bad).size, 0, bad);
});

test('the record keeps every shown flag and tries of 50 questions within each version’s limit, whatever is typed (issue 37 item 2)', () => {
  // The longest ids a set can hold (a long kind id, the largest seed) and the texts that grow
  // most in JSON: quotes (2 characters each), control characters (6 each), line separators.
  const worst = ['"'.repeat(200), '\u0001'.repeat(200), '\u2028'.repeat(200), '\\'.repeat(200)];
  const entries = Array.from({ length: 50 }, (_, i) => [
    `relative-bias-bucket-long@${4294967295 - i}`,
    { text: worst[i % worst.length], gaveUp: i % 2 === 0, tries: 1 + (i % 10) },
  ]);
  for (const limit of [4096, 64000]) {
    const text = encodeRecords(entries, { limit });
    assert.ok(text.length <= limit, `${text.length} > ${limit}`);
    const back = decodeRecords(text);
    for (const [id, record] of entries) {
      assert.equal(back.get(id)?.gaveUp, record.gaveUp, id);
      assert.equal(back.get(id)?.tries, record.tries, id);
    }
  }
  // Short answers (what a right answer looks like) are kept whole before any long text.
  const mixed = entries.map(([id, record], i) => [id, i < 10 ? { ...record, gaveUp: false, text: '0.8415' } : record]);
  const back = decodeRecords(encodeRecords(mixed, { limit: 4096 }));
  for (const [id] of mixed.slice(0, 10)) assert.equal(back.get(id).text, '0.8415');
  // The set's seed travels with its record (a resumed attempt keeps its set).
  assert.equal(JSON.parse(encodeRecords(mixed, { limit: 4096, seed: 77 })).s, 77);
});

test('a text read as a number is kept as that number when the record must shrink, after shown and unread texts (issue 37 route 2)', () => {
  // 50 right answers typed long ("44.000…0", 140 characters and more: over 7,000 in all) and
  // SCORM 1.2's limit: each comes back as typed or, where it had to give way, as the shortest
  // exact form of the number it was read as, which String() gives and strtod reads bit for bit.
  const values = Array.from({ length: 50 }, (_, i) => [44 + i, -1.2345678901234566e-300, 0.1 + 0.2, 1e21][i % 4]);
  const long = (value) => {
    const [mantissa, exponent] = String(value).split('e');
    return `${mantissa}${mantissa.includes('.') ? '' : '.'}`.padEnd(140, '0') + (exponent ? `e${exponent}` : '');
  };
  const entries = values.map((value, i) => [
    `relative-bias-bucket-long@${4294967295 - i}`,
    { text: long(value), tries: 2, value },
  ]);
  const text = encodeRecords(entries, { limit: 4096 });
  assert.ok(text.length <= 4096, `${text.length}`);
  const back = decodeRecords(text);
  let shortened = 0;
  for (const [i, [id, record]] of entries.entries()) {
    const kept = back.get(id).text;
    assert.ok(kept === record.text || kept === String(values[i]), `${id}: ${kept}`);
    assert.equal(Number(kept), values[i], id);
    if (kept !== record.text) shortened += 1;
  }
  assert.ok(shortened > 25, `${shortened} shortened`); // over half had to give way
  // Order: a shown question's text goes first, then one the core could not read (no value), and
  // only then are texts read as numbers shortened; a text that fits stays as typed.
  const small = [
    ['a@1', { text: 'x'.repeat(100), gaveUp: true, tries: 0 }],
    ['a@2', { text: '"'.repeat(100), tries: 0 }],
    ['a@3', { text: `7.${'0'.repeat(98)}`, tries: 1, value: 7 }],
    ['a@4', { text: '0.5', tries: 1, value: 0.5 }],
  ];
  const full = encodeRecords(small).length;
  const texts = (limit) => [...decodeRecords(encodeRecords(small, { limit })).values()].map((r) => r.text);
  assert.deepEqual(texts(full), ['x'.repeat(100), '"'.repeat(100), `7.${'0'.repeat(98)}`, '0.5']);
  assert.deepEqual(texts(full - 1), ['', '"'.repeat(100), `7.${'0'.repeat(98)}`, '0.5']);
  assert.deepEqual(texts(full - 100), ['', '"'.repeat(100), `7.${'0'.repeat(98)}`, '0.5']);
  assert.deepEqual(texts(full - 101), ['', '', `7.${'0'.repeat(98)}`, '0.5']); // each " is two characters
  assert.deepEqual(texts(full - 301), ['', '', '7', '0.5']);
  assert.throws(() => encodeRecords(small, { limit: 20 }), /over 20/);
});

test('the kinds value: empty is all; a choice keeps the core’s order', () => {
  const all = ['a', 'b', 'c'];
  assert.deepEqual(chosenKinds('', all), ['a', 'b', 'c']);
  assert.deepEqual(chosenKinds('c,a', all), ['a', 'c']);
  assert.equal(kindsValue(['c', 'a'], all), 'a,c');
  assert.equal(kindsValue(['c', 'b', 'a'], all), '');
});

test('a right answer is never replaced by a wrong text when two tabs’ records merge, and travels in the record (issue 37 route 3)', () => {
  const right = { text: '44', tries: 1, right: true };
  const wrong = { text: '70', tries: 1 };
  // Whichever is newer, the right text stays, with the most tries and any shown flag.
  assert.deepEqual(mergeRecords(right, wrong), { text: '44', gaveUp: false, tries: 1, right: true });
  assert.deepEqual(mergeRecords(wrong, right), { text: '44', gaveUp: false, tries: 1, right: true });
  assert.deepEqual(mergeRecords({ ...wrong, gaveUp: true, tries: 2 }, right), {
    text: '44',
    gaveUp: true,
    tries: 2,
    right: true,
  });
  // Neither right: the newer text, as before.
  assert.equal(mergeRecords(wrong, { text: '71', tries: 2 }).text, '71');
  // The bit is written only beside a text, and read back.
  const text = encodeRecords([
    ['a@1', right],
    ['a@2', wrong],
    ['a@3', { text: '', tries: 0, gaveUp: true, right: true }],
  ]);
  assert.equal(text, '{"v":1,"q":{"a@1":[0,1,"44",1],"a@2":[0,1,"70"],"a@3":[1,0,""]}}');
  assert.equal(decodeRecords(text).get('a@1').right, true);
  assert.equal(decodeRecords(text).get('a@2').right, undefined);
});
