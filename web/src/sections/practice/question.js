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
import { int } from '../../kit/format.js';
import { renderMath } from '../../kit/narration.js';
import {
  kindTitle,
  mistakeText,
  questionMath,
  questionText,
  stepTexts,
  toleranceText,
  WORKED_ROUNDING,
} from './words.js';

/** A value from the core for reading: 10 significant figures, whole numbers with separators. */
export function valueText(value) {
  if (!Number.isFinite(value)) return String(value);
  if (Number.isInteger(value) && Math.abs(value) < 1e15) return int(value);
  const text = String(Number(value.toPrecision(10)));
  return text.replace('e+', 'e');
}

export const VALUES_NOTE = `The worked steps are ${WORKED_ROUNDING}; an answer is shown to 10 significant figures and marked at the tolerance its question states.`;

// The verdicts' sentences (each one template, numbers in it).
export const SHOWN_WORDS = {
  'give-up': (answer) => `The answer is ${answer}; the steps are below. This question counts as not right.`,
  steps: (answer) => `The worked steps give the answer, ${answer}, so this question now counts as not right.`,
  attempts: (answer, attempts) =>
    `That was the last of ${int(attempts)} ${attempts === 1 ? 'attempt' : 'attempts'}: the answer is ${answer}, and the steps are below. This question counts as not right.`,
};
const SHOWN_HEADS = { 'give-up': 'Given up.', steps: 'Answer shown.', attempts: 'No attempts left.' };
export const attemptsLeftText = (left) =>
  left === 1 ? 'You have 1 attempt left at this question.' : `You have ${int(left)} attempts left at this question.`;
export const tooLongText = (bytes) =>
  `The answer is longer than ${int(bytes)} bytes, the most this box takes. Type one number or a short expression.`;

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
      state.mark = core.markAnswer({ exerciseKind: exercise.kind, seed: exercise.seed, answer: text });
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
  title.append(el('span', { text: `${heading}: ` }), el('span', { text: kindTitle(exercise.kind) }));
  const tex = questionMath(exercise);
  const givens = el('p', { className: 'practice-givens', id: `${id}-givens`, text: questionText(exercise) });
  const mathLine = tex ? renderMath(el('div', { className: 'practice-math' }), tex, { display: true }) : null;
  const input = el('input', {
    type: 'text',
    id: `${id}-answer`,
    className: 'control-input practice-input',
    autocomplete: 'off',
    spellcheck: false,
    maxLength,
    attrs: { 'aria-describedby': `${id}-givens` },
  });
  const check = el('button', { type: 'submit', className: 'button practice-check', text: 'Check' });
  const giveUp = el('button', { type: 'button', className: 'button-quiet practice-give-up', text: 'Show the answer' });
  const form = el(
    'form',
    { className: 'practice-form', attrs: { novalidate: '' } },
    el('label', { className: 'practice-label', htmlFor: input.id, text: 'Your answer' }),
    el('div', { className: 'practice-row' }, input, check, giveUp),
  );
  const verdict = el('div', {
    className: 'practice-verdict',
    attrs: { role: 'status', 'aria-live': 'polite', 'aria-atomic': 'true' },
  });
  const stepsButton = el('button', {
    type: 'button',
    className: 'button-quiet practice-steps-button',
    text: 'Show the worked steps',
    hidden: true,
  });
  const stepsTitle = el(level === 'h3' ? 'h4' : 'h5', {
    className: 'practice-steps-title',
    text: 'Worked steps',
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
        text: `The answer: ${valueText(exercise.answer)}, marked ${toleranceText(exercise)}.`,
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

/** The verdict's paragraphs for the question's state. */
function verdictLines(state, { exercise, attempts, sectionLink }) {
  const { mark } = state;
  const answer = valueText(exercise.answer);
  if (state.right) return [line('✓', 'Right.', `Read as ${mark.readAs}; the answer is ${answer}.`)];
  if (state.gaveUp) return [line('–', SHOWN_HEADS[state.shown], SHOWN_WORDS[state.shown](answer, attempts))];
  if (mark?.verdict === 'too-long') return [line('?', 'Not understood:', `${mark.message} Nothing was marked.`)];
  if (mark?.verdict === 'not-understood') {
    // The core's message may start with the verdict's own words: they are said once.
    const message = mark.message.replace(/^Not understood:\s*/, '');
    const readAs = mark.readAs ? ` It was read as “${mark.readAs}”.` : '';
    const word = message === mark.message ? 'Not understood.' : 'Not understood:';
    return [line('?', word, `${message}${readAs} Nothing was marked.`)];
  }
  if (mark?.verdict !== 'wrong') return [];
  const parts = [line('✗', 'Not right.', `Your answer was read as ${mark.readAs}.`)];
  if (attempts > 0)
    parts.push(el('p', { className: 'practice-attempts-left', text: attemptsLeftText(attempts - state.tries) }));
  if (mark.mistake) {
    const { name, explanation, section, lead = 'It matches a known mistake: ' } = mistakeText(mark.mistake);
    parts.push(
      el('p', { className: 'practice-mistake' }, lead, el('strong', { text: name }), `. ${explanation}`),
      el('p', { className: 'practice-mistake-link' }, 'Read about it in ', sectionLink(section), '.'),
    );
  }
  return parts;
}
