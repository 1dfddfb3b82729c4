// The class set for teachers (web/src/sections/practice/class-set.js, in the practice section): printed to
// PDF by Chromium at N = 3, A4 and Letter, and read back page by page with poppler's pdftotext
// (each sheet on its own page with its name and seed, then a key page per sheet whose answers
// match tests/shared/practice-reference.mjs's formulas for the givens the core states); the pages
// are also rendered to PNG (pdftoppm) beside the test's results, to be looked at. And the key as
// CSV: its header, one row per sheet and question, a formula-looking name written as text.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { loadCore } from '../../dist/pe-core.mjs';
import { expectedAnswer, SIMPLE_KINDS } from '../shared/practice-reference.mjs';
import { expect, test } from './fixtures.mjs';

const core = await loadCore();

const CLASS_SEED = 2024;
const STUDENTS = 3;
const COUNT = 4;
// The kinds as the form lists them (the core's order), which is the order practiceSet cycles through.
const KINDS = core
  .exerciseKinds()
  .map((entry) => entry.kind)
  .filter((kind) => SIMPLE_KINDS.includes(kind));
const NAMES = ['Ada Lovelace', '=SUM(A1:A9)'];

// The set as the spec says it is made: one seed per sheet from core.practiceSet on the class
// seed, the sheet's questions from core.practiceSet on the sheet's seed; answers from the formulas.
const sheetSeeds = core.practiceSet({ seed: CLASS_SEED, count: STUDENTS, exerciseKinds: [] }).map((e) => e.seed);
const sheets = sheetSeeds.map((seed) => core.practiceSet({ seed, count: COUNT, exerciseKinds: KINDS }));

async function openForm(page) {
  // window.print() would open the print dialogue: count the calls instead.
  await page.addInitScript(() => {
    window.print = () => {
      window.printCalls = (window.printCalls ?? 0) + 1;
    };
  });
  await page.goto('/?view=practice');
  await page.waitForSelector('html[data-ready="true"]');
  await page.getByText('For teachers: a class set with answer key').click();
  await page.getByLabel('Class seed').fill(String(CLASS_SEED));
  await page.getByLabel('Students (sheets)').fill(String(STUDENTS));
  await page.getByLabel('Questions per sheet').fill(String(COUNT));
  const boxes = page.locator('.class-set-kinds input[type="checkbox"]');
  for (let i = 0; i < (await boxes.count()); i += 1) {
    const box = boxes.nth(i);
    await box.setChecked(KINDS.includes(await box.getAttribute('value')));
  }
  await page.getByLabel('Names (optional, one per line)').fill(`${NAMES.join('\n')}\n\n`);
}

const pageText = (pdf, number) =>
  execFileSync('pdftotext', ['-layout', '-f', String(number), '-l', String(number), pdf, '-'], {
    encoding: 'utf8',
  });
const pageCount = (pdf) => Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [pdf], { encoding: 'utf8' }))[1]);

for (const format of ['A4', 'Letter']) {
  test(`a class set of ${STUDENTS} prints on ${format}: a page per sheet, then a key page per sheet`, async ({
    page,
  }, testInfo) => {
    await openForm(page);
    await page.getByRole('button', { name: 'Print class set' }).click();
    expect(await page.evaluate(() => window.printCalls)).toBe(1);
    const sheetTwoLink = await page.locator('.class-sheet .class-url').nth(1).textContent();
    const folder = testInfo.outputPath('pages');
    mkdirSync(folder, { recursive: true });
    const pdf = join(folder, `class-set-${format}.pdf`);
    writeFileSync(pdf, await page.pdf({ format }));
    execFileSync('pdftoppm', ['-r', '50', '-png', pdf, join(folder, format)]);
    // Printing over (Chromium fires afterprint after page.pdf too): the printout is gone again.
    await expect(page.locator('.class-set-printout')).toHaveCount(0);
    await expect(page.locator('html')).not.toHaveClass(/is-printing-class-set/);

    // A sheet of 4 questions with room to work fits one page, and so does its key: 3 + 3 pages.
    expect(pageCount(pdf)).toBe(2 * STUDENTS);
    for (let sheet = 0; sheet < STUDENTS; sheet += 1) {
      const text = pageText(pdf, sheet + 1);
      expect(text).toContain(`sheet ${sheet + 1} of ${STUDENTS}`);
      expect(text).toContain(`Sheet seed ${sheetSeeds[sheet]}`);
      // The given name, or a blank line to write one on.
      expect(text).toMatch(NAMES[sheet] ? new RegExp(`Name: ${escapeRegExp(NAMES[sheet])}\\n`) : /Name:\s*\n/);
      expect(text).toContain(`seed=${sheetSeeds[sheet]}`); // the link that opens the same questions
      expect(text.match(/Answer:/g)).toHaveLength(COUNT); // an answer line per question, no answers
      // No other sheet's seed, and no page chrome, on this page.
      for (const other of sheetSeeds.filter((_, i) => i !== sheet)) expect(text).not.toContain(`seed ${other}`);
      expect(text).not.toContain('Positional Encoding Explorer');
    }
    for (let sheet = 0; sheet < STUDENTS; sheet += 1) {
      const text = pageText(pdf, STUDENTS + sheet + 1);
      expect(text).toContain(`Answer key: sheet ${sheet + 1}`);
      expect(text).toContain(`Sheet seed ${sheetSeeds[sheet]}`);
      const printed = [...text.matchAll(/Answer: (-?[\d.,]*\d)/g)].map((m) => Number(m[1].replaceAll(',', '')));
      // Each answer says how it is marked, in one pair of brackets at most ("62, exactly (a whole
      // number)", not "62 (exactly (a whole number))").
      expect(text.match(/^\s*Answer: \S+, (to within|to \d+ significant|exactly)/gm)).toHaveLength(COUNT);
      expect(text).not.toContain('))');
      const expected = sheets[sheet].map(expectedAnswer);
      expect(printed).toHaveLength(COUNT);
      // Printed to 6 decimals (or 6 significant figures below 0.01): within half a last digit.
      printed.forEach((value, i) => {
        const unit = Math.abs(expected[i]) < 1e-2 ? 10 ** (Math.floor(Math.log10(Math.abs(expected[i]))) - 5) : 1e-6;
        expect(Math.abs(value - expected[i]), `sheet ${sheet + 1}, question ${i + 1}`).toBeLessThanOrEqual(
          (unit / 2) * (1 + 1e-9),
        );
      });
    }

    if (format !== 'A4') return;
    // Sheet 2's printed link opens the same questions in the practice section (kinds and givens).
    await page.goto(sheetTwoLink);
    const questions = page.locator('.practice-question');
    await expect(questions).toHaveCount(COUNT);
    for (const [i, exercise] of sheets[1].entries()) {
      await expect(questions.nth(i)).toHaveAttribute('data-kind', exercise.kind);
      expect(JSON.parse(await questions.nth(i).getAttribute('data-givens'))).toEqual(
        Object.fromEntries(exercise.givens.map(({ name, value }) => [name, value])),
      );
    }
  });
}

function escapeRegExp(text) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

test('the answer key as CSV: a row per sheet and question, answers in full, a formula-looking name as text', async ({
  page,
}) => {
  await openForm(page);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Save the answer key as CSV' }).click(),
  ]);
  const text = readFileSync(await download.path(), 'utf8').replace(/^\ufeff/, '');
  const lines = text.split('\r\n').filter(Boolean);
  expect(lines[0]).toBe('sheet,name,seed,question,kind,question text,answer,tolerance');
  expect(lines).toHaveLength(1 + STUDENTS * COUNT);
  // Sheet 2's name starts with '=': quoted, with a leading apostrophe, so no spreadsheet runs it.
  expect(lines[1 + COUNT].startsWith(`2,"'=SUM(A1:A9)",${sheetSeeds[1]},1,${sheets[1][0].kind},`)).toBe(true);
  expect(lines[1].startsWith(`1,Ada Lovelace,${sheetSeeds[0]},1,`)).toBe(true);
  expect(lines[1 + 2 * COUNT].startsWith(`3,,${sheetSeeds[2]},1,`)).toBe(true);
  // The answer column: every value in full, as the reference computes it (to float64 rounding).
  for (let sheet = 0; sheet < STUDENTS; sheet += 1)
    for (let q = 0; q < COUNT; q += 1) {
      const cells = lines[1 + sheet * COUNT + q].match(/("(?:[^"]|"")*"|[^,]*)(,|$)/g).map((c) => c.replace(/,$/, ''));
      const answer = Number(cells[6]);
      const expected = expectedAnswer(sheets[sheet][q]);
      expect(Math.abs(answer - expected)).toBeLessThanOrEqual(1e-12 * Math.max(1, Math.abs(expected)));
    }
});
