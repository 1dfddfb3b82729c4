// Section "Train it yourself": a run end to end in a worker (the served page) and on the page's
// own thread (standalone.html from file://, where no worker can start), the URL state, the
// question box, pause/resume/reset, and refused values. The expected numbers come from the
// core's trainer called directly in this process (one call per run, no slices, no page): the
// code under test is the lab, the worker and the page between them.
import { readFileSync } from 'node:fs';
import { pathToFileURL, fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { loadCore } from '../../dist/pe-core.mjs';
import { expect, test } from './fixtures.mjs';

const QUERY = 'view=train&task=reverse&schemes=learned,rope&trainlen=2&width=16&blocks=1&seeds=1&firstseed=4&steps=150';
const SCHEMES = { learned: 'learned', rope: 'RoPE' };
const standalone = pathToFileURL(fileURLToPath(new URL('../../dist/standalone.html', import.meta.url))).href;

/** What the page must show, from the core directly: per scheme, exact % by length and two predictions. */
async function expected() {
  const core = await loadCore();
  const out = {};
  for (const scheme of Object.keys(SCHEMES)) {
    const trainer = core.createTrainer({
      task: 'reverse',
      positionScheme: scheme,
      trainLength: 2,
      dModel: 16,
      heads: 4,
      blocks: 1,
      mlpWidth: 64,
      seed: 4,
    });
    trainer.step(150);
    const { exactAccuracy } = trainer.evaluate({ examples: 100 });
    out[scheme] = {
      exact: [...exactAccuracy].map((share) => `${Math.round(share * 100)}%`),
      pi: [...trainer.predict([3, 1]).predicted].join(' '),
      long: [...trainer.predict([3, 1, 4, 1]).predicted].join(' '),
    };
    trainer.free();
  }
  return out;
}

async function runAndCheck(page, want, where) {
  const section = page.locator('#train');
  await expect(section.locator('.train-status')).toHaveText('Nothing has been trained yet: press Run.');
  // Keyboard: the Run button is a real button.
  await section.getByRole('button', { name: 'Run', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(section.locator('.train-status')).toContainText('Done: 2 runs trained', { timeout: 60000 });
  await expect(section.locator('.train-status')).toContainText(where);
  // Accuracy by length: the data table under the chart, one row per length 1..4.
  const rows = section.locator('.train-accuracy .chart-data tbody tr');
  await expect(rows).toHaveCount(4);
  for (let length = 1; length <= 4; length += 1) {
    await expect(rows.nth(length - 1).locator('th')).toHaveText(length > 2 ? `${length} (never trained)` : `${length}`);
    await expect(rows.nth(length - 1).locator('td')).toHaveText([
      want.learned.exact[length - 1],
      want.rope.exact[length - 1],
    ]);
  }
  // The sentences name the run's own numbers.
  // Each scheme's exact accuracy at L (length 2) first, from the core's own evaluation above.
  await expect(section.locator('.train-sentences li').nth(0)).toContainText(
    new RegExp(`^learned at length 2: ${want.learned.exact[1]} exactly right \\(seed \\d+\\)`),
  );
  await expect(section.locator('.train-sentences li').nth(1)).toContainText(
    new RegExp(`^RoPE at length 2: ${want.rope.exact[1]} exactly right \\(seed \\d+\\)`),
  );
  await expect(section.locator('.train-sentences li').last()).toHaveText(/^Each scheme ran with one seed\./);
  await expect(section.locator('.train-conclusions li').first()).toHaveText(
    /^This is one small experiment: a one-block decoder of width d\s=\s16 trained 150 steps on reverse, .* with one seed per scheme\./,
  );
  // A scheme keeps its colour whichever are ticked: learned is the third scheme (index 2) even
  // when none and sinusoidal are not run; the trained-length line's legend mark is dashed.
  const legend = await section
    .locator('.train-accuracy canvas')
    .first()
    .evaluate((canvas) => {
      const chart = canvas.labChart;
      const items = chart.legend.legendItems;
      const line = chart.data.datasets.find((dataset) => dataset.trainedLine);
      const mark = line.pointStyle;
      const pixels = mark.getContext('2d').getImageData(0, mark.height / 2, mark.width, 1).data;
      const drawn = [];
      for (let x = 0; x < mark.width; x += 1) drawn.push(pixels[4 * x + 3] > 0);
      return {
        learned: chart.data.datasets.find((dataset) => dataset.label === 'learned').borderColor,
        rope: chart.data.datasets.find((dataset) => dataset.label === 'RoPE').borderColor,
        lineInLegend: items.some((item) => item.text.startsWith('longest trained length') && item.pointStyle === mark),
        gaps: drawn.filter((on, x) => x > 0 && on !== drawn[x - 1]).length,
      };
    });
  expect(legend.lineInLegend).toBe(true);
  expect(legend.gaps).toBeGreaterThanOrEqual(4); // dash, gap, dash, gap... across the mark
  expect(legend.learned).toBe('#009E73'); // the third colour (charts.js), in light and dark alike
  expect(['#CC79A7', '#B3588A']).toContain(legend.rope); // RoPE: the fourth (dark, light)
  // One question, every scheme: π's first L digits, the model's greedy answer.
  const predictions = section.locator('.train-predictions tbody tr');
  await expect(predictions).toHaveCount(2);
  await expect(predictions.nth(0).locator('td')).toHaveText([
    '3 1',
    '1 3',
    want.learned.pi,
    want.learned.pi === '1 3' ? '✓ right' : /^✗ wrong/,
  ]);
  await expect(predictions.nth(1).locator('td').nth(2)).toHaveText(want.rope.pi);
  await expect(section.locator('.train-attention-map')).toHaveCount(2);
  // The learned table: 2 x evalLength = 8 rows, 0-3 trained (questions of up to 2 digits), 4-7 not.
  await expect(section.locator('.train-map-learnedTrained > figcaption')).toHaveText(
    'learned table, rows 0–3 (trained)',
  );
  await expect(section.locator('.train-map-learnedUntrained > figcaption')).toHaveText(
    'learned table, rows 4–7 (never trained)',
  );
  // A longer question (never trained), then two that are refused.
  const box = section.getByLabel('question (digits)');
  await box.fill('3 1 4 1');
  await box.press('Enter');
  await expect(predictions.nth(0).locator('td').nth(1)).toHaveText('1 4 1 3');
  await expect(predictions.nth(0).locator('td').nth(2)).toHaveText(want.learned.long);
  await expect(predictions.nth(1).locator('td').nth(2)).toHaveText(want.rope.long);
  await box.fill('31415');
  await box.press('Enter');
  await expect(section.locator('.train-question .control-error').first()).toContainText(
    'question must be 1 to 4 digits (0-9, spaces allowed); got "\u206831415\u2069"',
  );
  await box.fill('12a');
  await box.press('Enter');
  await expect(section.locator('.train-question .control-error').first()).toContainText(
    'question must be 1 to 4 digits (0-9, spaces allowed); got "\u206812a\u2069"',
  );
  await expect(predictions.nth(0).locator('td').nth(1)).toHaveText('1 4 1 3'); // the last good one stays
}

test('a run in workers shows the core’s numbers, and the URL holds the run', async ({ page }) => {
  const want = await expected();
  await page.goto(`./?${QUERY}`);
  await expect(page.locator('html')).toHaveAttribute('data-ready', 'true');
  await runAndCheck(page, want, 'worker thread');
  await expect(page.locator('#train .train-ext-note')).toContainText(
    /^\d+ runs on this machine should take .* on \d worker threads?,/,
  );
  // The results (charts, tables, maps, the question box) pass axe's WCAG 2.1 AA rules, every
  // data table open.
  await page.locator('#train details').evaluateAll((all) => {
    for (const details of all) details.open = true;
  });
  const axe = await new AxeBuilder({ page })
    .include('#train')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .options({ resultTypes: ['violations'] })
    .analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3)}`)).toEqual([]);
  // Take a run home: the script of the chosen run carries that run's settings, as the trainer
  // above was made (tests/js/pytorch-script.test.mjs checks what the script computes).
  const runs = page.locator('#train').getByLabel('Run to export');
  await expect(runs.locator('option')).toHaveText(['learned, seed 4', 'RoPE, seed 4']);
  await runs.selectOption({ label: 'RoPE, seed 4' });
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.locator('#train').getByRole('button', { name: 'Download the script (.py)' }).click(),
  ]);
  expect(file.suggestedFilename()).toBe('pe-run-rope-seed-4.py');
  const script = await new Promise((resolve, reject) => {
    file.createReadStream().then((stream) => {
      const chunks = [];
      stream.on('data', (chunk) => chunks.push(chunk));
      stream.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
      stream.on('error', reject);
    }, reject);
  });
  const config = JSON.parse(/^CONFIG = (.*)$/m.exec(script)[1]);
  expect(config).toMatchObject({
    task: 'reverse',
    positionScheme: 'rope',
    trainLength: 2,
    dModel: 16,
    heads: 4,
    blocks: 1,
    mlpWidth: 64,
    seed: 4,
    evalLength: 4,
  });
  expect(script).toMatch(/^STEPS = 150$/m);
  // Changing a setting keeps the results and says they are for the old one.
  await page.locator('#train').getByLabel('sort').check();
  await expect(page).toHaveURL(/task=sort/);
  await expect(page.locator('#train .train-stale')).toContainText('task reverse');
  await expect(page.locator('#train .train-stale')).toContainText('press Run again');
});

test('standalone.html from file:// trains on the page’s thread to the same numbers', async ({ page }) => {
  const want = await expected();
  await page.goto(`${standalone}?${QUERY}`);
  await page.waitForSelector('html[data-ready="true"]');
  await runAndCheck(page, want, 'page’s own thread');
  // No worker can start here: the extension's estimate says where its runs will train too.
  await expect(page.locator('#train .train-ext-note')).toContainText(
    /^\d+ runs on this machine should take .* on the page’s own thread/,
  );
});

test('<pe-explorer view="train"> trains in a worker beside pe-explorer.js', async ({ page }) => {
  await page.goto('./examples/component.html');
  const host = page.locator('#first');
  await expect(host).toHaveAttribute('data-ready', 'true');
  await host.evaluate((element) => {
    for (const [name, value] of Object.entries({ schemes: 'alibi', seeds: '1', steps: '100', 'lab-train-length': '1' }))
      element.setAttribute(name, value);
    element.setAttribute('view', 'train');
  });
  await expect(host.locator('.train-plan')).toHaveText(
    'Pressing Run trains: 1 run: 1 scheme × 1 seed (seed 0), 100 steps each, task reverse, trained on 1-digit questions, d = 32, 2 blocks, token vectors × √d.',
  );
  await host.locator('.train-run').click();
  await expect(host.locator('.train-status')).toHaveText(
    'Done: 1 run trained on 1 worker thread and tested at lengths 1 to 2.',
    { timeout: 60000 },
  );
  await expect(host.locator('.train-sentences li').first()).toHaveText(
    /^ALiBi at length 1: \d+% exactly right \(seed 0\)/,
  );
});

test('pause, resume and reset; refused values name the setting and its range', async ({ page }) => {
  await page.goto('./?view=train&trainlen=40&schemes=rope,wave&steps=10000');
  await expect(page.locator('html')).toHaveAttribute('data-ready', 'true');
  const notice = page.locator('#page-notice');
  await expect(notice).toContainText(
    'L (longest trained question) must be a whole number from 1 to 16; got \u2068"40"\u2069',
  );
  await expect(notice).toContainText('schemes (position schemes trained) must be empty (all) or scheme ids');
  const section = page.locator('#train');
  await expect(section.locator('.train-plan')).toHaveText(
    /^Pressing Run trains: 18 runs: 6 schemes × 3 seeds \(seeds 0–2\), 10,000 steps each/,
  );
  // Before Run: how long it should take here, from a short calibration.
  await expect(section.locator('.train-estimate')).toHaveText(
    /^On this machine Run should take about \d+ (seconds?|minutes?|hours?)/,
    { timeout: 30000 },
  );
  await section.getByRole('button', { name: 'Run', exact: true }).click();
  await expect(section.locator('.train-status')).toContainText(/^Training on \d+ worker threads?: \d/);
  await section.getByRole('button', { name: 'Pause' }).click();
  await expect(section.locator('.train-status')).toHaveText(/^Paused\. Training/);
  // The language menu reloads the page: while runs train or wait paused, it first says what a
  // reload would stop, and switches on the same choice again (after Reset, at once).
  const menu = page.locator('#language-menu select');
  await menu.selectOption('es');
  await expect(page.locator('.language-menu-busy')).toHaveText(
    'A training run is in progress: switching to Español reloads the page and stops it. Choose Español again to switch anyway.',
  );
  await expect(menu).toHaveValue('en');
  expect(page.url()).not.toContain('lang=');
  await expect(section.getByRole('button', { name: 'Resume' })).toHaveAttribute('aria-pressed', 'true');
  await section.getByRole('button', { name: 'Resume' }).click();
  await expect(section.locator('.train-status')).toHaveText(/^Training/);
  await section.getByRole('button', { name: 'Reset' }).click();
  await expect(section.locator('.train-status')).toHaveText('Nothing has been trained yet: press Run.');
  await expect(section.getByRole('button', { name: 'Pause' })).toBeDisabled();
  await menu.selectOption('es');
  await expect(page).toHaveURL(/lang=es/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
});

test('a recorded setting shows its recorded results before Run, and Run gives them again bit for bit', async ({
  page,
}) => {
  // The quick record (scripts/record-runs.mjs wrote it); the page is opened at its settings.
  const record = JSON.parse(
    readFileSync(new URL('../../web/src/sections/train/recorded/quick.json', import.meta.url), 'utf8'),
  );
  const query = Object.entries(record.settings)
    .map(([key, value]) => `${key}=${value}`)
    .join('&');
  await page.goto(`./?view=train&${query}`);
  const section = page.locator('#train');
  const notice = section.locator('.train-recorded');
  await expect(notice).toHaveText(
    "These results are recorded: this page's core trained these runs beforehand, with exactly these settings. Run trains them again in this browser and gets the same numbers, bit for bit.",
  );
  await expect(section.locator('.train-status')).toHaveText(
    'Nothing has been trained in this browser yet: the results below are recorded. Press Run to train them here.',
  );
  // Both charts and the sentences at once, without Run: each seed's share at length 1 is the file's.
  const accuracy = section.locator('[data-slot="accuracy"]');
  await expect(section.locator('[data-slot="loss"] .train-loss')).toBeVisible();
  await expect(accuracy.locator('.train-accuracy')).toBeVisible();
  const first = accuracy.locator('.train-accuracy .chart-data tbody tr').first().locator('td');
  for (const [index, scheme] of record.plan.schemes.entries()) {
    const seeds = record.runs.filter((run) => run.scheme === scheme).map((run) => `${run.rightExamples[0]}%`);
    await expect(first.nth(index)).toContainText(`(seeds ${seeds.join(', ')})`);
  }
  await expect(accuracy.locator('.train-sentences li').first()).toContainText('at length 3');
  // The views that ask a trained model wait for Run.
  const ask = 'Recorded results keep no trained models: press Run to ask the trained models.';
  await expect(section.locator('[data-slot="examples"] .train-examples')).toBeHidden();
  await expect(section.locator('[data-slot="examples"] .train-empty')).toHaveText(ask);
  await expect(section.locator('[data-slot="table"] .train-table-note')).toHaveText(ask);

  await section.getByRole('button', { name: 'Run', exact: true }).click();
  await expect(section.locator('.train-status')).toContainText('Done: 4 runs trained', { timeout: 60000 });
  await expect(notice).toHaveText(
    'This run gave the recorded results bit for bit: every loss and every count of every run is the same.',
  );
  await expect(section.locator('[data-slot="examples"] .train-examples')).toBeVisible();
});

test('the defaults show their recorded extension runs at once, and drawn positions their record', async ({ page }) => {
  // No training: the default and drawn records and the defaults' extension record, as the files hold them.
  const read = (name) =>
    JSON.parse(readFileSync(new URL(`../../web/src/sections/train/recorded/${name}.json`, import.meta.url), 'utf8'));
  const firstRow = (box) => box.locator('.chart-data tbody tr').first().locator('td');
  const seedsOf = (record, scheme) =>
    record.runs.filter((run) => run.scheme === scheme).map((run) => `${run.rightExamples[0]}%`);
  await page.goto('./?view=train');
  const section = page.locator('#train');
  const notice = section.locator('.train-recorded');
  await expect(notice).toHaveText(/^These results are recorded:/);
  const part = section.locator('[data-slot="extension"]');
  await expect(part.locator('.train-ext-recorded')).toHaveText(
    "These extension runs are recorded too: this page's core ran them beforehand, from the recorded RoPE runs above. Run the comparison, then press “Extend the RoPE runs”: this browser runs them again and gets the same numbers, bit for bit.",
  );
  const extension = read('extended');
  const cells = firstRow(part.locator('.train-ext-accuracy'));
  await expect(cells).toHaveCount(extension.plan.schemes.length); // the length is the row's header
  for (const [index, scheme] of extension.plan.schemes.entries())
    await expect(cells.nth(index)).toContainText(`(seeds ${seedsOf(extension, scheme).join(', ')})`);
  await expect(part.locator('.train-sentences-ext li').first()).toBeVisible();
  await expect(part.getByRole('button', { name: 'Extend the RoPE runs' })).toBeDisabled();

  // Randomised positions: their own record at once, and no extension record (none is recorded).
  await section.getByLabel('also drawn at random').check();
  await expect(part.locator('.train-ext-recorded')).toBeHidden();
  await expect(notice).toHaveText(/^These results are recorded:/);
  const drawn = read('drawn');
  const accuracy = firstRow(section.locator('[data-slot="accuracy"] .train-accuracy'));
  await expect(accuracy).toHaveCount(drawn.plan.schemes.length);
  for (const [index, scheme] of drawn.plan.schemes.entries())
    await expect(accuracy.nth(index)).toContainText(`(seeds ${seedsOf(drawn, scheme).join(', ')})`);
});
