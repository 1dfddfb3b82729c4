// Section "Why position?": self-attention without a mask treats its input as a set; a causal
// mask breaks that symmetry. The live demo runs one attention head over a sentence and a
// reordering of it, without and with positional encoding, and without PE under a causal mask.
// The differences between a word's outputs come from core.permutation; the weights from
// core.attention. The page never computes either.

import { createRadioGroup } from '../../kit/controls.js';
import { el, uniqueId } from '../../kit/dom.js';
import { fixed, roundingNote } from '../../kit/format.js';
import { wordsFor } from '../../kit/page-words.js';
import { WORDS } from './section.js';

const pageWords = wordsFor(WORDS);

const INTRO = [
  {
    type: 'p',
    text: 'A recurrent network reads a sentence one word after another, so order is built into the way it works. A Transformer looks at all the words at once. That makes it fast, and it also means that an attention layer without a mask (as in an encoder such as BERT’s) cannot, on its own, tell “The cat sat on the mat” from “The mat sat on the cat”.',
  },
  {
    type: 'p',
    text: 'The reason is in the attention formula. Each word’s query is compared with every word’s key, the scores are turned into weights with a softmax, and the output is the weighted mix of the values:',
  },
  {
    type: 'math',
    tex: '\\operatorname{Attention}(Q, K, V) = \\operatorname{softmax}\\!\\left(\\frac{QK^{\\top}}{\\sqrt{d_k}}\\right) V',
  },
  {
    type: 'p',
    text: 'Nothing in it refers to where a word sits. Shuffle the words and every row of $Q$, $K$ and $V$ moves with its word, so each word gets exactly the same output as before, only in a different place. Without a mask, attention treats the sentence as a **set** of words (a bag), not a sequence.',
  },
  {
    type: 'p',
    text: 'A decoder (GPT, and the small model you can train in “Train it yourself”) adds a **causal mask**: the word at position $t$ may attend only to itself and the words before it, $t + 1$ keys in all, and every later key gets weight 0. That breaks the symmetry. A word that moves sees a different set of words, so its output changes even with no position vector at all, and a stack of such layers can work positions out for itself, for instance by counting how many words came before: Haviv et al. (2022) trained language models this way, with no positional encoding, and they still learned position. The mask does not show the order directly, though: a word’s output depends on which words come before it, not on the order they come in.',
  },
  {
    type: 'p',
    text: 'The fix is to add a position vector to each word’s embedding before attention sees it: the input for the word at position $t$ becomes $X_t = E_t + P_t$. Now the same word at a different position is a different vector, and its output changes.',
  },
];

const DEMO_INTRO = [
  { type: 'h3', text: 'Try it: one attention head, two word orders' },
  {
    type: 'p',
    text: 'Below, a small attention head ($d_{\\text{model}} = 8$, fixed random weights) reads sentence A and sentence B, a reordering of the same words. For each word the table gives the largest difference between its output vector in A and in B: first with the word embeddings alone, then with the sinusoidal encoding added, both without a mask; and last with the word embeddings alone under a causal mask.',
  },
];

const OUTRO = [
  {
    type: 'callout',
    title: 'Nothing to learn',
    text: 'The sinusoidal table $P$ has no parameters: every entry is computed from the formula in the next section. During training the gradient flows into the word embeddings and the attention weights, but not into $P$, and the same table works for any sentence length.',
  },
];

const PRESETS = [
  { a: 'The cat sat on the mat', b: 'The mat sat on the cat' },
  { a: 'The cat chased the mouse', b: 'The mouse chased the cat' },
  { a: 'dog bites man', b: 'man bites dog' },
];

const WEIGHT_DIGITS = 3;

/** Words of a sentence box: split at spaces (the core lower-cases them). */
function words(text) {
  return text.trim().split(/\s+/).filter(Boolean);
}

function showMessage(view, text) {
  view.message.textContent = text;
  view.message.hidden = !text;
  for (const box of [view.inputA, view.inputB]) {
    if (text) box.setAttribute('aria-invalid', 'true');
    else box.removeAttribute('aria-invalid');
  }
}

/**
 * What the table says about words that move and words that stay, from the core's numbers: a
 * word that keeps its place can still change, and by more than a word that moved, because each
 * output mixes every word and the others moved.
 */
function verdictText(rows) {
  const moved = rows.filter((row) => row.posA !== row.posB);
  const stayed = rows.filter((row) => row.posA === row.posB);
  if (!moved.length) return 'Sentence B is the same order as A, so nothing moves: try swapping two words.';
  const largest = (list) => list.reduce((best, row) => (row.withPE > best.withPE ? row : best));
  const smallest = (list) => list.reduce((best, row) => (row.withPE < best.withPE ? row : best));
  const allZero = rows.every((row) => fixed(row.withoutPE) === '0.000000');
  const top = largest(moved);
  let text =
    `${allZero ? 'Without position information and without a mask, every word gets the same output in both orders (every difference is 0.000000). ' : ''}` +
    `With the encoding added, “${top.token}” moves from position ${top.posA} to ${top.posB} and its output changes by up to ${fixed(top.withPE)}.`;
  if (stayed.length) {
    const still = largest(stayed);
    const quiet = smallest(moved);
    if (fixed(still.withPE) === '0.000000') {
      text += ` Words that keep their place, like “${still.token}”, keep their output.`;
    } else if (still.withPE > quiet.withPE) {
      text += ` Words that keep their place change too: “${still.token}” (position ${still.posA} in both) changes by ${fixed(still.withPE)}, more than “${quiet.token}”, which moved (${fixed(quiet.withPE)}). Each output mixes all the words, and the others moved.`;
    } else {
      text += ` Words that keep their place change too, “${still.token}” by ${fixed(still.withPE)}: each output mixes all the words, and the others moved.`;
    }
  }
  return text;
}

const wordCount = (count) => `${count} ${count === 1 ? 'word' : 'words'}`;

/**
 * What the causal-mask column says, from the core's numbers: a word that moved sees a different
 * number of words, so its output changes with no encoding at all; a word whose place and earlier
 * words are the same in both orders keeps its output.
 */
function maskText(rows) {
  const moved = rows.filter((row) => row.posA !== row.posB);
  if (!moved.length) return '';
  const top = moved.reduce((best, row) => (row.causal > best.causal ? row : best));
  let text =
    fixed(top.causal) === '0.000000'
      ? `With a causal mask and still no encoding, every word that moved keeps its output here (0.000000).`
      : `With a causal mask and still no encoding, “${top.token}” changes by up to ${fixed(top.causal)}: at position ${top.posA} in A it sees ${wordCount(top.posA + 1)}, at position ${top.posB} in B ${wordCount(top.posB + 1)}.`;
  const kept = rows.find((row) => row.posA === row.posB && fixed(row.causal) === '0.000000');
  if (kept) {
    text +=
      kept.posA === 0
        ? ` “${kept.token}” comes first in both orders and sees only itself, so it keeps its output (0.000000).`
        : ` “${kept.token}” (position ${kept.posA} in both) keeps its output (0.000000): the words before it are the same in both orders, and the mask tells a word which words came before it, not in what order.`;
  }
  return text;
}

function renderDifferences(view, result) {
  const table = el('table', { className: 'data-table why-table' });
  table.append(
    el('caption', { text: `Sentence A: “${result.tokensA.join(' ')}”. Sentence B: “${result.tokensB.join(' ')}”.` }),
  );
  // Two header rows: the three differences under one heading, so the table stays as narrow as
  // its numbers (a projector shows it whole, not stretched across the screen).
  const head = el('tr');
  for (const column of ['word', 'position in A', 'in B']) {
    head.append(el('th', { text: column, attrs: { scope: 'col', rowspan: '2' } }));
  }
  head.append(el('th', { text: 'difference of its output, A against B', attrs: { scope: 'colgroup', colspan: '3' } }));
  const subhead = el('tr');
  for (const column of ['without PE', 'with PE', 'causal mask, no PE']) {
    subhead.append(el('th', { text: column, attrs: { scope: 'col' } }));
  }
  const body = el('tbody');
  for (const row of result.rows) {
    body.append(
      el(
        'tr',
        { className: row.posA !== row.posB ? 'is-moved' : '' },
        el('th', { text: row.token, attrs: { scope: 'row' } }),
        el('td', { text: String(row.posA) }),
        el('td', { text: String(row.posB) }),
        el('td', { text: fixed(row.withoutPE) }),
        el('td', { text: fixed(row.withPE) }),
        el('td', { text: fixed(row.causal) }),
      ),
    );
  }
  table.append(el('thead', {}, head, subhead), body);
  view.tableHolder.replaceChildren(table);
  view.verdict.textContent = verdictText(result.rows);
  view.maskVerdict.textContent = maskText(result.rows);
}

/** The weight views: which head each radio shows. */
const WEIGHT_VIEWS = [
  { value: 'off', label: 'without positional encoding', usePE: false, causal: false },
  { value: 'on', label: 'with positional encoding', usePE: true, causal: false },
  { value: 'causal', label: 'with a causal mask, without positional encoding', usePE: false, causal: true },
];

function renderWeights(view) {
  if (!view.last) return;
  const shown = WEIGHT_VIEWS[view.radios.findIndex((radio) => radio.checked)];
  const { usePE, causal } = shown;
  const tables = [];
  for (const [name, tokens] of [
    ['A', view.last.tokensA],
    ['B', view.last.tokensB],
  ]) {
    let head;
    try {
      head = view.core.attention({ tokens, usePE, causal });
    } catch (error) {
      showMessage(view, pageWords(error.message));
      return;
    }
    const n = head.tokens.length;
    const table = el('table', { className: 'data-table weights-table' });
    table.append(el('caption', { text: `Sentence ${name}, ${shown.label}` }));
    const headRow = el('tr', {}, el('th', { text: 'query ↓ key →', attrs: { scope: 'col' } }));
    headRow.append(...head.tokens.map((token, j) => el('th', { text: `${j}:${token}`, attrs: { scope: 'col' } })));
    const body = el('tbody');
    for (let i = 0; i < n; i += 1) {
      const tr = el('tr', {}, el('th', { text: `${i}:${head.tokens[i]}`, attrs: { scope: 'row' } }));
      for (let j = 0; j < n; j += 1) {
        const weight = head.weights[i * n + j];
        const td = el('td', { className: 'weight-cell', text: fixed(weight, WEIGHT_DIGITS) });
        // Shade by weight (the number is printed too, so colour is not the only cue).
        td.style.setProperty('--w', String(Math.min(1, weight * 2)));
        tr.append(td);
      }
      body.append(tr);
    }
    table.append(el('thead', {}, headRow), body);
    tables.push(
      el(
        'div',
        {
          className: 'table-scroll',
          tabIndex: 0,
          attrs: { role: 'region', 'aria-label': `Attention weights, sentence ${name}` },
        },
        table,
      ),
    );
  }
  view.weightsGrid.replaceChildren(...tables);
}

export default {
  text: [...INTRO, ...DEMO_INTRO, { type: 'slot', name: 'demo' }, ...OUTRO],
  build(ctx) {
    const { core } = ctx;
    const view = { core, last: null };
    const id = uniqueId('why');
    const inputA = el('input', {
      type: 'text',
      id: `${id}-a`,
      className: 'control-input sentence-input',
      value: PRESETS[0].a,
      autocomplete: 'off',
      spellcheck: false,
    });
    const inputB = el('input', {
      type: 'text',
      id: `${id}-b`,
      className: 'control-input sentence-input',
      value: PRESETS[0].b,
      autocomplete: 'off',
      spellcheck: false,
    });
    const runButton = el('button', { type: 'submit', className: 'button', text: 'Compare the two orders' });
    const presetRow = el('div', {
      className: 'preset-row',
      attrs: { role: 'group', 'aria-label': 'Example sentence pairs' },
    });
    for (const preset of PRESETS) {
      const button = el('button', {
        type: 'button',
        className: 'button-quiet preset',
        text: `${preset.a} / ${preset.b}`,
      });
      button.addEventListener('click', () => {
        inputA.value = preset.a;
        inputB.value = preset.b;
        ctx.refresh();
      });
      presetRow.append(button);
    }
    const message = el('p', {
      className: 'control-error',
      id: `${id}-message`,
      hidden: true,
      attrs: { role: 'alert' },
    });
    for (const box of [inputA, inputB]) box.setAttribute('aria-describedby', message.id);
    const form = el(
      'form',
      { className: 'card why-form' },
      el(
        'div',
        { className: 'sentence-field' },
        el('label', { className: 'control-label', htmlFor: inputA.id, text: 'Sentence A' }),
        inputA,
      ),
      el(
        'div',
        { className: 'sentence-field' },
        el('label', { className: 'control-label', htmlFor: inputB.id, text: 'Sentence B (the same words, reordered)' }),
        inputB,
      ),
      el('p', { className: 'control-hint', text: 'Words are split at spaces and lower-cased. Up to 64 words.' }),
      el('div', { className: 'why-actions' }, runButton),
      el('p', { className: 'preset-label', text: 'Or pick an example:' }),
      presetRow,
      message,
    );
    const slot = ctx.slot('demo');
    slot.append(form);

    const verdict = el('p', { className: 'why-verdict', attrs: { 'aria-live': 'polite' } });
    const maskVerdict = el('p', { className: 'why-mask-verdict', attrs: { 'aria-live': 'polite' } });
    const tableHolder = el('div', {
      className: 'table-scroll',
      tabIndex: 0,
      attrs: { role: 'region', 'aria-label': 'Output differences per word' },
    });
    slot.append(
      verdict,
      maskVerdict,
      tableHolder,
      roundingNote(
        'Differences are the largest absolute difference between the two output vectors, rounded half away from zero to 6 decimals. Values below about 1e-15 are floating-point rounding noise and print as 0.000000.',
      ),
    );

    const weightsTitle = el('h3', { text: 'The attention weights themselves' });
    const weightsText = el('p', {
      text: 'Each row is one word (the query) and shows how much it attends to every word (the keys); a row adds up to 1. Without the encoding, the table for B holds the same numbers as the one for A, with rows and columns reordered. With it, the numbers themselves change. Under a causal mask every key after the query gets weight 0, so each word shares its weight among itself and the words before it: the first word gives all of it to itself.',
    });
    const weightChoice = createRadioGroup(null, {
      label: 'Show the weights',
      className: 'why-pe-choice',
      key: 'weights',
      choices: WEIGHT_VIEWS.map(({ value, label }) => ({ value, label })),
      value: WEIGHT_VIEWS[0].value,
      onPick: () => renderWeights(view),
    });
    const peChoice = weightChoice.element;
    const { radios } = weightChoice;
    const weightsGrid = el('div', { className: 'weights-grid' });
    slot.append(
      weightsTitle,
      weightsText,
      peChoice,
      weightsGrid,
      roundingNote(
        `Weights are rounded half away from zero to ${WEIGHT_DIGITS} decimals; a darker cell is a larger weight.`,
      ),
    );

    Object.assign(view, { inputA, inputB, message, verdict, maskVerdict, tableHolder, radios, weightsGrid });
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      ctx.refresh();
    });
    return view;
  },
  // No store key changes this section: it runs on its first show and when the form is sent.
  render(_state, changed, view) {
    if (view.last && !changed.includes('local')) return;
    const tokensA = words(view.inputA.value);
    const tokensB = words(view.inputB.value);
    if (!tokensA.length || !tokensB.length) {
      showMessage(view, 'Type a sentence in both boxes.');
      return;
    }
    let result;
    try {
      result = view.core.permutation({ tokensA, tokensB });
      // The same two orders under a causal mask: its difference without PE is the last column.
      const masked = view.core.permutation({ tokensA, tokensB, causal: true });
      result.rows = result.rows.map((row, index) => ({ ...row, causal: masked.rows[index].withoutPE }));
    } catch (error) {
      showMessage(view, pageWords(error.message));
      return;
    }
    showMessage(view, '');
    view.last = { tokensA, tokensB };
    renderDifferences(view, result);
    renderWeights(view);
  },
};
