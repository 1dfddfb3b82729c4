// Section "Worked example": one position's encoding computed dimension by dimension.
// Every number comes from core.steps (float64); the page only formats and typesets it.
// `step` in the store (and the URL) is the dimension on screen, 0-based.

import { el, uniqueId } from '../a11y.js';
import { createNumberControl } from '../controls.js';
import { fixed, int, roundingNote, trim } from '../format.js';
import { renderMath, renderNarration } from '../narration.js';
import { createCopyButton } from '../export.js';

const INTRO = [
  { type: 'p', text: 'The formula is easiest to trust once you have run it by hand. Pick a position and a width, then walk through the dimensions one at a time: for each one, find its pair, the exponent, the denominator, the angle, and finally the sine or cosine.' },
  { type: 'p', text: 'The starting values, $d = 4$ and $\\mathit{pos} = 3$, are the example used in the lecture notes this module is based on, so you can check your working against theirs.' },
];

const STAGES = [
  { id: 'pair', label: 'Pair index' },
  { id: 'exponent', label: 'Exponent' },
  { id: 'denominator', label: 'Denominator' },
  { id: 'angle', label: 'Angle' },
  { id: 'value', label: 'Value' },
];

const OUTRO = [
  { type: 'h3', text: 'Rounding, and a small slip in one source' },
  { type: 'p', text: 'One of the lecture decks gives $\\cos(3) \\approx -0.9899$. The digits are right, but they were cut off rather than rounded: $\\cos(3) = -0.98999249\\ldots$, and the fifth decimal is a 9, so rounding to four places gives $-0.9900$. The difference is tiny, but when you compare your own numbers with a table it helps to know which rule the table used.' },
];

const KEYBOARD_HELP = 'When the stepper has focus, the Left and Right arrow keys move between dimensions, Home and End jump to the first and last.';

function texNumber(value) {
  return trim(value);
}

/** "=" when the printed number is the exact float64 value, "≈" when it was rounded. */
function relation(value) {
  return Number(trim(value)) === value ? '=' : '\\approx';
}

function closeness(guess, truth, record) {
  const error = Math.abs(guess - truth);
  const rounded = fixed(error);
  if (Number(fixed(guess)) === Number(fixed(truth))) return { tone: 'ok', text: `Exactly right to 6 decimals: the value is ${fixed(truth)}.` };
  let verdict;
  if (error < 1e-3) verdict = 'Very close';
  else if (error < 0.02) verdict = 'Close';
  else verdict = 'Not quite';
  let hint = '';
  if (error >= 1e-3) {
    if (record.fn === 'sin' && Math.abs(record.angle) < 0.2) hint = ' For a small angle x, sin(x) is almost x itself.';
    else if (record.fn === 'cos' && Math.abs(record.angle) < 0.2) hint = ' For a small angle x, cos(x) is close to 1 − x²/2.';
    else if (Math.abs(record.angle) > Math.PI) hint = ' The angle is more than π, so the value can be negative: think of where the angle lands on the circle.';
  }
  return { tone: error < 1e-3 ? 'ok' : 'warn', text: `${verdict}: you said ${trim(guess)}, the value is ${fixed(truth)}, a difference of ${rounded}.${hint}` };
}

export default {
  id: 'steps',
  title: 'Worked example',
  controls: ['d', 'pos', 'base', 'layout'],
  defaults: { d: 4, pos: 3 },
  mount(container, { core, store, onShow, onStepKeys, link }) {
    renderNarration(container, INTRO);

    const id = uniqueId('stepper');
    const title = el('h3', { className: 'stepper-title', id: `${id}-title` });
    const where = el('p', { className: 'stepper-where' });
    const formulaLine = el('div', { className: 'stepper-math', attrs: { 'aria-live': 'polite' } });
    const stageList = el('ol', { className: 'stepper-stages' });
    const stageNodes = STAGES.map((stage) => {
      const expression = el('span', { className: 'stage-math' });
      const item = el('li', { className: `stage stage-${stage.id}` }, el('span', { className: 'stage-label', text: stage.label }), expression);
      stageList.append(item);
      return { ...stage, item, expression };
    });

    const prev = el('button', { type: 'button', className: 'button-quiet stepper-prev', text: '← Previous dimension' });
    const next = el('button', { type: 'button', className: 'button stepper-next', text: 'Next dimension →' });
    const predictToggle = el('input', { type: 'checkbox', id: `${id}-predict`, className: 'predict-toggle' });
    const predictLabel = el('label', { className: 'predict-label', htmlFor: predictToggle.id }, predictToggle,
      el('span', { text: 'Predict first: type each value before it is shown' }));

    const predictBox = el('form', { className: 'predict-box', hidden: true, attrs: { novalidate: '' } });
    const guessInput = el('input', { type: 'text', id: `${id}-guess`, className: 'control-input predict-input', autocomplete: 'off', attrs: { inputmode: 'decimal' } });
    const guessLabel = el('label', { htmlFor: guessInput.id, className: 'predict-question' });
    const checkButton = el('button', { type: 'submit', className: 'button', text: 'Check' });
    const revealButton = el('button', { type: 'button', className: 'button-quiet', text: 'Just show me' });
    const feedback = el('p', { className: 'predict-feedback', attrs: { role: 'status' } });
    predictBox.append(guessLabel, el('div', { className: 'predict-row' }, guessInput, checkButton, revealButton), feedback);

    const vectorTitle = el('h4', { className: 'vector-title' });
    const vector = el('ol', { className: 'result-vector', attrs: { 'aria-labelledby': `${id}-vector-title` } });
    vectorTitle.id = `${id}-vector-title`;
    const vectorNote = el('p', { className: 'vector-note' });

    const jumpHolder = el('div', { className: 'stepper-jump' });
    const stepper = el('div', {
      className: 'stepper card', tabIndex: 0,
      attrs: { role: 'group', 'aria-labelledby': `${id}-title`, 'aria-describedby': `${id}-keys` },
    },
    title, where, formulaLine, stageList, predictBox,
    el('div', { className: 'stepper-nav' }, prev, next),
    el('p', { className: 'stepper-keys', id: `${id}-keys`, text: KEYBOARD_HELP }),
    jumpHolder, predictLabel,
    vectorTitle, vector, vectorNote, roundingNote());
    // Take-away: every dimension's chain as one LaTeX align* block, for slides or a handout.
    const latexTool = createCopyButton({ text: 'Copy as LaTeX', what: 'LaTeX', getText: () => exportTex(store.get()) });
    latexTool.element.classList.add('steps-latex');
    stepper.append(latexTool.element);
    container.append(stepper);

    const jump = createNumberControl(jumpHolder, {
      store, key: 'step', label: 'Jump to dimension j', min: 0, max: core.limits.maxDModel - 1,
      maxFor: (state) => state.d - 1,
      sliderRange: (state) => [0, Math.max(0, state.d - 1)],
      rangeText: (state) => `0 to ${int(state.d - 1)}`,
      describe: (v) => `dimension ${int(v)} of ${int(store.get().d)}`,
    });

    const errorBox = el('p', { className: 'section-error', hidden: true, attrs: { role: 'alert' } });
    container.append(errorBox);

    // All-dimensions table, for checking the whole vector at once.
    const tableDetails = el('details', { className: 'steps-table' });
    const tableSummary = el('summary', { className: 'details-toggle', text: 'All dimensions in one table' });
    const tableScroll = el('div', { className: 'table-scroll', tabIndex: 0, attrs: { role: 'region', 'aria-label': 'All dimensions' } });
    tableDetails.append(tableSummary, tableScroll);
    container.append(tableDetails);

    renderNarration(container, OUTRO);
    const cosThree = core.steps({ pos: 3, dModel: 2 })[1].value;
    const ruleList = el('ul', { className: 'rounding-compare' },
      el('li', {}, 'Exact (float64): ', el('span', { className: 'num', text: cosThree.toPrecision(12) })),
      el('li', {}, 'Cut off after 4 decimals (truncated): ', el('span', { className: 'num', text: (Math.trunc(cosThree * 1e4) / 1e4).toFixed(4) })),
      el('li', {}, 'Rounded to 4 decimals: ', el('span', { className: 'num', text: fixed(cosThree, 4) })),
      el('li', {}, 'Rounded to 6 decimals, as on this page: ', el('span', { className: 'num', text: fixed(cosThree) })));
    container.append(ruleList);

    const narrow = matchMedia('(max-width: 44rem)');
    let records = [];
    let key = '';
    const revealed = new Set(); // dimensions revealed in predict mode, for the current inputs
    const answers = new Map(); // dimension -> feedback text

    function inputsKey(state) {
      return `${state.pos}|${state.d}|${state.base}|${state.layout}`;
    }

    function compute(state) {
      const nextKey = inputsKey(state);
      if (nextKey === key) return true;
      try {
        records = core.steps({ pos: state.pos, dModel: state.d, base: state.base, layout: state.layout });
      } catch (error) {
        errorBox.textContent = error.message;
        errorBox.hidden = false;
        return false;
      }
      errorBox.hidden = true;
      key = nextKey;
      revealed.clear();
      answers.clear();
      renderTable(state);
      return true;
    }

    function isHidden(dim) {
      return predictToggle.checked && !revealed.has(dim);
    }

    function stageTex(stage, r, state) {
      const half = Math.ceil(state.d / 2);
      const b = texNumber(state.base);
      switch (stage) {
        case 'pair':
          return state.layout === 'interleaved'
            ? `j = ${r.dim}\\ \\Rightarrow\\ i = \\lfloor ${r.dim}/2 \\rfloor = ${r.pair},\\ \\text{${r.dim % 2 ? 'odd, so cosine' : 'even, so sine'}}`
            : `j = ${r.dim}\\ ${r.dim < half ? `< ${half}` : `\\ge ${half}`}\\ \\Rightarrow\\ i = ${r.dim < half ? r.dim : `${r.dim} - ${half} = ${r.pair}`},\\ \\text{${r.fn === 'sin' ? 'sine half' : 'cosine half'}}`;
        case 'exponent':
          return `\\dfrac{2i}{d} = \\dfrac{2 \\cdot ${r.pair}}{${state.d}} ${relation(r.exponent)} ${texNumber(r.exponent)}`;
        case 'denominator':
          return `b^{2i/d} = ${b}^{${texNumber(r.exponent)}} ${relation(r.denominator)} ${texNumber(r.denominator)}`;
        case 'angle':
          return `\\dfrac{\\mathit{pos}}{b^{2i/d}} = \\dfrac{${state.pos}}{${texNumber(r.denominator)}} ${relation(r.angle)} ${texNumber(r.angle)}`;
        default:
          return isHidden(r.dim)
            ? `\\${r.fn}(${texNumber(r.angle)}) = \\ ?`
            : `\\${r.fn}(${texNumber(r.angle)}) ${relation(r.value)} ${fixed(r.value)}`;
      }
    }

    function mainTex(r, state) {
      const b = texNumber(state.base);
      const value = isHidden(r.dim) ? '\\ ?' : `${fixed(r.value)}`;
      const parts = [
        `\\mathrm{PE}(${state.pos}, ${r.dim})`,
        `= \\${r.fn}\\!\\left(\\frac{${state.pos}}{${b}^{2\\cdot ${r.pair}/${state.d}}}\\right)`,
        `= \\${r.fn}\\!\\left(\\frac{${state.pos}}{${texNumber(r.denominator)}}\\right)`,
        `${relation(r.angle)} \\${r.fn}(${texNumber(r.angle)})`,
        `${isHidden(r.dim) ? '=' : relation(r.value)} ${value}`,
      ];
      // On a narrow screen the chain is stacked, one equals sign per line.
      if (narrow.matches) return `\\begin{aligned}${parts[0]} &${parts.slice(1).join(' \\\\ &')}\\end{aligned}`;
      return parts.join(' ');
    }

    // The worked example for the current inputs, every dimension, nothing hidden (amsmath).
    function exportTex(state) {
      if (!compute(state)) return `% ${errorBox.textContent}`;
      const b = texNumber(state.base);
      const lines = records.map((r) => [
        `\\mathrm{PE}(${state.pos}, ${r.dim})`,
        `&= \\${r.fn}\\!\\left(\\frac{${state.pos}}{${b}^{2\\cdot ${r.pair}/${state.d}}}\\right)`,
        `= \\${r.fn}\\!\\left(\\frac{${state.pos}}{${texNumber(r.denominator)}}\\right)`,
        `${relation(r.angle)} \\${r.fn}(${texNumber(r.angle)})`,
        `${relation(r.value)} ${fixed(r.value)}`,
      ].join(' '));
      return [
        `% Positional Encoding Explorer: worked example, pos = ${state.pos}, d = ${state.d}, base ${trim(state.base)}, ${state.layout} layout.`,
        `% ${link ? link() : ''}`,
        '% Values rounded half away from zero to 6 decimal places. Needs \\usepackage{amsmath}.',
        '\\begin{align*}',
        lines.join(' \\\\\n'),
        '\\end{align*}',
        '',
      ].join('\n');
    }

    function renderVector(state, step) {
      const window = 16;
      const from = state.d > 2 * window ? Math.max(0, Math.min(step - window, state.d - 2 * window)) : 0;
      const to = state.d > 2 * window ? from + 2 * window : state.d;
      vectorTitle.textContent = `The vector PE(${state.pos}) fills in as you go`;
      vector.replaceChildren();
      for (let dim = from; dim < to; dim += 1) {
        const r = records[dim];
        const done = dim < step || (dim === step && !isHidden(dim));
        const cell = el('li', { className: `vector-cell${dim === step ? ' is-current' : ''}${done ? ' is-done' : ''}` },
          el('span', { className: 'vector-index', text: `j=${dim} ${r.fn}` }),
          el('span', { className: 'vector-value num', text: done ? fixed(r.value) : '?' }));
        if (dim === step) cell.setAttribute('aria-current', 'step');
        vector.append(cell);
      }
      const shown = Math.min(step + 1, state.d) - (isHidden(step) ? 1 : 0);
      vectorNote.textContent = `${int(shown)} of ${int(state.d)} values filled in${to - from < state.d ? `; showing dimensions ${from} to ${to - 1}` : ''}.`
        + ' The current dimension has a thick border; a ? marks a value not computed yet.';
    }

    function renderTable(state) {
      const limit = 1024;
      const table = el('table', { className: 'data-table' });
      table.append(el('caption', { text: `PE(${state.pos}) with d = ${state.d}, base ${trim(state.base)}, ${state.layout} layout${state.d > limit ? ` (first ${limit} dimensions)` : ''}` }));
      const head = el('tr');
      for (const column of ['j', 'pair i', 'function', 'exponent 2i/d', 'denominator', 'angle', 'value']) head.append(el('th', { text: column, attrs: { scope: 'col' } }));
      const body = el('tbody');
      for (const r of records.slice(0, limit)) {
        body.append(el('tr', {},
          el('th', { text: String(r.dim), attrs: { scope: 'row' } }),
          el('td', { text: String(r.pair) }), el('td', { text: r.fn }),
          el('td', { text: fixed(r.exponent) }), el('td', { text: fixed(r.denominator) }),
          el('td', { text: fixed(r.angle) }), el('td', { text: fixed(r.value) })));
      }
      table.append(el('thead', {}, head), body);
      tableScroll.replaceChildren(table);
    }

    function render() {
      const state = store.get();
      if (!compute(state)) return;
      const step = Math.min(state.step, state.d - 1);
      const r = records[step];
      title.textContent = `Dimension j = ${step} (of 0 to ${state.d - 1})`;
      where.textContent = `Position ${int(state.pos)}, d = ${int(state.d)}, base ${trim(state.base)}, ${state.layout} layout. `
        + `Dimension ${step} belongs to pair i = ${r.pair} and uses ${r.fn === 'sin' ? 'the sine' : 'the cosine'}.`;
      renderMath(formulaLine, mainTex(r, state), { display: true });
      for (const stage of stageNodes) renderMath(stage.expression, stageTex(stage.id, r, state));
      stageNodes[4].item.classList.toggle('is-hidden-value', isHidden(step));

      predictBox.hidden = !predictToggle.checked;
      if (predictToggle.checked) {
        guessLabel.textContent = `Your prediction for PE(${state.pos}, ${step}) = ${r.fn}(${trim(r.angle)}):`;
        const answered = answers.get(step);
        feedback.textContent = answered ? answered.text : '';
        feedback.className = `predict-feedback${answered ? ` is-${answered.tone}` : ''}`;
        guessInput.disabled = revealed.has(step);
        checkButton.disabled = revealed.has(step);
        revealButton.disabled = revealed.has(step);
      }
      prev.disabled = step === 0;
      next.disabled = step >= state.d - 1;
      renderVector(state, step);
    }

    function go(step) {
      const state = store.get();
      const target = Math.max(0, Math.min(state.d - 1, step));
      if (target !== state.step) store.set({ step: target });
      if (predictToggle.checked && !revealed.has(target)) {
        guessInput.value = '';
      }
    }

    onStepKeys?.({ next: () => go(store.get().step + 1), prev: () => go(store.get().step - 1) });
    prev.addEventListener('click', () => go(store.get().step - 1));
    next.addEventListener('click', () => go(store.get().step + 1));
    stepper.addEventListener('keydown', (event) => {
      if (event.target instanceof HTMLInputElement) return;
      const step = store.get().step;
      const moves = { ArrowLeft: step - 1, ArrowRight: step + 1, Home: 0, End: store.get().d - 1 };
      if (event.key in moves) {
        event.preventDefault();
        go(moves[event.key]);
      }
    });
    predictToggle.addEventListener('change', () => {
      revealed.clear();
      answers.clear();
      guessInput.value = '';
      render();
      if (predictToggle.checked) guessInput.focus();
    });
    predictBox.addEventListener('submit', (event) => {
      event.preventDefault();
      const state = store.get();
      const step = Math.min(state.step, state.d - 1);
      const text = guessInput.value.trim();
      if (!/^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test(text)) {
        feedback.textContent = 'Type a number, for example 0.03 or -0.99.';
        feedback.className = 'predict-feedback is-warn';
        return;
      }
      answers.set(step, closeness(Number(text), records[step].value, records[step]));
      revealed.add(step);
      render();
      next.focus();
    });
    revealButton.addEventListener('click', () => {
      const step = Math.min(store.get().step, store.get().d - 1);
      revealed.add(step);
      answers.set(step, { tone: 'info', text: `The value is ${fixed(records[step].value)}.` });
      render();
    });

    narrow.addEventListener('change', () => { if (store.get().view === 'steps') render(); });
    store.subscribe((state, changed) => {
      if (changed.some((k) => ['pos', 'd', 'base', 'layout', 'step'].includes(k)) && state.view === 'steps') render();
    });
    onShow(render);
    render();
    jump.refresh();
  },
};
