// Section 9: conventions and pitfalls. The variants side by side with numbers (core.steps,
// float64), a heatmap of one variant minus the paper (core.compare), and float32 error at large
// positions (core.precision), and what ten libraries build (conventions-presets.js). The page
// formats; every number is the core's.

import { describeChart } from '../../kit/a11y.js';
import { createChart, lineChart, seriesStyle } from '../../kit/charts.js';
import { announce, el } from '../../kit/dom.js';
import { fixed, int } from '../../kit/format.js';
import { createRadioGroup } from '../../kit/controls.js';
import { createHeatmap } from '../../kit/heatmap.js';
import { createField, createMessage, sci, scroller, table } from '../../kit/section-kit.js';
import { pageWords } from '../../kit/page-words.js';
import { createPresets, PRESETS_TEXT } from './conventions-presets.js';

/**
 * The variants, one record each (narration as data). `spec` goes to the core as it is;
 * `posShift` is how the variant numbers the token at index pos (1-based counting adds 1).
 */
const VARIANTS = [
  {
    id: 'paper',
    label: 'The paper',
    spec: {},
    posShift: 0,
    kind: 'reference',
    note: 'Interleaved sin, cos, sin, cos …; ω_i = b^(−2i/d) with i the pair index; positions from 0. The reference for every row below.',
  },
  {
    id: 'concatenated',
    label: 'Concatenated layout',
    spec: { layout: 'concatenated' },
    posShift: 0,
    kind: 'layout',
    note: 'All sines first, then all cosines (tensor2tensor, the TensorFlow tutorial, many diffusion models). The same numbers in another order. This is the most asked “is this a bug?” question in public issue trackers: it is not a bug, the dimensions are only permuted.',
  },
  {
    id: 'one-based-position',
    label: 'Positions counted from 1',
    spec: { offset: 1 },
    posShift: 1,
    kind: 'convention',
    note: 'Some texts number the first token 1, not 0. Every token moves one row down the table: the token at index pos gets PE(pos + 1). Harmless if used everywhere the same way.',
  },
  {
    id: 'dimension-exponent',
    label: 'Mistaken exponent b^(j/d)',
    spec: { convention: 'dimension-exponent' },
    posShift: 0,
    kind: 'mistake',
    note: 'Uses the dimension index j where the formula has 2i. Each cosine then gets its own slightly slower frequency, so a pair’s sine and cosine no longer share an angle and the shift proof no longer holds. Some texts print this formula by mistake, even next to code that gets it right.',
  },
  {
    id: 'one-based-pair',
    label: '1-based pair index',
    spec: { convention: 'one-based-pair' },
    posShift: 0,
    kind: 'mistake',
    note: 'Counting pairs from i = 1 (as in W[2i−1, t] = sin(t / b^(2i/d)) with 0 < i ≤ d/2) makes every frequency one pair slower: the fastest wave, ω = 1, is lost. Some texts write it this way.',
  },
  {
    id: 'tensor2tensor',
    label: 'tensor2tensor spacing',
    spec: { convention: 'tensor2tensor' },
    posShift: 0,
    kind: 'convention',
    note: 'Spaces the log-timescales by log(b)/(d/2 − 1), so the slowest wavelength is exactly 2πb instead of 2πb^((d−2)/d). Shown interleaved here so that only the spacing differs.',
  },
];

const TEXT = {
  lead: 'The same idea is written several ways. Some differences are only conventions (harmless once you know them); two are mistakes that change the numbers. Here they are side by side for the same token.',
  compareHeading: 'One variant minus the paper, position by position',
  compareIntro:
    'Pick a variant: the heatmap shows its matrix minus the paper’s, for n positions and d dimensions. White means equal.',
  precisionHeading: 'Large positions and float32',
  precisionIntro:
    'Most frameworks compute the angle pos·ω in float32 and only then take the sine. At large positions float32 cannot hold the angle exactly, and the error shows in the encoding, even though the exact value always lies in [−1, 1]. The core never forms the angle in float32: at the first position of each block of rows it takes the sine and cosine in float64 and rounds them to float32, and it reaches every later position of the block by one float32 rotation by ω·k (the relative-shift property, with cos ω·k and sin ω·k rounded to float32 too). So each of its values is a few float32 roundings away from the exact one and carries no angle error: at most 5·2⁻²⁴ ≈ 3.0·10⁻⁷ at any position, where rounding the exact value once would leave at most 2⁻²⁵ ≈ 3.0·10⁻⁸. The errors it really has are printed and drawn below.',
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
  return `pos must be at most ${int(lastPosition - variant.posShift)} here: the row “${variant.label}” reads PE(pos + ${variant.posShift}); got ${int(pos)}`;
}

/** The tag beside a variant's name: a layout change is a convention too. */
export function kindText(kind) {
  return kind === 'reference' || kind === 'mistake' ? kind : 'convention';
}

/** The side-by-side table's caption. */
export function sideCaption(pos, d, shown) {
  return `The token at index ${int(pos)}, d = ${int(d)}${shown < d ? ` (first ${shown} dimensions)` : ''}. Under each value: which function and which pair fill that dimension. Rounded half away from zero to 6 decimals.`;
}

/** The line under the side-by-side table on a narrow screen. */
export function sideScrollHint(shown) {
  return `The table is wider than the screen: scroll it sideways for ${shown === 1 ? 'the one dimension' : `all ${shown} dimensions`}`;
}

/** The sentence under the difference map, from core.compare's result. */
export function compareSummary(variant, result, n) {
  if (result.maxAbsDifference === 0)
    return `${variant.label} gives exactly the paper’s numbers for these ${int(n)} positions.`;
  return (
    `${variant.label}: the largest |difference| is ${fixed(result.maxAbsDifference)}, at token ${int(result.maxRow)}, dimension ${int(result.maxDim)}.` +
    (variant.id === 'concatenated' ? ' Large, yet nothing is lost: sort the columns and the two matrices agree.' : '')
  );
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
        columns: ['variant', ...Array.from({ length: shown }, (_, j) => `dim ${j}`)],
        rows,
      });
      node.querySelectorAll('tbody tr').forEach((tr, index) => {
        tr.dataset.variant = VARIANTS[index].id;
      });
      table_.replaceChildren(scroller('Variants side by side', node, { hint: sideScrollHint(shown) }));
    },
  };
}

// ---- one variant minus the paper (core.compare), the variant picked with a radio group ----

function createVariantPicker(onPick) {
  const variants = VARIANTS.slice(1);
  return createRadioGroup(null, {
    label: 'Variant to compare with the paper',
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
    announce(`Comparing the paper with: ${picked.label}`);
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
      message.show(pageWords(error.message));
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
      title: `${shown.label} minus the paper`,
      rowLabel: 'position',
      colLabel: 'dimension',
      legendDigits: 1,
      cellLabel: (r, c, v) => `token ${int(r)}, dimension ${c}: ${shown.label} minus paper ≈ ${fixed(v, 4)}`,
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
        { label: 'angle in float32 (the common way)', data: naive, ...seriesStyle(5, { points: false }) },
        { label: 'the core: angle in float64, result float32', data: fast, ...seriesStyle(0, { points: false }) },
      ],
      x: { min: first, max: last, title: 'position' },
      // charts.js labels 1, 2 and 5 x 10^k only
      y: {
        type: 'logarithmic',
        title: 'largest |error| over 512 dimensions',
        ticks: { callback: (value) => sci(value, 0) },
      },
      legend: {},
    }),
  };
}

function createPrecision(ctx, slot, message) {
  const fields = el('div', { className: 'field-row' });
  const presets = el('div', { className: 'button-row', attrs: { role: 'group', 'aria-label': 'Position presets' } });
  const summary = el('p', { className: 'conventions-precision-summary', attrs: { role: 'status' } });
  const holder = el('div', { className: 'conventions-precision' });
  slot.append(fields, presets, summary, holder);
  const lastPosition = ctx.store.ranges.pos.max;
  const field = createField(fields, {
    label: 'position for the float32 check',
    name: 'position',
    value: FIRST_PRECISION_POS,
    min: 0,
    max: lastPosition,
    hint: `d = ${TEXT.precisionD}, base b from the settings.`,
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
      message.show(pageWords(error.message));
      return;
    }
    const { naive, fast, config } = precisionChartConfig(scan, first, last);
    summary.replaceChildren(
      el('span', { text: `At position ${int(centre)}: float32 angle, largest error ` }),
      el('strong', { className: 'precision-naive', text: sci(at.maxErrorNaive) }),
      el('span', { text: '; the core’s float32 path, largest error ' }),
      el('strong', { className: 'precision-fast', text: sci(at.maxErrorFast) }),
      el('span', {
        text: `. The error jumps from one position to the next; between ${int(first)} and ${int(last)} the float32-angle error peaks at `,
      }),
      el('strong', { className: 'precision-worst', text: sci(scan.worstNaive) }),
      el('span', { text: ` (position ${int(scan.worstNaivePos)}).` }),
    );
    const label = `Line chart, logarithmic scale: largest float32 error of the encoding at positions ${first} to ${last}, two ways of computing it.`;
    if (!chart) chart = ctx.own(createChart(holder, config, { label }));
    else chart.update({ ...config, label });
    const options = {
      summary: `Float32 angle: errors up to ${sci(scan.worstNaive)} in this range; the core's float32 path: at most ${sci(scan.worstFast)}.`,
      columns: ['position', 'float32 angle', 'core float32'],
      rows: naive.map((point, index) => [int(point.x), sci(point.y, 2), sci(fast[index].y, 2)]),
      tableLabel: 'Float32 error data',
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
  text: [
    { type: 'p', text: TEXT.lead },
    { type: 'slot', name: 'side' },
    { type: 'h3', text: TEXT.compareHeading },
    { type: 'p', text: TEXT.compareIntro },
    { type: 'slot', name: 'compare' },
    { type: 'h3', text: TEXT.precisionHeading },
    { type: 'p', text: TEXT.precisionIntro },
    { type: 'slot', name: 'precision' },
    ...PRESETS_TEXT, // the library presets (conventions-presets.js)
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
