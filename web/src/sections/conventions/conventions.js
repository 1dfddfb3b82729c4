// Section 9: conventions and pitfalls. The variants side by side with numbers (core.steps,
// float64), a heatmap of one variant minus the paper (core.compare), and float32 error at large
// positions (core.precision), and what ten libraries build (conventions-presets.js). The page
// formats; every number is the core's.

import { describeChart } from '../../kit/a11y.js';
import { createChart, lineChart, seriesStyle } from '../../kit/charts.js';
import { announce, el } from '../../kit/dom.js';
import { fixed, fixedArg, int, intArg } from '../../kit/format.js';
import { msg, t, tNodes } from '../../kit/i18n.js';
import { createRadioGroup } from '../../kit/controls.js';
import { createHeatmap } from '../../kit/heatmap.js';
import { createField, createMessage, sci, scroller, table } from '../../kit/section-kit.js';
import { pageWords } from '../../kit/page-words.js';
import { createPresets, presetsText } from './conventions-presets.js';

/**
 * The variants, one record each (narration as data). `spec` goes to the core as it is;
 * `posShift` is how the variant numbers the token at index pos (1-based counting adds 1).
 */
const VARIANTS = [
  {
    id: 'paper',
    spec: {},
    posShift: 0,
    kind: 'reference',
  },
  {
    id: 'concatenated',
    spec: { layout: 'concatenated' },
    posShift: 0,
    kind: 'layout',
  },
  {
    id: 'one-based-position',
    spec: { offset: 1 },
    posShift: 1,
    kind: 'convention',
  },
  {
    id: 'dimension-exponent',
    spec: { convention: 'dimension-exponent' },
    posShift: 0,
    kind: 'mistake',
  },
  {
    id: 'one-based-pair',
    spec: { convention: 'one-based-pair' },
    posShift: 0,
    kind: 'mistake',
  },
  {
    id: 'tensor2tensor',
    spec: { convention: 'tensor2tensor' },
    posShift: 0,
    kind: 'convention',
  },
];

/** A variant's name and note, in the page's language (messages conventions-variant-<id>, conventions-note-<id>). */
for (const variant of VARIANTS)
  Object.defineProperties(variant, {
    label: { get: () => t(`conventions-variant-${variant.id}`), enumerable: true },
    note: { get: () => t(`conventions-note-${variant.id}`), enumerable: true },
  });

const TEXT = {
  precisionD: 512,
  precisionWindow: 128,
};

const MAX_DIMS_SHOWN = 16;
const PRESET_POSITIONS = [100, 8192, 100000];
const FIRST_VARIANT = 'concatenated';
const FIRST_PRECISION_POS = 8192;

/**
 * The variant whose row would read past the last position the core allows (a variant that counts
 * from 1 reads PE(pos + 1)), or undefined when every row fits.
 */
export function variantPastEnd(pos, lastPosition) {
  return VARIANTS.find((variant) => pos + variant.posShift > lastPosition);
}

/** The message for a pos whose 1-based row is past the end: it says why, rather than quote pos + 1 as if typed. */
export function pastEndMessage(variant, pos, lastPosition) {
  return t('conventions-past-end', {
    max: intArg(lastPosition - variant.posShift),
    label: variant.label,
    shift: intArg(variant.posShift),
    got: intArg(pos),
  });
}

/** The tag beside a variant's name: a layout change is a convention too. */
export function kindText(kind) {
  if (kind === 'reference') return t('conventions-kind-reference');
  return kind === 'mistake' ? t('conventions-kind-mistake') : t('conventions-kind-convention');
}

/** The side-by-side table's caption. */
export function sideCaption(pos, d, shown) {
  return t('conventions-side-caption', {
    pos: intArg(pos),
    d: intArg(d),
    cut: shown < d ? 'yes' : 'no',
    shown: String(shown),
    digits: 6,
  });
}

/** The line under the side-by-side table on a narrow screen. */
export function sideScrollHint(shown) {
  return t('conventions-side-scroll', { dims: shown, shown: String(shown) });
}

/** The sentence under the difference map, from core.compare's result. */
export function compareSummary(variant, result, n) {
  if (result.maxAbsDifference === 0)
    return t('conventions-compare-equal', { label: variant.label, positions: n, count: intArg(n) });
  return t('conventions-compare-summary', {
    label: variant.label,
    difference: fixedArg(result.maxAbsDifference),
    row: intArg(result.maxRow),
    dim: intArg(result.maxDim),
    layout: variant.id === 'concatenated' ? 'yes' : 'no',
  });
}

/** The positions the float32 chart scans around `centre`: half a window each side, within 0 … lastPosition. */
export function precisionWindow(centre, lastPosition, half = TEXT.precisionWindow) {
  return { first: Math.max(0, centre - half), last: Math.min(lastPosition, centre + half - 1) };
}

// ---- side by side: every variant's numbers for the token at index pos (core.steps, float64) ----

function sideRow(core, state, variant) {
  const pos = state.pos + variant.posShift;
  const steps = core.steps({ pos, dModel: state.d, base: state.base, layout: 'interleaved', ...variant.spec });
  const cells = steps
    .slice(0, MAX_DIMS_SHOWN)
    .map((s) =>
      el(
        'span',
        { className: 'conv-cell' },
        el('span', { className: 'conv-value', text: fixed(s.value) }),
        el('span', { className: 'conv-tag', text: `${s.fn} ${s.pair}` }),
      ),
    );
  const head = el(
    'span',
    { className: 'conv-variant' },
    el('span', { text: variant.label }),
    el('span', { className: `conv-kind conv-kind-${variant.kind}`, text: kindText(variant.kind) }),
    el('span', { className: 'conv-pos', text: `PE(${int(pos)})` }),
  );
  return [head, ...cells];
}

function createSide(core, slot) {
  const table_ = el('div', { className: 'conventions-side' });
  const notes = el('dl', { className: 'conventions-notes' });
  for (const variant of VARIANTS) notes.append(el('dt', { text: variant.label }), el('dd', { text: variant.note }));
  slot.append(table_, notes);
  return {
    /** Throws a RangeError (shown by the app; the last table stays) when a row would read past the last position. */
    render(state) {
      const last = core.parameters.pos.max;
      const past = variantPastEnd(state.pos, last);
      if (past) throw new RangeError(pastEndMessage(past, state.pos, last));
      const rows = VARIANTS.map((variant) => sideRow(core, state, variant));
      const shown = Math.min(state.d, MAX_DIMS_SHOWN);
      const node = table({
        className: 'data-table conventions-table',
        caption: sideCaption(state.pos, state.d, shown),
        columns: [
          t('conventions-column-variant'),
          ...Array.from({ length: shown }, (_, j) => t('conventions-column-dim', { j: String(j) })),
        ],
        rows,
      });
      node.querySelectorAll('tbody tr').forEach((tr, index) => {
        tr.dataset.variant = VARIANTS[index].id;
      });
      table_.replaceChildren(scroller(t('conventions-side-region'), node, { hint: sideScrollHint(shown) }));
    },
  };
}

// ---- one variant minus the paper (core.compare), the variant picked with a radio group ----

function createVariantPicker(onPick) {
  const variants = VARIANTS.slice(1);
  return createRadioGroup(null, {
    label: t('conventions-picker-label'),
    className: 'conventions-picker',
    key: 'variant',
    choices: variants.map((variant) => ({ value: variant.id, label: variant.label })),
    value: FIRST_VARIANT,
    onPick: (id) => onPick(variants.find((variant) => variant.id === id)),
  }).element;
}

function createCompare(ctx, slot, message) {
  let variant = VARIANTS.find((v) => v.id === FIRST_VARIANT);
  const summary = el('p', { className: 'conventions-compare-summary', attrs: { role: 'status' } });
  const holder = el('div', { className: 'conventions-heatmap' });
  let heatmap = null;
  let given = null; // the state of the last render: a new pick redraws the map for it
  const picker = createVariantPicker((picked) => {
    variant = picked;
    render(given);
    announce(t('conventions-picker-announce', { label: picked.label }));
  });
  slot.append(picker, summary, holder);
  function render(state) {
    given = state;
    let result;
    try {
      // difference is a − b: the variant as a and the paper as b, so the map shows "variant minus the paper".
      result = ctx.core.compare({
        positions: state.n,
        dModel: state.d,
        a: { base: state.base, ...variant.spec },
        b: { base: state.base },
      });
    } catch (error) {
      message.show(pageWords(error));
      return;
    }
    message.clear();
    const shown = variant;
    const options = {
      rows: state.n,
      cols: state.d,
      values: result.difference,
      min: -2,
      max: 2,
      title: t('conventions-heatmap-title', { label: shown.label }),
      rowLabel: t('conventions-heatmap-rows'),
      colLabel: t('conventions-heatmap-columns'),
      legendDigits: 1,
      cellLabel: (r, c, v) =>
        t('conventions-heatmap-cell', { row: intArg(r), dim: String(c), label: shown.label, value: fixedArg(v, 4) }),
    };
    if (!heatmap) heatmap = ctx.own(createHeatmap(holder, options));
    else heatmap.update(options);
    summary.textContent = compareSummary(shown, result, state.n);
  }
  return { render };
}

// ---- float32 at large positions (core.precision, core.precisionScan) around a position typed ----

function precisionChartConfig(scan, first, last) {
  const naive = Array.from(scan.naive, (y, r) => ({ x: first + r, y }));
  const fast = Array.from(scan.fast, (y, r) => ({ x: first + r, y }));
  return {
    naive,
    fast,
    config: lineChart({
      datasets: [
        { label: t('conventions-precision-naive'), data: naive, ...seriesStyle(5, { points: false }) },
        { label: t('conventions-precision-fast'), data: fast, ...seriesStyle(0, { points: false }) },
      ],
      x: { min: first, max: last, title: t('conventions-heatmap-rows') },
      // charts.js labels 1, 2 and 5 x 10^k only
      y: {
        type: 'logarithmic',
        title: t('conventions-precision-y', { d: intArg(TEXT.precisionD) }),
        ticks: { callback: (value) => sci(value, 0) },
      },
      legend: {},
    }),
  };
}

function createPrecision(ctx, slot, message) {
  const fields = el('div', { className: 'field-row' });
  const presets = el('div', {
    className: 'button-row',
    attrs: { role: 'group', 'aria-label': t('conventions-position-presets') },
  });
  const summary = el('p', { className: 'conventions-precision-summary', attrs: { role: 'status' } });
  const holder = el('div', { className: 'conventions-precision' });
  slot.append(fields, presets, summary, holder);
  const lastPosition = ctx.store.ranges.pos.max;
  const field = createField(fields, {
    label: t('conventions-precision-field'),
    name: 'position',
    value: FIRST_PRECISION_POS,
    min: 0,
    max: lastPosition,
    hint: t('conventions-precision-hint', { d: intArg(TEXT.precisionD) }),
    onChange: () => render(given),
  });
  for (const pos of PRESET_POSITIONS) {
    const button = el('button', { type: 'button', className: 'button-quiet', text: `pos ${int(pos)}` });
    button.dataset.pos = String(pos);
    button.addEventListener('click', () => field.set(pos));
    presets.append(button);
  }
  let chart = null;
  let description = null;
  let given = null; // the state of the last render: a new position redraws the chart for it
  function render(state) {
    given = state;
    const centre = field.value;
    const { first, last } = precisionWindow(centre, lastPosition);
    let at;
    let scan;
    try {
      at = ctx.core.precision({ pos: centre, dModel: TEXT.precisionD, base: state.base });
      scan = ctx.core.precisionScan({ from: first, to: last, dModel: TEXT.precisionD, base: state.base });
    } catch (error) {
      message.show(pageWords(error));
      return;
    }
    const { naive, fast, config } = precisionChartConfig(scan, first, last);
    summary.replaceChildren(
      ...tNodes(
        'conventions-precision-summary',
        { pos: int(centre), first: int(first), last: int(last), worstPos: int(scan.worstNaivePos) },
        {
          naive: el('strong', { className: 'precision-naive', text: sci(at.maxErrorNaive) }),
          fast: el('strong', { className: 'precision-fast', text: sci(at.maxErrorFast) }),
          worst: el('strong', { className: 'precision-worst', text: sci(scan.worstNaive) }),
        },
      ),
    );
    const label = t('conventions-precision-label', { first: String(first), last: String(last) });
    if (!chart) chart = ctx.own(createChart(holder, config, { label }));
    else chart.update({ ...config, label });
    const options = {
      summary: t('conventions-precision-description', { naive: sci(scan.worstNaive), fast: sci(scan.worstFast) }),
      columns: [t('conventions-heatmap-rows'), t('conventions-column-naive'), t('conventions-column-fast')],
      rows: naive.map((point, index) => [int(point.x), sci(point.y, 2), sci(fast[index].y, 2)]),
      tableLabel: t('conventions-precision-data'),
    };
    if (!description) description = describeChart(holder, options);
    else description.update(options);
  }
  return {
    render,
    get drawn() {
      return chart !== null;
    },
  };
}

export default {
  text: () => [
    { type: 'p', text: msg('conventions-lead') },
    { type: 'slot', name: 'side' },
    { type: 'h3', text: msg('conventions-compare-heading') },
    { type: 'p', text: msg('conventions-compare-intro') },
    { type: 'slot', name: 'compare' },
    { type: 'h3', text: msg('conventions-precision-heading') },
    { type: 'p', text: msg('conventions-precision-intro') },
    { type: 'slot', name: 'precision' },
    ...presetsText(), // the library presets (conventions-presets.js)
  ],
  // Four parts, each drawn from the state it is given; the variant picked and the position
  // checked are the parts' own, and a change of them redraws that part for the last state given.
  build(ctx) {
    const message = createMessage(ctx.slot('side')); // the compare and precision parts' core messages
    return {
      side: createSide(ctx.core, ctx.slot('side')),
      compare: createCompare(ctx, ctx.slot('compare'), message),
      precision: createPrecision(ctx, ctx.slot('precision'), message),
      presets: createPresets(ctx, ctx.slot('presets')),
    };
  },
  render(state, changed, view) {
    view.presets.render(state, changed); // its own message line: a d the preset refuses leaves the rest alone
    if (!['d', 'pos', 'n', 'base'].some((key) => changed.includes(key))) return;
    view.side.render(state); // a RangeError here leaves the last table and shows the message
    view.compare.render(state);
    if (changed.includes('base') || !view.precision.drawn) view.precision.render(state);
  },
};
