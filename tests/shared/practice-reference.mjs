// The right answer of a practice exercise from the givens it states, by the lesson's formulas,
// written here and independent of the code under test (it imports only tests/shared/reference.mjs).
// For the kinds the class-set and SCORM specs use; any other kind throws.
import { reference, referenceRow, wavelength } from './reference.mjs';

/** The kinds expectedAnswer knows: a value, a wavelength, a dot product and a table row. */
export const SIMPLE_KINDS = ['pe-value', 'wavelength', 'dot-product', 'fairseq-row'];

export function expectedAnswer(exercise) {
  const g = Object.fromEntries(exercise.givens.map(({ name, value }) => [name, value]));
  switch (exercise.kind) {
    case 'pe-value': // PE(pos, j), interleaved, the paper's exponent 2i/d with i = floor(j/2)
      return reference(g.pos, g.dim, g.dModel, { base: g.base });
    case 'wavelength': // 2π · base^(2i/d)
      return wavelength(g.pair, g.dModel, g.base);
    case 'dot-product': {
      // PE(p) · PE(p + k), element by element
      const a = referenceRow(g.pos, g.dModel, { base: g.base });
      const b = referenceRow(g.pos + g.k, g.dModel, { base: g.base });
      return a.reduce((sum, value, j) => sum + value * b[j], 0);
    }
    case 'fairseq-row': // the n-th token is at position n − 1, and fairseq's rows start at padding_idx + 1 = 2
      return g.token - 1 + 2;
    default:
      throw new Error(`practice-reference: no formula for the kind ${exercise.kind}`);
  }
}
