// A core RangeError message in the page's words. The core names its parameters as its API does
// (dModel, positions, maxDistance); the page says d, n, max_distance. The shared settings' words
// are here; each section brings the words of its own parameters (`words` in its file), and the
// app and the section put the two together.
//
// Rule: whole words only, and text in, text out (the message is shown with textContent).

/** The shared settings' words: d for dModel, n for positions (only where a message says "positions must"). */
const SHARED_WORDS = [
  [/\bdModel\b/g, 'd'],
  [/\bpositions\b(?= must)/g, 'n'],
];

function escapeRegExp(name) {
  return name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * `message` with the section's `words` ({ coreName: 'page words' }, whole words) and the shared
 * ones replaced.
 */
export function inPageWords(message, words = {}) {
  let text = String(message);
  for (const [name, word] of Object.entries(words))
    text = text.replace(new RegExp(`\\b${escapeRegExp(name)}\\b`, 'g'), word);
  for (const [pattern, word] of SHARED_WORDS) text = text.replace(pattern, word);
  return text;
}

/** A section's translator: (message) => the message in the shared and the section's words. */
export function wordsFor(words = {}) {
  return (message) => inPageWords(message, words);
}

/** The shared words only, for a section with no parameter of its own in core messages. */
export const pageWords = wordsFor();
