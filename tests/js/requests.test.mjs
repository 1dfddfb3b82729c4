// web/api/requests.mjs on its own, with a small parameter table written here: what crosses
// into WebAssembly is always a fresh copy, checked by kind, and a caller's object is read once.
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { describe, makeRequestChecker } from '../../web/api/requests.mjs';

const parameters = {
  dModel: { kind: 'integer', min: 1, max: 8, rule: 'dModel must be an integer in [1, 8]' },
  layout: { kind: 'choice', choices: ['a', 'b'], rule: 'layout must be "a" or "b"' },
  usePE: { kind: 'boolean', rule: 'usePE must be true or false' },
  tokens: {
    kind: 'words',
    min: 1,
    max: 3,
    maxEntryBytes: 4,
    rule: 'tokens must be an array of 1 to 3 words (strings)',
  },
  x: {
    kind: 'numbers',
    min: 2,
    max: 4,
    maxEntry: 10,
    rule: 'x must be an array (or Float64Array) of 2 to 4 numbers in [-10, 10]',
  },
  matrix: { kind: 'matrix', min: 1, max: 6, rule: 'matrix must be a Float32Array, Float64Array or array of numbers' },
};
const request = makeRequestChecker(parameters);
const fields = {
  dModel: { required: true, rule: 'dModel must be an integer in [1, 4]', min: 1, max: 4 },
  layout: { required: false, default: 'a' },
  usePE: { required: false, default: true },
  tokens: { required: false },
  x: { required: false },
  matrix: { required: false },
};

test('a request is a fresh object of the known fields only, each read once', () => {
  let reads = 0;
  const params = {
    get dModel() {
      reads += 1;
      return 3;
    },
    extra: 'ignored',
  };
  assert.deepEqual(request(fields, params), { dModel: 3 });
  assert.equal(reads, 1);
});

test('lists are copied: a typed array into a new one of the core type, a plain array entry by entry', () => {
  const x = new Float64Array([1, 2, 3]);
  const out = request(fields, { dModel: 1, x, matrix: [1, 2] });
  assert.notEqual(out.x, x);
  assert.deepEqual(Array.from(out.x), [1, 2, 3]);
  assert.equal(out.x.constructor, Float64Array);
  assert.equal(out.matrix.constructor, Float32Array);
  x[0] = 9;
  assert.equal(out.x[0], 1, 'the copy does not follow the caller’s array');
});

test('wrong types are TypeErrors in the core’s words, with the request’s own range', () => {
  assert.throws(() => request(fields, { dModel: '3' }), /^TypeError: dModel must be an integer in \[1, 4\]; got "3"$/);
  assert.throws(() => request(fields, {}), /^TypeError: dModel must be an integer in \[1, 4\]; got nothing/);
  assert.throws(() => request(fields, { dModel: 1, layout: 1 }), /^TypeError: layout must be "a" or "b"; got 1$/);
  assert.throws(() => request(fields, { dModel: 1, tokens: ['ok', 5] }), /^TypeError: tokens\[1\] must be a word/);
  assert.throws(() => request(fields, { dModel: 1, x: [1, '2'] }), /^TypeError: x\[1\] must be a number; got "2"/);
  assert.throws(
    () => request(fields, { dModel: 1, x: new Proxy(new Float64Array(2), {}) }),
    /^TypeError: x must be an array/,
  );
  assert.throws(() => request(fields, [1]), /^TypeError: expected an object of parameters; got an array$/);
  assert.throws(
    () => request(fields, { dModel: 1, x: new Int32Array(2) }),
    /^TypeError: x must be an array \(or Float64Array\) of 2 to 4 numbers in \[-10, 10\]; got a Int32Array$/,
  );
});

test('lists too long for the core are RangeErrors before any copy', () => {
  assert.throws(
    () => request(fields, { dModel: 1, x: new Float64Array(5) }),
    /^RangeError: x must hold at most 4 numbers; got 5$/,
  );
  assert.throws(
    () => request(fields, { dModel: 1, tokens: ['a', 'b', 'c', 'd'] }),
    /^RangeError: tokens must hold between 1 and 3 words; got 4$/,
  );
  assert.throws(
    () => request(fields, { dModel: 1, tokens: ['abcde'] }),
    /^RangeError: each token must be 1 to 4 bytes long; tokens\[0\] has 5$/,
  );
});

test('a detached typed array is named, not read', () => {
  const x = new Float64Array(3);
  structuredClone(x.buffer, { transfer: [x.buffer] });
  assert.throws(
    () => request(fields, { dModel: 1, x }),
    /^TypeError: x is a Float64Array whose buffer was detached \(transferred\); pass a live array$/,
  );
});

test('describe() quotes a value briefly', () => {
  assert.equal(describe(undefined), 'nothing (the parameter is missing)');
  assert.equal(describe('x'.repeat(50)), `"${'x'.repeat(40)}..."`);
  assert.equal(describe(new Float32Array(2)), 'a Float32Array');
  assert.equal(describe(new Proxy(new Float32Array(2), {})), 'an object');
  assert.equal(describe(null), 'null');
});
