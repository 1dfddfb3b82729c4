// Section "Worked example": one position's encoding computed dimension by dimension.
// Every number comes from core.steps (float64); the page only formats and typesets it.
// `step` in the store (and the URL) is the dimension on screen, 0-based.

import { el, uniqueId } from '../../kit/dom.js';
import { createCopyButton } from '../../kit/export.js';
import { canonical, fixed, intArg, localDigits, texFixed, texTrim, trim, trimArg } from '../../kit/format.js';
import { t } from '../../kit/i18n.js';
import { renderMath } from '../../kit/narration.js';
import { createStepper, vectorCell } from '../../kit/stepper.js';
import { ASKED, judgedText, notANumberText, revealedText } from './predict.js';

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

// ---- the stepper for one instance: its DOM (build) and what the current inputs gave (compute) ----

function inputsKey(state) {
  return `${state.pos}|${state.d}|${state.base}|${state.layout}`;
}

/** Whether `stage` of dimension `dim` is on screen: the pair always, the slope once the value is. */
function isShown(view, dim, stage) {
  if (stage === 'pair') return true;
  if (stage === 'derivative') return view.stepper.shown(dim) >= ASKED.length;
  return ASKED.findIndex((asked) => asked.id === stage) < view.stepper.shown(dim);
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
  const { records } = view;
  const { vector, vectorTitle, vectorNote } = view.stepper;
  const window = 16;
  const from = state.d > 2 * window ? Math.max(0, Math.min(step - window, state.d - 2 * window)) : 0;
  const to = state.d > 2 * window ? from + 2 * window : state.d;
  vectorTitle.textContent = t('steps-vector-title', { vector: `PE(${state.pos})` });
  vector.replaceChildren();
  for (let dim = from; dim < to; dim += 1) {
    const r = records[dim];
    const done = dim < step || (dim === step && isShown(view, dim, 'value'));
    vector.append(vectorCell({ label: `j=${dim} ${r.fn}`, value: fixed(r.value), current: dim === step, done }));
  }
  const shown = Math.min(step + 1, state.d) - (isShown(view, step, 'value') ? 0 : 1);
  vectorNote.textContent = t('steps-vector-note', {
    shown: intArg(shown),
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
        base: trimArg(state.base),
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

/**
 * The stepper card (kit/stepper.js) with this section's maths in it: the formula line and the
 * list of stages, each with its label, its maths and its words. Moving sets `step` in the store.
 */
function createDimensionStepper(ctx, view, id) {
  const { store } = ctx;
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
  const jumpHolder = el('div', { className: 'stepper-jump' });
  const current = () => Math.min(store.get().step, store.get().d - 1);
  const stepper = createStepper(ctx, {
    id,
    heading: 'h3',
    classes: { title: 'stepper-title', where: 'stepper-where', prev: 'stepper-prev', next: 'stepper-next' },
    words: {
      previous: t('steps-previous'),
      next: t('steps-next'),
      keys: t('steps-keys'),
      prompt: t('steps-predict-prompt'),
    },
    body: (predictBox) => [formulaLine, stageList, predictBox],
    extra: [jumpHolder],
    stages: ASKED,
    current,
    last: () => store.get().d - 1,
    go: (step) => {
      const state = store.get();
      const target = Math.max(0, Math.min(state.d - 1, step));
      if (target !== state.step) store.set({ step: target });
    },
    truth: (dim, stage) => view.records[dim][stage],
    refresh: () => ctx.refresh(),
    say: {
      notANumber: notANumberText,
      judged: (judgement, guess) => judgedText(judgement, guess, view.records[guess.index]),
      revealed: revealedText,
    },
  });
  return { stepper, formulaLine, stageNodes, jumpHolder };
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

function build(ctx) {
  const { core, store } = ctx;
  const view = { ctx, core, records: [], key: '' };
  const { stepper, formulaLine, stageNodes, jumpHolder } = createDimensionStepper(ctx, view, uniqueId('stepper'));
  Object.assign(view, { stepper, formulaLine, stageNodes });
  view.narrow = matchMedia('(max-width: 44rem)');
  // Take-away: every dimension's chain as one LaTeX align* block, for slides or a handout.
  const latexTool = createCopyButton({
    text: t('steps-copy-latex'),
    what: 'LaTeX',
    getText: () => exportTex(view, store.get()),
  });
  latexTool.element.classList.add('steps-latex');
  stepper.element.append(latexTool.element);
  ctx.slot('stepper').append(stepper.element);

  view.jump = ctx.control(jumpHolder, 'step', {
    label: t('steps-jump', { j: 'j' }),
    maxFor: (state) => state.d - 1,
    sliderRange: (state) => [0, Math.max(0, state.d - 1)],
    rangeText: (state) => t('steps-jump-range', { max: intArg(state.d - 1) }),
    describe: (v) =>
      store.get().d === 1
        ? t('steps-jump-only', { j: intArg(v) })
        : t('steps-jump-describe', { j: intArg(v), max: intArg(store.get().d - 1) }),
  });
  view.tableScroll = buildTable(ctx);
  buildRoundingCompare(ctx, core);
  ctx.listen(view.narrow, 'change', () => ctx.refresh('narrow'));
  return view;
}

function render(state, changed, view) {
  if (!['pos', 'd', 'base', 'layout', 'step', 'local', 'narrow'].some((key) => changed.includes(key))) return;
  const key = inputsKey(state);
  if (key !== view.key) {
    view.records = view.core.steps({ pos: state.pos, dModel: state.d, base: state.base, layout: state.layout });
    view.key = key;
    view.stepper.clear();
    renderTable(view, state);
  }
  const step = Math.min(state.step, state.d - 1);
  const r = view.records[step];
  const { stepper } = view;
  stepper.title.textContent = t('steps-title', {
    j: 'j',
    step: String(step),
    only: state.d === 1 ? 'yes' : 'no',
    last: String(state.d - 1),
  });
  stepper.where.textContent = t('steps-where', {
    pos: intArg(state.pos),
    d: intArg(state.d),
    base: trimArg(state.base),
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

  stepper.render(step, {
    question: (asked) => t(`steps-predict-${asked}`, { formula: QUESTION[asked](r, state) }),
    done: () => t('steps-predict-done', { step: String(step), last: step < state.d - 1 ? 'no' : 'yes' }),
  });
  renderVector(view, state, step);
}

export default {
  math: true, // it typesets maths in its build and render (narration.js renderMath)
  text: narration,
  build,
  render,
};
