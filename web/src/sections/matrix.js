// Section "The whole matrix": PE for n positions x d dimensions as a heatmap (float32 from
// core.encode, for the picture), the chosen `pos` row highlighted, and curves of chosen
// dimensions across positions (float64 from core.encode64, because their tables print numbers).
// Matrices are [pos][dim] row-major: element (r, j) is at r * d + j.

import { describeChart } from '../a11y.js';
import { createChart, DASHES, decimateMinMax, MARKERS, seriesStyle } from '../charts.js';
import { el, uniqueId } from '../dom.js';
import { fixed, int, roundingNote, trim } from '../format.js';
import { createHeatmap } from '../heatmap.js';
import { pageWords } from '../page-words.js';

const INTRO = [
  {
    type: 'p',
    text: 'Write the encoding of every position as a row, one under the other, and you get a matrix: $n$ rows (positions) by $d$ columns (dimensions). Each column is one sine or cosine sampled at the positions $0, 1, 2, \\ldots$; each row is the fingerprint of one position.',
  },
  {
    type: 'p',
    text: 'With the paper’s interleaved layout the left columns change fastest: dimension 0 is $\\sin(\\mathit{pos})$, which completes a turn every $2\\pi \\approx 6.28$ positions. Moving right, each pair turns more slowly, so with a large enough d the right-hand columns barely change from one row to the next. Click a row (or focus the map and press Enter) to make it the chosen position.',
  },
  { type: 'slot', name: 'heatmap' },
];

const CURVES_TEXT = [
  { type: 'h3', text: 'Single dimensions across positions' },
  {
    type: 'p',
    text: 'Each column of the matrix is a wave. Plotting a few neighbouring columns shows the pattern: in the paper’s interleaved layout an even dimension and the odd one after it share a frequency (they form one pair), one a sine and the other a cosine, a quarter-turn apart. The next pair is slower.',
  },
  { type: 'slot', name: 'curves' },
];

const WAVES_TEXT = [
  { type: 'h3', text: 'Sine and cosine at a few frequencies' },
  {
    type: 'p',
    text: 'The same pairs as sine and cosine together: pair $i$ turns by $\\omega_i = b^{-2i/d}$ radians per position. The model only ever sees whole positions, so the fast pairs look jagged here: that is the sampling, not an error.',
  },
  { type: 'slot', name: 'waves' },
];

const MAX_CURVES = 6;
const TABLE_ROWS = 400;

function parseDims(text, d) {
  const parts = text.split(/[\s,;]+/).filter(Boolean);
  if (!parts.length)
    return { error: `Type at least one dimension number from 0 to ${d - 1} (d − 1), for example 6, 7, 8, 9.` };
  if (parts.length > MAX_CURVES) return { error: `Choose at most ${MAX_CURVES} dimensions; got ${parts.length}.` };
  const dims = [];
  for (const part of parts) {
    if (!/^\d+$/.test(part) || Number(part) > d - 1) {
      const shown = part.length > 20 ? `${part.slice(0, 20)}...` : part;
      return { error: `Each dimension must be a whole number from 0 to ${d - 1} (d − 1); got "${shown}".` };
    }
    if (!dims.includes(Number(part))) dims.push(Number(part));
  }
  return { dims };
}

export default {
  id: 'matrix',
  title: 'The whole matrix',
  controls: ['d', 'n', 'pos', 'offset', 'base', 'layout'],
  defaults: { d: 32, n: 60 },
  text: [...INTRO, ...CURVES_TEXT, ...WAVES_TEXT],
  build(ctx) {
    const { core, store } = ctx;
    const heatmapHolder = el('div', { className: 'matrix-heatmap' });
    const rowNote = el('p', { className: 'matrix-row-note' });
    const timing = el('p', { className: 'matrix-timing' });
    const errorBox = el('p', { className: 'section-error', hidden: true, attrs: { role: 'alert' } });
    ctx.slot('heatmap').append(errorBox, heatmapHolder, rowNote, timing, roundingNote());

    const dimsId = uniqueId('dims');
    const dimsInput = el('input', {
      type: 'text',
      id: dimsId,
      className: 'control-input dims-input',
      value: '6, 7, 8, 9',
      autocomplete: 'off',
      attrs: { 'aria-describedby': `${dimsId}-help ${dimsId}-error` },
    });
    const dimsButton = el('button', { type: 'submit', className: 'button', text: 'Plot' });
    const dimsError = el('p', {
      className: 'control-error',
      id: `${dimsId}-error`,
      hidden: true,
      attrs: { role: 'alert' },
    });
    const dimsForm = el(
      'form',
      { className: 'dims-form' },
      el('label', { htmlFor: dimsId, className: 'control-label', text: 'Dimensions to plot' }),
      el('p', {
        className: 'control-hint',
        id: `${dimsId}-help`,
        text: `Up to ${MAX_CURVES} numbers separated by commas or spaces.`,
      }),
      el('div', { className: 'control-row' }, dimsInput, dimsButton),
      dimsError,
    );
    const curvesHolder = el('div');
    ctx.slot('curves').append(dimsForm, curvesHolder);
    const wavesHolder = el('div');
    ctx.slot('waves').append(wavesHolder);

    let heatmap = null;
    let curves = null;
    let curvesText = null;
    let waves = null;
    let wavesText = null;
    let chosenDims = [6, 7, 8, 9];
    let exactRows = new Map(); // row -> Float64Array of that position, for the readout
    let current = { key: '', matrix: null };
    // The matrix is written into one reused array (encodeInto): a fresh 4 MiB array per change
    // of d costs more than computing it (its pages are touched for the first time). The array
    // is replaced only to grow, or to shrink when four times too large, and never before the
    // core has accepted the shape (n * d past its limit is refused, not allocated).
    let reused = new Float32Array(0);
    function matrixOf(state) {
      const params = {
        positions: state.n,
        dModel: state.d,
        base: state.base,
        layout: state.layout,
        offset: state.offset,
      };
      const length = state.n * state.d;
      if (length > reused.length || 4 * length < reused.length) {
        if (length > core.limits.maxElements) return core.encode(params); // throws the core's RangeError
        reused = new Float32Array(length);
      }
      return core.encodeInto(params, reused.subarray(0, length));
    }

    function exactValue(state, r, c) {
      if (!exactRows.has(r)) {
        exactRows.set(
          r,
          core.encode64({
            positions: 1,
            dModel: state.d,
            base: state.base,
            layout: state.layout,
            offset: state.offset + r,
          }),
        );
      }
      return exactRows.get(r)[c];
    }

    function drawHeatmap(state) {
      const key = `${state.d}|${state.n}|${state.base}|${state.layout}|${state.offset}`;
      let computeMs = 0;
      if (key !== current.key) {
        const started = performance.now();
        try {
          current = { key, matrix: matrixOf(state) };
        } catch (error) {
          errorBox.textContent = pageWords(error.message);
          errorBox.hidden = false;
          return false;
        }
        computeMs = performance.now() - started;
        exactRows = new Map();
      }
      errorBox.hidden = true;
      const row = state.pos - state.offset;
      const highlightRow = row >= 0 && row < state.n ? row : null;
      const options = {
        rows: state.n,
        cols: state.d,
        values: current.matrix,
        min: -1,
        max: 1,
        rowStart: state.offset,
        title: `Positional encoding, positions ${int(state.offset)} to ${int(state.offset + state.n - 1)} by dimensions 0 to ${state.d - 1}`,
        rowLabel: 'position',
        colLabel: 'dimension',
        highlightRow,
        cellLabel: (r, c) => `position ${state.offset + r}, dimension ${c}: ${fixed(exactValue(store.get(), r, c))}`,
        onSelect: (r) => store.set({ pos: store.get().offset + r }),
      };
      if (!heatmap) heatmap = createHeatmap(heatmapHolder, options);
      else heatmap.update(options);
      heatmap.element.dataset.drawMs = heatmap.lastDrawMs.toFixed(2);
      rowNote.textContent =
        highlightRow === null
          ? `The chosen position, ${int(state.pos)}, is not among the rows shown (${state.n === 1 ? `only ${int(state.offset)}` : `${int(state.offset)} to ${int(state.offset + state.n - 1)}`}), so no row is outlined.`
          : `The outlined row is the chosen position, pos = ${int(state.pos)}: its values are PE(${int(state.pos)}).`;
      timing.textContent = `${int(state.n)} × ${int(state.d)} = ${int(state.n * state.d)} values${computeMs ? `, computed by the WebAssembly core in ${computeMs.toFixed(1)} ms` : ''}, drawn in ${heatmap.lastDrawMs.toFixed(1)} ms.`;
      return true;
    }

    // The positions the text tables list (the first TABLE_ROWS); the charts take their own points.
    function positionsFor(state) {
      return Array.from({ length: Math.min(state.n, TABLE_ROWS) }, (_, r) => state.offset + r);
    }

    // A line chart of values in [-1, 1] against the positions shown.
    function curveConfig(state, datasets) {
      return {
        type: 'line',
        data: { datasets },
        options: {
          parsing: false,
          normalized: true,
          scales: {
            x: { type: 'linear', title: { text: 'position' }, min: state.offset, max: state.offset + state.n - 1 },
            y: { type: 'linear', min: -1.05, max: 1.05, title: { text: 'value' }, grid: { zeroLine: true } },
          },
          plugins: { legend: { position: 'bottom' } },
        },
      };
    }

    function drawCurves(state) {
      const dims = chosenDims.filter((dim) => dim < state.d);
      // A few frequencies: pairs an eighth, a quarter and half of the way along (2, 4, 8 for d = 32).
      const pairs = ceilPairs(state.d);
      const chosenPairs = [...new Set([Math.floor(pairs / 8), Math.floor(pairs / 4), Math.floor(pairs / 2)])].filter(
        (p) => p < pairs && 2 * p + 1 < state.d,
      );
      const waveDim = (pair, fn) =>
        state.layout === 'interleaved'
          ? 2 * pair + (fn === 'cos' ? 1 : 0)
          : fn === 'cos'
            ? Math.ceil(state.d / 2) + pair
            : pair;
      // Only the plotted columns, in float64: the whole matrix would cost n*d sines per redraw.
      const needed = [
        ...new Set([...dims, ...chosenPairs.flatMap((pair) => [waveDim(pair, 'sin'), waveDim(pair, 'cos')])]),
      ];
      let columns;
      try {
        columns = core.encodeColumns({
          positions: state.n,
          dModel: state.d,
          base: state.base,
          layout: state.layout,
          offset: state.offset,
          dims: needed,
        });
      } catch {
        return;
      }
      const columnOf = new Map(needed.map((dim, index) => [dim, index]));
      const exactAt = (r, dim) => columns[r * needed.length + columnOf.get(dim)];
      const freq = core.frequencies({ dModel: state.d, base: state.base });
      const positions = positionsFor(state);
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
      const datasets = dims.map((dim, index) => ({
        label: `dimension ${dim}`,
        data: line(dim),
        ...seriesStyle(index, { points }),
      }));
      const config = curveConfig(state, datasets);
      const label = `Line chart of dimensions ${dims.join(', ')} against position ${int(state.offset)} to ${int(state.offset + state.n - 1)}.`;
      if (!curves) curves = createChart(curvesHolder, config, { label });
      else curves.update({ ...config, label });
      const steps = core.steps({ pos: state.pos, dModel: state.d, base: state.base, layout: state.layout });
      const described = dims.map(
        (dim) =>
          `dimension ${dim} is ${steps[dim].fn === 'sin' ? 'a sine' : 'a cosine'} of pair ${steps[dim].pair} (wavelength ${trim(freq[steps[dim].pair].wavelength, 2)} positions)`,
      );
      const shown = Math.min(state.n, TABLE_ROWS);
      const text = {
        summary: dims.length
          ? `${described.join('; ')}. Each curve stays between −1 and 1; a longer wavelength means a slower curve.`
          : 'No dimension chosen.',
        columns: ['position', ...dims.map((dim) => `dimension ${dim}`)],
        rows: positions.slice(0, shown).map((p, r) => [p, ...dims.map((dim) => fixed(exactAt(r, dim)))]),
        caption: shown < state.n ? `First ${shown} of ${int(state.n)} positions.` : undefined,
        tableLabel: 'Values of the plotted dimensions',
      };
      if (!curvesText) curvesText = describeChart(curvesHolder, text);
      else curvesText.update(text);

      const waveSets = [];
      const waveColumns = ['position'];
      const columnData = [];
      chosenPairs.forEach((pair, index) => {
        const style = seriesStyle(index, { points: false });
        for (const fn of ['sin', 'cos']) {
          const dim = waveDim(pair, fn);
          const values = positions.map((_p, r) => exactAt(r, dim));
          waveSets.push({
            label: `pair ${pair} ${fn} (dimension ${dim})`,
            data: line(dim),
            ...style,
            borderDash: fn === 'sin' ? [] : DASHES[1],
            pointStyle: fn === 'sin' ? MARKERS[0] : MARKERS[1],
            pointRadius: points ? 2.5 : 0,
          });
          waveColumns.push(`pair ${pair} ${fn}`);
          columnData.push(values);
        }
      });
      const waveConfig = curveConfig(state, waveSets);
      const waveLabel = chosenPairs.length
        ? `Sine (solid) and cosine (dashed) of ${chosenPairs.length === 1 ? 'pair' : 'pairs'} ${chosenPairs.join(', ')} against position.`
        : `No sine–cosine pair to draw: with d = ${int(state.d)} dimension 0 is a lone sine.`;
      if (!waves) waves = createChart(wavesHolder, waveConfig, { label: waveLabel, height: 'tall' });
      else waves.update({ ...waveConfig, label: waveLabel });
      const waveText = {
        summary: chosenPairs.length
          ? `${chosenPairs.map((pair) => `Pair ${pair} turns by ω = ${trim(freq[pair].omega)} ${trim(freq[pair].omega) === '1' ? 'radian' : 'radians'} per position, a wavelength of ${trim(freq[pair].wavelength, 2)} positions`).join('. ')}. Sines are solid lines${points ? ' with round markers' : ''}, cosines dashed${points ? ' with triangles' : ''}; each cosine runs a quarter-wavelength ahead of its sine.`
          : `With d = ${int(state.d)} there is no sine–cosine pair to draw: dimension 0 is a lone sine.`,
        columns: waveColumns,
        rows: positions.slice(0, shown).map((p, r) => [p, ...columnData.map((values) => fixed(values[r]))]),
        caption: shown < state.n ? `First ${shown} of ${int(state.n)} positions.` : undefined,
        tableLabel: 'Values of the plotted sines and cosines',
      };
      if (!wavesText) wavesText = describeChart(wavesHolder, waveText);
      else wavesText.update(waveText);
    }

    function ceilPairs(d) {
      return Math.ceil(d / 2);
    }

    function render(changed = null) {
      const state = store.get();
      if (!drawHeatmap(state)) return;
      const onlyPos = changed?.every((k) => k === 'pos' || k === 'step' || k === 'k');
      if (!onlyPos) drawCurves(state);
    }

    dimsForm.addEventListener('submit', (event) => {
      event.preventDefault();
      const result = parseDims(dimsInput.value, store.get().d);
      if (result.error) {
        dimsError.textContent = result.error;
        dimsError.hidden = false;
        dimsInput.setAttribute('aria-invalid', 'true');
        return;
      }
      dimsError.hidden = true;
      dimsInput.removeAttribute('aria-invalid');
      chosenDims = result.dims;
      drawCurves(store.get());
    });

    ctx.own(() => {
      curves?.destroy();
      waves?.destroy();
    });
    return {
      ctx,
      update(state, changed) {
        if (changed.includes('d')) {
          const kept = chosenDims.filter((dim) => dim < state.d);
          chosenDims = kept.length ? kept : [0, 1, 2, 3].filter((dim) => dim < state.d);
          dimsInput.value = chosenDims.join(', ');
        }
        render(changed);
      },
    };
  },
  // capture(): the heatmap is made on the first render; what it attaches to the window goes with the app.
  render(state, changed, view) {
    view.ctx.capture(() => view.update(state, changed));
  },
};
