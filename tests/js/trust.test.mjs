// Objects a caller hands the JS API are never trusted (issue 17, items 1-4): a typed array's
// own length, buffer or byteOffset, a Proxy, a subclass, a detached buffer, a view kept after
// free(), a view over another copy of the core. Each must be refused with a TypeError or
// RangeError naming the parameter, write nothing, leak no embind handle, and leave the core
// working (checked by computing sin(3) through it, against Math.sin).
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';

import { loadCore, simdSupported } from '../../dist/pe-core.mjs';
import { PE } from '../shared/golden.mjs';

const flavours = simdSupported() ? [true, false] : [false];

/** A buffer transferred away: every view over it is detached. */
function detached(Type, length) {
  const array = new Type(length);
  structuredClone(array.buffer, { transfer: [array.buffer] });
  return array;
}

function assertWorking(core, what) {
  assert.equal(
    core.encode64({ positions: 1, dModel: 1, offset: 3 })[0],
    Math.sin(3),
    `${what}: the core still computes`,
  );
  assert.equal(core.diagnostics().liveHandles, 0, `${what}: no embind handle left alive`);
}

for (const simd of flavours) {
  describe(`untrusted inputs (${simd ? 'SIMD' : 'scalar'} build)`, async () => {
    const core = await loadCore({ simd });

    test("encodeInto: a view over the core's memory whose buffer getter lies is refused and writes nothing", () => {
      const matrix = core.createMatrix({ positions: 64, dModel: 64 });
      // A view over the core's memory just past the matrix (the core's own data), dressed as
      // a plain array: its own buffer getter answers a fresh ArrayBuffer.
      const real = matrix.array;
      const disguised = new Float32Array(real.buffer, real.byteOffset + real.byteLength, 4096);
      const before = disguised.slice();
      Object.defineProperty(disguised, 'buffer', { get: () => new ArrayBuffer(8) });
      Object.defineProperty(disguised, 'byteOffset', { get: () => 0 });
      assert.throws(
        () => core.encodeInto({ positions: 64, dModel: 64 }, disguised),
        /^RangeError: out lies in a core's WebAssembly memory but is not a live matrix's array/,
      );
      assert.deepEqual(
        Array.from(new Float32Array(real.buffer, real.byteOffset + real.byteLength, 4096)),
        Array.from(before),
      );
      matrix.free();
      assertWorking(core, 'after the disguised view');
    });

    test('encodeInto: a length getter that lies does not change how much is written', () => {
      const out = new Float32Array(8);
      Object.defineProperty(out, 'length', { get: () => 1e9 });
      // The real length is 8, so a 2 x 4 encoding fits and one of 4 x 4 does not.
      core.encodeInto({ positions: 2, dModel: 4 }, out);
      assert.deepEqual(Array.from(out.subarray(0, 4)), PE.d4_pos0.values); // PE(0), d = 4 (tests/shared/golden.json)
      assert.throws(
        () => core.encodeInto({ positions: 4, dModel: 4 }, out),
        /^RangeError: out must be a Float32Array of positions \* dModel = 16 values; got 8$/,
      );
      class Liar extends Float32Array {
        get length() {
          return 3;
        }
      }
      const liar = new Liar(4);
      core.encodeInto({ positions: 1, dModel: 4 }, liar);
      assert.deepEqual(Array.from(Float32Array.from(liar.slice(0, 4))), [0, 1, 0, 1]);
      assertWorking(core, 'after lying lengths');
    });

    test('encodeInto: a Proxy over a Float32Array is not a Float32Array', () => {
      const proxy = new Proxy(new Float32Array(4), {});
      assert.throws(
        () => core.encodeInto({ positions: 1, dModel: 4 }, proxy),
        /^TypeError: out must be a Float32Array; got /,
      );
      assertWorking(core, 'after a Proxy');
    });

    test('a view kept after free() is refused even when a new matrix lands at the same address', () => {
      const first = core.createMatrix({ positions: 4, dModel: 8 });
      const kept = first.array;
      const part = kept.subarray(8, 16);
      const address = kept.byteOffset;
      first.free();
      // Make matrices of the same shape until the allocator hands (part of) the freed block back
      // (the case an address check gets wrong); keep the others alive meanwhile.
      const overlaps = (m) => m.array.byteOffset < address + 128 && address < m.array.byteOffset + 128;
      const others = [];
      let second = core.createMatrix({ positions: 4, dModel: 8 });
      while (!overlaps(second) && others.length < 64) {
        others.push(second);
        second = core.createMatrix({ positions: 4, dModel: 8 });
      }
      for (const other of others) other.free();
      assert.ok(overlaps(second), 'a new matrix reuses the freed memory');
      for (const view of [kept, part]) {
        assert.throws(
          () => core.encodeInto({ positions: view.length / 8, dModel: 8 }, view),
          /^RangeError: out is a view of a matrix that was freed; make another with createMatrix\(\)$/,
        );
      }
      assert.ok(
        second.array.every((v) => v === 0),
        'nothing was written into the new matrix',
      );
      // A part of the live matrix, made with subarray(), is written in place.
      const row = second.array.subarray(8, 16);
      core.encodeInto({ positions: 1, dModel: 8, offset: 3 }, row);
      // PE(3), d = 8 (tests/shared/golden.json, rounded to 6 decimals: within 5e-7, plus float32 rounding).
      const golden = PE.d8_pos3.values;
      for (const [j, v] of second.array.subarray(8, 16).entries())
        assert.ok(Math.abs(v - golden[j]) < 6e-7, `dim ${j}`);
      second.free();
      assertWorking(core, 'after reuse of an address');
    });

    test('two copies of pe-core.mjs: neither accepts a view over the other one’s memory', async () => {
      const a = await (await import(`../../dist/pe-core.mjs?copy=trust-a-${simd}`)).loadCore({ simd });
      const b = await (await import(`../../dist/pe-core.mjs?copy=trust-b-${simd}`)).loadCore({ simd });
      const matrixA = a.createMatrix({ positions: 16, dModel: 16 });
      const intoA = new Float32Array(matrixA.array.buffer, 0, 4096); // A's own data, from address 0
      const before = intoA.slice();
      assert.throws(() => b.encodeInto({ positions: 64, dModel: 64 }, intoA), /is not a live matrix's array/);
      assert.throws(() => b.encodeInto({ positions: 16, dModel: 16 }, matrixA.array), /is not a live matrix's array/);
      assert.deepEqual(Array.from(new Float32Array(matrixA.array.buffer, 0, 4096)), Array.from(before));
      matrixA.free();
      assertWorking(a, 'copy A');
      assertWorking(b, 'copy B');
    });

    test('typed-array inputs are copied once in JavaScript: detached, Proxy and lying ones are refused by name', () => {
      const cases = [
        ['ropeRotate', 'x', (x) => core.ropeRotate({ x, pos: 3 })],
        ['ropeSteps', 'q', (q) => core.ropeSteps({ pos: 1, dModel: 4, q })],
        ['ropeWDemo', 'starts', (starts) => core.ropeWDemo({ dModel: 8, starts })],
        ['encodeColumns', 'dims', (dims) => core.encodeColumns({ positions: 2, dModel: 4, dims })],
        ['gram', 'matrix', (matrix) => core.gram({ matrix, rows: 2, cols: 2 })],
      ];
      const memory = core.diagnostics().memoryBytes;
      for (const [fn, name, call] of cases) {
        for (const Type of [Float64Array, Float32Array]) {
          assert.throws(
            () => call(detached(Type, 4)),
            new RegExp(
              `^TypeError: ${name} is a ${Type.name} whose buffer was detached \\(transferred\\); pass a live array$`,
            ),
            `${fn}: detached ${Type.name}`,
          );
        }
        assert.throws(
          () => call(new Proxy(new Float64Array(4), {})),
          new RegExp(`^TypeError: ${name} must be `),
          `${fn}: Proxy`,
        );
        class Huge extends Float64Array {
          get length() {
            return 1e9;
          }
        }
        // The real length (4) is what crosses, whatever the getter says.
        const liar = new Huge([0, 1, 0, 1]);
        let error;
        try {
          call(liar);
        } catch (caught) {
          error = caught;
        }
        assert.ok(
          error === undefined || /^(RangeError|TypeError): /.test(`${error}`),
          `${fn}: lying length gave ${error}`,
        );
        for (let i = 0; i < 1000; i += 1) assert.throws(() => call(detached(Float64Array, 4)), TypeError);
        assertWorking(core, fn);
      }
      assert.equal(core.diagnostics().memoryBytes, memory, 'WASM memory did not grow');
    });

    test('ropeRotate reads a lying subclass by its real contents', () => {
      class Liar extends Float64Array {
        get length() {
          return 2;
        }
      }
      // x = (1, 0, 1, 0) at pos 1, d = 4: pair 0 turns by 1 rad, pair 1 by 0.01 rad.
      const out = core.ropeRotate({ x: new Liar([1, 0, 1, 0]), pos: 1 });
      assert.equal(out.length, 4);
      const expected = [Math.cos(1), Math.sin(1), Math.cos(0.01), Math.sin(0.01)];
      for (const [j, v] of out.entries()) assert.ok(Math.abs(v - expected[j]) < 1e-15, `dim ${j}`);
    });
  });
}
