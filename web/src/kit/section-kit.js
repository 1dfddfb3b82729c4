// Small pieces the sections share: an inline message line, a local number/text field (for
// values that are not store keys), tables with a scroll region, and scientific formatting for
// error sizes. Maths goes through narration.js (math, renderMath).
//
// Rule: text only. Every value goes through textContent, never innerHTML; the page CSP forbids
// inline styles, and data is never markup.

import { el, uniqueId } from './dom.js';
import { intArg, localDigits, parseStrictNumber } from './format.js';
import { t, typed } from './i18n.js';

/**
 * An error size in scientific notation with `digits` decimals: 0.000235 -> "2.4e-4";
 * exactly 0 prints "0". Written with the page language's decimal sign and digits, as every
 * other number beside it ("2,4e-4" in Spanish). Formatting only: the value comes from the core.
 */
export function sci(value, digits = 1) {
  if (value === 0) return '0';
  if (!Number.isFinite(value)) return String(value);
  return localDigits(value.toExponential(digits).replace('e+', 'e'));
}

/**
 * An inline message line (for a refused value or a core RangeError), appended to `container`
 * when one is given. `invalid`: the input the message is about (aria-invalid while shown);
 * `marked`: an element that carries the class has-error while shown.
 * @returns {{ element: HTMLElement, show(text: string): void, clear(): void, get text(): string }}
 */
export function createMessage(container, { className = 'inline-message', role = 'alert', id, invalid, marked } = {}) {
  const element = el('p', { className, id, hidden: true });
  element.setAttribute('role', role);
  container?.append(element);
  return {
    element,
    show(text) {
      element.textContent = text;
      element.hidden = false;
      invalid?.setAttribute('aria-invalid', 'true');
      marked?.classList.add('has-error');
    },
    clear() {
      element.textContent = '';
      element.hidden = true;
      invalid?.removeAttribute('aria-invalid');
      marked?.classList.remove('has-error');
    },
    get text() {
      return element.textContent;
    },
  };
}

/** A field's elements: its label, the box (holding `value`), the hint and the error line. */
function fieldElements({ label, kind, hint, value }) {
  const id = uniqueId('field');
  const input = el('input', {
    className: 'control-input field-input',
    id,
    type: 'text',
    autocomplete: 'off',
    spellcheck: false,
    attrs: { inputmode: kind === 'integer' ? 'numeric' : 'text', 'aria-describedby': `${id}-error` },
  });
  input.value = String(value);
  const error = createMessage(null, { className: 'control-error', id: `${id}-error`, invalid: input });
  const element = el(
    'div',
    { className: 'control field' },
    el('label', { className: 'control-label', htmlFor: id, text: label }),
    input,
    hint ? el('p', { className: 'control-hint', text: hint }) : null,
    error.element,
  );
  return { element, input, error };
}

/**
 * A field's typed text checked: { value, error } (error null when good). Text is trimmed; an
 * integer must be one in [min, max] (the message names the field), then pass `accept`.
 */
function checkField(raw, { kind, min, max, name, accept }) {
  if (kind === 'text') {
    const text = String(raw).trim();
    return accept ? { value: text, error: accept(text) } : { value: text, error: null };
  }
  const text = String(raw).trim();
  const number = parseStrictNumber(text);
  if (!Number.isInteger(number) || number < min || number > max) {
    const shown = typed(JSON.stringify(text.length > 40 ? `${text.slice(0, 40)}...` : text));
    return {
      value: number,
      error: t('store-refused-integer', { name, min: intArg(min), max: intArg(max), value: shown }),
    };
  }
  return { value: number, error: accept ? accept(number) : null };
}

/**
 * A field for a value that lives in one section only (not in the store or the URL).
 * Type and press Enter (or leave the box); `accept(value)` returns null when the value is good
 * or a message naming the parameter and its range; a refused value leaves the last good one.
 * @param {{ label: string, value: number|string, kind?: 'integer'|'text', min?: number, max?: number,
 *   accept?: (value) => string|null, onChange: (value) => void, hint?: string, name?: string }} options
 */
export function createField(container, options) {
  const { label, kind = 'integer', min = 0, max = Number.MAX_SAFE_INTEGER, hint, name = label } = options;
  let value = options.value;
  const { element, input, error } = fieldElements({ label, kind, hint, value });
  container.append(element);

  const showError = error.show;
  const clearError = error.clear;

  function commit() {
    const result = checkField(input.value, { kind, min, max, name, accept: options.accept });
    if (result.error) {
      showError(
        t('field-still-using', {
          message: result.error,
          value: typeof value === 'number' ? localDigits(String(value)) : value,
        }),
      );
      return false;
    }
    clearError();
    if (result.value !== value) {
      value = result.value;
      options.onChange(value);
    }
    input.value = String(value);
    return true;
  }

  input.addEventListener('change', commit);
  input.addEventListener('keydown', (event) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      commit();
    } else if (kind === 'integer' && (event.key === 'ArrowUp' || event.key === 'ArrowDown')) {
      event.preventDefault();
      input.value = String(Math.min(max, Math.max(min, value + (event.key === 'ArrowUp' ? 1 : -1))));
      commit();
    }
  });

  return {
    element,
    input,
    get value() {
      return value;
    },
    showError,
    clearError,
    /** Sets the value from code (a preset button); it is checked like typed text. */
    set(next) {
      input.value = String(next);
      return commit();
    },
  };
}

/** A table from header strings and rows of cells (strings or nodes); the first cell of a row is its header. */
export function table({ caption, columns, rows, className = 'data-table' }) {
  const node = el('table', { className });
  if (caption) node.append(el('caption', { text: caption }));
  const head = el('thead');
  const headRow = el('tr');
  for (const column of columns) headRow.append(el('th', { attrs: { scope: 'col' } }, column));
  head.append(headRow);
  const body = el('tbody');
  for (const row of rows) {
    const tr = el('tr');
    tr.append(
      ...row.map((cell, index) => (index === 0 ? el('th', { attrs: { scope: 'row' } }, cell) : el('td', {}, cell))),
    );
    body.append(tr);
  }
  node.append(head, body);
  return node;
}

/**
 * A horizontally scrollable, keyboard-focusable region around a wide table. With `hint`, a
 * visible line under it says the table scrolls (shown on narrow screens only, styles/sections.css).
 */
export function scroller(label, child, { hint } = {}) {
  const region = el(
    'div',
    { className: 'table-scroll', tabIndex: 0, attrs: { role: 'region', 'aria-label': label } },
    child,
  );
  if (!hint) return region;
  return el(
    'div',
    { className: 'scroll-wrap' },
    region,
    el('p', { className: 'scroll-hint', text: t('scroll-hint', { hint }) }),
  );
}

/**
 * The "Predict first" parts of a stepper (the worked example, the RoPE rotation): a checkbox
 * with its label, and a form that asks one question at a time with Check and Just show me.
 * The section wires the behaviour; this only makes the elements, with ids from `id`.
 */
export function createPredictParts(id, { prompt, toggleClass = '' }) {
  const predictToggle = el('input', {
    type: 'checkbox',
    id: `${id}-predict`,
    className: `predict-toggle ${toggleClass}`.trim(),
  });
  const predictLabel = el(
    'label',
    { className: 'predict-label', htmlFor: predictToggle.id },
    predictToggle,
    el('span', { text: prompt }),
  );
  const predictBox = el('form', { className: 'predict-box', hidden: true, attrs: { novalidate: '' } });
  const guessInput = el('input', {
    type: 'text',
    id: `${id}-guess`,
    className: 'control-input predict-input',
    autocomplete: 'off',
    attrs: { inputmode: 'decimal' },
  });
  const guessLabel = el('label', { htmlFor: guessInput.id, className: 'predict-question' });
  const checkButton = el('button', { type: 'submit', className: 'button', text: t('predict-check') });
  const revealButton = el('button', { type: 'button', className: 'button-quiet', text: t('predict-reveal') });
  const feedback = el('p', { className: 'predict-feedback', attrs: { role: 'status' } });
  predictBox.append(
    guessLabel,
    el('div', { className: 'predict-row' }, guessInput, checkButton, revealButton),
    feedback,
  );
  return { predictToggle, predictLabel, predictBox, guessInput, guessLabel, checkButton, revealButton, feedback };
}

/**
 * How a stepper moves (the worked example, the RoPE rotation): its Previous and Next buttons,
 * N and P anywhere in the section (ctx.onStepKeys), and Left, Right, Home and End while the
 * stepper has focus. `current()` is the index shown, `last()` the largest, `go(index)` moves
 * (it clamps); typing in a box inside the stepper is never taken for a move.
 */
export function wireStepper(ctx, { stepper, prev, next, current, last, go }) {
  ctx.onStepKeys({ next: () => go(current() + 1), prev: () => go(current() - 1) });
  prev.addEventListener('click', () => go(current() - 1));
  next.addEventListener('click', () => go(current() + 1));
  stepper.addEventListener('keydown', (event) => {
    if (event.target instanceof HTMLInputElement) return;
    const moves = { ArrowLeft: current() - 1, ArrowRight: current() + 1, Home: 0, End: last() };
    if (event.key in moves) {
      event.preventDefault();
      go(moves[event.key]);
    }
  });
}
