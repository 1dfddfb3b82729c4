// The relative-bias section's ALiBi part (bias.js puts it together): H, the head shown and
// causal beside what they change, the slopes with their rule, and the head's bias map. Every
// number is from core.alibi; the slope rule printed beside them is read off the core's slopes.

import { describeChart } from '../../kit/a11y.js';
import { el, uniqueId } from '../../kit/dom.js';
import { fixed, fixedArg, int, intArg, trim, trimArg } from '../../kit/format.js';
import { t } from '../../kit/i18n.js';
import { inline, math } from '../../kit/narration.js';
import { createMessage, scroller, table } from '../../kit/section-kit.js';
import { createBiasMap, extent, maskOf } from './bias-maps.js';

/**
 * The rule that gives head index `index` (0-based) its slope among H heads, as TeX: the ALiBi
 * authors' get_slopes. H a power of two: 2^(−8h/H). Otherwise, with P the largest power of two
 * below H, the first P heads take 2^(−8h/P) and head P + k (k = 1, 2, …) takes 2^(−8(2k − 1)/(2P)).
 * The slopes printed beside it are the core's; the browser test checks both against the reference.
 */
function slopeTex(index, H) {
  const P = 2 ** Math.floor(Math.log2(H));
  const h = index + 1;
  return h <= P ? String.raw`2^{-8\cdot ${h}/${P}}` : String.raw`2^{-8\cdot ${2 * (h - P) - 1}/${2 * P}}`;
}

/** The slope rule for H heads, as display TeX. */
function slopeRuleTex(H) {
  const P = 2 ** Math.floor(Math.log2(H));
  if (P === H) return String.raw`m_h=2^{-8h/${H}}\quad(h=1,\dots,${H})`;
  const first = String.raw`m_h=2^{-8h/${P}}\ (h=1,\dots,${P})`;
  const extra =
    H - P === 1
      ? String.raw`m_{${P + 1}}=2^{-8\cdot 1/${2 * P}}`
      : String.raw`m_{${P}+k}=2^{-8(2k-1)/${2 * P}}\ (k=1,\dots,${H - P})`;
  // Two lines: one line of both overflowed a phone screen.
  return String.raw`\begin{gathered}${first},\\ ${extra}\end{gathered}`;
}

/** ALiBi's parts: H, the head shown and causal (each beside what it changes), the slopes, the map. */
export function buildAlibiParts(ctx, view) {
  const { store } = ctx;
  const ranges = store.ranges;
  // Controls for this section's own store keys, each beside the part it changes (ctx.control:
  // the app resets them and shows a refused link value at them).
  const alibiControls = el('div', { className: 'controls-grid bias-controls' });
  ctx.slot('alibi-controls').append(alibiControls);
  view.controls = {
    heads: ctx.control(alibiControls, 'heads', {
      sliderMin: ranges.heads.min,
      sliderMax: Math.min(ranges.heads.max, 32),
      describe: (v) => t('bias-heads-describe', { count: v, heads: intArg(v) }),
    }),
    head: ctx.control(alibiControls, 'head', {
      maxFor: (state) => state.heads - 1,
      sliderRange: (state) => [0, Math.max(1, state.heads - 1)],
      rangeText: (state) => t('bias-head-range', { last: intArg(state.heads - 1), symbol: 'H − 1' }),
      describe: (v) => t('bias-head-describe', { head: intArg(v), h: intArg(v + 1) }),
    }),
  };
  view.causal = el('input', { type: 'checkbox', id: uniqueId('bias-causal'), className: 'bias-causal' });
  alibiControls.append(
    el(
      'div',
      { className: 'control bias-toggle' },
      el(
        'label',
        { className: 'toggle', htmlFor: view.causal.id },
        view.causal,
        el('span', { text: ` ${t('bias-causal-label')}` }),
      ),
    ),
  );
  view.causalError = createMessage(alibiControls.lastChild);
  ctx.claim('causal', { showError: view.causalError.show, clearError: view.causalError.clear });
  view.causal.addEventListener('change', () => {
    const result = store.set({ causal: view.causal.checked });
    if (!result.ok) {
      view.causalError.show(Object.values(result.errors).join(' '));
      view.causal.checked = store.get().causal;
    } else {
      view.causalError.clear();
      ctx.announce(t('bias-causal-announce', { on: view.causal.checked ? 'yes' : 'no' }));
    }
  });

  view.slopesSlot = el('div', { className: 'bias-slopes' });
  ctx.slot('slopes').append(view.slopesSlot);
  view.alibiLine = el('p', { className: 'bias-alibi-line' });
  view.alibiMapSlot = el('div', { className: 'bias-alibi-map' });
  ctx.slot('alibi-map').append(view.alibiLine, view.alibiMapSlot);
}

export function computeAlibi(core, state) {
  const result = core.alibi({ heads: state.heads, positions: state.n, causal: state.causal });
  const n = result.positions;
  const head = state.head;
  const bias = result.bias.slice(head * n * n, (head + 1) * n * n);
  return { ...result, head, n, headBias: bias };
}

/**
 * The interleaving rule in words, read off the core's slopes: the first heads follow one
 * geometric sequence; where a slope is larger than the one before it, the extra heads begin.
 */
function slopeRule(slopes) {
  const H = slopes.length;
  const firstRise = slopes.findIndex((m, i) => i > 0 && m > slopes[i - 1]);
  if (H === 1) return t('bias-slope-one', { heads: intArg(1), rule: '$m_1 = 2^{-8}$', slope: trimArg(slopes[0], 8) });
  if (firstRise === -1) {
    return t('bias-slope-geometric', {
      heads: intArg(H),
      rule: `$m_h = 2^{-8h/${H}}$`,
      first: trimArg(slopes[0], 8),
      last: trimArg(slopes[H - 1], 8),
      ratio: trimArg(slopes[0], 8),
    });
  }
  const base = firstRise;
  const extra = H - base;
  return t('bias-slope-interleaved', {
    heads: intArg(H),
    H: intArg(H),
    base: intArg(base),
    baseRule: `$2^{-8h/${base}}$`,
    extra: intArg(extra),
    double: intArg(2 * base),
    extraRule: `$2^{-8h/${2 * base}}$`,
    odd: '$h = 1, 3, 5, \\dots$',
    extraSlopes: slopes
      .slice(base)
      .map((m) => trim(m, 8))
      .join(t('bias-list-separator')),
    nextHead: intArg(base),
    nextSlope: trimArg(slopes[base], 8),
    lastHead: intArg(base - 1),
    lastSlope: trimArg(slopes[base - 1], 8),
  });
}

/** The slopes: the rule as TeX, in words, and a table of every head's slope (the core's). */
function slopesParts(alibi) {
  const { slopes, head, heads } = alibi;
  return [
    math(slopeRuleTex(heads), { display: true, className: 'math-display bias-slope-formula' }),
    el('p', { className: 'bias-slope-rule' }, ...inline(slopeRule(Array.from(slopes)))),
    scroller(
      t('bias-slopes-label'),
      table({
        className: 'data-table bias-slopes-table',
        caption: t('bias-slopes-caption', { count: heads, heads: intArg(heads), head: intArg(head) }),
        columns: [t('bias-col-head'), t('bias-col-slope'), t('bias-col-power'), t('bias-col-rule')],
        rows: Array.from(slopes, (m, index) => {
          const cell = el('span', {
            text: t('bias-head-cell', { head: intArg(index) }),
            className: index === head ? 'is-current' : '',
          });
          // A power written as text, kept left to right inside a right-to-left table (dir isolates).
          const power = el('span', { text: `2^${trim(Math.log2(m), 6).replace('-', '−')}`, attrs: { dir: 'ltr' } });
          return [cell, fixed(m, 8), power, math(slopeTex(index, heads))];
        }),
      }),
      { hint: t('bias-scroll-hint') },
    ),
  ];
}

/** The sentences under the slopes: the head's bias one and a few keys back, against the steepest and shallowest head. */
function alibiLineText(alibi) {
  const { slopes, n, head, headBias, heads } = alibi;
  // The readouts come from the bias matrix itself: row n − 1 (the last query) looks back.
  const last = n - 1;
  const back = (k) => headBias[last * n + last - k];
  const far = Math.min(last, 10);
  // The steepest and the shallowest head, and what they give the same key (from the bias tensor).
  let steepest = 0;
  let shallowest = 0;
  slopes.forEach((m, h) => {
    if (m > slopes[steepest]) steepest = h;
    if (m < slopes[shallowest]) shallowest = h;
  });
  const backIn = (h, k) => alibi.bias[(h * n + last) * n + last - k];
  // With n = 2 the farthest key is 1 back: say it once. With one head there is no steeper one to compare.
  const line =
    n > 1
      ? t('bias-alibi-line', {
          head: intArg(head),
          slope: fixedArg(slopes[head], 8),
          near: fixedArg(back(1)),
          far,
          farCount: intArg(far),
          farBias: far > 1 ? fixed(back(far)) : '',
        })
      : t('bias-alibi-line-single', { head: intArg(head), slope: fixedArg(slopes[head], 8) });
  const compared =
    n <= 1
      ? ''
      : heads > 1
        ? t('bias-alibi-compare', {
            count: far,
            far: intArg(far),
            steepest: intArg(steepest),
            steepestSlope: fixedArg(slopes[steepest], 8),
            steepestBias: fixedArg(backIn(steepest, far)),
            shallowest: intArg(shallowest),
            shallowestSlope: fixedArg(slopes[shallowest], 8),
            shallowestBias: fixedArg(backIn(shallowest, far)),
          })
        : t('bias-alibi-compare-one');
  return compared ? [line, compared].join(t('bias-sentence-join')) : line;
}

/** The head's bias map: a sequential scale from the strongest penalty to 0, the causal mask hatched. */
function alibiMapOptions(state, alibi) {
  const { n, head, headBias, heads } = alibi;
  const masked = maskOf(headBias);
  const range = extent(headBias);
  // Every bias is ≤ 0: a sequential scale from the strongest penalty to 0.
  return {
    rows: n,
    cols: n,
    values: headBias,
    min: -range,
    max: 0,
    scale: 'sequential',
    title: t('bias-alibi-map-title', {
      head: intArg(head),
      heads: intArg(heads),
      causal: state.causal ? 'yes' : 'no',
    }),
    rowLabel: t('bias-axis-query-position'),
    colLabel: t('bias-axis-key-position'),
    legendDigits: 3,
    masked,
    cellLabel: (r, c, v) =>
      v === -Infinity
        ? t('bias-alibi-cell-masked', { query: intArg(r), key: intArg(c), minusInfinity: '−∞' })
        : t('bias-alibi-cell', {
            query: intArg(r),
            key: intArg(c),
            distance: intArg(Math.abs(r - c)),
            bias: fixedArg(v),
          }),
  };
}

/** The map's text alternative: the head's bias k keys back from the last query (read off the bias matrix). */
function alibiDescription(state, alibi) {
  const { slopes, n, head, headBias } = alibi;
  const last = n - 1;
  const back = (k) => headBias[last * n + last - k];
  const rows = [];
  for (let k = 0; k < n; k += 1) rows.push([int(k), fixed(back(k))]);
  return {
    summary: t('bias-alibi-map-summary', {
      i: 'i',
      j: 'j',
      head: intArg(head),
      slope: fixedArg(slopes[head], 8),
      m: 'm',
      causal: state.causal ? 'yes' : 'no',
    }),
    columns: [t('bias-col-distance', { distance: 'i − j' }), t('bias-col-bias-head', { head: intArg(head) })],
    rows,
    tableLabel: t('bias-alibi-table-label'),
  };
}

export function renderAlibi(view, state, alibi) {
  view.slopesSlot.replaceChildren(...slopesParts(alibi));
  view.alibiLine.textContent = alibiLineText(alibi);
  const options = alibiMapOptions(state, alibi);
  if (!view.alibiMap) view.alibiMap = createBiasMap(view.ctx, view.alibiMapSlot, options);
  else view.alibiMap.update(options);
  const description = alibiDescription(state, alibi);
  if (!view.alibiDescription) view.alibiDescription = describeChart(view.alibiMapSlot, description);
  else view.alibiDescription.update(description);
}
