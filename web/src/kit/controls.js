// The shared controls: a number control (text box + slider + step buttons) and a choice
// control (radio group). Both read and write one store key; the store validates, the control
// shows the store's message inline and keeps showing the last good value everywhere else.
//
// Rule: the store is the only source of a control's value. A control never keeps a value the
// store refused, except the text the person typed (left in the box so they can correct it).

import { announce, el, uniqueId } from './dom.js';
import { int, intArg, numArg } from './format.js';
import { t } from './i18n.js';
import { createMessage } from './section-kit.js';

/** A number control's elements: label and range, − box +, slider, echo, error line, hint. */
function numberControlElements(id, label, { key, min, step, hint }) {
  const labelElement = el('label', { className: 'control-label', htmlFor: `${id}-input`, text: label });
  const rangeText = el('span', { className: 'control-range', id: `${id}-range` });
  const input = el('input', {
    className: 'control-input',
    id: `${id}-input`,
    type: 'text',
    autocomplete: 'off',
    spellcheck: false,
    attrs: {
      inputmode: step % 1 === 0 && min >= 0 ? 'numeric' : 'decimal',
      role: 'spinbutton',
      'aria-describedby': `${id}-range ${id}-error`,
    },
  });
  const button = (text, name) =>
    el('button', { type: 'button', className: 'step-button', text, attrs: { 'aria-label': name } });
  const minus = button('−', t('control-decrease', { label }));
  const plus = button('+', t('control-increase', { label }));
  const slider = el('input', {
    className: 'control-slider',
    type: 'range',
    id: `${id}-slider`,
    // A slider's low end is on the left in every language, like the numbers it stands for.
    attrs: { 'aria-label': t('control-slider', { label }), dir: 'ltr' },
  });
  const echo = el('p', { className: 'control-echo', id: `${id}-echo` });
  const element = el('div', { className: 'control control-number' });
  const error = createMessage(null, { className: 'control-error', id: `${id}-error`, invalid: input, marked: element });
  element.append(
    el('div', { className: 'control-head' }, labelElement, rangeText),
    // − box + over the slider, low end on the left, in every language (the slider is ltr too).
    el('div', { className: 'control-row', attrs: { dir: 'ltr' } }, minus, input, plus),
    slider,
    echo,
    error.element,
  );
  element.dataset.key = key;
  if (hint) element.append(el('p', { className: 'control-hint', text: hint }));
  return { element, labelElement, rangeText, input, minus, plus, slider, echo, error };
}

/** The log slider's resolution: positions 0 to 1000 between the range's ends. */
export const LOG_STEPS = 1000;

/**
 * A slider's position for a value and back, within [lo, hi]: the value itself on a linear
 * slider; on a log slider 0..LOG_STEPS, and back to two significant figures (10000 stays
 * 10000, not 9999.7).
 */
export function sliderScale(scale) {
  return {
    toSlider(value, [lo, hi]) {
      const clamped = Math.min(hi, Math.max(lo, value));
      if (scale !== 'log') return clamped;
      return Math.round((LOG_STEPS * Math.log(clamped / lo)) / Math.log(hi / lo));
    },
    fromSlider(position, [lo, hi]) {
      if (scale !== 'log') return Number(position);
      const value = lo * Math.exp((Number(position) / LOG_STEPS) * Math.log(hi / lo));
      const magnitude = 10 ** Math.floor(Math.log10(value) - 1);
      return Math.round(value / magnitude) * magnitude;
    },
  };
}

/** The keys that step a number box, and by how many steps (nextValue's) each moves it. */
const KEY_MOVES = { ArrowUp: 1, ArrowDown: -1, PageUp: 10, PageDown: -10 };

/** `value` moved `moves` steps of nextValue (negative: down). */
function movedBy(value, moves, nextValue) {
  const direction = Math.sign(moves);
  let next = value;
  for (let i = 0; i < Math.abs(moves); i += 1) next = nextValue(next, direction);
  return next;
}

/**
 * The slider at `value`: its range (0..LOG_STEPS on a log slider), position and words; a typed
 * value outside the slider's range pins it to its end and says so.
 */
function showOnSlider(slider, { scale, step, range, value, describe }) {
  if (scale === 'log') {
    slider.min = '0';
    slider.max = String(LOG_STEPS);
    slider.step = '1';
  } else {
    slider.min = String(range[0]);
    slider.max = String(range[1]);
    slider.step = String(step);
  }
  slider.value = String(sliderScale(scale).toSlider(value, range));
  slider.setAttribute(
    'aria-valuetext',
    value > range[1] || value < range[0]
      ? t('control-slider-typed', { value: describe(value), min: numArg(range[0]), max: numArg(range[1]) })
      : describe(value),
  );
}

/**
 * A number control's listeners: the box commits on change and Enter, steps on the arrow and
 * page keys, and Escape undoes a refused value; the slider commits as it moves (announced when
 * let go); − and + step once. `value()`: the store's value now.
 */
function listenNumberControl(parts, { value, min, upperNow, nextValue, sliderValue, commit, undo, announceValue }) {
  const { input, slider, minus, plus } = parts;
  input.addEventListener('change', () => commit(input.value));
  input.addEventListener('keydown', (event) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      commit(input.value);
    } else if (event.key in KEY_MOVES) {
      event.preventDefault();
      const next = movedBy(value(), KEY_MOVES[event.key], nextValue);
      commit(Math.min(upperNow(), Math.max(min, next)));
      input.value = String(value());
    } else if (event.key === 'Escape') undo();
  });
  slider.addEventListener('input', () => commit(sliderValue(), { announceIt: false }));
  slider.addEventListener('change', announceValue);
  minus.addEventListener('click', () => commit(Math.max(min, nextValue(value(), -1))));
  plus.addEventListener('click', () => commit(Math.min(upperNow(), nextValue(value(), 1))));
}

/**
 * @param {HTMLElement} container
 * @param {{ store, key: string, label: string, min: number, max: number, step?: number,
 *   describe?: (value:number) => string, sliderMin?: number, sliderMax?: number,
 *   sliderRange?: (state) => [number, number], scale?: 'linear' | 'log', hint?: string,
 *   nextValue?: (value:number, direction:1|-1) => number, maxFor?: (state) => number,
 *   rangeText?: string | ((state) => string) }} options
 *   maxFor: a maximum that depends on other keys (step <= d - 1), for the + button and ARIA.
 *   min/max are what a typed value may be (the core's limits); sliderMin/sliderMax the
 *   practical range of the slider (a typed value outside it pins the slider to its end).
 * @returns {{ element: HTMLElement, input: HTMLInputElement, slider: HTMLInputElement, refresh(): void, setLabel(text: string, describe?: (value:number) => string): void, destroy(): void }}
 */
export function createNumberControl(container, options) {
  const { store, key, min, max, step = 1, scale = 'linear', hint } = options;
  let { label } = options; // setLabel() changes it: one shared control, named as each section needs
  const ownDescribe = options.describe || ((v) => t('control-describe', { label, value: numArg(v) }));
  let describe = ownDescribe; // setLabel() may give a section's own words for the value
  const sliderRange = options.sliderRange || (() => [options.sliderMin ?? min, options.sliderMax ?? max]);
  const nextValue = options.nextValue || ((value, direction) => value + direction * step);
  // The largest value now: a maximum that depends on other keys (maxFor), else the range's.
  const upperNow = () => (options.maxFor ? options.maxFor(store.get()) : max);
  const id = uniqueId(`control-${key}`);

  const parts = numberControlElements(id, label, { key, min, step, hint });
  const { element, labelElement, rangeText, input, minus, plus, slider, echo, error } = parts;
  container.append(element);
  const { fromSlider } = sliderScale(scale);

  const { show: showError, clear: clearError } = error;

  function commit(raw, { announceIt = true } = {}) {
    const result = store.set({ [key]: raw });
    if (!result.ok) {
      showError(Object.values(result.errors).join(' '));
      echo.textContent = t('control-still-using', { value: describe(store.get()[key]) });
      return false;
    }
    clearError();
    refresh();
    if (announceIt) announce(t('control-announce', { label, value: describe(store.get()[key]) }));
    return true;
  }

  function refresh() {
    const value = store.get()[key];
    const range = sliderRange(store.get());
    // getRootNode(): inside <pe-explorer>'s shadow root, document.activeElement is the host.
    if (input.getRootNode().activeElement !== input || !element.classList.contains('has-error'))
      input.value = String(value);
    input.setAttribute('aria-valuenow', String(value));
    input.setAttribute('aria-valuemin', String(min));
    input.setAttribute('aria-valuemax', String(max));
    input.setAttribute('aria-valuetext', describe(value));
    showOnSlider(slider, { scale, step, range, value, describe });
    const upper = upperNow();
    input.setAttribute('aria-valuemax', String(upper));
    rangeText.textContent =
      typeof options.rangeText === 'function'
        ? options.rangeText(store.get())
        : options.rangeText || t('control-range', { min: numArg(min), max: intArg(upper) });
    echo.textContent = describe(value);
    minus.disabled = nextValue(value, -1) < min;
    plus.disabled = nextValue(value, 1) > upper;
  }

  listenNumberControl(parts, {
    value: () => store.get()[key],
    min,
    upperNow,
    nextValue,
    sliderValue: () => fromSlider(slider.value, sliderRange(store.get())),
    commit,
    undo: () => {
      clearError();
      refresh();
    },
    announceValue: () => announce(t('control-announce', { label, value: describe(store.get()[key]) })),
  });

  const unsubscribe = store.subscribe((_state, changed) => {
    if (changed.includes(key)) clearError();
    refresh();
  });
  refresh();
  /**
   * Renames the control (its label, and the names of its buttons and slider), and describes its
   * value in the section's words when `words` is given (the control's own words otherwise).
   */
  function setLabel(text, words) {
    const nextDescribe = words || ownDescribe;
    if (nextDescribe !== describe) {
      describe = nextDescribe;
      refresh();
    }
    if (text === label) return;
    label = text;
    labelElement.textContent = text;
    minus.setAttribute('aria-label', t('control-decrease', { label: text }));
    plus.setAttribute('aria-label', t('control-increase', { label: text }));
    slider.setAttribute('aria-label', t('control-slider', { label: text }));
  }
  return { element, input, slider, refresh, showError, clearError, setLabel, destroy: unsubscribe };
}

/**
 * A radio group: a fieldset with its legend, one labelled radio a choice (and its hint), and an
 * error line. The one way the page draws a group of radios: createChoiceControl binds it to a
 * store key; a section's local choice (the variant compared, the weights shown) gives onPick.
 * @param {{ label: string, choices: Array<{ value: string, label: string, hint?: string }>,
 *   value?: string, onPick(value: string, choice: object): void, className?: string, key?: string }} options
 * @returns {{ element: HTMLFieldSetElement, radios: HTMLInputElement[], value(): string, set(value): void,
 *   showError(text): void, clearError(): void }}
 */
export function createRadioGroup(container, { label, choices, value, onPick, className = '', key = 'choice' }) {
  const name = uniqueId(`choice-${key}`);
  const fieldset = el(
    'fieldset',
    { className: `control control-choice ${className}`.trim() },
    el('legend', { className: 'control-label', text: label }),
  );
  const error = createMessage(null, { className: 'control-error', id: `${name}-error`, marked: fieldset });
  fieldset.setAttribute('aria-describedby', error.element.id);
  const radios = choices.map((choice) => {
    const radio = el('input', {
      type: 'radio',
      name,
      value: choice.value,
      id: `${name}-${choice.value}`,
      checked: choice.value === value,
    });
    radio.addEventListener('change', () => {
      if (radio.checked) onPick(choice.value, choice);
    });
    fieldset.append(
      el(
        'label',
        { className: 'choice', htmlFor: radio.id },
        radio,
        el('span', { className: 'choice-text', text: choice.label }),
        choice.hint ? el('span', { className: 'choice-hint', text: choice.hint }) : null,
      ),
    );
    return radio;
  });
  fieldset.append(error.element);
  container?.append(fieldset);
  return {
    element: fieldset,
    radios,
    value: () => radios.find((radio) => radio.checked)?.value,
    set(next) {
      for (const radio of radios) radio.checked = radio.value === next;
    },
    showError: error.show,
    clearError: error.clear,
  };
}

/**
 * A radio group for a key with a few named values (the layout).
 * @param {{ store, key: string, label: string, choices: Array<{ value: string, label: string, hint?: string }> }} options
 */
export function createChoiceControl(container, { store, key, label, choices }) {
  const group = createRadioGroup(container, {
    label,
    choices,
    key,
    value: store.get()[key],
    onPick(value, choice) {
      const result = store.set({ [key]: value });
      if (!result.ok) {
        group.showError(Object.values(result.errors).join(' '));
        refresh();
      } else {
        group.clearError();
        announce(t('control-announce', { label, value: choice.label }));
      }
    },
  });
  group.element.dataset.key = key;
  function refresh() {
    group.set(store.get()[key]);
  }
  const unsubscribe = store.subscribe((_state, changed) => {
    if (changed.includes(key)) group.clearError();
    refresh();
  });
  refresh();
  return {
    element: group.element,
    refresh,
    showError: group.showError,
    clearError: group.clearError,
    destroy: unsubscribe,
  };
}

/** d as the head dimension (RoPE and the longer contexts): its pairs are rotated, not sine–cosine. */
export function describeHeadDimension(v) {
  const pairs = Math.floor(v / 2);
  const args = { count: v, number: int(v), pairs, pairsNumber: int(pairs) };
  return t(v % 2 ? 'control-head-dimension-odd' : 'control-head-dimension', args);
}

/** d in the sine–cosine table: its pairs, and the lone sine of an odd d. */
function describeWidth(v) {
  if (v === 1) return t('control-width-one');
  const pairs = Math.floor(v / 2);
  const args = { count: v, number: int(v), pairs, pairsNumber: int(pairs) };
  return t(v % 2 ? 'control-width-odd' : 'control-width', args);
}

/**
 * The page's shared controls, one record per store key, with the page's practical slider
 * ranges. What a typed value may be comes from `ranges` (the store's, read from the core).
 */
export function sharedControlSpecs(ranges) {
  const { d, n, base, offset, pos, k } = ranges;
  return {
    d: {
      label: t('control-label-d'),
      min: d.min,
      max: d.max,
      sliderMin: 1,
      sliderMax: 512,
      // An odd d's last dimension is a sine with no cosine: it is not one of the pairs.
      describe: describeWidth,
    },
    n: {
      label: t('control-label-n'),
      min: n.min,
      max: n.max,
      sliderMin: 1,
      sliderMax: 2048,
      describe: (v) => t('control-describe-n', { count: v, number: intArg(v) }),
    },
    base: {
      // The text box sends what is typed to the store, which applies the exclusive minimum.
      label: t('control-label-base'),
      min: base.minExclusive ? base.min + 1e-6 : base.min,
      max: base.max,
      rangeText: t(base.minExclusive ? 'control-range-above' : 'control-range-from', {
        min: intArg(base.min),
        max: intArg(base.max),
      }),
      step: 1,
      scale: 'log',
      sliderMin: 2,
      sliderMax: 1e6,
      describe: (v) => t('control-describe-base', { value: numArg(v) }),
      nextValue: (v, direction) => (direction > 0 ? v * 10 : v / 10),
      hint: t('control-hint-base'),
    },
    offset: {
      label: t('control-label-offset'),
      min: offset.min,
      max: offset.max,
      sliderMin: 0,
      sliderMax: 10000,
      describe: (v) => t('control-describe-offset', { value: intArg(v) }),
    },
    pos: {
      label: t('control-label-pos'),
      min: pos.min,
      max: pos.max,
      sliderMin: 0,
      sliderMax: 1000,
      describe: (v) => t('control-describe-pos', { value: intArg(v) }),
    },
    k: {
      label: t('control-label-k'),
      min: k.min,
      max: k.max,
      describe: (v) => t('control-describe-k', { count: v, number: intArg(v) }),
      sliderRange: (state) => [Math.max(-state.pos, -64), 64],
    },
    layout: {
      label: t('control-label-layout'),
      choices: [
        { value: 'interleaved', label: t('control-layout-interleaved'), hint: t('control-layout-interleaved-hint') },
        {
          value: 'concatenated',
          label: t('control-layout-concatenated'),
          hint: t('control-layout-concatenated-hint'),
        },
      ].filter((choice) => ranges.layout.choices.includes(choice.value)),
    },
  };
}
