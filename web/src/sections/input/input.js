// Section 7: token embedding + positional encoding = the model's input, for one word at one
// position, then the same word at two positions. Every number is from core.attention()
// (embeddings, positional, inputs; float64).

import { el } from '../../kit/dom.js';
import { fixed, int, intArg } from '../../kit/format.js';
import { msg, t, typed } from '../../kit/i18n.js';
import { createField, scroller, table } from '../../kit/section-kit.js';
import { pageWords } from '../../kit/page-words.js';

/** The equation under the lead (TeX), its one word in the page's language. */
function equation() {
  return String.raw`X_{pos}=E_{\text{${t('input-equation-word')}}}+PE(pos)`;
}

const dims = (d) => Array.from({ length: d }, (_, j) => t('input-column-dim', { dim: String(j) }));
const row = (name, values, cls) => [el('span', { className: cls, text: name }), ...Array.from(values, (v) => fixed(v))];

/** A table of vectors (and its scroll region) keeps its columns in dimension order, left to right, in every language: it starts at dimension 0. */
function ltr(node) {
  node.setAttribute('dir', 'ltr');
  // Its words (caption, headers) still read in the page's direction.
  for (const words of node.querySelectorAll('caption, th')) words.setAttribute('dir', 'auto');
  return node;
}

/** The two-positions part's words: one message each, with the positions as placeables. */
function twoWords(state, p, q) {
  if (state.k === 0)
    return {
      heading: t('input-two-heading-same', { p, kIs: 'k = 0' }),
      text: t('input-same-text', { kIs: 'k = 0', k: 'k' }),
    };
  return { heading: t('input-two-heading-at', { p, q }), text: t('input-two-text') };
}

function build(ctx) {
  const { core } = ctx;
  const view = { core, word: t('input-default-word') };
  const fields = ctx.slot('word');
  view.oneSlot = el('div', { className: 'input-one' });
  view.twoSlot = el('div', { className: 'input-two' });
  view.twoHeading = el('h3', { text: t('input-two-heading') });
  view.twoText = el('p', { text: t('input-two-text') });
  ctx
    .slot('figures')
    .append(
      el(
        'div',
        { className: 'input-figures' },
        el('h3', { text: t('input-one-heading') }),
        view.oneSlot,
        view.twoHeading,
        view.twoText,
        view.twoSlot,
      ),
    );
  createField(fields, {
    label: t('input-word-label'),
    name: t('input-word-label'),
    kind: 'text',
    value: view.word,
    hint: t('input-word-hint', { second: 'pos + k' }),
    accept: (text) => {
      try {
        core.attention({ tokens: [text], dModel: 2 });
        return null;
      } catch (error) {
        return pageWords(error).replace(/\.?$/, '.');
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
    throw new RangeError(
      t('input-refused', { reason: error.message, d: 'd', max: intArg(core.limits.maxAttentionDModel) }),
    );
  }
  const quoted = t('input-quoted', { word: typed(word) });
  const p = int(state.pos);
  const q = int(state.pos + state.k);
  view.oneSlot.replaceChildren(
    ltr(
      scroller(
        t('input-one-label'),
        table({
          className: 'data-table input-table input-one-table',
          caption: t('input-one-caption', { word: quoted, p, dIs: intArg(state.d) }),
          columns: [t('input-column-vector'), ...dims(state.d)],
          rows: [
            row(t('input-row-embedding', { e: `E(${quoted})` }), first.embeddings, 'row-e'),
            row(t('input-row-encoding', { pe: `+ PE(${p})` }), first.positional, 'row-pe'),
            row(t('input-row-input', { x: '= X' }), first.inputs, 'row-x'),
          ],
        }),
      ),
    ),
  );
  // k = 0 puts both occurrences at one position: then nothing differs, and the text says so.
  const words = twoWords(state, p, q);
  view.twoHeading.textContent = words.heading;
  view.twoText.textContent = words.text;
  view.twoSlot.replaceChildren(
    ltr(
      scroller(
        t('input-two-heading'),
        table({
          className: 'data-table input-table input-two-table',
          caption:
            state.k === 0
              ? t('input-two-caption-same', { word: quoted, p, kIs: intArg(0) })
              : t('input-two-caption', { word: quoted, p, q, kIs: intArg(state.k) }),
          columns: [t('input-column-vector'), ...dims(state.d)],
          rows: [
            row(t('input-row-at', { vector: `E(${quoted})`, p }), first.embeddings, 'row-e'),
            row(t('input-row-at', { vector: `E(${quoted})`, p: q }), second.embeddings, 'row-e'),
            row(`PE(${p})`, first.positional, 'row-pe'),
            row(`PE(${q})`, second.positional, 'row-pe'),
            row(t('input-row-at', { vector: 'X', p }), first.inputs, 'row-x'),
            row(t('input-row-at', { vector: 'X', p: q }), second.inputs, 'row-x'),
          ],
        }),
      ),
    ),
  );
}

export default {
  text: () => [
    { type: 'p', text: msg('input-lead') },
    { type: 'math', tex: equation() },
    { type: 'p', text: msg('input-equation-text', { d: 'd' }) },
    { type: 'slot', name: 'word' },
    { type: 'slot', name: 'figures' },
    { type: 'callout', text: msg('input-no-gradient', { pe: 'PE' }) },
    { type: 'p', text: msg('input-rounding') },
  ],
  build,
  render,
};
