// Argument conversion never leaks (issue 9). Values that JavaScript cannot turn into the
// core's types (a BigInt or a throwing valueOf in gram's matrix, non-strings among tokens,
// throwing getters, a Proxy, arrays far past the limits) must be refused in JavaScript before
// any call into WASM: a TypeError or RangeError naming the parameter, or the getter's own
// exception. Before the fix, each such call left embind handles and a half-built vector
// behind, so memory grew without bound. Here every kind is tried CALLS times, then no handle
// may be alive, WASM memory may not have grown, and a valid call must still give the numbers.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';

import { loadCore } from '../../dist/pe-core.mjs';

// 2,000 calls of each kind: the old code leaked on every one (and failed within 50), so a leak
// of even one handle in ten calls still shows as 200 live handles.
// PE_LEAK_CALLS changes the count.
const CALLS = Number(process.env.PE_LEAK_CALLS ?? 2_000);

class GetterError extends Error {}
const throwingGetter = (object, key) =>
  Object.defineProperty(object, key, {
    enumerable: true,
    get() {
      throw new GetterError(`getter of ${key}`);
    },
  });
const throwingValueOf = {
  valueOf() {
    throw new GetterError('valueOf');
  },
};

// 4096 numbers (a 64 x 64 matrix for gram, a d = 4096 vector for RoPE's x) with one bad entry
// at the end, so a converter that copies as it goes has allocated the whole vector before it
// meets it.
const listEndingWith = (bad) => {
  const list = Array.from({ length: 64 * 64 }, (_, i) => i % 7);
  list[list.length - 1] = bad;
  return list;
};
// Built once: the loop measures the calls, not the building of their arguments.
const BIGINT_LIST = listEndingWith(1n);
const VALUEOF_LIST = listEndingWith(throwingValueOf);
const GETTER_LIST = throwingGetter(listEndingWith(0), 4095);
const HUGE_LIST = new Array(20_000_000);
const MILLION_TOKENS = new Array(1_000_000);

// [what, call(core), the error it must throw (class), the parameter its message names]
const BAD_CALLS = [
  ['gram: a BigInt entry', (core) => core.gram({ matrix: BIGINT_LIST, rows: 64, cols: 64 }), TypeError, 'matrix'],
  [
    'gram: an entry whose valueOf throws',
    (core) => core.gram({ matrix: VALUEOF_LIST, rows: 64, cols: 64 }),
    TypeError,
    'matrix',
  ],
  ['gram: an entry whose getter throws', (core) => core.gram({ matrix: GETTER_LIST, rows: 64, cols: 64 }), GetterError],
  [
    'gram: 20 million entries',
    (core) => core.gram({ matrix: HUGE_LIST, rows: 4096, cols: 4096 }),
    RangeError,
    'matrix',
  ],
  [
    'attention: a number among the tokens',
    (core) => core.attention({ tokens: ['the', 'cat', 7] }),
    TypeError,
    'tokens',
  ],
  [
    'attention: an object among the tokens',
    (core) => core.attention({ tokens: ['the', { toString: () => 'cat' }] }),
    TypeError,
    'tokens',
  ],
  [
    'attention: a Symbol among the tokens',
    (core) => core.attention({ tokens: ['the', Symbol('cat')] }),
    TypeError,
    'tokens',
  ],
  ['attention: a million tokens', (core) => core.attention({ tokens: MILLION_TOKENS }), RangeError, 'tokens'],
  [
    'permutation: a BigInt in tokensB',
    (core) => core.permutation({ tokensA: ['a', 'b'], tokensB: ['b', 2n] }),
    TypeError,
    'tokensB',
  ],
  [
    'encodeColumns: a BigInt dimension',
    (core) => core.encodeColumns({ positions: 4, dModel: 8, dims: [0, 1n] }),
    TypeError,
    'dims',
  ],
  ['encode: a BigInt dModel', (core) => core.encode({ positions: 4, dModel: 8n }), TypeError, 'dModel'],
  [
    'encode: a throwing getter on the parameters',
    (core) => core.encode(throwingGetter({ positions: 4 }, 'dModel')),
    GetterError,
  ],
  [
    'encode: a Proxy that throws',
    (core) =>
      core.encode(
        new Proxy(
          {},
          {
            get() {
              throw new GetterError('proxy');
            },
          },
        ),
      ),
    GetterError,
  ],
  [
    'compare: a throwing getter on side b',
    (core) => core.compare({ positions: 2, dModel: 4, b: throwingGetter({}, 'base') }),
    GetterError,
  ],
  [
    'steps: a layout whose valueOf throws',
    (core) => core.steps({ pos: 3, dModel: 4, layout: throwingValueOf }),
    TypeError,
    'layout',
  ],
  ['ropeRotate: a BigInt in x', (core) => core.ropeRotate({ x: BIGINT_LIST, pos: 3 }), TypeError, 'x'],
  [
    'ropeRotate: an entry of x whose valueOf throws',
    (core) => core.ropeRotate({ x: VALUEOF_LIST, pos: 3 }),
    TypeError,
    'x',
  ],
  ['ropeRotate: an entry of x whose getter throws', (core) => core.ropeRotate({ x: GETTER_LIST, pos: 3 }), GetterError],
  ['ropeSteps: 20 million entries in q', (core) => core.ropeSteps({ q: HUGE_LIST }), RangeError, 'q'],
  ['ropeWDemo: a BigInt in starts', (core) => core.ropeWDemo({ starts: [0, 1, 2n] }), TypeError, 'starts'],
  ['ropeWDemo: 20 million starts', (core) => core.ropeWDemo({ starts: HUGE_LIST }), RangeError, 'starts'],
  [
    'schemeAttention: a number among the tokens',
    (core) => core.schemeAttention({ tokens: ['the', 7], scheme: 'rope' }),
    TypeError,
    'tokens',
  ],
  [
    'extension: a method whose valueOf throws',
    (core) => core.extension({ method: throwingValueOf }),
    TypeError,
    'method',
  ],
  ['alibi: a throwing getter on causal', (core) => core.alibi(throwingGetter({ heads: 4 }, 'causal')), GetterError],
];

for (const simd of [true, false]) {
  describe(`argument conversion leaks nothing (${simd ? 'SIMD' : 'scalar'} build)`, async () => {
    const core = await loadCore({ simd });
    const sine3 = () => core.encode64({ positions: 1, dModel: 4, offset: 3 })[0];
    // Reach steady memory with valid calls of the same shapes first.
    core.gram({ matrix: listEndingWith(0), rows: 64, cols: 64 });
    core.attention({ tokens: ['the', 'cat', 'sat'] });
    core.permutation({ tokensA: ['a', 'b'], tokensB: ['b', 'a'] });
    core.encodeColumns({ positions: 4, dModel: 8, dims: [0, 1] });
    core.compare({ positions: 2, dModel: 4, b: { base: 100 } });
    core.ropeRotate({ x: listEndingWith(0), pos: 3 });
    core.ropeSteps({});
    core.ropeWDemo({ starts: [0, 1, 2] });
    core.schemeAttention({ tokens: ['the', 'cat'], scheme: 'rope' });
    core.extension({});
    core.alibi({ heads: 4 });
    const start = core.diagnostics();

    for (const [what, call, kind, parameter] of BAD_CALLS) {
      test(`${what}: ${CALLS.toLocaleString('en')} calls`, () => {
        let first;
        for (let i = 0; i < CALLS; i++) {
          try {
            call(core);
            assert.fail(`${what}: accepted`);
          } catch (error) {
            first ??= error;
            if (!(error instanceof kind)) throw error;
          }
        }
        if (parameter) assert.match(first.message, new RegExp(`^${parameter}\\b|; ${parameter}\\[`), first.message);
        const after = core.diagnostics();
        assert.equal(after.liveHandles, 0, `${what}: embind handles left alive`);
        assert.equal(after.memoryBytes, start.memoryBytes, `${what}: WASM memory grew`);
        assert.equal(sine3(), Math.sin(3), `${what}: a valid call afterwards gives the wrong number`);
      });
    }

    test('a Proxy that forwards to a plain object is read like the object', () => {
      const proxy = new Proxy({ positions: 2, dModel: 4, offset: 3 }, {});
      assert.deepEqual(core.encode(proxy), core.encode({ positions: 2, dModel: 4, offset: 3 }));
      assert.equal(core.diagnostics().liveHandles, 0);
    });
  });
}
