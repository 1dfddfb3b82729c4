// The lab's conclusions as structured claims: what is compared, at which lengths, with which
// numbers. Every sentence under the accuracy chart is made from one claim (runs.js), and
// tests/js/train-claims.test.mjs checks every claim against its result table with rules of its
// own, over thousands of generated tables.
//
// The rules, stated on the page (train-rule):
// - A seed fits the trained lengths when it answers at least FIT_SHARE of the questions of
//   length L (the longest trained length) exactly. A scheme is judged past L on its fitting
//   seeds only; a scheme with none did not learn the trained lengths, and its extrapolation
//   cannot be judged.
// - Two schemes are compared length by length past L on the seeds where both fit (paired: at
//   one seed every shared weight starts the same). At one length a difference is named only
//   where every paired seed agrees on its sign and the mean paired difference exceeds two
//   standard errors of a difference of two shares of that length's questions, at the two
//   schemes' mean shares there: 2 sqrt((a(1 - a) + b(1 - b)) / n), 14 points at 100 questions
//   where both are near 50%, about 5 points for 8% against 0% (a worst-case margin hid every
//   difference near the floor, where past L most are).
// - A tie is claimed only where no pair of judged schemes shows a named difference at any
//   length past L.
// - A scheme that fits no seed is not judged past L; where its share at L + 1 is above every
//   judged scheme's, a sentence says it is not judged (its curve would otherwise read as the
//   best extrapolation).
//
// Rule: pure functions of plain data (no DOM, no core, no words).

/** Questions evaluated per length (each length's fixed set, the same for every run). */
export const EVAL_EXAMPLES = 100;
/** A seed fits the trained lengths at this exact share at length L or more. */
export const FIT_SHARE = 0.9;
/**
 * Two standard errors of a difference of two shares of `n` questions each, at the shares `a`
 * and `b`; at its widest (both 50%) by default.
 */
export const differenceMargin = (n = EVAL_EXAMPLES, a = 0.5, b = 0.5) => 2 * Math.sqrt((a * (1 - a) + b * (1 - b)) / n);
/** Seeds of one scheme that differ by at least this share at one length are named. */
export const DISAGREE_SHARE = 0.2;

const mean = (values) => values.reduce((sum, value) => sum + value, 0) / values.length;

/**
 * The pairs an extension plan compares (runs.js, extensionPlanFor): each method against the
 * control (no scaling) in the same state. A run fine-tuned at 1..E is never set against one as
 * trained past L: the fine-tune trained the lengths the other extrapolates to (extensionClaims).
 * Any other plan compares every pair.
 */
function comparable(plan, a, b) {
  if (plan.kind !== 'extension') return true;
  const parse = (id) => /^rope-ext-(.+?)(-tuned)?$/.exec(id);
  const [, methodA, tunedA] = parse(a);
  const [, methodB, tunedB] = parse(b);
  return Boolean(tunedA) === Boolean(tunedB) && (methodA === 'none' || methodB === 'none');
}

/**
 * Extension runs that lost the trained lengths: a run that fits no seed at L where its control
 * fits the same seeds, said with both runs' shares at L, so "did not fit" is not read as a model
 * that never learned them. The control of a method is no scaling in the same state (the part
 * extensionClaims reads, with its trained lengths); no scaling has no control of its own.
 */
function brokenOf(table, fits, L) {
  const fitOfId = (id) => fits[table.findIndex((entry) => entry.scheme === id)];
  const out = [];
  for (const entry of table) {
    const [, method, tuned] = /^rope-ext-(.+?)(-tuned)?$/.exec(entry.scheme) ?? [];
    if (!method) continue;
    const controlId = method === 'none' ? null : `rope-ext-none${tuned ?? ''}`;
    const control = controlId && fitOfId(controlId);
    const own = fitOfId(entry.scheme);
    if (!control || own.fitting.length || !control.fitting.length) continue;
    const seeds = control.fitting.filter((seed) => own.seeds.includes(seed));
    if (!seeds.length) continue;
    const shareAt = (fit, seed) => fit.shares[fit.seeds.indexOf(seed)];
    out.push({
      kind: 'broken',
      scheme: entry.scheme,
      control: controlId,
      seeds,
      shares: seeds.map((seed) => shareAt(own, seed)),
      controlShares: seeds.map((seed) => shareAt(control, seed)),
      length: L,
    });
  }
  return out;
}

/** A drawn-positions run's scheme id ends so (runs.js, drawnId): "rope-drawn". */
export const DRAWN_SUFFIX = '-drawn';
const isDrawnId = (id) => id.endsWith(DRAWN_SUFFIX);

/** The tasks whose answers need the order of the question's digits. */
const ORDER_TASKS = new Set(['reverse', 'copy']);

/**
 * Each scheme's runs as a table: { scheme, seeds, exact: { seed: shares per length } } in the
 * plan's order, seeds in the plan's order (a seed without a finished run is left out).
 */
function tableOf(plan, runs) {
  return plan.schemes.map((scheme) => {
    const exact = new Map();
    for (const seed of plan.seeds) {
      const run = runs.find((entry) => entry.scheme === scheme && entry.seed === seed);
      if (run) exact.set(seed, run.exact);
    }
    return { scheme, seeds: [...exact.keys()], exact };
  });
}

/** Fit at L: each seed's exact share at L, and the seeds at FIT_SHARE or more. */
function fitOf(entry, L) {
  const shares = entry.seeds.map((seed) => entry.exact.get(seed)[L - 1]);
  return {
    kind: 'fit',
    scheme: entry.scheme,
    length: L,
    seeds: entry.seeds,
    shares,
    fitting: entry.seeds.filter((_, index) => shares[index] >= FIT_SHARE),
  };
}

/** A judged scheme past L, on its fitting seeds: the first and last length, and where it is 0 from. */
function pastOf(entry, fitting, L, E) {
  const at = (length) => mean(fitting.map((seed) => entry.exact.get(seed)[length - 1]));
  let zeroFrom = null;
  for (let length = E; length > L; length -= 1) {
    if (fitting.every((seed) => entry.exact.get(seed)[length - 1] === 0)) zeroFrom = length;
    else break;
  }
  // Every length past L with its mean, and those before the run of zeros, so that a sentence
  // can say each length it covers.
  const each = [];
  for (let length = L + 1; length <= E; length += 1) each.push({ length, share: at(length) });
  const before = zeroFrom ? each.filter(({ length }) => length < zeroFrom) : [];
  return {
    kind: 'past',
    scheme: entry.scheme,
    seeds: fitting,
    allSeeds: entry.seeds,
    first: { length: L + 1, share: at(L + 1) },
    last: { length: E, share: at(E) },
    zeroFrom,
    before,
    each,
  };
}

/**
 * Where `a` is ahead of `b` past L on their paired seeds, by the rule: the lengths, and the one
 * where the mean paired difference is widest.
 */
function aheadOf(a, b, seeds, L, E, examples) {
  const lengths = [];
  let widest = null;
  for (let length = L + 1; length <= E; length += 1) {
    const shareA = mean(seeds.map((seed) => a.exact.get(seed)[length - 1]));
    const shareB = mean(seeds.map((seed) => b.exact.get(seed)[length - 1]));
    const diffs = seeds.map((seed) => a.exact.get(seed)[length - 1] - b.exact.get(seed)[length - 1]);
    const diff = mean(diffs);
    const margin = differenceMargin(examples, shareA, shareB);
    if (diffs.every((value) => value > 0) && diff > margin) {
      lengths.push(length);
      if (!widest || diff > widest.diff) widest = { length, diff, margin, diffs };
    }
  }
  return lengths.length ? { kind: 'ahead', a: a.scheme, b: b.scheme, seeds, lengths, widest } : null;
}

/** Seeds of one scheme that disagree: its widest spread at one length, if DISAGREE_SHARE or more. */
function spreadOf(entry, E) {
  if (entry.seeds.length < 2) return null;
  let widest = null;
  for (let length = 1; length <= E; length += 1) {
    const values = entry.seeds.map((seed) => entry.exact.get(seed)[length - 1]);
    const low = Math.min(...values);
    const high = Math.max(...values);
    if (!widest || high - low > widest.high - widest.low) widest = { length, low, high };
  }
  return { kind: 'spread', scheme: entry.scheme, seeds: entry.seeds, ...widest };
}

/**
 * The schemes not judged whose curve lies above every judged one's just past L, by more than the
 * margin of that difference: each with its share at L + 1, its seeds there and its whole curve.
 */
function unjudgedOf(table, judged, fittingOf, L, E, examples) {
  const out = [];
  const next = (entry, seeds) => mean(seeds.map((seed) => entry.exact.get(seed)[L]));
  const best = judged
    .map((entry) => ({ scheme: entry.scheme, share: next(entry, fittingOf(entry)) }))
    .reduce((top, entry) => (entry.share > top.share ? entry : top));
  for (const entry of table) {
    if (judged.includes(entry)) continue;
    const share = next(entry, entry.seeds);
    if (share - best.share <= differenceMargin(examples, share, best.share)) continue;
    const shares = entry.seeds.map((seed) => entry.exact.get(seed)[L]);
    // Its whole curve past L, the means of all its seeds: a start alone hid how it fell.
    const curve = [];
    for (let length = L + 1; length <= E; length += 1)
      curve.push({ length, share: mean(entry.seeds.map((seed) => entry.exact.get(seed)[length - 1])) });
    out.push({ kind: 'unjudged', scheme: entry.scheme, seeds: entry.seeds, length: L + 1, share, shares, curve, best });
  }
  return out;
}

/**
 * What the judged schemes past L support: the Ruoss reading where every judged position scheme
 * is at 0% from some length on, and ALiBi's curve where it was judged.
 */
function pastSupports(judged, fittingOf, L, E) {
  const out = [];
  // Ruoss et al.'s finding is about the standard encodings: runs with positions drawn (their
  // remedy) are read by remedyOf instead.
  const positioned = judged.filter((entry) => entry.scheme !== 'none' && !isDrawnId(entry.scheme));
  let zeroFrom = null;
  for (let length = E; length > L; length -= 1) {
    if (positioned.every((entry) => fittingOf(entry).every((seed) => entry.exact.get(seed)[length - 1] === 0)))
      zeroFrom = length;
    else break;
  }
  if (positioned.length && zeroFrom) {
    // The most any fitting seed got before the zeros, so the sentence does not hide them.
    let most = 0;
    for (const entry of positioned)
      for (const seed of fittingOf(entry))
        for (let length = L + 1; length < zeroFrom; length += 1)
          most = Math.max(most, entry.exact.get(seed)[length - 1]);
    out.push({ kind: 'ruoss', schemes: positioned.map((entry) => entry.scheme), zeroFrom, from: L + 1, most });
  }
  const alibi = judged.find((entry) => entry.scheme === 'alibi');
  if (alibi) {
    const seeds = fittingOf(alibi);
    const at = (length) => mean(seeds.map((seed) => alibi.exact.get(seed)[length - 1]));
    out.push({
      kind: 'alibi',
      seeds,
      first: { length: L + 1, share: at(L + 1) },
      last: { length: E, share: at(E) },
    });
  }
  return out;
}

/**
 * Randomised positions against the plain runs they pair with: for each scheme with drawn runs,
 * whether its drawn runs fit a seed, whether drawn and plain fit a shared seed (only then are
 * they compared, by the rule of aheadOf), and which was ahead past L.
 */
function remedyOf(table, judged, fittingOf, aheads, L, steps, positionRange) {
  const drawn = table.filter((entry) => isDrawnId(entry.scheme));
  if (!drawn.length) return null;
  const base = (id) => id.slice(0, -DRAWN_SUFFIX.length);
  const schemes = drawn.map((entry) => base(entry.scheme));
  const learned = drawn.filter((entry) => judged.includes(entry)).map((entry) => base(entry.scheme));
  const compared = learned.filter((scheme) => {
    const plain = table.find((entry) => entry.scheme === scheme);
    const drawnEntry = table.find((entry) => entry.scheme === `${scheme}${DRAWN_SUFFIX}`);
    return plain && judged.includes(plain) && fittingOf(drawnEntry).some((seed) => fittingOf(plain).includes(seed));
  });
  const leads = (a, b) => aheads.some((claim) => claim.a === a && claim.b === b);
  const gained = (scheme) => leads(`${scheme}${DRAWN_SUFFIX}`, scheme);
  const lost = (scheme) => leads(scheme, `${scheme}${DRAWN_SUFFIX}`);
  // Each compared scheme in one of four forms: drawn ahead only, behind only, both (at
  // different lengths: no verdict), or neither.
  const ahead = compared.filter((scheme) => gained(scheme) && !lost(scheme));
  const behind = compared.filter((scheme) => lost(scheme) && !gained(scheme));
  const mixed = compared.filter((scheme) => gained(scheme) && lost(scheme));
  const neither = compared.filter((scheme) => !gained(scheme) && !lost(scheme));
  return { kind: 'remedy', schemes, learned, compared, ahead, behind, mixed, neither, L, steps, positionRange };
}

/**
 * What the finished runs show and what they support, as claims in the order the page says them.
 * A claim whose trained lengths are not the plan's (the extension's fine-tuned runs) carries them
 * as `trainedLength`.
 * @param {{ task: string, schemes: string[], seeds: number[], trainLength: number, evalLength: number }} plan
 * @param {{ scheme: string, seed: number, exact: number[] }[]} runs
 * @returns {{ shows: object[], supports: object[] }}
 */
export function claimsOf(plan, runs, examples = EVAL_EXAMPLES) {
  return plan.kind === 'extension' ? extensionClaims(plan, runs, examples) : planClaims(plan, runs, examples);
}

/**
 * The extension's claims. Its runs as trained have the comparison's trained lengths, 1..L, and
 * are read past L like any plan's runs (each method against no scaling). Its fine-tuned runs
 * were trained at 1..E by the fine-tune: they fit or not at E, and nothing past E was tested, so
 * none is judged beyond; nor is one set against a run as trained, which never saw those lengths.
 * The fit sentences come first, the fine-tuned runs' after a sentence saying their lengths.
 */
function extensionClaims(plan, runs, examples) {
  const E = plan.evalLength;
  const part = (tuned) =>
    planClaims(
      {
        ...plan,
        schemes: plan.schemes.filter((id) => id.endsWith('-tuned') === tuned),
        trainLength: tuned ? E : plan.trainLength,
      },
      runs,
      examples,
    );
  const trained = part(false);
  const tuned = part(true).shows.map((claim) => ({ ...claim, trainedLength: E }));
  const isFit = (claim) => claim.kind === 'fit';
  const rest = [...trained.shows.filter((claim) => !isFit(claim)), ...tuned.filter((claim) => !isFit(claim))];
  const tunedFits = tuned.filter(isFit);
  return {
    shows: [
      ...trained.shows.filter(isFit),
      ...(tunedFits.length ? [{ kind: 'tuned-lengths', E, steps: plan.steps, trainedLength: E }] : []),
      ...tunedFits,
      // Said once: both parts would say it of their own runs.
      ...rest.filter(
        (claim, index) => claim.kind !== 'one-seed' || rest.findIndex((c) => c.kind === 'one-seed') === index,
      ),
    ],
    supports: [{ kind: 'extension-papers', steps: plan.steps, E }],
  };
}

function planClaims(plan, runs, examples) {
  const L = plan.trainLength;
  const E = plan.evalLength;
  const table = tableOf(plan, runs).filter((entry) => entry.seeds.length);
  const fits = table.map((entry) => fitOf(entry, L));
  const shows = [...fits];
  const judged = table.filter((_, index) => fits[index].fitting.length);
  const fittingOf = (entry) => fits[table.indexOf(entry)].fitting;

  // Past L: each judged scheme on its fitting seeds, then every pair on their paired seeds.
  const aheads = [];
  const unpaired = [];
  let compared = 0;
  if (E > L) {
    for (const entry of judged) shows.push(pastOf(entry, fittingOf(entry), L, E));
    for (let i = 0; i < judged.length; i += 1) {
      for (let j = i + 1; j < judged.length; j += 1) {
        const [a, b] = [judged[i], judged[j]];
        if (!comparable(plan, a.scheme, b.scheme)) continue;
        const seeds = fittingOf(a).filter((seed) => fittingOf(b).includes(seed));
        if (!seeds.length) {
          unpaired.push({ kind: 'unpaired', a: a.scheme, b: b.scheme });
          continue;
        }
        compared += 1;
        for (const claim of [aheadOf(a, b, seeds, L, E, examples), aheadOf(b, a, seeds, L, E, examples)])
          if (claim) aheads.push(claim);
      }
    }
    shows.push(...aheads, ...unpaired);
    // Pairs compared but not separated, where others were: said once, so silence is not read as a lead.
    const named = (a, b) =>
      aheads.some((claim) => (claim.a === a && claim.b === b) || (claim.a === b && claim.b === a));
    const quiet = [];
    for (let i = 0; i < judged.length; i += 1)
      for (let j = i + 1; j < judged.length; j += 1) {
        const [a, b] = [judged[i].scheme, judged[j].scheme];
        if (!comparable(plan, a, b)) continue;
        const seeds = fittingOf(judged[i]).filter((seed) => fittingOf(judged[j]).includes(seed));
        if (seeds.length && !named(a, b)) quiet.push([a, b]);
      }
    // The extension compares only the pairs it asks about (comparable): its sentences say so.
    const asked = plan.kind === 'extension';
    if (aheads.length && quiet.length) shows.push({ kind: 'unseparated', pairs: quiet, asked });
    const allZero = judged.every((entry) =>
      fittingOf(entry).every((seed) =>
        entry.exact
          .get(seed)
          .slice(L, E)
          .every((share) => share === 0),
      ),
    );
    if (compared && !aheads.length && !unpaired.length && !allZero)
      shows.push({ kind: 'tie', schemes: judged.map((entry) => entry.scheme), from: L + 1, to: E, asked });
    if (judged.length) shows.push(...unjudgedOf(table, judged, fittingOf, L, E, examples));
  }
  for (const entry of table) {
    const spread = spreadOf(entry, E);
    if (spread && spread.high - spread.low >= DISAGREE_SHARE - 1e-12) shows.push(spread);
  }
  if (table.length && table.every((entry) => entry.seeds.length < 2)) shows.push({ kind: 'one-seed' });

  // The extension runs of RoPE (runs.js, extensionPlanFor), one state at a time
  // (extensionClaims), are read against the papers that proposed the methods, not against the
  // claims about position schemes below.
  if (plan.kind === 'extension') return { shows: [...shows, ...brokenOf(table, fits, L)], supports: [] };

  // What the run supports: the claims that read it against the literature, only where it shows it.
  const supports = [];
  const none = table.find((entry) => entry.scheme === 'none');
  if (none) {
    const fit = fits[table.indexOf(none)];
    const every = table.filter((entry) => entry !== none && fittingOf(entry).length === entry.seeds.length);
    const all = fit.fitting.length === fit.seeds.length;
    supports.push({
      kind: all && ORDER_TASKS.has(plan.task) ? 'haviv' : 'nope-inside',
      task: plan.task,
      fitting: fit.fitting,
      seeds: fit.seeds,
      everySeed: every.map((entry) => entry.scheme),
    });
    if (E > L && judged.length > 1) {
      if (!fit.fitting.length) supports.push({ kind: 'nope-untested' });
      else {
        const behind = aheads.filter((claim) => claim.b === 'none').map((claim) => claim.a);
        const ahead = aheads.filter((claim) => claim.a === 'none').map((claim) => claim.b);
        if (!behind.length && ahead.length) supports.push({ kind: 'kazemnejad', ahead, task: plan.task });
      }
    }
  }
  // Ruoss et al.'s reading of the standard encodings is left out where a drawn run (their
  // remedy) was judged too: "every position scheme judged" would then read as including it.
  const drawnJudged = judged.some((entry) => isDrawnId(entry.scheme));
  if (E > L && judged.length)
    supports.push(...pastSupports(judged, fittingOf, L, E).filter((c) => !(drawnJudged && c.kind === 'ruoss')));
  const remedy = E > L ? remedyOf(table, judged, fittingOf, aheads, L, plan.steps, plan.positionRange) : null;
  if (remedy) supports.push(remedy);
  // ALiBi short of L on an order task: why its bias alone cannot point at the distance needed.
  const alibiEntry = table.find((entry) => entry.scheme === 'alibi');
  if (alibiEntry && ORDER_TASKS.has(plan.task) && !fittingOf(alibiEntry).length)
    supports.push({
      kind: 'alibi-unfit',
      task: plan.task,
      seeds: alibiEntry.seeds,
      shares: fits[table.indexOf(alibiEntry)].shares,
      length: L,
    });
  if (table.length && !judged.length) supports.push({ kind: 'nothing-learned', length: L });
  if (ORDER_TASKS.has(plan.task))
    supports.push({ kind: 'distances', task: plan.task, L, trained: plan.task === 'reverse' ? 2 * L - 1 : L, E });
  return { shows, supports };
}
