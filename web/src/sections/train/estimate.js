// How long Run will take on this machine, said before it starts: a short calibration on the
// page's core (a trainer of the plan's first run, a few steps, a few test questions at the
// longest length, each timed in a task of its own), scaled to the plan's steps, runs and
// workers. The words are an estimate and say so; the numbers the lab shows come from the runs.
//
// Rule: the calibration never blocks the page for more than a few steps at a time, and a newer
// plan cancels an older calibration (its trainer is freed either way).

import { intArg } from '../../kit/format.js';
import { t } from '../../kit/i18n.js';
import { EVAL_EXAMPLES } from './runs.js';

/** Steps timed per calibration (after one untimed step that sizes the model's buffers). */
export const CALIBRATION_STEPS = 3;
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
export function planMs(plan, { msPerStep, msPerLongestQuestion }, workers) {
  const E = plan.evalLength;
  const perRunTest = EVAL_EXAMPLES * msPerLongestQuestion * ((E + 1) / 2);
  const perRun = plan.steps * msPerStep + perRunTest;
  const lanes = Math.max(1, Math.min(workers, plan.runs.length));
  return Math.ceil(plan.runs.length / lanes) * perRun;
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
export function estimateWords(ms, workers) {
  const args = {
    duration: durationWords(ms),
    threads: workers,
    steps: CALIBRATION_STEPS,
    questions: CALIBRATION_QUESTIONS,
  };
  return workers > 0 ? t('train-estimate-workers', args) : t('train-estimate-page', args);
}

/**
 * @param {{ core: object, timeout: (fn: () => void, ms: number) => void, onEstimate: (words: string) => void }} options
 *   timeout: the section's (cleared with it).
 * @returns {{ measure(plan, workers: number): void, cancel(): void }}
 */
export function createEstimate({ core, timeout, onEstimate }) {
  let generation = 0;
  const task = () => new Promise((resolve) => timeout(resolve, 0));

  async function calibrate(plan, workers, mine) {
    const run = plan.runs[0];
    if (!run) return;
    const trainer = core.createTrainer(run.config);
    try {
      trainer.step(1);
      let stepMs = 0;
      for (let k = 0; k < CALIBRATION_STEPS; k += 1) {
        await task();
        if (mine !== generation) return;
        const start = performance.now();
        trainer.step(1);
        stepMs += performance.now() - start;
      }
      await task();
      if (mine !== generation) return;
      const start = performance.now();
      trainer.evaluate({ length: plan.evalLength, examples: CALIBRATION_QUESTIONS });
      const questionMs = (performance.now() - start) / CALIBRATION_QUESTIONS;
      const ms = planMs(plan, { msPerStep: stepMs / CALIBRATION_STEPS, msPerLongestQuestion: questionMs }, workers);
      onEstimate(estimateWords(ms, workers));
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
