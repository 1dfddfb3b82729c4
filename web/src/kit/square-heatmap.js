// A heatmap (heatmap.js) drawn square, with words along the top and down the left when there
// are any: the Gram maps of the similarity section and the bias maps of the relative-bias
// section (bias-maps.js adds its hatched mask on top).
//
// Rule: the labels are decoration for sighted readers (aria-hidden); the heatmap's readout and
// data table carry the words and values.

import { el } from './dom.js';
import { createHeatmap } from './heatmap.js';

const LARGEST_SIDE = 448; // CSS pixels: a map never grows past this, so labels stay readable

/**
 * @param {object} ctx  the section's build context (own: the heatmap goes with the section)
 * @param {HTMLElement} slot
 * @param {object} options  createHeatmap's options
 * @param {{ words?: string[] | null, onFit?: () => void }} [extra]
 *   words: labels for rows and columns (the same words in the same order);
 *   onFit: runs after every fit (bias-maps.js redraws its mask there).
 * @returns {{ heatmap, element: HTMLElement, frame: HTMLElement, grid: HTMLElement,
 *   update(options, words?): void, fit(): void }}
 */
export function createSquareHeatmap(ctx, slot, options, { words: firstWords = null, onFit = () => {} } = {}) {
  let words = firstWords;
  const heatmap = ctx.own(createHeatmap(slot, options));
  const frame = heatmap.canvas.parentElement;
  // Rows and columns of a matrix: left to right and top to bottom in every language.
  const grid = el('div', { className: 'gram-grid', attrs: { dir: 'ltr' } });
  const cols = el('ol', { className: 'gram-labels gram-labels-cols', attrs: { 'aria-hidden': 'true' } });
  const rows = el('ol', { className: 'gram-labels gram-labels-rows', attrs: { 'aria-hidden': 'true' } });
  frame.replaceWith(grid);
  grid.append(el('span', { className: 'gram-corner' }), cols, rows, frame);

  const api = {
    heatmap,
    element: heatmap.element,
    frame,
    grid,
    update(next, nextWords = words) {
      words = nextWords;
      api.fit(next);
    },
    /**
     * Height = width, and the labels follow the cells. `next`: heatmap options changed with the
     * fit, drawn in the same update (one layout read for the width, one for the height).
     */
    fit(next = {}) {
      const side = Math.max(160, Math.min(frame.clientWidth || LARGEST_SIDE, LARGEST_SIDE));
      heatmap.update({ ...next, height: side });
      const shown = words || [];
      grid.classList.toggle('has-labels', shown.length > 0);
      cols.replaceChildren(...shown.map((word) => el('li', { text: word })));
      rows.replaceChildren(...shown.map((word) => el('li', { text: word })));
      for (const list of [cols, rows]) list.style.setProperty('--count', String(Math.max(1, shown.length)));
      rows.style.height = `${heatmap.canvas.getBoundingClientRect().height || side}px`;
      onFit();
    },
  };
  api.fit();
  return api;
}
