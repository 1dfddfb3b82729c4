// One practice question: its givens in words and maths, the tolerance, an answer box with Check
// and "Show the answer", the verdict in words and a symbol (in a polite live region), the
// mistake a wrong answer matches with a link to the section that explains it, and the worked
// steps. The practice set and every "Try one" use it.
//
// Rules: every number comes from the core (the exercise, the mark); the kinds' words from
// words.js, the verdicts' sentences below (one template per sentence). Colour is never the only
// cue: each verdict starts with a symbol and a word. Text only: no markup, no inline style.
// An answer that was shown, by any route (Show the answer, the worked steps, the last attempt
// used, or a record that says so), is never counted right: reveal() is the one way to show it.

import { el, uniqueId } from '../../kit/dom.js';
import {
  decimalSign,
  fixedArg,
  int,
  intArg,
  localDigits,
  parseLocaleNumber,
  parseStrictNumber,
} from '../../kit/format.js';
import { t, tNodes, typed } from '../../kit/i18n.js';
import { renderMath } from '../../kit/narration.js';
import { kindTitle, mistakeText, questionMath, questionText, reasonText, stepTexts, toleranceText } from './words.js';

/** A value from the core for reading: 10 significant figures, whole numbers with separators. */
export function valueText(value) {
  if (!Number.isFinite(value)) return String(value);
  if (Number.isInteger(value) && Math.abs(value) < 1e15) return int(value);
  const text = String(Number(value.toPrecision(10)));
  return localDigits(text.replace('e+', 'e'));
}

/** How the page's numbers are rounded, beside the questions. */
export const valuesNote = () => t('practice-values-note');

// The verdicts' sentences (each one message, numbers in it).
export const shownText = (how, answer, attempts) =>
  t(`practice-shown-${how}`, { answer, attempts, shown: intArg(attempts) });
export const attemptsLeftText = (left) => t('practice-attempts-left', { left, shown: intArg(left) });
export const tooLongText = (bytes) => t('practice-too-long', { bytes: intArg(bytes) });

// Signs a reader of the page's language may type in a number, and their ASCII for the core.
const MARKS = /[\u200e\u200f\u061c\u2066-\u2069]/g;
const EASTERN = /[\u0660-\u0669\u06f0-\u06f9]/g;

/**
 * An answer as the core reads it: a number written as the page's language writes it (its
 * decimal sign, minus sign, Arabic-Indic digits; parseLocaleNumber) in ASCII, every digit the
 * student typed kept (the core counts significant figures); anything else (an expression) as
 * typed, its Arabic-Indic digits and decimal sign in ASCII.
 */
export function answerForCore(text) {
  const ascii = String(text)
    .replace(MARKS, '')
    .replace(EASTERN, (c) => String((c.charCodeAt(0) - 0x0660) % 0x90))
    .replace(/\u066b/g, '.')
    .replace(/\u2212/g, '-');
  if (Number.isNaN(parseLocaleNumber(text))) return ascii;
  const number = decimalSign() === ',' ? ascii.trim().replace(',', '.') : ascii.trim();
  return Number.isNaN(parseStrictNumber(number)) ? ascii : number;
}

/** The core's reading of an answer ('0.8415', 'pi/4 = 0.785398') with its numbers as the page writes them. */
export function readAsText(readAs) {
  const match = /^(.* = )?([+-]?[0-9.]+(?:e[+-]?\d+)?)$/.exec(readAs ?? '');
  return match ? `${match[1] ?? ''}${localDigits(match[2])}` : (readAs ?? '');
}

/** What an answer may look like, in the page's language: an example number by fixed(), and an expression. */
export const answerFormText = () =>
  t('practice-answer-form', { example: fixedArg(0.8415, 4), sign: decimalSign(), expression: '10000^(2/8)' });

/**
 * Text with elements inside: message `id` worded with each of `nodes` (by argument name) at its
 * placeholder, as a list of strings and those nodes (for el()'s children).
 */
export function withNodes(id, args, nodes) {
  const marks = Object.fromEntries(Object.keys(nodes).map((name) => [name, `\ue000${name}\ue000`]));
  return t(id, { ...args, ...marks })
    .split('\ue000')
    .map((part, index) => (index % 2 ? nodes[part] : part))
    .filter((part) => part !== '');
}

/** The most UTF-16 code units the box takes: never more than `bytes` in UTF-8 (3 bytes a unit at most). */
export const maxLengthFor = (bytes) => Math.floor(bytes / 3);
const utf8Length = (text) => new TextEncoder().encode(text).length;

/**
 * @param {{ core: object, exercise: object, heading: string, level?: 'h3' | 'h4',
 *   sectionLink(id): HTMLElement, saved?: { text: string, gaveUp: boolean, tries?: number },
 *   attempts?: number, onChange(state, how: 'check' | 'give-up' | 'steps' | 'attempts'): void }} options
 *   heading: the question's heading ("Question 2 of 10"); the kind's title follows it.
 *   sectionLink(id): a link to the section `id` (the verdict's "read about it").
 *   attempts: the checked answers a question allows (0: no limit); a wrong one counts, one
 *   that cannot be read does not.
 * @returns {{ element, input, heading, state, focus(): void }}
 *   state: { text, mark, right, gaveUp (the answer was shown), shown (how), tries (wrong checks) }
 */
export function createQuestion({ core, exercise, heading, level = 'h4', sectionLink, saved, attempts = 0, onChange }) {
  const maxBytes = core.parameters?.answer?.max ?? 10000;
  const parts = questionParts({ exercise, heading, level, maxLength: maxLengthFor(maxBytes) });
  const state = { text: '', mark: null, right: false, gaveUp: false, shown: null, tries: 0 };
  const { element, input, form, giveUp, verdict, stepsButton, stepsTitle } = parts;

  function lock() {
    input.readOnly = true;
    parts.check.hidden = true;
    giveUp.hidden = true;
    stepsButton.hidden = true;
    element.classList.add('is-done');
  }

  function showVerdict() {
    verdict.className = `practice-verdict${verdictClass(state)}`;
    verdict.replaceChildren(...verdictLines(state, { exercise, attempts, sectionLink }));
    stepsButton.hidden = !(state.mark?.verdict === 'wrong' && !state.right && !state.gaveUp);
  }

  /** The one way an answer is shown: the question ends, not right, with its steps. */
  function reveal(how, { focus = true } = {}) {
    state.gaveUp = true;
    state.shown = how;
    lock();
    showVerdict();
    fillSteps(parts, exercise);
    if (focus) stepsTitle.focus();
  }

  function mark(text) {
    state.text = text;
    if (utf8Length(text) > maxBytes) {
      state.mark = { verdict: 'too-long', message: tooLongText(maxBytes) };
    } else {
      state.mark = core.markAnswer({ exerciseKind: exercise.kind, seed: exercise.seed, answer: answerForCore(text) });
    }
    if (state.mark.verdict === 'right') {
      state.right = true;
      lock();
    }
  }

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (state.right || state.gaveUp) return;
    mark(input.value);
    if (state.mark.verdict === 'wrong') state.tries += 1;
    if (state.mark.verdict === 'wrong' && attempts > 0 && state.tries >= attempts) {
      reveal('attempts');
      onChange(state, 'attempts');
      return;
    }
    showVerdict();
    if (!state.right) input.select();
    onChange(state, 'check');
  });
  giveUp.addEventListener('click', () => {
    reveal('give-up');
    onChange(state, 'give-up');
  });
  stepsButton.addEventListener('click', () => {
    reveal('steps');
    onChange(state, 'steps');
  });

  // A question that comes back (a re-render, a reload, a relaunch): the kept text is marked by
  // the core again, unless its answer was shown, which no text can undo.
  if (saved) {
    input.value = saved.text;
    state.tries = saved.tries ?? 0;
    if (saved.gaveUp) {
      state.text = saved.text;
      reveal('give-up', { focus: false });
    } else if (saved.text) {
      mark(saved.text);
      if (!state.right && attempts > 0 && state.tries >= attempts) reveal('attempts', { focus: false });
      else showVerdict();
    } else if (attempts > 0 && state.tries >= attempts) {
      reveal('attempts', { focus: false });
    }
  }

  return {
    element,
    input,
    heading: parts.title,
    state,
    /** Focus for the next question to answer: its box (or its heading once it is done). */
    focus() {
      if (state.right || state.gaveUp) parts.title.focus();
      else input.focus();
    },
  };
}

/** The question's elements, in reading order. */
function questionParts({ exercise, heading, level, maxLength }) {
  const id = uniqueId('question');
  const title = el(level, { className: 'practice-question-title', id: `${id}-title`, tabIndex: -1 });
  // One message: where the heading ends and the kind begins is the language's ("：" in Chinese).
  title.append(
    ...tNodes(
      'practice-question-title',
      {},
      { heading: el('span', { text: heading }), kind: el('span', { text: kindTitle(exercise.kind) }) },
    ),
  );
  const tex = questionMath(exercise);
  const givens = el('p', { className: 'practice-givens', id: `${id}-givens`, text: questionText(exercise) });
  const mathLine = tex
    ? renderMath(el('div', { className: 'practice-math', attrs: { dir: 'ltr' } }), tex, { display: true })
    : null;
  const input = el('input', {
    type: 'text',
    id: `${id}-answer`,
    className: 'control-input practice-input',
    autocomplete: 'off',
    spellcheck: false,
    maxLength,
    attrs: { 'aria-describedby': `${id}-givens ${id}-form`, dir: 'ltr' },
  });
  const check = el('button', { type: 'submit', className: 'button practice-check', text: t('practice-check') });
  const giveUp = el('button', {
    type: 'button',
    className: 'button-quiet practice-give-up',
    text: t('practice-give-up'),
  });
  const form = el(
    'form',
    { className: 'practice-form', attrs: { novalidate: '' } },
    el('label', { className: 'practice-label', htmlFor: input.id, text: t('practice-answer-label') }),
    el('div', { className: 'practice-row' }, input, check, giveUp),
    el('p', { className: 'control-hint practice-answer-form', id: `${id}-form`, text: answerFormText() }),
  );
  const verdict = el('div', {
    className: 'practice-verdict',
    attrs: { role: 'status', 'aria-live': 'polite', 'aria-atomic': 'true' },
  });
  const stepsButton = el('button', {
    type: 'button',
    className: 'button-quiet practice-steps-button',
    text: t('practice-show-steps'),
    hidden: true,
  });
  const stepsTitle = el(level === 'h3' ? 'h4' : 'h5', {
    className: 'practice-steps-title',
    text: t('practice-steps-title'),
    tabIndex: -1,
  });
  const steps = el('div', { className: 'practice-steps', hidden: true }, stepsTitle);
  const element = el(
    'div',
    { className: 'practice-question' },
    title,
    givens,
    mathLine,
    form,
    verdict,
    stepsButton,
    steps,
  );
  element.dataset.kind = exercise.kind;
  element.dataset.seed = String(exercise.seed);
  // The numbers the question states, by name (for a script or a test that checks the page).
  element.dataset.givens = JSON.stringify(Object.fromEntries(exercise.givens.map((g) => [g.name, g.value])));
  return { element, title, input, check, giveUp, form, verdict, stepsButton, stepsTitle, steps };
}

/** The worked steps and the answer line, made once, then shown. */
function fillSteps({ steps }, exercise) {
  if (steps.childElementCount === 1) {
    const list = el('ol', { className: 'practice-step-list' });
    for (const text of stepTexts(exercise)) list.append(el('li', { text }));
    steps.append(
      list,
      el('p', {
        className: 'practice-answer-line',
        text: t('practice-answer-line', { answer: valueText(exercise.answer), tolerance: toleranceText(exercise) }),
      }),
    );
  }
  steps.hidden = false;
}

function verdictClass(state) {
  if (state.right) return ' is-right';
  if (state.gaveUp) return ' is-given-up';
  if (state.mark?.verdict === 'wrong') return ' is-wrong';
  if (state.mark) return ' is-unknown';
  return '';
}

function line(symbol, word, rest) {
  return el(
    'p',
    { className: 'practice-verdict-line' },
    el('span', { className: 'practice-symbol', text: symbol, attrs: { 'aria-hidden': 'true' } }),
    ' ',
    el('strong', { text: word }),
    rest ? ` ${rest}` : '',
  );
}

const HEADS = {
  'give-up': 'practice-shown-give-up-head',
  steps: 'practice-shown-steps-head',
  attempts: 'practice-shown-attempts-head',
};

/**
 * The verdict of an answer the core could not read (mark.verdict 'not-understood'): its word and
 * the sentences after it. Why, in the page's language, from the core's reason code and data (its
 * English message for a code this page has no words for). A sentence that names the part not
 * understood follows the verdict's "Not understood:"; the core's English message says those words
 * itself, so they are said once.
 */
export function notUnderstoodWords(mark) {
  const reason = reasonText(mark.reason);
  const english = mark.message.replace(/^Not understood:\s*/, '');
  // The core's English sentence quotes the student's text: isolated as typed text is.
  const message = reason ? reason.text : typed(english);
  const namesAPart = reason ? reason.namesAPart : english !== mark.message;
  return {
    word: namesAPart ? t('practice-not-understood-colon') : t('practice-not-understood'),
    rest: mark.readAs
      ? t('practice-nothing-marked-read', { message, readAs: mark.readAs })
      : t('practice-nothing-marked', { message }),
  };
}

/** The verdict's paragraphs for the question's state. */
function verdictLines(state, { exercise, attempts, sectionLink }) {
  const { mark } = state;
  const answer = valueText(exercise.answer);
  if (state.right)
    return [line('✓', t('practice-right'), t('practice-right-read', { readAs: readAsText(mark.readAs), answer }))];
  if (state.gaveUp) return [line('–', t(HEADS[state.shown]), shownText(state.shown, answer, attempts))];
  if (mark?.verdict === 'too-long')
    return [line('?', t('practice-not-understood-colon'), t('practice-nothing-marked', { message: mark.message }))];
  if (mark?.verdict === 'not-understood') {
    const { word, rest } = notUnderstoodWords(mark);
    return [line('?', word, rest)];
  }
  if (mark?.verdict !== 'wrong') return [];
  const parts = [line('✗', t('practice-not-right'), t('practice-read-as', { readAs: readAsText(mark.readAs) }))];
  if (attempts > 0)
    parts.push(el('p', { className: 'practice-attempts-left', text: attemptsLeftText(attempts - state.tries) }));
  if (mark.mistake) {
    const { name, explanation, section, close } = mistakeText(mark.mistake);
    const id = close ? 'practice-mistake-close' : 'practice-mistake-lead';
    parts.push(
      el(
        'p',
        { className: 'practice-mistake' },
        ...withNodes(id, { explanation }, { name: el('strong', { text: name }) }),
      ),
      el(
        'p',
        { className: 'practice-mistake-link' },
        ...withNodes('practice-read-about', {}, { section: sectionLink(section) }),
      ),
    );
  }
  return parts;
}
