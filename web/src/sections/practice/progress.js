// What a student did with each practice question, so that it survives a re-render, a reload and
// a relaunch: for each question (by its kind and seed, the core's identity of a question, so
// the same question in another set is the same record) the text last checked, whether its
// answer was shown (by any button, or after the last attempt) and the wrong checks so far.
//
// Kept in up to three places: in memory for the page's life (always); in this tab's session
// storage (always: a reload keeps what was seen, and closing the tab forgets it); on the device
// (localStorage) only when the student opts in. A SCORM package's launch page keeps the same
// record in cmi.suspend_data (encodeRecords / decodeRecords).
//
// Rules: storage can be missing or refuse (a sandboxed frame, a full disk, a private window):
// every access is guarded, and the part says so instead of failing. A record is never a verdict:
// the core marks the kept text again. Merging two records never un-shows an answer.

export const PROGRESS_KEY = 'pe-explorer:practice-progress';
export const SESSION_KEY = 'pe-explorer:practice-session';
const MAX_QUESTIONS_KEPT = 1000; // the most recent questions kept; older ones are dropped
const MAX_TEXT = 200; // the parser reads at most 200 characters
const MAX_TRIES = 99;

function storageOrNull(name) {
  try {
    const storage = window[name];
    const probe = `${PROGRESS_KEY}:probe`;
    storage.setItem(probe, '1');
    storage.removeItem(probe);
    return storage;
  } catch {
    return null;
  }
}

/** The identity of a set: the same seed, count and kinds give the same questions. */
export function setKey({ seed, count, kinds }) {
  return `${seed}|${count}|${kinds}`;
}

/** The identity of one question: its kind and seed (as the core marks it). */
export function questionId(exercise) {
  return `${exercise.kind}@${exercise.seed}`;
}

/**
 * A record read from anywhere (storage, the course site), made safe: text, shown, tries, and
 * `right` where its text was marked right (the core marks the text again: `right` only decides
 * which of two records' texts is kept, so that a right answer is never replaced by a wrong one).
 */
export function cleanRecord(value) {
  const tries = Number(value?.tries);
  const text = typeof value?.text === 'string' ? value.text.slice(0, MAX_TEXT) : '';
  return {
    text,
    gaveUp: value?.gaveUp === true,
    tries: Number.isInteger(tries) && tries > 0 ? Math.min(tries, MAX_TRIES) : 0,
    ...(value?.right === true && text ? { right: true } : {}),
  };
}

/**
 * Two records of one question as one: an answer shown in either stays shown, the wrong checks
 * are the most either counted, and the text is a right one's where either was right, else the
 * newer one's (`b`) unless it has none.
 */
export function mergeRecords(a, b) {
  if (!a) return b ? cleanRecord(b) : null;
  if (!b) return cleanRecord(a);
  const older = cleanRecord(a);
  const newer = cleanRecord(b);
  const kept = newer.right || !older.right ? newer.text || older.text : older.text;
  return {
    text: kept,
    gaveUp: older.gaveUp || newer.gaveUp,
    tries: Math.max(older.tries, newer.tries),
    ...(older.right || newer.right ? { right: true } : {}),
  };
}

/**
 * The records of a set as a short string for a course site's suspend data: { v: 1, s: the set's
 * seed (when given), q: { id: [shown 0/1, tries, text, 1 where that text was right] } }. `entries`
 * [[id, record]], a record
 * with `value` where the core read its text as a number. Within `limit` characters (SCORM 1.2
 * allows 4,096, 2004 64,000) whatever was typed: every shown flag and tries count is kept, and
 * where the texts do not fit they give way in this order: a shown question's (it is never marked
 * again), then one the core could not read (it counts for nothing), then a text read as a number
 * is written as that number's shortest exact form ("44.000…0" as "44": the core marks it the
 * same), then the longest go. A record that cannot fit even so throws, so that it is never
 * dropped silently.
 */
export function encodeRecords(entries, { limit = Number.POSITIVE_INFINITY, seed } = {}) {
  const kept = [];
  for (const [id, record] of entries) {
    const clean = cleanRecord(record);
    const value = Number.isFinite(record?.value) ? record.value : null;
    if (clean.text || clean.gaveUp || clean.tries) kept.push([id, clean, value]);
  }
  const texts = kept.map(([, clean]) => clean.text);
  const write = () =>
    JSON.stringify({
      v: 1,
      ...(seed === undefined ? {} : { s: seed }),
      q: Object.fromEntries(
        kept.map(([id, clean], i) => [
          id,
          [clean.gaveUp ? 1 : 0, clean.tries, texts[i], ...(clean.right && texts[i] ? [1] : [])],
        ]),
      ),
    });
  let text = write();
  const size = (i) => JSON.stringify(texts[i]).length - 2;
  const longestFirst = (a, b) => size(b) - size(a);
  let over = text.length - limit;
  const drop = (i) => {
    over -= size(i);
    texts[i] = '';
  };
  const indices = kept.map((_, i) => i);
  for (const i of indices.filter((k) => texts[k] && kept[k][1].gaveUp).sort(longestFirst)) if (over > 0) drop(i);
  for (const i of indices.filter((k) => texts[k] && kept[k][2] === null).sort(longestFirst)) if (over > 0) drop(i);
  for (const i of indices.filter((k) => texts[k] && kept[k][2] !== null).sort(longestFirst)) {
    const exact = String(kept[i][2]);
    if (over > 0 && exact.length < size(i)) {
      over -= size(i) - exact.length;
      texts[i] = exact;
    }
  }
  for (const i of indices.filter((k) => texts[k]).sort(longestFirst)) if (over > 0) drop(i);
  text = write();
  if (text.length > limit)
    throw new RangeError(
      `practice: the record of ${kept.length} questions takes ${text.length} characters, over ${limit}`,
    );
  return text;
}

/** The records in a string from encodeRecords, as a Map; an empty Map for anything else. */
export function decodeRecords(text) {
  const records = new Map();
  let data;
  try {
    data = JSON.parse(String(text));
  } catch {
    return records;
  }
  if (data?.v !== 1 || !isObject(data.q)) return records;
  for (const [id, entry] of Object.entries(data.q)) {
    if (!/^[a-z0-9-]+@\d+$/.test(id) || !Array.isArray(entry)) continue;
    records.set(id, cleanRecord({ gaveUp: entry[0] === 1, tries: entry[1], text: entry[2], right: entry[3] === 1 }));
  }
  return records;
}

/**
 * One place to keep records. `key` the storage key; `optIn: false` for a store that is always
 * on (the session's), true for one that keeps nothing before optIn().
 * @returns {{ available: boolean, optedIn(): boolean, optIn(): boolean, forget(): void,
 *   records(): Map<string, object>, load(key): object[] | null, save(entries): void }}
 */
export function createProgress(storage = storageOrNull('localStorage'), { key = PROGRESS_KEY } = {}) {
  function read() {
    if (!storage) return null;
    try {
      const data = JSON.parse(storage.getItem(key) || 'null');
      return data && typeof data === 'object' && (isObject(data.sets) || isObject(data.questions)) ? data : null;
    } catch {
      return null;
    }
  }
  function write(data) {
    try {
      storage.setItem(key, JSON.stringify(data));
      return true;
    } catch {
      return false;
    }
  }
  return {
    available: Boolean(storage),
    optedIn: () => read() !== null,
    /** Starts keeping progress (an empty record); false when storage refused. */
    optIn: () => Boolean(storage) && (read() !== null || write({ questions: {}, order: [] })),
    forget() {
      try {
        storage?.removeItem(key);
      } catch {
        /* nothing was kept */
      }
    },
    /** Every question's record kept here, by question id. */
    records() {
      const questions = read()?.questions;
      const out = new Map();
      if (!isObject(questions)) return out;
      for (const [id, record] of Object.entries(questions)) out.set(id, cleanRecord(record));
      return out;
    },
    /** A set kept by the first version of this store (by set key, one answer per question), or null. */
    load(setName) {
      const answers = read()?.sets?.[setName];
      return Array.isArray(answers) ? answers.map(cleanRecord) : null;
    },
    /** Keeps the records of some questions, `entries` [[id, record]] (only once opted in). */
    save(entries) {
      const data = read();
      if (!data) return;
      const questions = isObject(data.questions) ? data.questions : {};
      const ids = new Set(entries.map(([id]) => id));
      const order = (Array.isArray(data.order) ? data.order : []).filter((id) => !ids.has(id));
      for (const [id, record] of entries) {
        order.push(id);
        questions[id] = cleanRecord(record);
      }
      while (order.length > MAX_QUESTIONS_KEPT) delete questions[order.shift()];
      write({ ...data, questions, order });
    },
  };
}

/** This tab's record (session storage): always on, forgotten when the tab closes. */
export function createSessionProgress(storage = storageOrNull('sessionStorage')) {
  const session = createProgress(storage, { key: SESSION_KEY });
  session.optIn();
  return session;
}

function isObject(value) {
  return Boolean(value) && typeof value === 'object' && !Array.isArray(value);
}
