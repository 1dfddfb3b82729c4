// Section "Why position?": self-attention without a mask treats its input as a set; a causal
// mask breaks that symmetry. The live demo runs one attention head over a sentence and a
// reordering of it, without and with positional encoding, and without PE under a causal mask.
// The differences between a word's outputs come from core.permutation; the weights from
// core.attention. The page never computes either.

import { createRadioGroup } from '../../kit/controls.js';
import { el, uniqueId } from '../../kit/dom.js';
import { canonical, fixed, fixedArg, roundingNote } from '../../kit/format.js';
import { language, t, typed } from '../../kit/i18n.js';

/** The narration, worded when the section is drawn; maths are placeables of the messages. */
function narration() {
  return [
    { type: 'p', text: t('why-intro-recurrent') },
    { type: 'p', text: t('why-intro-formula') },
    {
      type: 'math',
      tex: '\\operatorname{Attention}(Q, K, V) = \\operatorname{softmax}\\!\\left(\\frac{QK^{\\top}}{\\sqrt{d_k}}\\right) V',
    },
    { type: 'p', text: t('why-intro-set', { Q: '$Q$', K: '$K$', V: '$V$' }) },
    { type: 'p', text: t('why-intro-mask', { t: '$t$', keys: '$t + 1$' }) },
    { type: 'p', text: t('why-intro-fix', { t: '$t$', sum: '$X_t = E_t + P_t$' }) },
    { type: 'h3', text: t('why-demo-heading') },
    { type: 'p', text: t('why-demo-intro', { width: '$d_{\\text{model}} = 8$' }) },
    { type: 'slot', name: 'demo' },
    { type: 'callout', title: t('why-outro-title'), text: t('why-outro', { P: '$P$' }) },
  ];
}

/** The example pairs: each language's own sentences (a reordering of the same words). */
const PRESET_COUNT = 3;
function presets() {
  // The accented pseudo-locale brackets a whole message; the brackets are not words of the sentence.
  const sentence = (id) => (language().pseudo ? t(id).replace(/^\[(.*)\]$/s, '$1') : t(id));
  return Array.from({ length: PRESET_COUNT }, (_, index) => ({
    a: sentence(`why-preset-${index + 1}-a`),
    b: sentence(`why-preset-${index + 1}-b`),
  }));
}

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

/** Whether `value` prints as zero (0.000000 at 6 decimals), in any language. */
const printsZero = (value) => Number(canonical(value)) === 0;

/** Two whole sentences one after the other, as the language writes them (no space in Chinese). */
const sentences = (first, second) => t('why-sentences', { first, second });

/**
 * What the table says about words that move and words that stay, from the core's numbers: a
 * word that keeps its place can still change, and by more than a word that moved, because each
 * output mixes every word and the others moved.
 */
export function verdictText(rows) {
  const moved = rows.filter((row) => row.posA !== row.posB);
  const stayed = rows.filter((row) => row.posA === row.posB);
  if (!moved.length) return t('why-verdict-same-order');
  const largest = (list) => list.reduce((best, row) => (row.withPE > best.withPE ? row : best));
  const smallest = (list) => list.reduce((best, row) => (row.withPE < best.withPE ? row : best));
  const allZero = rows.every((row) => printsZero(row.withoutPE));
  const top = largest(moved);
  const text = t('why-verdict-moved', {
    allZero: allZero ? 'yes' : 'no',
    zero: fixedArg(0),
    token: typed(top.token),
    from: top.posA,
    to: top.posB,
    difference: fixedArg(top.withPE),
  });
  if (!stayed.length) return text;
  const still = largest(stayed);
  const quiet = smallest(moved);
  if (printsZero(still.withPE)) return sentences(text, t('why-verdict-stayed-kept', { token: typed(still.token) }));
  if (still.withPE > quiet.withPE) {
    return sentences(
      text,
      t('why-verdict-stayed-more', {
        token: typed(still.token),
        position: still.posA,
        difference: fixedArg(still.withPE),
        moved: typed(quiet.token),
        movedDifference: fixedArg(quiet.withPE),
      }),
    );
  }
  return sentences(
    text,
    t('why-verdict-stayed-less', { token: typed(still.token), difference: fixedArg(still.withPE) }),
  );
}

/**
 * What the causal-mask column says, from the core's numbers: a word that moved sees a different
 * number of words, so its output changes with no encoding at all; a word whose place and earlier
 * words are the same in both orders keeps its output.
 */
export function maskText(rows) {
  const moved = rows.filter((row) => row.posA !== row.posB);
  if (!moved.length) return '';
  const top = moved.reduce((best, row) => (row.causal > best.causal ? row : best));
  const text = printsZero(top.causal)
    ? t('why-mask-kept-all', { zero: fixedArg(0) })
    : t('why-mask-changed', {
        token: typed(top.token),
        difference: fixedArg(top.causal),
        from: top.posA,
        to: top.posB,
        seenA: top.posA + 1,
        seenB: top.posB + 1,
      });
  const kept = rows.find((row) => row.posA === row.posB && printsZero(row.causal));
  if (!kept) return text;
  return sentences(
    text,
    kept.posA === 0
      ? t('why-mask-kept-first', { token: typed(kept.token), zero: fixedArg(0) })
      : t('why-mask-kept-same', { token: typed(kept.token), position: kept.posA, zero: fixedArg(0) }),
  );
}

/** A sentence's words as typed text, each isolated: an override in one ends before the next. */
const typedWords = (words) => words.map(typed).join(' ');

function renderDifferences(view, result) {
  const table = el('table', { className: 'data-table why-table' });
  table.append(
    el('caption', { text: t('why-table-caption', { a: typedWords(result.tokensA), b: typedWords(result.tokensB) }) }),
  );
  // Two header rows: the three differences under one heading, so the table stays as narrow as
  // its numbers (a projector shows it whole, not stretched across the screen).
  const head = el('tr');
  for (const column of ['why-col-word', 'why-col-position-a', 'why-col-position-b']) {
    head.append(el('th', { text: t(column), attrs: { scope: 'col', rowspan: '2' } }));
  }
  head.append(el('th', { text: t('why-col-difference'), attrs: { scope: 'colgroup', colspan: '3' } }));
  const subhead = el('tr');
  for (const column of ['why-col-without-pe', 'why-col-with-pe', 'why-col-causal']) {
    subhead.append(el('th', { text: t(column), attrs: { scope: 'col' } }));
  }
  const body = el('tbody');
  for (const row of result.rows) {
    body.append(
      el(
        'tr',
        { className: row.posA !== row.posB ? 'is-moved' : '' },
        // The word in an isolate of its own: an override in it stops before the "moved" mark after it.
        el(
          'th',
          { attrs: row.posA !== row.posB ? { scope: 'row', 'data-moved': t('why-moved') } : { scope: 'row' } },
          el('bdi', { text: row.token }),
        ),
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

/** The weight views: which head each radio shows (its label: message why-weights-<value>). */
const WEIGHT_VIEWS = [
  { value: 'off', usePE: false, causal: false },
  { value: 'on', usePE: true, causal: false },
  { value: 'causal', usePE: false, causal: true },
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
      showMessage(view, view.pageWords(error));
      return;
    }
    const n = head.tokens.length;
    const table = el('table', { className: 'data-table weights-table', attrs: { dir: 'ltr' } });
    table.append(el('caption', { text: t('why-weights-caption', { name, view: shown.value }) }));
    const headRow = el('tr', {}, el('th', { text: t('why-weights-corner'), attrs: { scope: 'col' } }));
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
          attrs: { role: 'region', 'aria-label': t('why-weights-region', { name }), dir: 'ltr' },
        },
        table,
      ),
    );
  }
  view.weightsGrid.replaceChildren(...tables);
}

/**
 * The two sentences' form: a box each, Run, and the preset pairs (a preset fills both boxes and
 * runs); the message line under it names a refusal. Submitting renders the section again.
 */
function sentenceForm(ctx, PRESETS) {
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
  const runButton = el('button', { type: 'submit', className: 'button', text: t('why-run') });
  const presetRow = el('div', {
    className: 'preset-row',
    attrs: { role: 'group', 'aria-label': t('why-presets-label') },
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
      el('label', { className: 'control-label', htmlFor: inputA.id, text: t('why-label-a') }),
      inputA,
    ),
    el(
      'div',
      { className: 'sentence-field' },
      el('label', { className: 'control-label', htmlFor: inputB.id, text: t('why-label-b') }),
      inputB,
    ),
    el('p', { className: 'control-hint', text: t('why-hint') }),
    el('div', { className: 'why-actions' }, runButton),
    el('p', { className: 'preset-label', text: t('why-pick') }),
    presetRow,
    message,
  );
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    ctx.refresh();
  });
  return { form, inputA, inputB, message };
}

export default {
  text: narration,
  build(ctx) {
    const { core } = ctx;
    const PRESETS = presets();
    const view = { core, pageWords: ctx.pageWords, last: null };
    const { form, inputA, inputB, message } = sentenceForm(ctx, PRESETS);
    const slot = ctx.slot('demo');
    slot.append(form);

    const verdict = el('p', { className: 'why-verdict', attrs: { 'aria-live': 'polite' } });
    const maskVerdict = el('p', { className: 'why-mask-verdict', attrs: { 'aria-live': 'polite' } });
    const tableHolder = el('div', {
      className: 'table-scroll',
      tabIndex: 0,
      attrs: { role: 'region', 'aria-label': t('why-differences-region') },
    });
    slot.append(verdict, maskVerdict, tableHolder, roundingNote(t('why-differences-note', { zero: fixedArg(0) })));

    const weightsTitle = el('h3', { text: t('why-weights-heading') });
    const weightsText = el('p', { text: t('why-weights-text') });
    const weightChoice = createRadioGroup(null, {
      label: t('why-weights-choice'),
      className: 'why-pe-choice',
      key: 'weights',
      choices: WEIGHT_VIEWS.map(({ value }) => ({ value, label: t(`why-weights-${value}`) })),
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
      roundingNote(t('why-weights-note', { digits: WEIGHT_DIGITS })),
    );

    Object.assign(view, { inputA, inputB, message, verdict, maskVerdict, tableHolder, radios, weightsGrid });
    return view;
  },
  // No store key changes this section: it runs on its first show and when the form is sent.
  render(_state, changed, view) {
    if (view.last && !changed.includes('local')) return;
    const tokensA = words(view.inputA.value);
    const tokensB = words(view.inputB.value);
    if (!tokensA.length || !tokensB.length) {
      showMessage(view, t('why-empty'));
      return;
    }
    let result;
    try {
      result = view.core.permutation({ tokensA, tokensB });
      // The same two orders under a causal mask: its difference without PE is the last column.
      const masked = view.core.permutation({ tokensA, tokensB, causal: true });
      result.rows = result.rows.map((row, index) => ({ ...row, causal: masked.rows[index].withoutPE }));
    } catch (error) {
      showMessage(view, view.pageWords(error));
      return;
    }
    showMessage(view, '');
    view.last = { tokensA, tokensB };
    renderDifferences(view, result);
    renderWeights(view);
  },
};
