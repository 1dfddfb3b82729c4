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
import { downloadCsv, exportButton, toCsv, typedCell } from '../../kit/export.js';
import { int, intArg, roundingNote } from '../../kit/format.js';
import { language, t, typed } from '../../kit/i18n.js';
import { createField, createMessage } from '../../kit/section-kit.js';
import { withNodes } from './question.js';
import { kindTitle, questionText, stepTexts, toleranceText, workedNumber } from './words.js';

export const MAX_STUDENTS = 60;
const PRINTING_CLASS = 'is-printing-class-set';

/**
 * Each sheet's seed, from the core: the seeds of core.practiceSet({ seed: classSeed, count }),
 * the core's own derivation of one seed per question, here one per sheet. A practice set holds
 * at most `count`'s maximum (50) questions, so a class of more students takes its seeds in blocks
 * of that size, each block's set seeded with the last seed of the block before (sets of up to
 * 50 students keep the seeds they always had). Two sheets never share a seed: a repeat is
 * replaced by the next free seed after it.
 */
export function sheetSeeds(core, classSeed, students, seedRange) {
  const block = core.requests.practiceSet.count.max;
  const derived = [];
  let seed = classSeed;
  while (derived.length < students) {
    const count = Math.min(block, students - derived.length);
    derived.push(...core.practiceSet({ seed, count, exerciseKinds: [] }).map((e) => e.seed));
    seed = derived.at(-1);
  }
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
 * The practice section's address for one sheet: the same questions, to check an answer, in the
 * sheet's language (`lang`, the page's; none for English, the page's default). Kind ids are
 * letters, digits and hyphens, so the list keeps its commas (easier to type from paper).
 */
export function sheetLink(pageUrl, sheet, count, kinds, lang = language().code) {
  const url = new URL(pageUrl);
  url.hash = '';
  const kindsPart = kinds.length > 0 ? `&kinds=${kinds.join(',')}` : '';
  const langPart = lang && lang !== 'en' ? `&lang=${encodeURIComponent(lang)}` : '';
  url.search = `?view=practice&seed=${sheet.seed}&n=${count}${kindsPart}${langPart}`;
  return url.toString();
}

/** The CSV key's column names, in the page's language (its cells stay canonical: ids, numbers with '.'). */
export const csvColumns = () =>
  ['sheet', 'name', 'seed', 'question', 'kind', 'question-text', 'answer', 'tolerance'].map((column) =>
    t(`practice-csv-${column}`),
  );

/** The answer key as CSV rows: one per sheet and question; answers in full (float64); names as typedCell()s. */
export function answerKeyRows(sheets) {
  const rows = [];
  for (const sheet of sheets)
    sheet.exercises.forEach((exercise, index) => {
      rows.push([
        sheet.number,
        typedCell(sheet.name),
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

/** The line that names a sheet's student, for a sheet with a name. */
export const sheetNameText = (sheet) => t('practice-sheet-name', { name: typed(sheet.name) });

/** The title of a sheet's part of the printed key. */
export function keyTitleText(sheet) {
  const number = int(sheet.number);
  return sheet.name
    ? t('practice-key-title-named', { number, name: typed(sheet.name) })
    : t('practice-key-title', { number });
}

function sheetElement(sheet, { students, link, attemptsText }) {
  const title = t('practice-sheet-title', { number: intArg(sheet.number), count: intArg(students) });
  return el(
    'article',
    { className: 'class-sheet' },
    el('h2', { className: 'class-sheet-title', text: title }),
    el(
      'p',
      { className: 'class-sheet-name' },
      ...(sheet.name
        ? [sheetNameText(sheet)]
        : withNodes(
            'practice-sheet-name-blank',
            {},
            {
              blank: el('span', {
                className: 'class-sheet-blank',
                attrs: { 'aria-label': t('practice-sheet-blank') },
              }),
            },
          )),
    ),
    el('p', { className: 'class-sheet-seed', text: t('practice-sheet-seed', { seed: String(sheet.seed) }) }),
    attemptsText ? el('p', { className: 'class-sheet-attempts', text: attemptsText }) : null,
    el(
      'p',
      { className: 'class-sheet-link' },
      ...withNodes(
        'practice-sheet-check',
        {},
        // An address: left to right, and never translated (translate="no") in any language.
        { link: el('span', { className: 'class-url', text: link, attrs: { dir: 'ltr', translate: 'no' } }) },
      ),
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
          el('div', { className: 'class-question-work', attrs: { 'aria-label': t('practice-sheet-work') } }),
          el('p', { className: 'class-question-answer', text: t('practice-sheet-answer') }),
        ),
      ),
    ),
  );
}

function keyElement(sheet, { link }) {
  const title = keyTitleText(sheet);
  return el(
    'article',
    { className: 'class-key' },
    el('h2', { className: 'class-key-title', text: title }),
    el('p', { className: 'class-sheet-seed', text: t('practice-sheet-seed', { seed: String(sheet.seed) }) }),
    el('p', { className: 'class-sheet-link', text: link, attrs: { dir: 'ltr', translate: 'no' } }),
    el(
      'ol',
      { className: 'class-key-questions' },
      ...sheet.exercises.map((exercise) =>
        el(
          'li',
          { className: 'class-key-question' },
          el('p', {
            className: 'class-question-text',
            text: t('practice-key-question', { kind: kindTitle(exercise.kind), question: questionText(exercise) }),
          }),
          el(
            'p',
            { className: 'class-key-answer' },
            ...withNodes(
              'practice-key-answer-line',
              { tolerance: toleranceText(exercise) },
              { answer: el('strong', { text: t('practice-key-answer', { answer: workedNumber(exercise.answer) }) }) },
            ),
          ),
          el('ol', { className: 'class-key-steps' }, ...stepTexts(exercise).map((text) => el('li', { text }))),
        ),
      ),
    ),
  );
}

// The teacher's form: class seed, students, questions per sheet, kinds and names. `onEdit()` is
// called when a field's value changes (the status line about the last output goes stale).
// read() gives the settings, each field checked as typed, or null with the first bad field
// focused and its message shown.
function classSetForm(core, defaults, onEdit) {
  // The ranges practiceSet takes (its own for count, the parameter table's for seed).
  const range = (name) => ({
    min: core.requests.practiceSet[name].min ?? core.parameters[name].min,
    max: core.requests.practiceSet[name].max ?? core.parameters[name].max,
  });
  const seedRange = range('seed');
  const countRange = range('count');
  const kindsAll = core.exerciseKinds().map((entry) => entry.kind);
  const form = el('div', { className: 'class-set-form' });
  const field = (label, name, value, { min, max }) =>
    createField(form, { label, name, value, min, max, onChange: onEdit });
  const fields = {
    seed: field(t('practice-class-seed'), t('practice-class-seed-name'), defaults.seed ?? 1, seedRange),
    students: field(t('practice-class-students'), t('practice-class-students-name'), defaults.students ?? 3, {
      min: 1,
      max: MAX_STUDENTS,
    }),
    count: field(
      t('practice-class-count'),
      t('practice-class-count-name'),
      defaults.count ?? Math.min(4, countRange.max),
      {
        min: countRange.min,
        max: countRange.max,
      },
    ),
  };

  const kindBoxes = kindsAll.map((kind) => {
    const input = el('input', { type: 'checkbox', value: kind, checked: true });
    return { kind, input, label: el('label', { className: 'class-set-kind' }, input, ` ${kindTitle(kind)}`) };
  });
  form.append(
    el(
      'fieldset',
      { className: 'class-set-kinds' },
      el('legend', { text: t('practice-class-kinds') }),
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
      el('label', { className: 'control-label', htmlFor: namesId, text: t('practice-class-names') }),
      names,
      el('p', {
        className: 'control-hint',
        id: `${namesId}-hint`,
        text: t('practice-class-names-hint'),
      }),
      namesError.element,
    ),
  );

  function read() {
    for (const one of Object.values(fields))
      if (!one.set(one.input.value)) {
        one.input.focus();
        return null;
      }
    const list = parseNames(names.value);
    const students = fields.students.value;
    if (list.length > students) {
      namesError.show(
        t('practice-class-too-many-names', {
          names: intArg(list.length),
          students: intArg(students),
          max: intArg(MAX_STUDENTS),
        }),
      );
      names.focus();
      return null;
    }
    namesError.clear();
    const ticked = kindBoxes.filter((box) => box.input.checked).map((box) => box.kind);
    const kinds = ticked.length === kindsAll.length ? [] : ticked;
    return { seed: fields.seed.value, students, count: fields.count.value, kinds, names: list };
  }

  return { element: form, read, seedRange };
}

// The printout: a child of <body> (print CSS shows only it while <html> has the class), made on
// demand and emptied after printing.
function classSetPrintout(doc) {
  const printout = el('div', { className: 'class-set-printout' });
  function clear() {
    doc.documentElement.classList.remove(PRINTING_CLASS);
    printout.replaceChildren();
    printout.remove();
  }
  return {
    clear,
    /** Sheets, then each sheet's key, then the rounding note; then the browser's print. */
    print(sheets, settings, pageUrl, attemptsText) {
      const options = (sheet) => ({
        ...settings,
        attemptsText,
        link: sheetLink(pageUrl, sheet, settings.count, settings.kinds),
      });
      printout.replaceChildren(
        ...sheets.map((sheet) => sheetElement(sheet, options(sheet))),
        ...sheets.map((sheet) => keyElement(sheet, options(sheet))),
        roundingNote(t('practice-class-key-rounding')),
      );
      doc.body.append(printout);
      doc.documentElement.classList.add(PRINTING_CLASS);
      window.print();
    },
  };
}

/**
 * The teacher's form and its two outputs: the printed class set and the answer key as CSV.
 * `pageUrl()` gives the page's address (for the sheets' links); `defaults` { seed, students,
 * count } the form's first values; `attemptsText()` the sentence on each sheet about attempts.
 * @returns {{ element: HTMLElement, destroy(): void, sheets(): object[] }}
 */
export function createClassSet({ core, pageUrl = () => window.location.href, defaults = {}, attemptsText = () => '' }) {
  const element = el('details', { className: 'class-set card' });
  element.append(
    el('summary', {
      className: 'class-set-summary',
      id: uniqueId('class-set'),
      text: t('practice-class-summary'),
    }),
    el('p', {
      text: t('practice-class-intro'),
    }),
  );
  const message = createMessage(null, { className: 'inline-message', role: 'status' });
  const form = classSetForm(core, defaults, () => message.clear());
  const actions = el('div', { className: 'class-set-actions' });
  element.append(form.element, actions, message.element);

  // The settings and the sheets they make, or null (the form or the core said why, on the page).
  function build() {
    const settings = form.read();
    if (!settings) return null;
    try {
      return { settings, sheets: makeClassSet(core, { ...settings, seedRange: form.seedRange }) };
    } catch (error) {
      if (!(error instanceof RangeError)) throw error;
      message.show(t('practice-class-refused', { message: error.message }));
      return null;
    }
  }

  const doc = document;
  const printout = classSetPrintout(doc);
  function print() {
    // Inside <pe-explorer> the printout would be printed with the host page around it, and the
    // page's print CSS does not reach the host's document: print from the lesson's own page.
    if (element.getRootNode() !== doc) {
      message.show(t('practice-class-embedded'));
      return;
    }
    const made = build();
    if (!made) return;
    message.show(
      t('practice-class-printed', { sheets: intArg(made.sheets.length), parts: intArg(2 * made.sheets.length) }),
    );
    printout.print(made.sheets, made.settings, pageUrl(), attemptsText());
  }
  window.addEventListener('afterprint', printout.clear);

  function saveCsv() {
    const made = build();
    if (!made) return;
    const { settings, sheets } = made;
    downloadCsv(
      toCsv(csvColumns(), answerKeyRows(sheets)),
      t('practice-class-csv-file', { seed: String(settings.seed) }),
    );
    message.show(t('practice-class-saved', { rows: intArg(sheets.length * settings.count) }));
  }

  actions.append(
    exportButton(t('practice-class-print'), print),
    exportButton(t('practice-class-csv'), saveCsv, { label: t('practice-class-csv-label') }),
  );

  return {
    element,
    sheets: () => build()?.sheets ?? null,
    destroy() {
      window.removeEventListener('afterprint', printout.clear);
      printout.clear();
      element.remove();
    },
  };
}
