// A core RangeError message in the page's words. The core names its parameters as its API does
// (dModel, positions, maxDistance); the page says d, n, max_distance. The shared settings' words
// are here; each section brings the words of its own parameters (`words` in its file), and the
// app and the section put the two together.
//
// Rule: whole words only, and text in, text out (the message is shown with textContent).
//
// In a language other than English the page words a refusal itself, from the rule the core
// gives as data (error.refusal: kind, parameter, min, max, got; web/api/pe-core.mjs), with the
// parameter's page name: "d debe ser un número entero de 2 a 1024; has dado 3000". In English
// the page shows the core's own message, which says the same and sometimes more.

import { num } from './format.js';
import { language, t } from './i18n.js';
import { SOURCE } from '../../locales/languages.js';

/** The shared settings' words: d for dModel, n for positions (only where a message says "positions must"). */
const SHARED_WORDS = [
  [/\bdModel\b/g, 'd'],
  [/\bpositions\b(?= must)/g, 'n'],
];

function escapeRegExp(name) {
  return name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

const SHARED_NAMES = { dModel: 'd', positions: 'n' };

const SHAPES = (refusal) =>
  refusal.minOpen && refusal.maxOpen ? 'open' : refusal.minOpen ? 'open-min' : refusal.maxOpen ? 'open-max' : 'closed';

/** A refusal worded by the page in its language: the message of its kind, or null if it has none. */
function worded(refusal, words) {
  const kinds = ['integer', 'number', 'even', 'at-least', 'divides', 'product', 'reordering', 'count', 'token-length'];
  const parameter = words[refusal.parameter] ?? SHARED_NAMES[refusal.parameter] ?? refusal.parameter;
  const value = (x) => (Number.isFinite(x) ? num(x) : '');
  const args = {
    parameter,
    min: value(refusal.min),
    max: value(refusal.max),
    got: value(refusal.got),
    shape: SHAPES(refusal),
  };
  return kinds.includes(refusal.kind) ? t(`refusal-${refusal.kind}`, args) : null;
}

/**
 * A core refusal (a RangeError from the core, or its message) in the page's words and language:
 * the section's `words` ({ coreName: 'page words' }, whole words) and the shared ones replace
 * the core's names.
 */
export function inPageWords(message, words = {}) {
  if (language().code !== SOURCE) {
    const refusal = message?.refusal;
    const text = refusal ? worded(refusal, words) : null;
    if (text) return text;
    const parameter = words[refusal?.parameter] ?? SHARED_NAMES[refusal?.parameter] ?? refusal?.parameter ?? '';
    return t('refusal-other', { parameter, detail: englishText(message?.message ?? message, words) });
  }
  return englishText(message?.message ?? message, words);
}

function englishText(message, words) {
  let text = String(message);
  for (const [name, word] of Object.entries(words))
    text = text.replace(new RegExp(`\\b${escapeRegExp(name)}\\b`, 'g'), word);
  for (const [pattern, word] of SHARED_WORDS) text = text.replace(pattern, word);
  return text;
}

/** A section's translator: (error or message) => the refusal in the page's words and language. */
export function wordsFor(words = {}) {
  return (message) => inPageWords(message, words);
}

/** The shared words only, for a section with no parameter of its own in core messages. */
export const pageWords = wordsFor();
