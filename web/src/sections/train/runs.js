// The lab's plan and its results in words: which runs a setting asks for, and what the finished
// runs show, computed from their numbers (train.js beside it shows them). No verdict is
// written in advance: every comparison names the run's own percentages, and when the seeds of
// one scheme disagree the sentences say so.
//
// Rule: pure functions of plain data (no DOM, no core), so node tests can give them any results.

import { int } from '../../kit/format.js';
import { POSITION_SCHEMES, schemeName } from '../../kit/schemes.js';

/** The schemes in the order the page teaches them, with the names the page uses (kit/schemes.js). */
export const SCHEMES = POSITION_SCHEMES;
export { schemeName };

/** The lab's fixed model parts (the rest comes from the settings). */
export const HEADS = 4;
/** Questions evaluated per length (each length's fixed set, the same for every run). */
export const EVAL_EXAMPLES = 100;
/**
 * The noise of one share of EVAL_EXAMPLES questions: two standard errors at its widest (a share
 * of 50%), 2 sqrt(0.25 / 100) = 10 points. Two schemes differ only by more than this and more
 * than either scheme's spread across its seeds.
 */
export const SAMPLE_MARGIN = 2 * Math.sqrt(0.25 / EVAL_EXAMPLES);
/** How token vectors are scaled against position vectors: the core's embeddingScale choices. */
export const SCALES = [
  { value: 'sqrt-d', label: '× √d (the paper)' },
  { value: '1', label: '× 1 (as drawn)' },
];
/** Seeds that disagree by at least this many points at one length are named. */
export const DISAGREE_POINTS = 20;

/** The schemes a `schemes` value picks ('' is all of them), in teaching order. */
export function schemesOf(value) {
  const picked = String(value ?? '')
    .split(',')
    .filter(Boolean);
  return SCHEMES.map((scheme) => scheme.id).filter((id) => !picked.length || picked.includes(id));
}

/**
 * The runs a setting asks for: every scheme with every seed, each with the core's config.
 * @param {{ task: string, schemes: string, trainlen: number, width: string | number, blocks: number,
 *   seeds: number, firstseed: number, steps: number, tokenscale: string }} state
 */
export function planFor(state) {
  const seeds = Array.from({ length: state.seeds }, (_, index) => state.firstseed + index);
  const dModel = Number(state.width);
  const runs = [];
  for (const scheme of schemesOf(state.schemes)) {
    for (const seed of seeds) {
      runs.push({
        key: `${scheme}/${seed}`,
        scheme,
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
        },
      });
    }
  }
  return {
    task: state.task,
    schemes: schemesOf(state.schemes),
    seeds,
    trainLength: state.trainlen,
    evalLength: 2 * state.trainlen,
    dModel,
    blocks: state.blocks,
    steps: state.steps,
    scale: state.tokenscale,
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
    plan.schemes.join() === next.schemes.join() &&
    plan.seeds.join() === next.seeds.join()
  );
}

export const percent = (share) => `${Math.round(share * 100)}%`;
const mean = (values) => values.reduce((sum, value) => sum + value, 0) / values.length;

/**
 * Each scheme's numbers across its seeds, from finished runs ({ scheme, seed, exact: [per length] }).
 * @returns {{ scheme, name, seeds: number[], exact: number[][] (per seed), mean: number[], min: number[], max: number[] }[]}
 */
export function byScheme(plan, runs) {
  return plan.schemes.map((scheme) => {
    const own = runs.filter((run) => run.scheme === scheme);
    const exact = own.map((run) => run.exact);
    const lengths = plan.evalLength;
    const at = (length) => exact.map((perLength) => perLength[length]);
    return {
      scheme,
      name: schemeName(scheme),
      seeds: own.map((run) => run.seed),
      exact,
      mean: Array.from({ length: lengths }, (_, length) => mean(at(length))),
      min: Array.from({ length: lengths }, (_, length) => Math.min(...at(length))),
      max: Array.from({ length: lengths }, (_, length) => Math.max(...at(length))),
    };
  });
}

/** Mean exact accuracy over lengths first..last (1-based, inclusive) and over seeds. */
export function meanOver(stats, first, last) {
  return mean(stats.mean.slice(first - 1, last));
}

const listAnd = (items) =>
  items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
const range = (first, last) => (first === last ? `length ${first}` : `lengths ${first}–${last}`);
const seedWords = (count) => (count === 1 ? 'one seed' : `${count} seeds`);
const points = (share) => Math.round(share * 100);
const pointsWord = (share) => `${points(share)} ${points(share) === 1 ? 'point' : 'points'}`;

/**
 * Each scheme's share over lengths first..last: the mean over those lengths and seeds, and the
 * spread of that mean across the seeds (highest seed minus lowest).
 */
function over(stats, first, last) {
  return stats.map((s) => {
    const perSeed = s.exact.map((perLength) => mean(perLength.slice(first - 1, last)));
    return { s, share: mean(perSeed), spread: Math.max(...perSeed) - Math.min(...perSeed) };
  });
}

/** The margin two entries must differ by: the questions' noise and both schemes' seed spreads. */
export const marginOf = (a, b) => Math.max(SAMPLE_MARGIN, a.spread, b.spread);
/** Whether two entries ({ share, spread }) differ by more than their margin. */
export const differ = (a, b) => Math.abs(a.share - b.share) > marginOf(a, b) + 1e-12;

/**
 * The best entries and the rest: `level` holds the best and every entry within the margin of it,
 * `behind` the entries that fall short of it by more than the margin.
 */
export function tiers(entries) {
  const sorted = [...entries].sort((a, b) => b.share - a.share);
  const best = sorted[0];
  return {
    best,
    level: sorted.filter((entry) => !differ(entry, best)),
    behind: sorted.filter((entry) => differ(entry, best)),
  };
}

const named = (entries) => listAnd(entries.map(({ s, share }) => `${s.name} ${percent(share)}`));

/**
 * The comparison sentences, one template per sentence and place (whole sentences, for a later
 * localisation pass): a tie, one leader, or leaders within the margin and the rest behind.
 */
const COMPARED = {
  within: {
    tie: (m) =>
      `Within them, no two schemes differ by more than the margin (${m} or the seeds' spread): call it a tie.`,
    lead: (best, m) =>
      `Within them, ${best} is ahead of every other scheme by more than the margin (${m} or the seeds' spread).`,
    split: (level, best, behind, verb, m) =>
      `Within them, ${level} are within the margin of the best (${best}), and ${behind} ${verb} short of it by more than the margin (${m} or the seeds' spread).`,
  },
  one: {
    tie: (m) =>
      `At length 1, no two schemes differ by more than the margin (${m} or the seeds' spread): call it a tie.`,
    lead: (best, m) =>
      `At length 1, ${best} is ahead of every other scheme by more than the margin (${m} or the seeds' spread).`,
    split: (level, best, behind, verb, m) =>
      `At length 1, ${level} are within the margin of the best (${best}), and ${behind} ${verb} short of it by more than the margin (${m} or the seeds' spread).`,
  },
  past: {
    tie: (m) => `Past them, no two schemes differ by more than the margin (${m} or the seeds' spread): call it a tie.`,
    lead: (best, m) =>
      `Past them, ${best} is ahead of every other scheme by more than the margin (${m} or the seeds' spread).`,
    split: (level, best, behind, verb, m) =>
      `Past them, ${level} are within the margin of the best (${best}), and ${behind} ${verb} short of it by more than the margin (${m} or the seeds' spread).`,
  },
};

/** One sentence comparing entries at a place of COMPARED; '' for fewer than two schemes. */
function comparison(entries, place) {
  if (entries.length < 2) return '';
  const words = COMPARED[place];
  const margin = pointsWord(SAMPLE_MARGIN);
  const { best, level, behind } = tiers(entries);
  if (!behind.length) return words.tie(margin);
  if (level.length === 1) return words.lead(best.s.name, margin);
  const names = (list) => listAnd(list.map(({ s }) => s.name));
  return words.split(names(level), best.s.name, names(behind), behind.length === 1 ? 'falls' : 'fall', margin);
}

/** The first length from which every scheme's mean rounds to 0% at every longer length, or 0. */
export function collapseLength(stats, from, to) {
  let first = 0;
  for (let length = to; length >= from; length -= 1) {
    if (stats.every((s) => points(s.mean[length - 1]) === 0)) first = length;
    else break;
  }
  return first;
}

/**
 * What the finished runs show, in sentences made from their numbers.
 * @returns {{ within: string, withinCompared: string, beyond: string, beyondCompared: string, seeds: string }}
 */
export function resultSentences(plan, runs) {
  const stats = byScheme(plan, runs);
  const L = plan.trainLength;
  const E = plan.evalLength;
  const several = plan.seeds.length > 1;
  // In distribution: every scheme's mean over 1..L, best first.
  const inside = over(stats, 1, L).sort((a, b) => b.share - a.share);
  const withinText =
    L === 1
      ? `At the trained length (length 1), exact accuracy${several ? ' averaged over the seeds' : ''}: ${named(inside)}.`
      : `Within the trained lengths (${range(1, L)}), exact accuracy averaged over those lengths${several ? ' and seeds' : ''}: ${named(inside)}.`;
  const withinCompared = comparison(inside, L === 1 ? 'one' : 'within');

  // Past L: the means, the length where the best is furthest ahead, and where every scheme fails.
  let beyondText = '';
  let beyondCompared = '';
  if (stats.length && E > L) {
    const best = Math.max(...stats.map((s) => Math.max(...s.mean.slice(L))));
    if (points(best) === 0) {
      beyondText = `Past the trained lengths (${range(L + 1, E)}) every scheme's exact accuracy${several ? ', averaged over the seeds,' : ''} rounds to 0% at every length.`;
    } else {
      const past = over(stats, L + 1, E).sort((a, b) => b.share - a.share);
      beyondText = `Past them (${range(L + 1, E)}, never seen in training), averaged the same way: ${named(past)}.`;
      beyondCompared = comparison(past, 'past');
      // The length where the leader is furthest ahead of schemes it beats by more than the margin.
      let widest = null;
      for (let length = L + 1; length <= E; length += 1) {
        const entries = stats.map((s) => ({
          s,
          share: s.mean[length - 1],
          spread: s.max[length - 1] - s.min[length - 1],
        }));
        const { best: top, behind } = tiers(entries);
        if (behind.length && (!widest || top.share - behind.at(-1).share > widest.gap + 1e-12))
          widest = { length, top, behind, gap: top.share - behind.at(-1).share };
      }
      if (widest && stats.length > 1)
        beyondCompared = `${beyondCompared} At length ${widest.length}, where the lead was widest, ${widest.top.s.name} got ${percent(widest.top.share)} exactly right, more than the margin above ${named(widest.behind)}.`;
      else if (stats.length > 1)
        beyondCompared = `${beyondCompared} At no single length past them do two schemes differ by more than the margin.`;
      beyondCompared = beyondCompared.trim();
      const collapse = collapseLength(stats, L + 1, E);
      if (collapse)
        beyondText += ` From length ${collapse} on, ${stats.length === 1 ? 'it' : 'every scheme'} got no question right (0%${several ? ' on average over the seeds' : ''}).`;
    }
  }

  // Seeds: the widest disagreement of each scheme at one length.
  let seedsText;
  if (!several) {
    seedsText =
      'Each scheme ran with one seed. Seeds of the same scheme can differ by tens of points at one length, so run several before reading much into a difference.';
  } else {
    const spreads = stats
      .map((s) => {
        let widest = { spread: -1 };
        s.min.forEach((low, index) => {
          const spread = s.max[index] - low;
          if (spread > widest.spread + 1e-12) widest = { spread, length: index + 1, low, high: s.max[index] };
        });
        return { s, ...widest };
      })
      .sort((a, b) => b.spread - a.spread);
    const disagreeing = spreads.filter((entry) => Math.round(entry.spread * 100) >= DISAGREE_POINTS);
    if (disagreeing.length) {
      const parts = disagreeing
        .slice(0, 3)
        .map(
          ({ s, length, low, high }) => `${s.name} from ${percent(low)} to ${percent(high)} exact at length ${length}`,
        );
      seedsText = `The seeds disagree: ${listAnd(parts)}${disagreeing.length > 3 ? `, and ${disagreeing.length - 3} more ${disagreeing.length - 3 === 1 ? 'scheme' : 'schemes'} by ${DISAGREE_POINTS} points or more` : ''}. With seeds this far apart, one run of such a scheme says little: compare the bands in the chart, not only the means.`;
    } else {
      const widest = Math.round(spreads[0].spread * 100);
      seedsText = `The ${seedWords(plan.seeds.length)} of each scheme agreed within ${widest} ${widest === 1 ? 'point' : 'points'} at every length.`;
    }
  }
  return { within: withinText, withinCompared, beyond: beyondText, beyondCompared, seeds: seedsText };
}

/**
 * What this run supports and what it cannot, hedged, from its numbers and the literature
 * (Kazemnejad et al. 2023, Ruoss et al. 2023, Press et al. 2022, Haviv et al. 2022).
 * @returns {string[]} whole sentences, in order
 */
export function conclusions(plan, runs) {
  const stats = byScheme(plan, runs);
  const L = plan.trainLength;
  const E = plan.evalLength;
  const seeds = seedWords(plan.seeds.length);
  const out = [
    `This is one small experiment: a ${plan.blocks}-block decoder of width d = ${plan.dModel} trained ${int(plan.steps)} steps on ${plan.task}, scored by teacher-forced exact accuracy (every answer digit right, given the right digits before it) on ${EVAL_EXAMPLES} questions a length, with ${seeds} per scheme. It can show what these schemes did here; it cannot rank them for large models, for language, or for other tasks, steps or seeds.`,
  ];
  const inside = over(stats, 1, L);
  const past = E > L ? over(stats, L + 1, E) : [];
  const none = inside.find(({ s }) => s.scheme === 'none');
  const others = inside.filter(({ s }) => s.scheme !== 'none');
  // Position inside the trained lengths: NoPE against the schemes that give position.
  if (none && others.length) {
    const { best } = tiers(others);
    if (differ(none, best) && none.share < best.share)
      out.push(
        `Inside the trained lengths NoPE got ${percent(none.share)}, more than the margin below ${best.s.name} (${percent(best.share)}): here the causal mask alone gave the model less of the order than an encoding did. Haviv et al. 2022 found that causal language models without an encoding still learn position; a ${plan.blocks}-block model in ${int(plan.steps)} steps learned only part of it.`,
      );
    else
      out.push(
        `Inside the trained lengths NoPE got ${percent(none.share)}, within the margin of ${best.s.name} (${percent(best.share)}): the causal mask alone was enough here, as Haviv et al. 2022 found for causal language models without an encoding.`,
      );
  }
  if (past.length) {
    const top = tiers(past).best;
    const collapse = collapseLength(stats, L + 1, E);
    if (points(top.share) === 0 || (collapse && collapse === L + 1))
      out.push(
        `Past the trained lengths every scheme failed (0% exact${collapse ? ` from length ${collapse}` : ''}). That agrees with Ruoss et al. 2023, who found that standard encodings mostly fail to length-generalise on algorithmic tasks (randomised positions helped there; this lab has none).`,
      );
    else
      out.push(
        `Past the trained lengths the best was ${top.s.name} at ${percent(top.share)}${collapse ? `, and every scheme reached 0% from length ${collapse}` : ''}. Ruoss et al. 2023 found that standard encodings mostly fail to length-generalise on algorithmic tasks; a few points past the training length is not generalisation.`,
      );
    const nonePast = past.find(({ s }) => s.scheme === 'none');
    if (nonePast && past.length > 1) {
      const relation = !differ(nonePast, top)
        ? `within the margin of the best (${top.s.name}, ${percent(top.share)})`
        : `more than the margin below the best (${top.s.name}, ${percent(top.share)})`;
      out.push(
        `NoPE got ${percent(nonePast.share)} past the trained lengths, ${relation}. Kazemnejad et al. 2023 found that among decoder-only models no encoding length-generalised best on their tasks; their models were larger and trained far longer, so a small run that disagrees does not contradict them, and one that agrees does not confirm them.`,
      );
    }
    const alibi = past.find(({ s }) => s.scheme === 'alibi');
    if (alibi)
      out.push(
        `ALiBi got ${percent(alibi.share)} past the trained lengths. Press et al. 2022 showed that ALiBi keeps perplexity flat past the training length; that is not the same as using the far context, and exact answers to longer questions need all of it.`,
      );
  }
  return out;
}

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
