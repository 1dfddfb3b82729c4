// Requests as they cross into the core: each field read once from the caller's object,
// checked against its JavaScript type, and COPIED into a fresh value the core may read (a
// string, a number, a boolean, an array of strings, or a typed array made here). The rules
// and their words come from the core (core.parameters, and core.exports' request fields);
// this file restates none of them.
//
// Rule: nothing the caller handed in reaches WebAssembly. A getter, valueOf or Proxy trap runs
// here, once, before any call into the core, so it can throw only in JavaScript, where
// nothing is allocated yet.
import { typedFacts, setTyped } from './typed.mjs';

/** A value as a message quotes it: short, and never its contents when it is large. */
export function describe(value) {
  if (value === undefined) return 'nothing (the parameter is missing)';
  if (typeof value === 'string') return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}...` : value);
  if (typeof value === 'number' || typeof value === 'boolean' || value === null) return String(value);
  if (Array.isArray(value)) return 'an array';
  const facts = typedFacts(value);
  if (facts) return `a ${facts.tag}`;
  return typeof value === 'object' ? 'an object' : `a ${typeof value}`;
}

// Emscripten's UTF-8 encoder joins a lone surrogate with the code unit after it, so the core
// would read (and quote back) a character nobody typed: a lone surrogate goes in as U+FFFD, as
// TextEncoder writes it.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const wellFormed = (text) => text.replace(LONE_SURROGATE, '\uFFFD');

/**
 * A checker for one core's parameters: check(fields, params) returns the request to send.
 * parameters is core.parameters; fields is one function's request description
 * ({ name: { required, default?, min?, max?, rule, fields? } }).
 */
export function makeRequestChecker(parameters) {
  // A parameter as one request takes it: the table's entry, with the request's own range.
  function specOf(name, field) {
    const spec = parameters[name];
    return field.max === undefined ? spec : { ...spec, min: field.min, max: field.max };
  }

  function words(name, value, spec, wrongType) {
    if (!Array.isArray(value)) throw wrongType();
    const length = value.length;
    if (length < spec.min || length > spec.max) {
      throw new RangeError(`${name} must hold between ${spec.min} and ${spec.max} words; got ${length}`);
    }
    const out = new Array(length);
    for (let i = 0; i < length; i += 1) {
      const word = value[i];
      if (typeof word !== 'string')
        throw new TypeError(`${name}[${i}] must be a word (a string); got ${describe(word)}`);
      // A guard, not the rule (the core checks UTF-8 bytes): UTF-8 takes at least one byte per
      // UTF-16 unit, so a string longer than the limit in units never reaches WASM.
      if (word.length > spec.maxEntryBytes) {
        const bytes = new TextEncoder().encode(word).length;
        throw new RangeError(`each token must be 1 to ${spec.maxEntryBytes} bytes long; ${name}[${i}] has ${bytes}`);
      }
      out[i] = wellFormed(word);
    }
    return out;
  }

  // A list of numbers as a fresh Float32Array (matrix) or Float64Array (the others). A typed
  // array is read through the built-in getters and copied by the built-in set (its own
  // properties, a subclass's getters or a Proxy are never consulted); a plain array element
  // by element.
  function numbers(name, value, spec, rule, wrongType) {
    const facts = typedFacts(value);
    const typed = facts !== null && (facts.tag === 'Float32Array' || facts.tag === 'Float64Array');
    if (!typed && !Array.isArray(value)) throw wrongType();
    if (typed && facts.detached) {
      throw new TypeError(`${name} is a ${facts.tag} whose buffer was detached (transferred); pass a live array`);
    }
    const length = typed ? facts.length : value.length;
    if (length > spec.max) {
      const what = spec.kind === 'integers' ? 'entries' : 'numbers';
      throw new RangeError(`${name} must hold at most ${spec.max} ${what}; got ${length}`);
    }
    const copy = new (spec.kind === 'matrix' ? Float32Array : Float64Array)(length);
    if (typed) {
      setTyped(copy, value);
      return copy;
    }
    for (let i = 0; i < length; i += 1) {
      const entry = value[i];
      if (typeof entry !== 'number')
        throw new TypeError(`${name}[${i}] must be a number; got ${describe(entry)} (${rule})`);
      copy[i] = entry;
    }
    return copy;
  }

  // One value, checked against its parameter's kind: a wrong JavaScript type is a TypeError,
  // a list too long for the core a RangeError. The core validates the value itself.
  function checkValue(name, value, field) {
    const spec = specOf(name, field);
    const rule = field.rule ?? spec.rule;
    const wrongType = () => new TypeError(`${rule}; got ${describe(value)}`);
    const primitive = { integer: 'number', number: 'number', choice: 'string', boolean: 'boolean' }[spec.kind];
    if (primitive) {
      if (typeof value !== primitive) throw wrongType();
      return value;
    }
    if (spec.kind === 'words') return words(name, value, spec, wrongType);
    if (spec.kind === 'text') {
      if (typeof value !== 'string') throw wrongType();
      // A guard, not the rule (the core counts UTF-8 bytes, at least one per UTF-16 unit).
      if (value.length > spec.max) throw new RangeError(`${rule}; got a string of ${value.length} characters`);
      return wellFormed(value);
    }
    if (spec.kind === 'matrix' || spec.kind === 'integers' || spec.kind === 'numbers') {
      return numbers(name, value, spec, rule, wrongType);
    }
    throw new Error(`pe-core: parameter ${name} has an unknown kind ${spec.kind}`);
  }

  // A request as a fresh plain object: each field of params read once, checked, and the
  // required ones present. The core fills in the defaults and validates the values.
  return function request(fields, params, what = 'parameters') {
    // An array is an object, but never a request: with every field optional it would pass as {}.
    if (params === null || typeof params !== 'object' || Array.isArray(params)) {
      const expected =
        what === 'parameters' ? 'expected an object of parameters' : `${what} must be an object of parameters`;
      throw new TypeError(`${expected}; got ${describe(params)}`);
    }
    const out = {};
    for (const [name, field] of Object.entries(fields)) {
      const value = params[name];
      if (field.fields) out[name] = request(field.fields, value ?? {}, name);
      else if (value !== undefined) out[name] = checkValue(name, value, field);
      else if (field.required) throw new TypeError(`${field.rule ?? specOf(name, field).rule}; got ${describe(value)}`);
    }
    return out;
  };
}
