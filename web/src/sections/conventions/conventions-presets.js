// The library presets part of the conventions section: what ten libraries actually build
// (core.presets), the first rows of the chosen one's table in float64 (core.presetTable) and
// in the library's own float32 steps (core.presetTableFloat32), and every preset's float32
// error at one large position (core.presetPrecision).
//
// Rule: the chosen preset is the store key `preset`; every number printed is the core's.
// Row r of a table is the LIBRARY's row r (fairseq and M2M100 keep row 1 for padding): the
// labels say which row the first token reads, from the core's firstTokenRow and paddingRow.

import { announce, el, uniqueId } from '../../kit/dom.js';
import { fixed, int, roundingNote } from '../../kit/format.js';
import { createMessage, sci, scroller, table } from '../../kit/section-kit.js';
import { pageWords } from '../../kit/page-words.js';

/** The page's choices for this part (not numbers of the encoding). */
const PRESET_VIEW = {
  rows: 6, // first rows shown: enough for fairseq's padding row 1 and first token row 2
  maxDims: 8, // columns shown
  precisionPos: 100000, // the large position of the float32 check
  precisionD: 512, // d for the float32 check, as in the precision part above
};

const LAYOUT_WORDS = {
  interleaved: 'interleaved: sin, cos, sin, cos, …',
  'sin|cos': 'all sines, then all cosines',
  'cos|sin': 'all cosines, then all sines',
};

export const PRESETS_TEXT = [
  { type: 'h3', text: 'What libraries actually build' },
  {
    type: 'p',
    text: 'Ten widely copied implementations, each reproduced from its source. They differ in layout, in how the frequencies are spaced, in which row the first token reads, in what they do with an odd d, and in whether they form the angle pos·ω in float32 (the default dtype of PyTorch and TensorFlow) or in float64 (numpy).',
  },
  { type: 'slot', name: 'presets' },
];

const names = (list) =>
  list.length <= 1 ? list.join('') : `${list.slice(0, -1).join(', ')} and ${list[list.length - 1]}`;

/** The ten presets side by side, each row marked with its preset's id. */
function overviewTable(info, precision) {
  const overview = table({
    className: 'data-table presets-table',
    caption: `The ten presets. The last column: the largest |float32 table − float64 formula| over the ${int(PRESET_VIEW.precisionD)} dimensions of row ${int(PRESET_VIEW.precisionPos)}.`,
    columns: [
      'library',
      'source (file, function)',
      'layout',
      'frequency spacing',
      'first token reads',
      'padding row',
      'odd d',
      'angle formed in',
      `float32 error at pos ${int(PRESET_VIEW.precisionPos)}`,
    ],
    rows: info.map((p) => [
      p.library,
      p.source,
      LAYOUT_WORDS[p.layout] || p.layout,
      p.spacing,
      p.firstPosition,
      p.paddingRow >= 0 ? `row ${int(p.paddingRow)}, all zeros` : 'none',
      p.oddRule,
      p.angleFloat32 ? 'float32' : 'float64 (numpy)',
      sci(precision.get(p.id).maxError),
    ]),
  });
  overview.querySelectorAll('tbody tr').forEach((tr, index) => {
    tr.dataset.preset = info[index].id;
  });
  return overview;
}

/** What the float32 column means, from the errors the core measured for each group of libraries. */
export function meaningText(info, precision) {
  const single = info.filter((p) => p.angleFloat32);
  const double = info.filter((p) => !p.angleFloat32);
  const errorsOf = (list) => list.map((p) => precision.get(p.id).maxError);
  const parts = [];
  if (single.length) {
    parts.push(
      `At pos = ${int(PRESET_VIEW.precisionPos)} with d = ${int(PRESET_VIEW.precisionD)}, the ${int(single.length)} libraries that form the angle pos·ω in float32 are off by between ${sci(Math.min(...errorsOf(single)))} and ${sci(Math.max(...errorsOf(single)))} in the worst dimension of the row: float32 keeps about seven significant digits, so an angle near ${int(PRESET_VIEW.precisionPos)} radians cannot be held exactly, and its sine and cosine inherit the error however well they are computed.`,
    );
  }
  if (double.length) {
    parts.push(
      `${names(double.map((p) => p.library))} form the angle in float64 with numpy and round only the result to float32: their error, at most ${sci(Math.max(...errorsOf(double)))}, is that last rounding and nothing more.`,
    );
  }
  return parts.join(' ');
}

/** The first rows of a preset's table (float64 or the library's float32), each row labelled as the library uses it. */
function rowsTable({ result, values, kind }) {
  const shown = Math.min(result.dModel, PRESET_VIEW.maxDims);
  const label = (r) => {
    const row = result.offset + r;
    if (row === result.paddingRow) return `row ${int(row)}: padding, all zeros`;
    if (row === result.firstTokenRow) return `row ${int(row)}: first token`;
    return `row ${int(row)}`;
  };
  const node = table({
    className: `data-table preset-rows-table preset-rows-${kind}`,
    caption: `${kind === '64' ? 'The library’s formula in float64' : 'The library’s own float32 steps'}: rows ${int(result.offset)} to ${int(result.offset + result.positions - 1)}, d = ${int(result.dModel)}${shown < result.dModel ? ` (first ${shown} dimensions)` : ''}.`,
    columns: ['row of the table', ...Array.from({ length: shown }, (_, j) => `dim ${j}`)],
    rows: Array.from({ length: result.positions }, (_, r) => [
      label(r),
      ...Array.from({ length: shown }, (_, j) => fixed(values[r * result.dModel + j])),
    ]),
  });
  node.querySelectorAll('tbody tr').forEach((tr, r) => {
    const row = result.offset + r;
    tr.dataset.row = String(row);
    if (row === result.paddingRow) tr.classList.add('is-padding');
    if (row === result.firstTokenRow) tr.classList.add('is-first');
  });
  return scroller(kind === '64' ? 'Preset table in float64' : 'Preset table in float32', node);
}

/**
 * Builds the presets part into `slot`.
 * @returns {{ render(state, changed): void }}
 */
export function createPresets(context, slot) {
  const { core, store } = context;
  const info = core.presets();
  const precision = new Map(
    info.map((p) => [
      p.id,
      core.presetPrecision({ preset: p.id, dModel: PRESET_VIEW.precisionD, pos: PRESET_VIEW.precisionPos }),
    ]),
  );

  const overview = overviewTable(info, precision);
  const meaning = el('p', { className: 'presets-meaning', text: meaningText(info, precision) });

  // ---- the chosen preset ----
  const pickerId = uniqueId('preset');
  const select = el('select', { id: pickerId, className: 'control-input preset-select' });
  for (const p of info) select.append(el('option', { value: p.id, text: p.library }));
  const picker = el(
    'div',
    { className: 'control preset-picker' },
    el('label', { className: 'control-label', htmlFor: pickerId, text: 'Library preset' }),
    select,
  );
  const message = createMessage(el('div'));
  context.claim('preset', { showError: message.show, clearError: message.clear });
  const chosenSummary = el('p', { className: 'preset-summary', attrs: { role: 'status' } });
  const rows64 = el('div', { className: 'preset-rows preset-rows-64' });
  const rows32 = el('div', { className: 'preset-rows preset-rows-32' });
  select.addEventListener('change', () => {
    const result = store.set({ preset: select.value });
    if (!result.ok) message.show(Object.values(result.errors).join(' '));
    else {
      message.clear();
      announce(`Library preset: ${select.selectedOptions[0]?.textContent || select.value}`);
    }
  });

  slot.append(
    scroller('The ten library presets', overview),
    meaning,
    picker,
    message.element,
    chosenSummary,
    rows64,
    rows32,
    roundingNote(
      'Table values are rounded half away from zero to 6 decimals; errors are shown in scientific notation with 2 significant figures.',
    ),
  );

  function render(state, changed) {
    if (!['preset', 'd'].some((key) => changed.includes(key))) return;
    select.value = state.preset;
    for (const tr of overview.querySelectorAll('tbody tr'))
      tr.classList.toggle('is-chosen', tr.dataset.preset === state.preset);
    const chosen = info.find((p) => p.id === state.preset);
    let table64;
    let table32;
    try {
      const requestRows = { preset: state.preset, positions: PRESET_VIEW.rows, dModel: state.d };
      table64 = core.presetTable(requestRows);
      table32 = core.presetTableFloat32(requestRows);
    } catch (error) {
      // Only say a table is still shown when one was drawn (a link with a bad d draws none).
      message.show(
        `${pageWords(error.message)}. ${rows64.childElementCount ? 'Still showing the last table that worked.' : 'No table to show yet: pick another d or library.'}`,
      );
      return;
    }
    message.clear();
    const at = precision.get(chosen.id);
    const padding =
      table64.paddingRow >= 0
        ? ` Row ${int(table64.paddingRow)} is the padding row (padding_idx): all zeros. The first real token reads row ${int(table64.firstTokenRow)}, so the token at index t reads row t + ${int(table64.firstTokenRow)}.`
        : ` The first token reads row ${int(table64.firstTokenRow)}.`;
    chosenSummary.textContent =
      `${chosen.library}: ${LAYOUT_WORDS[chosen.layout] || chosen.layout}; the angle is formed in ${chosen.angleFloat32 ? 'float32' : 'float64 (numpy)'}.${padding}` +
      ` At pos = ${int(PRESET_VIEW.precisionPos)} (d = ${int(PRESET_VIEW.precisionD)}) its float32 table is off by up to ${sci(at.maxError)}, in dimension ${int(at.worstDim)}.`;
    chosenSummary.dataset.preset = chosen.id;
    rows64.replaceChildren(rowsTable({ result: table64, values: table64.values, kind: '64' }));
    rows32.replaceChildren(rowsTable({ result: table32, values: table32.values, kind: '32' }));
  }

  return { render };
}
