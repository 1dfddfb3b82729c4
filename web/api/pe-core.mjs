// The one owner of the WebAssembly core. Everything else imports loadCore() from here and
// sees plain functions that take and return plain objects and typed arrays.
//
// Rules:
// - Nothing outside this file touches the Emscripten Module or an embind handle.
// - The API is derived from what the core exports (core.exports: each function's request
//   fields, result shape and doc, from the C++ export table in cpp/wasm/bindings.cpp); only the
//   few functions that stream, write in place or keep memory are written here.
// - Every request crosses as one plain object, each field read once from the caller's object,
//   checked against its JavaScript type and copied (core/requests.mjs) before any call into
//   WASM (TypeError or RangeError naming the parameter), so converting arguments can never
//   throw half-way through a call and leak, and the core never reads a caller's object; the
//   core validates the values, and its refusal becomes a RangeError with its message.
// - Where the core writes into a caller's Float32Array is decided by core/matrices.mjs, from
//   the array's real buffer and offset (core/typed.mjs), never from what the object says.
// - dist/pe-core.mjs is this file bundled with core/ (scripts/build.mjs).
// - Matrices are [pos][dim] row-major: element (r, j) of an n x d result is at r * d + j.
//
// Works in node >= 20 and in browsers that run WebAssembly (SIMD build, which also uses
// WebAssembly exception handling: Chrome 95+, Firefox 100+, Safari 16.4+; the scalar build for
// older ones).

import { makeMatrices } from './matrices.mjs';
import { describe, makeRequestChecker } from './requests.mjs';
import { makeTrainers } from './trainers.mjs';

// A module whose only function returns an i32x4.splat: it validates only where WASM SIMD runs.
// biome-ignore format: the module's bytes, one section a line
const SIMD_PROBE = new Uint8Array([
  0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00, // magic, version
  0x01, 0x05, 0x01, 0x60, 0x00, 0x01, 0x7b, // type section: () -> v128
  0x03, 0x02, 0x01, 0x00, // function section: one function of type 0
  0x0a, 0x08, 0x01, 0x06, 0x00, 0x41, 0x00, 0xfd, 0x11, 0x0b, // code: i32.const 0; i32x4.splat; end
]);

// A module whose only function is an empty try with a catch_all: it validates only where
// WebAssembly exception handling runs, which the SIMD build uses (CMakeLists.txt says why).
// biome-ignore format: the module's bytes, one section a line
const EXCEPTIONS_PROBE = new Uint8Array([
  0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00, // magic, version
  0x01, 0x04, 0x01, 0x60, 0x00, 0x00, // type section: () -> ()
  0x03, 0x02, 0x01, 0x00, // function section: one function of type 0
  0x0a, 0x08, 0x01, 0x06, 0x00, 0x06, 0x40, 0x19, 0x0b, 0x0b, // code: try; catch_all; end; end
]);

/** True when this JavaScript engine runs the SIMD build: WebAssembly SIMD and exception handling. */
export function simdSupported() {
  try {
    return (
      typeof WebAssembly === 'object' && WebAssembly.validate(SIMD_PROBE) && WebAssembly.validate(EXCEPTIONS_PROBE)
    );
  } catch {
    return false;
  }
}

/** The options loadCore() takes (README "The JS API", LoadOptions in pe-core.d.mts). */
const LOAD_OPTIONS = Object.freeze(['simd', 'wasmBinary']);

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
  // Every refusal is a rejected promise, never a synchronous throw: a caller who writes
  // loadCore(x).catch(...) sees it there (a throwing getter on options included).
  try {
    return loadFlavour(options);
  } catch (error) {
    return Promise.reject(error);
  }
}

function loadFlavour(options) {
  if (options === null || typeof options !== 'object' || Array.isArray(options)) {
    throw new TypeError(`options must be an object ({ simd, wasmBinary }) or nothing; got ${describe(options)}`);
  }
  // A misspelt option (simD: false) would otherwise be ignored and the other build loaded.
  const unknown = Object.keys(options).filter((key) => !LOAD_OPTIONS.includes(key));
  if (unknown.length > 0) {
    throw new TypeError(
      `loadCore has no option ${JSON.stringify(unknown[0])}; its options are ${LOAD_OPTIONS.join(', ')}`,
    );
  }
  const { simd = 'auto', wasmBinary } = options;
  if (simd !== 'auto' && simd !== true && simd !== false) {
    throw new RangeError(`simd must be 'auto', true or false; got ${describe(simd)}`);
  }
  if (simd === true && !simdSupported()) {
    throw new RangeError(
      'simd: true was asked for, but this engine does not run the SIMD build (WebAssembly SIMD and exception handling)',
    );
  }
  const flavour = simd === 'auto' ? (simdSupported() ? 'simd' : 'scalar') : simd ? 'simd' : 'scalar';
  if (!loaded.has(flavour)) {
    // By internal slots, not instanceof: bytes made in another window are an ArrayBuffer too.
    const perFlavour = wasmBinary && !isArrayBuffer(wasmBinary) && !ArrayBuffer.isView(wasmBinary);
    const bytes = perFlavour ? wasmBinary[flavour] : wasmBinary;
    const promise = instantiate(flavour, bytes).then((module) => makeCore(module, flavour === 'simd'));
    promise.catch(() => {
      if (loaded.get(flavour) === promise) loaded.delete(flavour);
    }); // a failed load may be retried
    loaded.set(flavour, promise);
  }
  return loaded.get(flavour);
}

const byteLengthOfBuffer = Object.getOwnPropertyDescriptor(ArrayBuffer.prototype, 'byteLength').get;
function isArrayBuffer(value) {
  try {
    byteLengthOfBuffer.call(value); // throws for anything without an ArrayBuffer's internal slot
    return true;
  } catch {
    return false;
  }
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

function deepFreeze(object) {
  for (const value of Object.values(object)) if (value && typeof value === 'object') deepFreeze(value);
  return Object.freeze(object);
}

// The requests of every function of the API, from the core's own description (core.exports).
function describeRequests(exported) {
  const encoding = exported.encode64.request;
  const side = Object.fromEntries(Object.entries(encoding).filter(([, field]) => !field.required));
  const shape = { positions: encoding.positions, dModel: encoding.dModel };
  return {
    ...Object.fromEntries(Object.entries(exported).map(([name, { request }]) => [name, request])),
    encode: encoding,
    encodeInto: encoding,
    createMatrix: shape,
    createTrainer: exported.trainerCreate.request,
    compare: { ...shape, a: { required: false, fields: side }, b: { required: false, fields: side } },
  };
}

// A core refusal: a RangeError with the core's English message, and its rule as data for a
// page to word in its own language: error.refusal = { kind, parameter, min, max, got,
// minOpen, maxOpen } (core/params.hpp Refusal; numbers that do not apply are NaN).
function refused(message, refusal) {
  const error = new RangeError(message);
  if (refusal) error.refusal = Object.freeze(refusal);
  return error;
}

// call(name, ...args): calls a binding of `module`; a null result means the core refused the
// values. Anything thrown from inside WebAssembly that is not an Error (a C++ exception arrives
// as a bare number) can only be memory running out where the core could not catch it: it
// becomes a RangeError too.
function makeCall(module) {
  return function call(name, ...args) {
    let result;
    try {
      result = module[name](...args);
    } catch (error) {
      if (error instanceof Error) throw error;
      throw new RangeError(`out of memory in ${name}: the browser refused the core more memory (${String(error)})`);
    }
    if (result === null) throw refused(module.takeError(), module.takeRefusal());
    return result;
  };
}

// memoryNow(): the core's memory buffer now (WASM memory's buffer is replaced, the old one
// detached, when it grows).
function makeMemoryNow(module) {
  let memory = module.memoryBuffer();
  return () => {
    if (memory.byteLength === 0) memory = module.memoryBuffer(); // our own buffer: its getter is the built-in one
    return memory;
  };
}

// Every function in core.exports is a plain call: check the request, call the binding of the
// same name. A function that takes no fields (presets) may be called with nothing.
function plainCalls(exported, requests, request, call) {
  const derived = {};
  for (const name of Object.keys(exported)) {
    const fields = requests[name];
    const none = Object.keys(fields).length === 0 ? {} : undefined;
    derived[name] = (params = none) => call(name, request(fields, params));
  }
  return derived;
}

// The functions written here because they stream, write in place, keep memory, or take two
// requests, and the diagnostics and benchmarks.
function writtenCalls({ module, simd, requests, request, call, matrices, trainers }) {
  return {
    /** PE matrix, float32, n*d values [pos][dim]. */
    encode: (params) => matrices.encode(request(requests.encode, params)),
    /**
     * The same matrix written into out, a Float32Array of exactly positions * dModel values,
     * which is returned. Nothing is allocated: for redrawing a large matrix again and again.
     * When out is a matrix from createMatrix (matrix.array, or a part of it made with
     * subarray()), the kernel writes into it in place and nothing is copied; the view
     * returned is out, or a fresh one if memory grew meanwhile.
     */
    encodeInto: (params, out) => matrices.encodeInto(request(requests.encodeInto, params), out),
    /**
     * A float32 matrix of positions x dModel (zeros) inside the core's WebAssembly memory, for
     * encodeInto(params, matrix.array) at the kernel's own speed: { positions, dModel, length,
     * array (a Float32Array view: read it again after each call into the core, as memory
     * growth detaches old views), freed, free() }. Free it when done: the live matrices cost
     * at most limits.maxMatrixElements values in all (each its values and 16 for bookkeeping).
     */
    createMatrix: (params) => matrices.create(request(requests.createMatrix, params)),
    /**
     * A small Transformer learning a digit task inside the core (config: task, positionScheme,
     * trainLength, evalLength, dModel, heads, blocks, mlpWidth, batch, learningRate,
     * warmupSteps, weightDecay, clipNorm, seed, positionRange, ropeScaling, ropeScale; all
     * optional): { id, freed, step(n),
     * evaluate(opts), weights(), setWeight(name, values), lossAndGradients(opts), batch(opts),
     * attention(opts), predict(digits), free() }. Free it when done: the live trainers share
     * a budget of memory; a method called after free() throws an Error.
     */
    createTrainer: trainers.createTrainer,
    /** The raw call behind trainer.free(): true if the trainer was live; its wrapper reads freed afterwards. */
    trainerFree: (params) => trainers.trainerFree(request(requests.trainerFree, params)),
    /**
     * Two encodings of the same positions x dModel, a and b each with their own base, layout,
     * offset and convention: { difference (a - b, float32, [pos][dim]), maxAbsDifference, maxRow, maxDim }.
     */
    compare(params) {
      const { a, b, ...shape } = request(requests.compare, params);
      return call('compare', { ...shape, ...a }, { ...shape, ...b });
    },

    /**
     * For memory-stability tests: { memoryBytes } is the WASM linear memory size (it grows,
     * never shrinks), { heapBytes } the bytes malloc has handed out and not had back (a leak
     * of any size shows in it), { liveHandles } the number of embind value handles alive (it must not
     * grow from call to call), { matrixValues } the values held by live createMatrix matrices,
     * { trainerBytes, liveTrainers } what the live trainers of createTrainer hold.
     */
    diagnostics: () => ({
      memoryBytes: module.memoryBytes(),
      heapBytes: module.heapBytes(),
      liveHandles: module.count_emval_handles(),
      matrixValues: module.matrixValues(),
      trainerBytes: module.trainerBytes(),
      liveTrainers: module.liveTrainers(),
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
  };
}

function makeCore(module, simd) {
  const exported = deepFreeze(module.exports());
  const limits = Object.freeze(module.limits());
  const parameters = deepFreeze(module.parameters());
  const requests = deepFreeze(describeRequests(exported));
  // The encoding's defaults (base, layout, offset, convention); each function's own are in requests.
  const defaults = Object.freeze(
    Object.fromEntries(Object.entries(requests.encode).flatMap(([name, f]) => (f.required ? [] : [[name, f.default]]))),
  );
  const request = makeRequestChecker(parameters);
  const call = makeCall(module);
  const matrices = makeMatrices({ module, call, memoryNow: makeMemoryNow(module), simd });
  const derived = plainCalls(exported, requests, request, call);
  const trainers = makeTrainers(derived);

  return Object.freeze({
    /** true when the SIMD build is in use. */
    simd,
    /** The core's documented limits (see README), from its own table. */
    limits,
    /** The encoding's defaults: base, layout, offset, convention (each function's own: requests). */
    defaults,
    /**
     * Every parameter by name: { kind: 'integer'|'number'|'choice'|'boolean'|'words'|'matrix'|'integers'|'numbers'|'text',
     * rule, min?, max?, minExclusive?, maxExclusive?, choices?, maxEntryBytes?, maxEntry? }, from the core's own table.
     */
    parameters,
    /**
     * Each function's fields: { name: { required, default?, min?, max?, rule } } (compare: a and b
     * hold { fields }); min and max where the function takes its own range for a parameter.
     */
    requests,
    /** Every function the core exports: { name: { doc, request, result } } (result: its JavaScript shape). */
    exports: exported,

    // The functions the core exports as plain calls (core.exports); those written here follow.
    ...derived,
    ...writtenCalls({ module, simd, requests, request, call, matrices, trainers }),
  });
}
