// The golden values the tests share, read from tests/shared/golden.json (the one copy, with where
// each value came from: the lesson's table and sentences, or the working shown there). The
// Catch2 suite reads the same file (tests/cpp/CMakeLists.txt writes golden.hpp from it). This
// module only reads and reshapes: it computes no expected value.
import { readFileSync } from 'node:fs';

/** golden.json as written. */
export const GOLDEN = JSON.parse(readFileSync(new URL('./golden.json', import.meta.url), 'utf8'));

/** A number as the lesson prints it ("393,216", "-0.9900", "5e-4") as a JavaScript number. */
export function numberOf(text) {
  if (!/^-?[\d,]+(\.\d+)?(e-?\d+)?$/.test(text)) throw new Error(`golden.json: ${text} is not a number`);
  return Number(text.replaceAll(',', ''));
}

/**
 * A row of PE values: d, pos, layout, convention; `values` as numbers, and `text` as the page
 * prints them (6 decimals: the lesson's "0" and "1" at position 0 read "0.000000", "1.000000").
 */
function rowOf({ name, d, pos, layout, convention, values }) {
  const numbers = values.map(numberOf);
  const text = values.map((v) => (v.includes('.') ? v : `${v}.000000`));
  return { name, d, pos, layout, convention, values: numbers, text };
}

/** The lesson's table of PE(pos), in its order. */
export const TABLE = GOLDEN.pe.table.rows.map(rowOf);

/** Every row by name: the table's (d4_pos3, d8_pos3, ...) and the variants' (d4_pos3_concatenated, ...). */
export const PE = Object.fromEntries(
  [...GOLDEN.pe.table.rows, ...GOLDEN.pe.variants.rows].map((r) => [r.name, rowOf(r)]),
);

/** d = 8's denominators 10000^(2i/8), one per pair. */
export const DENOMINATORS_8 = GOLDEN.denominators.values.map(numberOf);

/** cos 3 to 4 places, rounded and truncated, as text. */
export const COS3 = { rounded4: GOLDEN.cos3.rounded4, truncated4: GOLDEN.cos3.truncated4 };

/** BERT-base's and GPT-2 small's learned tables: maxLen, dModel, parameters, and the count as printed. */
export const LEARNED = Object.fromEntries(
  ['bertBase', 'gpt2Small'].map((model) => {
    const { maxLen, dModel, parameters } = GOLDEN.learnedTables[model];
    return [model, { maxLen, dModel, parameters: numberOf(parameters), parametersText: parameters }];
  }),
);

/** The models the lesson names for RoPE, and for T5's relative bias. */
export const USED_IN = { rope: GOLDEN.usedIn.rope, t5RelativeBias: GOLDEN.usedIn.t5RelativeBias };

/**
 * The float32-angle error at a position, "about" a value printed to one significant figure:
 * { pos, about (text), lowest }, lowest being the smallest value that the text rounds from
 * (5e-4 is about every value in [4.5e-4, 5.5e-4)).
 */
export const FLOAT32_ANGLE_ERRORS = GOLDEN.float32AngleErrors.rows.map(({ pos, about }) => {
  const [mantissa, exponent = '0'] = about.split('e');
  const decimals = (mantissa.split('.')[1] ?? '').length;
  return { pos, about, lowest: numberOf(about) - 10 ** (Number(exponent) - decimals) / 2 };
});
