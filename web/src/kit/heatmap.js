// A canvas heatmap of a row-major matrix: values[r * cols + c] is row r, column c.
//
// Fast path: one pixel per cell is written into an ImageData through a 256-entry colour
// table, put on an offscreen canvas once, and scaled onto the visible canvas with smoothing
// off. Never draw cell by cell: n = 2048, d = 512 is a million cells.
//
// Colour maps: PuOr (ColorBrewer), a diverging map readable with the common colour-vision
// deficiencies: orange-brown below zero, near-white at zero, purple above; and viridis, a
// sequential one for values of one sign (option `scale: 'sequential'`). The legend under
// the canvas carries the numbers, and the text readout carries every value, so colour is
// never the only way to read a cell.

import { announce, el, uniqueId } from './dom.js';
import { canvasToPng, download, downloadCsv, exportButton, matrixCsv, slug } from './export.js';
import { fixed, fixedArg, intArg } from './format.js';
import { t, widgetWords } from './i18n.js';

// Its words (heatmap-…) load with the first section that shows a heatmap.
widgetWords('heatmap');

/**
 * "60 positions": the caller's words for a count of rows (rowsText) or columns (colsText), a
 * function (count) => text from a message with a plural; without one, the label and the count
 * in the message heatmap-count.
 */
function count(n, label, words) {
  return words ? words(n) : t('heatmap-count', { count: n, number: intArg(n), label });
}

/** An axis caption: "position 0 → 59 (top to bottom)", or "position 0 (the only one)". */
function span(label, first, last, axis) {
  return first === last
    ? t('heatmap-axis-single', { label, first: intArg(first) })
    : t(axis === 'x' ? 'heatmap-axis-x' : 'heatmap-axis-y', { label, first: intArg(first), last: intArg(last) });
}

const PUOR = [
  '#7f3b08',
  '#b35806',
  '#e08214',
  '#fdb863',
  '#fee0b6',
  '#f7f7f7',
  '#d8daeb',
  '#b2abd2',
  '#8073ac',
  '#542788',
  '#2d004b',
];

/** viridis (van der Walt and Smith, matplotlib): sequential, dark blue-purple to yellow, for maps with no zero in the middle (weights, bucket numbers). */
const VIRIDIS = [
  '#440154',
  '#482475',
  '#414487',
  '#355f8d',
  '#2a788e',
  '#21918c',
  '#22a884',
  '#44bf70',
  '#7ad151',
  '#bddf26',
  '#fde725',
];

function hexToRgb(hex) {
  const value = parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

/** 256 RGBA colours from the lowest to the highest value, interpolated between the stops. */
function colorTable(hexStops) {
  const stops = hexStops.map(hexToRgb);
  const table = new Uint8ClampedArray(256 * 4);
  for (let i = 0; i < 256; i += 1) {
    const t = (i / 255) * (stops.length - 1);
    const lo = Math.min(stops.length - 2, Math.floor(t));
    const f = t - lo;
    for (let ch = 0; ch < 3; ch += 1) table[i * 4 + ch] = Math.round(stops[lo][ch] * (1 - f) + stops[lo + 1][ch] * f);
    table[i * 4 + 3] = 255;
  }
  return table;
}
export const COLOR_TABLE = colorTable(PUOR);

/** The colour scales: `diverging` (PuOr) for signed values around zero, `sequential` (viridis) for the rest. */
export const SCALES = {
  diverging: { table: COLOR_TABLE, low: 'orange', middle: 'white', high: 'purple' },
  sequential: { table: colorTable(VIRIDIS), low: 'dark-blue-purple', middle: 'teal', high: 'yellow' },
};

/** A colour's name in the page's language (low, middle, high of SCALES: ids of heatmap-colour). */
function colourName(id) {
  return t('heatmap-colour', { colour: id });
}

// --- the parts of a heatmap, each with one job -------------------------------------------

/**
 * The widget's elements: the canvas with its axes, readout, legend, export buttons and key help,
 * in `element`. `current()` gives the options the export buttons save.
 */
function heatmapElements(id, current) {
  const canvas = el('canvas', { className: 'heatmap-canvas', tabIndex: 0 });
  canvas.setAttribute('role', 'img');
  // The matrix reads left to right, row 0 on top, in every language.
  const frame = el('div', { className: 'heatmap-frame', attrs: { dir: 'ltr' } }, canvas);
  const xAxis = el('p', { className: 'heatmap-axis heatmap-axis-x' });
  const yAxis = el('p', { className: 'heatmap-axis heatmap-axis-y' });
  const readout = el('p', { className: 'heatmap-readout', id: `${id}-readout` });
  readout.setAttribute('aria-live', 'polite');
  const help = el('p', {
    className: 'heatmap-help visually-hidden',
    id: `${id}-help`,
    text: t('heatmap-keys'),
  });
  canvas.setAttribute('aria-describedby', `${id}-readout ${id}-help`);
  const legendCanvas = el('canvas', { className: 'legend-canvas', width: 256, height: 1 });
  legendCanvas.setAttribute('aria-hidden', 'true');
  const legendTicks = el('div', { className: 'legend-ticks' });
  const legendCaption = el('figcaption', { className: 'legend-caption' });
  const legend = el('figure', { className: 'heatmap-legend' }, legendCanvas, legendTicks, legendCaption);
  legendCanvas.setAttribute('dir', 'ltr'); // lowest on the left, like the ticks
  legendTicks.setAttribute('dir', 'ltr');
  // Take-away: the map as drawn (PNG) and the matrix itself, every value in full (CSV).
  const savePng = exportButton(t('heatmap-save-png'), async () => {
    download(await canvasToPng(canvas), `${slug(current().title, 'heatmap')}.png`);
  });
  const saveCsv = exportButton(t('heatmap-save-csv'), () => {
    downloadCsv(matrixCsv(current()), current().title || 'matrix');
  });
  const exportRow = el('div', { className: 'export-row heatmap-export' }, savePng, saveCsv);
  const element = el('div', { className: 'heatmap' }, yAxis, frame, xAxis, readout, legend, exportRow, help);
  return { element, canvas, frame, xAxis, yAxis, readout, legendCanvas, legendTicks, legendCaption };
}

/**
 * The colour image, at most one pixel per canvas pixel: a matrix taller or wider than the canvas
 * is sampled (the cell under each pixel's centre), so what is drawn never grows with n * d
 * (131,072 positions would otherwise be an image taller than a canvas may be).
 */
export function paintSize(opts, canvas) {
  return {
    rows: Math.max(1, Math.min(opts.rows, canvas.height || opts.rows)),
    cols: Math.max(1, Math.min(opts.cols, canvas.width || opts.cols)),
  };
}

/** Paints the matrix into `offscreen` at `size`, one pixel per sampled cell, through the colour table. */
function paintMatrix(offscreen, opts, size) {
  const { rows, cols, values, min, max } = opts;
  offscreen.width = size.cols;
  offscreen.height = size.rows;
  const context = offscreen.getContext('2d');
  const image = context.createImageData(size.cols, size.rows);
  const pixels = new Uint32Array(image.data.buffer);
  const table = new Uint32Array(SCALES[opts.scale].table.buffer);
  const scale = 255 / (max - min);
  const sourceCol = Int32Array.from({ length: size.cols }, (_, x) => Math.floor(((x + 0.5) * cols) / size.cols));
  for (let y = 0; y < size.rows; y += 1) {
    const rowStart = Math.floor(((y + 0.5) * rows) / size.rows) * cols;
    const out = y * size.cols;
    for (let x = 0; x < size.cols; x += 1) {
      let index = ((values[rowStart + sourceCol[x]] - min) * scale + 0.5) | 0;
      if (index < 0) index = 0;
      else if (index > 255) index = 255;
      pixels[out + x] = table[index];
    }
  }
  context.putImageData(image, 0, 0);
}

/** Sizes the canvas to its frame's width and the matrix's height, in device pixels. */
function layoutCanvas(canvas, frame, opts) {
  const ratio = window.devicePixelRatio || 1;
  const cssWidth = Math.max(120, frame.clientWidth);
  const wanted = opts.height ?? Math.round(Math.min(520, Math.max(220, opts.rows * 6)));
  const cssHeight = Math.min(wanted, Math.max(220, Math.round(window.innerHeight * 0.7)));
  canvas.style.height = `${cssHeight}px`;
  const width = Math.round(cssWidth * ratio);
  const height = Math.round(cssHeight * ratio);
  // Resizing a canvas reallocates it: only do it when the size really changed.
  if (canvas.width !== width) canvas.width = width;
  if (canvas.height !== height) canvas.height = height;
}

/** A black-and-white outline, visible on every colour of the scale. */
function strokeBox(context, x, y, w, h, pixelRatio) {
  // Twice as thick in projector mode: a 3 px outline is lost from the back of a room.
  const ratio = pixelRatio * (document.documentElement.classList.contains('is-projector') ? 2 : 1);
  const minSize = 3 * ratio;
  const cx = x + w / 2;
  const cy = y + h / 2;
  const bw = Math.max(w, minSize);
  const bh = Math.max(h, minSize);
  context.lineWidth = 3 * ratio;
  context.strokeStyle = '#000';
  context.strokeRect(cx - bw / 2, cy - bh / 2, bw, bh);
  context.lineWidth = 1.25 * ratio;
  context.strokeStyle = '#fff';
  context.strokeRect(cx - bw / 2, cy - bh / 2, bw, bh);
}

/** The painted image scaled onto the canvas, the highlighted row outlined, and the marked cell dashed. */
function drawMap(canvas, offscreen, opts, marked) {
  const context = canvas.getContext('2d');
  const ratio = window.devicePixelRatio || 1;
  const cellW = canvas.width / opts.cols;
  const cellH = canvas.height / opts.rows;
  context.imageSmoothingEnabled = false;
  context.clearRect(0, 0, canvas.width, canvas.height);
  context.drawImage(offscreen, 0, 0, canvas.width, canvas.height);
  if (opts.highlightRow !== null && opts.highlightRow >= 0 && opts.highlightRow < opts.rows)
    strokeBox(context, 0, opts.highlightRow * cellH, canvas.width, cellH, ratio);
  if (marked) {
    context.setLineDash([4 * ratio, 2 * ratio]);
    strokeBox(context, marked.c * cellW, marked.r * cellH, cellW, cellH, ratio);
    context.setLineDash([]);
  }
}

/** The readout's words for a cell, or how to read one when none is marked. */
export function describeCell(opts, cell) {
  if (!cell) {
    return t('heatmap-how-to-read', {
      rows: count(opts.rows, opts.rowLabel, opts.rowsText),
      cols: count(opts.cols, opts.colLabel, opts.colsText),
    });
  }
  const value = opts.values[cell.r * opts.cols + cell.c];
  return opts.cellLabel
    ? opts.cellLabel(cell.r, cell.c, value)
    : t('heatmap-cell', {
        rowLabel: opts.rowLabel,
        row: intArg(cell.r + opts.rowStart),
        colLabel: opts.colLabel,
        col: intArg(cell.c),
        value: fixedArg(value),
      });
}

/**
 * Every word the map shows beside its colours: the canvas's text alternative, the axes, the
 * legend's ticks and its caption. The colours run linearly from min to max: the diverging
 * scale's white sits at their middle, which is zero only for a range symmetric about it.
 */
export function heatmapWords(opts) {
  const digits = opts.legendDigits;
  const [low, high] = [fixed(opts.min, digits), fixed(opts.max, digits)];
  const middle = (opts.min + opts.max) / 2;
  const ids = SCALES[opts.scale];
  const colours = { low: colourName(ids.low), middle: colourName(ids.middle), high: colourName(ids.high) };
  const mid = fixed(middle, digits);
  const scale =
    middle === 0 && opts.scale === 'diverging'
      ? t('heatmap-scale-zero')
      : t('heatmap-scale-range', {
          lowColour: colours.low,
          midColour: colours.middle,
          highColour: colours.high,
          low,
          mid,
          high,
        });
  return {
    label: t('heatmap-label', {
      title: opts.title,
      rows: count(opts.rows, opts.rowLabel, opts.rowsText),
      cols: count(opts.cols, opts.colLabel, opts.colsText),
      low,
      mid,
      high,
      lowColour: colours.low,
      midColour: colours.middle,
      highColour: colours.high,
    }),
    xAxis: span(opts.colLabel, 0, opts.cols - 1, 'x'),
    yAxis: span(opts.rowLabel, opts.rowStart, opts.rowStart + opts.rows - 1, 'y'),
    ticks: [opts.min, middle, opts.max].map((tick) => fixed(tick, digits)),
    caption: t('heatmap-caption', { scale, low, high }),
  };
}

const KEY_MOVES = {
  ArrowUp: [-1, 0],
  ArrowDown: [1, 0],
  ArrowLeft: [0, -1],
  ArrowRight: [0, 1],
  PageUp: [-10, 0],
  PageDown: [10, 0],
};

/** Where a key takes the focused cell from `current` ({ r, c }, unclamped), or null for other keys. */
export function keyTarget(key, current, cols) {
  if (key in KEY_MOVES) return { r: current.r + KEY_MOVES[key][0], c: current.c + KEY_MOVES[key][1] };
  if (key === 'Home') return { r: current.r, c: 0 };
  if (key === 'End') return { r: current.r, c: cols - 1 };
  return null;
}

/** The cell under a pointer event, or null outside the matrix. */
function cellAt(canvas, opts, event) {
  const box = canvas.getBoundingClientRect();
  const c = Math.floor(((event.clientX - box.left) / box.width) * opts.cols);
  const r = Math.floor(((event.clientY - box.top) / box.height) * opts.rows);
  if (r < 0 || c < 0 || r >= opts.rows || c >= opts.cols) return null;
  return { r, c };
}

/**
 * Calls onResize when the frame's width or the device pixel ratio changes (a window dragged to
 * another screen). Returns a function that stops watching.
 */
function watchSize(frame, onResize) {
  let lastWidth = 0;
  const observer = new ResizeObserver(() => {
    if (frame.clientWidth && frame.clientWidth !== lastWidth) {
      lastWidth = frame.clientWidth;
      onResize();
    }
  });
  observer.observe(frame);
  const ratioQuery = () => matchMedia(`(resolution: ${window.devicePixelRatio}dppx)`);
  let query = ratioQuery();
  const onRatio = () => {
    query.removeEventListener('change', onRatio);
    query = ratioQuery();
    query.addEventListener('change', onRatio);
    onResize();
  };
  query.addEventListener('change', onRatio);
  return () => {
    observer.disconnect();
    query.removeEventListener('change', onRatio);
  };
}

/** The options a heatmap has unless given: a diverging −1..1 scale, rows and columns so named. */
function heatmapDefaults() {
  return {
    min: -1,
    max: 1,
    rowLabel: t('heatmap-row'),
    colLabel: t('heatmap-column'),
    highlightRow: null,
    rowStart: 0,
    legendDigits: 2,
    scale: 'diverging',
  };
}

/** The map's words: its label, axes, readout (of the `marked` cell), legend ticks and caption. */
function writeText(parts, opts, marked) {
  const words = heatmapWords(opts);
  parts.canvas.setAttribute('aria-label', words.label);
  parts.xAxis.textContent = words.xAxis;
  parts.yAxis.textContent = words.yAxis;
  parts.readout.textContent = describeCell(opts, marked);
  parts.legendTicks.replaceChildren(
    ...words.ticks.map((text, index) => el('span', { className: `legend-tick legend-tick-${index}`, text })),
  );
  parts.legendCaption.textContent = words.caption;
}

/** The legend's colour bar: the scale's 256 colours. */
function paintLegend(parts, scale) {
  const context = parts.legendCanvas.getContext('2d');
  const image = context.createImageData(256, 1);
  image.data.set(SCALES[scale].table);
  context.putImageData(image, 0, 0);
}

/**
 * The canvas's pointer and keyboard: hover reads a cell out, a click or Enter selects it
 * (options().onSelect), the arrow keys move the focus. Every listener goes when `signal` aborts.
 */
function listenToCanvas(canvas, signal, { options, focused, focusCell, pointTo }) {
  const on = (type, listener) => canvas.addEventListener(type, listener, { signal });
  on('pointermove', (event) => {
    const cell = cellAt(canvas, options(), event);
    const focus = focused();
    pointTo(cell, focus && !cell ? focus : cell);
  });
  on('pointerleave', () => pointTo(null, focused()));
  on('click', (event) => {
    const opts = options();
    const cell = cellAt(canvas, opts, event);
    if (!cell) return;
    focusCell(cell.r, cell.c);
    opts.onSelect?.(cell.r, cell.c);
  });
  on('focus', () => {
    if (!focused()) focusCell(options().highlightRow ?? 0, 0);
  });
  on('keydown', (event) => {
    const opts = options();
    const current = focused() || { r: opts.highlightRow ?? 0, c: 0 };
    const target = keyTarget(event.key, current, opts.cols);
    if (target) {
      event.preventDefault();
      focusCell(target.r, target.c);
    } else if ((event.key === 'Enter' || event.key === ' ') && opts.onSelect) {
      event.preventDefault();
      opts.onSelect(current.r, current.c);
    }
  });
}

/**
 * @param {HTMLElement} container
 * @param {{ rows: number, cols: number, values: ArrayLike<number>, min?: number, max?: number,
 *   title: string, rowLabel?: string, colLabel?: string, cellLabel?: (r, c, v) => string,
 *   rowsText?: (count) => string, colsText?: (count) => string,
 *   highlightRow?: number | null, onSelect?: (r, c) => void, height?: number,
 *   rowStart?: number, legendDigits?: number, scale?: 'diverging' | 'sequential' }} options
 *   rowStart: the label of row 0 (for a matrix that starts at an offset).
 *   rowLabel, colLabel: the words for one row or column ("position 3"); rowsText, colsText:
 *   a count of them in the page's language ("60 positions", a message with a plural).
 *   scale: 'diverging' (default) for signed values, 'sequential' for values of one sign.
 * @returns {{ element: HTMLElement, canvas: HTMLCanvasElement, update(options): void, focusCell(r, c): void,
 *   lastDrawMs: number, destroy(): void }}
 *   destroy(): removes its listeners (the canvas's, the pixel-ratio query's) and its ResizeObserver.
 */
export function createHeatmap(container, options) {
  let opts = { ...heatmapDefaults(), ...options };
  const parts = heatmapElements(uniqueId('heatmap'), () => opts);
  const { element, canvas, frame, readout } = parts;
  container.append(element);

  const offscreen = document.createElement('canvas');
  let focus = null; // { r, c } of the keyboard/pointer cell
  let hover = null;
  let painted = { rows: 0, cols: 0 };
  const api = { element, canvas, update, focusCell, lastDrawMs: 0, destroy };

  function paint() {
    painted = paintSize(opts, canvas);
    paintMatrix(offscreen, opts, painted);
    api.paintedSize = painted;
  }
  // After a resize: repaint only if the sampled image no longer matches the canvas.
  function relayout() {
    layoutCanvas(canvas, frame, opts);
    const size = paintSize(opts, canvas);
    if (size.rows !== painted.rows || size.cols !== painted.cols) paint();
    drawMap(canvas, offscreen, opts, focus || hover);
  }

  function update(next = {}) {
    const started = performance.now();
    const shapeOrData = ['rows', 'cols', 'values', 'min', 'max'].some((key) => key in next && next[key] !== opts[key]);
    const rescaled = 'scale' in next && next.scale !== opts.scale;
    opts = { ...opts, ...next };
    if (rescaled) paintLegend(parts, opts.scale);
    if (focus && (focus.r >= opts.rows || focus.c >= opts.cols))
      focus = { r: Math.min(focus.r, opts.rows - 1), c: Math.min(focus.c, opts.cols - 1) };
    // One read of the frame's width per update (a read after a write makes the browser lay the
    // page out again); a frame that changes size afterwards is caught by watchSize (relayout).
    layoutCanvas(canvas, frame, opts);
    const size = paintSize(opts, canvas);
    if (shapeOrData || rescaled || size.rows !== painted.rows || size.cols !== painted.cols) paint();
    drawMap(canvas, offscreen, opts, focus || hover);
    writeText(parts, opts, focus || hover);
    // Everything a redraw costs on the main thread: colour mapping, scaling, outlines, text.
    api.lastDrawMs = performance.now() - started;
    api.lastRepainted = shapeOrData;
  }

  /** Marks a cell (clamped to the matrix) and reads it out; `say` also announces it. */
  function focusCell(r, c, { say = false } = {}) {
    focus = { r: Math.max(0, Math.min(opts.rows - 1, r)), c: Math.max(0, Math.min(opts.cols - 1, c)) };
    drawMap(canvas, offscreen, opts, focus || hover);
    readout.textContent = describeCell(opts, focus);
    if (say) announce(readout.textContent);
  }
  /** Marks a cell (or none) as the pointer's and reads out what is marked. */
  function pointTo(cell, shown) {
    hover = cell;
    drawMap(canvas, offscreen, opts, focus || hover);
    readout.textContent = describeCell(opts, shown);
  }

  const listening = new AbortController(); // every listener of the canvas goes on destroy()
  listenToCanvas(canvas, listening.signal, { options: () => opts, focused: () => focus, focusCell, pointTo });
  const stopWatching = watchSize(frame, relayout);

  function destroy() {
    listening.abort();
    stopWatching();
  }

  paintLegend(parts, opts.scale);
  update();
  return api;
}
