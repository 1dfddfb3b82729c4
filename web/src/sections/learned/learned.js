// Section 8: fixed versus learned. A learned table's size from core.learnedTable(), a position
// past its last row beside the formula's value there (core.steps, float64), and a comparison
// table whose claims stay within LESSON.md.

import { el } from '../../kit/dom.js';
import { t } from '../../kit/i18n.js';
import { fixed, int, intArg, trim } from '../../kit/format.js';
import { createField, createMessage, scroller, table } from '../../kit/section-kit.js';
import { POSITION_SCHEMES } from '../../kit/schemes.js';

/** The core's names of this section's parameters, in the page's words (the section's `words`). */

/** Presets for the table size: the two models LESSON.md names. */
const PRESETS = [
  { id: 'bert', label: 'BERT-base', maxLen: 512, dModel: 768 },
  { id: 'gpt2', label: 'GPT-2 small', maxLen: 1024, dModel: 768 },
];

/**
 * The summary of every scheme the page teaches, one row per scheme id of kit/schemes.js, each
 * field a message `learned-sum-<scheme>-<field>` (narration as data).
 * The parameters of a named model are counted through the core (a table of rows x width);
 * every "used in" claim is one that can be checked in the model's paper or code: T5 learns
 * relative biases (not an absolute table), RoPE and ALiBi learn nothing.
 */
const SUMMARY_FIELDS = ['where', 'parameters', 'kind', 'beyond', 'used'];

/** The numbers a row's parameters message needs, from the core (BERT-base's table, T5-base's biases). */
function summaryArgs(core, id) {
  if (id === 'learned')
    return { maxLen: 'max_len', count: int(core.learnedTable({ maxLen: 512, dModel: 768 }).parameters) };
  if (id === 't5') return { count: int(core.learnedTable({ maxLen: 32, dModel: 12 }).parameters) };
  return {};
}

/** The rows in the order of kit/schemes.js, each headed by its summaryName there. */
function summaryRows(core) {
  return POSITION_SCHEMES.map((scheme) => [
    scheme.summaryName,
    ...SUMMARY_FIELDS.map((field) => t(`learned-sum-${scheme.id}-${field}`, summaryArgs(core, scheme.id))),
  ]);
}

/** Column headers of the summary, in the order of a row's cells. */
const summaryColumns = () => [
  t('learned-col-scheme'),
  t('learned-col-where'),
  t('learned-col-parameters'),
  t('learned-col-kind'),
  t('learned-col-beyond'),
  t('learned-col-used-in'),
];

const MAX_STEPS_SHOWN = 16;

function renderSize(view) {
  const { size, presetButtons, core } = view;
  for (const { preset, button } of presetButtons) {
    button.setAttribute('aria-pressed', String(preset.maxLen === size.maxLen && preset.dModel === size.dModel));
  }
  let learned;
  try {
    learned = core.learnedTable(size);
  } catch (error) {
    view.sizeMessage.show(view.pageWords(error));
    return;
  }
  view.sizeMessage.clear();
  const sizes = { rows: int(size.maxLen), width: int(size.dModel) };
  const counts = { count: learned.parameters, parameters: int(learned.parameters), bytes: int(learned.float32Bytes) };
  view.count.replaceChildren(
    el('span', { text: t('learned-count-product', sizes) }),
    el('strong', { className: 'learned-parameters', text: t('learned-count-parameters', counts) }),
    el('span', { text: t('learned-count-rest', counts) }),
  );
}

/**
 * The summary as a real table (headers for columns and rows). On a narrow screen CSS lays each
 * row out as a card, each cell under its column's name (data-label); the explicit ARIA roles keep
 * it a table for screen readers when its display changes.
 */
function summaryTable(core) {
  const columns = summaryColumns();
  const node = table({
    className: 'data-table learned-compare scheme-summary',
    caption: t('learned-summary-caption'),
    columns,
    rows: summaryRows(core),
  });
  node.setAttribute('role', 'table');
  for (const row of node.querySelectorAll('tr')) row.setAttribute('role', 'row');
  for (const cell of node.querySelectorAll('thead th')) cell.setAttribute('role', 'columnheader');
  for (const row of node.querySelectorAll('tbody tr')) {
    [...row.children].forEach((cell, index) => {
      cell.setAttribute('role', index === 0 ? 'rowheader' : 'cell');
      cell.dataset.label = columns[index];
    });
  }
  for (const group of node.querySelectorAll('thead, tbody')) group.setAttribute('role', 'rowgroup');
  return scroller(t('learned-summary-label'), node);
}

function build(ctx) {
  const { core, store } = ctx;
  const view = { core, pageWords: ctx.pageWords, size: { maxLen: PRESETS[0].maxLen, dModel: PRESETS[0].dModel } };
  const presetRow = el('div', {
    className: 'button-row',
    attrs: { role: 'group', 'aria-label': t('learned-presets-label') },
  });
  const fields = el('div', { className: 'field-row' });
  view.sizeMessage = createMessage(el('div'));
  view.count = el('p', { className: 'learned-count', attrs: { role: 'status' } });
  ctx.slot('size').append(presetRow, fields, view.sizeMessage.element, view.count);
  view.lookup = el('div', { className: 'learned-lookup' });
  view.formulaSlot = el('div', { className: 'learned-formula' });
  ctx.slot('past').append(view.lookup, view.formulaSlot);
  ctx.slot('compare').append(summaryTable(core));

  const maxLenField = createField(fields, {
    label: t('learned-field-max-len', { maxLen: 'max_len' }),
    name: 'max_len',
    value: view.size.maxLen,
    min: 1,
    max: store.ranges.pos.max,
    onChange: (value) => {
      view.size = { ...view.size, maxLen: value };
      renderSize(view);
      ctx.refresh();
    },
  });
  const widthField = createField(fields, {
    label: t('learned-field-width', { d: 'd' }),
    name: 'd',
    value: view.size.dModel,
    min: store.ranges.d.min,
    max: store.ranges.d.max,
    onChange: (value) => {
      view.size = { ...view.size, dModel: value };
      renderSize(view);
    },
  });
  view.presetButtons = PRESETS.map((preset) => {
    const button = el('button', {
      type: 'button',
      className: 'button-quiet',
      text: t('learned-preset', { model: preset.label, rows: intArg(preset.maxLen), width: intArg(preset.dModel) }),
    });
    button.dataset.preset = preset.id;
    button.addEventListener('click', () => {
      maxLenField.set(preset.maxLen);
      widthField.set(preset.dModel);
    });
    presetRow.append(button);
    return { preset, button };
  });
  renderSize(view);
  return view;
}

function render(state, changed, view) {
  if (!['pos', 'd', 'base', 'local'].some((key) => changed.includes(key))) return;
  const steps = view.core.steps({ pos: state.pos, dModel: state.d, base: state.base });
  const { size } = view;
  const past = state.pos >= size.maxLen;
  view.lookup.replaceChildren(
    el(
      'p',
      { className: `learned-answer ${past ? 'is-missing' : 'is-present'}` },
      el('strong', { text: t('learned-answer-table') }),
      past
        ? t('learned-answer-missing', { rows: size.maxLen, last: intArg(size.maxLen - 1), pos: intArg(state.pos) })
        : t('learned-answer-present', { pos: intArg(state.pos), rows: intArg(size.maxLen) }),
    ),
    el(
      'p',
      { className: 'learned-answer is-present' },
      el('strong', { text: t('learned-answer-formula') }),
      t('learned-answer-value', { pe: intArg(state.pos), d: intArg(state.d), past: past ? 'yes' : 'no' }),
    ),
  );
  const shown = steps.slice(0, MAX_STEPS_SHOWN);
  view.formulaSlot.replaceChildren(
    scroller(
      `PE(${state.pos})`,
      table({
        className: 'data-table learned-pe',
        caption:
          shown.length < steps.length
            ? t('learned-pe-caption-first', { shown: shown.length, count: intArg(steps.length) })
            : t('learned-pe-caption'),
        columns: [
          t('learned-pe-col-dim'),
          t('learned-pe-col-fn'),
          t('learned-pe-col-angle', { angle: 'pos / b^(2i/d)' }),
          `PE(${int(state.pos)}, dim)`,
        ],
        rows: shown.map((s) => [
          String(s.dim),
          t('learned-pe-fn', { fn: s.fn, pair: s.pair }),
          trim(s.angle),
          fixed(s.value),
        ]),
      }),
    ),
  );
}

export default {
  text: () => [
    { type: 'p', text: t('learned-lead') },
    { type: 'h3', text: t('learned-table-heading') },
    { type: 'p', text: t('learned-table-intro', { maxLen: 'max_len', d: 'd' }) },
    { type: 'slot', name: 'size' },
    { type: 'h3', text: t('learned-past-heading', { maxLen: 'max_len' }) },
    { type: 'p', text: t('learned-past-intro') },
    { type: 'slot', name: 'past' },
    {
      type: 'callout',
      tone: 'note',
      title: t('learned-extrapolation-title'),
      text: t('learned-extrapolation', { pe: 'PE(pos)', pos: 'pos' }),
    },
    { type: 'h3', text: t('learned-compare-heading') },
    { type: 'slot', name: 'compare' },
    { type: 'callout', tone: 'note', text: t('learned-correction') },
  ],
  build,
  render,
};
