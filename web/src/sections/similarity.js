// Section 6: PE(p)·PE(q) depends only on the offset p − q. The heatmap is core.similarity()
// (float32, a picture), the offset profile g(k) is core.offsetProfile() (float64, printed),
// and the "add token embeddings" toggle draws core.gram() of X = E + PE from core.attention().

import { describeChart, el } from '../a11y.js';
import { createChart, seriesStyle } from '../charts.js';
import { fixed, int } from '../format.js';
import { createHeatmap } from '../heatmap.js';
import { createMessage, renderWhenShown, tex } from '../section-kit.js';

/** The section's text, in reading order (narration as data). */
export const TEXT = {
  lead: 'The proof showed that moving k places is the same rotation wherever you start. A direct consequence: the dot product of two encodings sees only how far apart the positions are.',
  identity: String.raw`PE(p)\cdot PE(q)=\sum_i\cos\big(\omega_i\,(p-q)\big)`,
  identityText: 'Each (sin, cos) pair contributes cos(ω_i(p − q)), because sin a sin b + cos a cos b = cos(a − b). So the dot product is symmetric (swap p and q and nothing changes), depends only on p − q, and shrinks as the offset grows, but unevenly: the fast pairs wrap around and come back, so the decay wobbles.',
  heatmapIntro: 'Row p, column q shows PE(p)·PE(q). Every diagonal (constant p − q) has one colour: the matrix is a Toeplitz band.',
  profileIntro: 'Reading one row of the heatmap from its diagonal outwards gives the offset profile g(k) = PE(p)·PE(p + k).',
  oddNote: 'With odd d the last dimension is a lone sine with no cosine partner. Its term, sin(ω p)·sin(ω (p + k)), does depend on p, so for odd d the profile moves slightly with p: the two lines below are not the same.',
  tokensIntro: 'A model never sees PE alone: it sees X = E + PE, token embedding plus position. Tick the box to add embeddings for a short sentence and look at X·Xᵀ: the clean band is gone, mixed with how similar the words are (the repeated words light up wherever they sit).',
  sentence: ['the', 'cat', 'sat', 'on', 'the', 'mat', 'because', 'the', 'mat', 'was', 'warm', 'and', 'the', 'cat', 'was', 'tired'],
};

const MAX_TABLE_ROWS = 256;

/** The largest |value| of an array, for a heatmap's symmetric colour range (drawing only). */
function extent(values) {
  let largest = 0;
  for (const value of values) if (Math.abs(value) > largest) largest = Math.abs(value);
  return largest || 1;
}

export default {
  id: 'similarity',
  title: 'Similarity depends only on offset',
  controls: ['d', 'n', 'pos'],
  defaults: { d: 16, n: 64, pos: 10 },
  mount(container, context) {
    const { core } = context;
    const message = createMessage(el('div'));
    const identity = el('div', { className: 'similarity-identity' });
    tex(identity, TEXT.identity, { display: true });

    const heatmapSlot = el('div', { className: 'similarity-heatmap' });
    const profileSlot = el('div', { className: 'similarity-profile' });
    const oddNote = el('p', { className: 'callout callout-note similarity-odd', text: TEXT.oddNote, hidden: true });
    const toggle = el('input', { type: 'checkbox', id: 'similarity-tokens', className: 'similarity-toggle' });
    const tokensSlot = el('div', { className: 'similarity-tokens', hidden: true });
    const tokensMessage = createMessage(el('div'));

    container.append(
      el('p', { className: 'lead', text: TEXT.lead }),
      identity,
      el('p', { text: TEXT.identityText }),
      message.element,
      el('h3', { text: 'PE(p) · PE(q) for every pair of positions' }),
      el('p', { text: TEXT.heatmapIntro }),
      heatmapSlot,
      el('h3', { text: 'The offset profile g(k)' }),
      el('p', { text: TEXT.profileIntro }),
      oddNote,
      profileSlot,
      el('h3', { text: 'Now add token embeddings' }),
      el('p', { text: TEXT.tokensIntro }),
      el('label', { className: 'toggle', htmlFor: toggle.id }, toggle, el('span', { text: ' Add token embeddings: show X·Xᵀ with X = E + PE' })),
      tokensMessage.element,
      tokensSlot);

    let heatmap = null;
    let chart = null;
    let description = null;
    let tokenHeatmap = null;
    let tokenDescription = null;

    function renderHeatmap(state) {
      const values = core.similarity({ positions: state.n, dModel: state.d, base: state.base, offset: state.offset });
      const range = extent(values);
      const options = {
        rows: state.n, cols: state.n, values, min: -range, max: range, rowStart: state.offset,
        title: `PE(p)·PE(q), d = ${state.d}`, rowLabel: 'position', colLabel: 'position', legendDigits: 2,
        cellLabel: (r, c, v) => `p = ${int(r + state.offset)}, q = ${int(c + state.offset)}, offset p − q = ${int(r - c)}: PE(p)·PE(q) ≈ ${fixed(v, 3)}`,
      };
      if (!heatmap) heatmap = createHeatmap(heatmapSlot, options);
      else heatmap.update(options);
    }

    function renderProfile(state) {
      const odd = state.d % 2 === 1;
      const profile = core.offsetProfile({ maxOffset: state.n - 1, dModel: state.d, base: state.base, pos: 0 });
      const other = odd && state.pos !== 0
        ? core.offsetProfile({ maxOffset: state.n - 1, dModel: state.d, base: state.base, pos: state.pos })
        : null;
      oddNote.hidden = !odd;
      const points = state.n <= 80;
      const datasets = [{ label: 'g(k) starting at p = 0', data: Array.from(profile, (y, x) => ({ x, y })), ...seriesStyle(0, { points }) }];
      if (other) datasets.push({ label: `g(k) starting at p = ${int(state.pos)}`, data: Array.from(other, (y, x) => ({ x, y })), ...seriesStyle(1, { points }) });
      const config = {
        type: 'line',
        data: { datasets },
        options: {
          parsing: false,
          scales: {
            x: { type: 'linear', min: 0, max: state.n - 1, title: { text: 'offset k = q − p' } },
            y: { title: { text: 'PE(p) · PE(p + k)' }, grid: { zeroLine: true } },
          },
        },
      };
      const label = `Line chart of the offset profile g(k) for k from 0 to ${state.n - 1}, d = ${state.d}.`;
      if (!chart) chart = createChart(profileSlot, config, { label });
      else chart.update({ ...config, label });

      // Summary from the core's numbers: the largest and smallest values and where they are.
      let lowest = 0;
      for (let k = 1; k < profile.length; k += 1) if (profile[k] < profile[lowest]) lowest = k;
      const summary = `g(0) = ${fixed(profile[0])}, the largest value: every pair contributes cos 0 = 1. Over k = 0 … ${int(state.n - 1)} the smallest value is ${fixed(profile[lowest])} at k = ${int(lowest)}.`
        + (other ? ` From p = ${int(state.pos)} the profile starts at ${fixed(other[0])} instead: the lone sine makes it depend on p.` : '');
      const columns = other ? ['k', 'g(k) from p = 0', `g(k) from p = ${int(state.pos)}`] : ['k', 'g(k) = PE(p)·PE(p+k)'];
      const rows = [];
      for (let k = 0; k < Math.min(profile.length, MAX_TABLE_ROWS); k += 1) {
        rows.push(other ? [int(k), fixed(profile[k]), fixed(other[k])] : [int(k), fixed(profile[k])]);
      }
      const caption = profile.length > MAX_TABLE_ROWS ? `The first ${MAX_TABLE_ROWS} of ${int(profile.length)} offsets.` : undefined;
      const options = { summary, columns, rows, caption, tableLabel: 'Offset profile data' };
      if (!description) description = describeChart(profileSlot, options);
      else description.update(options);
    }

    function renderTokens(state) {
      tokensSlot.hidden = !toggle.checked;
      if (!toggle.checked) {
        tokensMessage.clear();
        return;
      }
      let result;
      let gram;
      try {
        result = core.attention({ tokens: TEXT.sentence, dModel: state.d, usePE: true, base: state.base, offset: state.offset });
        gram = core.gram({ matrix: new Float32Array(result.inputs), rows: result.tokens.length, cols: state.d });
      } catch (error) {
        tokensMessage.show(`${error.message}. The embedding demo needs a smaller d.`);
        tokensSlot.hidden = true;
        return;
      }
      tokensMessage.clear();
      const words = result.tokens;
      const rows = words.length;
      const range = extent(gram);
      const label = (r) => `“${words[r]}” at position ${int(r + state.offset)}`;
      const options = {
        rows, cols: rows, values: gram, min: -range, max: range, rowStart: state.offset,
        title: `X·Xᵀ with X = E + PE, d = ${state.d}`, rowLabel: 'token', colLabel: 'token', legendDigits: 2,
        cellLabel: (r, c, v) => `${label(r)} · ${label(c)} ≈ ${fixed(v, 3)}`,
      };
      if (!tokenHeatmap) {
        tokensSlot.append(el('p', { className: 'similarity-sentence', text: `Sentence (${rows} tokens): ${words.join(' ')}` }));
        tokenHeatmap = createHeatmap(tokensSlot, options);
      } else tokenHeatmap.update(options);
      const pairs = [];
      for (let r = 0; r < rows; r += 1) pairs.push([label(r), ...Array.from(gram.subarray(r * rows, r * rows + rows), (v) => fixed(v, 3))]);
      const tableOptions = {
        summary: 'With embeddings added, equal offsets no longer give equal values: the diagonals of X·Xᵀ are not constant, and the same word at two places still matches itself strongly.',
        columns: ['row token', ...words.map((w, c) => `${w} (${int(c + state.offset)})`)],
        rows: pairs,
        caption: 'X·Xᵀ, float32, rounded to 3 decimals.',
        tableLabel: 'X·Xᵀ data',
      };
      if (!tokenDescription) tokenDescription = describeChart(tokensSlot, tableOptions);
      else tokenDescription.update(tableOptions);
    }

    let lastGood = null;
    let failed = false;
    function render(state, changed) {
      const all = !lastGood || failed;
      try {
        if (all || ['d', 'n', 'base', 'offset'].some((key) => changed.includes(key))) renderHeatmap(state);
        if (all || ['d', 'n', 'base', 'pos'].some((key) => changed.includes(key))) renderProfile(state);
      } catch (error) {
        failed = true;
        message.show(lastGood ? `${error.message}. Still showing n = ${int(lastGood.n)}, d = ${int(lastGood.d)}.` : error.message);
        return;
      }
      failed = false;
      message.clear();
      lastGood = state;
      if (['d', 'base', 'offset'].some((key) => changed.includes(key)) || !tokenHeatmap) renderTokens(state);
    }
    toggle.addEventListener('change', () => renderTokens(context.store.get()));

    renderWhenShown(context, render);
  },
};
