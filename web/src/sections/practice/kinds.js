// The exercise kinds, grouped by the section that teaches them (in the lesson's order), and the
// `kinds` URL value: comma-separated kind ids, empty for all of them; and the set's limits
// (read by scripts/scorm.mjs too: this module imports nothing).

/** A set has 1 to MAX_QUESTIONS questions, and 0 (no limit) to MAX_ATTEMPTS checked answers a question. */
export const MAX_QUESTIONS = 50;
export const MAX_ATTEMPTS = 10;

/**
 * The core's kinds grouped by section, in the order of `sections` ({ id, title }[]); a kind
 * whose section is not on the page is grouped last, under its section id.
 * @returns {Array<{ id: string, title: string, kinds: string[] }>}
 */
export function kindsBySection(core, sections) {
  const all = core.exerciseKinds();
  const order = sections.map((section) => section.id);
  const ids = [...new Set(all.map((entry) => entry.section))].sort(
    (a, b) => (order.indexOf(a) + 1 || order.length + 1) - (order.indexOf(b) + 1 || order.length + 1),
  );
  return ids.map((id) => ({
    id,
    title: sections.find((section) => section.id === id)?.title ?? id,
    kinds: all.filter((entry) => entry.section === id).map((entry) => entry.kind),
  }));
}

/** The kinds a `kinds` value chooses (all of them when it is empty). */
export function chosenKinds(value, allKinds) {
  const chosen = value ? value.split(',').filter(Boolean) : [];
  return chosen.length ? allKinds.filter((kind) => chosen.includes(kind)) : [...allKinds];
}

/** The `kinds` value for a choice: empty when every kind is chosen, else the ids in the core's order. */
export function kindsValue(chosen, allKinds) {
  const inOrder = allKinds.filter((kind) => chosen.includes(kind));
  return inOrder.length === allKinds.length ? '' : inOrder.join(',');
}
