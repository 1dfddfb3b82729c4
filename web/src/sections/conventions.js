// Section 9: conventions and pitfalls. The variants side by side with numbers (core.steps,
// float64), a heatmap of one variant minus the paper (core.compare), and float32 error at large
// positions (core.precision), and what ten libraries build (conventions-presets.js). The page
// formats; every number is the core's.

import { describeChart } from '../a11y.js';
import { createChart, seriesStyle } from '../charts.js';
import { announce, el, uniqueId } from '../dom.js';
import { fixed, int } from '../format.js';
import { createHeatmap } from '../heatmap.js';
import { createField, createMessage, sci, scroller, table } from '../section-kit.js';
import { pageWords } from '../store.js';
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

export default {
  id: 'conventions',
  // This section's own setting (the shape is store.js SHARED_SETTINGS'): the library preset.
  settings: {
    preset: { name: 'preset (library)', core: 'preset', fallback: (core) => core.requests.presetTable.preset.default },
  },
  title: 'Conventions and pitfalls',
  controls: ['d', 'pos', 'n'],
  defaults: { d: 4, pos: 3, n: 32 },
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
  // The parts keep their own state (the variant picked, the position checked), so build()
  // returns the render steps as closures over it; render() below only calls them.
  build(context) {
    const { core } = context;
    let variantB = 'concatenated';

    const message = createMessage(el('div'));
    const sideSlot = el('div', { className: 'conventions-side' });
    const notes = el('dl', { className: 'conventions-notes' });
    for (const variant of VARIANTS) {
      notes.append(el('dt', { text: variant.label }), el('dd', { text: variant.note }));
    }

    // The variant picker for the heatmap: a radio group (keyboard: arrow keys).
    const pickerName = uniqueId('variant');
    const picker = el(
      'fieldset',
      { className: 'control control-choice conventions-picker' },
      el('legend', { className: 'control-label', text: 'Variant to compare with the paper' }),
    );
    for (const variant of VARIANTS.slice(1)) {
      const radio = el('input', {
        type: 'radio',
        name: pickerName,
        value: variant.id,
        id: `${pickerName}-${variant.id}`,
        checked: variant.id === variantB,
      });
      radio.addEventListener('change', () => {
        if (!radio.checked) return;
        variantB = variant.id;
        renderCompare(context.store.get());
        announce(`Comparing the paper with: ${variant.label}`);
      });
      picker.append(
        el(
          'label',
          { className: 'choice', htmlFor: radio.id },
          radio,
          el('span', { className: 'choice-text', text: variant.label }),
        ),
      );
    }
    const compareSummary = el('p', { className: 'conventions-compare-summary', attrs: { role: 'status' } });
    const heatmapSlot = el('div', { className: 'conventions-heatmap' });

    const precisionFields = el('div', { className: 'field-row' });
    const presetRow = el('div', {
      className: 'button-row',
      attrs: { role: 'group', 'aria-label': 'Position presets' },
    });
    const precisionSummary = el('p', { className: 'conventions-precision-summary', attrs: { role: 'status' } });
    const precisionSlot = el('div', { className: 'conventions-precision' });

    context.slot('side').append(message.element, sideSlot, notes);
    context.slot('compare').append(picker, compareSummary, heatmapSlot);
    context.slot('precision').append(precisionFields, presetRow, precisionSummary, precisionSlot);

    // ---- side by side ----
    function renderSide(state) {
      // A variant that counts from 1 reads PE(pos + 1): say so, rather than quote pos + 1 as if typed.
      const last = core.parameters.pos.max;
      const shifted = VARIANTS.find((variant) => state.pos + variant.posShift > last);
      if (shifted) {
        throw new RangeError(
          `pos must be at most ${int(last - shifted.posShift)} here: the row “${shifted.label}” reads PE(pos + ${shifted.posShift}); got ${int(state.pos)}`,
        );
      }
      const rows = VARIANTS.map((variant) => {
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
          el('span', {
            className: `conv-kind conv-kind-${variant.kind}`,
            text: variant.kind === 'reference' ? 'reference' : variant.kind === 'mistake' ? 'mistake' : 'convention',
          }),
          el('span', { className: 'conv-pos', text: `PE(${int(pos)})` }),
        );
        return [head, ...cells];
      });
      const shown = Math.min(state.d, MAX_DIMS_SHOWN);
      const node = table({
        className: 'data-table conventions-table',
        caption: `The token at index ${int(state.pos)}, d = ${int(state.d)}${shown < state.d ? ` (first ${shown} dimensions)` : ''}. Under each value: which function and which pair fill that dimension. Rounded half away from zero to 6 decimals.`,
        columns: ['variant', ...Array.from({ length: shown }, (_, j) => `dim ${j}`)],
        rows,
      });
      node.querySelectorAll('tbody tr').forEach((tr, index) => {
        tr.dataset.variant = VARIANTS[index].id;
      });
      sideSlot.replaceChildren(
        scroller('Variants side by side', node, {
          hint: `The table is wider than the screen: scroll it sideways for ${shown === 1 ? 'the one dimension' : `all ${shown} dimensions`}`,
        }),
      );
    }

    // ---- heatmap of the difference ----
    let heatmap = null;
    function renderCompare(state) {
      const variant = VARIANTS.find((v) => v.id === variantB);
      let result;
      try {
        result = core.compare({
          positions: state.n,
          dModel: state.d,
          a: { base: state.base },
          b: { base: state.base, ...variant.spec },
        });
      } catch (error) {
        message.show(pageWords(error.message));
        return;
      }
      message.clear();
      const options = {
        rows: state.n,
        cols: state.d,
        values: result.difference,
        min: -2,
        max: 2,
        title: `${variant.label} minus the paper`,
        rowLabel: 'position',
        colLabel: 'dimension',
        legendDigits: 1,
        cellLabel: (r, c, v) => `token ${int(r)}, dimension ${c}: ${variant.label} minus paper ≈ ${fixed(v, 4)}`,
      };
      if (!heatmap) heatmap = context.capture(() => createHeatmap(heatmapSlot, options));
      else heatmap.update(options);
      compareSummary.textContent =
        result.maxAbsDifference === 0
          ? `${variant.label} gives exactly the paper’s numbers for these ${int(state.n)} positions.`
          : `${variant.label}: the largest |difference| is ${fixed(result.maxAbsDifference)}, at token ${int(result.maxRow)}, dimension ${int(result.maxDim)}.` +
            (variant.id === 'concatenated'
              ? ' Large, yet nothing is lost: sort the columns and the two matrices agree.'
              : '');
    }

    // ---- precision ----
    let chart = null;
    let description = null;
    const precisionField = createField(precisionFields, {
      label: 'position for the float32 check',
      name: 'position',
      value: 8192,
      min: 0,
      max: context.store.ranges.pos.max,
      hint: `d = ${TEXT.precisionD}, base b from the settings.`,
      onChange: () => renderPrecision(context.store.get()),
    });
    for (const pos of PRESET_POSITIONS) {
      const button = el('button', { type: 'button', className: 'button-quiet', text: `pos ${int(pos)}` });
      button.dataset.pos = String(pos);
      button.addEventListener('click', () => precisionField.set(pos));
      presetRow.append(button);
    }

    function renderPrecision(state) {
      const centre = precisionField.value;
      const first = Math.max(0, centre - TEXT.precisionWindow);
      const last = Math.min(context.store.ranges.pos.max, centre + TEXT.precisionWindow - 1);
      let at;
      let scan;
      try {
        at = core.precision({ pos: centre, dModel: TEXT.precisionD, base: state.base });
        scan = core.precisionScan({ from: first, to: last, dModel: TEXT.precisionD, base: state.base });
      } catch (error) {
        message.show(pageWords(error.message));
        return;
      }
      const naive = Array.from(scan.naive, (y, r) => ({ x: first + r, y }));
      const fast = Array.from(scan.fast, (y, r) => ({ x: first + r, y }));
      const worst = { pos: scan.worstNaivePos, error: scan.worstNaive };
      const worstFast = scan.worstFast;
      precisionSummary.replaceChildren(
        el('span', { text: `At position ${int(centre)}: float32 angle, largest error ` }),
        el('strong', { className: 'precision-naive', text: sci(at.maxErrorNaive) }),
        el('span', { text: '; the core’s float32 path, largest error ' }),
        el('strong', { className: 'precision-fast', text: sci(at.maxErrorFast) }),
        el('span', {
          text: `. The error jumps from one position to the next; between ${int(first)} and ${int(last)} the float32-angle error peaks at `,
        }),
        el('strong', { className: 'precision-worst', text: sci(worst.error) }),
        el('span', { text: ` (position ${int(worst.pos)}).` }),
      );
      const config = {
        type: 'line',
        data: {
          datasets: [
            { label: 'angle in float32 (the common way)', data: naive, ...seriesStyle(5, { points: false }) },
            { label: 'the core: angle in float64, result float32', data: fast, ...seriesStyle(0, { points: false }) },
          ],
        },
        options: {
          parsing: false,
          scales: {
            x: { type: 'linear', min: first, max: last, title: { text: 'position' } },
            y: {
              type: 'logarithmic',
              title: { text: 'largest |error| over 512 dimensions' },
              ticks: { callback: (value) => sci(value, 0) },
            }, // charts.js labels 1, 2 and 5 x 10^k only
          },
        },
      };
      const label = `Line chart, logarithmic scale: largest float32 error of the encoding at positions ${first} to ${last}, two ways of computing it.`;
      if (!chart) chart = context.own(createChart(precisionSlot, config, { label }));
      else chart.update({ ...config, label });
      const options = {
        summary: `Float32 angle: errors up to ${sci(worst.error)} in this range; the core's float32 path: at most ${sci(worstFast)}.`,
        columns: ['position', 'float32 angle', 'core float32'],
        rows: naive.map((point, index) => [int(point.x), sci(point.y, 2), sci(fast[index].y, 2)]),
        tableLabel: 'Float32 error data',
      };
      if (!description) description = describeChart(precisionSlot, options);
      else description.update(options);
    }

    const presets = createPresets(context, context.slot('presets'));

    return {
      renderPresets: presets.render,
      renderSide,
      renderCompare,
      renderPrecision,
      get hasChart() {
        return chart !== null;
      },
    };
  },
  render(state, changed, view) {
    view.renderPresets(state, changed); // its own message line: a d the preset refuses leaves the rest alone
    if (!['d', 'pos', 'n', 'base'].some((key) => changed.includes(key))) return;
    view.renderSide(state); // a RangeError here leaves the last table and shows the message
    view.renderCompare(state);
    if (changed.includes('base') || !view.hasChart) view.renderPrecision(state);
  },
};
