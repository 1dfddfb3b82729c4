// A core refusal carries its rule as data (error.refusal), and the page words it in the reader's
// language from that data. The expected rules are the limits the README and LESSON state (d from
// 1 to 4096, the relative shift needs an even d, at most 2^24 values in a matrix), written here by hand.
import './i18n-node.mjs';

import assert from 'node:assert/strict';
import { test } from 'node:test';

import { loadCore } from '../../dist/pe-core.mjs';
import { useLanguage } from '../../web/src/kit/i18n.js';
import { inPageWords } from '../../web/src/kit/page-words.js';

/** Text without the bidi isolation marks Fluent puts around placeables outside English. */
const plain = (text) => text.replace(/[\u2066-\u2069]/g, '');

const core = await loadCore();

function refusalOf(call) {
  try {
    call();
  } catch (error) {
    assert.ok(error instanceof RangeError, String(error));
    return error;
  }
  assert.fail('the core accepted a value it must refuse');
}

test('a range refusal says its kind, parameter, range and the value given', () => {
  const error = refusalOf(() => core.encode({ positions: 4, dModel: 5000 }));
  assert.match(error.message, /^dModel must be an integer in \[1, 4096\]; got 5000/);
  assert.deepEqual(
    { ...error.refusal },
    {
      kind: 'integer',
      parameter: 'dModel',
      min: 1,
      max: 4096,
      got: 5000,
      minOpen: false,
      maxOpen: false,
    },
  );
});

test('rules beyond a range: an even width for RoPE, a matrix too large', () => {
  const even = refusalOf(() => core.shift({ pos: 1, k: 1, dModel: 5, base: 10000 }));
  assert.equal(even.refusal.kind, 'even');
  assert.equal(even.refusal.parameter, 'dModel');
  assert.equal(even.refusal.got, 5);
  const big = refusalOf(() => core.encode({ positions: 100000, dModel: 1024 }));
  assert.equal(big.refusal.kind, 'product');
  assert.equal(big.refusal.max, 2 ** 24);
  assert.equal(big.refusal.got, 100000 * 1024);
});

test('the page words a refusal in its language: English as the core says it, Spanish from the rule', async () => {
  const error = refusalOf(() => core.encode({ positions: 4, dModel: 5000 }));
  await useLanguage('en');
  assert.match(inPageWords(error), /^d must be an integer in \[1, 4096\]; got 5000/);
  await useLanguage('es');
  assert.equal(plain(inPageWords(error)), 'd debe ser un número entero de 1 a 4096; has dado 5000.');
  const big = refusalOf(() => core.encode({ positions: 100000, dModel: 1024 }));
  assert.equal(
    plain(inPageWords(big, { positions: 'n' })),
    'n es demasiado grande: el número de valores que pide a la vez es 102.400.000, y el núcleo calcula como mucho 16.777.216.',
  );
  await useLanguage('en');
});
