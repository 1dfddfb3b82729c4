// The relative-bias section's comparison (bias.js puts it together): one sentence (store key
// `words`) under the four schemes of core.schemeAttention, same seeded embeddings and weights,
// a map of attention weights each, and what the first repeated word's two rows say: whether
// they differ by the bias alone.

import { describeChart } from '../../kit/a11y.js';
import { typedCell } from '../../kit/export.js';
import { el } from '../../kit/dom.js';
import { canonical, fixed, fixedArg, intArg } from '../../kit/format.js';
import { t, typed } from '../../kit/i18n.js';
import { createField } from '../../kit/section-kit.js';
import { schemeName } from '../../kit/schemes.js';
import { listOf } from './bias-beyond.js';
import { createBiasMap, extent, maskOf } from './bias-maps.js';

/** The schemes of core.schemeAttention, named as kit/schemes.js names them (worded when drawn). */
const SCHEME_IDS = ['sinusoidal', 'rope', 'alibi', 't5'];
/** Names of methods, never translated (the sinusoidal scheme is a word: a message). */
const METHOD_NAMES = { rope: 'RoPE', alibi: 'ALiBi', t5: 'T5' };
const schemeLabel = (id) => t(`bias-scheme-${id}`, { name: schemeName(id) });

/** The comparison: a sentence (store key `words`) and four maps. */
export function buildCompareParts(ctx, view) {
  const { store } = ctx;
  const compareControls = ctx.slot('compare-controls');
  view.wordsField = createField(compareControls, {
    label: store.names.words,
    name: store.names.words,
    kind: 'text',
    value: store.get().words,
    hint: t('bias-words-hint'),
    accept: (text) => {
      view.typingWords = true; // the render this causes must not write the box back
      try {
        const result = store.set({ words: text });
        return result.ok ? null : Object.values(result.errors).join(' ');
      } finally {
        view.typingWords = false;
      }
    },
    onChange: () => {},
  });
  view.wordsField.element.classList.add('bias-words');
  ctx.claim('words', view.wordsField);
  view.compareGrid = el('div', { className: 'bias-compare-grid' });
  view.compareLine = el('div', { className: 'bias-compare-text' });
  ctx.slot('compare').append(view.compareGrid, view.compareLine);
  view.compare = {};
}

export function computeCompare(core, state) {
  const tokens = state.words.split(' ');
  const common = {
    tokens,
    heads: state.heads,
    head: state.head,
    numBuckets: state.buckets,
    maxDistance: state.maxdist,
    causal: state.causal,
  };
  return SCHEME_IDS.map((id) => ({ id, label: schemeLabel(id), ...core.schemeAttention({ ...common, scheme: id }) }));
}

/**
 * For the first word that occurs twice (positions a < b): the largest difference between the
 * two rows' scores without the bias term, over the keys neither row masks. Zero means the rows
 * differ by the bias alone.
 */
function repeatedWord(results) {
  const words = results[0].tokens;
  const n = words.length;
  let a = -1;
  let b = -1;
  for (let j = 1; j < n && a < 0; j += 1) {
    const i = words.indexOf(words[j]);
    if (i < j) [a, b] = [i, j];
  }
  if (a < 0) return null;
  const differences = results.map((result) => {
    let largest = 0;
    for (let key = 0; key < n; key += 1) {
      const sa = result.scores[a * n + key] - result.bias[a * n + key];
      const sb = result.scores[b * n + key] - result.bias[b * n + key];
      if (Number.isFinite(sa) && Number.isFinite(sb)) largest = Math.max(largest, Math.abs(sa - sb));
    }
    return { id: result.id, largest };
  });
  return { word: words[a], a, b, differences };
}

/** One scheme's map of attention weights, on the scale all four share (0 to `largest`). */
function compareMapOptions(result, largest, label) {
  const n = result.tokens.length;
  const words = result.tokens;
  const masked = maskOf(result.scores);
  return {
    rows: n,
    cols: n,
    values: result.weights,
    min: 0,
    max: largest,
    scale: 'sequential',
    words,
    masked,
    title: t('bias-compare-map-title', { scheme: result.label }),
    rowLabel: t('bias-axis-query-word'),
    colLabel: t('bias-axis-key-word'),
    legendDigits: 2,
    cellLabel: (r, c, v) =>
      masked?.[r * n + c]
        ? t('bias-compare-cell-masked', { query: label(r), key: label(c) })
        : t('bias-compare-cell', {
            query: label(r),
            key: label(c),
            weight: fixedArg(v, 3),
            score: fixedArg(result.scores[r * n + c], 3),
            bias: fixedArg(result.bias[r * n + c], 3),
          }),
  };
}

/** One scheme's map as text: where the last query's largest weight goes, and every weight. */
export function compareDescription(result, masked, label) {
  const n = result.tokens.length;
  const words = result.tokens;
  const rows = [];
  for (let r = 0; r < n; r += 1) {
    rows.push([
      typedCell(label(r)),
      ...Array.from(result.weights.subarray(r * n, r * n + n), (v, c) =>
        masked?.[r * n + c] ? t('bias-masked') : fixed(v, 3),
      ),
    ]);
  }
  // The last query sees every key (also when causal): where does its largest weight go?
  const last = n - 1;
  let top = 0;
  for (let c = 1; c < n; c += 1) if (result.weights[last * n + c] > result.weights[last * n + top]) top = c;
  return {
    summary: t('bias-compare-summary', {
      scheme: result.label,
      last: label(last),
      weight: fixedArg(result.weights[last * n + top], 3),
      top: label(top),
    }),
    columns: [
      t('bias-col-query'),
      ...words.map((w, c) => typedCell(t('bias-col-word', { word: typed(w), position: intArg(c) }))),
    ],
    rows,
    caption: t('bias-compare-caption', { digits: intArg(3) }),
    tableLabel: t('bias-compare-table-label', { scheme: schemeName(result.id) }),
  };
}

/** A word of the sentence with its position, as the maps and tables name a row or column. */
export function compareLabel(words) {
  return (r) => t('bias-word-label', { word: typed(words[r]), position: intArg(r) });
}

/** One scheme's panel: its map and text alternative, made on first draw and updated after. */
function drawComparePanel(view, result, largest) {
  const label = compareLabel(result.tokens);
  const options = compareMapOptions(result, largest, label);
  let panel = view.compare[result.id];
  if (!panel) {
    const box = el(
      'figure',
      { className: 'bias-compare-map card' },
      el('figcaption', { className: 'bias-compare-title', text: result.label }),
    );
    box.dataset.scheme = result.id;
    view.compareGrid.append(box);
    panel = { box, map: createBiasMap(view.ctx, box, options) };
    view.compare[result.id] = panel;
  } else panel.map.update(options);
  const description = compareDescription(result, options.masked, label);
  if (!panel.description) panel.description = describeChart(panel.box, description);
  else panel.description.update(description);
}

/**
 * What the first repeated word's two rows say under each scheme: which differ by the bias alone.
 * `example`: the default sentence, whose repeated word is named when the sentence has none.
 */
export function compareSentences(results, example) {
  const repeat = repeatedWord(results);
  const lines = [];
  // The default sentence's repeated word (its first), named as the default writes it.
  if (!repeat) lines.push(t('bias-compare-no-repeat', { word: example.split(' ')[0] }));
  else {
    const byId = Object.fromEntries(repeat.differences.map((d) => [d.id, d.largest]));
    // Rounds to zero at 6 decimals (a number, compared as a number).
    const same = (id) => Number(canonical(byId[id], 6)) === 0;
    const biasOnly = ['alibi', 't5'].filter(same);
    const mixed = ['sinusoidal', 'rope'].filter((id) => !same(id));
    const name = (id) => (id === 'sinusoidal' ? t('bias-scheme-name-sinusoidal') : METHOD_NAMES[id]);
    lines.push(t('bias-compare-where', { word: typed(repeat.word), a: intArg(repeat.a), b: intArg(repeat.b) }));
    if (biasOnly.length) {
      lines.push(
        t('bias-compare-bias-only', {
          schemes: listOf(biasOnly.map(name)),
          raw: 'q·k/√d',
          zero: fixedArg(0, 6),
          digits: intArg(6),
        }),
      );
    }
    if (mixed.length) {
      lines.push(
        t('bias-compare-mixed', {
          schemes: listOf(mixed.map(name)),
          differences: listOf(mixed.map((id) => fixed(byId[id], 3))),
        }),
      );
    }
    const others = repeat.differences.filter((d) => (['alibi', 't5'].includes(d.id) ? !same(d.id) : same(d.id)));
    for (const d of others)
      lines.push(t('bias-compare-other', { scheme: name(d.id), difference: fixedArg(d.largest, 6) }));
  }
  return lines;
}

export function renderCompare(view, results) {
  let largest = 0;
  for (const result of results) largest = Math.max(largest, extent(result.weights));
  for (const result of results) drawComparePanel(view, result, largest);
  const lines = compareSentences(results, view.ctx.section.settings.words.fallback());
  view.compareLine.replaceChildren(...lines.map((text) => el('p', { text })));
}
