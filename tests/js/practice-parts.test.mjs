// The practice section's parts that need no core: the score and its status by the pass mark,
// the words of the score, the opt-in progress store (on a stand-in for localStorage) and the
// `kinds` URL value. Expected values are written out here, by hand.
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { chosenKinds, kindsValue } from '../../web/src/sections/practice/kinds.js';
import { createProgress, PROGRESS_KEY, setKey } from '../../web/src/sections/practice/progress.js';
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
  const key = setKey({ seed: 5, count: 2, kinds: '' });
  progress.save(key, [{ text: '0.5', gaveUp: false }]);
  assert.equal(storage.map.size, 0);
  assert.equal(progress.optedIn(), false);
  assert.equal(progress.load(key), null);
  assert.equal(progress.optIn(), true);
  progress.save(key, [
    { text: '0,5', gaveUp: false },
    { text: '', gaveUp: true },
  ]);
  assert.deepEqual([...storage.map.keys()], [PROGRESS_KEY]);
  assert.deepEqual(progress.load(key), [
    { text: '0,5', gaveUp: false },
    { text: '', gaveUp: true },
  ]);
  progress.forget();
  assert.equal(storage.map.size, 0);
  assert.equal(progress.optedIn(), false);
});

test('progress: a storage that refuses, or holds rubbish, is survived', () => {
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
  rubbish.setItem(PROGRESS_KEY, JSON.stringify({ sets: { a: [{ text: 5 }, null] } }));
  assert.deepEqual(createProgress(rubbish).load('a'), [
    { text: '', gaveUp: false },
    { text: '', gaveUp: false },
  ]);
  assert.equal(createProgress(null).available, false);
});

test('progress keeps the 20 most recent sets', () => {
  const storage = fakeStorage();
  const progress = createProgress(storage);
  progress.optIn();
  for (let seed = 1; seed <= 22; seed += 1) progress.save(`s${seed}`, [{ text: String(seed), gaveUp: false }]);
  assert.equal(progress.load('s1'), null);
  assert.equal(progress.load('s2'), null);
  assert.deepEqual(progress.load('s3'), [{ text: '3', gaveUp: false }]);
  assert.equal(Object.keys(JSON.parse(storage.getItem(PROGRESS_KEY)).sets).length, 20);
});

test('the kinds value: empty is all; a choice keeps the core’s order', () => {
  const all = ['a', 'b', 'c'];
  assert.deepEqual(chosenKinds('', all), ['a', 'b', 'c']);
  assert.deepEqual(chosenKinds('c,a', all), ['a', 'c']);
  assert.equal(kindsValue(['c', 'a'], all), 'a,c');
  assert.equal(kindsValue(['c', 'b', 'a'], all), '');
});
