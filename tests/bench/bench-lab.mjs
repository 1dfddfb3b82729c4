// The training lab in the real page (issue 20): wall time of the default comparison (six
// schemes, three seeds, 3,000 steps each) from Run to Done on Web Workers, and the longest task
// on the page's main thread meanwhile (PerformanceObserver 'longtask': tasks over 50 ms); then
// the same longest task where no worker can start (standalone.html from file://, on the page's
// thread in slices), on a smaller plan. Used by scripts/bench.mjs; --smoke runs tiny plans.
import { pathToFileURL } from 'node:url';

import { SETTINGS } from '../../web/src/sections/train/section.js';

const OBSERVE_LONG_TASKS = () => {
  window.peLongTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.peLongTasks.push(entry.duration);
  }).observe({ type: 'longtask', buffered: true });
};

// The core's steps per second on one thread alone, for the lab's default model: the page's core,
// in the page, before Run and again after it (the baseline a reader scales the lab's time by; a
// machine whose speed moves during the run shows it as two rates apart).
const ONE_THREAD_STEPS = 600;
async function oneThreadRate(page, steps) {
  const fallback = (key) => SETTINGS[key].fallback;
  const dModel = Number(fallback('width'));
  // The lab's default model (sections/train/section.js; heads as runs.js plans them).
  const config = {
    task: fallback('task'),
    positionScheme: 'sinusoidal',
    trainLength: fallback('trainlen'),
    dModel,
    heads: 4,
    blocks: fallback('blocks'),
    mlpWidth: 4 * dModel,
  };
  return page.evaluate(
    async ({ steps, config }) => {
      const { loadCore } = await import('/pe-core.mjs');
      const trainer = (await loadCore()).createTrainer(config);
      try {
        trainer.step(20); // warm-up: tier-up and first touch
        const start = performance.now();
        trainer.step(steps);
        return steps / ((performance.now() - start) / 1000);
      } finally {
        trainer.free();
      }
    },
    { steps, config },
  );
}

async function timeRun(page, url, { extension = false } = {}) {
  await page.goto(url);
  await page.waitForSelector('html[data-ready="true"]');
  const plan = await page.locator('#train .train-plan').textContent();
  // The page's estimate, said before Run, to set beside the time Run takes.
  const estimate = page.locator('#train .train-estimate[data-ms]');
  await estimate.waitFor({ timeout: 120_000 });
  const estimateMs = Number(await estimate.getAttribute('data-ms'));
  await page.evaluate(() => {
    window.peLongTasks.length = 0; // loading the page is not the lab's
  });
  const started = Date.now();
  await page.locator('#train .train-run').click();
  await page.locator('#train .train-status', { hasText: /^Done|stopped/ }).waitFor({ timeout: 0 });
  const seconds = (Date.now() - started) / 1000;
  const status = await page.locator('#train .train-status').textContent();
  if (!status.startsWith('Done')) throw new Error(`the lab did not finish: ${status}`);
  const longTasks = await page.evaluate(() => window.peLongTasks.slice());
  const extended = extension ? await timeExtension(page) : null;
  // The section's own measures (performance.measure in sections/train/train.js and views.js).
  const measures = await page.evaluate(() =>
    performance
      .getEntriesByType('measure')
      .filter((entry) => entry.name.startsWith('pe-train'))
      .map((entry) => [entry.name, entry.duration]),
  );
  const slowest = {};
  for (const [name, duration] of measures) slowest[name] = Math.max(slowest[name] ?? 0, duration);
  return {
    plan,
    status,
    extended,
    seconds,
    estimateSeconds: estimateMs / 1000,
    longTasks: longTasks.length,
    longest: Math.max(0, ...longTasks),
    slowest,
  };
}

/**
 * The extension of the finished comparison's RoPE runs (extend.js): its estimate, said before its
 * button is pressed, beside the time from the press to "Done", and its long tasks.
 */
async function timeExtension(page) {
  const note = page.locator('#train .train-ext-note[data-ms]');
  await note.waitFor({ timeout: 120_000 });
  const estimateMs = Number(await note.getAttribute('data-ms'));
  await page.evaluate(() => {
    window.peLongTasks.length = 0;
  });
  const started = Date.now();
  await page.locator('#train .train-ext-run').click();
  await page.locator('#train .train-ext-status', { hasText: /^Done/ }).waitFor({ timeout: 0 });
  const seconds = (Date.now() - started) / 1000;
  const longTasks = await page.evaluate(() => window.peLongTasks.slice());
  return {
    status: await page.locator('#train .train-ext-status').textContent(),
    seconds,
    estimateSeconds: estimateMs / 1000,
    longTasks: longTasks.length,
    longest: Math.max(0, ...longTasks),
  };
}

/**
 * @param {import('@playwright/test').Browser} browser
 * @param {string} origin  the served dist/
 * @param {{ smoke: boolean, standalone: string }} options  standalone: path of dist/standalone.html
 */
export async function labBenchmark(browser, origin, { smoke, standalone }) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });
  await context.addInitScript(OBSERVE_LONG_TASKS);
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  try {
    await page.goto(`${origin}/?view=steps`);
    await page.waitForSelector('html[data-ready="true"]');
    const before = await oneThreadRate(page, smoke ? 20 : ONE_THREAD_STEPS);
    // The smoke run's RoPE run is too short to fit L, so its extension cannot run.
    const workers = await timeRun(
      page,
      `${origin}/?view=train${smoke ? '&schemes=rope&seeds=1&steps=100&trainlen=2&width=16&blocks=1' : ''}`,
      { extension: !smoke },
    );
    const main = await timeRun(
      page,
      `${pathToFileURL(standalone).href}?view=train&schemes=rope,learned&seeds=1&trainlen=4&steps=${smoke ? 100 : 500}`,
    );
    await page.goto(`${origin}/?view=steps`);
    await page.waitForSelector('html[data-ready="true"]');
    const after = await oneThreadRate(page, smoke ? 20 : ONE_THREAD_STEPS);
    if (errors.length) throw new Error(`page errors: ${errors.join('; ')}`);
    return { workers, main, rates: [before, after], cores: await page.evaluate(() => navigator.hardwareConcurrency) };
  } finally {
    await context.close();
  }
}

const parts = (r) =>
  Object.entries(r.slowest).map(([name, ms]) => `    slowest ${name.replace('pe-train: ', '')}: ${ms.toFixed(0)} ms`);

export function formatLab({ workers, main, rates, cores }, where) {
  const line = (r) =>
    `${r.seconds.toFixed(1)} s wall; ${r.longTasks} main-thread tasks over 50 ms, longest ${r.longest.toFixed(0)} ms`;
  const estimate = (r, before = 'before Run') =>
    `estimated ${before} ${r.estimateSeconds.toFixed(1)} s: ${(r.estimateSeconds / r.seconds).toFixed(2)}x the time it took (target 0.75x to 1.25x)`;
  const rate = (rates[0] + rates[1]) / 2;
  const extended = workers.extended;
  return [
    `training lab in the page (${where}, navigator.hardwareConcurrency ${cores})`,
    `  the core alone on one thread, the lab's default model: ${rates[0].toFixed(0)} steps/s before the runs, ${rates[1].toFixed(0)} after`,
    `  ${workers.plan}`,
    `    ${workers.status}`,
    `    ${line(workers)}   target <= 90 s on an idle 2-core machine, no task over 50 ms: ${workers.longTasks === 0 ? 'no long task' : 'long tasks seen'}`,
    `    wall time x the one-thread rate: ${Math.round(workers.seconds * rate).toLocaleString('en')} one-thread steps' worth (at 400 steps/s: ${((workers.seconds * rate) / 400).toFixed(1)} s)`,
    `    ${estimate(workers)}`,
    ...parts(workers),
    ...(extended
      ? [
          `  then its extension (the button under "Longer contexts for the trained RoPE model"): ${extended.status}`,
          `    ${line(extended)}`,
          `    ${estimate(extended, 'before the press')}`,
        ]
      : []),
    `  standalone.html (file://, no worker): ${main.plan}`,
    `    ${line(main)}`,
    `    ${estimate(main)}`,
    ...parts(main),
  ].join('\n');
}
