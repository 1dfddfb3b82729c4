// The page's one state store. The URL query is its serialisation: it carries exactly the
// values someone set (explicit values); everything else comes from the current section's
// `defaults`, then from the page defaults below.
//
// Rule: a value enters the state only through validate(); a refused value leaves the last
// good state untouched and comes back as a message naming the parameter and its range.
// Values are data, never markup: nothing here (or in a message) is meant for innerHTML.

import { int } from './format.js';

export const KEYS = ['view', 'd', 'n', 'base', 'layout', 'offset', 'pos', 'k', 'step',
  'pairing', 'shift', // rope
  'heads', 'head', 'buckets', 'maxdist', 'causal', 'words', // relative-bias section (sections/bias.js)
  'method', 'scale', 'train', 'preset', // longer contexts (method, scale, train) and the conventions' library preset
];
/** URL parameters that choose how the page looks, not what it shows: kept as they are. */
const PAGE_MODES = ['embed', 'projector'];

/** Plain-language names used in messages and labels. */
export const NAMES = {
  d: 'd (model width)',
  n: 'n (number of positions)',
  base: 'base b',
  layout: 'layout',
  offset: 'offset (first position)',
  pos: 'pos (position)',
  k: 'k (shift)',
  view: 'view (section)',
  step: 'step (dimension in the worked example)',
  // rope
  pairing: 'pairing (which dimensions RoPE turns together)',
  shift: 'shift s (added to both positions)',
  // relative-bias section (sections/bias.js)
  heads: 'H (number of heads)',
  head: 'head (the head shown)',
  buckets: 'numBuckets (T5 buckets)',
  maxdist: 'max_distance (T5)',
  causal: 'causal',
  words: 'sentence',
  // extension section
  method: 'method (context extension)',
  scale: 's (scale factor)',
  train: 'L (training length)',
  preset: 'preset (library)',
};

// Strict number syntax for text from the URL or a text box: no hex, no "Infinity", no spaces
// inside, no trailing garbage (Number('') is 0 and Number('0x10') is 16: both are refused here).
const NUMBER_SYNTAX = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;

/** The core's name for each page key (the page's messages keep the page's names). */
const CORE_NAMES = {
  d: 'dModel', n: 'positions', base: 'base', layout: 'layout', offset: 'offset', pos: 'pos', k: 'k',
  pairing: 'pairing', shift: 'shift', // rope
  heads: 'heads', head: 'head', buckets: 'numBuckets', maxdist: 'maxDistance', // relative-bias section
};
/** Keys whose range is read from core.parameters only (no fallback: a core without them refuses every value). */
const EXTENSION_CORE_NAMES = { method: 'method', scale: 'scale', train: 'trainLength', preset: 'preset' };

/**
 * The allowed values of each page key, from the core: its `parameters` table (named by the
 * core, `{ kind, min, max, minExclusive?, choices? }`) where the core has one, else the older
 * `limits` numbers. The one place the page reads a range; nothing below repeats a number.
 * @returns {{ d, n, base, layout, offset, pos, k, step: { min?, max?, minExclusive?, choices? },
 *   maxElements: number, maxPosition: number }}
 */
function rangesFrom(core) {
  const limits = core.limits || {};
  const given = core.parameters || {};
  const fallback = {
    d: { min: 1, max: limits.maxDModel },
    n: { min: 1, max: limits.maxPositions },
    base: { min: 1, minExclusive: true, max: limits.maxBase },
    layout: { choices: ['interleaved', 'concatenated'] },
    offset: { min: 0, max: limits.maxPosition },
    pos: { min: 0, max: limits.maxPosition },
    k: { min: -limits.maxPosition, max: limits.maxPosition },
    // rope: a core without the RoPE parameters (before they were bound) still starts
    pairing: { choices: ['interleaved', 'half'] },
    shift: { min: -limits.maxPosition, max: limits.maxPosition },
  };
  const ranges = {};
  for (const [key, name] of Object.entries(CORE_NAMES)) {
    const from = given[name];
    ranges[key] = from ? { min: from.min, max: from.max, minExclusive: Boolean(from.minExclusive), choices: from.choices } : fallback[key];
  }
  if (!ranges.layout.choices) ranges.layout = fallback.layout;
  if (!ranges.pairing.choices) ranges.pairing = fallback.pairing; // rope
  // extension section: method and preset are choices, scale a real number, train (L) a whole number.
  for (const [key, name] of Object.entries(EXTENSION_CORE_NAMES)) {
    const from = given[name] || {};
    ranges[key] = { min: from.min ?? NaN, max: from.max ?? NaN, minExclusive: Boolean(from.minExclusive), choices: from.choices || [] };
  }
  ranges.step = { min: 0, max: ranges.d.max - 1 };
  // relative-bias section: the sentence is the core's `tokens` (so many words, so many bytes each).
  const { min: fewest, max: most, maxEntryBytes } = given.tokens || {};
  ranges.words = { min: fewest, max: most, maxEntryBytes };
  ranges.maxElements = limits.maxElements;
  ranges.maxPosition = ranges.pos.max;
  return ranges;
}

/** Cross-key rules, each with the keys it ties together: a section checks only the rules whose keys it shows. */
const TOGETHER = [
  { keys: ['d', 'n'], check: ({ d, n }, r) => (n * d > r.maxElements
    ? `n × d must be at most ${int(r.maxElements)} values; got ${int(n)} × ${int(d)} = ${int(n * d)}. Lower n or d.` : null) },
  { keys: ['offset', 'n'], check: ({ offset, n }, r) => (offset + n - 1 > r.maxPosition
    ? `the last position, offset + n − 1, must be at most ${int(r.maxPosition)}; got ${int(offset + n - 1)}.` : null) },
  { keys: ['k', 'pos'], check: ({ pos, k }, r) => (pos + k < 0 || pos + k > r.maxPosition
    ? `${NAMES.k} must be a whole number from ${int(-pos)} to ${int(r.maxPosition - pos)} so that pos + k is a position; got ${int(k)}.` : null) },
];

/**
 * A core RangeError message in the page's words: the core names its parameters as the API
 * does (dModel, tokensA); the page says d and Sentence A.
 */
export function pageWords(message) {
  return String(message)
    .replace(/\btokensA\b/g, 'Sentence A').replace(/\btokensB\b/g, 'Sentence B')
    .replace(/\bdModel\b/g, 'd').replace(/\bmaxOffset\b/g, 'the largest offset')
    .replace(/\bpositions\b(?= must)/g, 'n').replace(/\bmaxLen\b/g, 'max_len')
    .replace(/\bmaxDistance\b/g, 'max_distance') // relative-bias section
    .replace(/\btrainLength\b/g, 'L (training length)'); // extension section
}

function quote(raw) {
  if (typeof raw === 'number') return String(raw);
  const text = String(raw);
  return JSON.stringify(text.length > 40 ? `${text.slice(0, 40)}...` : text);
}

function parseNumber(raw) {
  if (typeof raw === 'number') return raw;
  if (typeof raw !== 'string') return NaN;
  const text = raw.trim();
  return NUMBER_SYNTAX.test(text) ? Number(text) : NaN;
}

/**
 * @param {{ core: object, sections: Array<{ id: string, controls?: string[], defaults?: object }>,
 *   urlSync?: boolean }} options
 *   core: its ranges (rangesFrom) and defaults (base, layout, offset) are the store's.
 *   urlSync: false keeps the state out of the address bar (a <pe-explorer> element: its state
 *   lives in its attributes, and several share one page).
 */
export function createStore({ core, sections, urlSync = true }) {
  const ranges = rangesFrom(core);
  const coreDefaults = core.defaults;
  const viewIds = sections.map((s) => s.id);
  const sectionControls = Object.fromEntries(sections.map((s) => [s.id, s.controls || []]));
  const sectionDefaults = Object.fromEntries(sections.map((s) => [s.id, s.defaults || {}]));
  const pageDefaults = Object.freeze({
    view: viewIds[0],
    d: 16,
    n: 60,
    base: coreDefaults.base,
    layout: coreDefaults.layout,
    offset: coreDefaults.offset,
    pos: 3,
    k: 2,
    step: 0,
    // rope: the core's default pairing; shift 0 until a section says otherwise
    pairing: coreDefaults.pairing ?? ranges.pairing.choices[0],
    shift: 0,
    // relative-bias section: the core's own defaults (its schemeAttention request)
    heads: core.requests?.schemeAttention?.heads?.default,
    head: core.requests?.schemeAttention?.head?.default,
    buckets: core.requests?.schemeAttention?.numBuckets?.default,
    maxdist: core.requests?.schemeAttention?.maxDistance?.default,
    causal: core.requests?.schemeAttention?.causal?.default,
    words: 'the cat sat on the mat',
    // extension section: the core's own request defaults (ExtensionRequest, PresetTableRequest)
    method: core.requests?.extension?.method?.default,
    scale: core.requests?.extension?.scale?.default,
    train: core.requests?.extension?.trainLength?.default,
    preset: core.requests?.presetTable?.preset?.default,
  });

  let explicit = {};
  let state = resolve(explicit);
  const listeners = new Set();

  function resolve(values) {
    const view = values.view ?? pageDefaults.view;
    const own = sectionDefaults[view] || {};
    const next = {};
    for (const key of KEYS) next[key] = values[key] ?? own[key] ?? pageDefaults[key];
    return Object.freeze(next);
  }

  // Checks one key's raw value on its own. Returns { value } or { error }.
  function checkOne(key, raw) {
    const integer = ({ min, max }) => {
      const value = parseNumber(raw);
      if (!Number.isInteger(value) || value < min || value > max) {
        return { error: `${NAMES[key]} must be a whole number from ${int(min)} to ${int(max)}; got ${quote(raw)}.` };
      }
      return { value };
    };
    switch (key) {
      case 'd': case 'n': case 'offset': case 'pos': case 'k': case 'step':
      case 'shift': // rope
        return integer(ranges[key]);
      case 'base': {
        const { min, max, minExclusive } = ranges.base;
        const value = parseNumber(raw);
        if (!Number.isFinite(value) || (minExclusive ? value <= min : value < min) || value > max) {
          return { error: `${NAMES.base} must be a number ${minExclusive ? 'greater than' : 'at least'} ${int(min)} and at most ${int(max)}; got ${quote(raw)}.` };
        }
        return { value };
      }
      case 'layout':
      case 'pairing': { // rope
        const { choices } = ranges[key];
        if (!choices.includes(raw)) return { error: `${NAMES[key]} must be ${choices.map((c) => `"${c}"`).join(' or ')}; got ${quote(raw)}.` };
        return { value: raw };
      }
      // relative-bias section
      case 'heads': case 'head': case 'buckets': case 'maxdist':
        return integer(ranges[key]);
      case 'causal':
        if (raw === true || raw === 'true') return { value: true };
        if (raw === false || raw === 'false') return { value: false };
        return { error: `${NAMES.causal} must be true or false; got ${quote(raw)}.` };
      case 'words': {
        const { min, max, maxEntryBytes } = ranges.words;
        const words = typeof raw === 'string' ? raw.trim().split(/\s+/).filter(Boolean) : [];
        const tooLong = words.find((word) => new TextEncoder().encode(word).length > maxEntryBytes);
        if (words.length < min || words.length > max || tooLong) {
          return { error: `${NAMES.words} must be ${int(min)} to ${int(max)} words separated by spaces, each at most ${int(maxEntryBytes)} bytes long; got ${quote(raw)}.` };
        }
        return { value: words.join(' ') };
      }
      // extension section
      case 'train':
        return integer(ranges.train);
      case 'scale': {
        const { min, max, minExclusive } = ranges.scale;
        const value = parseNumber(raw);
        if (!Number.isFinite(value) || (minExclusive ? value <= min : value < min) || value > max) {
          return { error: `${NAMES.scale} must be a number ${minExclusive ? 'greater than' : 'from'} ${int(min)} ${minExclusive ? 'and at most' : 'to'} ${int(max)}; got ${quote(raw)}.` };
        }
        return { value };
      }
      case 'method': case 'preset': {
        const { choices } = ranges[key];
        if (!choices.includes(raw)) return { error: `${NAMES[key]} must be one of ${choices.map((c) => `"${c}"`).join(', ')}; got ${quote(raw)}.` };
        return { value: raw };
      }
      case 'view':
        if (!viewIds.includes(raw)) return { error: `${NAMES.view} must be one of ${viewIds.join(', ')}; got ${quote(raw)}.` };
        return { value: raw };
      default:
        return { error: `${quote(key)} is not a setting of this page.` };
    }
  }

  // Checks the rules that tie keys together, on a candidate state, for the keys its section
  // shows (a rule about k does not refuse a pos on a section without a k). Returns { key: message }.
  function checkTogether(candidate, changed) {
    const errors = {};
    const shown = sectionControls[candidate.view] || [];
    const blame = (keys) => keys.find((key) => changed.includes(key)) || keys[0];
    for (const rule of TOGETHER) {
      if (!rule.keys.every((key) => shown.includes(key)) || !rule.keys.some((key) => changed.includes(key))) continue;
      const message = rule.check(candidate, ranges);
      if (message) errors[blame(rule.keys)] = message;
    }
    const { d, step } = candidate;
    if (step > d - 1 && changed.includes('step')) {
      errors.step = `${NAMES.step} must be a whole number from 0 to ${int(d - 1)} (d − 1); got ${int(step)}.`;
    }
    // relative-bias section: the head shown is one of the H heads; the T5 bucket shape is
    // checked by the core itself (numBuckets and max_distance limit each other).
    // Causal T5 (the decoder) uses one-directional buckets, whose limits differ.
    const { head, heads, buckets, maxdist, causal } = candidate;
    if (head > heads - 1 && changed.includes('head')) {
      errors.head = `${NAMES.head} must be a whole number from 0 to ${int(heads - 1)} (H − 1); got ${int(head)}.`;
    }
    if (['buckets', 'maxdist', 'causal'].some((key) => changed.includes(key))) {
      try {
        core.t5Bucket({ relativePosition: 0, numBuckets: buckets, maxDistance: maxdist, bidirectional: !causal });
      } catch (error) {
        errors[blame(['maxdist', 'buckets', 'causal'])] = `${pageWords(error.message)}${causal ? ' (causal T5 buckets)' : ''}.`;
      }
    }
    return errors;
  }

  // Writes the explicit values into the address bar without reloading. A change of section
  // adds a history entry (so Back returns to the previous section); any other change replaces it.
  // Replacements are coalesced into one per task: a burst of changes (a slider drag, a script
  // driving the page) costs one history call, and Chromium throttles frequent ones.
  let replacePending = false;
  function writeURL(mode) {
    if (!urlSync || mode === 'none' || typeof history === 'undefined') return;
    if (mode !== 'push') {
      if (!replacePending) {
        replacePending = true;
        queueMicrotask(() => {
          replacePending = false;
          writeURLNow('replace');
        });
      }
      return;
    }
    writeURLNow('push');
  }

  function writeURLNow(mode) {
    // Page modes that are not state (embed, projector) stay in the address bar.
    const kept = new URLSearchParams(location.search);
    const query = [serialise(explicit), ...PAGE_MODES.filter((key) => kept.has(key)).map((key) => `${key}=${encodeURIComponent(kept.get(key))}`)]
      .filter(Boolean).join('&');
    const url = `${location.pathname}${query ? `?${query}` : ''}${location.hash}`;
    if (mode === 'push') history.pushState(null, '', url);
    else history.replaceState(null, '', url);
  }

  function commit(nextExplicit, historyMode = 'replace') {
    // A smaller d can leave the worked example past its last dimension: bring it back.
    const probe = resolve(nextExplicit);
    if (nextExplicit.step !== undefined && nextExplicit.step > probe.d - 1) nextExplicit.step = probe.d - 1;
    // Fewer heads can leave the head shown past the last one: bring it back (relative-bias section).
    if (nextExplicit.head !== undefined && nextExplicit.head > probe.heads - 1) nextExplicit.head = probe.heads - 1;
    const next = resolve(nextExplicit);
    const changed = KEYS.filter((key) => next[key] !== state[key]);
    const urlChanged = serialise(nextExplicit) !== serialise(explicit);
    explicit = nextExplicit;
    state = next;
    if (urlChanged) writeURL(historyMode === 'push' && !changed.includes('view') ? 'replace' : historyMode);
    if (changed.length) for (const listener of [...listeners]) listener(state, changed);
    return { changed, urlChanged };
  }

  /** Validates and applies `partial` as a whole: one bad value refuses all of it. */
  function set(partial) {
    const errors = {};
    const nextExplicit = { ...explicit };
    for (const [key, raw] of Object.entries(partial)) {
      const result = checkOne(key, raw);
      if (result.error) errors[key] = result.error;
      else nextExplicit[key] = result.value;
    }
    if (Object.keys(errors).length) return { ok: false, errors };
    const together = checkTogether(resolve(nextExplicit), Object.keys(partial));
    if (Object.keys(together).length) return { ok: false, errors: together };
    const { changed, urlChanged } = commit(nextExplicit, 'view' in partial ? 'push' : 'replace');
    return { ok: true, changed, urlChanged };
  }

  /** Forgets explicit values, so the section's or page's defaults apply again. */
  function unset(keys) {
    const nextExplicit = { ...explicit };
    for (const key of keys) delete nextExplicit[key];
    const { changed, urlChanged } = commit(nextExplicit);
    return { ok: true, changed, urlChanged };
  }

  /**
   * Replaces the explicit values with those in a URL query. Bad values are dropped one by
   * one (the rest of the link still applies); returns { errors } for the page to show.
   */
  function load(search, historyMode = 'replace') {
    const params = new URLSearchParams(search);
    const errors = {};
    const nextExplicit = {};
    for (const key of KEYS) {
      if (!params.has(key)) continue;
      const result = checkOne(key, params.get(key));
      if (result.error) errors[key] = result.error;
      else nextExplicit[key] = result.value;
    }
    // Cross-key rules: drop the later key of a conflicting pair until the state is coherent.
    for (let guard = 0; guard < KEYS.length; guard += 1) {
      const together = checkTogether(resolve(nextExplicit), Object.keys(nextExplicit));
      const bad = Object.keys(together);
      if (!bad.length) break;
      for (const key of bad) {
        errors[key] = together[key];
        delete nextExplicit[key];
      }
    }
    const { urlChanged } = commit(nextExplicit, historyMode);
    // Refused values leave the address bar too, so a reload shows the state on screen.
    if (!urlChanged && Object.keys(errors).length && historyMode !== 'none') writeURL('replace');
    return { errors };
  }

  function serialise(values) {
    const params = new URLSearchParams();
    for (const key of KEYS) if (values[key] !== undefined) params.set(key, String(values[key]));
    return params.toString();
  }

  return {
    get: () => state,
    set,
    unset,
    load,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** The explicit values, as the URL query (without '?'). */
    query: () => serialise(explicit),
    /** True when the key's value was set (by the URL or a control) rather than defaulted. */
    isExplicit: (key) => explicit[key] !== undefined,
    /** The value `key` takes in `view` when nobody has set it. */
    defaultFor: (key, view = state.view) => sectionDefaults[view]?.[key] ?? pageDefaults[key],
    /** The allowed values of each key (rangesFrom(core)). */
    ranges,
  };
}
