// Heatmaps for the relative-bias section (its ALiBi part and comparison): the shared canvas heatmap
// (heatmap.js), drawn square, optionally with words along the top and down the left, and with
// masked cells (a causal mask: the key comes after the query) hatched on an overlay canvas.
//
// Rule: a masked cell is never told by colour alone. The overlay hatches it, the legend line
// under the map says what the hatching means, and the readout (cellLabel, from the section)
// says "masked" in words. The overlay only draws: it takes no pointer events and is hidden
// from assistive technology (the readout and the data table carry the values).

import { t } from '../../kit/i18n.js';
import { el, token } from '../../kit/dom.js';
import { createSquareHeatmap } from '../../kit/square-heatmap.js';

/** A diagonal-stripe pattern in the page's text colour (dark on light, light on dark). */
function hatchPattern(context, ratio, colour) {
  const size = Math.max(6, Math.round(6 * ratio));
  const tile = document.createElement('canvas');
  tile.width = size;
  tile.height = size;
  const pen = tile.getContext('2d');
  pen.strokeStyle = colour;
  pen.lineWidth = Math.max(1, ratio);
  pen.beginPath();
  pen.moveTo(0, size);
  pen.lineTo(size, 0);
  pen.moveTo(-size / 2, size / 2);
  pen.lineTo(size / 2, -size / 2);
  pen.moveTo(size / 2, size * 1.5);
  pen.lineTo(size * 1.5, size / 2);
  pen.stroke();
  return context.createPattern(tile, 'repeat');
}

/** The masked cells as rectangles in pixels ([x, y, width, height]), one per run of them in a row; w × h a cell. */
function maskedRuns(masked, rowCount, colCount, w, h) {
  const runs = [];
  for (let r = 0; r < rowCount; r += 1) {
    let c = 0;
    while (c < colCount) {
      if (!masked[r * colCount + c]) {
        c += 1;
        continue;
      }
      const start = c;
      while (c < colCount && masked[r * colCount + c]) c += 1;
      const x0 = Math.round(start * w);
      const y0 = Math.round(r * h);
      runs.push([x0, y0, Math.round(c * w) - x0, Math.round((r + 1) * h) - y0]);
    }
  }
  return runs;
}

/**
 * @param {object} ctx  the section's build context (own, observe)
 * @param {HTMLElement} slot
 * @param {object} options  createHeatmap's options, plus `masked: Uint8Array | null` (rows x cols,
 *   1 = masked) and `words: string[] | null` (labels for rows and columns)
 * @returns {{ heatmap, element: HTMLElement, update(options): void }}
 */
export function createBiasMap(ctx, slot, options) {
  let { masked = null, words = null, ...heatmapOptions } = options;
  // The square map with its word labels (square-heatmap.js); the hatching is redrawn on every
  // fit once the overlay exists (the first fit runs inside createSquareHeatmap).
  let ready = false;
  const square = createSquareHeatmap(ctx, slot, heatmapOptions, { words, onFit: () => ready && drawMask() });
  const { heatmap, frame, grid } = square;
  heatmap.element.classList.add('bias-map');
  frame.classList.add('bias-map-frame');
  grid.classList.add('bias-grid');
  const overlay = el('canvas', { className: 'bias-map-overlay' });
  overlay.setAttribute('aria-hidden', 'true');
  frame.append(overlay);
  const maskNote = el('p', {
    className: 'bias-mask-note',
    hidden: true,
    text: t('bias-map-hatched', { minusInfinity: '−∞' }),
  });
  grid.after(maskNote);

  function drawMask() {
    const { canvas } = heatmap;
    overlay.width = canvas.width;
    overlay.height = canvas.height;
    const context = overlay.getContext('2d');
    context.clearRect(0, 0, overlay.width, overlay.height);
    maskNote.hidden = !masked;
    if (!masked) return;
    const { rows: rowCount, cols: colCount } = heatmap.lastOptions;
    const ratio = window.devicePixelRatio || 1;
    const ink = token(frame, 'text') || '#000';
    const paper = token(frame, 'surface') || '#fff';
    // One rectangle per run of masked cells in a row: the page's background (the colour under
    // a masked cell means nothing), then stripes in the text colour.
    const runs = maskedRuns(masked, rowCount, colCount, overlay.width / colCount, overlay.height / rowCount);
    for (const fill of [paper, hatchPattern(context, ratio, ink)]) {
      context.fillStyle = fill;
      for (const run of runs) context.fillRect(...run);
    }
  }

  const api = {
    heatmap,
    element: heatmap.element,
    update(next) {
      ({ masked = null, words = null, ...heatmapOptions } = next);
      heatmap.lastOptions = { ...heatmap.lastOptions, ...heatmapOptions };
      square.update(heatmapOptions, words);
    },
  };
  heatmap.lastOptions = { ...heatmapOptions };
  // The heatmap resizes its canvas when its frame changes width: the hatching follows.
  let lastWidth = 0;
  ctx
    .observe(
      new ResizeObserver(() => {
        if (frame.clientWidth && frame.clientWidth !== lastWidth) {
          lastWidth = frame.clientWidth;
          square.fit();
        }
      }),
    )
    .observe(frame);
  ready = true;
  drawMask();
  return api;
}

/** The largest |finite value|, for a symmetric colour range (drawing only). */
export function extent(values) {
  let largest = 0;
  for (const value of values) if (Number.isFinite(value) && Math.abs(value) > largest) largest = Math.abs(value);
  return largest || 1;
}

/** 1 where a value is −∞ (a causal mask), else 0; null when nothing is masked. */
export function maskOf(values) {
  const mask = new Uint8Array(values.length);
  let any = false;
  values.forEach((value, index) => {
    if (value === -Infinity) {
      mask[index] = 1;
      any = true;
    }
  });
  return any ? mask : null;
}
