// The lab's plan and its results in words: which runs a setting asks for, and what the finished
// runs show, computed from their numbers (train.js beside it shows them). No verdict is
// written in advance: every comparison names the run's own percentages, and when the seeds of
// one scheme disagree the sentences say so.
//
// Rule: pure functions of plain data (no DOM, no core), so node tests can give them any results.

/** The schemes in the order the page teaches them, with the names the page uses. */
export const SCHEMES = [
  { id: 'none', name: 'none (NoPE)' },
  { id: 'sinusoidal', name: 'sinusoidal' },
  { id: 'learned', name: 'learned' },
  { id: 'rope', name: 'RoPE' },
  { id: 'alibi', name: 'ALiBi' },
  { id: 't5', name: 'T5 bias' },
];
export const schemeName = (id) => SCHEMES.find((scheme) => scheme.id === id)?.name ?? id;

/** The lab's fixed model parts (the rest comes from the settings). */
export const HEADS = 4;
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
 *   seeds: number, firstseed: number, steps: number }} state
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

/**
 * What the finished runs show, in sentences made from their numbers.
 * @returns {{ within: string, beyond: string, seeds: string, losses?: string }}
 */
export function resultSentences(plan, runs) {
  const stats = byScheme(plan, runs);
  const L = plan.trainLength;
  const E = plan.evalLength;
  const averaged = plan.seeds.length > 1 ? ' and seeds' : '';
  // In distribution: every scheme's mean over 1..L, best first.
  const within = stats
    .map((s) => ({ s, share: meanOver(s, 1, L) }))
    .sort((a, b) => b.share - a.share)
    .map(({ s, share }) => `${s.name} ${percent(share)}`);
  const withinText = `Within the trained lengths (${range(1, L)}), exact accuracy averaged over those lengths${averaged}: ${listAnd(within)}.`;

  // Past L: the length where the schemes differ most, and who was best and worst there.
  let beyondText;
  const best = Math.max(...stats.map((s) => Math.max(...s.mean.slice(L))));
  if (stats.length === 0 || E <= L) beyondText = '';
  else if (best < 0.005) {
    beyondText = `Past the trained lengths (${range(L + 1, E)}) every scheme's exact accuracy${plan.seeds.length > 1 ? ', averaged over the seeds,' : ''} rounds to 0% at every length.`;
  } else {
    let widest = { gap: -1 };
    for (let length = L + 1; length <= E; length += 1) {
      const shares = stats.map((s) => ({ s, share: s.mean[length - 1] }));
      shares.sort((a, b) => b.share - a.share);
      const gap = shares[0].share - shares[shares.length - 1].share;
      if (gap > widest.gap + 1e-12) widest = { gap, length, top: shares[0], bottom: shares[shares.length - 1] };
    }
    const { length, top, bottom } = widest;
    const compared =
      stats.length > 1
        ? ` At length ${length}, where the schemes were furthest apart, ${top.s.name} got ${percent(top.share)} exactly right and ${bottom.s.name} ${percent(bottom.share)}.`
        : '';
    const past = stats
      .map((s) => ({ s, share: meanOver(s, L + 1, E) }))
      .sort((a, b) => b.share - a.share)
      .map(({ s, share }) => `${s.name} ${percent(share)}`);
    beyondText = `Past them (${range(L + 1, E)}, never seen in training), averaged the same way: ${listAnd(past)}.${compared}`;
  }

  // Seeds: the widest disagreement of each scheme at one length.
  let seedsText;
  if (plan.seeds.length === 1) {
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
    const named = spreads.filter((entry) => Math.round(entry.spread * 100) >= DISAGREE_POINTS);
    if (named.length) {
      const parts = named
        .slice(0, 3)
        .map(
          ({ s, length, low, high }) => `${s.name} from ${percent(low)} to ${percent(high)} exact at length ${length}`,
        );
      seedsText = `The seeds disagree: ${listAnd(parts)}${named.length > 3 ? `, and ${named.length - 3} more ${named.length - 3 === 1 ? 'scheme' : 'schemes'} by ${DISAGREE_POINTS} points or more` : ''}. With seeds this far apart, one run of such a scheme says little: compare the bands in the chart, not only the means.`;
    } else {
      const widest = Math.round(spreads[0].spread * 100);
      seedsText = `The ${seedWords(plan.seeds.length)} of each scheme agreed within ${widest} ${widest === 1 ? 'point' : 'points'} at every length.`;
    }
  }
  return { within: withinText, beyond: beyondText, seeds: seedsText };
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
