// Section "Worked example": one position's encoding computed dimension by dimension.
// Every number comes from core.steps (float64); the page only formats and typesets it.
// `step` in the store (and the URL) is the dimension on screen, 0-based.

import { el, uniqueId } from '../../kit/dom.js';
import { createCopyButton } from '../../kit/export.js';
import { fixed, int, roundingNote, trim } from '../../kit/format.js';
import { renderMath } from '../../kit/narration.js';
import { createPredictParts, wireStepper } from '../../kit/section-kit.js';

const INTRO = [
  {
    type: 'p',
    text: 'The formula is easiest to trust once you have run it by hand. Pick a position and a width, then walk through the dimensions one at a time: for each one, find its pair, the exponent, the denominator, the angle, and finally the sine or cosine. The last line is the slope: how fast this value changes as pos grows, $\\tfrac{d}{d\\,pos}\\sin(\\omega\\, pos) = \\omega\\cos(\\omega\\, pos)$ and $\\tfrac{d}{d\\,pos}\\cos(\\omega\\, pos) = -\\omega\\sin(\\omega\\, pos)$.',
  },
  {
    type: 'p',
    text: 'The starting values, $d = 4$ and $\\mathit{pos} = 3$, are a common textbook example: small enough to work through on paper, with every step checked below.',
  },
];

const STAGES = [
  { id: 'pair', label: 'Pair index' },
  { id: 'exponent', label: 'Exponent' },
  { id: 'denominator', label: 'Denominator' },
  { id: 'angle', label: 'Angle' },
  { id: 'value', label: 'Value' },
  { id: 'derivative', label: 'Slope d/dpos' },
];

/** The stages predict mode asks for, in order; the pair index is given, the slope follows the value. */
const ASKED = ['exponent', 'denominator', 'angle', 'value'];
const QUESTION = {
  exponent: (r, state) => `the exponent 2i/d = 2·${r.pair}/${state.d}`,
  denominator: (r, state) =>
    `the denominator b^(2i/d) = ${trim(state.base)}^${exact(r.exponent) ? trim(r.exponent) : `(${2 * r.pair}/${state.d})`}`,
  angle: (r, state) => `the angle pos / b^(2i/d) = ${state.pos} / ${trim(r.denominator)}`,
  value: (r, state) => `PE(${state.pos}, ${r.dim}) = ${r.fn}(${trim(r.angle)})`,
};

const OUTRO = [
  { type: 'slot', name: 'table' },
  { type: 'h3', text: 'Rounding, and a small slip some texts make' },
  {
    type: 'p',
    text: 'Some texts give $\\cos(3) \\approx -0.9899$. The digits are right, but they were cut off rather than rounded: $\\cos(3) = -0.98999249\\ldots$, and the fifth decimal is a 9, so rounding to four places gives $-0.9900$. The difference is tiny, but when you compare your own numbers with a table it helps to know which rule the table used.',
  },
  { type: 'slot', name: 'rounding' },
];

const KEYBOARD_HELP =
  'When the stepper has focus, the Left and Right arrow keys move between dimensions, Home and End jump to the first and last.';

/** True when the printed number is the exact float64 value. */
function exact(value) {
  return Number(trim(value)) === value;
}

/** "=" when the printed number is the exact float64 value, "≈" when it was rounded. */
function relation(value) {
  return exact(value) ? '=' : '\\approx';
}

/** How close a guess is to the core's value, in words, with a hint for the stage asked. */
function closeness(guess, truth, stage, record) {
  const error = Math.abs(guess - truth);
  // Exponents, denominators and angles can be large: judge those by their relative error.
  const scale = stage === 'value' ? 1 : Math.max(1, Math.abs(truth));
  const relative = error / scale;
  if (fixed(guess) === fixed(truth) || relative < 5e-7)
    return { tone: 'ok', text: `Exactly right to 6 decimals: the ${stage} is ${trim(truth)}.` };
  let verdict;
  if (relative < 1e-3) verdict = 'Very close';
  else if (relative < 0.02) verdict = 'Close';
  else verdict = 'Not quite';
  let hint = '';
  if (relative >= 1e-3) {
    if (stage === 'exponent')
      hint = ' Use the pair index i, not the dimension j: dimensions 2i and 2i+1 share one exponent.';
    else if (stage === 'denominator') hint = ' Raise b to the exponent from the line above.';
    else if (stage === 'angle') hint = ' Divide pos by the denominator; pos 0 always gives angle 0.';
    else if (record.fn === 'sin' && Math.abs(record.angle) < 0.2)
      hint = ' For a small angle x, sin(x) is almost x itself.';
    else if (record.fn === 'cos' && Math.abs(record.angle) < 0.2)
      hint = ' For a small angle x, cos(x) is close to 1 − x²/2.';
    else if (Math.abs(record.angle) > Math.PI)
      hint = ' The angle is more than π, so the value can be negative: think of where the angle lands on the circle.';
  }
  return {
    tone: relative < 1e-3 ? 'ok' : 'warn',
    text: `${verdict}: you said ${trim(guess)}, the ${stage} is ${trim(truth)}, a difference of ${fixed(error)}.${hint}`,
  };
}

// ---- the stepper for one instance: its DOM (build) and what the current inputs gave (compute) ----

function inputsKey(state) {
  return `${state.pos}|${state.d}|${state.base}|${state.layout}`;
}

/** How many of ASKED are revealed for `dim` (all of them when predict mode is off). */
function shownStages(view, dim) {
  return view.predictToggle.checked ? view.revealed.get(dim) || 0 : ASKED.length;
}
function isShown(view, dim, stage) {
  if (stage === 'pair') return true;
  if (stage === 'derivative') return shownStages(view, dim) >= ASKED.length;
  return ASKED.indexOf(stage) < shownStages(view, dim);
}

function stageTex(view, stage, r, state) {
  const half = Math.ceil(state.d / 2);
  const b = trim(state.base);
  const shown = (name, value, digits) =>
    isShown(view, r.dim, name) ? `${relation(value)} ${digits ? fixed(value) : trim(value)}` : '= \\ ?';
  const number = (name, value) => (isShown(view, r.dim, name) ? trim(value) : '?');
  switch (stage) {
    case 'pair':
      return state.layout === 'interleaved'
        ? `j = ${r.dim}\\ \\Rightarrow\\ i = \\lfloor ${r.dim}/2 \\rfloor = ${r.pair},\\ \\text{${r.dim % 2 ? 'odd, so cosine' : 'even, so sine'}}`
        : `j = ${r.dim}\\ ${r.dim < half ? `< ${half}` : `\\ge ${half}`}\\ \\Rightarrow\\ i = ${r.dim < half ? r.dim : `${r.dim} - ${half} = ${r.pair}`},\\ \\text{${r.fn === 'sin' ? 'sine half' : 'cosine half'}}`;
    case 'exponent':
      return `\\dfrac{2i}{d} = \\dfrac{2 \\cdot ${r.pair}}{${state.d}} ${shown('exponent', r.exponent)}`;
    case 'denominator': {
      // A rounded exponent would not give the denominator shown (10000^0.666667 is not 464.158883): write 2i/d then.
      const power =
        !isShown(view, r.dim, 'exponent') || exact(r.exponent)
          ? number('exponent', r.exponent)
          : `${2 * r.pair}/${state.d}`;
      return `b^{2i/d} = ${b}^{${power}} ${shown('denominator', r.denominator)}`;
    }
    case 'angle':
      return `\\dfrac{\\mathit{pos}}{b^{2i/d}} = \\dfrac{${state.pos}}{${number('denominator', r.denominator)}} ${shown('angle', r.angle)}`;
    case 'value':
      return `\\${r.fn}(${number('angle', r.angle)}) ${shown('value', r.value, true)}`;
    default: {
      // The slope: ω·cos(angle) for a sine, −ω·sin(angle) for a cosine; ω and the result from the core.
      if (!isShown(view, r.dim, 'derivative')) return '\\tfrac{d}{d\\,\\mathit{pos}}\\ \\text{(after the value)}';
      const lead = r.fn === 'sin' ? `\\omega\\cos(\\omega\\,\\mathit{pos})` : `-\\omega\\sin(\\omega\\,\\mathit{pos})`;
      const numbers =
        r.fn === 'sin'
          ? `${trim(r.omega)} \\cdot \\cos(${trim(r.angle)})`
          : `-${trim(r.omega)} \\cdot \\sin(${trim(r.angle)})`;
      return `\\tfrac{d}{d\\,\\mathit{pos}}\\,\\${r.fn}(\\omega\\,\\mathit{pos}) = ${lead} = ${numbers} ${relation(r.derivative)} ${fixed(r.derivative)}`;
    }
  }
}

function mainTex(view, r, state) {
  const b = trim(state.base);
  const number = (name, value) => (isShown(view, r.dim, name) ? trim(value) : '?');
  const parts = [
    `\\mathrm{PE}(${state.pos}, ${r.dim})`,
    `= \\${r.fn}\\!\\left(\\frac{${state.pos}}{${b}^{2\\cdot ${r.pair}/${state.d}}}\\right)`,
    `= \\${r.fn}\\!\\left(\\frac{${state.pos}}{${number('denominator', r.denominator)}}\\right)`,
    `${isShown(view, r.dim, 'angle') ? relation(r.angle) : '='} \\${r.fn}(${number('angle', r.angle)})`,
    isShown(view, r.dim, 'value') ? `${relation(r.value)} ${fixed(r.value)}` : '= \\ ?',
  ];
  // On a narrow screen the chain is stacked, one equals sign per line.
  if (view.narrow.matches) return `\\begin{aligned}${parts[0]} &${parts.slice(1).join(' \\\\ &')}\\end{aligned}`;
  return parts.join(' ');
}

// The worked example for the current inputs, every dimension, nothing hidden (amsmath).
function exportTex(view, state) {
  const { records } = view;
  const b = trim(state.base);
  const lines = records.map((r) =>
    [
      `\\mathrm{PE}(${state.pos}, ${r.dim})`,
      `&= \\${r.fn}\\!\\left(\\frac{${state.pos}}{${b}^{2\\cdot ${r.pair}/${state.d}}}\\right)`,
      `= \\${r.fn}\\!\\left(\\frac{${state.pos}}{${trim(r.denominator)}}\\right)`,
      `${relation(r.angle)} \\${r.fn}(${trim(r.angle)})`,
      `${relation(r.value)} ${fixed(r.value)}`,
    ].join(' '),
  );
  return [
    `% Positional Encoding Explorer: worked example, pos = ${state.pos}, d = ${state.d}, base ${trim(state.base)}, ${state.layout} layout.`,
    `% ${view.ctx.link()}`,
    '% Values rounded half away from zero to 6 decimal places. Needs \\usepackage{amsmath}.',
    '\\begin{align*}',
    lines.join(' \\\\\n'),
    '\\end{align*}',
    '',
  ].join('\n');
}

function renderVector(view, state, step) {
  const { records, vector } = view;
  const window = 16;
  const from = state.d > 2 * window ? Math.max(0, Math.min(step - window, state.d - 2 * window)) : 0;
  const to = state.d > 2 * window ? from + 2 * window : state.d;
  view.vectorTitle.textContent = `The vector PE(${state.pos}) fills in as you go`;
  vector.replaceChildren();
  for (let dim = from; dim < to; dim += 1) {
    const r = records[dim];
    const done = dim < step || (dim === step && isShown(view, dim, 'value'));
    const cell = el(
      'li',
      { className: `vector-cell${dim === step ? ' is-current' : ''}${done ? ' is-done' : ''}` },
      el('span', { className: 'vector-index', text: `j=${dim} ${r.fn}` }),
      el('span', { className: 'vector-value num', text: done ? fixed(r.value) : '?' }),
    );
    if (dim === step) cell.setAttribute('aria-current', 'step');
    vector.append(cell);
  }
  const shown = Math.min(step + 1, state.d) - (isShown(view, step, 'value') ? 0 : 1);
  view.vectorNote.textContent =
    `${int(shown)} of ${int(state.d)} ${state.d === 1 ? 'value' : 'values'} filled in${to - from < state.d ? `; showing dimensions ${from} to ${to - 1}` : ''}.` +
    ' The current dimension has a thick border; a ? marks a value not computed yet.';
}

function renderTable(view, state) {
  const limit = 1024;
  const table = el('table', { className: 'data-table steps-all' });
  table.append(
    el('caption', {
      text: `PE(${state.pos}) with d = ${state.d}, base ${trim(state.base)}, ${state.layout} layout${state.d > limit ? ` (first ${limit} dimensions)` : ''}`,
    }),
  );
  const head = el('tr');
  for (const column of ['j', 'pair i', 'function', 'exponent 2i/d', 'denominator', 'angle', 'value', 'slope d/dpos'])
    head.append(el('th', { text: column, attrs: { scope: 'col' } }));
  const body = el('tbody');
  for (const r of view.records.slice(0, limit)) {
    body.append(
      el(
        'tr',
        {},
        el('th', { text: String(r.dim), attrs: { scope: 'row' } }),
        el('td', { text: String(r.pair) }),
        el('td', { text: r.fn }),
        el('td', { text: fixed(r.exponent) }),
        el('td', { text: fixed(r.denominator) }),
        el('td', { text: fixed(r.angle) }),
        el('td', { text: fixed(r.value) }),
        el('td', { text: fixed(r.derivative) }),
      ),
    );
  }
  table.append(el('thead', {}, head), body);
  view.tableScroll.replaceChildren(table);
}

/** The stepper card's elements: title, formula, stages, predict box, navigation, the vector so far. */
function stepperElements(id) {
  const title = el('h3', { className: 'stepper-title', id: `${id}-title` });
  const where = el('p', { className: 'stepper-where' });
  const formulaLine = el('div', { className: 'stepper-math', attrs: { 'aria-live': 'polite' } });
  const stageList = el('ol', { className: 'stepper-stages' });
  const stageNodes = STAGES.map((stage) => {
    const expression = el('span', { className: 'stage-math' });
    const item = el(
      'li',
      { className: `stage stage-${stage.id}` },
      el('span', { className: 'stage-label', text: stage.label }),
      expression,
    );
    stageList.append(item);
    return { ...stage, item, expression };
  });
  const prev = el('button', { type: 'button', className: 'button-quiet stepper-prev', text: '← Previous dimension' });
  const next = el('button', { type: 'button', className: 'button stepper-next', text: 'Next dimension →' });
  const predict = createPredictParts(id, {
    prompt: 'Predict first: work out each number (exponent, denominator, angle, value) before it is shown',
  });
  const vectorTitle = el('h4', { className: 'vector-title', id: `${id}-vector-title` });
  const vector = el('ol', { className: 'result-vector', attrs: { 'aria-labelledby': `${id}-vector-title` } });
  const vectorNote = el('p', { className: 'vector-note' });
  const jumpHolder = el('div', { className: 'stepper-jump' });
  const stepper = el(
    'div',
    {
      className: 'stepper card',
      tabIndex: 0,
      attrs: { role: 'group', 'aria-labelledby': `${id}-title`, 'aria-describedby': `${id}-keys` },
    },
    title,
    where,
    formulaLine,
    stageList,
    predict.predictBox,
    el('div', { className: 'stepper-nav' }, prev, next),
    el('p', { className: 'stepper-keys', id: `${id}-keys`, text: KEYBOARD_HELP }),
    jumpHolder,
    predict.predictLabel,
    vectorTitle,
    vector,
    vectorNote,
    roundingNote(),
  );
  return {
    stepper,
    jumpHolder,
    title,
    where,
    formulaLine,
    stageNodes,
    prev,
    next,
    vectorTitle,
    vector,
    vectorNote,
    ...predict,
  };
}

/** The all-dimensions table's folded holder, for checking the whole vector at once. */
function buildTable(ctx) {
  const tableScroll = el('div', {
    className: 'table-scroll',
    tabIndex: 0,
    attrs: { role: 'region', 'aria-label': 'All dimensions' },
  });
  ctx
    .slot('table')
    .append(
      el(
        'details',
        { className: 'steps-table' },
        el('summary', { className: 'details-toggle', text: 'All dimensions in one table' }),
        tableScroll,
      ),
    );
  return tableScroll;
}

/** cos 3 four ways (exact, truncated, rounded to 4 and to 6 decimals): the rounding rule the page uses. */
function buildRoundingCompare(ctx, core) {
  const cosThree = core.steps({ pos: 3, dModel: 2 })[1].value;
  const item = (words, text) => el('li', {}, words, el('span', { className: 'num', text }));
  ctx
    .slot('rounding')
    .append(
      el(
        'ul',
        { className: 'rounding-compare' },
        item('Exact (float64): ', cosThree.toPrecision(12)),
        item('Cut off after 4 decimals (truncated): ', (Math.trunc(cosThree * 1e4) / 1e4).toFixed(4)),
        item('Rounded to 4 decimals: ', fixed(cosThree, 4)),
        item('Rounded to 6 decimals, as on this page: ', fixed(cosThree)),
      ),
    );
}

/** Predict mode: the toggle, a guess checked against the core's number, and Reveal. */
function wirePredict(ctx, view, next) {
  const { predictToggle, predictBox, guessInput, feedback, revealButton } = view;
  const current = () => Math.min(ctx.store.get().step, ctx.store.get().d - 1);
  /** Reveals the stage predict mode is asking for at `dim`, with `answer` as its feedback. */
  function reveal(dim, answer) {
    const stage = ASKED[shownStages(view, dim)];
    view.answers.set(dim, { ...answer, stage });
    view.revealed.set(dim, shownStages(view, dim) + 1);
    guessInput.value = '';
    ctx.refresh();
  }
  predictToggle.addEventListener('change', () => {
    view.revealed.clear();
    view.answers.clear();
    guessInput.value = '';
    ctx.refresh();
    if (predictToggle.checked) guessInput.focus();
  });
  predictBox.addEventListener('submit', (event) => {
    event.preventDefault();
    const dim = current();
    const stage = ASKED[shownStages(view, dim)];
    if (!stage) return;
    const text = guessInput.value.trim();
    if (!/^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test(text)) {
      feedback.textContent = 'Type a number, for example 0.03 or -0.99.';
      feedback.className = 'predict-feedback is-warn';
      return;
    }
    const record = view.records[dim];
    reveal(dim, closeness(Number(text), record[stage], stage, record));
    (shownStages(view, dim) < ASKED.length ? guessInput : next).focus();
  });
  revealButton.addEventListener('click', () => {
    const dim = current();
    const stage = ASKED[shownStages(view, dim)];
    if (!stage) return;
    reveal(dim, {
      tone: 'info',
      text: `The ${stage} is ${stage === 'value' ? fixed(view.records[dim][stage]) : trim(view.records[dim][stage])}.`,
    });
  });
}

function build(ctx) {
  const { core, store } = ctx;
  const id = uniqueId('stepper');
  const parts = stepperElements(id);
  const { stepper, jumpHolder, ...shown } = parts;
  const view = { ctx, core, records: [], key: '', revealed: new Map(), answers: new Map(), ...shown };
  view.narrow = matchMedia('(max-width: 44rem)');
  // Take-away: every dimension's chain as one LaTeX align* block, for slides or a handout.
  const latexTool = createCopyButton({
    text: 'Copy as LaTeX',
    what: 'LaTeX',
    getText: () => exportTex(view, store.get()),
  });
  latexTool.element.classList.add('steps-latex');
  stepper.append(latexTool.element);
  ctx.slot('stepper').append(stepper);

  view.jump = ctx.control(jumpHolder, 'step', {
    label: 'Jump to dimension j',
    maxFor: (state) => state.d - 1,
    sliderRange: (state) => [0, Math.max(0, state.d - 1)],
    rangeText: (state) => `0 to ${int(state.d - 1)}`,
    describe: (v) =>
      store.get().d === 1
        ? `dimension ${int(v)}, the only one`
        : `dimension ${int(v)} (of 0 to ${int(store.get().d - 1)})`,
  });
  view.tableScroll = buildTable(ctx);
  buildRoundingCompare(ctx, core);

  function go(step) {
    const state = store.get();
    const target = Math.max(0, Math.min(state.d - 1, step));
    if (target !== state.step) store.set({ step: target });
    view.guessInput.value = '';
  }
  wireStepper(ctx, {
    stepper,
    prev: view.prev,
    next: view.next,
    current: () => store.get().step,
    last: () => store.get().d - 1,
    go,
  });
  wirePredict(ctx, view, view.next);
  ctx.listen(view.narrow, 'change', () => ctx.refresh('narrow'));
  return view;
}

function render(state, changed, view) {
  if (!['pos', 'd', 'base', 'layout', 'step', 'local', 'narrow'].some((key) => changed.includes(key))) return;
  const key = inputsKey(state);
  if (key !== view.key) {
    view.records = view.core.steps({ pos: state.pos, dModel: state.d, base: state.base, layout: state.layout });
    view.key = key;
    view.revealed.clear();
    view.answers.clear();
    renderTable(view, state);
  }
  const step = Math.min(state.step, state.d - 1);
  const r = view.records[step];
  view.title.textContent = `Dimension j = ${step} ${state.d === 1 ? '(the only one)' : `(of 0 to ${state.d - 1})`}`;
  view.where.textContent =
    `Position ${int(state.pos)}, d = ${int(state.d)}, base ${trim(state.base)}, ${state.layout} layout. ` +
    `Dimension ${step} belongs to pair i = ${r.pair} and uses ${r.fn === 'sin' ? 'the sine' : 'the cosine'}.`;
  renderMath(view.formulaLine, mainTex(view, r, state), { display: true });
  for (const stage of view.stageNodes) {
    renderMath(stage.expression, stageTex(view, stage.id, r, state));
    stage.item.classList.toggle('is-hidden-value', !isShown(view, step, stage.id));
  }

  const predicting = view.predictToggle.checked;
  view.predictBox.hidden = !predicting;
  if (predicting) {
    const asked = ASKED[shownStages(view, step)];
    view.guessLabel.textContent = asked
      ? `Your prediction for ${QUESTION[asked](r, state)}:`
      : `Dimension ${step} is done: every number is shown. ${step < state.d - 1 ? 'Go on to the next dimension.' : 'That was the last dimension.'}`;
    const answered = view.answers.get(step);
    view.feedback.textContent = answered ? answered.text : '';
    view.feedback.className = `predict-feedback${answered ? ` is-${answered.tone}` : ''}`;
    for (const control of [view.guessInput, view.checkButton, view.revealButton]) control.disabled = !asked;
  }
  view.prev.disabled = step === 0;
  view.next.disabled = step >= state.d - 1;
  renderVector(view, state, step);
}

export default {
  math: true, // it typesets maths in its build and render (narration.js renderMath)
  text: [...INTRO, { type: 'slot', name: 'stepper' }, ...OUTRO],
  build,
  render,
};
