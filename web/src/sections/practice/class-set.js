// The practice section's part for teachers: a class set of practice sheets, one per student,
// printed in one print job together with the answer key (worked steps from the core), and the
// key as CSV.
//
// Rule: every question, answer and step comes from one core.practiceSet call per sheet, with
// the sheet's seed, so the sheets, the printed key and the CSV agree, and the practice section
// opened at a sheet's link (?view=practice&seed=S&n=Q&kinds=...) shows the same questions.
// Nothing here computes a value; words come from words.js. Text only (no innerHTML), no
// inline styles: the printout is shown by the class is-printing-class-set on <html>.

import { el, uniqueId } from '../../kit/dom.js';
import { downloadCsv, exportButton, toCsv } from '../../kit/export.js';
import { int, roundingNote } from '../../kit/format.js';
import { createField, createMessage } from '../../kit/section-kit.js';
import { kindTitle, questionText, stepTexts, toleranceText, WORKED_ROUNDING, workedNumber } from './words.js';

export const MAX_STUDENTS = 60;
const PRINTING_CLASS = 'is-printing-class-set';

/**
 * Each sheet's seed, from the core: the seeds of core.practiceSet({ seed: classSeed, count:
 * students }), the core's own derivation of one seed per question, here one per sheet. Two
 * sheets never share a seed: a repeat is replaced by the next free seed after it.
 */
export function sheetSeeds(core, classSeed, students, seedRange) {
  const derived = core.practiceSet({ seed: classSeed, count: students, exerciseKinds: [] }).map((e) => e.seed);
  const used = new Set();
  return derived.map((seed) => {
    let next = seed;
    while (used.has(next)) next = next >= seedRange.max ? seedRange.min : next + 1;
    used.add(next);
    return next;
  });
}

/**
 * The class set: [{ number, name, seed, exercises }] for `students` sheets of `count` questions
 * of the given kinds ([] for all), names given to the first sheets in order.
 */
export function makeClassSet(core, { seed, students, count, kinds = [], names = [], seedRange }) {
  return sheetSeeds(core, seed, students, seedRange).map((sheetSeed, index) => ({
    number: index + 1,
    name: names[index] ?? '',
    seed: sheetSeed,
    exercises: core.practiceSet({ seed: sheetSeed, count, exerciseKinds: kinds }),
  }));
}

/**
 * The practice section's address for one sheet: the same questions, to check an answer. Kind
 * ids are letters, digits and hyphens, so the list keeps its commas (easier to type from paper).
 */
export function sheetLink(pageUrl, sheet, count, kinds) {
  const url = new URL(pageUrl);
  url.hash = '';
  url.search = `?view=practice&seed=${sheet.seed}&n=${count}${kinds.length > 0 ? `&kinds=${kinds.join(',')}` : ''}`;
  return url.toString();
}

const KEY_ROUNDING = `Numbers in the key are ${WORKED_ROUNDING}; the CSV key holds every answer in full.`;

export const CSV_COLUMNS = ['sheet', 'name', 'seed', 'question', 'kind', 'question text', 'answer', 'tolerance'];

/** The answer key as CSV rows: one per sheet and question; answers in full (float64). */
export function answerKeyRows(sheets) {
  const rows = [];
  for (const sheet of sheets)
    sheet.exercises.forEach((exercise, index) => {
      rows.push([
        sheet.number,
        sheet.name,
        sheet.seed,
        index + 1,
        exercise.kind,
        questionText(exercise),
        exercise.answer,
        toleranceText(exercise),
      ]);
    });
  return rows;
}

/** The names typed one per line: trimmed, blank lines dropped. */
export function parseNames(text) {
  return String(text)
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}

function sheetElement(sheet, { students, link, attemptsText }) {
  const title = `Positional encoding practice: sheet ${int(sheet.number)} of ${int(students)}`;
  return el(
    'article',
    { className: 'class-sheet' },
    el('h2', { className: 'class-sheet-title', text: title }),
    el(
      'p',
      { className: 'class-sheet-name' },
      sheet.name ? `Name: ${sheet.name}` : 'Name: ',
      sheet.name ? null : el('span', { className: 'class-sheet-blank', attrs: { 'aria-label': 'blank line' } }),
    ),
    el('p', { className: 'class-sheet-seed', text: `Sheet seed ${sheet.seed}` }),
    attemptsText ? el('p', { className: 'class-sheet-attempts', text: attemptsText }) : null, // issue 26 item 5 (helper A)
    el(
      'p',
      { className: 'class-sheet-link' },
      'Check your answers at ',
      el('span', { className: 'class-url', text: link }),
    ),
    el(
      'ol',
      { className: 'class-sheet-questions' },
      ...sheet.exercises.map((exercise) =>
        el(
          'li',
          { className: 'class-question' },
          el('p', { className: 'class-question-kind', text: kindTitle(exercise.kind) }),
          el('p', { className: 'class-question-text', text: questionText(exercise) }),
          el('div', { className: 'class-question-work', attrs: { 'aria-label': 'space for working' } }),
          el('p', { className: 'class-question-answer', text: 'Answer:' }),
        ),
      ),
    ),
  );
}

function keyElement(sheet, { link }) {
  const who = sheet.name ? `, ${sheet.name}` : '';
  return el(
    'article',
    { className: 'class-key' },
    el('h2', { className: 'class-key-title', text: `Answer key: sheet ${int(sheet.number)}${who}` }),
    el('p', { className: 'class-sheet-seed', text: `Sheet seed ${sheet.seed}` }),
    el('p', { className: 'class-sheet-link', text: link }),
    el(
      'ol',
      { className: 'class-key-questions' },
      ...sheet.exercises.map((exercise) =>
        el(
          'li',
          { className: 'class-key-question' },
          el('p', { className: 'class-question-text', text: `${kindTitle(exercise.kind)}. ${questionText(exercise)}` }),
          el(
            'p',
            { className: 'class-key-answer' },
            el('strong', { text: `Answer: ${workedNumber(exercise.answer)}` }),
            `, ${toleranceText(exercise)}`,
          ),
          el('ol', { className: 'class-key-steps' }, ...stepTexts(exercise).map((text) => el('li', { text }))),
        ),
      ),
    ),
  );
}

/**
 * The teacher's form and its two outputs. `pageUrl()` gives the page's address (for the
 * sheets' links); `defaults` { seed, students, count } the form's first values.
 * @returns {{ element: HTMLElement, destroy(): void, sheets(): object[] }}
 */
export function createClassSet({ core, pageUrl = () => window.location.href, defaults = {}, attemptsText = () => '' }) {
  // The ranges practiceSet takes (its own for count, the parameter table's for seed).
  const field = (name) => ({
    min: core.requests.practiceSet[name].min ?? core.parameters[name].min,
    max: core.requests.practiceSet[name].max ?? core.parameters[name].max,
  });
  const seedRange = field('seed');
  const countRange = field('count');
  const kindsAll = core.exerciseKinds().map((entry) => entry.kind);

  const element = el('details', { className: 'class-set card' });
  const headingId = uniqueId('class-set');
  element.append(
    el('summary', { className: 'class-set-summary', id: headingId, text: 'For teachers: a class set with answer key' }),
    el('p', {
      text: 'One practice sheet per student, each with its own seed, and an answer key with the worked steps, in one print job (A4 or Letter); or the key as a CSV file. A sheet’s link opens the same questions in this section.',
    }),
  );
  const form = el('div', { className: 'class-set-form' });
  element.append(form);
  const fields = {
    seed: createField(form, {
      label: 'Class seed',
      name: 'The class seed',
      value: defaults.seed ?? 1,
      min: seedRange.min,
      max: seedRange.max,
      onChange: () => {},
    }),
    students: createField(form, {
      label: 'Students (sheets)',
      name: 'The number of students',
      value: defaults.students ?? 3,
      min: 1,
      max: MAX_STUDENTS,
      onChange: () => {},
    }),
    count: createField(form, {
      label: 'Questions per sheet',
      name: 'The number of questions',
      value: defaults.count ?? Math.min(4, countRange.max),
      min: countRange.min,
      max: countRange.max,
      onChange: () => {},
    }),
  };

  const kindBoxes = kindsAll.map((kind) => {
    const input = el('input', { type: 'checkbox', value: kind, checked: true });
    return { kind, input, label: el('label', { className: 'class-set-kind' }, input, ` ${kindTitle(kind)}`) };
  });
  form.append(
    el(
      'fieldset',
      { className: 'class-set-kinds' },
      el('legend', { text: 'Kinds of question (none ticked: all kinds)' }),
      ...kindBoxes.map((box) => box.label),
    ),
  );

  const namesId = uniqueId('class-names');
  const names = el('textarea', {
    id: namesId,
    className: 'control-input class-set-names',
    rows: 4,
    spellcheck: false,
    attrs: { 'aria-describedby': `${namesId}-hint ${namesId}-error` },
  });
  const namesError = createMessage(null, { className: 'control-error', id: `${namesId}-error`, invalid: names });
  form.append(
    el(
      'div',
      { className: 'control field class-set-names-field' },
      el('label', { className: 'control-label', htmlFor: namesId, text: 'Names (optional, one per line)' }),
      names,
      el('p', {
        className: 'control-hint',
        id: `${namesId}-hint`,
        text: 'Sheets without a name get a line to write one on.',
      }),
      namesError.element,
    ),
  );

  const actions = el('div', { className: 'class-set-actions' });
  const message = createMessage(null, { className: 'inline-message', role: 'status' });
  element.append(actions, message.element);

  // The form's values, every field checked as typed; null (and the first bad field focused) when one is refused.
  function read() {
    for (const field of Object.values(fields))
      if (!field.set(field.input.value)) {
        field.input.focus();
        return null;
      }
    const list = parseNames(names.value);
    const students = fields.students.value;
    if (list.length > students) {
      namesError.show(
        `${int(list.length)} names for ${int(students)} students: raise Students to ${int(list.length)} (at most ${MAX_STUDENTS}) or remove names.`,
      );
      names.focus();
      return null;
    }
    namesError.clear();
    const ticked = kindBoxes.filter((box) => box.input.checked).map((box) => box.kind);
    const kinds = ticked.length === kindsAll.length ? [] : ticked;
    return { seed: fields.seed.value, students, count: fields.count.value, kinds, names: list };
  }

  function build() {
    const settings = read();
    if (!settings) return null;
    const sheets = makeClassSet(core, { ...settings, seedRange });
    return { settings, sheets };
  }

  // The printout is a child of <body> (print CSS shows only it while <html> has the class), made
  // on demand and emptied after printing.
  const doc = document;
  const printout = el('div', { className: 'class-set-printout' });
  function print() {
    // Inside <pe-explorer> the printout would be printed with the host page around it, and the
    // page's print CSS does not reach the host's document: print from the lesson's own page.
    if (element.getRootNode() !== doc) {
      message.show(
        'A class set prints from the lesson’s own page (index.html?view=practice), not from an embedded explorer.',
      );
      return;
    }
    const made = build();
    if (!made) return;
    const { settings, sheets } = made;
    const options = (sheet) => ({
      ...settings,
      attemptsText: attemptsText(),
      link: sheetLink(pageUrl(), sheet, settings.count, settings.kinds),
    });
    printout.replaceChildren(
      ...sheets.map((sheet) => sheetElement(sheet, options(sheet))),
      ...sheets.map((sheet) => keyElement(sheet, options(sheet))),
      roundingNote(KEY_ROUNDING),
    );
    doc.body.append(printout);
    doc.documentElement.classList.add(PRINTING_CLASS);
    message.show(
      `${int(sheets.length)} sheets and their answer key sent to the printer (${int(2 * sheets.length)} parts, each on a new page).`,
    );
    window.print();
  }
  function afterPrint() {
    doc.documentElement.classList.remove(PRINTING_CLASS);
    printout.replaceChildren();
    printout.remove();
  }
  window.addEventListener('afterprint', afterPrint);

  function saveCsv() {
    const made = build();
    if (!made) return;
    const { settings, sheets } = made;
    downloadCsv(toCsv(CSV_COLUMNS, answerKeyRows(sheets)), `answer key class seed ${settings.seed}`);
    message.show(`Answer key saved: ${int(sheets.length * settings.count)} rows, one per sheet and question.`);
  }

  actions.append(
    exportButton('Print class set', print),
    exportButton('Answer key as CSV', saveCsv, { label: 'Save the answer key as CSV' }),
  );

  return {
    element,
    sheets: () => build()?.sheets ?? null,
    destroy() {
      window.removeEventListener('afterprint', afterPrint);
      afterPrint();
      element.remove();
    },
  };
}
