// Recorded runs: named settings of the lab whose finished results ship with the page
// (recorded/<name>.json), written by scripts/record-runs.mjs from the core's own runs through the
// lab's own code path, never by hand. A record keeps what the pictures and sentences need (each
// run's counts per length, its overlap, its losses as the chart's window means) and a hash of
// each run's every loss, so a run trained again is checked bit for bit without shipping them.
// On the page, while nothing has run, the record of the page's settings is drawn at once by the
// lab's own views (recordedLab: a finished lab without weights) under a notice saying it is
// recorded; after a Run of a recorded setting the notice says whether it gave the record. A
// setting marked `extension` records the extension runs (runs.js, extensionPlanFor) of its plan's
// RoPE runs: the extension part (extend.js) draws them beside that setting's record.
//
// Rule: a record is the results of its runs, found by them: a setting is recorded when planFor()
// of the page's settings asks for the same runs (each run's key, scheme, seed and core config,
// the steps and the tested lengths: sameRuns), whatever else a plan says for the page. Adding
// a named setting is one entry in RECORDED, then `node scripts/record-runs.mjs --only=<name>`.

import { el } from '../../kit/dom.js';
import { intArg } from '../../kit/format.js';
import { t } from '../../kit/i18n.js';
import { EVAL_EXAMPLES, extensionPlanFor, listAnd, planFor, schemeName, smoothed, smoothingWindow } from './runs.js';

/** The file's layout; a change to it is a change to this number (and every file rewritten). */
export const RECORD_FORMAT = 1;

/**
 * The recorded settings: each a name (its file, recorded/<name>.json) and the settings it
 * changes from the page's defaults (section.js's fallbacks; the store's keys and values).
 * `quick` is small enough for `npm test` to train again (tests/js/recorded.test.mjs). A name is
 * lowercase letters only: the build makes each file a chunk `<name>-<hash>.js`, a pattern the
 * README's table of dist/ names. An entry with `extension: true` records the extension runs of
 * its settings' plan (recordedPlan), started from the weights of that plan's RoPE runs, which
 * must give the record of the same settings (the script checks their hashes against it).
 */
export const RECORDED = [
  { name: 'default', settings: {} },
  { name: 'sort', settings: { task: 'sort' } },
  { name: 'unscaled', settings: { tokenscale: '1' } }, // token vectors × 1, not × √d
  { name: 'drawn', settings: { positions: 'drawn' } }, // the defaults, and RoPE, sinusoidal, learned drawn
  { name: 'extended', settings: {}, extension: true }, // the defaults' RoPE runs extended
  {
    name: 'quick',
    settings: { schemes: 'sinusoidal,rope', trainlen: 3, width: '16', blocks: 1, seeds: 2, steps: 200 },
  },
];

/**
 * FNV-1a 64 of some bytes, as 16 hex digits.
 * @param {Uint8Array} bytes
 */
export function fnv1a64(bytes) {
  // 64-bit arithmetic in two 32-bit halves (the prime is 2^40 + 0x1b3): low × 0x1b3 is below
  // 2^41, exact in a double, and its bits past 32 carry into the high half.
  let high = 0xcbf29ce4;
  let low = 0x84222325;
  for (const byte of bytes) {
    low = (low ^ byte) >>> 0;
    const product = low * 0x1b3;
    high = (Math.imul(high, 0x1b3) + Math.imul(low, 0x100) + Math.floor(product / 2 ** 32)) >>> 0;
    low = product >>> 0;
  }
  return high.toString(16).padStart(8, '0') + low.toString(16).padStart(8, '0');
}

/**
 * The hash of a run's losses: FNV-1a 64 of their float32 bytes, little-endian (as WebAssembly
 * keeps them). Two runs whose every loss has the same bits have the same hash.
 * @param {Float32Array} losses
 */
export function lossHash(losses) {
  const bytes = new DataView(new ArrayBuffer(4 * losses.length));
  for (const [index, loss] of losses.entries()) bytes.setFloat32(4 * index, loss, true);
  return fnv1a64(new Uint8Array(bytes.buffer));
}

/**
 * The page's settings of a named setting: the section's defaults (its settings' fallbacks; one
 * may be a function of the core) with the setting's changes.
 * @param {Record<string, { fallback: unknown }>} settings  section.js's SETTINGS
 */
export function recordedState(settings, core, entry) {
  const state = {};
  for (const [key, setting] of Object.entries(settings)) {
    state[key] = typeof setting.fallback === 'function' ? setting.fallback(core) : setting.fallback;
  }
  for (const key of Object.keys(entry.settings)) {
    if (!(key in state)) throw new RangeError(`recorded: ${entry.name}: ${key} is not a setting of the lab`);
  }
  return { ...state, ...entry.settings };
}

/**
 * The plan a named setting records: planFor() of its settings, or for an extension entry the
 * extension plan of that plan's RoPE runs (their weights are the trained ones once they have
 * run; the plan's runs, configs and steps do not depend on them).
 */
export function recordedPlan(settings, core, entry) {
  const plan = planFor(recordedState(settings, core, entry));
  return entry.extension ? extensionPlanFor(plan, plan.runs) : plan;
}

/**
 * What decides a plan's numbers: its runs (key, scheme, seed, core config, a run's own step
 * count where it has one: the extension's), steps and tested lengths. The starting weights of
 * an extension run are not compared: they are the trained runs' of the same settings.
 */
const runsOf = (plan) =>
  JSON.stringify({
    steps: plan.steps,
    evalLength: plan.evalLength,
    runs: plan.runs.map(({ key, scheme, seed, config, steps }) => ({ key, scheme, seed, config, steps })),
  });
/**
 * Whether two plans train and test the same runs: a record made before the plan gained a field
 * that trains nothing differently (a note for the page) is still the record of that plan.
 */
export const sameRuns = (a, b) => runsOf(a) === runsOf(b);

/** A finished run of the lab as its record keeps it. */
export function runRecord(plan, run) {
  return {
    key: run.key,
    scheme: run.scheme,
    seed: run.seed,
    rightExamples: [...run.rightExamples],
    rightTokens: [...run.rightTokens],
    ...(run.overlap ? { overlap: [...run.overlap] } : {}),
    lossHash: lossHash(run.losses),
    // Over the run's own losses: an extension run as trained has none (0 steps).
    lossMeans: smoothed(run.losses, run.losses.length, smoothingWindow(plan.steps)).map((point) => point.y),
  };
}

/**
 * The file of one named setting: its settings as the page's store holds them, the plan they
 * make, and every run of the lab's finished plan.
 * @param {{ name: string, state: object, plan: object, runs: object[], simd: boolean }} made
 */
export function recordOf({ name, state, plan, runs, simd }) {
  return {
    format: RECORD_FORMAT,
    name,
    writtenBy: 'scripts/record-runs.mjs',
    // The core has no version of its own; the build that trained (both train to the same bits).
    core: { simd },
    settings: state,
    // A plan's starting weights (an extension's) are the trained runs', not part of the file.
    plan: { ...plan, runs: plan.runs.map(({ weights, ...run }) => run) },
    evalExamples: EVAL_EXAMPLES,
    lossWindow: smoothingWindow(plan.steps),
    runs: runs.map((run) => runRecord(plan, run)),
  };
}

const sameList = (a, b) =>
  Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((v, i) => Object.is(v, b[i]));

/**
 * Where a finished plan's runs differ from a record: [{ run, field }], empty when every count,
 * every overlap, every window mean (as doubles) and every loss hash is the same.
 */
export function differences(record, plan, runs) {
  const found = [];
  if (!sameRuns(record.plan, plan)) found.push({ run: '', field: 'plan' });
  if (record.evalExamples !== EVAL_EXAMPLES) found.push({ run: '', field: 'evalExamples' });
  const byKey = new Map(runs.map((run) => [run.key, runRecord(plan, run)]));
  for (const recorded of record.runs) {
    const again = byKey.get(recorded.key);
    if (!again) {
      found.push({ run: recorded.key, field: 'run' });
      continue;
    }
    byKey.delete(recorded.key);
    for (const field of ['rightExamples', 'rightTokens', 'overlap', 'lossMeans']) {
      const missing = recorded[field] === undefined && again[field] === undefined;
      if (!missing && !sameList(recorded[field], again[field])) found.push({ run: recorded.key, field });
    }
    if (recorded.lossHash !== again.lossHash) found.push({ run: recorded.key, field: 'lossHash' });
  }
  for (const key of byKey.keys()) found.push({ run: key, field: 'run' });
  return found;
}

/** A record's line width: a list or object that fits is written on one line. */
const LINE = 160;

/** `value` as JSON, indented by `indent` spaces, each part that fits in LINE on one line. */
function jsonLines(value, indent) {
  const flat = JSON.stringify(value);
  const numbers = Array.isArray(value) && value.every((item) => typeof item === 'number');
  if (value === null || typeof value !== 'object' || numbers || indent + flat.length <= LINE) return flat;
  const inner = ' '.repeat(indent + 2);
  const parts = Array.isArray(value)
    ? value.map((item) => inner + jsonLines(item, indent + 2))
    : Object.entries(value).map(([key, item]) => `${inner}${JSON.stringify(key)}: ${jsonLines(item, indent + 2)}`);
  const [open, close] = Array.isArray(value) ? ['[', ']'] : ['{', '}'];
  return `${open}\n${parts.join(',\n')}\n${' '.repeat(indent)}${close}`;
}

/**
 * A record as JSON text: a part that fits on a line is one line, and each list of numbers (a
 * run's counts, its window means) is one line however long: a file of a few tens of KB that a
 * diff reads run by run.
 */
export const recordText = (record) => `${jsonLines(record, 0)}\n`;

// --- the page -----------------------------------------------------------------------------

/** A record's file, loaded with the first page that shows its setting (a chunk of its own in dist/). */
const loadRecord = (name) => import(`./recorded/${name}.json`).then((module) => module.default);

/**
 * A record as the lab's views draw a finished lab, { plan, runs, status: 'done' }: each run's
 * shares made from its counts as lab.js makes them, its loss curve the record's window means.
 * `plan`: the page's plan of the same runs (sameRuns), so the views read today's plan fields.
 * It has no weights: asking it a question or for a table says Run asks the trained models.
 */
export function recordedLab(record, plan = record.plan) {
  const { lossWindow } = record;
  const steps = new Map(plan.runs.map((run) => [run.key, run.steps ?? plan.steps]));
  const runs = record.runs.map((run) => ({
    key: run.key,
    scheme: run.scheme,
    seed: run.seed,
    step: steps.get(run.key) ?? plan.steps,
    phase: 'done',
    rightExamples: run.rightExamples,
    rightTokens: run.rightTokens,
    ...(run.overlap ? { overlap: run.overlap } : {}),
    exact: run.rightExamples.map((right) => right / EVAL_EXAMPLES),
    token: run.rightTokens.map((right, index) => right / (EVAL_EXAMPLES * (index + 1))),
    lossPoints: run.lossMeans.map((y, index) => ({ x: (index + 1) * lossWindow, y })),
  }));
  const unasked = () => new Error(t('train-recorded-ask'));
  return {
    recorded: true,
    status: 'done',
    plan,
    runs,
    ask: () => Promise.reject(unasked()),
    tensor: () => {
      throw unasked();
    },
  };
}

/**
 * The recorded comparisons of the page's settings, each { entry, plan, extension }: its
 * recorded extension ({ entry, plan }) where there is one, else null.
 */
function recordedPlans(ctx) {
  const planned = (entry) => ({ entry, plan: recordedPlan(ctx.section.settings, ctx.core, entry) });
  return RECORDED.filter((entry) => !entry.extension).map((entry) => {
    const known = planned(entry);
    const extension = RECORDED.find(
      (other) => other.extension && sameRuns(planFor(recordedState(ctx.section.settings, ctx.core, other)), known.plan),
    );
    return { ...known, extension: extension ? planned(extension) : null };
  });
}

/** Whether a finished lab gave its record, in words: the same, or the runs that differ. */
function verdictOf(record, lab) {
  const differing = [...new Set(differences(record, lab.plan, lab.runs).map(({ run }) => run))];
  const runs = lab.runs.filter((run) => differing.includes(run.key));
  const list = listAnd(
    runs.map((run) => t('train-recorded-run', { scheme: schemeName(run.scheme), seed: intArg(run.seed) })),
  );
  return differing.length ? t('train-recorded-differs', { list }) : t('train-recorded-same');
}

/**
 * verdict(lab, paintIt): a finished lab of a recorded plan (the comparison's or the extension's),
 * compared once with its loaded record: hashing every loss of the default plan (54,000 floats)
 * takes tens of milliseconds, so it is a task of its own after the redraw, which `paintIt` then
 * shows; '' until then, and where the plan has no record.
 * @param {Map<string, { record: object }>} loaded  the records loaded so far
 */
function createVerdict(ctx, loaded) {
  // A finished lab's runs (new with each start, an "Extend again" of the same plan too) -> its
  // verdict ('' while it is made).
  const compared = new WeakMap();
  return (lab, paintIt) => {
    const { runs } = lab;
    const known = compared.get(runs);
    if (known !== undefined) return known;
    const found = [...loaded.values()].find(({ record }) => sameRuns(record.plan, lab.plan));
    if (!found) return '';
    compared.set(runs, '');
    ctx.timeout(() => {
      const text = verdictOf(found.record, lab);
      compared.set(runs, text);
      if (lab.status === 'done' && lab.runs === runs) paintIt(text);
    }, 0);
    return '';
  };
}

/**
 * The recorded results of the page's settings: found when the settings change (update), drawn
 * while nothing has run (shown), and a notice under Run that says they are recorded or, after
 * a Run of a recorded setting, whether it gave the record bit for bit. A recorded setting's
 * extension runs, where they are recorded too, go to the extension part (extensionShown,
 * verdict).
 * @param {object} ctx  the section's context (its settings, core and store)
 * @param {{ slot: HTMLElement, onShown: () => void }} options  onShown: the record to draw changed
 */
export function createRecorded(ctx, { slot, onShown }) {
  const notice = el('p', { className: 'train-recorded callout', hidden: true, attrs: { role: 'status' } });
  slot.append(notice);
  const plans = recordedPlans(ctx);
  const loaded = new Map(); // name -> { record, lab }
  const verdict = createVerdict(ctx, loaded);
  let current = null; // the loaded record of the page's settings: { record, lab }
  let extension = null; // the loaded record of its extension runs: { record, lab }
  let wanted = null; // the setting the page shows ({ entry, plan, extension }), while its files load

  const find = (plan) => plans.find((known) => sameRuns(known.plan, plan)) ?? null;
  // A file that is not the plan the page makes today is stale: it is not shown.
  const fresh = (name, plan) => {
    const found = loaded.get(name);
    return found && sameRuns(found.record.plan, plan) ? found : null;
  };
  const settle = (plan) => {
    const next = wanted ? fresh(wanted.entry.name, plan) : null;
    const nextExtension = next && wanted.extension ? fresh(wanted.extension.entry.name, wanted.extension.plan) : null;
    if (next === current && nextExtension === extension) return;
    current = next;
    extension = nextExtension;
    onShown();
  };
  const load = ({ entry, plan }) => {
    if (loaded.has(entry.name)) return;
    loadRecord(entry.name).then(
      (record) => {
        loaded.set(entry.name, { record, lab: recordedLab(record, plan) });
        settle(planFor(ctx.store.get()));
      },
      // Without its file (a build that left it out) the page simply waits for Run.
      () => {},
    );
  };
  const paint = (text) => {
    notice.hidden = !text;
    if (notice.textContent !== text) notice.textContent = text;
  };

  return {
    /** The page's settings changed: their record, loaded once, is drawn while nothing has run. */
    update(state) {
      const plan = planFor(state);
      wanted = find(plan);
      settle(plan);
      if (wanted) load(wanted);
      if (wanted?.extension) load(wanted.extension);
    },
    /** What the views draw: the record while the lab has nothing, else the lab. */
    shown: (lab) => (lab.status === 'idle' && current ? current.lab : lab),
    /** The recorded extension runs of the record `shown(lab)` draws, or null (none, or the lab has run). */
    extensionShown: (lab) => (lab.status === 'idle' && current && extension ? extension.lab : null),
    /** The notice: recorded results on screen, or a finished Run of a recorded setting compared. */
    show(lab) {
      let text = '';
      if (lab.status === 'idle' && current) text = t('train-recorded-notice');
      else if (lab.status === 'done') text = verdict(lab, paint);
      paint(text);
    },
    /**
     * Whether a finished lab gave its record bit for bit: the words, '' when it has no record or
     * while they are made (then `paintIt(words)` once they are).
     */
    verdict,
  };
}
