// The one owner of the WebAssembly core. Everything else imports loadCore() from here and
// sees plain functions that take and return plain objects and typed arrays.
//
// Rules:
// - Nothing outside this file touches the Emscripten Module or an embind handle.
// - Every request crosses as one plain object whose fields come from the core's own list
//   (core.requests) and table (core.parameters). This file checks each field's JavaScript
//   type and each list's length before any call into WASM (TypeError or RangeError naming
//   the parameter), so converting arguments can never throw half-way through a call and leak;
//   the core validates the values, and its refusal becomes a RangeError with its message.
// - Matrices are [pos][dim] row-major: element (r, j) of an n x d result is at r * d + j.
//
// Works in node >= 20 and in browsers that run WebAssembly (SIMD build: Chrome 91+,
// Firefox 89+, Safari 16.4+; the scalar build for older ones).

// A module whose only function returns an i32x4.splat: it validates only where WASM SIMD runs.
const SIMD_PROBE = new Uint8Array([
  0x00,
  0x61,
  0x73,
  0x6d,
  0x01,
  0x00,
  0x00,
  0x00, // magic, version
  0x01,
  0x05,
  0x01,
  0x60,
  0x00,
  0x01,
  0x7b, // type section: () -> v128
  0x03,
  0x02,
  0x01,
  0x00, // function section: one function of type 0
  0x0a,
  0x08,
  0x01,
  0x06,
  0x00,
  0x41,
  0x00,
  0xfd,
  0x11,
  0x0b, // code: i32.const 0; i32x4.splat; end
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
// One entry per core made: (view) => where the view lies in that core's WASM memory (see
// makeCore's placeOf). A Float32Array over any core's memory must be one of its live matrices,
// or writing into it would overwrite the core's own data.
const memoryPlacers = [];

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
    promise.catch(() => {
      if (loaded.get(flavour) === promise) loaded.delete(flavour);
    }); // a failed load may be retried
    loaded.set(flavour, promise);
  }
  return loaded.get(flavour);
}

async function instantiate(flavour, wasmBinary) {
  const factory =
    flavour === 'simd' ? (await import('./pe-core-simd.mjs')).default : (await import('./pe-core-scalar.mjs')).default;
  // With the bytes in hand no URL is needed (and a classic-script bundle, as in
  // standalone.html, has no import.meta.url to resolve one against).
  const url = wasmBinary
    ? { href: `inlined pe-core-${flavour}.wasm` }
    : new URL(`./pe-core-${flavour}.wasm`, import.meta.url);
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
  if (ArrayBuffer.isView(value)) return `a ${value.constructor.name}`;
  return typeof value === 'object' ? 'an object' : `a ${typeof value}`;
}

// The rule a parameter follows, in the words of the core's messages, from core.parameters.
function rule(name, spec) {
  switch (spec.kind) {
    case 'integer':
      return `${name} must be an integer in [${spec.min}, ${spec.max}]`;
    case 'number':
      // (min, max] reads as the core's base message does; other shapes in interval notation.
      if (spec.minExclusive && !spec.maxExclusive)
        return `${name} must be a number greater than ${spec.min} and at most ${spec.max}`;
      return `${name} must be a number in ${spec.minExclusive ? '(' : '['}${spec.min}, ${spec.max}${spec.maxExclusive ? ')' : ']'}`;
    case 'choice':
      return `${name} must be ${spec.choices
        .map((c) => JSON.stringify(c))
        .join(', ')
        .replace(/, ([^,]*)$/, ' or $1')}`;
    case 'boolean':
      return `${name} must be true or false`;
    case 'words':
      return `${name} must be an array of ${spec.min} to ${spec.max} words (strings)`;
    case 'matrix':
      return `${name} must be a Float32Array, Float64Array or array of numbers`;
    case 'numbers':
      return `${name} must be an array (or Float64Array) of ${spec.min} to ${spec.max} numbers in [-${spec.maxEntry}, ${spec.maxEntry}]`;
    default:
      return `${name} must be an array of ${spec.min} to ${spec.max} whole numbers in [0, ${spec.maxEntry}]`;
  }
}

function deepFreeze(object) {
  for (const value of Object.values(object)) if (value && typeof value === 'object') deepFreeze(value);
  return Object.freeze(object);
}

// Which request each function of the API sends: the fields come from the core (core.requests).
const REQUEST_OF = {
  encode: 'encoding',
  encodeInto: 'encoding',
  encode64: 'encoding',
  encodeNaiveFloat32: 'encoding',
  createMatrix: 'encoding',
  encodeColumns: 'encoding',
  steps: 'steps',
  frequencies: 'frequencies',
  shift: 'shift',
  similarity: 'similarity',
  offsetProfile: 'offsetProfile',
  gram: 'gram',
  precision: 'precision',
  precisionScan: 'precisionScan',
  attention: 'attention',
  permutation: 'permutation',
  learnedTable: 'learnedTable',
  ropeRotate: 'ropeRotate',
  ropeSteps: 'ropeSteps',
  ropeRelative: 'ropeRelative',
  ropeDecay: 'ropeDecay',
  ropeWDemo: 'ropeWDemo',
  alibiSlopes: 'alibiSlopes',
  alibi: 'alibi',
  t5Bucket: 't5Bucket',
  t5Buckets: 't5Buckets',
  t5Bias: 't5Bias',
  extension: 'extension',
  presetTable: 'presetTable',
  presetTableFloat32: 'presetTable',
  presetPrecision: 'presetPrecision',
  schemeAttention: 'schemeAttention',
};
// The calls above that are plain: check the request, call the binding of the same name.
const PLAIN = [
  'encode64',
  'encodeNaiveFloat32',
  'steps',
  'frequencies',
  'shift',
  'similarity',
  'offsetProfile',
  'gram',
  'precision',
  'precisionScan',
  'attention',
  'permutation',
  'learnedTable',
  'ropeRotate',
  'ropeSteps',
  'ropeRelative',
  'ropeDecay',
  'ropeWDemo',
  'alibiSlopes',
  'alibi',
  't5Bucket',
  't5Buckets',
  't5Bias',
  'extension',
  'presetTable',
  'presetTableFloat32',
  'presetPrecision',
  'schemeAttention',
];

function makeCore(module, simd) {
  const limits = Object.freeze(module.limits());
  const defaults = Object.freeze(module.defaults());
  const parameters = deepFreeze(module.parameters());
  const fieldsOf = module.requests(); // request name -> { field: { required, default? } }
  const compareSide = Object.fromEntries(Object.entries(fieldsOf.encoding).filter(([, f]) => !f.required));
  const requests = deepFreeze({
    ...Object.fromEntries(Object.entries(REQUEST_OF).map(([fn, request]) => [fn, fieldsOf[request]])),
    encodeColumns: { ...fieldsOf.encoding, dims: { required: true } },
    createMatrix: { positions: fieldsOf.encoding.positions, dModel: fieldsOf.encoding.dModel },
    compare: {
      positions: fieldsOf.encoding.positions,
      dModel: fieldsOf.encoding.dModel,
      a: { required: false, fields: compareSide },
      b: { required: false, fields: compareSide },
    },
  });

  // A parameter's rule as one request takes it: the table's, with the request's own range
  // where it has one (attention's dModel up to 512, alibi's positions up to 256).
  function specOf(name, field) {
    return field.max === undefined ? parameters[name] : { ...parameters[name], min: field.min, max: field.max };
  }

  // One value, checked against its parameter's kind before anything reaches WASM: a wrong
  // JavaScript type is a TypeError, a list too long for the core a RangeError. Lists are
  // copied element by element here, so a getter or valueOf that throws does so in JavaScript,
  // where nothing is allocated yet; what crosses is plain strings, numbers and typed arrays.
  function checkValue(name, value, field = {}) {
    const spec = specOf(name, field);
    const wrongType = () => new TypeError(`${rule(name, spec)}; got ${describe(value)}`);
    switch (spec.kind) {
      case 'integer':
      case 'number':
        if (typeof value !== 'number') throw wrongType();
        return value;
      case 'choice':
        if (typeof value !== 'string') throw wrongType();
        return value;
      case 'boolean':
        if (typeof value !== 'boolean') throw wrongType();
        return value;
      case 'words': {
        if (!Array.isArray(value)) throw wrongType();
        const length = value.length;
        if (length < spec.min || length > spec.max) {
          throw new RangeError(`${name} must hold between ${spec.min} and ${spec.max} words; got ${length}`);
        }
        const words = new Array(length);
        for (let i = 0; i < length; i += 1) {
          const word = value[i];
          if (typeof word !== 'string')
            throw new TypeError(`${name}[${i}] must be a word (a string); got ${describe(word)}`);
          // UTF-8 takes at least one byte per UTF-16 unit: a longer string never reaches WASM.
          if (word.length > spec.maxEntryBytes) {
            const bytes = new TextEncoder().encode(word).length;
            throw new RangeError(
              `each token must be 1 to ${spec.maxEntryBytes} bytes long; ${name}[${i}] has ${bytes}`,
            );
          }
          words[i] = word;
        }
        return words;
      }
      case 'matrix':
      case 'integers':
      case 'numbers': {
        const typed = value instanceof Float32Array || value instanceof Float64Array;
        if (!typed && !Array.isArray(value)) throw wrongType();
        const length = value.length;
        if (length > spec.max) {
          throw new RangeError(
            `${name} must hold at most ${spec.max} ${spec.kind === 'integers' ? 'entries' : 'numbers'}; got ${length}`,
          );
        }
        const Copy = spec.kind === 'matrix' ? Float32Array : Float64Array;
        if (value instanceof Copy) return value; // converting a typed array of its own type cannot throw
        const copy = new Copy(length);
        if (typed) {
          copy.set(value);
          return copy;
        }
        for (let i = 0; i < length; i += 1) {
          const entry = value[i];
          if (typeof entry !== 'number')
            throw new TypeError(`${name}[${i}] must be a number; got ${describe(entry)} (${rule(name, spec)})`);
          copy[i] = entry;
        }
        return copy;
      }
      default:
        throw new Error(`pe-core: parameter ${name} has an unknown kind ${spec.kind}`);
    }
  }

  // A request as a fresh plain object: each field of params read once, checked, and the
  // required ones present. The core fills in the defaults and validates the values.
  function request(fields, params, what = 'parameters') {
    // An array is an object, but never a request: with every field optional it would pass as {}.
    if (params === null || typeof params !== 'object' || Array.isArray(params)) {
      throw new TypeError(
        `${what === 'parameters' ? 'expected an object of parameters' : `${what} must be an object of parameters`}; got ${describe(params)}`,
      );
    }
    const out = {};
    for (const [name, field] of Object.entries(fields)) {
      const value = params[name];
      if (field.fields) out[name] = request(field.fields, value ?? {}, name);
      else if (value !== undefined) out[name] = checkValue(name, value, field);
      else if (field.required) throw new TypeError(`${rule(name, specOf(name, field))}; got ${describe(value)}`);
    }
    return out;
  }

  // Calls the binding; a null result means the core refused the values.
  function call(name, ...args) {
    const result = module[name](...args);
    if (result === null) throw new RangeError(module.takeError());
    return result;
  }

  // The matrix of the last encodeStart, chunk by chunk into out. Each chunk is rows x dModel
  // values at one address of WASM memory that the next call rewrites, so it is copied at once.
  function copyEncoding(out, dModel) {
    const address = module.encodeChunkAddress();
    for (let at = 0; ; ) {
      const values = module.encodeNext() * dModel;
      if (values === 0) return out;
      out.set(new Float32Array(memoryNow(), address, values), at);
      at += values;
    }
  }

  // The live matrices of createMatrix: id -> { byteOffset, length } (a matrix never moves).
  const matrices = new Map();
  let memory = module.memoryBuffer(); // WASM memory's buffer; replaced (the old one detached) when it grows
  const memoryNow = () => {
    if (memory.byteLength === 0) memory = module.memoryBuffer();
    return memory;
  };
  // Where view lies in this core's memory: null when elsewhere, { id, first } inside a live
  // matrix, { id: null } anywhere else in the memory (the core's own data, or a freed matrix).
  function placeOf(view) {
    if (view.buffer !== memoryNow()) return null;
    const end = view.byteOffset + view.byteLength;
    for (const [id, { byteOffset, length }] of matrices) {
      if (view.byteOffset >= byteOffset && end <= byteOffset + 4 * length) {
        return { id, first: (view.byteOffset - byteOffset) / 4 };
      }
    }
    return { id: null };
  }
  memoryPlacers.push(placeOf);

  function createMatrix(params) {
    const shape = request(requests.createMatrix, params);
    const { id, byteOffset, length } = call('matrixCreate', shape);
    matrices.set(id, { byteOffset, length });
    let view = call('matrixView', id);
    return Object.freeze({
      positions: shape.positions,
      dModel: shape.dModel,
      length,
      /** The values, a Float32Array over WASM memory: read it again after any call into the core. */
      get array() {
        if (!matrices.has(id)) throw new TypeError('this matrix was freed; make another with createMatrix()');
        if (view.length !== length) view = call('matrixView', id); // memory grew: the old view is detached
        return view;
      },
      get freed() {
        return !matrices.has(id);
      },
      /** Gives the memory back; array throws afterwards. Calling it again does nothing. */
      free() {
        if (!matrices.delete(id)) return;
        module.matrixFree(id);
        view = null;
      },
    });
  }

  function encodeInto(params, out) {
    const checked = request(requests.encodeInto, params);
    if (!(out instanceof Float32Array)) throw new TypeError(`out must be a Float32Array; got ${describe(out)}`);
    let place = null;
    let own = false;
    for (const placer of memoryPlacers) {
      place = placer(out);
      if (place) {
        own = placer === placeOf;
        break;
      }
    }
    if (place && place.id === null) {
      throw new RangeError(
        "out lies in the core's WebAssembly memory but not inside a live matrix of createMatrix() (was it freed?)",
      );
    }
    if (own) {
      // one of this core's matrices: the kernel writes straight into it
      const { byteOffset, length } = out;
      call('matrixEncode', place.id, place.first, length, checked, simd);
      // Memory may have grown during the call, detaching out: the same elements, freshly viewed.
      return out.length === length ? out : new Float32Array(memoryNow(), byteOffset, length);
    }
    // The core validates first, so a bad positions or dModel is named as such.
    const total = call('encodeStart', checked);
    if (total !== out.length)
      throw new RangeError(`out must be a Float32Array of positions * dModel = ${total} values; got ${out.length}`);
    return copyEncoding(out, checked.dModel);
  }

  const api = {};
  for (const fn of PLAIN) api[fn] = (params) => call(fn, request(requests[fn], params));

  return Object.freeze({
    /** true when the SIMD build is in use. */
    simd,
    /** The core's documented limits (see README). */
    limits,
    /** Defaults the core applies: base, layout, offset, convention, seed, usePE, ... */
    defaults,
    /**
     * Every parameter by name: { kind: 'integer'|'number'|'choice'|'boolean'|'words'|'matrix'|'integers',
     * min?, max?, minExclusive?, choices?, maxEntryBytes?, maxEntry? }, from the core's own table.
     */
    parameters,
    /**
     * Each function's fields: { name: { required, default?, min?, max? } } (compare: a and b
     * hold { fields }); min and max where the function takes its own range for a parameter.
     */
    requests,

    /** PE matrix, float32, n*d values [pos][dim]. */
    encode(params) {
      const checked = request(requests.encode, params);
      const total = call('encodeStart', checked);
      return copyEncoding(new Float32Array(total), checked.dModel);
    },
    /**
     * The same matrix written into out, a Float32Array of exactly positions * dModel values,
     * which is returned. Nothing is allocated: for redrawing a large matrix again and again.
     * When out is (a part of) a matrix from createMatrix, the kernel writes into it in place
     * and nothing is copied; the view returned is out, or a fresh one if memory grew meanwhile.
     */
    encodeInto,
    /**
     * A float32 matrix of positions x dModel (zeros) inside the core's WebAssembly memory, for
     * encodeInto(params, matrix.array) at the kernel's own speed: { positions, dModel, length,
     * array (a Float32Array view: read it again after each call into the core, as memory
     * growth detaches old views), freed, free() }. Free it when done: the live matrices hold
     * at most limits.maxMatrixElements values in all.
     */
    createMatrix,
    /** The float64 reference matrix, same shape. */
    encode64: api.encode64,
    /**
     * Chosen dimensions of the float64 matrix across positions: Float64Array n*k, [pos][k]
     * for the k-th entry of dims (at most limits.maxColumns).
     */
    encodeColumns(params) {
      const { dims, ...encoding } = request(requests.encodeColumns, params);
      return call('encodeColumns', encoding, dims);
    },
    /** What frameworks compute by default: float32 angle, then sin/cos. */
    encodeNaiveFloat32: api.encodeNaiveFloat32,
    /** The worked arithmetic for one position: [{ dim, pair, fn, exponent, denominator, omega, angle, value, derivative }]. */
    steps: api.steps,
    /** Per pair: [{ pair, exponent, omega, wavelength }]. */
    frequencies: api.frequencies,
    /** The relative shift: { blocks: [{ pair, omega, angle, cos, sin }], pe, rotated, direct, maxError, maxErrorF32 }. */
    shift: api.shift,
    /** S[p][q] = PE(p).PE(q), float32, n*n. */
    similarity: api.similarity,
    /** g(k) = PE(pos).PE(pos+k) for k = 0..maxOffset, float64. */
    offsetProfile: api.offsetProfile,
    /** G = X X^T for X rows x cols (matrix row-major, converted to float32); G is float32 rows x rows. */
    gram: api.gram,
    /** One position three ways: { exact, naive, fast, maxErrorNaive, maxErrorFast }. */
    precision: api.precision,
    /**
     * precision() at every position from..to (at most limits.maxPrecisionScan of them):
     * { naive, fast (Float64Array, one value per position), worstNaive, worstNaivePos, worstFast }.
     */
    precisionScan: api.precisionScan,
    /**
     * One self-attention head over the tokens: { tokens, dModel, embeddings, positional,
     * inputs, queries, keys, values, weights (n*n), output (n*d) }, all float64 row-major.
     */
    attention: api.attention,
    /**
     * The permutation demo: tokensB is a reordering of tokensA. For each word of A:
     * { token, posA, posB, withoutPE, withPE }, the largest |difference| between its output
     * vectors in the two orders, without and with positional encoding.
     */
    permutation: api.permutation,
    /**
     * Two encodings of the same positions x dModel, a and b each with their own base, layout,
     * offset and convention: { difference (a - b, float32, [pos][dim]), maxAbsDifference, maxRow, maxDim }.
     */
    compare(params) {
      const { a, b, ...shape } = request(requests.compare, params);
      return call('compare', { ...shape, ...a }, { ...shape, ...b });
    },
    /** A learned absolute table of maxLen x dModel: { parameters, float32Bytes }. */
    learnedTable: api.learnedTable,

    // --- RoPE (pairing 'interleaved': dims 2i, 2i+1; 'half': dims i, i + d/2; d even) ---
    /** R(pos) x: Float64Array(d), each pair (a, b) turned to (a cos - b sin, a sin + b cos) by pos * w_i. */
    ropeRotate: api.ropeRotate,
    /**
     * The worked rotation of q at one position, one row per pair: [{ pair, firstDim, secondDim,
     * omega, wavelength, angle, cos, sin, inFirst, inSecond, outFirst, outSecond }].
     */
    ropeSteps: api.ropeSteps,
    /**
     * Seeded q, k scored at (m, n) and (m + shift, n + shift): { q, k (Float64Array), score,
     * shiftedScore, relativeScore, residual, relativeError, rounded: { score, shiftedScore,
     * residual, maxError } (float32 trig), naive: { the same } (float32 angles) }.
     */
    ropeRelative: api.ropeRelative,
    /** g(k) = sum_i cos(w_i k) and RoFormer's decay bound, k = 0..maxOffset: { g, bound } (Float64Array). */
    ropeDecay: api.ropeDecay,
    /**
     * Scores at (m, m + offset) for each m of starts: { m, n, rawScores, additiveScores,
     * ropeScores (Float64Array), rawSpread, additiveSpread, ropeSpread }.
     */
    ropeWDemo: api.ropeWDemo,

    // --- ALiBi and T5 (bias tensors [head][query][key], tables [query][key], row-major) ---
    /** ALiBi's slope per head, largest first: Float64Array(heads). */
    alibiSlopes: api.alibiSlopes,
    /** { heads, positions, causal, slopes, bias: Float64Array(H*n*n), -Infinity where causally masked }. */
    alibi: api.alibi,
    /** T5's bucket of one offset relativePosition = key - query (Hugging Face's float32 formula). */
    t5Bucket: api.t5Bucket,
    /**
     * { positions, numBuckets, maxExact, buckets: Int32Array(n*n) [query][key] = bucket(key - query),
     * ranges: [{ bucket, fromOffset, toOffset, towardMinus, towardPlus, exact }] }.
     */
    t5Buckets: api.t5Buckets,
    /** A seeded stand-in T5 bias: { heads, positions, numBuckets, table (H*B), buckets (n*n), bias (H*n*n) }. */
    t5Bias: api.t5Bias,

    /**
     * RoPE context extension ('none' | 'pi' | 'ntk' | 'yarn'): { method, scale, targetLength,
     * newBase, attentionFactor, pairsWrapped, pairsUnseen, pairs: [{ pair, omega, omegaNew,
     * wavelength, wavelengthNew, turns, gamma, angle, angleNew, maxTrainAngle, wrapped, seen }] }.
     */
    extension: api.extension,

    // --- sinusoidal tables as libraries build them (values [row][dim], row = library row index) ---
    /**
     * Every preset: [{ id, library, source, layout, spacing, firstPosition, firstTokenRow,
     * paddingRow, oddRule, oddAllowed, minDModel, angleFloat32 }].
     */
    presets: () => call('presets'),
    /** { preset, positions, dModel, offset, firstTokenRow, paddingRow, values: Float64Array } (the formula). */
    presetTable: api.presetTable,
    /** The same with values: Float32Array, the library's own float32 steps. */
    presetTableFloat32: api.presetTableFloat32,
    /** How far the float32 table is from the formula at one row: { preset, angleFloat32, maxError, worstDim }. */
    presetPrecision: api.presetPrecision,

    /**
     * One attention head with position given by scheme ('none' | 'sinusoidal' | 'rope' | 'alibi' | 't5'):
     * { tokens, scheme, scores (pre-softmax, bias included), bias (the positional term alone),
     * weights (softmax rows) }, each Float64Array(n*n) [query][key]; causal: key > query masked.
     */
    schemeAttention: api.schemeAttention,

    /**
     * For memory-stability tests: { memoryBytes } is the WASM linear memory size (it grows,
     * never shrinks), { liveHandles } the number of embind value handles alive (it must not
     * grow from call to call), { matrixValues } the values held by live createMatrix matrices.
     */
    diagnostics: () => ({
      memoryBytes: module.memoryBytes(),
      liveHandles: module.count_emval_handles(),
      matrixValues: module.matrixValues(),
    }),

    /**
     * For benchmarks only: run a kernel into a buffer inside WASM memory (nothing is copied
     * out) or write the same number of floats (the speed limit). Each returns the count.
     */
    benchmark: Object.freeze({
      encode(params) {
        const checked = request({ ...requests.encode, simdKernel: { required: false } }, params);
        const { simdKernel = simd, ...encoding } = checked;
        return call('benchEncode', encoding, simdKernel);
      },
      similarity: (params) => call('benchSimilarity', request(requests.similarity, params)),
      fill: (params) => call('benchFill', request({ count: { required: true } }, params).count),
    }),
  });
}
