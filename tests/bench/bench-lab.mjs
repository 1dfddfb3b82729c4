// The training lab in the real page (issue 20): wall time of the default comparison (six
// schemes, three seeds, 3,000 steps each) from Run to Done on Web Workers, and the longest task
// on the page's main thread meanwhile (PerformanceObserver 'longtask': tasks over 50 ms); then
// the same longest task where no worker can start (standalone.html from file://, on the page's
// thread in slices), on a smaller plan. Used by scripts/bench.mjs; --smoke runs tiny plans.
import { pathToFileURL } from 'node:url';

const OBSERVE_LONG_TASKS = () => {
  window.peLongTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.peLongTasks.push(entry.duration);
  }).observe({ type: 'longtask', buffered: true });
};

async function timeRun(page, url) {
  await page.goto(url);
  await page.waitForSelector('html[data-ready="true"]');
  const plan = await page.locator('#train .train-plan').textContent();
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
  // The section's own measures (performance.measure in sections/train/train.js and views.js).
  const measures = await page.evaluate(() =>
    performance
      .getEntriesByType('measure')
      .filter((entry) => entry.name.startsWith('pe-train'))
      .map((entry) => [entry.name, entry.duration]),
  );
  const slowest = {};
  for (const [name, duration] of measures) slowest[name] = Math.max(slowest[name] ?? 0, duration);
  return { plan, status, seconds, longTasks: longTasks.length, longest: Math.max(0, ...longTasks), slowest };
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
    const workers = await timeRun(
      page,
      `${origin}/?view=train${smoke ? '&schemes=rope&seeds=1&steps=100&trainlen=2&width=16&blocks=1' : ''}`,
    );
    const main = await timeRun(
      page,
      `${pathToFileURL(standalone).href}?view=train&schemes=rope,learned&seeds=1&trainlen=4&steps=${smoke ? 100 : 500}`,
    );
    if (errors.length) throw new Error(`page errors: ${errors.join('; ')}`);
    return { workers, main, cores: await page.evaluate(() => navigator.hardwareConcurrency) };
  } finally {
    await context.close();
  }
}

const parts = (r) =>
  Object.entries(r.slowest).map(([name, ms]) => `    slowest ${name.replace('pe-train: ', '')}: ${ms.toFixed(0)} ms`);

export function formatLab({ workers, main, cores }, where) {
  const line = (r) =>
    `${r.seconds.toFixed(1)} s wall; ${r.longTasks} main-thread tasks over 50 ms, longest ${r.longest.toFixed(0)} ms`;
  return [
    `training lab in the page (${where}, navigator.hardwareConcurrency ${cores})`,
    `  ${workers.plan}`,
    `    ${workers.status}`,
    `    ${line(workers)}   target <= 90 s on 4 cores, no task over 50 ms: ${workers.longTasks === 0 ? 'no long task' : 'long tasks seen'}`,
    ...parts(workers),
    `  standalone.html (file://, no worker): ${main.plan}`,
    `    ${line(main)}`,
    ...parts(main),
  ].join('\n');
}
