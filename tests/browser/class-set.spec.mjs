// The class set for teachers (web/src/sections/practice/class-set.js, in the practice section): printed to
// PDF by Chromium at N = 3, A4 and Letter, and read back page by page with poppler's pdftotext
// (each sheet from a new page with its name and seed, then each sheet's key from a new page, its
// answers matching tests/shared/practice-reference.mjs's formulas for the givens the core
// states); with PE_CLASS_SET_PNG=1 the pages are also rendered to PNG (pdftoppm) beside the test's
// results, to be looked at. The layout at 15 and 50 questions on A4 and Letter: every word of the PDF's text layer
// inside the page's 15 mm margins, every question's number (10 and up too) printed whole, and
// a 40 mm box to work in. The key as CSV: its header, one row per sheet and question, a
// formula-looking name written as text. The form's limits on the page: 60 students of 50
// questions work, 61 students or 51 questions are refused with a message.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { loadCore } from '../../dist/pe-core.mjs';
import { expectedAnswer, SIMPLE_KINDS } from '../shared/practice-reference.mjs';
import { expect, test } from './fixtures.mjs';
import { foreignTextReport } from './page-checks.mjs';

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

/** The practice section with the class-set form open; window.print() counts its calls instead of opening the print dialogue. */
async function openClassSet(
  page,
  { query = '/?view=practice', summary = 'For teachers: a class set with answer key' } = {},
) {
  await page.addInitScript(() => {
    window.print = () => {
      window.printCalls = (window.printCalls ?? 0) + 1;
    };
  });
  await page.goto(query);
  await page.waitForSelector('html[data-ready="true"]');
  await page.getByText(summary).click();
}

/** Prints the class set: window.print() is called once, and the printout stays until Chromium prints. */
async function printClassSet(page) {
  await page.getByRole('button', { name: 'Print class set' }).click();
  expect(await page.evaluate(() => window.printCalls)).toBe(1);
}

/**
 * Chromium prints the page to a PDF of `format` (which fires afterprint: the printout goes), in
 * the test's output folder, named `name`; returns the PDF's path. With PE_CLASS_SET_PNG=1 its
 * pages are also rendered to PNG beside it (pdftoppm), to be looked at.
 */
async function savePdf(page, testInfo, name, format) {
  const folder = testInfo.outputPath('pages');
  mkdirSync(folder, { recursive: true });
  const pdf = join(folder, `${name}.pdf`);
  writeFileSync(pdf, await page.pdf({ format }));
  if (process.env.PE_CLASS_SET_PNG === '1') execFileSync('pdftoppm', ['-r', '60', '-png', pdf, join(folder, name)]);
  return pdf;
}

async function openForm(page) {
  await openClassSet(page);
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

/**
 * The printout's parts in order, each the text of its pages joined: a part starts on the page
 * whose text has its heading ("sheet 2 of 3", "Answer key: sheet 2").
 */
function partsOf(pdf) {
  const parts = [];
  for (let number = 1; number <= pageCount(pdf); number += 1) {
    const text = pageText(pdf, number);
    if (/Positional encoding practice: sheet \d+ of|Answer key: sheet \d+/.test(text)) parts.push({ text, pages: 1 });
    else {
      parts.at(-1).text += text;
      parts.at(-1).pages += 1;
    }
  }
  return parts;
}

for (const format of ['A4', 'Letter']) {
  test(`a class set of ${STUDENTS} prints on ${format}: a page per sheet, then a key page per sheet`, async ({
    page,
  }, testInfo) => {
    await openForm(page);
    await printClassSet(page);
    const sheetTwoLink = await page.locator('.class-sheet .class-url').nth(1).textContent();
    const pdf = await savePdf(page, testInfo, `class-set-${format}`, format);
    // Printing over (Chromium fires afterprint after page.pdf too): the printout is gone again.
    await expect(page.locator('.class-set-printout')).toHaveCount(0);
    await expect(page.locator('html')).not.toHaveClass(/is-printing-class-set/);

    // Each sheet from a new page, then each key from a new page: 3 + 3 parts, in order.
    const parts = partsOf(pdf);
    expect(parts).toHaveLength(2 * STUDENTS);
    for (let sheet = 0; sheet < STUDENTS; sheet += 1) {
      const { text } = parts[sheet];
      expect(text).toContain(`sheet ${sheet + 1} of ${STUDENTS}`);
      expect(text).toContain(`Sheet seed ${sheetSeeds[sheet]}`);
      // The given name, isolated (U+2068…U+2069: typed text, issue 37 item 9), or a blank line to write one on.
      expect(text).toMatch(
        NAMES[sheet] ? new RegExp(`Name: \u2068${escapeRegExp(NAMES[sheet])}\u2069\\n`) : /Name:\s*\n/,
      );
      expect(text).toContain(`seed=${sheetSeeds[sheet]}`); // the link that opens the same questions
      expect(text.match(/Answer:/g)).toHaveLength(COUNT); // an answer line per question, no answers
      // No other sheet's seed, and no page chrome, on this page.
      for (const other of sheetSeeds.filter((_, i) => i !== sheet)) expect(text).not.toContain(`seed ${other}`);
      expect(text).not.toContain('Positional Encoding Explorer');
    }
    for (let sheet = 0; sheet < STUDENTS; sheet += 1) {
      const { text } = parts[STUDENTS + sheet];
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
    page.getByRole('button', { name: 'Answer key as CSV: save it as a file' }).click(),
  ]);
  const text = readFileSync(await download.path(), 'utf8').replace(/^\ufeff/, '');
  const lines = text.split('\r\n').filter(Boolean);
  expect(lines[0]).toBe('"sheet","name","seed","question","kind","question text","answer","tolerance"');
  expect(lines).toHaveLength(1 + STUDENTS * COUNT);
  // Every text cell is quoted (issue 37 item 5); sheet 2's name starts with '=': a leading
  // apostrophe too, so no spreadsheet runs it.
  expect(lines[1 + COUNT].startsWith(`2,"'=SUM(A1:A9)",${sheetSeeds[1]},1,"${sheets[1][0].kind}",`)).toBe(true);
  expect(lines[1].startsWith(`1,"Ada Lovelace",${sheetSeeds[0]},1,`)).toBe(true);
  expect(lines[1 + 2 * COUNT].startsWith(`3,"",${sheetSeeds[2]},1,`)).toBe(true);
  // The answer column: every value in full, as the reference computes it (to float64 rounding).
  for (let sheet = 0; sheet < STUDENTS; sheet += 1)
    for (let q = 0; q < COUNT; q += 1) {
      const cells = lines[1 + sheet * COUNT + q].match(/("(?:[^"]|"")*"|[^,]*)(,|$)/g).map((c) => c.replace(/,$/, ''));
      const answer = Number(cells[6]);
      const expected = expectedAnswer(sheets[sheet][q]);
      expect(Math.abs(answer - expected)).toBeLessThanOrEqual(1e-12 * Math.max(1, Math.abs(expected)));
    }
});

// The words of each page of a PDF with their boxes (pdftotext -bbox), and the page's size, in points.
function wordBoxes(pdf) {
  const html = execFileSync('pdftotext', ['-bbox', pdf, '-'], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  return [...html.matchAll(/<page width="([\d.]+)" height="([\d.]+)">([\s\S]*?)<\/page>/g)].map((page) => ({
    width: Number(page[1]),
    height: Number(page[2]),
    words: [
      ...page[3].matchAll(/<word xMin="([\d.-]+)" yMin="([\d.-]+)" xMax="([\d.-]+)" yMax="([\d.-]+)">([^<]*)<\/word>/g),
    ].map((w) => ({ xMin: Number(w[1]), yMin: Number(w[2]), xMax: Number(w[3]), yMax: Number(w[4]), text: w[5] })),
  }));
}

const MM = 72 / 25.4; // points per millimetre
const MARGIN = 15 * MM; // the class set's @page margin

for (const format of ['A4', 'Letter'])
  for (const count of [15, 50]) {
    test(`${count} questions a sheet on ${format}: every number printed whole inside the margins, 40 mm to work in`, async ({
      page,
    }, testInfo) => {
      test.setTimeout(180_000);
      await openClassSet(page);
      await page.getByLabel('Students (sheets)').fill('1');
      await page.getByLabel('Questions per sheet').fill(String(count));
      await printClassSet(page);

      // The box to work in, as printed: 40 mm high (20 mm was too little for a worked PE value).
      await page.emulateMedia({ media: 'print' });
      const heights = await page
        .locator('.class-question-work')
        .evaluateAll((boxes) => boxes.map((box) => box.getBoundingClientRect().height));
      expect(heights).toHaveLength(count);
      for (const height of heights) expect(Math.abs((height * 25.4) / 96 - 40)).toBeLessThan(0.5);

      const pdf = await savePdf(page, testInfo, `class-set-${format}-${count}`, format);
      const pages = wordBoxes(pdf);
      const size = format === 'A4' ? { width: 595.28, height: 841.89 } : { width: 612, height: 792 };
      const sheetPages = [];
      const keyPages = [];
      let inKey = false;
      const outsideMargins = [];
      for (const [index, { width, height, words }] of pages.entries()) {
        expect(Math.abs(width - size.width), `page ${index + 1}`).toBeLessThan(1);
        expect(Math.abs(height - size.height), `page ${index + 1}`).toBeLessThan(1);
        // Every word inside the page's margins: its left and top edges within half a point of them
        // (the PDF's rounding), its right and bottom within 2 points (pdftotext's word widths, from
        // the font's width table, run up to 1.5 points past the line Chromium laid out).
        for (const word of words) {
          const inside =
            word.xMin >= MARGIN - 0.5 &&
            word.xMax <= width - MARGIN + 2 &&
            word.yMin >= MARGIN - 0.5 &&
            word.yMax <= height - MARGIN + 2;
          if (!inside) outsideMargins.push(`page ${index + 1}: ${word.text} at x ${word.xMin}..${word.xMax}`);
        }
        inKey ||= words.some((word) => word.text === 'key:');
        (inKey ? keyPages : sheetPages).push(words);
      }
      expect(outsideMargins).toEqual([]);
      // The question numbers: words "1." to "N." left of the questions' text (in the list's
      // padding), in order, each whole ("10.", not ".0." or "0."), on the sheet and on the key.
      // The questions' text starts where the word after the first "1." does.
      const firstPage = sheetPages[0];
      const one = firstPage.findIndex((word) => word.text === '1.');
      const textLeft = firstPage[one + 1].xMin;
      const numbersAtLeft = (words) =>
        words
          .filter((word) => /^\d+\.$/.test(word.text) && word.xMax <= textLeft)
          .map((word) => Number.parseInt(word.text, 10));
      const expected = Array.from({ length: count }, (_, i) => i + 1);
      expect(sheetPages.flatMap(numbersAtLeft)).toEqual(expected);
      expect(keyPages.flatMap(numbersAtLeft)).toEqual(expected);
      expect(sheetPages.length).toBeGreaterThan(count / 4); // a question's box is not squeezed to fit
    });
  }

test('the limits on the page: 60 students of 50 questions work; 61 students or 51 questions are refused, said so', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  await openClassSet(page);
  const students = page.getByLabel('Students (sheets)');
  const questions = page.getByLabel('Questions per sheet');
  const status = page.locator('.class-set > .inline-message');
  // Each value is committed with Enter before a button is clicked: committed on the click, a
  // field's message would vanish under the pointer and move the buttons.

  // Over the limits: the field says why, keeps its last good value, and nothing is printed.
  await students.fill('61');
  await students.press('Enter');
  await page.getByRole('button', { name: 'Print class set' }).click();
  await expect(
    page.getByText('The number of students must be a whole number from 1 to 60; got \u2068"61"\u2069. Still using 3.'),
  ).toBeVisible();
  await expect(students).toHaveAttribute('aria-invalid', 'true');
  await students.fill('60');
  await students.press('Enter');
  await questions.fill('51');
  await questions.press('Enter');
  await page.getByRole('button', { name: 'Print class set' }).click();
  await expect(
    page.getByText('The number of questions must be a whole number from 1 to 50; got \u2068"51"\u2069. Still using 4.'),
  ).toBeVisible();
  expect(await page.evaluate(() => window.printCalls)).toBeUndefined();

  // 60 students of 50 questions: the key as CSV, 3,000 rows, the last sheet's seed by the rule
  // (blocks of 50 seeds, each block's practice set seeded with the last seed before it).
  await questions.fill('50');
  await questions.press('Enter');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Answer key as CSV: save it as a file' }).click(),
  ]);
  await expect(status).toHaveText('Answer key saved: 3,000 rows, one per sheet and question.');
  const lines = readFileSync(await download.path(), 'utf8')
    .split('\r\n')
    .filter(Boolean);
  expect(lines).toHaveLength(1 + 60 * 50);
  const first = core.practiceSet({ seed: 1, count: 50, exerciseKinds: [] }).map((e) => e.seed);
  const next = core.practiceSet({ seed: first[49], count: 10, exerciseKinds: [] }).map((e) => e.seed);
  expect(lines.at(-1).startsWith(`60,"",${next[9]},50,`)).toBe(true);
  expect(lines[1 + 50 * 50].startsWith(`51,"",${next[0]},1,`)).toBe(true);

  // 60 sheets of one question print: a page for each sheet and one for each key.
  await questions.fill('1');
  await questions.press('Enter');
  await page.getByRole('button', { name: 'Print class set' }).click();
  await expect(status).toHaveText(
    '60 sheets and their answer key sent to the printer (120 parts, each starting on a new page).',
  );
  const pdf = testInfo.outputPath('class-set-60.pdf');
  writeFileSync(pdf, await page.pdf({ format: 'A4' }));
  expect(pageCount(pdf)).toBe(120);
  expect(pageText(pdf, 60)).toContain(`sheet 60 of 60`);
  expect(pageText(pdf, 60)).toContain(`Sheet seed ${next[9]}`);
  expect(pageText(pdf, 120)).toContain('Answer key: sheet 60');
});

// Issue 28: a class set in each language. Its words are the language's (no English left outside
// maths and the field's names), the printout is set in the language and its direction (Arabic
// right to left), its numbers are written as the language writes them (the key's answers, read
// back with the language's decimal sign, match the reference), its printed links open the
// practice in the language (lang=…), and the CSV key's header and file name are in the language
// while its cells stay canonical (answers with a decimal point, read back by Number()). The words
// expected are the locale files' (web/locales/<code>.ftl), copied here by hand.
const IN = {
  es: {
    dir: 'ltr',
    decimal: ',',
    summary: 'Para docentes: un conjunto para la clase con solucionario',
    fields: ['Semilla de la clase', 'Estudiantes (hojas)', 'Preguntas por hoja'],
    print: 'Imprimir el conjunto para la clase',
    csv: 'Solucionario en CSV: guardarlo como archivo',
    sheetTitle: (number, count) => `Práctica de codificación posicional: hoja ${number} de ${count}`,
    keyTitle: (number) => `Solucionario: hoja ${number}`,
    answer: 'Respuesta:',
    header: '"hoja","nombre","semilla","pregunta","tipo","texto de la pregunta","respuesta","tolerancia"',
    file: `solucionario-semilla-de-clase-${CLASS_SEED}.csv`,
    check: 'Comprobar',
    mode: 'english',
  },
  'zh-CN': {
    dir: 'ltr',
    decimal: '.',
    summary: '教师用：带参考答案的班级题集',
    fields: ['班级种子', '学生数（练习单数）', '每张练习单的题数'],
    print: '打印班级题集',
    csv: '参考答案（CSV）：保存为文件',
    sheetTitle: (number, count) => `位置编码练习：第 ${number} 张，共 ${count} 张`,
    keyTitle: (number) => `参考答案：第 ${number} 张`,
    answer: '答案：',
    header: '"练习单","姓名","种子","题号","题型","题目","答案","容差"',
    file: `参考答案-班级种子-${CLASS_SEED}.csv`,
    check: '检查',
    mode: 'script',
  },
  ar: {
    dir: 'rtl',
    decimal: '.',
    summary: 'للمعلّمين: مجموعة صف مع مفتاح الإجابات',
    fields: ['بذرة الصف', 'الطلاب (الأوراق)', 'الأسئلة في كل ورقة'],
    print: 'اطبع مجموعة الصف',
    csv: 'مفتاح الإجابات بصيغة CSV: احفظه في ملف',
    sheetTitle: (number, count) => `تمرين الترميز الموضعي: الورقة ${number} من ${count}`,
    keyTitle: (number) => `مفتاح الإجابات: الورقة ${number}`,
    answer: 'الإجابة:',
    header: '"الورقة","الاسم","البذرة","السؤال","النوع","نص السؤال","الإجابة","التفاوت"',
    file: `مفتاح-الإجابات-بذرة-الصف-${CLASS_SEED}.csv`,
    check: 'تحقّق',
    mode: 'script',
  },
};
// Names and maths the questions write in Latin letters in every language.
const LATIN_NAMES = ['sin', 'cos', 'base', 'pos', 'RoPE', 'ALiBi', 'softmax', 'NTK', 'YaRN', 'CSV', 'fairseq'];

for (const [code, words] of Object.entries(IN)) {
  test(`a class set in ${code}: sheets, keys and links in the language, the CSV header in it and its answers canonical`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(120_000);
    await openClassSet(page, { query: `/?view=practice&lang=${code}`, summary: words.summary });
    for (const [label, value] of words.fields.map((label, i) => [label, [CLASS_SEED, STUDENTS, COUNT][i]]))
      await page.getByLabel(label, { exact: true }).fill(String(value));
    const boxes = page.locator('.class-set-kinds input[type="checkbox"]');
    for (let i = 0; i < (await boxes.count()); i += 1) {
      const box = boxes.nth(i);
      await box.setChecked(KINDS.includes(await box.getAttribute('value')));
    }
    await page.getByRole('button', { name: words.print }).click();
    expect(await page.evaluate(() => window.printCalls)).toBe(1);
    const printout = page.locator('.class-set-printout');
    // Set in the language and its direction (the printout is the page's, printed).
    await expect(page.locator('html')).toHaveAttribute('lang', code);
    expect(await printout.evaluate((node) => [node.closest('[lang]').lang, getComputedStyle(node).direction])).toEqual([
      code,
      words.dir,
    ]);
    // Numbers in a translated message are isolated (U+2068…U+2069) so each keeps its direction.
    const plain = (text) => text.replace(/[\u2066-\u2069]/g, '');
    expect(plain(await printout.locator('.class-sheet-title').first().textContent())).toBe(
      words.sheetTitle(1, STUDENTS),
    );
    expect(plain(await printout.locator('.class-key-title').first().textContent())).toBe(words.keyTitle(1));
    const link = await printout.locator('.class-sheet .class-url').first().textContent();
    expect(link).toContain(`seed=${sheetSeeds[0]}`);
    expect(link).toContain(`lang=${code}`);
    // The key's answers, as the language writes them: each read back with its decimal sign.
    const answers = (await printout.locator('.class-key').first().locator('.class-key-answer strong').allTextContents())
      .map(plain)
      .map((text) => {
        expect(text.startsWith(words.answer), text).toBe(true);
        const number = text.slice(words.answer.length).replace(/[\s\u200e\u200f\u061c]/g, '');
        expect(number, text).toMatch(words.decimal === ',' ? /^-?\d+(,\d+)?$/ : /^-?\d+(\.\d+)?$/);
        return Number(number.replace(',', '.'));
      });
    const expected = sheets[0].map(expectedAnswer);
    expect(answers).toHaveLength(COUNT);
    // Printed to 6 decimals (or 6 significant figures below 0.01): within half a last digit.
    for (const [i, value] of answers.entries()) {
      const unit = Math.abs(expected[i]) < 1e-2 ? 10 ** (Math.floor(Math.log10(Math.abs(expected[i]))) - 5) : 1e-6;
      expect(Math.abs(value - expected[i]), `question ${i + 1}`).toBeLessThanOrEqual((unit / 2) * (1 + 1e-9));
    }
    // Printed: no English left outside maths, code and the field's names; the printed number of
    // each question is the list's own, a Western digit and a full stop in all three.
    await page.emulateMedia({ media: 'print' });
    const foreign = await page.evaluate(foreignTextReport, {
      rootSelector: '.class-set-printout',
      mode: words.mode,
      names: LATIN_NAMES,
    });
    expect(foreign).toEqual([]);
    expect(
      await printout
        .locator('.class-sheet-questions')
        .first()
        .evaluate((list) => getComputedStyle(list).listStyleType),
    ).toBe('decimal');
    await savePdf(page, testInfo, `class-set-${code}`, 'A4');
    await page.emulateMedia({ media: 'screen' });

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: words.csv }).click(),
    ]);
    const lines = readFileSync(await download.path(), 'utf8')
      .replace(/^\ufeff/, '')
      .split('\r\n')
      .filter(Boolean);
    expect(lines[0]).toBe(words.header);
    expect(lines).toHaveLength(1 + STUDENTS * COUNT);
    expect(download.suggestedFilename()).toBe(words.file);
    for (const line of lines.slice(1)) {
      const cells = line.match(/("(?:[^"]|"")*"|[^,]*)(,|$)/g).map((c) => c.replace(/,$/, ''));
      expect(Number.isFinite(Number(cells[6])), cells[6]).toBe(true); // 0.5, never 0,5
    }

    // The printed link opens the sheet's questions, in the language.
    await page.goto(link);
    await page.waitForSelector('html[data-ready="true"]');
    await expect(page.locator('html')).toHaveAttribute('lang', code);
    await expect(page.locator('.practice-question')).toHaveCount(COUNT);
    await expect(page.locator('.practice-check').first()).toHaveText(words.check);
  });
}
