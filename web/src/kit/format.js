// Number formatting for the whole page: one rounding rule, stated once (the message
// `rounding-rule`) and shown to the reader wherever numbers are printed; and its inverse for
// typed text, one strict syntax.
//
// The rule: round half away from zero to a fixed number of decimals (6 by default), and never
// print a negative zero. Number.prototype.toFixed picks the larger candidate on an exact tie,
// so applying it to |x| and restoring the sign is exactly "half away from zero".
//
// Numbers are written as the page's language writes them: the digits are rounded by the rule
// above, then written with the signs Intl.NumberFormat gives for the language's number locale
// (web/locales/languages.js `numbers`): its decimal sign (0,5 in Spanish), minus sign and
// digits; int() groups thousands with Intl.NumberFormat itself. TeX gets texFixed() (a decimal
// comma is {,} in TeX, or it would be spaced as punctuation). parseLocaleNumber() reads an
// answer as the language writes it.
//
// A number bound for a message goes as a number, not as text: intArg(), fixedArg(), trimArg()
// and numArg() make a FluentNumber that prints exactly as int(), fixed(), trim() and num() do,
// so the message's plural select sees the value as printed (fixedArg(1, 2) is "1.00", plural
// `other` in English). int() and the others keep returning text for everything else (a cell's
// textContent, CSV, TeX). A FluentNumber's valueOf() is the raw number: never concatenate one.

import { FluentNumber } from '@fluent/bundle';
import { language, t } from './i18n.js';

const DEFAULT_DIGITS = 6;

// The signs of each number locale, from Intl.NumberFormat: { decimal, minus, digits, plain }.
const signsCache = new Map();
function signs(locale = language().numbers) {
  if (!signsCache.has(locale)) {
    const format = new Intl.NumberFormat(locale, { useGrouping: false, minimumFractionDigits: 1 });
    const parts = format.formatToParts(-1.5);
    const digits = [...'0123456789'].map((digit) => new Intl.NumberFormat(locale).format(Number(digit)));
    const decimal = parts.find((part) => part.type === 'decimal')?.value ?? '.';
    const minus = parts.find((part) => part.type === 'minusSign')?.value ?? '-';
    const plain = decimal === '.' && minus === '-' && digits.join('') === '0123456789';
    signsCache.set(locale, { decimal, minus, digits, plain });
  }
  return signsCache.get(locale);
}

/** A number written with ASCII digits, '.' and '-' (canonical), in the page language's signs. */
export function localDigits(text) {
  const { decimal, minus, digits, plain } = signs();
  if (plain) return text;
  return text.replace(/[0-9.-]/g, (c) => (c === '.' ? decimal : c === '-' ? minus : digits[Number(c)]));
}

/** Rounds half away from zero to `digits` places, in ASCII ('.', '-'): for data, CSV and code. */
export function canonical(value, digits = DEFAULT_DIGITS) {
  if (typeof value !== 'number' || Number.isNaN(value)) return 'NaN';
  if (!Number.isFinite(value)) return value > 0 ? 'Infinity' : '-Infinity';
  const magnitude = Math.abs(value);
  // toFixed switches to exponent notation from 1e21 on; such values never reach the page's
  // tables, but keep them readable if they do.
  const text = magnitude >= 1e21 ? magnitude.toPrecision(digits + 1) : magnitude.toFixed(digits);
  const isZero = /^[0.]+$/.test(text);
  return value < 0 && !isZero ? `-${text}` : text;
}

/**
 * Rounds half away from zero to `digits` places; -0 (and anything that rounds to 0) prints
 * unsigned. Written as the page's language writes numbers (0,5 in Spanish).
 */
export function fixed(value, digits = DEFAULT_DIGITS) {
  return localDigits(canonical(value, digits));
}

/** fixed() for TeX: a decimal comma becomes {,} (TeX spaces a bare comma as punctuation). */
export function texFixed(value, digits = DEFAULT_DIGITS) {
  const text = canonical(value, digits);
  return signs().decimal === ',' ? text.replace('.', '{,}') : text;
}

/** Like fixed(), without trailing zeros: 0.030000 -> "0.03", 100.000000 -> "100". */
export function trim(value, digits = DEFAULT_DIGITS) {
  return localDigits(trimCanonical(value, digits));
}

function trimCanonical(value, digits) {
  const text = canonical(value, digits);
  if (!text.includes('.') || /e/i.test(text)) return text;
  return text.replace(/0+$/, '').replace(/\.$/, '');
}

/** trim() for TeX (see texFixed). */
export function texTrim(value, digits = DEFAULT_DIGITS) {
  const text = trimCanonical(value, digits);
  return signs().decimal === ',' ? text.replace('.', '{,}') : text;
}

/**
 * A whole number with thousands separators: 16777216 -> "16,777,216". Rounded by the same rule
 * (Math.round alone would take -2.5 to -2), and -0.4 prints "0", not "-0".
 */
const wholeCache = new Map(); // one formatter per number locale, not one per call
export function int(value) {
  if (!Number.isFinite(value)) return String(value);
  const whole = Math.round(Math.abs(value));
  const locale = language().numbers;
  if (!wholeCache.has(locale)) wholeCache.set(locale, new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }));
  return wholeCache.get(locale).format(value < 0 && whole !== 0 ? -whole : whole);
}

/** A number for running text: whole numbers with separators, others trimmed to `digits`. */
export function num(value, digits = DEFAULT_DIGITS) {
  if (Number.isInteger(value) && Math.abs(value) < 1e15) return int(value);
  return trim(value, digits);
}

/**
 * A number for a message: selects its plural by the value as printed, prints as the page prints
 * numbers (format.js's rule and the language's digits), whatever the bundle's locale.
 */
export class PageNumber extends FluentNumber {
  /** `style` is 'int', 'fixed', 'trim' or 'num', as the functions of the same name. */
  constructor(value, style = 'num', digits = DEFAULT_DIGITS) {
    const shown = printedValue(value, style, digits);
    const fraction = style === 'fixed' ? { minimumFractionDigits: digits } : { maximumFractionDigits: digits };
    super(shown, style === 'int' ? {} : fraction);
    this.style = style;
    this.digits = digits;
  }
  toString() {
    const { value, style, digits } = this;
    if (style === 'int') return int(value);
    if (style === 'fixed') return fixed(value, digits);
    if (style === 'trim') return trim(value, digits);
    return num(value, digits);
  }
}

// The value a reader sees, so that the plural agrees with the digits: 1.4 printed by int() is 1.
function printedValue(value, style, digits) {
  if (typeof value !== 'number' || !Number.isFinite(value)) return value;
  if (style === 'int' || (style === 'num' && Number.isInteger(value))) {
    const whole = Math.round(Math.abs(value));
    return value < 0 && whole !== 0 ? -whole : whole;
  }
  return Number(canonical(value, digits));
}

/** int() for a message's argument: a number, so its plural select works. */
export function intArg(value) {
  return new PageNumber(value, 'int');
}
/** fixed() for a message's argument. */
export function fixedArg(value, digits = DEFAULT_DIGITS) {
  return new PageNumber(value, 'fixed', digits);
}
/** trim() for a message's argument. */
export function trimArg(value, digits = DEFAULT_DIGITS) {
  return new PageNumber(value, 'trim', digits);
}
/** num() for a message's argument (t() also makes a bare number one of these). */
export function numArg(value, digits = DEFAULT_DIGITS) {
  return new PageNumber(value, 'num', digits);
}

// Strict number syntax for text from the URL or a text box: no hex, no "Infinity", no spaces
// inside, no trailing garbage (Number('') is 0 and Number('0x10') is 16: both are refused here).
const NUMBER_SYNTAX = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;

/** The number `text` (already trimmed) writes in plain decimal or e notation, else NaN. */
export function parseStrictNumber(text) {
  return NUMBER_SYNTAX.test(text) ? Number(text) : NaN;
}

// Bidi marks Intl puts around a minus sign, and the Arabic-Indic and Persian digits and decimal
// sign a reader may type: read, not refused.
const MARKS = /[\u200e\u200f\u061c\u2066-\u2069]/g;
const EASTERN = /[\u0660-\u0669\u06f0-\u06f9]/g;

/**
 * An answer as the page's language writes it: its decimal sign (a comma in Spanish; a point is
 * read too, unless both appear), its minus sign, Arabic-Indic digits; then the strict syntax of
 * parseStrictNumber. NaN for anything else (thousands separators included).
 */
export function parseLocaleNumber(text) {
  const { decimal, minus } = signs();
  let plain = String(text).replace(MARKS, '').trim();
  plain = plain.replace(EASTERN, (c) => String((c.charCodeAt(0) - 0x0660) % 0x90));
  plain = plain.replace(/\u066b/g, '.').replace(/\u2212/g, '-');
  if (minus.replace(MARKS, '') !== '-') plain = plain.split(minus.replace(MARKS, '')).join('-');
  if (decimal === ',') {
    if (plain.includes(',') && plain.includes('.')) return NaN;
    plain = plain.replace(',', '.');
  }
  return parseStrictNumber(plain);
}

/** The decimal sign of the page's language, for messages that say what an answer may look like. */
export function decimalSign() {
  return signs().decimal;
}

/** Builds the small note that states the rounding rule beside printed numbers. */
export function roundingNote(text) {
  const note = document.createElement('p');
  note.className = 'rounding-note';
  note.textContent = text ?? t('rounding-rule', { example: fixedArg(-0.98999249), value: localDigits('-0.98999249') });
  return note;
}
