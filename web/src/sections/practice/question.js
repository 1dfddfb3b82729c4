// One practice question: its givens in words and maths, the tolerance, an answer box with Check
// and "Show the answer", the verdict in words and a symbol (in a polite live region), the
// mistake a wrong answer matches with a link to the section that explains it, and the worked
// steps. The practice set and every "Try one" use it.
//
// Rules: every number comes from the core (the exercise, the mark); the words from words.js.
// Colour is never the only cue: each verdict starts with a symbol and a word. Text only: no
// markup, no inline style.

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

/**
 * @param {{ core: object, exercise: object, heading: string, level?: 'h3' | 'h4',
 *   sectionLink(id): HTMLElement, saved?: { text: string, gaveUp: boolean },
 *   onChange(state, how: 'check' | 'give-up'): void }} options
 *   heading: the question's heading ("Question 2 of 10"); the kind's title follows it.
 *   sectionLink(id): a link to the section `id` (the verdict's "read about it").
 * @returns {{ element, input, heading, state, focus(): void }}
 */
export function createQuestion({ core, exercise, heading, level = 'h4', sectionLink, saved, onChange }) {
  const id = uniqueId('question');
  const state = { text: '', mark: null, right: false, gaveUp: false };

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

  const line = (symbol, word, rest) =>
    el(
      'p',
      { className: 'practice-verdict-line' },
      el('span', { className: 'practice-symbol', text: symbol, attrs: { 'aria-hidden': 'true' } }),
      ' ',
      el('strong', { text: word }),
      rest ? ` ${rest}` : '',
    );

  function showSteps() {
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
    stepsButton.hidden = true;
  }

  function lock() {
    input.readOnly = true;
    check.hidden = true;
    giveUp.hidden = true;
    element.classList.add('is-done');
  }

  function showVerdict() {
    const { mark } = state;
    verdict.className = 'practice-verdict';
    if (state.right) {
      verdict.classList.add('is-right');
      verdict.replaceChildren(
        line('✓', 'Right.', `Read as ${mark.readAs}; the answer is ${valueText(exercise.answer)}.`),
      );
    } else if (state.gaveUp) {
      verdict.classList.add('is-given-up');
      verdict.replaceChildren(
        line('–', 'Given up.', `The answer is ${valueText(exercise.answer)}; the steps are below.`),
      );
    } else if (mark?.verdict === 'not-understood') {
      verdict.classList.add('is-unknown');
      // The core's message may start with the verdict's own words: they are said once.
      const message = mark.message.replace(/^Not understood:\s*/, '');
      const readAs = mark.readAs ? ` It was read as “${mark.readAs}”.` : '';
      verdict.replaceChildren(
        line(
          '?',
          message === mark.message ? 'Not understood.' : 'Not understood:',
          `${message}${readAs} Nothing was marked.`,
        ),
      );
    } else if (mark?.verdict === 'wrong') {
      verdict.classList.add('is-wrong');
      const parts = [line('✗', 'Not right.', `Your answer was read as ${mark.readAs}.`)];
      if (mark.mistake) {
        const { name, explanation, section } = mistakeText(mark.mistake);
        parts.push(
          el(
            'p',
            { className: 'practice-mistake' },
            'It matches a known mistake: ',
            el('strong', { text: name }),
            `. ${explanation}`,
          ),
          el('p', { className: 'practice-mistake-link' }, 'Read about it in ', sectionLink(section), '.'),
        );
      }
      verdict.replaceChildren(...parts);
      if (steps.hidden) stepsButton.hidden = false;
    } else {
      verdict.replaceChildren();
    }
  }

  function mark(text) {
    state.text = text;
    state.mark = core.markAnswer({ exerciseKind: exercise.kind, seed: exercise.seed, answer: text });
    if (state.mark.verdict === 'right') {
      state.right = true;
      lock();
    }
    showVerdict();
  }

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (state.right || state.gaveUp) return;
    mark(input.value);
    if (!state.right) input.select();
    onChange(state, 'check');
  });
  giveUp.addEventListener('click', () => {
    state.gaveUp = true;
    lock();
    showVerdict();
    showSteps();
    stepsTitle.focus();
    onChange(state, 'give-up');
  });
  stepsButton.addEventListener('click', () => {
    showSteps();
    stepsTitle.focus();
  });

  // A set that comes back (progress kept on this device): the core marks the kept text again.
  if (saved) {
    input.value = saved.text;
    if (saved.text) mark(saved.text);
    if (saved.gaveUp && !state.right) {
      state.gaveUp = true;
      lock();
      showVerdict();
      showSteps();
    }
  }

  return {
    element,
    input,
    heading: title,
    state,
    /** Focus for the next question to answer: its box (or its heading once it is done). */
    focus() {
      if (state.right || state.gaveUp) title.focus();
      else input.focus();
    },
  };
}
