// Section 8: fixed versus learned. A learned table's size from core.learnedTable(), a position
// past its last row beside the formula's value there (core.steps, float64), and a comparison
// table whose claims stay within LESSON.md.

import { el } from '../dom.js';
import { fixed, int, trim } from '../format.js';
import { createField, createMessage, scroller, table } from '../section-kit.js';
import { wordsFor } from '../page-words.js';

/** The core's names of this section's parameters, in the page's words (the section's `words`). */
const WORDS = { maxLen: 'max_len' };
const pageWords = wordsFor(WORDS);

/** Presets for the table size: the two models LESSON.md names. */
const PRESETS = [
  { id: 'bert', label: 'BERT-base', maxLen: 512, dModel: 768 },
  { id: 'gpt2', label: 'GPT-2 small', maxLen: 1024, dModel: 768 },
];

/** The comparison, one record per approach (narration as data). */
const APPROACHES = [
  {
    name: 'Sinusoidal (fixed)',
    parameters: 'None: a formula',
    positions: 'Every position has a value',
    examples: 'The original Transformer (Vaswani et al., 2017)',
  },
  {
    name: 'Learned absolute table',
    parameters: 'max_len × d, trained with the model',
    positions: 'Only 0 … max_len − 1: no row beyond',
    examples: 'BERT, GPT-2',
  },
  {
    name: 'Relative',
    parameters: 'Depends on the model; T5 learns relative position biases',
    positions: 'A later alternative: relative positions between tokens',
    examples: 'Transformer-XL, T5',
  },
  {
    name: 'Rotary (RoPE)',
    parameters: 'None',
    positions: 'A later alternative to adding a position table',
    examples: 'LLaMA, GPT-J',
  },
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
  compareHeading: 'Four families of position encodings',
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
  ctx.slot('compare').append(
    scroller(
      'Comparison of position encodings',
      table({
        className: 'data-table learned-compare',
        columns: ['approach', 'learned position parameters', 'which positions', 'used in (examples)'],
        rows: APPROACHES.map((a) => [a.name, a.parameters, a.positions, a.examples]),
      }),
    ),
  );

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
  id: 'learned',
  words: WORDS,
  title: 'Fixed versus learned',
  controls: ['pos', 'd'],
  defaults: { pos: 600, d: 8 },
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
