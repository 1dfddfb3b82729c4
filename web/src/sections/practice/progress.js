// Progress kept on the device, only when the student asks for it: one localStorage key, holding
// what was typed for each question of the sets they worked on (never a verdict: the core marks
// the text again when the set comes back). Nothing is written before the student opts in;
// forget() removes the key.
//
// Rule: storage can be missing or refuse (a sandboxed frame, a full disk, a private window):
// every access is guarded, and the part says so instead of failing.

export const PROGRESS_KEY = 'pe-explorer:practice-progress';
const MAX_SETS = 20; // the most recent sets kept; older ones are dropped

function storageOrNull() {
  try {
    const storage = window.localStorage;
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

/**
 * @returns {{ available: boolean, optedIn(): boolean, optIn(): boolean, forget(): void,
 *   load(key): Array<{ text: string, gaveUp: boolean }> | null, save(key, answers): void }}
 */
export function createProgress(storage = storageOrNull()) {
  function read() {
    if (!storage) return null;
    try {
      const data = JSON.parse(storage.getItem(PROGRESS_KEY) || 'null');
      return data && typeof data === 'object' && data.sets && typeof data.sets === 'object' ? data : null;
    } catch {
      return null;
    }
  }
  function write(data) {
    try {
      storage.setItem(PROGRESS_KEY, JSON.stringify(data));
      return true;
    } catch {
      return false;
    }
  }
  return {
    available: Boolean(storage),
    optedIn: () => read() !== null,
    /** Starts keeping progress (an empty record); false when storage refused. */
    optIn: () => Boolean(storage) && (read() !== null || write({ sets: {}, order: [] })),
    forget() {
      try {
        storage?.removeItem(PROGRESS_KEY);
      } catch {
        /* nothing was kept */
      }
    },
    load(key) {
      const answers = read()?.sets[key];
      if (!Array.isArray(answers)) return null;
      return answers.map((answer) => ({
        text: typeof answer?.text === 'string' ? answer.text.slice(0, 200) : '',
        gaveUp: answer?.gaveUp === true,
      }));
    },
    /** Keeps the answers of one set (only once opted in). */
    save(key, answers) {
      const data = read();
      if (!data) return;
      const order = (Array.isArray(data.order) ? data.order : []).filter((other) => other !== key);
      order.push(key);
      while (order.length > MAX_SETS) delete data.sets[order.shift()];
      data.order = order;
      data.sets[key] = answers.map(({ text, gaveUp }) => ({
        text: String(text).slice(0, 200),
        gaveUp: Boolean(gaveUp),
      }));
      write(data);
    },
  };
}
