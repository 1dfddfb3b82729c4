// The words of the practice exercises (issue 19): each kind's title and question, the names of
// its worked steps, each mistake's name and explanation, and the tolerance. The numbers come
// from the core's Exercise (core.exercise, core.practiceSet): the givens by their stable names,
// never retyped here. Every text holds at every value the core's generator can produce (the
// ranges are in cpp/core/exercises.cpp; tests/js/practice-words.test.mjs runs the edges).
import { fixed, num } from '../../kit/format.js';

/** The givens of an exercise by name. */
function givensOf(exercise) {
  return Object.fromEntries(exercise.givens.map(({ name, value }) => [name, value]));
}

const ordinalSuffix = (n) => {
  const lastTwo = n % 100;
  if (lastTwo >= 11 && lastTwo <= 13) return 'th';
  return { 1: 'st', 2: 'nd', 3: 'rd' }[n % 10] ?? 'th';
};
/** 1 -> "1st", 22 -> "22nd", 13 -> "13th". */
export function ordinal(n) {
  return `${num(n)}${ordinalSuffix(n)}`;
}

const baseWords = (g) => `base ${num(g.base)}`;

// Every kind's words, one entry per kind (the kinds themselves are declared once, in the core's
// table in cpp/core/exercises.cpp): its title, its question from the givens (g, by name) and, for
// the kinds that use one, the formula as KaTeX.
const KINDS = {
  'pe-exponent': {
    title: 'The exponent of a dimension',
    question: (g) =>
      `In the sinusoidal encoding with d = ${num(g.dModel)} (interleaved: dimension 2i holds sin, 2i + 1 holds cos of pair i; dimensions count from 0), dimension j = ${num(g.dim)} divides the position by base^e. What is the exponent e?`,
    math: () =>
      String.raw`\mathrm{PE}(pos, 2i) = \sin\!\left(\frac{pos}{\text{base}^{2i/d}}\right),\ \mathrm{PE}(pos, 2i+1) = \cos\!\left(\frac{pos}{\text{base}^{2i/d}}\right)`,
  },
  'pe-denominator': {
    title: 'The denominator of a dimension',
    question: (g) =>
      `A model with d = ${num(g.dModel)} and a context of ${num(g.maxLen)} positions uses the sinusoidal encoding with ${baseWords(g)} (interleaved, dimensions from 0). What is the denominator base^e of dimension j = ${num(g.dim)}?`,
    math: () => String.raw`\text{base}^{2i/d}`,
  },
  'pe-angle': {
    title: 'The angle of PE(pos, j)',
    question: (g) =>
      `A model with d = ${num(g.dModel)} and a context of ${num(g.maxLen)} positions uses the sinusoidal encoding with ${baseWords(g)} (interleaved, dimensions from 0). The ${ordinal(g.pos + 1)} token of a sentence sits at position pos = ${num(g.pos)}, since positions count from 0. What is the angle, in radians, of dimension j = ${num(g.dim)} at that token?`,
    math: () => String.raw`\theta = \frac{pos}{\text{base}^{2i/d}}`,
  },
  'pe-value': {
    title: 'The value of PE(pos, j)',
    question: (g) =>
      `A model with d = ${num(g.dModel)} and a context of ${num(g.maxLen)} positions uses the sinusoidal encoding with ${baseWords(g)} (interleaved, dimensions from 0). The ${ordinal(g.pos + 1)} token of a sentence sits at position pos = ${num(g.pos)}, since positions count from 0. What is PE(pos, ${num(g.dim)}), the value of dimension j = ${num(g.dim)} at that token? Keep the angle to at least ${num(g.angleDecimals)} decimal places before you take its sine or cosine.`,
    math: () =>
      String.raw`\mathrm{PE}(pos, 2i) = \sin\theta,\ \mathrm{PE}(pos, 2i+1) = \cos\theta,\ \theta = \frac{pos}{\text{base}^{2i/d}}`,
  },
  wavelength: {
    title: 'The wavelength of a pair',
    question: (g) =>
      `In the sinusoidal encoding with d = ${num(g.dModel)} and ${baseWords(g)}, pairs count from 0. What is the wavelength of pair i = ${num(g.pair)}: how many positions does its angle take to go once round the circle?`,
    math: () => String.raw`\lambda_i = \frac{2\pi}{w_i} = 2\pi\,\text{base}^{2i/d}`,
  },
  'pair-interleaved': {
    title: 'Which pair holds a dimension (interleaved)',
    question: (g) =>
      `In the interleaved layout (dimension 2i holds sin, 2i + 1 holds cos of pair i) with d = ${num(g.dModel)}, dimensions and pairs count from 0. Which pair i does dimension j = ${num(g.dim)} belong to?`,
  },
  'pair-concatenated': {
    title: 'Which pair holds a dimension (concatenated)',
    question: (g) =>
      `In the concatenated layout (tensor2tensor: the sines of every pair first, then the cosines) with d = ${num(g.dModel)}, dimensions and pairs count from 0. Which pair i does dimension j = ${num(g.dim)} belong to?`,
  },
  'shift-entry': {
    title: 'An entry of the shift matrix M_k',
    question: (g) =>
      `PE(pos + k) = M_k PE(pos) for the sinusoidal encoding with d = ${num(g.dModel)} and ${baseWords(g)} (interleaved; the block of pair i acts on (sin, cos) of that pair). For k = ${num(g.k)}, what is the entry of M_k in row ${num(g.row)}, column ${num(g.col)} (rows and columns count from 0)?`,
    math: () => String.raw`\begin{pmatrix}\cos w_i k & \sin w_i k\\ -\sin w_i k & \cos w_i k\end{pmatrix}`,
  },
  'dot-product': {
    title: 'PE(p) · PE(p + k)',
    question: (g) =>
      `For the sinusoidal encoding with d = ${num(g.dModel)} and ${baseWords(g)} (angles in radians), what is the dot product PE(${num(g.pos)}) · PE(${num(g.pos + g.k)}), the encodings of positions ${num(g.pos)} and ${num(g.pos + g.k)}?`,
    math: () => String.raw`\mathrm{PE}(p)\cdot\mathrm{PE}(p+k) = \sum_i \cos(w_i k)`,
  },
  'rope-rotation': {
    title: 'A RoPE rotation of one pair',
    question: (g) =>
      `RoPE with head dimension d = ${num(g.dModel)} and ${baseWords(g)} turns pair i of a vector by the angle pos · w_i, w_i = base^(-2i/d), anticlockwise. Pair i = ${num(g.pair)} of a query holds (x0, x1) = (${num(g.x0)}, ${num(g.x1)}). At position pos = ${num(g.pos)}, what is the ${g.coordinate === 0 ? 'first coordinate x0′' : 'second coordinate x1′'} of the rotated pair?`,
    math: () =>
      String.raw`\begin{pmatrix}x_0'\\ x_1'\end{pmatrix} = \begin{pmatrix}\cos\theta & -\sin\theta\\ \sin\theta & \cos\theta\end{pmatrix}\begin{pmatrix}x_0\\ x_1\end{pmatrix},\ \theta = pos\,w_i`,
  },
  'alibi-slope': {
    title: 'The ALiBi slope of a head',
    question: (g) =>
      `A model with ALiBi has H = ${num(g.heads)} heads, numbered h = 1 to ${num(g.heads)} in the order the reference code lists their slopes. What is the slope m of head h = ${num(g.head)}?`,
  },
  't5-bucket': {
    title: 'The T5 bucket of an offset',
    question: (g) =>
      `T5's relative attention bias (bidirectional, ${num(g.numBuckets)} buckets, max distance ${num(g.maxDistance)}) puts the offset key − query into a bucket. Query position ${num(g.query)} attends to key position ${num(g.key)}. Which bucket does the offset fall in?`,
  },
  'pi-frequency': {
    title: 'A frequency under position interpolation',
    question: (g) =>
      `A RoPE model with head dimension d = ${num(g.dModel)} and ${baseWords(g)} is stretched to ${num(g.scale)} times its training length by position interpolation (PI). What is the new angular frequency w_i′ of pair i = ${num(g.pair)}, in radians per position?`,
    math: () => String.raw`w_i' = \frac{w_i}{s}`,
  },
  'ntk-frequency': {
    title: 'A frequency under NTK-aware scaling',
    question: (g) =>
      `A RoPE model with head dimension d = ${num(g.dModel)} and ${baseWords(g)} is stretched to ${num(g.scale)} times its training length by NTK-aware scaling. What is the new angular frequency w_i′ of pair i = ${num(g.pair)}, in radians per position?`,
    math: () => String.raw`w_i' = \left(\text{base}\cdot s^{d/(d-2)}\right)^{-2i/d}`,
  },
  'fairseq-row': {
    title: "fairseq's table row for a token",
    question: (g) =>
      `fairseq's sinusoidal positional embedding keeps row 1 for padding (padding_idx = 1). For the ${ordinal(g.token)} token of a sentence (no padding before it), which row of fairseq's table is read?`,
  },
};

/** The kind's title, or the id itself for a kind this file does not know. */
export function kindTitle(kind) {
  return KINDS[kind]?.title ?? kind;
}

/** The question in plain text, with its givens and the tolerance. */
export function questionText(exercise) {
  const question = KINDS[exercise.kind]?.question;
  if (!question) return `An exercise of kind ${exercise.kind}. Give the answer ${toleranceText(exercise)}.`;
  return `${question(givensOf(exercise))} Give the answer ${toleranceText(exercise)}.`;
}

/** A KaTeX string for the formula the question uses, or '' for kinds without one. */
export function questionMath(exercise) {
  return KINDS[exercise.kind]?.math?.() ?? '';
}

const STEP_NAMES = {
  pair: 'pair i',
  isSine: 'sine (1) or cosine (0)',
  exponent: 'exponent e = 2i/d',
  denominator: 'denominator base^e',
  omega: 'angular frequency w_i (radians per position)',
  angle: 'angle (radians)',
  value: 'value',
  wavelength: 'wavelength 2π/w_i (positions)',
  cos: 'cos of the angle',
  sin: 'sin of the angle',
  powerOfTwo: 'largest power of two n ≤ H',
  slope: 'slope m',
  offset: 'offset key − query',
  distance: 'distance n = |key − query|',
  bucket: 'bucket',
  omegaNew: 'new angular frequency w_i′',
  newBase: 'new base (base · s^(d/(d − 2)))',
  pos: 'position from 0',
  paddingRow: 'padding row (padding_idx)',
  firstRow: 'row of the first token (padding_idx + 1)',
  row: 'row',
};

/** A worked step's name in words ('exponent e = 2i/d'); `pair` numbers the dot product's angles. */
export function stepName(kind, step, pair) {
  const name =
    kind === 'dot-product' && step.name === 'angle' ? `angle of pair ${pair}, w_i k (radians)` : STEP_NAMES[step.name];
  return name ?? step.name;
}

/**
 * A worked step's value for reading: six decimals by the page's rule (whole numbers with
 * separators, trailing zeros dropped), or, below 0.01, where six decimals would leave fewer than
 * the 4 or 5 significant figures a question may ask for, six significant figures in plain
 * decimals (as a student types them: 0.000000644587, not 6.44587e-7), rounded by the same rule.
 */
export function workedNumber(value) {
  if (value === 0 || !(Math.abs(value) < 1e-2) || !Number.isFinite(value)) return num(value);
  const decimals = Math.min(100, 5 - Math.floor(Math.log10(Math.abs(value))));
  return fixed(value, decimals).replace(/0+$/, '').replace(/\.$/, '');
}

// The steps that read as arithmetic, one sentence each, ending in the step's value: s holds the
// exercise's steps by name (as workedNumber gives them), g its givens, v the raw step values.
const STEP_SENTENCES = {
  't5-bucket': {
    exactBuckets: (s) =>
      `exact buckets of a direction, one for each distance below ${s.exactBuckets}: ${s.exactBuckets}`,
    logPart: (s, g) =>
      `the distance ${s.distance} is at least ${s.exactBuckets}, so its bucket grows with its log: log(n/${s.exactBuckets}) / log(${num(g.maxDistance)}/${s.exactBuckets}) · ${s.exactBuckets} = log(${s.distance}/${s.exactBuckets}) / log(${num(g.maxDistance)}/${s.exactBuckets}) · ${s.exactBuckets} = ${s.logPart}`,
    logBucket: (s) => `${s.exactBuckets} + ⌊${s.logPart}⌋ = ${s.logBucket}`,
    lastBucket: (s) => `last bucket of a direction: ${s.lastBucket}`,
    sideBucket: (s, _g, v) =>
      v.logBucket > v.lastBucket
        ? `${s.logBucket} is past the last bucket, so the bucket within this direction is capped at ${s.lastBucket}: ${s.sideBucket}`
        : `${s.logBucket} is not past the last bucket ${s.lastBucket}, so the bucket within this direction is ${s.sideBucket}`,
    sideStart: (s, _g, v) =>
      v.offset > 0
        ? `the key comes after the query (the upper half of the buckets), so this direction's first bucket is ${s.sideStart}`
        : `the key comes before the query (the lower half of the buckets), so this direction's first bucket is ${s.sideStart}`,
    bucket: (s) => `bucket: ${s.sideBucket} + ${s.sideStart} = ${s.bucket}`,
  },
  'alibi-slope': {
    slopeCount: (s, g, v) =>
      v.slopeCount === v.powerOfTwo
        ? `head h = ${num(g.head)} is one of the first n = ${s.powerOfTwo} heads, so its slope is in the list 2^(−8k/n) for k = 1 to n: n = ${s.slopeCount}`
        : `head h = ${num(g.head)} comes after the first n = ${s.powerOfTwo} heads, so its slope is in the list for 2n heads, 2^(−8k/(2n)) for k = 1 to 2n: 2n = ${s.slopeCount}`,
    slopeNumber: (s, g, v) =>
      v.slopeCount === v.powerOfTwo
        ? `its place k in that list is h = ${s.slopeNumber}`
        : `its place k in that list is the odd number 2(h − n) − 1 = 2(${num(g.head)} − ${s.powerOfTwo}) − 1 = ${s.slopeNumber}`,
    slope: (s) => `slope m = 2^(−8·${s.slopeNumber}/${s.slopeCount}) = ${s.slope}`,
  },
};

/**
 * An exercise's worked steps in words, in order: each one's name and its value (workedNumber),
 * or, for the steps that are arithmetic (T5's log bucket, ALiBi's slope), a sentence that shows
 * it, ending in the value.
 */
export function stepTexts(exercise) {
  const sentences = STEP_SENTENCES[exercise.kind] ?? {};
  const values = Object.fromEntries(exercise.steps.map((step) => [step.name, step.value]));
  const shown = Object.fromEntries(exercise.steps.map((step) => [step.name, workedNumber(step.value)]));
  let pair = 0;
  return exercise.steps.map((step) => {
    const sentence = sentences[step.name];
    if (sentence) return sentence(shown, givensOf(exercise), values);
    const name = stepName(exercise.kind, step, step.name === 'angle' ? pair++ : undefined);
    return `${name}: ${workedNumber(step.value)}`;
  });
}

/** How the worked steps are rounded, in a sentence (the practice section and the class set's key). */
export const WORKED_ROUNDING =
  'rounded half away from zero to 6 decimal places (those below 0.01 to 6 significant figures)';

const MISTAKES = {
  'dimension-as-pair': {
    name: 'The dimension index used as the pair index',
    explanation:
      'The exponent is 2i/d with i the PAIR (i = floor(j/2) in the interleaved layout), not the dimension j: dimensions 2i and 2i + 1 share one frequency.',
    section: 'formula',
  },
  'missing-two': {
    name: 'base^(i/d) instead of base^(2i/d)',
    explanation: 'The exponent is 2i/d: i counts pairs, and each pair spans two dimensions.',
    section: 'formula',
  },
  'one-based-pair': {
    name: 'Pairs counted from 1',
    explanation: 'Pairs count from 0: pair 0 has exponent 0 and turns one radian per position.',
    section: 'formula',
  },
  'concatenated-layout': {
    name: 'The concatenated layout where the interleaved one is meant',
    explanation:
      'Interleaved (the paper): dimension 2i is the sine and 2i + 1 the cosine of pair i. Concatenated (tensor2tensor) puts all sines first, then all cosines.',
    section: 'conventions',
  },
  'interleaved-layout': {
    name: 'The interleaved layout where the concatenated one is meant',
    explanation:
      'Concatenated (tensor2tensor): the first half of the dimensions are the sines of pairs 0, 1, ..., the second half their cosines, so the pair is j or j − d/2.',
    section: 'conventions',
  },
  'base-as-max-length': {
    name: 'The base read as the maximum length',
    explanation: "The base (10,000 in the paper) is a fixed constant of the formula, not the model's context length.",
    section: 'formula',
  },
  'degrees-for-radians': {
    name: 'Degrees for radians',
    explanation:
      'Your answer is what the angle gives when it is read as degrees. The angles here are in radians: set the calculator to radians, and leave the angle unconverted.',
    section: 'steps',
  },
  'dimension-exponent': {
    name: 'base^(j/d) instead of base^(2i/d)',
    explanation:
      'Your answer puts the dimension j over d in the exponent. The exponent is 2i/d with i = floor(j/2) the pair: at an odd j, j/d gives the cosine a slower frequency than its own sine, and the pair no longer turns together.',
    section: 'formula',
  },
  'angle-rounded-early': {
    name: 'The angle rounded before its sine or cosine',
    explanation:
      'Your answer is the sine or cosine of a rounded angle. A large angle written to a few significant figures loses its decimals (12.35 for 12.3456), and its sine or cosine moves with them: keep as many decimals of the angle as the question asks, and round only the last result.',
    section: 'steps',
  },
  'too-few-figures': {
    // Not a slip in the arithmetic: the line says so instead of "It matches a known mistake".
    lead: 'Close, but not counted: ',
    name: 'Right, but to fewer figures than asked',
    explanation:
      'Your answer agrees with the right one as far as it goes, but it has fewer figures than the question asks for. Keep every figure it asks for, and round only at the end.',
    section: 'steps',
  },
  'one-based-position': {
    name: 'Positions counted from 1',
    explanation: 'The first token is at position 0 here, so the n-th token is at position n − 1.',
    section: 'steps',
  },
  'sin-cos-swapped': {
    name: 'Sine and cosine swapped',
    explanation: 'Even dimensions (and the first of a pair) take the sine, odd ones the cosine.',
    section: 'steps',
  },
  'no-two-pi': {
    name: 'The wavelength without 2π',
    explanation: 'A full turn is 2π radians: the wavelength is 2π/w_i = 2π · base^(2i/d), not base^(2i/d).',
    section: 'formula',
  },
  'transposed-block': {
    name: 'The block transposed',
    explanation:
      "Acting on (sin, cos), pair i's block of M_k is [[cos, sin], [−sin, cos]] of w_i k: +sin above the diagonal, −sin below.",
    section: 'proof',
  },
  'no-shift': {
    name: 'PE(p) · PE(p) instead of PE(p) · PE(p + k)',
    explanation: 'd/2 is the dot product of an encoding with itself (k = 0); the offset k turns each pair by w_i k.',
    section: 'similarity',
  },
  'rotated-wrong-way': {
    name: 'Rotated the wrong way',
    explanation: "RoPE turns anticlockwise: x0' = x0 cos θ − x1 sin θ, x1' = x0 sin θ + x1 cos θ.",
    section: 'rope',
  },
  'power-of-two-rule': {
    name: 'The power-of-two rule applied to H that is not a power of two',
    explanation:
      'm_h = 2^(−8h/H) holds only when H is a power of two. Otherwise take the n slopes of the largest power of two n below H, then the odd-numbered slopes of 2n.',
    section: 'bias',
  },
  'zero-based-head': {
    name: 'Heads counted from 0',
    explanation: 'Heads are numbered from h = 1 here: head 1 has the first slope of the list.',
    section: 'bias',
  },
  'sorted-slopes': {
    name: 'The slopes sorted from largest to smallest',
    explanation:
      'When H is not a power of two, the extra heads come after the first n, and their slopes fall between the first ones: the list is not in decreasing order.',
    section: 'bias',
  },
  'offset-sign': {
    name: 'The offset with the wrong sign',
    explanation:
      'The offset is key − query: a key after the query is a positive offset, in the upper half of the buckets.',
    section: 'bias',
  },
  'no-half-split': {
    name: 'All buckets for one direction',
    explanation:
      'Bidirectional T5 splits the buckets in two halves, one per direction: 16 each of 32, 8 of them exact.',
    section: 'bias',
  },
  'all-exact': {
    name: 'Every bucket taken as exact',
    explanation:
      'Only small offsets get a bucket each; from there on the buckets grow logarithmically up to the max distance.',
    section: 'bias',
  },
  'multiplied-by-scale': {
    name: 'Multiplied by the scale instead of divided',
    explanation: 'Position interpolation slows every pair: w_i′ = w_i / s, the same as dividing the positions by s.',
    section: 'extension',
  },
  'base-times-scale': {
    name: 'base · s instead of base · s^(d/(d − 2))',
    explanation:
      'NTK-aware scaling raises the base to base · s^(d/(d − 2)), so that the slowest pair is divided by exactly s.',
    section: 'extension',
  },
  'pi-instead-of-ntk': {
    name: 'Position interpolation instead of NTK-aware scaling',
    explanation:
      'w_i / s is position interpolation; NTK-aware scaling changes the base and keeps the fastest pair as it was.',
    section: 'extension',
  },
  'no-padding-offset': {
    name: 'The position used as the row',
    explanation: "fairseq's positions start at padding_idx + 1 = 2: the first token reads row 2, not row 0.",
    section: 'conventions',
  },
  'padding-index-only': {
    name: 'Only padding_idx added',
    explanation: 'Positions start at padding_idx + 1: add 2 to the 0-based position, not 1.',
    section: 'conventions',
  },
};

/** A mistake's name, explanation and the section (view id) that teaches it. */
export function mistakeText(id) {
  return (
    MISTAKES[id] ?? {
      name: 'An unrecognised slip',
      explanation: `The answer matches the mistake ${id}.`,
      section: 'formula',
    }
  );
}

/** 'to 4 significant figures', 'to within 0.0005', 'exactly (a whole number)'. */
export function toleranceText(exercise) {
  if (exercise.toleranceKind === 'significant') return `to ${num(exercise.tolerance)} significant figures`;
  if (exercise.tolerance === 0) return 'exactly (a whole number)';
  return `to within ${num(exercise.tolerance)}`;
}

/** The ids this file has words for (tests check they cover core.exerciseKinds()). */
export const knownKinds = Object.keys(KINDS);
export const knownMistakes = Object.keys(MISTAKES);
