// How long Run will take on this machine, said before it starts: a short calibration on the
// page's core (a trainer of the plan's first run, about CALIBRATION_MS of steps in tasks of a
// few steps each, a few test questions at the longest length), scaled to the plan's steps, runs
// and workers. The words are an estimate and say so; the numbers the lab shows come from the
// runs. `npm run bench` prints the estimate beside the time Run took (tests/bench/bench-lab.mjs).
//
// Why this many steps: the first steps of a new trainer run slower (V8 tiers the WASM code up,
// the model's buffers are first touched), and three timed steps gave estimates 1.5 to 3.6 times
// too high; the median of chunks over about 0.3 s is the rate the runs keep.
//
// Rule: the calibration never blocks the page for more than a few steps at a time, and a newer
// plan cancels an older calibration (its trainer is freed either way).

import { intArg } from '../../kit/format.js';
import { t } from '../../kit/i18n.js';
import { EVAL_EXAMPLES } from './runs.js';

/** Stepping timed per calibration (ms, after two untimed steps that size the model's buffers). */
const CALIBRATION_MS = 300;
/** The longest task the calibration gives the page's thread (ms): a chunk's steps fit in it. */
const CHUNK_MS = 20;
/** At most this many chunks, however fast the steps. */
const MOST_CHUNKS = 40;

/** Test questions timed at the longest length. */
export const CALIBRATION_QUESTIONS = 4;
/** Wait this long after the last change of the settings before calibrating (ms). */
const SETTLE_MS = 400;

/**
 * The whole plan's time from per-step and per-question times: every run trains `steps` steps
 * and is tested on EVAL_EXAMPLES questions at each length 1..evalLength, a question of length n
 * costing about n / evalLength of one at the longest (its tokens; attention's n^2 is small at
 * these lengths); runs spread over `workers` threads (0: the page's own, one at a time).
 * @returns {number} ms
 */
// Each worker keeps one thread's rate: `npm run bench` measured two workers on a 2-core machine
// at 188 steps/s each beside 183 steps/s for the core alone on one thread, so lanes are not slowed.
export function planMs(plan, { msPerStep, msPerLongestQuestion }, workers) {
  const E = plan.evalLength;
  const perRunTest = EVAL_EXAMPLES * msPerLongestQuestion * ((E + 1) / 2);
  const lanes = Math.max(1, Math.min(workers, plan.runs.length));
  // A run may train its own number of steps (the extension runs: 0 or the fine-tune's).
  const costs = plan.runs.map((run) => (run.steps ?? plan.steps) * msPerStep + perRunTest);
  if (costs.every((cost) => cost === costs[0])) return Math.ceil(plan.runs.length / lanes) * costs[0];
  return costs.reduce((sum, cost) => sum + cost, 0) / lanes;
}

/** The median of `values` (not empty). */
function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** "about 2 minutes", "about 40 seconds", "about 1 hour 5 minutes": one sentence's worth. */
export function durationWords(ms) {
  const seconds = Math.max(1, Math.round(ms / 1000));
  if (seconds < 90) return t('train-about-seconds', { count: seconds, seconds: intArg(seconds) });
  const minutes = Math.round(seconds / 60);
  if (minutes < 90) return t('train-about-minutes', { count: minutes, minutes: intArg(minutes) });
  const hours = Math.floor(minutes / 60);
  const rest = minutes - 60 * hours;
  return t('train-about-hours', { hours, minutes: rest });
}

/** The sentence the page shows for an estimate. */
export function estimateWords(ms, workers, steps) {
  const args = {
    duration: durationWords(ms),
    threads: workers,
    steps,
    questions: CALIBRATION_QUESTIONS,
  };
  return workers > 0 ? t('train-estimate-workers', args) : t('train-estimate-page', args);
}

/**
 * @param {{ core: object, timeout: (fn: () => void, ms: number) => void, onEstimate: (words: string, ms?: number) => void }} options
 *   timeout: the section's (cleared with it); onEstimate gets the estimate's milliseconds with
 *   its words (none while timing or after a failure).
 * @returns {{ measure(plan, workers: number): void, cancel(): void }}
 */
export function createEstimate({ core, timeout, onEstimate }) {
  let generation = 0;
  const task = () => new Promise((resolve) => timeout(resolve, 0));

  async function calibrate(plan, workers, mine) {
    // A run that trains (the extension plan begins with runs of 0 steps).
    const run = plan.runs.find((entry) => (entry.steps ?? plan.steps) > 0) ?? plan.runs[0];
    if (!run) return;
    const trainer = core.createTrainer(run.config);
    try {
      trainer.step(2);
      // Chunks of steps, each a task of at most about CHUNK_MS, until CALIBRATION_MS of stepping.
      const rates = [];
      let chunk = 1;
      let timed = 0;
      let steps = 0;
      while (timed < CALIBRATION_MS && rates.length < MOST_CHUNKS) {
        await task();
        if (mine !== generation) return;
        const start = performance.now();
        trainer.step(chunk);
        const ms = performance.now() - start;
        rates.push(ms / chunk);
        timed += ms;
        steps += chunk;
        chunk = Math.max(1, Math.floor(CHUNK_MS / Math.max(ms / chunk, 1e-3)));
      }
      await task();
      if (mine !== generation) return;
      const start = performance.now();
      trainer.evaluate({ length: plan.evalLength, examples: CALIBRATION_QUESTIONS });
      const questionMs = (performance.now() - start) / CALIBRATION_QUESTIONS;
      // The later half of the chunks: the engine moves the hot code to its optimising tier while
      // the first ones run (npm run bench: the median of all chunks read 1.44 times too high).
      const settled = rates.slice(Math.floor(rates.length / 2));
      const ms = planMs(plan, { msPerStep: median(settled), msPerLongestQuestion: questionMs }, workers);
      onEstimate(estimateWords(ms, workers, steps), ms);
    } finally {
      trainer.free();
    }
  }

  return {
    measure(plan, workers) {
      generation += 1;
      const mine = generation;
      onEstimate(t('train-estimate-timing'));
      timeout(() => {
        if (mine !== generation) return;
        calibrate(plan, workers, mine).catch((error) => {
          if (mine === generation) onEstimate(t('train-estimate-failed', { reason: error.message }));
        });
      }, SETTLE_MS);
    },
    cancel() {
      generation += 1;
    },
  };
}
