// The library presets part of the conventions section: what ten libraries actually build
// (core.presets), the first rows of the chosen one's table in float64 (core.presetTable) and
// in the library's own float32 steps (core.presetTableFloat32), and every preset's float32
// error at one large position (core.presetPrecision).
//
// Rule: the chosen preset is the store key `preset`; every number printed is the core's.
// Row r of a table is the LIBRARY's row r (fairseq and M2M100 keep row 1 for padding): the
// labels say which row the first token reads, from the core's firstTokenRow and paddingRow.

import { announce, el, uniqueId } from '../../kit/dom.js';
import { fixed, intArg, roundingNote } from '../../kit/format.js';
import { language, msg, t, tNodes } from '../../kit/i18n.js';
import { createMessage, sci, scroller, table } from '../../kit/section-kit.js';
import { pageWords } from '../../kit/page-words.js';

/** The page's choices for this part (not numbers of the encoding). */
const PRESET_VIEW = {
  rows: 6, // first rows shown: enough for fairseq's padding row 1 and first token row 2
  maxDims: 8, // columns shown
  precisionPos: 100000, // the large position of the float32 check
  precisionD: 512, // d for the float32 check, as in the precision part above
};

/** A layout in words (the core's layout ids). */
function layoutWords(layout) {
  const ids = {
    interleaved: 'conventions-layout-interleaved',
    'sin|cos': 'conventions-layout-sin-cos',
    'cos|sin': 'conventions-layout-cos-sin',
  };
  return ids[layout] ? t(ids[layout]) : layout;
}

/**
 * The core's words for a preset (PresetInfo: spacing, firstPosition, oddRule; English, for the JS
 * API) as messages of the page's language: the core's text → [message id, its code and formulas].
 * Text that is code or a formula only (tensor2tensor's spacing, "0") is shown as it is; text the
 * page has no message for is shown as the core gives it (tests/js/conventions-section.test.mjs
 * checks that every preset's text has one, and that the English message is the core's text).
 */
export const PRESET_PHRASES = {
  'w_i = 10000^(-2i/d), as exp(2i * -(ln 10000 / d))': [
    'conventions-spacing-as',
    { formula: 'w_i = 10000^(-2i/d)', code: 'exp(2i * -(ln 10000 / d))' },
  ],
  'w_i = exp(-i * ln(10000) / (d/2 - 1)), i < d/2: the slowest wavelength is exactly 2*pi*10000': [
    'conventions-spacing-log',
    { formula: 'w_i = exp(-i * ln(10000) / (d/2 - 1))', range: 'i < d/2', longest: '2*pi*10000' },
  ],
  'angle = pos / 10000^(2*(j//2)/d) in numpy float64': [
    'conventions-spacing-numpy',
    { formula: 'angle = pos / 10000^(2*(j//2)/d)' },
  ],
  'angle = pos / 10000^(2*(j//2)/d) in numpy float64; sines fill columns 0..ceil(d/2)-1': [
    'conventions-spacing-numpy-sines',
    { formula: 'angle = pos / 10000^(2*(j//2)/d)', columns: '0..ceil(d/2)-1' },
  ],
  'inv_freq_i = 1 / 10000^(2i/d) via torch.pow in float32': [
    'conventions-spacing-pow',
    { formula: 'inv_freq_i = 1 / 10000^(2i/d)', code: 'torch.pow' },
  ],
  'start_index (0 by default)': ['conventions-first-start-index', { code: 'start_index', zero: '0' }],
  'row padding_idx + 1 = 2 (make_positions)': [
    'conventions-first-padding',
    { row: 'padding_idx + 1 = 2', code: 'make_positions' },
  ],
  'row padding_idx + 1 = 2 (create_position_ids_from_input_ids; the table has offset = 2 extra rows)': [
    'conventions-first-padding-offset',
    { row: 'padding_idx + 1 = 2', code: 'create_position_ids_from_input_ids', offset: 'offset = 2' },
  ],
  '0 (past_key_values_length)': ['conventions-first-past', { zero: '0', code: 'past_key_values_length' }],
  'klen - 1 down to 0 (relative distances); rows here are the positions as given': [
    'conventions-first-klen',
    { from: 'klen - 1', to: '0' },
  ],
  'fails: PyTorch raises a shape mismatch': ['conventions-odd-shape', {}],
  'd/2 frequencies, then one zero column': ['conventions-odd-zero-column', { count: 'd/2' }],
  'ends with a sine': ['conventions-odd-sine', {}],
  'ceil(d/2) sines, floor(d/2) cosines': ['conventions-odd-ceil', { sines: 'ceil(d/2)', cosines: 'floor(d/2)' }],
  'fails: assert channels % 2 == 0': ['conventions-odd-assert', { code: 'assert channels % 2 == 0' }],
  'wrong width: d + 1 columns': ['conventions-odd-wide', { width: 'd + 1' }],
};

/** One of the core's preset texts in the page's language (PRESET_PHRASES), as text. */
export function presetPhrase(text) {
  const phrase = PRESET_PHRASES[text];
  return phrase ? t(phrase[0], phrase[1]) : text;
}

/** Code as a reader sees it: left to right in every language. */
const codeElement = (text) => el('code', { text, attrs: { dir: 'ltr' } });

/**
 * The same for a table cell: the language's words with the code and formulas in code elements
 * (placed where the message puts them); text without a message is code or a formula only.
 */
function presetCell(text) {
  const phrase = PRESET_PHRASES[text];
  if (!phrase) return codeElement(text);
  const [id, args] = phrase;
  const codes = Object.fromEntries(Object.entries(args).map(([name, code]) => [name, codeElement(code)]));
  return el('span', {}, ...tNodes(id, {}, codes));
}

/** The narration of this part: records of messages, worded when drawn. */
export function presetsText() {
  return [
    { type: 'h3', text: msg('conventions-presets-heading') },
    { type: 'p', text: msg('conventions-presets-intro') },
    { type: 'slot', name: 'presets' },
  ];
}

/** A list of library names as the language writes one ("A, B and C"). */
function names(list) {
  const code = language().code === 'en' ? 'en-GB' : language().code;
  return new Intl.ListFormat(code, { type: 'conjunction' }).format(list);
}

/** The ten presets side by side, each row marked with its preset's id. */
function overviewTable(info, precision) {
  const overview = table({
    className: 'data-table presets-table',
    caption: t('conventions-presets-caption', {
      d: intArg(PRESET_VIEW.precisionD),
      pos: intArg(PRESET_VIEW.precisionPos),
    }),
    columns: [
      t('conventions-column-library'),
      t('conventions-column-source'),
      t('conventions-column-layout'),
      t('conventions-column-spacing'),
      t('conventions-column-first'),
      t('conventions-column-padding'),
      t('conventions-column-odd'),
      t('conventions-column-angle'),
      t('conventions-column-error', { pos: intArg(PRESET_VIEW.precisionPos) }),
    ],
    rows: info.map((p) => [
      // A library's name stays as it is in every language (translate="no" says so to tools).
      el('span', { text: p.library, attrs: { translate: 'no' } }),
      codeElement(p.source),
      layoutWords(p.layout),
      presetCell(p.spacing),
      presetCell(p.firstPosition),
      p.paddingRow >= 0 ? t('conventions-padding-row', { row: intArg(p.paddingRow) }) : t('conventions-padding-none'),
      presetCell(p.oddRule),
      p.angleFloat32 ? 'float32' : t('conventions-float64-numpy'),
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
      t('conventions-meaning-float32', {
        pos: intArg(PRESET_VIEW.precisionPos),
        d: intArg(PRESET_VIEW.precisionD),
        libraries: single.length,
        count: intArg(single.length),
        least: sci(Math.min(...errorsOf(single))),
        most: sci(Math.max(...errorsOf(single))),
      }),
    );
  }
  if (double.length) {
    parts.push(
      t('conventions-meaning-float64', {
        names: names(double.map((p) => p.library)),
        libraries: double.length,
        most: sci(Math.max(...errorsOf(double))),
      }),
    );
  }
  return parts.join(t('conventions-sentence-gap'));
}

/** The first rows of a preset's table (float64 or the library's float32), each row labelled as the library uses it. */
function rowsTable({ result, values, kind }) {
  const shown = Math.min(result.dModel, PRESET_VIEW.maxDims);
  const label = (r) => {
    const row = result.offset + r;
    if (row === result.paddingRow) return t('conventions-row-padding', { row: intArg(row) });
    if (row === result.firstTokenRow) return t('conventions-row-first', { row: intArg(row) });
    return t('conventions-row', { row: intArg(row) });
  };
  const node = table({
    className: `data-table preset-rows-table preset-rows-${kind}`,
    caption: t('conventions-rows-caption', {
      kind: kind === '64' ? 'float64' : 'float32',
      from: intArg(result.offset),
      to: intArg(result.offset + result.positions - 1),
      d: intArg(result.dModel),
      cut: shown < result.dModel ? 'yes' : 'no',
      shown: String(shown),
    }),
    columns: [
      t('conventions-column-row'),
      ...Array.from({ length: shown }, (_, j) => t('conventions-column-dim', { j: String(j) })),
    ],
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
  return scroller(t('conventions-rows-region', { kind: kind === '64' ? 'float64' : 'float32' }), node);
}

/** The chosen preset's menu (store key `preset`), with its error line; a pick announces the library. */
function presetPicker(context, info) {
  const { store } = context;
  const pickerId = uniqueId('preset');
  const select = el('select', { id: pickerId, className: 'control-input preset-select' });
  for (const p of info) select.append(el('option', { value: p.id, text: p.library, attrs: { translate: 'no' } }));
  const picker = el(
    'div',
    { className: 'control preset-picker' },
    el('label', { className: 'control-label', htmlFor: pickerId, text: t('conventions-preset-label') }),
    select,
  );
  const message = createMessage(el('div'));
  context.claim('preset', { showError: message.show, clearError: message.clear });
  select.addEventListener('change', () => {
    const result = store.set({ preset: select.value });
    if (!result.ok) message.show(Object.values(result.errors).join(' '));
    else {
      message.clear();
      announce(t('conventions-preset-announce', { library: select.selectedOptions[0]?.textContent || select.value }));
    }
  });
  return { select, picker, message };
}

/** The chosen preset in one sentence: layout, angle precision, padding row, and its float32 error (`at`). */
function presetSummary(chosen, table64, at) {
  return t('conventions-preset-summary', {
    library: chosen.library,
    layout: layoutWords(chosen.layout),
    angle: chosen.angleFloat32 ? 'float32' : 'float64',
    padding: table64.paddingRow >= 0 ? 'yes' : 'no',
    paddingRow: intArg(table64.paddingRow),
    paddingCode: 'padding_idx',
    firstRow: intArg(table64.firstTokenRow),
    pos: intArg(PRESET_VIEW.precisionPos),
    d: intArg(PRESET_VIEW.precisionD),
    error: sci(at.maxError),
    dim: intArg(at.worstDim),
  });
}

/**
 * Builds the presets part into `slot`.
 * @returns {{ render(state, changed): void }}
 */
export function createPresets(context, slot) {
  const { core } = context;
  const info = core.presets();
  const precision = new Map(
    info.map((p) => [
      p.id,
      core.presetPrecision({ preset: p.id, dModel: PRESET_VIEW.precisionD, pos: PRESET_VIEW.precisionPos }),
    ]),
  );

  const overview = overviewTable(info, precision);
  const meaning = el('p', { className: 'presets-meaning', text: meaningText(info, precision) });

  const { select, picker, message } = presetPicker(context, info);
  const chosenSummary = el('p', { className: 'preset-summary', attrs: { role: 'status' } });
  const rows64 = el('div', { className: 'preset-rows preset-rows-64' });
  const rows32 = el('div', { className: 'preset-rows preset-rows-32' });
  slot.append(
    scroller(t('conventions-presets-region'), overview),
    meaning,
    picker,
    message.element,
    chosenSummary,
    rows64,
    rows32,
    roundingNote(t('conventions-presets-rounding')),
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
        t('conventions-preset-refused', {
          message: pageWords(error),
          shown: rows64.childElementCount ? 'yes' : 'no',
        }),
      );
      return;
    }
    message.clear();
    chosenSummary.textContent = presetSummary(chosen, table64, precision.get(chosen.id));
    chosenSummary.dataset.preset = chosen.id;
    rows64.replaceChildren(rowsTable({ result: table64, values: table64.values, kind: '64' }));
    rows32.replaceChildren(rowsTable({ result: table32, values: table32.values, kind: '32' }));
  }

  return { render };
}
