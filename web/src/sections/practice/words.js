// The words of the practice exercises (issue 19): each kind's title and question, the names of
// its worked steps, each mistake's name and explanation, and the tolerance. The numbers come
// from the core's Exercise (core.exercise, core.practiceSet): the givens by their stable names,
// never retyped here. Every text holds at every value the core's generator can produce (the
// ranges are in cpp/core/exercises.cpp; tests/js/practice-words.test.mjs runs the edges).
import { FluentNumber } from '@fluent/bundle';
import { fixed, int, num, numArg } from '../../kit/format.js';
import { t, typed } from '../../kit/i18n.js';

/** The givens of an exercise by name. */
function givensOf(exercise) {
  return Object.fromEntries(exercise.givens.map(({ name, value }) => [name, value]));
}

/**
 * 1 -> "1st", 22 -> "22nd", 13 -> "13th": the language's ordinal. `count` selects by the
 * language's ordinal rules (Intl.PluralRules type ordinal: one, two, few, other in English),
 * which a translation's NUMBER() cannot ask for.
 */
export function ordinal(n) {
  return t('practice-ordinal', { n: numArg(n), count: new FluentNumber(n, { type: 'ordinal' }) });
}

/** The words of a question: every given by name, as the page writes numbers, and the phrases built from them. */
function questionArgs(g) {
  const args = Object.fromEntries(Object.entries(g).map(([name, value]) => [name, num(value)]));
  args.baseWords = g.base === undefined ? '' : t('practice-base', { base: numArg(g.base) });
  if (g.pos !== undefined) args.token = ordinal(g.pos + 1);
  if (g.token !== undefined) args.token = ordinal(g.token);
  if (g.pos !== undefined && g.k !== undefined) args.posK = num(g.pos + g.k);
  if (g.coordinate !== undefined) args.coordinate = g.coordinate === 0 ? 'first' : 'second';
  return args;
}

// Every kind's words, one entry per kind (the kinds themselves are declared once, in the core's
// table in cpp/core/exercises.cpp): the formula as KaTeX for the kinds that use one; its name
// and question are the messages practice-kind-<id>-name and -question (web/locales/*.ftl).
const KINDS = {
  'pe-exponent': {
    math: () =>
      String.raw`\begin{gathered}\mathrm{PE}(pos, 2i) = \sin\!\left(\frac{pos}{\text{base}^{2i/d}}\right),\\ \mathrm{PE}(pos, 2i+1) = \cos\!\left(\frac{pos}{\text{base}^{2i/d}}\right)\end{gathered}`,
  },
  'pe-denominator': {
    math: () => String.raw`\text{base}^{2i/d}`,
  },
  'pe-angle': {
    math: () => String.raw`\theta = \frac{pos}{\text{base}^{2i/d}}`,
  },
  'pe-value': {
    math: () =>
      String.raw`\begin{gathered}\mathrm{PE}(pos, 2i) = \sin\theta,\\ \mathrm{PE}(pos, 2i+1) = \cos\theta,\\ \theta = \frac{pos}{\text{base}^{2i/d}}\end{gathered}`,
  },
  wavelength: {
    math: () => String.raw`\lambda_i = \frac{2\pi}{w_i} = 2\pi\,\text{base}^{2i/d}`,
  },
  'pair-interleaved': {},
  'pair-concatenated': {},
  'shift-entry': {
    math: () => String.raw`\begin{pmatrix}\cos w_i k & \sin w_i k\\ -\sin w_i k & \cos w_i k\end{pmatrix}`,
  },
  'dot-product': {
    math: () => String.raw`\mathrm{PE}(p)\cdot\mathrm{PE}(p+k) = \sum_i \cos(w_i k)`,
  },
  'rope-rotation': {
    math: () =>
      String.raw`\begin{gathered}\begin{pmatrix}x_0'\\ x_1'\end{pmatrix} = \begin{pmatrix}\cos\theta & -\sin\theta\\ \sin\theta & \cos\theta\end{pmatrix}\begin{pmatrix}x_0\\ x_1\end{pmatrix},\\ \theta = pos\,w_i\end{gathered}`,
  },
  'alibi-slope': {},
  't5-bucket': {},
  'pi-frequency': {
    math: () => String.raw`w_i' = \frac{w_i}{s}`,
  },
  'ntk-frequency': {
    math: () => String.raw`w_i' = \left(\text{base}\cdot s^{d/(d-2)}\right)^{-2i/d}`,
  },
  'fairseq-row': {},
};

/** The kind's title, or the id itself for a kind this file does not know. */
export function kindTitle(kind) {
  return kind in KINDS ? t(`practice-kind-${kind}-name`) : kind;
}

/** The question in plain text, with its givens and the tolerance. */
export function questionText(exercise) {
  const tolerance = toleranceText(exercise);
  if (!(exercise.kind in KINDS)) return t('practice-question-unknown', { kind: exercise.kind, tolerance });
  const question = t(`practice-kind-${exercise.kind}-question`, questionArgs(givensOf(exercise)));
  return t('practice-question', { question, tolerance });
}

/** A KaTeX string for the formula the question uses, or '' for kinds without one. */
export function questionMath(exercise) {
  return KINDS[exercise.kind]?.math?.() ?? '';
}

// The worked steps that have a name of their own (practice-step-<name>).
const STEP_NAMES = new Set([
  'pair',
  'isSine',
  'exponent',
  'denominator',
  'omega',
  'angle',
  'value',
  'wavelength',
  'cos',
  'sin',
  'powerOfTwo',
  'slope',
  'offset',
  'distance',
  'bucket',
  'omegaNew',
  'newBase',
  'pos',
  'paddingRow',
  'firstRow',
  'row',
]);

/** A worked step's name in words ('exponent e = 2i/d'); `pair` numbers the dot product's angles. */
export function stepName(kind, step, pair) {
  if (kind === 'dot-product' && step.name === 'angle') return t('practice-step-angle-of-pair', { pair: numArg(pair) });
  return STEP_NAMES.has(step.name) ? t(`practice-step-${step.name}`) : step.name;
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
    exactBuckets: (s) => t('practice-step-t5-exactBuckets', s),
    logPart: (s, g) => t('practice-step-t5-logPart', { ...s, maxDistance: numArg(g.maxDistance) }),
    logBucket: (s) => t('practice-step-t5-logBucket', s),
    lastBucket: (s) => t('practice-step-t5-lastBucket', s),
    sideBucket: (s, _g, v) =>
      t(v.logBucket > v.lastBucket ? 'practice-step-t5-sideBucket-capped' : 'practice-step-t5-sideBucket', s),
    sideStart: (s, _g, v) =>
      t(v.offset > 0 ? 'practice-step-t5-sideStart-after' : 'practice-step-t5-sideStart-before', s),
    bucket: (s) => t('practice-step-t5-bucket', s),
  },
  'alibi-slope': {
    slopeCount: (s, g, v) =>
      t(
        v.slopeCount === v.powerOfTwo ? 'practice-step-alibi-slopeCount-first' : 'practice-step-alibi-slopeCount-after',
        {
          ...s,
          head: numArg(g.head),
        },
      ),
    slopeNumber: (s, g, v) =>
      t(
        v.slopeCount === v.powerOfTwo
          ? 'practice-step-alibi-slopeNumber-first'
          : 'practice-step-alibi-slopeNumber-after',
        { ...s, head: numArg(g.head) },
      ),
    slope: (s) => t('practice-step-alibi-slope', s),
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
    return t('practice-step', { name, value: workedNumber(step.value) });
  });
}

/** How the worked steps are rounded, in a sentence (the practice section and the class set's key). */
export const workedRounding = () => t('practice-worked-rounding');

// Each mistake's section (the view that teaches it); its name and explanation are the messages
// practice-mistake-<id>-name and -explanation.
const MISTAKES = {
  'dimension-as-pair': 'formula',
  'missing-two': 'formula',
  'one-based-pair': 'formula',
  'concatenated-layout': 'conventions',
  'interleaved-layout': 'conventions',
  'base-as-max-length': 'formula',
  'degrees-for-radians': 'steps',
  'dimension-exponent': 'formula',
  'angle-rounded-early': 'steps',
  'too-few-figures': 'steps',
  'one-based-position': 'steps',
  'sin-cos-swapped': 'steps',
  'no-two-pi': 'formula',
  'transposed-block': 'proof',
  'no-shift': 'similarity',
  'rotated-wrong-way': 'rope',
  'power-of-two-rule': 'bias',
  'zero-based-head': 'bias',
  'sorted-slopes': 'bias',
  'offset-sign': 'bias',
  'no-half-split': 'bias',
  'all-exact': 'bias',
  'multiplied-by-scale': 'extension',
  'base-times-scale': 'extension',
  'pi-instead-of-ntk': 'extension',
  'no-padding-offset': 'conventions',
  'padding-index-only': 'conventions',
};
// Not a slip in the arithmetic: its line says so instead of "It matches a known mistake".
const CLOSE = new Set(['too-few-figures']);

/** A mistake's name, explanation and the section (view id) that teaches it. */
export function mistakeText(id) {
  if (!(id in MISTAKES))
    return {
      name: t('practice-mistake-unknown-name'),
      explanation: t('practice-mistake-unknown-explanation', { mistake: id }),
      section: 'formula',
      close: false,
    };
  return {
    name: t(`practice-mistake-${id}-name`),
    explanation: t(`practice-mistake-${id}-explanation`),
    section: MISTAKES[id],
    close: CLOSE.has(id),
  };
}

/** 'to 4 significant figures', 'to within 0.0005', 'exactly (a whole number)'. */
export function toleranceText(exercise) {
  if (exercise.toleranceKind === 'significant') {
    // The core marks right any answer within one unit of the last asked figure of the answer
    // (cpp/core/exercises.cpp, zone): the words say that zone, so 999 for 1000 is no surprise.
    const { answer, tolerance: figures } = exercise;
    if (!Number.isFinite(answer) || answer === 0)
      return t('practice-tolerance-significant', { figures: numArg(figures) });
    const unit = Number((10 ** (Math.floor(Math.log10(Math.abs(answer))) - figures + 1)).toPrecision(1));
    return t('practice-tolerance-significant-zone', { figures: numArg(figures), unit: numArg(unit) });
  }
  if (exercise.tolerance === 0) return t('practice-tolerance-exact');
  return t('practice-tolerance-within', { tolerance: numArg(exercise.tolerance) });
}

// Why an answer was not understood: the core's mark.reason (cpp/core/answer.hpp AnswerReason, a
// code and its data) worded in the page's language, one message per code,
// practice-parse-<code>, then what to type (practice-parse-what-to-type). The English messages
// read exactly as the core's English message (tests/js/practice-parse.test.mjs). The examples of
// what may be typed are code: placeables, never text of a message. A character or name the
// student typed, which can be any text (a bidi override too), is typed(); the numbers and
// function names the parser quotes are digits, marks and names it knows.
const REASON_ARGS = {
  'no-answer': () => ({}),
  'too-long': ({ limit }) => ({ limit: int(limit), count: limit }),
  'ends-too-soon': () => ({}),
  'missing-bracket': () => ({ bracket: ')' }),
  'stray-comma': ({ at }) => ({ at: int(at) }),
  'unexpected-character': ({ at, text }) => ({ at: int(at), text: typed(text) }),
  'control-character': ({ at }) => ({ at: int(at) }),
  'invalid-byte': ({ at }) => ({ at: int(at) }),
  'unreadable-character': ({ at }) => ({ at: int(at) }),
  'too-deep': ({ limit }) => ({ limit: int(limit), count: limit }),
  'power-operand': ({ at, text }) => ({ at: int(at), text: typed(text), power: '^' }),
  'function-brackets': ({ text }) => ({ text, example: `${text}(2)` }),
  'unknown-name': ({ text }) => ({ text: typed(text), names: 'pi, e, sqrt, sin, cos, tan, exp, ln', log: 'log' }),
  'mixed-marks': ({ text }) => ({ text }),
  'thousands-groups': ({ text, separator }) => ({ text, separator }),
  'several-decimal-marks': ({ text }) => ({ text, point: '1.5', comma: '1,5' }),
  'numbers-side-by-side': ({ at }) => ({ at: int(at), whole: '1000', spaced: '1 000' }),
  'number-too-large': ({ text }) => ({ text }),
  'undefined-result': ({ text }) => ({ text, zeroByZero: '0/0', rootOfMinusOne: 'sqrt(-1)' }),
  'infinite-result': ({ text }) => ({ text }),
};
// The codes whose English message begins "Not understood:" (the verdict's word says it once).
const NAMES_A_PART = new Set([
  'unexpected-character',
  'control-character',
  'invalid-byte',
  'unreadable-character',
  'unknown-name',
]);

/** What may be typed, in a sentence: the core's kWhatToType in the page's language. */
export const whatToTypeText = () =>
  t('practice-parse-what-to-type', {
    point: '0.785',
    comma: '0,785',
    exponent: '1e-4',
    quarterPi: 'pi/4',
    fraction: '3/4',
    power: '10000^(2/8)',
    root: 'sqrt(2)/2',
  });

/**
 * Why an answer was not understood, from the core's reason { code, at, text, separator, limit }:
 * { text, namesAPart } (namesAPart: the sentence names the part not understood, after the
 * verdict's "Not understood:"), or null for a code this page has no words for (a newer core:
 * the page shows the core's English message then).
 */
export function reasonText(reason) {
  const args = REASON_ARGS[reason?.code];
  if (!args) return null;
  return {
    text: t('practice-parse-explained', {
      reason: t(`practice-parse-${reason.code}`, args(reason)),
      whatToType: whatToTypeText(),
    }),
    namesAPart: NAMES_A_PART.has(reason.code),
  };
}

/** The ids this file has words for (tests check they cover core.exerciseKinds()). */
export const knownKinds = Object.keys(KINDS);
export const knownMistakes = Object.keys(MISTAKES);
export const knownReasons = Object.keys(REASON_ARGS);
