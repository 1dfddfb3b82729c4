// What a typed array really is, read through the built-in getters: a caller's object may
// override `length`, `buffer` or `byteOffset` on itself or its class, or be a Proxy, and the
// core must never act on what such an object says about itself.
//
// Rule: code that decides where memory is written or how much is read calls these, never the
// object's own properties.

const TypedArray = Object.getPrototypeOf(Uint8Array);
const getter = (key) => Object.getOwnPropertyDescriptor(TypedArray.prototype, key).get;
const lengthOf = getter('length');
const bufferOf = getter('buffer');
const byteOffsetOf = getter('byteOffset');
const tagOf = getter(Symbol.toStringTag);
const typedSet = TypedArray.prototype.set;

/**
 * { tag, length, buffer, byteOffset, detached } of a real typed array, or null for anything
 * else (a Proxy, a look-alike object, a plain array). tag is the built-in type's name
 * ('Float32Array', ...) whatever the object's class says.
 */
export function typedFacts(value) {
  const tag = tagOf.call(value); // undefined for anything but a real typed array; never throws
  if (tag === undefined) return null;
  const buffer = bufferOf.call(value);
  let detached = false;
  try {
    new Uint8Array(buffer, 0, 0); // the one portable test: constructing over a detached buffer throws
  } catch {
    detached = true;
  }
  return { tag, length: lengthOf.call(value), buffer, byteOffset: byteOffsetOf.call(value), detached };
}

/** target.set(source, at) by the built-in method (reads source by its internal slots). */
export function setTyped(target, source, at = 0) {
  typedSet.call(target, source, at);
}
