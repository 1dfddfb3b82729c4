// The page's one state store. The URL query is its serialisation: it carries exactly the
// values someone set (explicit values); everything else comes from the current section's
// `defaults`, then from the page defaults below.
//
// Rule: a value enters the state only through validate(); a refused value leaves the last
// good state untouched and comes back as a message naming the parameter and its range.
// Values are data, never markup: nothing here (or in a message) is meant for innerHTML.

import { intArg, parseStrictNumber } from '../kit/format.js';
import { language, t, typed } from '../kit/i18n.js';

/** Items joined as the page's language lists them ("a, b, c"; "a、b、c" in Chinese). */
export function listOf(items) {
  return items.join(t('list-separator'));
}

/** Two items as alternatives in the page's language ("a" or "b"). */
function eitherOf(items) {
  // The pseudo-locales are English underneath.
  const code = language().pseudo ? 'en' : language().code;
  return new Intl.ListFormat(code, { type: 'disjunction' }).format(items);
}

/**
 * The settings several sections share (the settings panel's), and the page's own `view`. A
 * section's own settings are in its file (`settings`), in the same shape; settingsOf() puts
 * them together. The store, the messages, the controls' ranges, Reset and the <pe-explorer>
 * attributes read the entry; a shared setting also needs its control's spec (controls.js
 * sharedControlSpecs) and its key in the `controls` of the sections that show it, and every
 * setting a rule in tests/shared/bad-values.mjs (web/README.md, "The store").
 * - name: the setting in the page's words, for messages and labels: a getter that reads the
 *   message (the language is known only when the store is made, never when this module loads).
 * - core: the core's parameter (core.parameters) whose kind ('integer', 'number', 'choice',
 *   'boolean', 'words') and range the setting takes; nothing here repeats a number of the core.
 *   Or range: (ranges, core) => a range made from the others' (the worked example's step) or
 *   from the core (kind 'list': comma-separated `choices`, empty for all: the practice's kinds).
 * - fallback: its value while neither the link, a control nor the section's `defaults` sets
 *   it; a function reads it from the core (its defaults, or a request's default).
 * - attribute: the <pe-explorer> attribute (default: the key itself).
 * - below: { key, symbol }: a whole number from 0 to that key's value − 1 (step < d, head < H);
 *   it follows the other key down when that shrinks.
 * - within: (state, ranges, core) => { min, max, why }: the values the others leave it (k: pos
 *   + k must be a position), from the core's bounds (core.dependentRanges). A link that does not set this key but sets one that pushes its
 *   default out of that range gets it brought into range, with a note saying `why`, instead
 *   of losing the value the link did set.
 */
export const SHARED_SETTINGS = {
  view: {
    get name() {
      return t('setting-view-name');
    },
  }, // one of the sections' ids; the first by default
  d: {
    get name() {
      return t('setting-d-name');
    },
    core: 'dModel',
    fallback: 16,
    attribute: 'd-model',
  },
  n: {
    get name() {
      return t('setting-n-name');
    },
    core: 'positions',
    fallback: 60,
    attribute: 'positions',
  },
  base: {
    get name() {
      return t('setting-base-name');
    },
    core: 'base',
    fallback: (core) => core.defaults.base,
  },
  layout: {
    get name() {
      return t('setting-layout-name');
    },
    core: 'layout',
    fallback: (core) => core.defaults.layout,
  },
  offset: {
    get name() {
      return t('setting-offset-name');
    },
    core: 'offset',
    fallback: (core) => core.defaults.offset,
  },
  pos: {
    get name() {
      return t('setting-pos-name');
    },
    core: 'pos',
    fallback: 3,
  },
  k: {
    get name() {
      return t('setting-k-name');
    },
    core: 'k',
    fallback: 2,
    within: ({ pos }, r, core) => {
      const { minK, maxK } = core.dependentRanges({ pos });
      return { min: minK, max: maxK, why: t('store-why-pos-k', { sum: 'pos + k', max: intArg(r.maxPosition) }) };
    },
  },
};

/**
 * Every setting of a page made of `sections`, in the URL's order: the shared ones, then each
 * section's own. A key that two sections (or a section and the shared list) both define is a
 * mistake in the sections, refused here.
 */
export function settingsOf(sections) {
  const settings = { ...SHARED_SETTINGS };
  for (const section of sections) {
    for (const [key, setting] of Object.entries(section.settings || {})) {
      if (key in settings)
        throw new Error(`store: section ${section.id} defines the setting ${key}, which is already defined`);
      settings[key] = setting;
    }
  }
  return settings;
}

/** URL parameters that choose how the page looks, not what it shows: kept as they are. */
const PAGE_MODES = ['embed', 'projector', 'lang'];

/**
 * The allowed values of each setting, from the core's parameter table: `{ kind, min?, max?,
 * minExclusive?, choices?, maxEntryBytes? }` per key (words: min and max words), plus
 * maxElements (n × d) and maxPosition. The one place the page reads a range.
 */
function rangesFrom(core, settings) {
  const ranges = {};
  for (const [key, setting] of Object.entries(settings)) {
    if (!setting.core) continue;
    const parameter = core.parameters[setting.core];
    if (!parameter) throw new Error(`store: the core has no parameter ${setting.core} for the setting ${key}`);
    ranges[key] = { ...parameter, minExclusive: Boolean(parameter.minExclusive) };
  }
  for (const [key, setting] of Object.entries(settings)) if (setting.range) ranges[key] = setting.range(ranges, core);
  ranges.maxElements = core.limits.maxElements;
  ranges.maxPosition = ranges.pos.max;
  return ranges;
}

/**
 * Cross-key rules, each with the keys it ties together: a section checks only the rules whose
 * keys it shows. Each bound is the core's (core.dependentRanges, the same functions its
 * validators call); only the sentence is the page's.
 */
const TOGETHER = [
  {
    keys: ['d', 'n'],
    check: ({ d, n }, r, core) =>
      n > core.dependentRanges({ dModel: d }).maxPositions
        ? t('store-refused-size', {
            product: 'n × d',
            max: intArg(r.maxElements),
            n: intArg(n),
            d: intArg(d),
            size: intArg(n * d),
            first: 'n',
            second: 'd',
          })
        : null,
  },
  {
    keys: ['offset', 'n'],
    check: ({ offset, n }, r, core) =>
      offset > core.dependentRanges({ positions: n }).maxOffset
        ? t('store-refused-last-position', {
            sum: 'offset + n − 1',
            max: intArg(r.maxPosition),
            value: intArg(offset + n - 1),
          })
        : null,
  },
  {
    keys: ['k', 'pos'],
    check: ({ pos, k }, _ranges, core) => {
      const { minK, maxK } = core.dependentRanges({ pos });
      return k < minK || k > maxK
        ? t('store-refused-k', {
            name: SHARED_SETTINGS.k.name,
            min: intArg(minK),
            max: intArg(maxK),
            sum: 'pos + k',
            value: intArg(k),
          })
        : null;
    },
  },
];

// A value as given, quoted for a message: from the address or a box, so typed text (typed()).
function quote(raw) {
  if (typeof raw === 'number') return String(raw);
  const text = String(raw);
  return typed(JSON.stringify(text.length > 40 ? `${text.slice(0, 40)}...` : text));
}

function parseNumber(raw) {
  if (typeof raw === 'number') return raw;
  if (typeof raw !== 'string') return NaN;
  return parseStrictNumber(raw.trim());
}

/**
 * Checks one key's raw value on its own, by the kind of its range. Returns { value } or { error }.
 * names: each key's name in the page's words; ranges: rangesFrom(); viewIds: the sections' ids.
 */
export function checkValue(key, raw, { names, ranges, viewIds }) {
  const refuse = (id, args = {}) => ({ error: t(id, { name: names[key], value: quote(raw), ...args }) });
  if (key === 'view')
    return viewIds.includes(raw) ? { value: raw } : refuse('store-refused-view', { choices: listOf(viewIds) });
  const range = ranges[key];
  if (!range) return { error: t('store-unknown-setting', { key: quote(key) }) };
  const { min, max, minExclusive, choices } = range;
  switch (range.kind) {
    case 'integer': {
      const value = parseNumber(raw);
      return Number.isInteger(value) && value >= min && value <= max
        ? { value }
        : refuse('store-refused-integer', { min: intArg(min), max: intArg(max) });
    }
    case 'number': {
      const value = parseNumber(raw);
      const inRange = Number.isFinite(value) && (minExclusive ? value > min : value >= min) && value <= max;
      if (inRange) return { value };
      return refuse(minExclusive ? 'store-refused-number-above' : 'store-refused-number', {
        min: intArg(min),
        max: intArg(max),
      });
    }
    case 'choice': {
      if (choices.includes(raw)) return { value: raw };
      const quoted = choices.map((choice) => `"${choice}"`);
      return refuse('store-refused-choice', {
        count: quoted.length,
        either: eitherOf(quoted),
        choices: listOf(quoted),
      });
    }
    case 'boolean':
      if (raw === true || raw === 'true') return { value: true };
      if (raw === false || raw === 'false') return { value: false };
      return refuse('store-refused-boolean', { yes: 'true', no: 'false' });
    case 'words': {
      const words = typeof raw === 'string' ? raw.trim().split(/\s+/).filter(Boolean) : [];
      const tooLong = words.find((word) => new TextEncoder().encode(word).length > range.maxEntryBytes);
      if (words.length >= min && words.length <= max && !tooLong) return { value: words.join(' ') };
      return refuse('store-refused-words', { min: intArg(min), max: intArg(max), bytes: intArg(range.maxEntryBytes) });
    }
    case 'list': {
      // Comma-separated choices, each at most once, in any order; empty for all of them.
      const items = typeof raw === 'string' ? raw.split(',').map((item) => item.trim()) : null;
      const picked = items?.filter(Boolean) ?? [];
      if (items && picked.every((item) => choices.includes(item)) && (picked.length || raw.trim() === ''))
        return { value: [...new Set(picked)].join(',') };
      // The ids are too many for one message: two of them, and where the rest are chosen.
      // range.what and range.where are the section's words (getters, like a setting's name).
      const args = { what: range.what ?? t('store-list-ids'), example: choices.slice(0, 2).join(',') };
      return range.where
        ? refuse('store-refused-list-where', { ...args, where: range.where })
        : refuse('store-refused-list', args);
    }
    default:
      throw new Error(`store: the setting ${key} has a range of unknown kind ${range.kind}`);
  }
}

/**
 * Checks the rules that tie keys together, on a candidate state, for the keys its section shows
 * (a rule about k does not refuse a pos on a section without a k): the shared TOGETHER rules,
 * `below` (step < d), and the sections' own rules. Returns { key: message }.
 */
function checkTogether(candidate, changed, { core, names, ranges, below, ownRules, sectionControls }) {
  const errors = {};
  const shown = sectionControls[candidate.view] || [];
  const blame = (keys) => keys.find((key) => changed.includes(key)) || keys[0];
  for (const rule of TOGETHER) {
    if (!rule.keys.every((key) => shown.includes(key)) || !rule.keys.some((key) => changed.includes(key))) continue;
    const message = rule.check(candidate, ranges, core);
    if (message) errors[blame(rule.keys)] = message;
  }
  for (const [key, { below: under }] of below) {
    const last = candidate[under.key] - 1;
    if (candidate[key] > last && changed.includes(key)) {
      errors[key] = t('store-refused-below', {
        name: names[key],
        min: intArg(0),
        max: intArg(last),
        bound: under.symbol, // the message writes it as { MATH("{0} − 1", $bound) }
        value: intArg(candidate[key]),
      });
    }
  }
  for (const rule of ownRules) {
    if (!rule.keys.some((key) => changed.includes(key))) continue;
    const message = rule.check(candidate, core);
    if (message) errors[blame(rule.keys)] = message;
  }
  return errors;
}

/**
 * Writes the explicit values (`query()`) into the address bar without reloading. A change of
 * section adds a history entry (so Back returns to the previous section); any other change
 * replaces it. Replacements are coalesced into one per task: a burst of changes (a slider drag,
 * a script driving the page) costs one history call, and Chromium throttles frequent ones.
 * Page modes that are not state (embed, projector) stay in the address bar. Returns
 * write(mode), mode 'push', 'replace' or 'none'.
 */
function createUrlWriter(urlSync, query) {
  let replacePending = false;
  function writeNow(mode) {
    const kept = new URLSearchParams(location.search);
    const search = [
      query(),
      ...PAGE_MODES.filter((key) => kept.has(key)).map((key) => `${key}=${encodeURIComponent(kept.get(key))}`),
    ]
      .filter(Boolean)
      .join('&');
    const url = `${location.pathname}${search ? `?${search}` : ''}${location.hash}`;
    if (mode === 'push') history.pushState(null, '', url);
    else history.replaceState(null, '', url);
  }
  return function write(mode) {
    if (!urlSync || mode === 'none' || typeof history === 'undefined') return;
    if (mode === 'push') {
      writeNow('push');
      return;
    }
    if (replacePending) return;
    replacePending = true;
    queueMicrotask(() => {
      replacePending = false;
      writeNow('replace');
    });
  };
}

/**
 * What a store of `sections` knows before anything is set: the settings and their names, the
 * ranges (from the core), each section's controls, keys and defaults, the page's defaults, the
 * rules, and resolve(explicit) -> the whole state (explicit values, else the section's
 * defaults, else the page's).
 */
function storeTables(core, sections) {
  const settings = settingsOf(sections);
  const keys = Object.keys(settings);
  const viewIds = sections.map((s) => s.id);
  const sectionDefaults = Object.fromEntries(sections.map((s) => [s.id, s.defaults || {}]));
  const pageDefaults = Object.freeze(
    Object.fromEntries(
      keys.map((key) => {
        const { fallback } = settings[key];
        return [key, key === 'view' ? viewIds[0] : typeof fallback === 'function' ? fallback(core) : fallback];
      }),
    ),
  );
  function resolve(values) {
    const view = values.view ?? pageDefaults.view;
    const own = sectionDefaults[view] || {};
    const next = {};
    for (const key of keys) next[key] = values[key] ?? own[key] ?? pageDefaults[key];
    return Object.freeze(next);
  }
  return {
    core,
    settings,
    keys,
    // Each key's name, read when asked: a setting's name is a message of the page's language.
    names: Object.defineProperties(
      {},
      Object.fromEntries(keys.map((key) => [key, { get: () => settings[key].name, enumerable: true }])),
    ),
    below: Object.entries(settings).filter(([, setting]) => setting.below), // step < d, head < H
    // Rules of a section's own settings ({ keys, check(candidate, core) }): checked whenever one
    // of their keys changes, whichever section is shown.
    ownRules: sections.flatMap((section) => section.rules || []),
    ranges: rangesFrom(core, settings),
    viewIds,
    sectionControls: Object.fromEntries(sections.map((s) => [s.id, s.controls || []])),
    sectionDefaults,
    // The keys each section uses: the shared controls it shows, those it draws itself, and its own settings.
    sectionKeys: Object.fromEntries(
      sections.map((s) => [s.id, [...(s.controls || []), ...(s.uses || []), ...Object.keys(s.settings || {})]]),
    ),
    pageDefaults,
    resolve,
  };
}

// Keys of the link's section that the link leaves unset (or whose value was refused) and
// that the values it did set push out of their `within` range: set to the nearest value in
// range, in the URL's order (k before the RoPE section's shift, whose range depends on k).
// It stops at a value the link set that is out of its range: the cross-key rules drop that
// one first, and the keys after it are fitted on the next round. Returns { key: note } and
// changes nextExplicit.
function fitUnset(nextExplicit, { core, keys, settings, ranges, names, sectionKeys, resolve }) {
  const notes = {};
  const used = sectionKeys[resolve(nextExplicit).view] || [];
  for (const key of keys) {
    const { within } = settings[key];
    if (!within || !used.includes(key)) continue;
    const current = resolve(nextExplicit);
    const { min, max, why } = within(current, ranges, core);
    const value = Math.min(Math.max(current[key], min), max);
    if (value === current[key]) continue;
    if (nextExplicit[key] !== undefined || min > max) break;
    nextExplicit[key] = value;
    notes[key] = t('store-note-fitted', { name: names[key], value: intArg(value), old: intArg(current[key]), why });
  }
  return notes;
}

/** The values set, as a URL query (without '?'), in the keys' order. */
function queryOf(keys, values) {
  const params = new URLSearchParams();
  for (const key of keys) if (values[key] !== undefined) params.set(key, String(values[key]));
  return params.toString();
}

/**
 * A smaller d (or H) can leave the worked example's step (or the head shown) past the last
 * one: brings it back, in `nextExplicit`.
 */
function keepBelow(nextExplicit, below, resolve) {
  const probe = resolve(nextExplicit);
  for (const [key, { below: limit }] of below) {
    if (nextExplicit[key] !== undefined && nextExplicit[key] > probe[limit.key] - 1)
      nextExplicit[key] = probe[limit.key] - 1;
  }
}

/** `explicit` with each value of `partial` checked alone (checkValue), and the errors of those refused. */
function withValues(explicit, partial, tables) {
  const errors = {};
  const nextExplicit = { ...explicit };
  for (const [key, raw] of Object.entries(partial)) {
    const result = checkValue(key, raw, tables);
    if (result.error) errors[key] = result.error;
    else nextExplicit[key] = result.value;
  }
  return { errors, nextExplicit };
}

/**
 * The explicit values a URL query gives: each key checked alone (a bad value is dropped, the
 * rest applies), then the cross-key rules, dropping the later key of a conflicting pair until
 * the state is coherent; a key the link leaves unset is fitted into range (fitUnset).
 */
function valuesOfQuery(search, tables) {
  const { keys, resolve } = tables;
  const params = new URLSearchParams(search);
  const errors = {};
  const notes = {};
  const nextExplicit = {};
  for (const key of keys) {
    if (!params.has(key)) continue;
    const result = checkValue(key, params.get(key), tables);
    if (result.error) errors[key] = result.error;
    else nextExplicit[key] = result.value;
  }
  for (let guard = 0; guard < keys.length; guard += 1) {
    Object.assign(notes, fitUnset(nextExplicit, tables));
    const together = checkTogether(resolve(nextExplicit), Object.keys(nextExplicit), tables);
    const bad = Object.keys(together);
    if (!bad.length) break;
    for (const key of bad) {
      errors[key] = together[key];
      delete nextExplicit[key];
    }
  }
  return { nextExplicit, errors, notes };
}

/**
 * @param {{ core: object, sections: Array<{ id: string, controls?: string[], defaults?: object }>,
 *   urlSync?: boolean }} options
 *   sections: the page's sections; their `settings` and `rules` join the shared ones.
 *   core: each setting's range (core.parameters) and, where a setting says so, its fallback value.
 *   urlSync: false keeps the state out of the address bar (a <pe-explorer> element: its state
 *   lives in its attributes, and several share one page).
 */
export function createStore({ core, sections, urlSync = true }) {
  const tables = storeTables(core, sections);
  const { settings, keys: KEYS, names: NAMES, below: BELOW, ranges, sectionDefaults, pageDefaults, resolve } = tables;

  let explicit = {};
  let state = resolve(explicit);
  const listeners = new Set();

  const serialise = (values) => queryOf(KEYS, values);
  const writeURL = createUrlWriter(urlSync, () => serialise(explicit));

  function commit(nextExplicit, historyMode = 'replace') {
    keepBelow(nextExplicit, BELOW, resolve);
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
    const { errors, nextExplicit } = withValues(explicit, partial, tables);
    if (Object.keys(errors).length) return { ok: false, errors };
    // A new view may use a key the current values push out of its range (proof's k at pos
    // 100,000,000): fitted as a link's would be, with a note for the page to show.
    const notes = 'view' in partial ? fitUnset(nextExplicit, tables) : {};
    const together = checkTogether(resolve(nextExplicit), Object.keys(partial), tables);
    if (Object.keys(together).length) return { ok: false, errors: together };
    const { changed, urlChanged } = commit(nextExplicit, 'view' in partial ? 'push' : 'replace');
    return { ok: true, changed, urlChanged, notes };
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
   * one (the rest of the link still applies); a key the link leaves unset is brought into the
   * range the link's values leave it (fitUnset). Returns { errors, notes } for the page to show.
   */
  function load(search, historyMode = 'replace') {
    const { nextExplicit, errors, notes } = valuesOfQuery(search, tables);
    const { urlChanged } = commit(nextExplicit, historyMode);
    // Refused values leave the address bar too, so a reload shows the state on screen.
    if (!urlChanged && Object.keys(errors).length && historyMode !== 'none') writeURL('replace');
    return { errors, notes };
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
    /** Every key, in the URL's order, each one's name in the page's words, and its setting. */
    keys: KEYS,
    names: NAMES,
    settings,
  };
}
