// The encoding matrix on its way out of a core: streamed into a new array (encode), written
// into a caller's array (encodeInto), or kept inside the core's WebAssembly memory
// (createMatrix) and written there in place.
//
// Rules:
// - A Float32Array over a core's memory is written into only when it is a view this file
//   handed out (matrix.array, or a part made from it with subarray()) of a matrix that is still
//   live. Views are recognised by identity (a WeakMap), never by address: a view kept after
//   free() stays refused even when a later matrix lands at the same address.
// - Any other view over the memory of any core loaded in this window (another copy of
//   pe-core.mjs included) or in any window of the same origin (its frames, its parents', its
//   opener's, a popup it opened, an iframe in a shadow root: each buffer a core hands out is
//   marked) is refused: writing into it would overwrite a core's own data. A
//   same-origin iframe loads its own copy of this file, with its own registry; each check
//   asks every reachable window's registry, since another window's objects can be handed over
//   directly (parent.matrix.array). Buffers are compared by identity, which no object can fake
//   (instanceof cannot be used: another window's ArrayBuffer fails it).
// - Sizes, buffers and offsets are read through the built-in getters (typed.mjs).
import { describe } from './requests.mjs';
import { setTyped, typedFacts } from './typed.mjs';

// Every core's memory test, in one list per window: a second copy of this file in the same
// window (a page that loads pe-core.mjs twice) shares it, and the copies in other windows of
// the origin find it through ownedByAnyCore() below.
const REGISTRY = Symbol.for('pe-core: memories');
globalThis[REGISTRY] ??= [];
const memories = globalThis[REGISTRY];

// The windows this one can reach, each once: the frame tree under its top window and under its
// opener's top (a same-origin popup and the page that opened it hand objects to each other).
// Only window properties that every origin allows are read on the way (top, opener, length,
// indexed frames); a window of another origin is walked through but its registry cannot be
// read, and its memory cannot reach this window without being copied.
function reachableWindows() {
  const seen = new Set();
  const visit = (win) => {
    if (win === null || win === undefined || seen.has(win)) return;
    seen.add(win);
    let count = 0;
    try {
      count = win.length;
    } catch {
      return;
    }
    for (let i = 0; i < count; i += 1) {
      try {
        visit(win[i]);
      } catch {
        // a frame that went away meanwhile
      }
    }
  };
  for (const start of [globalThis.top, globalThis.opener?.top]) {
    try {
      visit(start);
    } catch {
      // a closed opener
    }
  }
  return seen;
}

// Every buffer of a core's memory that leaves this file carries a mark under a symbol all
// windows of an origin share (Symbol.for's registry is one per agent): a core in a window the
// walk above cannot reach (a popup this page opened, an iframe inside a shadow root, which are
// not among window.frames) is still recognised by the buffer itself (issue 37 item 8).
const MARK = Symbol.for('pe-core: memory buffer');
function marked(buffer) {
  if (!isMarked(buffer)) Object.defineProperty(buffer, MARK, { value: true });
  return buffer;
}
const isMarked = (buffer) => Object.getOwnPropertyDescriptor(buffer, MARK)?.value === true;

/** Whether buffer is the memory of any core: marked by one, or in a reachable window's registry. */
function ownedByAnyCore(buffer) {
  if (isMarked(buffer)) return true;
  const registries = new Set([memories]);
  for (const win of reachableWindows()) {
    try {
      const list = win[REGISTRY]; // a SecurityError for a window of another origin
      if (Array.isArray(list)) registries.add(list);
    } catch {
      // another origin
    }
  }
  for (const list of registries) {
    for (let i = 0; i < list.length; i += 1) {
      const owns = list[i];
      if (typeof owns !== 'function') continue;
      try {
        if (owns(buffer)) return true;
      } catch {
        return true; // a core that cannot answer is taken to own it: never write on a guess
      }
    }
  }
  return false;
}

/** A matrix of createMatrix: its shape, its values (a view read again after memory grows), free(). */
function matrixHandle(shape, record, viewOf, module) {
  const { id, length } = record;
  let view = viewOf(record);
  return Object.freeze({
    positions: shape.positions,
    dModel: shape.dModel,
    length,
    /** The values, a Float32Array over WASM memory: read it again after any call into the core. */
    get array() {
      if (!record.live) throw new TypeError('this matrix was freed; make another with createMatrix()');
      if (typedFacts(view).detached) view = viewOf(record); // memory grew: the old view is detached
      return view;
    },
    get freed() {
      return !record.live;
    },
    /** Gives the memory back; array throws afterwards. Calling it again does nothing. */
    free() {
      if (!record.live) return;
      record.live = false;
      module.matrixFree(id);
      view = null;
    },
  });
}

/**
 * Where out may be written: { record, first } for a live matrix's view (first: its first
 * element inside the matrix), { record: null } for an array outside every core's memory.
 * Throws for anything else. `records`: each view's matrix record (makeMatrices).
 */
function placeOf(records, out, facts) {
  const record = records.get(out);
  if (record) {
    if (!record.live)
      throw new RangeError('out is a view of a matrix that was freed; make another with createMatrix()');
    if (facts.detached) {
      throw new TypeError("out is detached: the core's memory grew since it was read; read matrix.array again");
    }
    return { record, first: (facts.byteOffset - record.byteOffset) / 4 };
  }
  if (ownedByAnyCore(facts.buffer)) {
    throw new RangeError(
      "out lies in a core's WebAssembly memory but is not a live matrix's array (matrix.array, or a part of it made with subarray())",
    );
  }
  return { record: null };
}

/**
 * The matrices of one core. module is the Emscripten module; call(name, ...args) calls a
 * binding and turns a refusal into a RangeError; memoryNow() is WASM memory's current buffer;
 * simd says which kernel writes in place. Requests reach here already checked.
 */
export function makeMatrices({ module, call, memoryNow: current, simd }) {
  const memoryNow = () => marked(current());
  const records = new WeakMap(); // view -> { id, byteOffset, length, live }
  memories.push((buffer) => buffer === memoryNow());

  // The views handed out are plain Float32Arrays with one own, hidden method: subarray(), which
  // records the part it makes as belonging to the same matrix (and gives it the same method).
  const nativeSubarray = Float32Array.prototype.subarray;
  function adopt(view, record) {
    records.set(view, record);
    Object.defineProperty(view, 'subarray', { value: subarrayOfMatrix, enumerable: false });
    return view;
  }
  function subarrayOfMatrix(begin, end) {
    const part = nativeSubarray.call(this, begin, end);
    const record = records.get(this);
    return record ? adopt(part, record) : part;
  }

  function viewOf(record) {
    return adopt(new Float32Array(memoryNow(), record.byteOffset, record.length), record);
  }

  function create(shape) {
    const { id, byteOffset, length } = call('matrixCreate', shape);
    return matrixHandle(shape, { id, byteOffset, length, live: true }, viewOf, module);
  }

  // The matrix of the last encodeStart, chunk by chunk into out. Each chunk is rows x dModel
  // values at one address of WASM memory that the next call rewrites, so it is copied at once.
  function copyEncoding(out, dModel) {
    const address = module.encodeChunkAddress();
    for (let at = 0; ; ) {
      const values = module.encodeNext() * dModel;
      if (values === 0) return out;
      setTyped(out, new Float32Array(memoryNow(), address, values), at);
      at += values;
    }
  }

  function encode(request) {
    return copyEncoding(new Float32Array(call('encodeStart', request)), request.dModel);
  }

  function encodeInto(request, out) {
    const facts = typedFacts(out);
    if (facts === null || facts.tag !== 'Float32Array') {
      throw new TypeError(`out must be a Float32Array; got ${describe(out)}`);
    }
    const place = placeOf(records, out, facts);
    if (place.record) {
      // one of this core's matrices: the kernel writes straight into it
      const { byteOffset, length } = facts;
      call('matrixEncode', place.record.id, place.first, length, request, simd);
      // Memory may have grown during the call, detaching out: the same elements, freshly viewed.
      return typedFacts(out).detached ? new Float32Array(memoryNow(), byteOffset, length) : out;
    }
    if (facts.detached) throw new TypeError('out must be a live Float32Array; its buffer was detached (transferred)');
    // The core validates first, so a bad positions or dModel is named as such.
    const total = call('encodeStart', request);
    if (total !== facts.length) {
      throw new RangeError(`out must be a Float32Array of positions * dModel = ${total} values; got ${facts.length}`);
    }
    return copyEncoding(out, request.dModel);
  }

  return { create, encode, encodeInto };
}
