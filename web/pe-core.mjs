// The one owner of the WebAssembly core. Everything else imports loadCore() from here and
// sees plain functions that take and return plain objects and typed arrays.
//
// Rules:
// - Nothing outside this file touches the Emscripten Module or an embind handle.
// - The core validates every value; this file only turns JavaScript types into the core's
//   argument types and a null result into a RangeError carrying the core's message.
// - Matrices are [pos][dim] row-major: element (r, j) of an n x d result is at r * d + j.
//
// Works in node >= 20 and in browsers that run WebAssembly (SIMD build: Chrome 91+,
// Firefox 89+, Safari 16.4+; the scalar build for older ones).

// A module whose only function returns an i32x4.splat: it validates only where WASM SIMD runs.
const SIMD_PROBE = new Uint8Array([
  0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00, // magic, version
  0x01, 0x05, 0x01, 0x60, 0x00, 0x01, 0x7b, // type section: () -> v128
  0x03, 0x02, 0x01, 0x00, // function section: one function of type 0
  0x0a, 0x08, 0x01, 0x06, 0x00, 0x41, 0x00, 0xfd, 0x11, 0x0b, // code: i32.const 0; i32x4.splat; end
]);

/** True when this JavaScript engine runs WebAssembly SIMD. */
export function simdSupported() {
  try {
    return typeof WebAssembly === 'object' && WebAssembly.validate(SIMD_PROBE);
  } catch {
    return false;
  }
}

const isNode = typeof process === 'object' && typeof process.versions?.node === 'string';
const loaded = new Map(); // flavour -> Promise<core>

/**
 * Loads the core once per build flavour and returns it.
 * @param {{ simd?: 'auto' | boolean,
 *   wasmBinary?: ArrayBuffer | Uint8Array | { simd?: ArrayBuffer | Uint8Array, scalar?: ArrayBuffer | Uint8Array } }} [options]
 *   simd: 'auto' (default) picks the SIMD build where it runs; true or false forces one.
 *   wasmBinary: the module bytes, when the host already has them (for example inlined), or
 *   one set of bytes per build ({ simd, scalar }): the one for the flavour picked is used.
 */
export function loadCore(options = {}) {
  const { simd = 'auto', wasmBinary } = options;
  if (simd !== 'auto' && simd !== true && simd !== false) {
    return Promise.reject(new RangeError(`simd must be 'auto', true or false; got ${describe(simd)}`));
  }
  if (simd === true && !simdSupported()) {
    return Promise.reject(new RangeError('simd: true was asked for, but this engine does not run WebAssembly SIMD'));
  }
  const flavour = simd === 'auto' ? (simdSupported() ? 'simd' : 'scalar') : simd ? 'simd' : 'scalar';
  if (!loaded.has(flavour)) {
    const perFlavour = wasmBinary && !(wasmBinary instanceof ArrayBuffer) && !ArrayBuffer.isView(wasmBinary);
    const bytes = perFlavour ? wasmBinary[flavour] : wasmBinary;
    const promise = instantiate(flavour, bytes).then((module) => makeCore(module, flavour === 'simd'));
    promise.catch(() => { if (loaded.get(flavour) === promise) loaded.delete(flavour); }); // a failed load may be retried
    loaded.set(flavour, promise);
  }
  return loaded.get(flavour);
}

async function instantiate(flavour, wasmBinary) {
  const factory = flavour === 'simd' ? (await import('./pe-core-simd.mjs')).default : (await import('./pe-core-scalar.mjs')).default;
  // With the bytes in hand no URL is needed (and a classic-script bundle, as in
  // standalone.html, has no import.meta.url to resolve one against).
  const url = wasmBinary ? { href: `inlined pe-core-${flavour}.wasm` } : new URL(`./pe-core-${flavour}.wasm`, import.meta.url);
  const compiled = compile(url, wasmBinary);
  // The glue's ready promise settles only once receive() has run: a module that cannot be
  // fetched, compiled or instantiated would leave it pending for ever (and loadCore() memoises
  // it). Every failure on the way rejects `failed` instead, and whichever settles first wins.
  let fail;
  const failed = new Promise((_, reject) => {
    fail = (error) => reject(new Error(`pe-core: could not load ${url.href}: ${error?.message ?? error}`));
  });
  const ready = factory({
    // The glue resolves its .wasm against import.meta.url unless locateFile is given; it never
    // fetches it (instantiateWasm below does the work), so any name will do.
    locateFile: (file) => file,
    // The glue's own loader would fetch() a file path in node (which fails) and needs node's
    // require() inside an ES module; handing it the compiled module sidesteps both.
    instantiateWasm(imports, receive) {
      compiled
        .then((module) => WebAssembly.instantiate(module, imports))
        .then((instance) => receive(instance))
        .catch(fail);
      return {};
    },
    onAbort: fail,
  });
  return Promise.race([ready, failed]);
}

async function compile(url, wasmBinary) {
  if (wasmBinary) return WebAssembly.compile(wasmBinary);
  if (isNode && url.protocol === 'file:') {
    const { readFile } = await import('node:fs/promises');
    return WebAssembly.compile(await readFile(url));
  }
  const response = await fetch(url);
  if (!response.ok) throw new Error(`pe-core: ${url.href} answered ${response.status}`);
  if (WebAssembly.compileStreaming && response.headers.get('content-type') === 'application/wasm') {
    return WebAssembly.compileStreaming(response);
  }
  return WebAssembly.compile(await response.arrayBuffer());
}

function describe(value) {
  if (value === undefined) return 'nothing (the parameter is missing)';
  if (typeof value === 'string') return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}...` : value);
  if (typeof value === 'number' || typeof value === 'boolean' || value === null) return String(value);
  if (Array.isArray(value)) return 'an array';
  return `a ${typeof value}`;
}

function makeCore(module, simd) {
  const limits = Object.freeze(module.limits());
  const defaults = Object.freeze(module.defaults());

  // Calls the binding; a null result means the core refused the arguments.
  function call(name, coerced, ...args) {
    const result = module[name](...args);
    if (result !== null) return result;
    let message = module.takeError();
    // The core saw NaN for a value that was not a number at all: say what it really was.
    for (const [parameter, original] of coerced) {
      if (message.startsWith(`${parameter} `) && message.endsWith('; got NaN')) {
        message = `${message.slice(0, -'NaN'.length)}${describe(original)}`;
      }
    }
    throw new RangeError(message);
  }

  // Reads the parameters object field by field. Numbers pass as they are (the core checks
  // range and integrality); anything else becomes NaN and is remembered for the message.
  function reader(params, name = 'parameters') {
    if (params === null || typeof params !== 'object') {
      throw new RangeError(`${name === 'parameters' ? 'expected an object of parameters' : `${name} must be an object`}; got ${describe(params)}`);
    }
    const coerced = [];
    return {
      coerced,
      number(name, fallback) {
        const value = params[name] === undefined && fallback !== undefined ? fallback : params[name];
        if (typeof value === 'number') return value;
        coerced.push([name, value]);
        return NaN;
      },
      string(name, fallback) {
        const value = params[name] === undefined ? fallback : params[name];
        return typeof value === 'string' ? value : String(value);
      },
      boolean(name, fallback) {
        const value = params[name] === undefined ? fallback : params[name];
        if (typeof value !== 'boolean') throw new RangeError(`${name} must be true or false; got ${describe(value)}`);
        return value;
      },
    };
  }

  function encodingArgs(params) {
    const p = reader(params);
    const args = [
      p.number('positions'),
      p.number('dModel'),
      p.number('base', defaults.base),
      p.string('layout', defaults.layout),
      p.number('offset', defaults.offset),
      p.string('convention', defaults.convention),
    ];
    return [p.coerced, ...args];
  }

  return Object.freeze({
    /** true when the SIMD build is in use. */
    simd,
    /** The core's documented limits (see README). */
    limits,
    /** Defaults the core applies: base, layout, offset, convention, seed, usePE, ... */
    defaults,

    /** PE matrix, float32, n*d values [pos][dim]. */
    encode: (params) => call('encode', ...encodingArgs(params)),
    /** The float64 reference matrix, same shape. */
    encode64: (params) => call('encode64', ...encodingArgs(params)),
    /**
     * Chosen dimensions of the float64 matrix across positions: Float64Array n*k, [pos][k]
     * for the k-th entry of dims (at most limits.maxColumns).
     */
    encodeColumns(params) {
      const [coerced, ...args] = encodingArgs(params);
      const dims = params.dims;
      if (!Array.isArray(dims)) throw new RangeError(`dims must be an array of dimension indices; got ${describe(dims)}`);
      return call('encodeColumns', coerced, ...args, dims.map((d) => (typeof d === 'number' ? d : NaN)));
    },
    /** What frameworks compute by default: float32 angle, then sin/cos. */
    encodeNaiveFloat32: (params) => call('encodeNaiveFloat32', ...encodingArgs(params)),

    /** The worked arithmetic for one position: [{ dim, pair, fn, exponent, denominator, omega, angle, value, derivative }]. */
    steps(params) {
      const p = reader(params);
      const args = [p.number('pos'), p.number('dModel'), p.number('base', defaults.base), p.string('layout', defaults.layout),
        p.string('convention', defaults.convention)];
      return call('steps', p.coerced, ...args);
    },

    /** Per pair: [{ pair, exponent, omega, wavelength }]. */
    frequencies(params) {
      const p = reader(params);
      const args = [p.number('dModel'), p.number('base', defaults.base), p.string('convention', defaults.convention)];
      return call('frequencies', p.coerced, ...args);
    },

    /** The relative shift: { blocks: [{ pair, omega, angle, cos, sin }], pe, rotated, direct, maxError, maxErrorF32 }. */
    shift(params) {
      const p = reader(params);
      const args = [p.number('pos'), p.number('k'), p.number('dModel'), p.number('base', defaults.base)];
      return call('shift', p.coerced, ...args);
    },

    /** S[p][q] = PE(p).PE(q), float32, n*n. */
    similarity(params) {
      const p = reader(params);
      const args = [p.number('positions'), p.number('dModel'), p.number('base', defaults.base), p.number('offset', defaults.offset)];
      return call('similarity', p.coerced, ...args);
    },

    /** g(k) = PE(pos).PE(pos+k) for k = 0..maxOffset, float64. */
    offsetProfile(params) {
      const p = reader(params);
      const args = [p.number('maxOffset'), p.number('dModel'), p.number('base', defaults.base), p.number('pos', defaults.profilePos)];
      return call('offsetProfile', p.coerced, ...args);
    },

    /** G = X X^T for X rows x cols (float32, row-major); G is float32 rows x rows. */
    gram(params) {
      const p = reader(params);
      const matrix = params.matrix;
      if (!(matrix instanceof Float32Array || matrix instanceof Float64Array || Array.isArray(matrix))) {
        throw new RangeError(`matrix must be a Float32Array, Float64Array or array of numbers; got ${describe(matrix)}`);
      }
      return call('gram', p.coerced, matrix, p.number('rows'), p.number('cols'));
    },

    /** One position three ways: { exact, naive, fast, maxErrorNaive, maxErrorFast }. */
    precision(params) {
      const p = reader(params);
      const args = [p.number('pos'), p.number('dModel'), p.number('base', defaults.base)];
      return call('precision', p.coerced, ...args);
    },

    /**
     * precision() at every position from..to (at most limits.maxPrecisionScan of them):
     * { naive, fast (Float64Array, one value per position), worstNaive, worstNaivePos, worstFast }.
     */
    precisionScan(params) {
      const p = reader(params);
      const args = [p.number('from'), p.number('to'), p.number('dModel'), p.number('base', defaults.base)];
      return call('precisionScan', p.coerced, ...args);
    },

    /**
     * One self-attention head over the tokens: { tokens, dModel, embeddings, positional,
     * inputs, queries, keys, values, weights (n*n), output (n*d) }, all float64 row-major.
     */
    attention(params) {
      const p = reader(params);
      const tokens = params.tokens;
      if (!Array.isArray(tokens)) throw new RangeError(`tokens must be an array of words; got ${describe(tokens)}`);
      const words = tokens.map((t) => (typeof t === 'string' ? t : String(t)));
      const args = [words, p.number('dModel', defaults.attentionDModel), p.number('base', defaults.base),
        p.number('offset', defaults.offset), p.number('seed', defaults.seed), p.boolean('usePE', defaults.usePE)];
      return call('attention', p.coerced, ...args);
    },

    /**
     * The permutation demo: tokensB is a reordering of tokensA. For each word of A:
     * { token, posA, posB, withoutPE, withPE }, the largest |difference| between its output
     * vectors in the two orders, without and with positional encoding.
     */
    permutation(params) {
      const p = reader(params);
      const words = (name) => {
        const tokens = params[name];
        if (!Array.isArray(tokens)) throw new RangeError(`${name} must be an array of words; got ${describe(tokens)}`);
        return tokens.map((t) => (typeof t === 'string' ? t : String(t)));
      };
      const args = [words('tokensA'), words('tokensB'), p.number('dModel', defaults.attentionDModel),
        p.number('base', defaults.base), p.number('seed', defaults.seed)];
      return call('permutation', p.coerced, ...args);
    },

    /**
     * Two encodings of the same positions x dModel, a and b each with their own base, layout,
     * offset and convention: { difference (a - b, float32, [pos][dim]), maxAbsDifference, maxRow, maxDim }.
     */
    compare(params) {
      const p = reader(params);
      const side = (name) => {
        const q = reader(params[name] ?? {}, name);
        const args = [q.number('base', defaults.base), q.string('layout', defaults.layout), q.number('offset', defaults.offset),
          q.string('convention', defaults.convention)];
        p.coerced.push(...q.coerced);
        return args;
      };
      return call('compare', p.coerced, p.number('positions'), p.number('dModel'), ...side('a'), ...side('b'));
    },

    /**
     * For memory-stability tests: { memoryBytes } is the WASM linear memory size (it grows,
     * never shrinks), { liveHandles } the number of embind value handles alive (it must not
     * grow from call to call).
     */
    diagnostics: () => ({ memoryBytes: module.memoryBytes(), liveHandles: module.count_emval_handles() }),

    /**
     * For benchmarks only: run a kernel into a buffer inside WASM memory (nothing is copied
     * out) or write the same number of floats (the speed limit). Each returns the count.
     */
    benchmark: Object.freeze({
      encode(params) {
        const p = reader(params);
        const args = [p.number('positions'), p.number('dModel'), p.string('layout', defaults.layout), p.boolean('simdKernel', simd)];
        return call('benchEncode', p.coerced, ...args);
      },
      similarity(params) {
        const p = reader(params);
        return call('benchSimilarity', p.coerced, p.number('positions'), p.number('dModel'));
      },
      fill(params) {
        const p = reader(params);
        return call('benchFill', p.coerced, p.number('count'));
      },
    }),

    /** A learned absolute table of maxLen x dModel: { parameters, float32Bytes }. */
    learnedTable(params) {
      const p = reader(params);
      return call('learnedTable', p.coerced, p.number('maxLen'), p.number('dModel'));
    },
  });
}
