// Section "The whole matrix": PE for n positions x d dimensions as a heatmap (float32 from
// core.encode, for the picture), the chosen `pos` row highlighted, and curves of chosen
// dimensions across positions (float64 from core.encode64, because their tables print numbers).
// Matrices are [pos][dim] row-major: element (r, j) is at r * d + j.

import { describeChart } from '../../kit/a11y.js';
import { createChart, lineChart, DASHES, decimateMinMax, MARKERS, seriesStyle } from '../../kit/charts.js';
import { el, uniqueId } from '../../kit/dom.js';
import { canonical, fixed, fixedArg, int, intArg, roundingNote, texTrim, trim, trimArg } from '../../kit/format.js';
import { createHeatmap } from '../../kit/heatmap.js';
import { msg, t } from '../../kit/i18n.js';
import { pageWords } from '../../kit/page-words.js';
import { createMessage } from '../../kit/section-kit.js';

/** The narration (worded when drawn): the maths in it are placeables. */
function narration() {
  return [
    {
      type: 'p',
      text: msg('matrix-intro-rows', { n: '$n$', d: '$d$', positions: '$0, 1, 2, \\ldots$' }),
    },
    {
      type: 'p',
      text: msg('matrix-intro-layout', {
        sinPos: '$\\sin(\\mathit{pos})$',
        period: `$2\\pi \\approx ${texTrim(2 * Math.PI, 2)}$`,
        d: 'd',
      }),
    },
    { type: 'slot', name: 'heatmap' },
    { type: 'h3', text: msg('matrix-curves-heading') },
    { type: 'p', text: msg('matrix-curves-text') },
    { type: 'slot', name: 'curves' },
    { type: 'h3', text: msg('matrix-waves-heading') },
    { type: 'p', text: msg('matrix-waves-text', { i: '$i$', omega: '$\\omega_i = b^{-2i/d}$' }) },
    { type: 'slot', name: 'waves' },
  ];
}

const MAX_CURVES = 6;
const TABLE_ROWS = 400;
const FIRST_DIMS = [6, 7, 8, 9];

/** The dimensions typed in the box: { dims } (at most MAX_CURVES, each 0..d-1, no repeats) or { error }. */
export function parseDims(text, d) {
  const parts = text.split(/[\s,;]+/).filter(Boolean);
  const last = { max: String(d - 1), last: 'd − 1' };
  if (!parts.length) return { error: t('matrix-dims-empty', { ...last, example: FIRST_DIMS.join(', ') }) };
  if (parts.length > MAX_CURVES)
    return { error: t('matrix-dims-too-many', { max: String(MAX_CURVES), count: String(parts.length) }) };
  const dims = [];
  for (const part of parts) {
    if (!/^\d+$/.test(part) || Number(part) > d - 1) {
      const shown = part.length > 20 ? `${part.slice(0, 20)}...` : part;
      return { error: t('matrix-dims-bad', { ...last, got: shown }) };
    }
    if (!dims.includes(Number(part))) dims.push(Number(part));
  }
  return { dims };
}

/** The plotted dimensions after d changed: those still below d, else the first four there are. */
export function keptDims(dims, d) {
  const kept = dims.filter((dim) => dim < d);
  return kept.length ? kept : [0, 1, 2, 3].filter((dim) => dim < d);
}

/**
 * The pairs the waves chart draws: an eighth, a quarter and half of the way along the pairs
 * (2, 4, 8 for d = 32), each with the dimensions of its sine and its cosine as `steps` (the
 * core's, one row per dimension) gives them. A lone sine (odd d) has no cosine and is left out.
 */
export function wavePairs(steps, pairCount) {
  const wanted = [...new Set([Math.floor(pairCount / 8), Math.floor(pairCount / 4), Math.floor(pairCount / 2)])];
  const dimOf = (pair, fn) => steps.find((row) => row.pair === pair && row.fn === fn)?.dim;
  return wanted
    .map((pair) => ({ pair, sin: dimOf(pair, 'sin'), cos: dimOf(pair, 'cos') }))
    .filter(({ sin, cos }) => sin !== undefined && cos !== undefined);
}

/** The outlined row, or null when pos is outside the rows shown. */
export function highlightRowOf({ pos, offset, n }) {
  const row = pos - offset;
  return row >= 0 && row < n ? row : null;
}

/** The line under the map about the chosen position. */
export function rowNote(state) {
  const pos = int(state.pos);
  if (highlightRowOf(state) !== null)
    return t('matrix-row-chosen', { posIs: intArg(state.pos), row: intArg(state.pos) });
  return state.n === 1
    ? t('matrix-row-outside-one', { pos, row: intArg(state.offset) })
    : t('matrix-row-outside', { pos, first: intArg(state.offset), last: intArg(state.offset + state.n - 1) });
}

/** How many values, how long the core took (0: not recomputed) and how long the map took to draw. */
export function timingText({ n, d }, computeMs, drawMs) {
  const args = { n: int(n), d: int(d), total: int(n * d), count: n * d, drawMs: fixed(drawMs, 1) };
  return computeMs
    ? t('matrix-timing-computed', { ...args, computeMs: fixedArg(computeMs, 1) })
    : t('matrix-timing-drawn', args);
}

/** The curves chart's summary: which function of which pair each plotted dimension is. */
export function dimsSummary(dims, steps, frequencies) {
  if (!dims.length) return t('matrix-dims-none');
  const described = dims.map((dim) => {
    const { fn, pair } = steps[dim];
    const args = { dim: String(dim), pair: String(pair), wavelength: trim(frequencies[pair].wavelength, 2) };
    return t(fn === 'sin' ? 'matrix-dim-sine' : 'matrix-dim-cosine', args);
  });
  return t('matrix-dims-summary', { dims: described.join(t('matrix-clause-join')) });
}

/** The waves chart's accessible name. */
export function wavesLabel(pairs, d) {
  const numbers = pairs.map(({ pair }) => pair);
  return pairs.length
    ? t('matrix-waves-label', { count: pairs.length, pairs: numbers.join(', ') })
    : t('matrix-waves-label-none', { dIs: intArg(d) });
}

/** The waves chart's summary: each pair's angular frequency and wavelength. */
export function wavesSummary(pairs, frequencies, d, points) {
  if (!pairs.length) return t('matrix-waves-summary-none', { dIs: intArg(d) });
  const each = pairs.map(({ pair }) => {
    const { omega, wavelength } = frequencies[pair];
    // The plural follows the number as printed (6 decimals): ω = 1 radian, ω = 0.01 radians.
    return t('matrix-wave-pair', {
      pair: String(pair),
      omegaIs: trimArg(omega),
      radians: Number(canonical(omega)),
      wavelength: trimArg(wavelength, 2),
    });
  });
  const tail = t(points ? 'matrix-waves-styles-points' : 'matrix-waves-styles');
  return [...each, tail].join(t('matrix-sentence-join'));
}

/** The core's encoding parameters for a state. */
function encodingOf(state) {
  return { positions: state.n, dModel: state.d, base: state.base, layout: state.layout, offset: state.offset };
}

/**
 * The matrix (float32, for the picture) and, for the readout, single rows in float64. The
 * matrix is written into one reused array (encodeInto): a fresh 4 MiB array per change of d
 * costs more than computing it (its pages are touched for the first time). The array is
 * replaced only to grow, or to shrink when four times too large, and never before the core has
 * accepted the shape (n * d past its limit is refused, not allocated).
 */
function createMatrixSource(core) {
  let reused = new Float32Array(0);
  let current = { key: '', matrix: null, rows: new Map() };
  return {
    /** The matrix for the state: { matrix, computeMs } (computeMs 0 when it was already there). Throws the core's RangeError. */
    matrixFor(state) {
      const key = `${state.d}|${state.n}|${state.base}|${state.layout}|${state.offset}`;
      if (key === current.key) return { matrix: current.matrix, computeMs: 0 };
      const started = performance.now();
      const params = encodingOf(state);
      const length = state.n * state.d;
      let matrix;
      if (length > reused.length || 4 * length < reused.length) {
        if (length > core.limits.maxElements)
          matrix = core.encode(params); // throws the core's RangeError
        else reused = new Float32Array(length);
      }
      matrix ??= core.encodeInto(params, reused.subarray(0, length));
      current = { key, matrix, rows: new Map() };
      return { matrix, computeMs: performance.now() - started };
    },
    /** Row r, column c of the current matrix in float64 (its row computed once, when first read). */
    exactValue(state, r, c) {
      if (!current.rows.has(r))
        current.rows.set(r, core.encode64({ ...encodingOf(state), positions: 1, offset: state.offset + r }));
      return current.rows.get(r)[c];
    },
  };
}

/** The heatmap with its message line, row note and timing; draw(state) returns false when the core refused the shape. */
function createMatrixMap(ctx, slot) {
  const source = createMatrixSource(ctx.core);
  const holder = el('div', { className: 'matrix-heatmap' });
  const note = el('p', { className: 'matrix-row-note' });
  const timing = el('p', { className: 'matrix-timing' });
  const message = createMessage(slot, { className: 'section-error' });
  slot.append(holder, note, timing, roundingNote());
  let heatmap = null;
  return {
    draw(state) {
      let computed;
      try {
        computed = source.matrixFor(state);
      } catch (error) {
        message.show(pageWords(error));
        return false;
      }
      message.clear();
      const options = {
        rows: state.n,
        cols: state.d,
        values: computed.matrix,
        min: -1,
        max: 1,
        rowStart: state.offset,
        title: t('matrix-heatmap-title', {
          first: intArg(state.offset),
          last: intArg(state.offset + state.n - 1),
          lastDim: String(state.d - 1),
        }),
        rowLabel: t('matrix-heatmap-row'),
        colLabel: t('matrix-heatmap-col'),
        highlightRow: highlightRowOf(state),
        cellLabel: (r, c) =>
          t('matrix-heatmap-cell', {
            pos: String(state.offset + r),
            dim: String(c),
            value: fixedArg(source.exactValue(state, r, c)),
          }),
        onSelect: (r) => ctx.store.set({ pos: state.offset + r }),
      };
      if (!heatmap) heatmap = ctx.own(createHeatmap(holder, options));
      else heatmap.update(options);
      heatmap.element.dataset.drawMs = heatmap.lastDrawMs.toFixed(2);
      note.textContent = rowNote(state);
      timing.textContent = timingText(state, computed.computeMs, heatmap.lastDrawMs);
      return true;
    },
  };
}

/** The "Dimensions to plot" form; plot(text) returns null or the message for what was typed. */
function createDimsForm(slot, plot) {
  const id = uniqueId('dims');
  const input = el('input', {
    type: 'text',
    id,
    className: 'control-input dims-input',
    value: FIRST_DIMS.join(', '),
    autocomplete: 'off',
    // A list of numbers reads left to right in every language (an Arabic page would turn it round).
    attrs: { dir: 'ltr', 'aria-describedby': `${id}-help ${id}-error` },
  });
  const form = el(
    'form',
    { className: 'dims-form' },
    el('label', { htmlFor: id, className: 'control-label', text: t('matrix-dims-label') }),
    el('p', { className: 'control-hint', id: `${id}-help`, text: t('matrix-dims-hint', { max: String(MAX_CURVES) }) }),
    el(
      'div',
      { className: 'control-row' },
      input,
      el('button', { type: 'submit', className: 'button', text: t('matrix-dims-plot') }),
    ),
  );
  const error = createMessage(form, { className: 'control-error', id: `${id}-error`, invalid: input });
  slot.append(form);
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const message = plot(input.value);
    if (message) error.show(message);
    else error.clear();
  });
  return {
    show(dims) {
      input.value = dims.join(', ');
    },
  };
}

/** A dimension's name in legends and table headers: "dimension 6". */
function dimName(dim) {
  return t('matrix-column-dimension', { dim: String(dim) });
}

/** A line chart of values in [-1, 1] against the positions shown. */
function curveConfig(state, datasets) {
  return lineChart({
    datasets,
    normalized: true,
    x: { title: t('matrix-axis-position'), min: state.offset, max: state.offset + state.n - 1 },
    y: { type: 'linear', min: -1.05, max: 1.05, title: t('matrix-axis-value'), grid: { zeroLine: true } },
  });
}

/**
 * The columns the two charts plot, from the core: the chosen dimensions and the wave pairs'
 * sines and cosines in float64 (only these columns: the whole matrix would cost n*d sines per
 * redraw), which pair and function each dimension holds (core.steps) and each pair's frequency.
 */
function curvesData(core, state, chosen) {
  const dims = chosen.filter((dim) => dim < state.d);
  const steps = core.steps({ pos: state.pos, dModel: state.d, base: state.base, layout: state.layout });
  const frequencies = core.frequencies({ dModel: state.d, base: state.base });
  const pairs = wavePairs(steps, frequencies.length);
  const needed = [...new Set([...dims, ...pairs.flatMap(({ sin, cos }) => [sin, cos])])];
  const columns = core.encodeColumns({ ...encodingOf(state), dims: needed });
  const columnOf = new Map(needed.map((dim, index) => [dim, index]));
  const exactAt = (r, dim) => columns[r * needed.length + columnOf.get(dim)];
  return { dims, steps, frequencies, pairs, exactAt };
}

/** The waves chart's series: each pair's sine (solid) and cosine (dashed), in the pair's colour. */
function waveDatasets(pairs, line, points) {
  return pairs.flatMap(({ pair, sin, cos }, index) =>
    [
      ['sin', sin],
      ['cos', cos],
    ].map(([fn, dim]) => ({
      label: t('matrix-wave-series', { pair: String(pair), fn, dim: String(dim) }),
      data: line(dim),
      ...seriesStyle(index, { points: false }),
      borderDash: fn === 'sin' ? [] : DASHES[1],
      pointStyle: fn === 'sin' ? MARKERS[0] : MARKERS[1],
      pointRadius: points ? 2.5 : 0,
    })),
  );
}

/** The curves of the chosen dimensions and the sine–cosine waves, each chart with its text alternative. */
function createCurves(ctx, curvesHolder, wavesHolder) {
  let curves = null;
  let curvesText = null;
  let waves = null;
  let wavesText = null;
  return {
    draw(state, chosen) {
      const { dims, steps, frequencies, pairs, exactAt } = curvesData(ctx.core, state, chosen);
      // The positions the text tables list (the first TABLE_ROWS); the charts take their own points.
      const shown = Math.min(state.n, TABLE_ROWS);
      const positions = Array.from({ length: shown }, (_, r) => state.offset + r);
      const caption =
        shown < state.n ? t('matrix-table-first', { shown: String(shown), n: intArg(state.n) }) : undefined;
      // Markers only where there is room for them (about 10 px per position).
      const widthPx = curvesHolder.clientWidth || 600;
      const points = widthPx / state.n >= 10;
      // At most a lowest and a highest point per pixel column: 131,072 positions draw as fast as 600.
      const line = (dim) =>
        decimateMinMax(
          state.n,
          (r) => state.offset + r,
          (r) => exactAt(r, dim),
          widthPx,
        );

      const config = curveConfig(
        state,
        dims.map((dim, index) => ({ label: dimName(dim), data: line(dim), ...seriesStyle(index, { points }) })),
      );
      const label = t('matrix-curves-label', {
        dims: dims.join(', '),
        first: intArg(state.offset),
        last: intArg(state.offset + state.n - 1),
      });
      if (!curves) curves = ctx.own(createChart(curvesHolder, config, { label }));
      else curves.update({ ...config, label });
      const text = {
        summary: dimsSummary(dims, steps, frequencies),
        columns: [t('matrix-column-position'), ...dims.map(dimName)],
        rows: positions.map((p, r) => [p, ...dims.map((dim) => fixed(exactAt(r, dim)))]),
        caption,
        tableLabel: t('matrix-curves-table'),
      };
      if (!curvesText) curvesText = describeChart(curvesHolder, text);
      else curvesText.update(text);

      const waveConfig = curveConfig(state, waveDatasets(pairs, line, points));
      const waveLabel = wavesLabel(pairs, state.d);
      if (!waves) waves = ctx.own(createChart(wavesHolder, waveConfig, { label: waveLabel, height: 'tall' }));
      else waves.update({ ...waveConfig, label: waveLabel });
      const waveDims = pairs.flatMap(({ sin, cos }) => [sin, cos]);
      const waveText = {
        summary: wavesSummary(pairs, frequencies, state.d, points),
        columns: [
          t('matrix-column-position'),
          ...pairs.flatMap(({ pair }) => [
            t('matrix-column-pair', { pair: String(pair), fn: 'sin' }),
            t('matrix-column-pair', { pair: String(pair), fn: 'cos' }),
          ]),
        ],
        rows: positions.map((p, r) => [p, ...waveDims.map((dim) => fixed(exactAt(r, dim)))]),
        caption,
        tableLabel: t('matrix-waves-table'),
      };
      if (!wavesText) wavesText = describeChart(wavesHolder, waveText);
      else wavesText.update(waveText);
    },
  };
}

export default {
  text: narration,
  build(ctx) {
    const map = createMatrixMap(ctx, ctx.slot('heatmap'));
    const curvesHolder = el('div');
    const view = { map, dims: FIRST_DIMS, state: null };
    view.form = createDimsForm(ctx.slot('curves'), (text) => {
      const result = parseDims(text, view.state.d);
      if (result.error) return result.error;
      view.dims = result.dims;
      ctx.refresh('dims');
      return null;
    });
    ctx.slot('curves').append(curvesHolder);
    const wavesHolder = el('div');
    ctx.slot('waves').append(wavesHolder);
    view.curves = createCurves(ctx, curvesHolder, wavesHolder);
    return view;
  },
  render(state, changed, view) {
    view.state = state;
    if (changed.includes('d')) {
      view.dims = keptDims(view.dims, state.d);
      view.form.show(view.dims);
    }
    const onlyDims = changed.length === 1 && changed[0] === 'dims';
    if (!onlyDims && !view.map.draw(state)) return;
    const onlyPos = changed.every((key) => key === 'pos' || key === 'step' || key === 'k');
    if (!onlyPos) view.curves.draw(state, view.dims);
  },
};
