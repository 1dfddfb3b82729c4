// The lab's plan and its results in words: which runs a setting asks for, and what the finished
// runs show, computed from their numbers (train.js beside it shows them). No verdict is
// written in advance: every comparison names the run's own percentages, and when the seeds of
// one scheme disagree the sentences say so.
//
// Rule: pure functions of plain data (no DOM, no core), so node tests can give them any results.

import { int } from '../../kit/format.js';
import { t } from '../../kit/i18n.js';
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
export const scales = () => [
  { value: 'sqrt-d', label: t('train-scale-sqrt-d', { factor: '× √d' }) },
  { value: '1', label: t('train-scale-1', { factor: '× 1' }) },
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

/** A share as the page's language writes a percentage: "45%" (whole points). */
export const percent = (share) => t('train-percent', { value: int(Math.round(share * 100)) });
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

/** "a, b and c" in the page's language: each pair of neighbours joined by a message. */
const listAnd = (items) => {
  if (items.length <= 1) return items.join('');
  let text = t('train-list-last', { first: items.at(-2), last: items.at(-1) });
  for (let index = items.length - 3; index >= 0; index -= 1)
    text = t('train-list-next', { first: items[index], rest: text });
  return text;
};
/**
 * Whole sentences one after another, as the page's language sets them (a space between them in
 * English, none in Chinese); empty ones are left out.
 */
export function sentences(...parts) {
  const whole = parts.filter(Boolean);
  return whole.length ? whole.reduce((first, second) => t('train-sentences', { first, second })) : '';
}

/** "a, b, c" in the page's language (a list of values, no "and"). */
export const commaList = (items) =>
  items.reduceRight((rest, item) => (rest === null ? item : t('train-list-next', { first: item, rest })), null) ?? '';
const points = (share) => Math.round(share * 100);
/** A margin's placeables: `count` selects the plural, `points` is shown. */
const marginArgs = (share) => ({ count: points(share), points: int(points(share)) });
/** A range of lengths' placeables: `lengths` (how many) selects "length 3" or "lengths 3–5". */
const rangeArgs = (first, last) => ({ lengths: last - first + 1, first: int(first), last: int(last) });

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

const named = (entries) =>
  listAnd(entries.map(({ s, share }) => t('train-named', { scheme: s.name, share: percent(share) })));

/**
 * One sentence comparing entries at a place ('within', 'one': at length 1, 'past'): a tie, one
 * leader, or leaders within the margin and the rest behind (messages train-compared-<place>-<form>);
 * '' for fewer than two schemes.
 */
function comparison(entries, place) {
  if (entries.length < 2) return '';
  const margin = marginArgs(SAMPLE_MARGIN);
  const { best, level, behind } = tiers(entries);
  if (!behind.length) return t(`train-compared-${place}-tie`, margin);
  if (level.length === 1) return t(`train-compared-${place}-lead`, { ...margin, best: best.s.name });
  const names = (list) => listAnd(list.map(({ s }) => s.name));
  return t(`train-compared-${place}-split`, {
    ...margin,
    level: names(level),
    best: best.s.name,
    behind: names(behind),
    behindCount: behind.length,
  });
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
  const seeds = plan.seeds.length;
  const withinText =
    L === 1
      ? t('train-within-one', { seeds, list: named(inside) })
      : t('train-within', { seeds, ...rangeArgs(1, L), list: named(inside) });
  const withinCompared = comparison(inside, L === 1 ? 'one' : 'within');

  // Past L: the means, the length where the best is furthest ahead, and where every scheme fails.
  let beyondText = '';
  let beyondCompared = '';
  if (stats.length && E > L) {
    const best = Math.max(...stats.map((s) => Math.max(...s.mean.slice(L))));
    if (points(best) === 0) {
      beyondText = t('train-beyond-zero', { seeds, ...rangeArgs(L + 1, E) });
    } else {
      const past = over(stats, L + 1, E).sort((a, b) => b.share - a.share);
      beyondText = t('train-beyond', { ...rangeArgs(L + 1, E), list: named(past) });
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
        beyondCompared = sentences(
          beyondCompared,
          t('train-beyond-widest', {
            length: int(widest.length),
            best: widest.top.s.name,
            share: percent(widest.top.share),
            list: named(widest.behind),
          }),
        );
      else if (stats.length > 1) beyondCompared = sentences(beyondCompared, t('train-beyond-no-widest'));
      const collapse = collapseLength(stats, L + 1, E);
      if (collapse)
        beyondText = sentences(
          beyondText,
          t('train-beyond-collapse', { schemes: stats.length, seeds, length: int(collapse) }),
        );
    }
  }

  // Seeds: the widest disagreement of each scheme at one length.
  let seedsText;
  if (!several) {
    seedsText = t('train-seeds-one');
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
        .map(({ s, length, low, high }) =>
          t('train-seeds-part', { scheme: s.name, low: percent(low), high: percent(high), length: int(length) }),
        );
      const more = disagreeing.length - 3;
      seedsText =
        more > 0
          ? t('train-seeds-disagree-more', {
              list: listAnd(parts),
              more,
              ...marginArgs(DISAGREE_POINTS / 100),
            })
          : t('train-seeds-disagree', { list: listAnd(parts) });
    } else {
      seedsText = t('train-seeds-agreed', { seeds, ...marginArgs(spreads[0].spread) });
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
  const model = { blocks: plan.blocks, steps: plan.steps };
  const out = [
    t('train-conclusion-scope', {
      ...model,
      d: `d = ${int(plan.dModel)}`,
      task: t(`train-task-${plan.task}`),
      examples: int(EVAL_EXAMPLES),
      seeds: plan.seeds.length,
    }),
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
        t('train-conclusion-nope-below', {
          ...model,
          share: percent(none.share),
          best: best.s.name,
          bestShare: percent(best.share),
        }),
      );
    else
      out.push(
        t('train-conclusion-nope-level', {
          share: percent(none.share),
          best: best.s.name,
          bestShare: percent(best.share),
        }),
      );
  }
  if (past.length) {
    const top = tiers(past).best;
    const collapse = collapseLength(stats, L + 1, E);
    if (points(top.share) === 0 || (collapse && collapse === L + 1))
      out.push(
        collapse
          ? t('train-conclusion-past-failed-from', { length: int(collapse) })
          : t('train-conclusion-past-failed'),
      );
    else
      out.push(
        collapse
          ? t('train-conclusion-past-best-from', { best: top.s.name, share: percent(top.share), length: int(collapse) })
          : t('train-conclusion-past-best', { best: top.s.name, share: percent(top.share) }),
      );
    const nonePast = past.find(({ s }) => s.scheme === 'none');
    if (nonePast && past.length > 1) {
      const args = { share: percent(nonePast.share), best: top.s.name, bestShare: percent(top.share) };
      out.push(
        differ(nonePast, top)
          ? t('train-conclusion-nope-past-below', args)
          : t('train-conclusion-nope-past-level', args),
      );
    }
    const alibi = past.find(({ s }) => s.scheme === 'alibi');
    if (alibi) out.push(t('train-conclusion-alibi', { share: percent(alibi.share) }));
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
