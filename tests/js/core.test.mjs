// The JS API of the core (dist/pe-core.mjs), run once against each build: SIMD and scalar.
// Every number is checked against literals (the golden values, tests/shared/golden.json) or a float64 reference
// written in plain JavaScript independently of the C++ code (tests/shared/reference.mjs, formulas
// here). A few tests compare two of the core's paths by design, and say so: the SIMD and scalar
// builds, encodeInto/createMatrix against encode (the same bits in the caller's memory),
// encodeColumns against encode64, precisionScan against precision; each of those also checks one
// side against the reference.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';

import { loadCore, simdSupported } from '../../dist/pe-core.mjs';
import { LEARNED, PE, TABLE } from '../shared/golden.mjs';
import { reference, referenceRow } from '../shared/reference.mjs';

function maxAbsDiff(a, b) {
  let worst = 0;
  for (let i = 0; i < a.length; i++) worst = Math.max(worst, Math.abs(a[i] - b[i]));
  return worst;
}
function assertClose(actual, expected, margin, what = '') {
  assert.equal(actual.length, expected.length, `${what} length`);
  const worst = maxAbsDiff(actual, expected);
  assert.ok(worst <= margin, `${what}: largest difference ${worst} exceeds ${margin}`);
}

const builds = [true, false];

test('the SIMD probe agrees with node 20 (which runs WASM SIMD and exception handling)', () => {
  assert.equal(simdSupported(), true);
});

// The SIMD build uses WebAssembly exception handling (CMakeLists.txt): an engine with SIMD but
// without it (Chrome 91-94, Firefox 89-99) must get the scalar build. Such an engine is played by
// a validator that refuses any module whose code opens a try block (opcode 0x06, then an empty
// block type 0x40), as those engines do, and accepts everything else as node does.
test('an engine with SIMD but without exception handling is not offered the SIMD build', async (t) => {
  const validate = WebAssembly.validate;
  const opensTry = (bytes) => {
    const view = new Uint8Array(bytes.buffer ?? bytes, bytes.byteOffset ?? 0, bytes.byteLength);
    return view.some((byte, i) => byte === 0x06 && view[i + 1] === 0x40);
  };
  t.after(() => {
    WebAssembly.validate = validate;
  });
  WebAssembly.validate = (bytes) => !opensTry(bytes) && validate(bytes);
  assert.equal(simdSupported(), false);
  await assert.rejects(loadCore({ simd: true }), /exception handling/);
});

test('loadCore rejects an unknown simd option and memoises each build', async () => {
  await assert.rejects(loadCore({ simd: 'yes' }), RangeError);
  assert.equal(await loadCore({ simd: true }), await loadCore({ simd: true }));
  assert.equal((await loadCore()).simd, true);
});

for (const simd of builds) {
  describe(`${simd ? 'SIMD' : 'scalar'} build`, async () => {
    const core = await loadCore({ simd });

    test('reports which build it is', () => {
      assert.equal(core.simd, simd);
      assert.equal(core.defaults.base, 10000);
      assert.equal(core.defaults.layout, 'interleaved');
      assert.equal(core.limits.maxDModel, 4096);
    });

    test('golden values from the lesson, float64 and float32', () => {
      for (const { d, pos, values } of TABLE) {
        assertClose(
          core.encode64({ positions: 1, dModel: d, offset: pos }),
          values,
          5e-7,
          `encode64 d=${d} pos=${pos}`,
        );
        assertClose(
          core.encode({ positions: 1, dModel: d, offset: pos }),
          values,
          5e-7 + 1e-6,
          `encode d=${d} pos=${pos}`,
        );
      }
    });

    test('layout is [pos][dim] row-major, with known cells', () => {
      const m = core.encode64({ positions: 10, dModel: 6, offset: 5 });
      assert.ok(m instanceof Float64Array);
      assert.equal(m.length, 60);
      assert.equal(m[3 * 6 + 0], Math.sin(8));
      assert.ok(Math.abs(m[9 * 6 + 5] - Math.cos(14 / 10000 ** (4 / 6))) < 1e-15);
      const f = core.encode({ positions: 10, dModel: 6, offset: 5 });
      assert.ok(f instanceof Float32Array);
      assert.ok(Math.abs(f[9 * 6 + 5] - m[9 * 6 + 5]) < 1e-6);
    });

    test('float64 matches the JavaScript reference in every layout and convention', () => {
      for (const layout of ['interleaved', 'concatenated']) {
        for (const convention of ['paper', 'tensor2tensor', 'one-based-pair', 'dimension-exponent']) {
          for (const d of [1, 4, 5, 16, 33]) {
            const n = 40;
            const offset = 1000;
            const got = core.encode64({ positions: n, dModel: d, offset, layout, convention });
            const want = [];
            for (let r = 0; r < n; r++) want.push(...referenceRow(offset + r, d, { layout, convention }));
            assertClose(got, want, 1e-12, `${layout} ${convention} d=${d}`);
          }
        }
      }
    });

    test('float32 stays within 1e-6 of float64 up to position 99,999', () => {
      let worst = 0;
      const check = (positions, dModel, offset, layout = 'interleaved') => {
        const got = core.encode({ positions, dModel, offset, layout });
        for (let r = 0; r < positions; r++) {
          for (let j = 0; j < dModel; j++) {
            worst = Math.max(worst, Math.abs(got[r * dModel + j] - reference(offset + r, j, dModel, { layout })));
          }
        }
      };
      check(100000, 64, 0);
      check(2048, 1024, 97952);
      check(2048, 1024, 97952, 'concatenated');
      check(512, 4096, 99488);
      assert.ok(worst <= 1e-6, `largest float32 error ${worst}`);
      console.log(
        `# ${simd ? 'SIMD' : 'scalar'} build: largest float32 error up to position 99,999: ${worst.toExponential(3)}`,
      );
    });

    test('steps give each dimension its pair, exponent, denominator, angle and value', () => {
      const steps = core.steps({ pos: 3, dModel: 8 });
      assert.equal(steps.length, 8);
      assert.deepEqual(
        steps.map((s) => s.denominator),
        [1, 1, 10, 10, 100, 100, 1000, 1000],
      );
      assert.deepEqual(
        steps.map((s) => s.fn),
        ['sin', 'cos', 'sin', 'cos', 'sin', 'cos', 'sin', 'cos'],
      );
      for (const s of steps) {
        assert.equal(s.pair, Math.floor(s.dim / 2));
        assert.ok(Math.abs(s.angle - 3 / s.denominator) < 1e-15);
        assert.ok(Math.abs(s.value - reference(3, s.dim, 8)) < 1e-15);
      }
      const concatenated = core.steps({ pos: 3, dModel: 5, layout: 'concatenated' });
      assert.deepEqual(
        concatenated.map((s) => `${s.fn}${s.pair}`),
        ['sin0', 'sin1', 'sin2', 'cos0', 'cos1'],
      );
    });

    test('frequencies run geometrically from 2*pi', () => {
      const f = core.frequencies({ dModel: 8 });
      assert.equal(f.length, 4);
      assert.ok(Math.abs(f[0].wavelength - 2 * Math.PI) < 1e-12);
      assert.ok(Math.abs(f[3].wavelength - 2 * Math.PI * 1000) < 1e-9);
      const t2t = core.frequencies({ dModel: 8, convention: 'tensor2tensor' });
      assert.ok(Math.abs(t2t[3].wavelength / (2 * Math.PI * 10000) - 1) < 1e-14);
    });

    test('the shift: M_k PE(pos) = PE(pos + k), and M_k does not depend on pos', () => {
      const a = core.shift({ pos: 3, k: 2, dModel: 8 });
      const b = core.shift({ pos: 300, k: 2, dModel: 8 });
      assert.ok(a.maxError < 1e-12);
      assert.ok(a.maxErrorF32 < 1e-6);
      assertClose(a.rotated, a.direct, 1e-12, 'rotated vs direct');
      assertClose(a.direct, referenceRow(5, 8), 1e-15, 'direct vs reference');
      assert.deepEqual(a.blocks, b.blocks);
      const { cos, sin } = a.blocks[1];
      const [s, c] = [a.pe[2], a.pe[3]];
      assert.ok(Math.abs(cos * s + sin * c - a.rotated[2]) < 1e-15);
      assert.ok(Math.abs(-sin * s + cos * c - a.rotated[3]) < 1e-15);
    });

    test('similarity equals the explicit dot products', () => {
      for (const d of [6, 7]) {
        const n = 20;
        const s = core.similarity({ positions: n, dModel: d, offset: 4 });
        const rows = Array.from({ length: n }, (_, p) => referenceRow(4 + p, d));
        for (let p = 0; p < n; p++) {
          for (let q = 0; q < n; q++) {
            let dot = 0;
            for (let j = 0; j < d; j++) dot += rows[p][j] * rows[q][j];
            assert.ok(Math.abs(s[p * n + q] - dot) < 1e-5, `d=${d} p=${p} q=${q}`);
          }
        }
      }
      const g = core.offsetProfile({ maxOffset: 10, dModel: 8 });
      assert.ok(Math.abs(g[3] - (Math.cos(3) + Math.cos(0.3) + Math.cos(0.03) + Math.cos(0.003))) < 1e-14);
    });

    test('gram is X X^T', () => {
      const rows = 9;
      const cols = 21;
      const x = Float32Array.from({ length: rows * cols }, (_, i) => Math.sin(i * 0.7));
      const g = core.gram({ matrix: x, rows, cols });
      for (let p = 0; p < rows; p++) {
        for (let q = 0; q < rows; q++) {
          let dot = 0;
          for (let j = 0; j < cols; j++) dot += x[p * cols + j] * x[q * cols + j];
          assert.ok(Math.abs(g[p * rows + q] - dot) < 1e-5);
        }
      }
    });

    test('attention: without PE the same word gets the same output in both orders', () => {
      const a = core.attention({ tokens: ['The', 'cat', 'sat', 'on', 'the', 'mat'], usePE: false, dModel: 8 });
      const b = core.attention({ tokens: ['The', 'mat', 'sat', 'on', 'the', 'cat'], usePE: false, dModel: 8 });
      assert.deepEqual(a.tokens, ['the', 'cat', 'sat', 'on', 'the', 'mat']);
      assert.ok(maxAbsDiff(a.output.subarray(8, 16), b.output.subarray(40, 48)) < 1e-12);
      for (let p = 0; p < 6; p++) {
        const total = a.weights.subarray(p * 6, p * 6 + 6).reduce((x, y) => x + y, 0);
        assert.ok(Math.abs(total - 1) < 1e-15);
      }
      const rows = core.permutation({ tokensA: ['The', 'cat', 'sat'], tokensB: ['sat', 'The', 'cat'] }).rows;
      assert.deepEqual(
        rows.map((r) => r.posB),
        [1, 2, 0],
      );
      assert.ok(rows.every((r) => r.withoutPE < 1e-12 && r.withPE > 1e-3));
    });

    test('encodeColumns gives the chosen columns of the float64 matrix', () => {
      const all = core.encode64({ positions: 12, dModel: 10, offset: 7, layout: 'concatenated' });
      const cols = core.encodeColumns({ positions: 12, dModel: 10, offset: 7, layout: 'concatenated', dims: [9, 2] });
      for (let r = 0; r < 12; r++) {
        // Two paths of the core, by design bit for bit the same; and the reference.
        assert.equal(cols[r * 2], all[r * 10 + 9]);
        assert.equal(cols[r * 2 + 1], all[r * 10 + 2]);
        const row = referenceRow(7 + r, 10, { layout: 'concatenated' });
        assert.ok(Math.abs(cols[r * 2] - row[9]) < 1e-12 && Math.abs(cols[r * 2 + 1] - row[2]) < 1e-12, `row ${r}`);
      }
      assert.throws(
        () => core.encodeColumns({ positions: 2, dModel: 4, dims: [4] }),
        /^RangeError: dims must be an integer in \[0, 3\]; got 4$/,
      );
      assert.throws(() => core.encodeColumns({ positions: 2, dModel: 4, dims: 'x' }), TypeError);
    });

    test('precisionScan equals precision at each position', () => {
      const scan = core.precisionScan({ from: 99990, to: 99999, dModel: 32 });
      assert.equal(scan.naive.length, 10);
      for (let r = 0; r < 10; r++) {
        const one = core.precision({ pos: 99990 + r, dModel: 32 });
        assert.equal(scan.naive[r], one.maxErrorNaive);
        // Independently: the angle formed in float32, float(pos) * float(w_i), then a sine or
        // cosine rounded to float32 (Math.sin's double rounded, within one float32 ulp of sinf).
        const exact = referenceRow(99990 + r, 32);
        assertClose(one.exact, exact, 1e-10, `exact row ${r}`); // angles near 1e5: an ulp is 1.5e-11
        let naive = 0;
        for (let j = 0; j < 32; j++) {
          const angle = Math.fround(Math.fround(99990 + r) * Math.fround(10000 ** ((-2 * Math.floor(j / 2)) / 32)));
          const value = Math.fround(j % 2 === 0 ? Math.sin(angle) : Math.cos(angle));
          naive = Math.max(naive, Math.abs(value - exact[j]));
        }
        assert.ok(Math.abs(scan.naive[r] - naive) <= 2e-7, `naive error at ${99990 + r}: ${scan.naive[r]} vs ${naive}`);
        assert.ok(naive > 1e-4, 'the float32 angle is visibly off at pos 99,990');
        // The fast path's bits depend on a row's place in its block: only the bound is shared.
        assert.ok(scan.fast[r] <= 1e-6 && Math.abs(scan.fast[r] - one.maxErrorFast) <= 2e-7);
      }
      assert.equal(scan.worstNaive, Math.max(...scan.naive));
      assert.throws(
        () => core.precisionScan({ from: 0, to: 5000, dModel: 4 }),
        /^RangeError: to must be an integer in \[0, 4095\]; got 5000$/,
      );
    });

    test('compare and learnedTable', () => {
      const c = core.compare({
        positions: 1,
        dModel: 4,
        a: { offset: 3 },
        b: { offset: 3, convention: 'dimension-exponent' },
      });
      const [paper, mistaken] = [PE.d4_pos3.values, PE.d4_pos3_dimension_exponent.values];
      assertClose(c.difference, [0, paper[1] - mistaken[1], 0, paper[3] - mistaken[3]], 2e-6);
      const { maxLen, dModel, parameters } = LEARNED.bertBase;
      assert.equal(core.learnedTable({ maxLen, dModel }).parameters, parameters);
    });

    test('the SIMD and scalar builds agree bit for bit', async () => {
      const other = await loadCore({ simd: !simd });
      // Shapes that reach every path of the SIMD kernel: pairs of 32-row blocks, an unpaired last
      // block, a scalar rest (floor(d/2) not a multiple of 4), an odd d's lone sine, wide rows.
      for (const params of [
        { positions: 100, dModel: 37, offset: 99000 },
        { positions: 33, dModel: 256, layout: 'concatenated' },
        { positions: 200, dModel: 1023, offset: 5 },
        { positions: 97, dModel: 518, layout: 'concatenated', offset: 40000 },
        { positions: 130, dModel: 136 },
      ]) {
        assert.deepEqual(core.encode(params), other.encode(params));
      }
    });

    // One table of bad values per entry point; each must be a RangeError naming the parameter
    // (a TypeError when the JavaScript type is wrong).
    const badCalls = [
      ['encode', { positions: 0, dModel: 4 }, /^positions must be an integer in \[1, 131072\]; got 0$/],
      ['encode', { positions: 2.5, dModel: 4 }, /^positions must be an integer/],
      ['encode', { positions: 4, dModel: -1 }, /^dModel must be an integer in \[1, 4096\]; got -1$/],
      ['encode', { positions: 4, dModel: NaN }, /^dModel .* got NaN$/],
      ['encode', { positions: 4, dModel: Infinity }, /^dModel .* got Infinity$/],
      ['encode', { positions: 4, dModel: 1e308 }, /^dModel .* got 1e\+308$/],
      ['encode', { positions: 4, dModel: '8' }, /^dModel .* got "8"$/, TypeError],
      ['encode', { positions: 4 }, /^dModel .* got nothing/, TypeError],
      ['encode', { positions: 4, dModel: 4, base: 1 }, /^base must be a number greater than 1/],
      ['encode', { positions: 4, dModel: 4, base: -Infinity }, /^base /],
      [
        'encode',
        { positions: 4, dModel: 4, layout: '<b>x</b>' },
        /^layout must be "interleaved" or "concatenated"; got "<b>x<\/b>"$/,
      ],
      ['encode', { positions: 4, dModel: 4, offset: -1 }, /^offset must be an integer/],
      ['encode', { positions: 4, dModel: 4, convention: 'vaswani' }, /^convention must be/],
      ['encode', { positions: 8193, dModel: 2048 }, /^positions \* dModel must be at most 16777216/],
      ['encode64', { positions: 131073, dModel: 1 }, /^positions must be an integer in \[1, 131072\]/],
      ['encode', null, /^expected an object of parameters/, TypeError],
      ['steps', { pos: -3, dModel: 4 }, /^pos must be an integer in \[0, 100000000\]; got -3$/],
      ['steps', { pos: 3, dModel: 0 }, /^dModel /],
      ['frequencies', { dModel: 4, base: 0.5 }, /^base /],
      ['shift', { pos: 3, k: 1, dModel: 5 }, /^dModel must be even for the relative shift/],
      ['shift', { pos: 3, k: -4, dModel: 4 }, /^k must be an integer in \[-3, 99999997\]; got -4$/],
      ['similarity', { positions: 4097, dModel: 4 }, /^positions must be an integer in \[1, 4096\]/],
      ['offsetProfile', { maxOffset: 1e7, dModel: 4 }, /^maxOffset /],
      ['gram', { matrix: new Float32Array(3), rows: 2, cols: 2 }, /^matrix must hold rows \* cols = 4 values; got 3$/],
      ['gram', { matrix: new Float32Array([1, NaN, 0, 0]), rows: 2, cols: 2 }, /^matrix values must be finite/],
      ['gram', { matrix: 'abc', rows: 1, cols: 3 }, /^matrix must be a Float32Array/, TypeError],
      ['precision', { pos: 1e9, dModel: 4 }, /^pos /],
      ['attention', { tokens: [] }, /^tokens must hold between 1 and 64 words; got 0$/],
      ['attention', { tokens: 'the cat' }, /^tokens must be an array of 1 to 64 words/, TypeError],
      ['attention', { tokens: ['a', 'x'.repeat(65)] }, /^each token must be 1 to 64 bytes long; tokens\[1\] has 65$/],
      ['attention', { tokens: ['a'], usePE: 'yes' }, /^usePE must be true or false/, TypeError],
      ['attention', { tokens: ['a'], seed: -1 }, /^seed /],
      ['attention', { tokens: ['a'], dModel: 513 }, /^dModel must be an integer in \[1, 512\]/],
      // A wrong type quotes the range this call takes, not the table's widest (dModel [1, 4096]).
      ['attention', { tokens: ['a'], dModel: '8' }, /^dModel must be an integer in \[1, 512\]; got "8"$/, TypeError],
      ['alibi', { positions: 8n }, /^positions must be an integer in \[1, 256\]; got a bigint$/, TypeError],
      ['ropeWDemo', { dModel: null, starts: [0] }, /^dModel must be an integer in \[2, 512\]; got null$/, TypeError],
      ['similarity', { dModel: 4 }, /^positions must be an integer in \[1, 4096\]; got nothing/, TypeError],
      ['permutation', { tokensA: ['a', 'b'], tokensB: ['a', 'c'] }, /^tokensB must be a reordering of tokensA/],
      ['compare', { positions: 2, dModel: 4, a: {}, b: { layout: 'x' } }, /^layout /],
      ['learnedTable', { maxLen: 0, dModel: 768 }, /^maxLen /],
    ];
    test(`bad input: ${badCalls.length} cases, each a RangeError (or TypeError) naming its parameter, and the core keeps working`, () => {
      for (const [name, params, message, kind = RangeError] of badCalls) {
        assert.throws(
          () => core[name](params),
          (error) => {
            assert.ok(
              error instanceof kind,
              `${name}(${JSON.stringify(params, (_, v) => (typeof v === 'bigint' ? `${v}n` : v))}) threw ${error}`,
            );
            assert.match(error.message, message);
            return true;
          },
        );
        assertClose(core.encode64({ positions: 1, dModel: 4, offset: 3 }), PE.d4_pos3.values, 5e-7, `after ${name}`);
      }
    });

    test('no embind handle outlives a call, and memory stops growing after warm-up', () => {
      const round = () => {
        core.steps({ pos: 7, dModel: 64 });
        core.shift({ pos: 7, k: 3, dModel: 16 });
        core.attention({ tokens: ['a', 'b', 'a'] });
        core.permutation({ tokensA: ['a', 'b'], tokensB: ['b', 'a'] });
        core.encode({ positions: 512, dModel: 512 });
        core.similarity({ positions: 256, dModel: 32 });
        assert.throws(() => core.encode({ positions: -1, dModel: 4 }), RangeError);
      };
      for (let i = 0; i < 20; i++) round();
      const warm = core.diagnostics();
      for (let i = 0; i < 300; i++) round();
      const after = core.diagnostics();
      assert.equal(warm.liveHandles, 0);
      assert.equal(after.liveHandles, 0);
      assert.equal(after.memoryBytes, warm.memoryBytes);
    });

    test('heapBytes counts the bytes malloc holds: a matrix adds at least its values, free() takes them back', () => {
      // 1000 x 16 float32 values = 64,000 bytes, plus the allocator's own few bytes per block.
      const before = core.diagnostics().heapBytes;
      const matrix = core.createMatrix({ positions: 1000, dModel: 16 });
      const held = core.diagnostics().heapBytes - before;
      assert.ok(held >= 64000 && held < 64000 + 1024, `a 1000 x 16 matrix holds ${held} bytes`);
      matrix.free();
      assert.equal(core.diagnostics().heapBytes, before);
      // A call that returns a result gives back everything it allocated.
      core.steps({ pos: 7, dModel: 64 });
      const warm = core.diagnostics().heapBytes;
      for (let i = 0; i < 10; i++) core.steps({ pos: 7, dModel: 64 });
      assert.equal(core.diagnostics().heapBytes, warm);
    });

    test("encodeInto writes the same matrix into the caller's array and returns it", () => {
      const params = { positions: 37, dModel: 10, offset: 5, layout: 'concatenated' };
      const out = new Float32Array(370).fill(7);
      assert.equal(core.encodeInto(params, out), out);
      assert.deepEqual(out, core.encode(params));
      assertClose(out.subarray(0, 10), referenceRow(5, 10, { layout: 'concatenated' }), 1e-6, 'row 0');
      assert.throws(
        () => core.encodeInto(params, new Float32Array(369)),
        /^RangeError: out must be a Float32Array of positions \* dModel = 370 values; got 369$/,
      );
      assert.throws(() => core.encodeInto(params, new Float64Array(370)), TypeError);
      assert.throws(() => core.encodeInto({ positions: 0, dModel: 10 }, out), /^RangeError: positions /);
      assert.equal(core.diagnostics().liveHandles, 0);
    });

    test("core.parameters is the core's frozen table of kinds and ranges", () => {
      const { parameters, requests } = core;
      assert.ok(Object.isFrozen(parameters) && Object.isFrozen(parameters.dModel));
      assert.deepEqual(parameters.dModel, {
        kind: 'integer',
        min: 1,
        max: 4096,
        rule: 'dModel must be an integer in [1, 4096]',
      });
      // Where a call takes its own range, core.requests says so (from the request's ranges[]).
      assert.deepEqual(requests.attention.dModel, {
        required: false,
        default: 8,
        min: 1,
        max: 512,
        rule: 'dModel must be an integer in [1, 512]',
      });
      assert.deepEqual(requests.t5Bias.positions, {
        required: false,
        default: 16,
        min: 1,
        max: 256,
        rule: 'positions must be an integer in [1, 256]',
      });
      assert.deepEqual(requests.encode.dModel, { required: true, rule: 'dModel must be an integer in [1, 4096]' });
      assert.deepEqual(parameters.positions, {
        kind: 'integer',
        min: 1,
        max: 131072,
        rule: 'positions must be an integer in [1, 131072]',
      });
      assert.deepEqual(parameters.base, {
        kind: 'number',
        min: 1,
        max: 1e12,
        minExclusive: true,
        rule: 'base must be a number greater than 1 and at most 1000000000000',
      });
      assert.deepEqual(parameters.layout, {
        kind: 'choice',
        choices: ['interleaved', 'concatenated'],
        rule: 'layout must be "interleaved" or "concatenated"',
      });
      assert.deepEqual(parameters.convention.choices, [
        'paper',
        'tensor2tensor',
        'one-based-pair',
        'dimension-exponent',
      ]);
      assert.deepEqual(parameters.k, {
        kind: 'integer',
        min: -1e8,
        max: 1e8,
        rule: 'k must be an integer in [-100000000, 100000000]',
      });
      assert.equal(parameters.tokens.kind, 'words');
      assert.equal(parameters.matrix.kind, 'matrix');
      assert.equal(parameters.usePE.kind, 'boolean');
      // Every field of every call is a parameter of the table, and the defaults are the core's.
      for (const [fn, fields] of Object.entries(requests)) {
        for (const [name, field] of Object.entries(fields)) {
          if (!field.fields) assert.ok(parameters[name], `${fn}.${name} is in core.parameters`);
        }
      }
      assert.deepEqual(requests.encode.base, {
        required: false,
        default: 10000,
        rule: 'base must be a number greater than 1 and at most 1000000000000',
      });
      assert.equal(core.defaults.base, 10000);
      assert.deepEqual(requests.encode.positions, {
        required: true,
        rule: 'positions must be an integer in [1, 131072]',
      });
      // The table is the range validation enforces.
      assert.throws(
        () => core.encode({ positions: parameters.positions.max + 1, dModel: 1 }),
        /^RangeError: positions must be an integer in \[1, 131072\]/,
      );
    });

    test("createMatrix: encodeInto writes into it in place with encode()'s bits, and hands back the view", () => {
      const matrix = core.createMatrix({ positions: 200, dModel: 1023 });
      assert.deepEqual([matrix.positions, matrix.dModel, matrix.length, matrix.freed], [200, 1023, 204600, false]);
      assert.ok(
        matrix.array.every((v) => v === 0),
        'a new matrix holds zeros',
      );
      for (const params of [
        { positions: 200, dModel: 1023, offset: 5 },
        { positions: 200, dModel: 1023, layout: 'concatenated', offset: 99000 },
        { positions: 200, dModel: 1023, convention: 'dimension-exponent', base: 500 },
        { positions: 600, dModel: 341, convention: 'tensor2tensor' },
      ]) {
        const view = matrix.array;
        assert.equal(core.encodeInto(params, view), view);
        assert.deepEqual(matrix.array, core.encode(params), JSON.stringify(params));
      }
      assertClose(matrix.array.subarray(0, 341), referenceRow(0, 341, { convention: 'tensor2tensor' }), 1e-6, 'row 0');
      // A part of a matrix is a view too: the rows after it are left as they were.
      const before = matrix.array.slice();
      const part = matrix.array.subarray(1023, 1023 + 3 * 16);
      assert.equal(core.encodeInto({ positions: 3, dModel: 16, offset: 7 }, part), part);
      assert.deepEqual(part, core.encode({ positions: 3, dModel: 16, offset: 7 }));
      assert.deepEqual(matrix.array.subarray(0, 1023), before.subarray(0, 1023));
      assert.deepEqual(matrix.array.subarray(1023 + 48), before.subarray(1023 + 48));
      assert.throws(
        () => core.encodeInto({ positions: 3, dModel: 16 }, matrix.array.subarray(0, 47)),
        /^RangeError: out must be a Float32Array of positions \* dModel = 48 values; got 47$/,
      );
      assert.throws(
        () => core.encodeInto({ positions: 0, dModel: 16 }, part),
        /^RangeError: positions must be an integer/,
      );
      assert.equal(core.diagnostics().matrixValues, 204600);
      matrix.free();
      assert.equal(core.diagnostics().matrixValues, 0);
      assert.equal(core.diagnostics().liveHandles, 0);
    });

    test('createMatrix: no write after free(), none outside a matrix, and none lost when memory grows', async () => {
      const matrix = core.createMatrix({ positions: 4, dModel: 8 });
      const old = matrix.array;
      // Make WASM memory grow: the old view is detached, array gives a fresh one of the same values.
      core.encodeInto({ positions: 4, dModel: 8, offset: 11 }, old);
      const grow = core.createMatrix({ positions: 4096, dModel: 4096 });
      const other = core.createMatrix({ positions: 4096, dModel: 4096 });
      assert.equal(old.length, 0, 'memory grew, so the old view is detached');
      assert.deepEqual(matrix.array, core.encode({ positions: 4, dModel: 8, offset: 11 }));
      assert.throws(
        () => core.encodeInto({ positions: 4, dModel: 8 }, old),
        /^TypeError: out is detached: the core's memory grew since it was read; read matrix.array again$/,
      );
      // A view of WASM memory that is not a live matrix is refused, and nothing is written there.
      const stray = new Float32Array(matrix.array.buffer, 0, 32);
      const strayBefore = stray.slice();
      assert.throws(
        () => core.encodeInto({ positions: 4, dModel: 8 }, stray),
        /^RangeError: out lies in a core's WebAssembly memory but is not a live matrix's array \(matrix.array, or a part of it made with subarray\(\)\)$/,
      );
      assert.deepEqual(stray, strayBefore);
      // Past a matrix's end is not inside it.
      const straddle = new Float32Array(matrix.array.buffer, matrix.array.byteOffset + 16, 32);
      assert.throws(() => core.encodeInto({ positions: 4, dModel: 8 }, straddle), /is not a live matrix's array/);
      // After free(): array is gone, a kept view is refused, free() again does nothing.
      const kept = matrix.array;
      matrix.free();
      matrix.free();
      assert.equal(matrix.freed, true);
      assert.throws(() => matrix.array, /^TypeError: this matrix was freed; make another with createMatrix\(\)$/);
      assert.throws(
        () => core.encodeInto({ positions: 4, dModel: 8 }, kept),
        /^RangeError: out is a view of a matrix that was freed; make another with createMatrix\(\)$/,
      );
      // The other build's matrix is the other core's memory: refused, live or freed.
      const otherCore = await loadCore({ simd: !simd });
      const foreign = otherCore.createMatrix({ positions: 5, dModel: 6 });
      assert.throws(
        () => core.encodeInto({ positions: 5, dModel: 6, offset: 2 }, foreign.array),
        /is not a live matrix's array/,
      );
      assert.ok(
        foreign.array.every((v) => v === 0),
        "nothing was written into the other core's matrix",
      );
      const foreignView = foreign.array;
      foreign.free();
      assert.throws(() => core.encodeInto({ positions: 5, dModel: 6 }, foreignView), /is not a live matrix's array/);
      // The live matrices cost at most limits.maxMatrixElements (2^26) values in all, each its
      // values and 16 for bookkeeping: grow and other are two of the largest, one more fits
      // (3 x (16,777,216 + 16) = 50,331,696) and a fourth would take 67,108,928.
      assert.equal(core.limits.maxMatrixElements, 67108864);
      const more = [core.createMatrix({ positions: 4096, dModel: 4096 })];
      assert.throws(
        () => core.createMatrix({ positions: 4096, dModel: 4096 }),
        /^RangeError: the live matrices would take the memory of 67108928 values \(each matrix its values and 16 for bookkeeping\), more than 67108864 in all: free\(\) the matrices you no longer use$/,
      );
      for (const m of [grow, other, ...more]) m.free();
      assert.equal(core.diagnostics().matrixValues, 0);
      core.createMatrix({ positions: 1, dModel: 1 }).free();
      assert.equal(core.diagnostics().liveHandles, 0);
      assertClose(
        core.encode64({ positions: 1, dModel: 4, offset: 3 }),
        PE.d4_pos3.values,
        5e-7,
        'the core still works',
      );
    });

    test('the documented largest sizes work', () => {
      assert.equal(core.encode({ positions: 8192, dModel: 1024 }).length, 8192 * 1024);
      assert.equal(core.encode({ positions: 4096, dModel: 4096 }).length, 4096 * 4096);
      assert.equal(core.similarity({ positions: 2048, dModel: 512 }).length, 2048 * 2048);
    });
  });
}
