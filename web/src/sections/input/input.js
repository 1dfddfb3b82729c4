// Section 7: token embedding + positional encoding = the model's input, for one word at one
// position, then the same word at two positions. Every number is from core.attention()
// (embeddings, positional, inputs; float64).

import { el } from '../../kit/dom.js';
import { fixed, int } from '../../kit/format.js';
import { createField, scroller, table } from '../../kit/section-kit.js';
import { pageWords } from '../../kit/page-words.js';

/** The section's text (narration as data). */
const TEXT = {
  lead: 'The encoding is not fed to the model on its own: it is added, number by number, to the token embedding, the vector that stands for the word itself.',
  equation: String.raw`X_{pos}=E_{\text{word}}+PE(pos)`,
  equationText:
    'Both vectors have the same width d, so they can be added. The embedding says what the word is, the encoding says where it is, and the sum carries both. The embeddings here are a fixed pseudo-random stand-in for a trained table (the same word always gets the same vector); the positional part is the real formula.',
  oneHeading: 'One word at one position',
  twoHeading: 'The same word at two positions',
  twoText:
    'The embedding row is identical at both places; only the position term differs, so the two inputs differ. Without it the two occurrences would enter attention as the very same vector.',
  sameText:
    'With k = 0 the second position is the first one again: the same embedding plus the same position term, so the two inputs are identical. Set k to another value to see them differ.',
  noGradient: 'The sinusoidal table has no parameters: training changes the embeddings, never PE.',
};

const dims = (d) => Array.from({ length: d }, (_, j) => `dim ${j}`);
const row = (name, values, cls) => [el('span', { className: cls, text: name }), ...Array.from(values, (v) => fixed(v))];

function build(ctx) {
  const { core } = ctx;
  const view = { core, word: 'cat' };
  const fields = ctx.slot('word');
  view.oneSlot = el('div', { className: 'input-one' });
  view.twoSlot = el('div', { className: 'input-two' });
  view.twoHeading = el('h3', { text: TEXT.twoHeading });
  view.twoText = el('p', { text: TEXT.twoText });
  ctx
    .slot('figures')
    .append(
      el(
        'div',
        { className: 'input-figures' },
        el('h3', { text: TEXT.oneHeading }),
        view.oneSlot,
        view.twoHeading,
        view.twoText,
        view.twoSlot,
      ),
    );
  createField(fields, {
    label: 'word',
    name: 'word',
    kind: 'text',
    value: view.word,
    hint: 'Type a word and press Enter. The second position is pos + k (set above).',
    accept: (text) => {
      try {
        core.attention({ tokens: [text], dModel: 2 });
        return null;
      } catch (error) {
        return `${pageWords(error.message)}.`;
      }
    },
    onChange: (value) => {
      view.word = value;
      ctx.refresh();
    },
  });
  return view;
}

function render(state, changed, view) {
  if (!['d', 'pos', 'k', 'base', 'local'].some((key) => changed.includes(key))) return;
  const { core, word } = view;
  let first;
  let second;
  try {
    first = core.attention({ tokens: [word], dModel: state.d, usePE: true, base: state.base, offset: state.pos });
    second = core.attention({
      tokens: [word],
      dModel: state.d,
      usePE: true,
      base: state.base,
      offset: state.pos + state.k,
    });
  } catch (error) {
    throw new RangeError(`${error.message}. This section shows d up to ${int(core.limits.maxAttentionDModel)}`);
  }
  const quoted = `“${word}”`;
  const p = int(state.pos);
  const q = int(state.pos + state.k);
  view.oneSlot.replaceChildren(
    scroller(
      'Embedding, encoding and input',
      table({
        className: 'data-table input-table input-one-table',
        caption: `Word ${quoted} at position ${p}, d = ${int(state.d)}.`,
        columns: ['vector', ...dims(state.d)],
        rows: [
          row(`E(${quoted}) token embedding`, first.embeddings, 'row-e'),
          row(`+ PE(${p}) positional encoding`, first.positional, 'row-pe'),
          row('= X input to the model', first.inputs, 'row-x'),
        ],
      }),
    ),
  );
  // k = 0 puts both occurrences at one position: then nothing differs, and the text says so.
  view.twoHeading.textContent =
    state.k === 0 ? `The same word twice at position ${p} (k = 0)` : `${TEXT.twoHeading}: ${p} and ${q}`;
  view.twoText.textContent = state.k === 0 ? TEXT.sameText : TEXT.twoText;
  view.twoSlot.replaceChildren(
    scroller(
      'The same word at two positions',
      table({
        className: 'data-table input-table input-two-table',
        caption:
          state.k === 0
            ? `Word ${quoted} twice at position ${p} (k = 0).`
            : `Word ${quoted} at positions ${p} and ${q} (k = ${int(state.k)}).`,
        columns: ['vector', ...dims(state.d)],
        rows: [
          row(`E(${quoted}) at ${p}`, first.embeddings, 'row-e'),
          row(`E(${quoted}) at ${q}`, second.embeddings, 'row-e'),
          row(`PE(${p})`, first.positional, 'row-pe'),
          row(`PE(${q})`, second.positional, 'row-pe'),
          row(`X at ${p}`, first.inputs, 'row-x'),
          row(`X at ${q}`, second.inputs, 'row-x'),
        ],
      }),
    ),
  );
}

export default {
  text: [
    { type: 'p', text: TEXT.lead },
    { type: 'math', tex: TEXT.equation },
    { type: 'p', text: TEXT.equationText },
    { type: 'slot', name: 'word' },
    { type: 'slot', name: 'figures' },
    { type: 'callout', text: TEXT.noGradient },
    { type: 'p', text: 'Numbers are rounded half away from zero to 6 decimal places.' },
  ],
  build,
  render,
};
