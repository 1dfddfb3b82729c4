// Section 8: fixed versus learned. A learned table's size from core.learnedTable(), a position
// past its last row beside the formula's value there (core.steps, float64), and a comparison
// table whose claims stay within LESSON.md.

import { el } from '../../kit/dom.js';
import { fixed, int, trim } from '../../kit/format.js';
import { createField, createMessage, scroller, table } from '../../kit/section-kit.js';
import { wordsFor } from '../../kit/page-words.js';
import { POSITION_SCHEMES } from '../../kit/schemes.js';
import { WORDS } from './section.js';

/** The core's names of this section's parameters, in the page's words (the section's `words`). */
const pageWords = wordsFor(WORDS);

/** Presets for the table size: the two models LESSON.md names. */
const PRESETS = [
  { id: 'bert', label: 'BERT-base', maxLen: 512, dModel: 768 },
  { id: 'gpt2', label: 'GPT-2 small', maxLen: 1024, dModel: 768 },
];

/**
 * The summary of every scheme the page teaches, one record per scheme id of kit/schemes.js
 * (narration as data).
 * `parameters(core)` counts for a named model through the core (a table of rows x width);
 * every "used in" claim is one that can be checked in the model's paper or code: T5 learns
 * relative biases (not an absolute table), RoPE and ALiBi learn nothing.
 */
const SUMMARY = {
  sinusoidal: {
    where: 'Input: added to the token embeddings',
    parameters: () => 'None: a formula',
    kind: 'Absolute (a vector per position)',
    beyond: 'A value at every position, but vectors the model never saw in training; quality often drops',
    usedIn: 'The original Transformer (Vaswani et al., 2017); Whisper’s audio encoder',
  },
  learned: {
    where: 'Input: added to the token embeddings',
    parameters: (core) =>
      `max_len × d, trained; BERT-base: 512 × 768 = ${int(core.learnedTable({ maxLen: 512, dModel: 768 }).parameters)}`,
    kind: 'Absolute (a row per position)',
    beyond: 'Nothing: there is no row past max_len',
    usedIn: 'BERT, GPT-2',
  },
  rope: {
    where: 'Queries and keys: rotated by position inside each attention layer',
    parameters: () => 'None: fixed rotations',
    kind: 'Relative in the score (q·k depends on key − query only)',
    beyond: 'Slow pairs reach angles never seen in training; usually stretched first (see “Longer contexts”)',
    usedIn: 'RoFormer, GPT-J, GPT-NeoX, LLaMA',
  },
  alibi: {
    where: 'Attention score: a bias added before the softmax',
    parameters: () => 'None: slopes fixed by a rule',
    kind: 'Relative (distance only)',
    beyond: 'The penalty line simply continues: nothing new to look up',
    usedIn: 'BLOOM, MPT',
  },
  t5: {
    where: 'Attention score: a bias added before the softmax',
    parameters: (core) =>
      `buckets × heads, trained, shared by all layers of a stack; T5-base: 32 × 12 = ${int(core.learnedTable({ maxLen: 32, dModel: 12 }).parameters)} per stack`,
    kind: 'Relative (bucketed offset)',
    beyond: 'Far offsets share the last bucket: one learned number for every long distance',
    usedIn: 'T5, mT5, Flan-T5',
  },
  none: {
    where: 'Nowhere',
    parameters: () => 'None',
    kind: 'Neither: attention sees a set; a causal mask still lets a decoder infer order',
    beyond: 'No position term to run past',
    usedIn: 'Research models (Haviv et al., 2022)',
  },
};
/** The rows in the order of kit/schemes.js, each headed by its summaryName there. */
const SCHEMES = POSITION_SCHEMES.map((scheme) => ({ name: scheme.summaryName, ...SUMMARY[scheme.id] }));

/** Column headers of the summary, in the order of a record's fields. */
const SUMMARY_COLUMNS = [
  ['name', 'scheme'],
  ['where', 'where position enters'],
  ['parameters', 'position parameters'],
  ['kind', 'absolute or relative'],
  ['beyond', 'past the training length'],
  ['usedIn', 'used in'],
];

const TEXT = {
  lead: 'The sinusoidal encoding is a formula; the other common choice is a table of vectors, one row per position, learned like any other weight.',
  tableIntro: 'A learned table has max_len rows of d numbers each. Pick a model or type a size:',
  pastIntro:
    'Now ask for a position. A table can only answer for the rows it has; the formula answers for any whole number.',
  correction:
    'A kind correction to a claim some texts make: T5 is sometimes listed among the learned absolute tables, and RoPE is sometimes said to have learnable parameters. T5 learns relative position biases instead, and RoPE has no learned parameters.',
  extrapolation:
    'Having a value is not the same as working well there. The formula gives PE(pos) for any pos, but a model trained only on sequences up to some length has never seen the vectors of longer positions, and there is no guarantee it uses them sensibly: in practice models with sinusoidal encodings often get worse on sequences longer than those they were trained on. “Defined everywhere” is a fact about the formula; “extrapolates well” would be a claim about a trained model.',
  compareHeading: 'Every scheme on this page, side by side',
};

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
    view.sizeMessage.show(pageWords(error.message));
    return;
  }
  view.sizeMessage.clear();
  view.count.replaceChildren(
    el('span', { text: `${int(size.maxLen)} × ${int(size.dModel)} = ` }),
    el('strong', { className: 'learned-parameters', text: `${int(learned.parameters)} parameters` }),
    el('span', {
      text: ` (${int(learned.float32Bytes)} bytes in float32), all trained. The sinusoidal encoding needs 0.`,
    }),
  );
}

/**
 * The summary as a real table (headers for columns and rows). On a narrow screen CSS lays each
 * row out as a card, each cell under its column's name (data-label); the explicit ARIA roles keep
 * it a table for screen readers when its display changes.
 */
function summaryTable(core) {
  const node = table({
    className: 'data-table learned-compare scheme-summary',
    caption: 'Where each scheme puts position, what it learns, and what happens past the training length.',
    columns: SUMMARY_COLUMNS.map(([, header]) => header),
    rows: SCHEMES.map((scheme) =>
      SUMMARY_COLUMNS.map(([key]) => (key === 'parameters' ? scheme.parameters(core) : scheme[key])),
    ),
  });
  node.setAttribute('role', 'table');
  for (const row of node.querySelectorAll('tr')) row.setAttribute('role', 'row');
  for (const cell of node.querySelectorAll('thead th')) cell.setAttribute('role', 'columnheader');
  for (const row of node.querySelectorAll('tbody tr')) {
    [...row.children].forEach((cell, index) => {
      cell.setAttribute('role', index === 0 ? 'rowheader' : 'cell');
      cell.dataset.label = SUMMARY_COLUMNS[index][1];
    });
  }
  for (const group of node.querySelectorAll('thead, tbody')) group.setAttribute('role', 'rowgroup');
  return scroller('Summary of the position schemes', node);
}

function build(ctx) {
  const { core, store } = ctx;
  const view = { core, size: { maxLen: PRESETS[0].maxLen, dModel: PRESETS[0].dModel } };
  const presetRow = el('div', {
    className: 'button-row',
    attrs: { role: 'group', 'aria-label': 'Table size presets' },
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
    label: 'max_len (rows)',
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
    label: 'd (width of each row)',
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
      text: `${preset.label}: ${int(preset.maxLen)} × ${int(preset.dModel)}`,
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
      el('strong', { text: 'Learned table: ' }),
      past
        ? `${size.maxLen === 1 ? 'row 0' : `rows 0 … ${int(size.maxLen - 1)}`} only. Position ${int(state.pos)} has no row: there is nothing to look up.`
        : `position ${int(state.pos)} is row ${int(state.pos)} of ${int(size.maxLen)}; its numbers are whatever training made them (this page has no trained table to show).`,
    ),
    el(
      'p',
      { className: 'learned-answer is-present' },
      el('strong', { text: 'Formula: ' }),
      `PE(${int(state.pos)}) with d = ${int(state.d)} is below, like at any other position.` +
        (past ? ' A value, though, not a promise: see the note under the table.' : ''),
    ),
  );
  const shown = steps.slice(0, MAX_STEPS_SHOWN);
  view.formulaSlot.replaceChildren(
    scroller(
      `PE(${state.pos})`,
      table({
        className: 'data-table learned-pe',
        caption: `${shown.length < steps.length ? `The first ${shown.length} of ${int(steps.length)} dimensions. ` : ''}Rounded half away from zero to 6 decimals.`,
        columns: ['dimension', 'function', 'angle = pos / b^(2i/d)', `PE(${int(state.pos)}, dim)`],
        rows: shown.map((s) => [String(s.dim), `${s.fn} (pair ${s.pair})`, trim(s.angle), fixed(s.value)]),
      }),
    ),
  );
}

export default {
  text: [
    { type: 'p', text: TEXT.lead },
    { type: 'h3', text: 'How big is a learned table?' },
    { type: 'p', text: TEXT.tableIntro },
    { type: 'slot', name: 'size' },
    { type: 'h3', text: 'A position past max_len' },
    { type: 'p', text: TEXT.pastIntro },
    { type: 'slot', name: 'past' },
    { type: 'callout', tone: 'note', title: 'A value is not a good extrapolation', text: TEXT.extrapolation },
    { type: 'h3', text: TEXT.compareHeading },
    { type: 'slot', name: 'compare' },
    { type: 'callout', tone: 'note', text: TEXT.correction },
  ],
  build,
  render,
};
