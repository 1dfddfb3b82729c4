// Number formatting for the whole page: one rounding rule, stated once (RULE) and shown to
// the reader wherever numbers are printed; and its inverse for typed text, one strict syntax.
//
// The rule: round half away from zero to a fixed number of decimals (6 by default), and never
// print a negative zero. Number.prototype.toFixed picks the larger candidate on an exact tie,
// so applying it to |x| and restoring the sign is exactly "half away from zero".

const DEFAULT_DIGITS = 6;

/** The rule in words, for the page. */
const RULE =
  'Numbers are rounded half away from zero to 6 decimal places (so -0.98999249 prints as -0.989992), and a result that rounds to zero prints without a minus sign.';

/** Rounds half away from zero to `digits` places; -0 (and anything that rounds to 0) prints unsigned. */
export function fixed(value, digits = DEFAULT_DIGITS) {
  if (typeof value !== 'number' || Number.isNaN(value)) return 'NaN';
  if (!Number.isFinite(value)) return value > 0 ? 'Infinity' : '-Infinity';
  const magnitude = Math.abs(value);
  // toFixed switches to exponent notation from 1e21 on; such values never reach the page's
  // tables, but keep them readable if they do.
  const text = magnitude >= 1e21 ? magnitude.toPrecision(digits + 1) : magnitude.toFixed(digits);
  const isZero = /^[0.]+$/.test(text);
  return value < 0 && !isZero ? `-${text}` : text;
}

/** Like fixed(), without trailing zeros: 0.030000 -> "0.03", 100.000000 -> "100". */
export function trim(value, digits = DEFAULT_DIGITS) {
  const text = fixed(value, digits);
  if (!text.includes('.') || /e/i.test(text)) return text;
  return text.replace(/0+$/, '').replace(/\.$/, '');
}

/**
 * A whole number with thousands separators: 16777216 -> "16,777,216". Rounded by the same rule
 * (Math.round alone would take -2.5 to -2), and -0.4 prints "0", not "-0".
 */
const WHOLE = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 }); // one formatter, not one per call
export function int(value) {
  if (!Number.isFinite(value)) return String(value);
  const whole = Math.round(Math.abs(value));
  return WHOLE.format(value < 0 && whole !== 0 ? -whole : whole);
}

/** A number for running text: whole numbers with separators, others trimmed to `digits`. */
export function num(value, digits = DEFAULT_DIGITS) {
  if (Number.isInteger(value) && Math.abs(value) < 1e15) return int(value);
  return trim(value, digits);
}

/** A count with its noun: plural(1, 'head') -> "1 head", plural(1024, 'position') -> "1,024 positions". */
export function plural(count, word) {
  return `${int(count)} ${word}${count === 1 ? '' : 's'}`;
}

// Strict number syntax for text from the URL or a text box: no hex, no "Infinity", no spaces
// inside, no trailing garbage (Number('') is 0 and Number('0x10') is 16: both are refused here).
const NUMBER_SYNTAX = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;

/** The number `text` (already trimmed) writes in plain decimal or e notation, else NaN. */
export function parseStrictNumber(text) {
  return NUMBER_SYNTAX.test(text) ? Number(text) : NaN;
}

/** Builds the small note that states the rounding rule beside printed numbers. */
export function roundingNote(text = RULE) {
  const note = document.createElement('p');
  note.className = 'rounding-note';
  note.textContent = text;
  return note;
}
