// Section "Worked example": one position's encoding computed dimension by dimension.
// Every number comes from core.steps (float64); the page only formats and typesets it.
// `step` in the store (and the URL) is the dimension on screen, 0-based.

import { el, uniqueId } from '../../kit/dom.js';
import { createCopyButton } from '../../kit/export.js';
import {
  canonical,
  fixed,
  int,
  localDigits,
  parseLocaleNumber,
  roundingNote,
  texFixed,
  texTrim,
  trim,
} from '../../kit/format.js';
import { t } from '../../kit/i18n.js';
import { renderMath } from '../../kit/narration.js';
import { createPredictParts, wireStepper } from '../../kit/section-kit.js';

/** The narration, worded when drawn; maths and code are placeables of the messages. */
function narration() {
  return [
    {
      type: 'p',
      text: t('steps-intro-walk', {
        pos: 'pos',
        sinSlope: '$\\tfrac{d}{d\\,pos}\\sin(\\omega\\, pos) = \\omega\\cos(\\omega\\, pos)$',
        cosSlope: '$\\tfrac{d}{d\\,pos}\\cos(\\omega\\, pos) = -\\omega\\sin(\\omega\\, pos)$',
      }),
    },
    { type: 'p', text: t('steps-intro-start', { d: '$d = 4$', pos: '$\\mathit{pos} = 3$' }) },
    { type: 'slot', name: 'stepper' },
    { type: 'slot', name: 'table' },
    { type: 'h3', text: t('steps-rounding-heading') },
    {
      type: 'p',
      text: t('steps-rounding-text', {
        cut: `$\\cos(3) \\approx ${texTrim(-0.9899, 4)}$`,
        exact: `$\\cos(3) = ${texFixed(-0.98999249, 8)}\\ldots$`,
        rounded: `$${texFixed(-0.99, 4)}$`,
      }),
    },
    { type: 'slot', name: 'rounding' },
  ];
}

/** The stages of a dimension (their labels: message steps-stage-<id>). */
const STAGES = ['pair', 'exponent', 'denominator', 'angle', 'value', 'derivative'];

/** The stages predict mode asks for, in order; the pair index is given, the slope follows the value. */
const ASKED = ['exponent', 'denominator', 'angle', 'value'];
/** What predict mode asks for at each stage: the formula of the number (a placeable of steps-predict-<stage>). */
const QUESTION = {
  exponent: (r, state) => `2i/d = 2·${r.pair}/${state.d}`,
  denominator: (r, state) =>
    `b^(2i/d) = ${trim(state.base)}^${exact(r.exponent) ? trim(r.exponent) : `(${2 * r.pair}/${state.d})`}`,
  angle: (r, state) => `pos / b^(2i/d) = ${state.pos} / ${trim(r.denominator)}`,
  value: (r, state) => `PE(${state.pos}, ${r.dim}) = ${r.fn}(${trim(r.angle)})`,
};

/** True when the printed number is the exact float64 value. */
function exact(value) {
  return Number(canonical(value)) === value;
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
  if (canonical(guess) === canonical(truth) || relative < 5e-7)
    return { tone: 'ok', text: t('steps-feedback-exact', { stage, truth: trim(truth) }) };
  let verdict;
  if (relative < 1e-3) verdict = 'very-close';
  else if (relative < 0.02) verdict = 'close';
  else verdict = 'not-quite';
  const feedback = t('steps-feedback', {
    verdict,
    stage,
    guess: trim(guess),
    truth: trim(truth),
    difference: fixed(error),
  });
  let hint = null;
  if (relative >= 1e-3) {
    if (stage === 'exponent') hint = t('steps-hint-exponent', { i: 'i', j: 'j', even: '2i', odd: '2i+1' });
    else if (stage === 'denominator') hint = t('steps-hint-denominator', { b: 'b' });
    else if (stage === 'angle') hint = t('steps-hint-angle', { pos: 'pos', posZero: 'pos 0' });
    else if (record.fn === 'sin' && Math.abs(record.angle) < 0.2)
      hint = t('steps-hint-small-sin', { x: 'x', sin: 'sin(x)' });
    else if (record.fn === 'cos' && Math.abs(record.angle) < 0.2)
      hint = t('steps-hint-small-cos', { x: 'x', cos: 'cos(x)', approx: '1 − x²/2' });
    else if (Math.abs(record.angle) > Math.PI) hint = t('steps-hint-past-pi', { pi: 'π' });
  }
  return {
    tone: relative < 1e-3 ? 'ok' : 'warn',
    text: hint ? t('steps-sentences', { first: feedback, second: hint }) : feedback,
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
        ? `j = ${r.dim}\\ \\Rightarrow\\ i = \\lfloor ${r.dim}/2 \\rfloor = ${r.pair},`
        : `j = ${r.dim}\\ ${r.dim < half ? `< ${half}` : `\\ge ${half}`}\\ \\Rightarrow\\ i = ${r.dim < half ? r.dim : `${r.dim} - ${half} = ${r.pair}`},`;
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
      if (!isShown(view, r.dim, 'derivative')) return '\\tfrac{d}{d\\,\\mathit{pos}}';
      const lead = r.fn === 'sin' ? `\\omega\\cos(\\omega\\,\\mathit{pos})` : `-\\omega\\sin(\\omega\\,\\mathit{pos})`;
      const numbers =
        r.fn === 'sin'
          ? `${trim(r.omega)} \\cdot \\cos(${trim(r.angle)})`
          : `-${trim(r.omega)} \\cdot \\sin(${trim(r.angle)})`;
      return `\\tfrac{d}{d\\,\\mathit{pos}}\\,\\${r.fn}(\\omega\\,\\mathit{pos}) = ${lead} = ${numbers} ${relation(r.derivative)} ${fixed(r.derivative)}`;
    }
  }
}

/**
 * The words after a stage's maths (set as text, not inside the TeX: KaTeX's fonts have no Chinese
 * or Arabic letters), or ''.
 */
function stageWords(view, stage, r, state) {
  if (stage === 'pair') {
    if (state.layout === 'interleaved') return t(r.dim % 2 ? 'steps-tex-odd' : 'steps-tex-even');
    return t(r.fn === 'sin' ? 'steps-tex-sine-half' : 'steps-tex-cosine-half');
  }
  if (stage === 'derivative' && !isShown(view, r.dim, 'derivative')) return t('steps-tex-after-value');
  return '';
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
  const b = texTrim(state.base);
  const trim = texTrim; // the copied LaTeX writes the page language's decimal sign, as TeX wants it ({,})
  const fixed = texFixed;
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
    `% ${t('steps-latex-title', { pos: state.pos, d: state.d, base: canonical(state.base).replace(/\.?0+$/, ''), layout: state.layout })}`,
    `% ${view.ctx.link()}`,
    `% ${t('steps-latex-rounding', { package: '\\usepackage{amsmath}' })}`,
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
  view.vectorTitle.textContent = t('steps-vector-title', { vector: `PE(${state.pos})` });
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
  view.vectorNote.textContent = t('steps-vector-note', {
    shown: int(shown),
    total: state.d,
    window: to - from < state.d ? 'yes' : 'no',
    from,
    to: to - 1,
  });
}

function renderTable(view, state) {
  const limit = 1024;
  const table = el('table', { className: 'data-table steps-all', attrs: { dir: 'ltr' } });
  table.append(
    el('caption', {
      text: t('steps-table-caption', {
        vector: `PE(${state.pos})`,
        d: String(state.d),
        base: trim(state.base),
        layout: state.layout,
        limited: state.d > limit ? 'yes' : 'no',
        limit,
      }),
    }),
  );
  const head = el('tr');
  const columns = [
    'j',
    t('steps-col-pair', { i: 'i' }),
    t('steps-col-function'),
    t('steps-col-exponent', { exponent: '2i/d' }),
    t('steps-col-denominator'),
    t('steps-col-angle'),
    t('steps-col-value'),
    t('steps-col-slope', { derivative: 'd/dpos' }),
  ];
  for (const column of columns) head.append(el('th', { text: column, attrs: { scope: 'col' } }));
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
  const formulaLine = el('div', { className: 'stepper-math', attrs: { 'aria-live': 'polite', dir: 'ltr' } });
  const stageList = el('ol', { className: 'stepper-stages' });
  const stageNodes = STAGES.map((stage) => {
    const expression = el('span', { attrs: { dir: 'ltr' } });
    const words = el('span', { className: 'stage-words' });
    const item = el(
      'li',
      { className: `stage stage-${stage}` },
      el('span', { className: 'stage-label', text: t(`steps-stage-${stage}`, { derivative: 'd/dpos' }) }),
      el('span', { className: 'stage-math' }, expression, words),
    );
    stageList.append(item);
    return { id: stage, item, expression, words };
  });
  const prev = el('button', { type: 'button', className: 'button-quiet stepper-prev', text: t('steps-previous') });
  const next = el('button', { type: 'button', className: 'button stepper-next', text: t('steps-next') });
  const predict = createPredictParts(id, { prompt: t('steps-predict-prompt') });
  const vectorTitle = el('h4', { className: 'vector-title', id: `${id}-vector-title` });
  const vector = el('ol', {
    className: 'result-vector',
    attrs: { 'aria-labelledby': `${id}-vector-title`, dir: 'ltr' },
  });
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
    el('p', { className: 'stepper-keys', id: `${id}-keys`, text: t('steps-keys') }),
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
    // Left to right like the maths, so a narrow screen scrolls from the first column (j).
    attrs: { role: 'region', 'aria-label': t('steps-table-region'), dir: 'ltr' },
  });
  ctx
    .slot('table')
    .append(
      el(
        'details',
        { className: 'steps-table' },
        el('summary', { className: 'details-toggle', text: t('steps-table-toggle') }),
        tableScroll,
      ),
    );
  return tableScroll;
}

/** cos 3 four ways (exact, truncated, rounded to 4 and to 6 decimals): the rounding rule the page uses. */
function buildRoundingCompare(ctx, core) {
  const cosThree = core.steps({ pos: 3, dModel: 2 })[1].value;
  // The words, then the number in the page language's digits and decimal sign.
  const item = (id, text) => el('li', {}, `${t(id)} `, el('span', { className: 'num', text: localDigits(text) }));
  ctx
    .slot('rounding')
    .append(
      el(
        'ul',
        { className: 'rounding-compare' },
        item('steps-compare-exact', cosThree.toPrecision(12)),
        item('steps-compare-truncated', (Math.trunc(cosThree * 1e4) / 1e4).toFixed(4)),
        item('steps-compare-rounded-4', canonical(cosThree, 4)),
        item('steps-compare-rounded-6', canonical(cosThree)),
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
    // An answer as the page's language writes numbers (0,03 in Spanish).
    const guess = parseLocaleNumber(guessInput.value);
    if (Number.isNaN(guess)) {
      feedback.textContent = t('steps-not-a-number', { small: trim(0.03), negative: trim(-0.99) });
      feedback.className = 'predict-feedback is-warn';
      return;
    }
    const record = view.records[dim];
    reveal(dim, closeness(guess, record[stage], stage, record));
    (shownStages(view, dim) < ASKED.length ? guessInput : next).focus();
  });
  revealButton.addEventListener('click', () => {
    const dim = current();
    const stage = ASKED[shownStages(view, dim)];
    if (!stage) return;
    const value = view.records[dim][stage];
    reveal(dim, {
      tone: 'info',
      text: t('steps-revealed', { stage, value: stage === 'value' ? fixed(value) : trim(value) }),
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
    text: t('steps-copy-latex'),
    what: 'LaTeX',
    getText: () => exportTex(view, store.get()),
  });
  latexTool.element.classList.add('steps-latex');
  stepper.append(latexTool.element);
  ctx.slot('stepper').append(stepper);

  view.jump = ctx.control(jumpHolder, 'step', {
    label: t('steps-jump', { j: 'j' }),
    maxFor: (state) => state.d - 1,
    sliderRange: (state) => [0, Math.max(0, state.d - 1)],
    rangeText: (state) => t('steps-jump-range', { max: int(state.d - 1) }),
    describe: (v) =>
      store.get().d === 1
        ? t('steps-jump-only', { j: int(v) })
        : t('steps-jump-describe', { j: int(v), max: int(store.get().d - 1) }),
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
  view.title.textContent = t('steps-title', {
    j: 'j',
    step: String(step),
    only: state.d === 1 ? 'yes' : 'no',
    last: String(state.d - 1),
  });
  view.where.textContent = t('steps-where', {
    pos: int(state.pos),
    d: int(state.d),
    base: trim(state.base),
    layout: state.layout,
    step: String(step),
    pair: String(r.pair),
    fn: r.fn,
  });
  renderMath(view.formulaLine, mainTex(view, r, state), { display: true });
  for (const stage of view.stageNodes) {
    renderMath(stage.expression, stageTex(view, stage.id, r, state));
    const words = stageWords(view, stage.id, r, state);
    stage.words.textContent = words ? ` ${words}` : '';
    stage.item.classList.toggle('is-hidden-value', !isShown(view, step, stage.id));
  }

  const predicting = view.predictToggle.checked;
  view.predictBox.hidden = !predicting;
  if (predicting) {
    const asked = ASKED[shownStages(view, step)];
    view.guessLabel.textContent = asked
      ? t(`steps-predict-${asked}`, { formula: QUESTION[asked](r, state) })
      : t('steps-predict-done', { step: String(step), last: step < state.d - 1 ? 'no' : 'yes' });
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
  text: narration,
  build,
  render,
};
