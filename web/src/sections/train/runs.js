// The lab's plan and its results in words: which runs a setting asks for, and what the finished
// runs show, one sentence per claim of claims.js (what is compared, at which lengths, with which
// numbers). No verdict is written in advance: every sentence names the claim's own numbers.
//
// Rule: pure functions of plain data (no DOM, no core), so node tests can give them any results.

import { fixedArg, int, intArg, trimArg } from '../../kit/format.js';
import { t } from '../../kit/i18n.js';
import { POSITION_SCHEMES, schemeName as nameOfScheme } from '../../kit/schemes.js';
import { claimsOf, DRAWN_SUFFIX, differenceMargin, EVAL_EXAMPLES, FIT_SHARE } from './claims.js';

/** The core's schemes in its order, with the names the page uses (kit/schemes.js; a live binding). */
export { POSITION_SCHEMES as SCHEMES };

/** The lab's fixed model parts (the rest comes from the settings). */
export const HEADS = 4;
export { EVAL_EXAMPLES, FIT_SHARE, differenceMargin };
/** How token vectors are scaled against position vectors: the core's embeddingScale choices. */
export const scales = () => [
  { value: 'sqrt-d', label: t('train-scale-sqrt-d', { factor: '× √d' }) },
  { value: '1', label: t('train-scale-1', { factor: '× 1' }) },
];

/** The schemes a `schemes` value picks ('' is all of them), in teaching order. */
export function schemesOf(value) {
  const picked = String(value ?? '')
    .split(',')
    .filter(Boolean);
  return POSITION_SCHEMES.map((scheme) => scheme.id).filter((id) => !picked.length || picked.includes(id));
}

/**
 * Randomised positions (Ruoss et al. 2023): the schemes whose numbers depend on a token's
 * position index (sinusoidal and learned add a row per position, RoPE turns by it). NoPE has
 * no positions; the core keeps ALiBi's and T5's distances those of consecutive positions (Ruoss
 * et al. also drew them for ALiBi and relative encodings; this lab does not, and says so), so
 * they get no drawn runs.
 */
export const DRAWN_SCHEMES = ['sinusoidal', 'learned', 'rope'];
const DRAWN = DRAWN_SUFFIX;
/** A drawn run's scheme id: its scheme's id and '-drawn' ("rope-drawn"). */
export const drawnId = (scheme) => `${scheme}${DRAWN}`;
/** The scheme a (possibly drawn) id trains: "rope-drawn" is RoPE's. */
export const baseScheme = (id) => (id.endsWith(DRAWN) ? id.slice(0, -DRAWN.length) : id);
/** Whether an id is a drawn run's. */
export const isDrawn = (id) => id.endsWith(DRAWN);
/**
 * The range N drawn positions come from, in tokens: twice the longest test question's tokens
 * (a question of n digits is 2n tokens, so 2 x 2 x 2L = 8L). Ruoss et al. drew from far beyond
 * their longest test (N = 2,048 for tests of at most 500 tokens); the issue asks for at least
 * twice it, and the lab takes exactly that: with a few thousand steps, a larger N spreads the
 * same steps over more position patterns (BENCHMARKS.md, "Randomised positions").
 */
export const drawnRange = (trainLength) => 2 * (2 * (2 * trainLength));

/**
 * What Ruoss et al. 2023 report and used, as the page cites it: the average gain in test accuracy
 * past the trained lengths over their tasks (abstract), and their code's defaults
 * (google-deepmind/randomized_positional_encodings, experiments/example.py: training questions
 * of up to 40 tokens, positions drawn from 2,048).
 */
export const RUOSS = { gain: 12.0, tasks: 15, length: 40, range: 2048 };

/**
 * Context extension of the trained RoPE runs (the "Longer contexts" section's recipes, through
 * the trainer's ropeScaling and ropeScale): each method as trained (the runs' weights, run with
 * the method's frequencies) and after a short fine-tune at the longer lengths. 'none' is the
 * control: no scaling, the same fine-tune.
 */
export const EXTENSION_METHODS = ['none', 'pi', 'ntk', 'yarn'];
/**
 * What the extension papers report, as the page cites them (their abstracts): Chen et al. 2023
 * extended LLaMA to 32,768 tokens with position interpolation and at most 1,000 fine-tuning
 * steps; Peng et al. 2023 report YaRN needs 10 times fewer tokens and 2.5 times fewer steps.
 */
export const PAPERS = { chenLength: 32768, chenSteps: 1000, yarnTokens: 10, yarnSteps: 2.5 };
/** Fine-tuning steps of the extension runs (a tenth of the default 3,000; BENCHMARKS.md). */
export const EXTENSION_STEPS = 300;
const EXTENDED = 'rope-ext-';
const TUNED = '-tuned';
/** An extension run's scheme id: "rope-ext-pi" (as trained), "rope-ext-pi-tuned" (fine-tuned). */
export const extensionId = (method, tuned) => `${EXTENDED}${method}${tuned ? TUNED : ''}`;
/** The method and whether it was fine-tuned, of an extension id (null for any other id). */
export function extensionOf(id) {
  if (!id.startsWith(EXTENDED)) return null;
  const rest = id.slice(EXTENDED.length);
  const tuned = rest.endsWith(TUNED);
  return { method: tuned ? rest.slice(0, -TUNED.length) : rest, tuned };
}
/** The recipe's scale s: the longest test length over the trained one (2L / L). */
export const extensionScale = (plan) => plan.evalLength / plan.trainLength;

/**
 * The extension runs of a finished plan's RoPE runs: for each method and each seed, the trained
 * weights run with the method at s = 2L / L (0 steps), and a copy fine-tuned `steps` steps on
 * questions of 1..2L digits with the method on, its batches those of seed 1000 + seed at that
 * length: the same batches for every method (paired), and none that the pre-training drew.
 * @param {object} plan  the finished plan (planFor)
 * @param {{ scheme, seed, config, weights }[]} runs  its runs; the RoPE ones must hold weights
 */
export function extensionPlanFor(plan, runs, steps = EXTENSION_STEPS) {
  const trained = plan.seeds.map((seed) => runs.find((run) => run.scheme === 'rope' && run.seed === seed));
  const scale = extensionScale(plan);
  const out = [];
  for (const tuned of [false, true])
    for (const method of EXTENSION_METHODS)
      for (const run of trained) {
        const id = extensionId(method, tuned);
        out.push({
          key: `${id}/${run.seed}`,
          scheme: id,
          seed: run.seed,
          steps: tuned ? steps : 0,
          weights: run.weights,
          config: {
            ...run.config,
            evalLength: plan.evalLength,
            ropeScaling: method,
            ropeScale: scale,
            // The recipe's L stays the pre-trained sequence, 2L tokens, in the fine-tune too.
            ropeTrainedLength: 2 * plan.trainLength,
            ...(tuned ? { trainLength: plan.evalLength, seed: 1000 + run.seed } : {}),
          },
        });
      }
  return {
    kind: 'extension',
    task: plan.task,
    schemes: [false, true].flatMap((tuned) => EXTENSION_METHODS.map((method) => extensionId(method, tuned))),
    seeds: plan.seeds,
    trainLength: plan.trainLength,
    evalLength: plan.evalLength,
    dModel: plan.dModel,
    blocks: plan.blocks,
    steps,
    scale,
    runs: out,
  };
}

/** The page's name of a scheme id, a drawn run's and an extension run's too ("RoPE, positions drawn"). */
export function schemeName(id) {
  if (isDrawn(id)) return t('train-scheme-drawn', { scheme: nameOfScheme(baseScheme(id)) });
  const extension = extensionOf(id);
  if (extension) {
    const args = { scheme: nameOfScheme('rope'), method: t(`train-ext-method-${extension.method}`) };
    return extension.tuned ? t('train-scheme-extended-tuned', args) : t('train-scheme-extended', args);
  }
  return nameOfScheme(id);
}

/**
 * The runs a setting asks for: every scheme with every seed, each with the core's config; with
 * positions 'drawn', also each of DRAWN_SCHEMES picked with every seed and positionRange N
 * (drawnRange), after the plain ones: the same seeds, so each drawn run pairs with its plain run
 * (the same starting weights, the learned table's first rows included, and the same questions).
 * @param {{ task: string, schemes: string, trainlen: number, width: string | number, blocks: number,
 *   seeds: number, firstseed: number, steps: number, tokenscale: string, positions?: string }} state
 */
export function planFor(state) {
  const seeds = Array.from({ length: state.seeds }, (_, index) => state.firstseed + index);
  const dModel = Number(state.width);
  const picked = schemesOf(state.schemes);
  const drawn = state.positions === 'drawn' ? picked.filter((scheme) => DRAWN_SCHEMES.includes(scheme)) : [];
  const positionRange = drawnRange(state.trainlen);
  const runs = [];
  const add = (id, scheme, extra) => {
    for (const seed of seeds) {
      runs.push({
        key: `${id}/${seed}`,
        scheme: id,
        seed,
        config: {
          task: state.task,
          positionScheme: scheme,
          trainLength: state.trainlen,
          dModel,
          heads: HEADS,
          blocks: state.blocks,
          mlpWidth: 4 * dModel,
          embeddingScale: state.tokenscale,
          seed,
          ...extra,
        },
      });
    }
  };
  for (const scheme of picked) add(scheme, scheme, {});
  // Every RoPE run keeps its weights: the extension runs start from them (extensionPlanFor).
  for (const run of runs) if (run.scheme === 'rope') run.keep = true;
  for (const scheme of drawn) add(drawnId(scheme), scheme, { positionRange });
  return {
    task: state.task,
    schemes: [...picked, ...drawn.map(drawnId)],
    seeds,
    trainLength: state.trainlen,
    evalLength: 2 * state.trainlen,
    dModel,
    blocks: state.blocks,
    steps: state.steps,
    scale: state.tokenscale,
    positions: drawn.length ? 'drawn' : 'consecutive',
    positionRange: drawn.length ? positionRange : 0,
    runs,
  };
}

/** Whether a state asks for the same runs as a plan (the results on screen are still its own). */
export function samePlan(plan, state) {
  const next = planFor(state);
  return (
    plan.task === next.task &&
    plan.trainLength === next.trainLength &&
    plan.dModel === next.dModel &&
    plan.blocks === next.blocks &&
    plan.steps === next.steps &&
    plan.scale === next.scale &&
    plan.positions === next.positions &&
    plan.schemes.join() === next.schemes.join() &&
    plan.seeds.join() === next.seeds.join()
  );
}

/**
 * A share as the page's language writes a percentage: "45%", in whole points, except that a share
 * above 0 that would round to "0%" (a mean of 1 question in 300) is written to a tenth, "0.3%",
 * and one below 1 that would round to "100%" likewise, "99.7%": a reader takes "0%" for none.
 */
export function percent(share) {
  // A mean of whole counts, cleared of binary noise: (50% + 61%) / 2 is 0.55499… in floats.
  const points = Math.round(share * 1e8) / 1e6;
  if (points > 0 && points < 0.5) return t('train-percent', { value: trimArg(Math.max(0.1, points), 1) });
  if (points < 100 && points >= 99.5) return t('train-percent', { value: trimArg(Math.min(99.9, points), 1) });
  return t('train-percent', { value: intArg(Math.round(points)) });
}
const mean = (values) => values.reduce((sum, value) => sum + value, 0) / values.length;

/**
 * Each scheme's numbers across its seeds, from finished runs ({ scheme, seed, exact: [per length] }).
 * @returns {{ scheme, name, seeds: number[], exact: number[][] (per seed), mean: number[], min: number[], max: number[] }[]}
 */
export function byScheme(plan, runs) {
  return plan.schemes.map((scheme) => {
    const own = runs.filter((run) => run.scheme === scheme);
    const exact = own.map((run) => run.exact);
    const at = (length) => exact.map((perLength) => perLength[length]);
    const lengths = Array.from({ length: plan.evalLength }, (_, length) => length);
    return {
      scheme,
      name: schemeName(scheme),
      seeds: own.map((run) => run.seed),
      exact,
      mean: lengths.map((length) => mean(at(length))),
      min: lengths.map((length) => Math.min(...at(length))),
      max: lengths.map((length) => Math.max(...at(length))),
    };
  });
}

/** "a, b and c" in the page's language: each pair of neighbours joined by a message. */
export const listAnd = (items) => {
  if (items.length <= 1) return items.join('');
  let text = t('train-list-last', { first: items.at(-2), last: items.at(-1) });
  for (let index = items.length - 3; index >= 0; index -= 1)
    text = t('train-list-next', { first: items[index], rest: text });
  return text;
};
/**
 * Whole sentences one after another, as the page's language sets them (a space between them in
 * English, none in Chinese); empty ones are left out. Joined as text, not nested as placeables:
 * each placeable is isolated (FSI … PDI), and an isolate that holds only other isolates and
 * spaces has no strong letter of its own, so the bidi algorithm set it left to right: in Arabic
 * the third sentence's words came before the second's on a shared line.
 */
export function sentences(...parts) {
  return parts.filter(Boolean).join(t('train-sentence-join'));
}

/** "a, b, c" in the page's language (a list of values, no "and"). */
export const commaList = (items) =>
  items.reduceRight((rest, item) => (rest === null ? item : t('train-list-next', { first: item, rest })), null) ?? '';
/** A share or a difference in whole points, cleared of binary noise (means of whole counts). */
const points = (share) => Math.round(Math.round(share * 1e8) / 1e6);
const names = (schemes) => listAnd(schemes.map(schemeName));
const seedList = (seeds) => listAnd(seeds.map(int));

/** Lengths as runs of neighbours: "9–11 and 13" (each run one message, so the dash is the language's). */
export function lengthRanges(lengths) {
  const runs = [];
  for (const length of lengths) {
    const last = runs.at(-1);
    if (last && last.last === length - 1) last.last = length;
    else runs.push({ first: length, last: length });
  }
  return listAnd(
    runs.map(({ first, last }) =>
      first === last ? int(first) : t('train-range', { first: intArg(first), last: intArg(last) }),
    ),
  );
}

/** Lengths past L a sentence lists one by one; a longer stretch is said by its first and last. */
const PAST_LENGTHS_SAID = 6;

/** The sentence of a `past` claim: which of its forms says every length it covers. */
function pastWords(c, args) {
  if (c.zeroFrom === c.first.length) return t('train-claim-past-zero', args);
  if (c.first.length === c.last.length) return t('train-claim-past-one', args);
  // Zeros from some length on: each length before them is said. Otherwise every length,
  // where they are few enough for one sentence; else the first and the last.
  if (c.zeroFrom) return t('train-claim-past-zero-from', args);
  if (c.each.length <= PAST_LENGTHS_SAID) return t('train-claim-past-each', args);
  return t('train-claim-past', args);
}

/** The words of one claim of claims.js, with the plan's L. */
const SAY = {
  fit: (c, L) => {
    const args = {
      scheme: schemeName(c.scheme),
      L: intArg(L),
      shares: listAnd(c.shares.map(percent)),
      seeds: c.seeds.length,
      seedList: seedList(c.seeds),
      fitting: c.fitting.length,
      fitList: seedList(c.fitting),
      fit: percent(FIT_SHARE),
    };
    if (!c.fitting.length) return t('train-claim-fit-none', args);
    return t(c.fitting.length === c.seeds.length ? 'train-claim-fit-all' : 'train-claim-fit-some', args);
  },
  past: (c, L) => {
    const args = {
      scheme: schemeName(c.scheme),
      L: intArg(L),
      seeds: c.seeds.length,
      first: percent(c.first.share),
      firstLength: intArg(c.first.length),
      last: percent(c.last.share),
      lastLength: intArg(c.last.length),
      zeroFrom: intArg(c.zeroFrom ?? 0),
      shares: listAnd(
        (c.zeroFrom ? c.before : c.each).map(({ length, share }) =>
          t('train-share-at', { share: percent(share), length: intArg(length) }),
        ),
      ),
    };
    // The table's means count every seed; a sentence on fewer seeds says which others it leaves.
    const others = (c.allSeeds ?? c.seeds).filter((seed) => !c.seeds.includes(seed));
    const note = others.length
      ? t('train-claim-past-others', { seeds: others.length, seedList: seedList(others) })
      : '';
    return sentences(pastWords(c, args), note);
  },
  ahead: (c, L) =>
    t('train-claim-ahead', {
      a: schemeName(c.a),
      b: schemeName(c.b),
      L: intArg(L),
      seeds: c.seeds.length,
      seedList: seedList(c.seeds),
      lengths: c.lengths.length,
      lengthList: lengthRanges(c.lengths),
      length: intArg(c.widest.length),
      points: points(c.widest.diff),
      seedPoints: listAnd(c.widest.diffs.map((diff) => int(points(diff)))),
    }),
  tie: (c, L) =>
    c.asked
      ? t('train-claim-tie-asked', { L: intArg(L) })
      : t('train-claim-tie', { L: intArg(L), list: names(c.schemes), count: c.schemes.length }),
  broken: (c, L) =>
    t('train-claim-broken', {
      scheme: schemeName(c.scheme),
      control: schemeName(c.control),
      L: intArg(L),
      shares: listAnd(c.shares.map(percent)),
      controlShares: listAnd(c.controlShares.map(percent)),
      seeds: c.seeds.length,
      seedList: seedList(c.seeds),
    }),
  unjudged: (c, L) =>
    t('train-claim-unjudged', {
      scheme: schemeName(c.scheme),
      L: intArg(L),
      length: intArg(c.length),
      share: percent(c.share),
      curve: listAnd(
        (c.curve.length <= PAST_LENGTHS_SAID ? c.curve : [c.curve[0], c.curve.at(-1)]).map(({ length, share }) =>
          t('train-share-at', { share: percent(share), length: intArg(length) }),
        ),
      ),
      seedShares: listAnd(c.shares.map(percent)),
      seeds: c.seeds.length,
      best: schemeName(c.best.scheme),
      bestShare: percent(c.best.share),
    }),
  unseparated: (c, L) =>
    t(c.asked ? 'train-claim-unseparated-asked' : 'train-claim-unseparated', { L: intArg(L), pairs: c.pairs.length }),
  unpaired: (c, L) => t('train-claim-unpaired', { a: schemeName(c.a), b: schemeName(c.b), L: intArg(L) }),
  spread: (c) =>
    t('train-claim-spread', {
      scheme: schemeName(c.scheme),
      points: points(c.high - c.low),
      low: percent(c.low),
      high: percent(c.high),
      length: intArg(c.length),
    }),
  'one-seed': () => t('train-seeds-one'),
  haviv: (c) => t(`train-claim-haviv-${c.task}`, { seeds: c.seeds.length }),
  'nope-inside': (c, L) => {
    const args = {
      fitting: c.fitting.length,
      seeds: c.seeds.length,
      list: names(c.everySeed),
      others: c.everySeed.length,
      L: intArg(L),
    };
    if (c.fitting.length === c.seeds.length) return t('train-claim-nope-sort', args);
    // Sorting needs little order, so there a NoPE short of L is not read as lacking order.
    if (!c.everySeed.length) return t('train-claim-nope-inside-alone', args);
    return t(c.task === 'sort' ? 'train-claim-nope-inside-sort' : 'train-claim-nope-inside', args);
  },
  'nope-untested': () => t('train-claim-nope-untested'),
  kazemnejad: (c, L) =>
    t(c.task === 'sort' ? 'train-claim-kazemnejad-sort' : 'train-claim-kazemnejad', {
      L: intArg(L),
      list: names(c.ahead),
    }),
  ruoss: (c, L) =>
    t(c.zeroFrom === c.from ? 'train-claim-ruoss' : 'train-claim-ruoss-from', {
      L: intArg(L),
      list: names(c.schemes),
      schemes: c.schemes.length,
      zeroFrom: intArg(c.zeroFrom),
      most: percent(c.most),
      lengths: c.zeroFrom - c.from,
      lengthList: lengthRanges(Array.from({ length: c.zeroFrom - c.from }, (_, index) => c.from + index)),
    }),
  alibi: (c, L) =>
    t('train-claim-alibi', {
      L: intArg(L),
      seeds: c.seeds.length,
      first: percent(c.first.share),
      firstLength: intArg(c.first.length),
      last: percent(c.last.share),
      lastLength: intArg(c.last.length),
    }),
  'alibi-unfit': (c) =>
    t('train-claim-alibi-unfit', {
      seeds: c.seeds.length,
      seedList: seedList(c.seeds),
      shares: listAnd(c.shares.map(percent)),
      L: intArg(c.length),
      fit: percent(FIT_SHARE),
      reach: c.task === 'reverse' ? '2k − 1' : 'n',
    }),
  overlap: (c, L) =>
    sentences(
      t('train-claim-overlap-lead'),
      c.whole.length
        ? t('train-claim-overlap-whole', {
            lengths: c.whole.length,
            lengthList: lengthRanges(c.whole),
            examples: intArg(c.examples),
            seeds: c.seeds.length,
          })
        : '',
      ...c.part.map(({ length, counts }) =>
        t('train-claim-overlap-part', {
          length: intArg(length),
          counts: listAnd(counts.map(int)),
          examples: intArg(c.examples),
          seeds: c.seeds.length,
          seedList: seedList(c.seeds),
        }),
      ),
      t('train-claim-overlap-past', { L: intArg(L) }),
    ),
  remedy: (c, L) => {
    const args = (list) => ({
      gain: fixedArg(RUOSS.gain, 1),
      tasks: intArg(RUOSS.tasks),
      L: intArg(L),
      last: intArg(c.positionRange - 1),
      steps: intArg(c.steps),
      list: names(list),
      schemes: list.length,
    });
    if (!c.learned.length) return t('train-claim-remedy-unlearned', args(c.schemes));
    if (!c.compared.length) return t('train-claim-remedy-unpaired', args(c.learned));
    // One sentence per form that occurs: drawn ahead, behind, both at different lengths, neither.
    return sentences(
      ...['ahead', 'behind', 'mixed', 'neither'].map((form) =>
        c[form].length ? t(`train-claim-remedy-${form === 'neither' ? 'none' : form}`, args(c[form])) : '',
      ),
    );
  },
  'tuned-lengths': (c) => t('train-claim-tuned-lengths', { steps: intArg(c.steps), E: intArg(c.E) }),
  'extension-papers': (c) =>
    t('train-claim-extension-papers', {
      E: intArg(c.E),
      chenLength: intArg(PAPERS.chenLength),
      chenSteps: intArg(PAPERS.chenSteps),
      yarnTokens: intArg(PAPERS.yarnTokens),
      yarnSteps: fixedArg(PAPERS.yarnSteps, 1),
      steps: intArg(c.steps),
    }),
  'nothing-learned': (c) => t('train-claim-nothing-learned', { L: intArg(c.length), fit: percent(FIT_SHARE) }),
  distances: (c) =>
    t(`train-claim-distances-${c.task}`, {
      trained: c.trained,
      L: intArg(c.L),
      E: intArg(c.E),
      longest: c.task === 'reverse' ? 2 * c.E - 1 : c.E,
      n: 'n',
      k: 'k',
      reach: c.task === 'reverse' ? '2k − 1' : 'n',
      bound: c.task === 'reverse' ? '2L − 1' : 'L',
    }),
};

/**
 * How many test questions of each trained length training also drew, per seed (each run's
 * `overlap`: the core's trainingOverlap().seen, the same under every scheme of a seed), or null
 * where the runs carry none or training drew none of them.
 */
function overlapOf(plan, runs) {
  const L = plan.trainLength;
  const bySeed = new Map();
  for (const run of runs) if (run.overlap && !bySeed.has(run.seed)) bySeed.set(run.seed, run.overlap);
  const seeds = plan.seeds.filter((seed) => bySeed.has(seed));
  if (!seeds.length) return null;
  // Lengths where training drew every test question on every seed, then each length where it
  // drew some, with each seed's count; lengths where it drew none need no words.
  const whole = [];
  const part = [];
  for (let length = 1; length <= L; length += 1) {
    const counts = seeds.map((seed) => bySeed.get(seed)[length - 1]);
    if (counts.every((count) => count === EVAL_EXAMPLES)) whole.push(length);
    else if (counts.some(Boolean)) part.push({ length, counts });
  }
  if (!whole.length && !part.length) return null;
  return { kind: 'overlap', seeds, examples: EVAL_EXAMPLES, whole, part };
}

/** One claim in the page's words. */
export const claimSentence = (claim, plan) => SAY[claim.kind](claim, claim.trainedLength ?? plan.trainLength);

/**
 * What the finished runs show and what they support: each claim of claims.js with its sentence,
 * `supports` opened by the run's scope.
 * @returns {{ shows: { claim, text }[], supports: { claim, text }[] }}
 */
export function resultSentences(plan, runs) {
  const { shows, supports } = claimsOf(plan, runs);
  const overlap = overlapOf(plan, runs);
  if (overlap) shows.splice(shows.filter((claim) => claim.kind === 'fit').length, 0, overlap);
  const said = (claim) => ({ claim, text: claimSentence(claim, plan) });
  const scope = {
    claim: { kind: 'scope' },
    text: t('train-conclusion-scope', {
      blocks: intArg(plan.blocks),
      steps: intArg(plan.steps),
      d: intArg(plan.dModel),
      task: t(`train-task-${plan.task}`),
      examples: intArg(EVAL_EXAMPLES),
      seeds: plan.seeds.length,
    }),
  };
  if (plan.kind === 'extension') return { shows: shows.map(said), supports: supports.map(said) };
  return { shows: shows.map(said), supports: [scope, ...supports.map(said)] };
}

/** The rule the sentences follow, in the page's words (said once above the experiment). */
export const ruleSentence = () =>
  t('train-intro-rule', {
    fit: percent(FIT_SHARE),
    L: 'L',
    points: points(differenceMargin()),
    examples: intArg(EVAL_EXAMPLES),
  });

/** A run's losses as the means of `window` steps, for the chart: [{ x (step of the window's end), y }]. */
export function smoothed(losses, steps, window) {
  const points = [];
  for (let start = 0; start + window <= steps; start += window) {
    let sum = 0;
    for (let k = start; k < start + window; k += 1) sum += losses[k];
    points.push({ x: start + window, y: sum / window });
  }
  return points;
}

/** The window for a run of `steps`: about 100 points (18 curves of them redraw in a few ms). */
export const smoothingWindow = (steps) => Math.max(1, Math.round(steps / 100));
