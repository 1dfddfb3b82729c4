// Chart.js for the whole page: only the parts the page uses are registered, the Okabe-Ito
// palette with a distinct dash pattern and point marker per series (colour is never the only
// cue), colours that follow the light/dark theme, and no animation when the reader asks for
// reduced motion.
//
// Rule: make charts through createChart(), so theme and motion changes reach every chart.

import {
  Chart,
  LineController,
  LineElement,
  PointElement,
  ScatterController,
  BarController,
  BarElement,
  LinearScale,
  LogarithmicScale,
  CategoryScale,
  Tooltip,
  Legend,
  Filler,
} from 'chart.js';
import { el } from './dom.js';
import { canvasToPng, download, exportButton, slug } from './export.js';
import { num, trim } from './format.js';
import { t } from './i18n.js';

Chart.register(
  LineController,
  LineElement,
  PointElement,
  ScatterController,
  BarController,
  BarElement,
  LinearScale,
  LogarithmicScale,
  CategoryScale,
  Tooltip,
  Legend,
  Filler,
);

/** Okabe & Ito (2008), in an order that keeps neighbouring series apart. Black/white is added by theme. */
const PALETTE = ['#0072B2', '#E69F00', '#009E73', '#CC79A7', '#56B4E9', '#D55E00', '#F0E442'];
/** Dash patterns, one per series, paired with the palette. */
export const DASHES = [[], [8, 4], [2, 3], [10, 3, 2, 3], [4, 4], [1, 2], [12, 6]];
/** Point markers, one per series. */
export const MARKERS = ['circle', 'triangle', 'rect', 'rectRot', 'crossRot', 'star', 'rectRounded'];

const darkQuery = matchMedia('(prefers-color-scheme: dark)');
const motionQuery = matchMedia('(prefers-reduced-motion: reduce)');

/** Projector mode (?projector=1): light, high contrast, thicker lines. */
function projector() {
  return typeof document !== 'undefined' && document.documentElement.classList.contains('is-projector');
}

/** The theme's chart colours: dark follows the system, except in projector mode (always light). */
export function themeColors() {
  const dark = darkQuery.matches && !projector();
  return {
    dark,
    text: dark ? '#e6e8ec' : '#1d232b',
    muted: dark ? '#aab2bd' : '#4a5461',
    grid: dark ? 'rgba(230, 232, 236, 0.14)' : 'rgba(29, 35, 43, 0.12)',
    // The zero line is a chart part: at least 3:1 against the page (light 0.6 gives 4.1:1).
    zero: dark ? 'rgba(230, 232, 236, 0.45)' : 'rgba(29, 35, 43, 0.6)',
    surface: dark ? '#1b2028' : '#ffffff',
    // On a light page orange, pink and sky blue fall under 3:1 (WCAG 1.4.11) and yellow is
    // nearly invisible: darker twins of the same hues (>= 3.1:1 on --bg), black for yellow.
    palette: dark ? PALETTE : ['#0072B2', '#B07800', '#009E73', '#B3588A', '#2B83BA', '#D55E00', '#000000'],
  };
}

/**
 * The look of series number `index`: colour, dash and marker, so series differ in more than colour.
 * Spread it into a dataset: { label, data, ...seriesStyle(2) }.
 */
export function seriesStyle(index, { points = true } = {}) {
  const colors = themeColors().palette;
  const color = colors[index % colors.length];
  return {
    borderColor: color,
    backgroundColor: color,
    borderDash: DASHES[index % DASHES.length],
    pointStyle: MARKERS[index % MARKERS.length],
    pointRadius: points ? 3 : 0,
    pointHoverRadius: 5,
    borderWidth: projector() ? 4 : 2,
    _seriesIndex: index,
  };
}

/**
 * A line's points, at most two per pixel column: for each of `columns` equal slices of the
 * x range, the lowest and the highest point, in x order. The drawn line then has the same
 * outline (every peak and trough is kept) while its cost no longer grows with the number of
 * positions. Lines with few points come back unchanged.
 * @param {number} count  points in the line
 * @param {(i: number) => number} xAt  x of point i (increasing with i)
 * @param {(i: number) => number} yAt  y of point i
 * @param {number} columns  pixel columns the chart has for its x range
 * @returns {{ x: number, y: number }[]}
 */
export function decimateMinMax(count, xAt, yAt, columns) {
  const slices = Math.max(1, Math.floor(columns));
  if (count <= 2 * slices) return Array.from({ length: count }, (_, i) => ({ x: xAt(i), y: yAt(i) }));
  const points = [];
  let i = 0;
  for (let slice = 0; slice < slices && i < count; slice += 1) {
    const end = Math.min(count, Math.round(((slice + 1) * count) / slices));
    let low = i;
    let high = i;
    for (let j = i; j < end; j += 1) {
      const y = yAt(j);
      if (y < yAt(low)) low = j;
      if (y > yAt(high)) high = j;
    }
    for (const j of low === high ? [low] : low < high ? [low, high] : [high, low])
      points.push({ x: xAt(j), y: yAt(j) });
    i = end;
  }
  return points;
}

const charts = new Set();

/** Chart text size in CSS pixels: Chart.js's own 12 px is unreadable from the back of a lecture room. */
const CHART_FONT_SIZE = { normal: 12, projector: 20 };

/**
 * Log-axis labels at 1, 2 and 5 times a power of ten only: Chart.js labels every 1..9 x 10^k,
 * and on a tall axis or in projector type "7e-5" lands on "1e-4". The other ticks keep their
 * grid lines. `format` is the axis's own label maker (default: the number with separators).
 */
function sparseLogLabels(format = (value) => num(value)) {
  const callback = (value, ...rest) => {
    const mantissa = Number((value / 10 ** Math.floor(Math.log10(value) + 1e-9)).toPrecision(6));
    return [1, 2, 5].includes(mantissa) ? format(value, ...rest) : '';
  };
  callback.sparse = true; // themed() runs again on a theme change: wrap once
  return callback;
}

function themed(config) {
  const colors = themeColors();
  const options = config.options || {};
  // One default for every chart's ticks, legend and titles (they all inherit Chart.defaults.font).
  Chart.defaults.font.size = projector() ? CHART_FONT_SIZE.projector : CHART_FONT_SIZE.normal;
  options.animation = motionQuery.matches ? false : (options.animation ?? { duration: 250 });
  options.responsive = true;
  options.maintainAspectRatio = false;
  options.color = colors.text;
  options.plugins = options.plugins || {};
  options.plugins.legend = {
    labels: { usePointStyle: true, color: colors.text, boxWidth: 28 },
    ...options.plugins.legend,
  };
  options.plugins.legend.labels = { usePointStyle: true, color: colors.text, ...options.plugins.legend.labels };
  options.plugins.tooltip = {
    callbacks: {
      label: (item) =>
        t('chart-tooltip', {
          series: item.dataset.label,
          value: typeof item.parsed.y === 'number' ? trim(item.parsed.y) : item.formattedValue,
        }),
    },
    ...options.plugins.tooltip,
  };
  for (const scale of Object.values(options.scales || {})) {
    scale.ticks = { color: colors.muted, ...scale.ticks };
    if (scale.type === 'logarithmic' && !scale.ticks.callback?.sparse)
      scale.ticks.callback = sparseLogLabels(scale.ticks.callback);
    scale.grid = {
      ...scale.grid,
      color: scale.grid?.zeroLine ? (ctx) => (ctx.tick.value === 0 ? colors.zero : colors.grid) : colors.grid,
    };
    if (scale.title) scale.title = { display: true, color: colors.text, ...scale.title };
  }
  // Re-colour the series for the theme, keeping each one's index.
  for (const dataset of config.data?.datasets || []) {
    if (dataset._seriesIndex !== undefined) {
      const color = colors.palette[dataset._seriesIndex % colors.palette.length];
      dataset.borderColor = color;
      dataset.backgroundColor = color;
    }
  }
  config.options = options;
  return config;
}

/**
 * The page's one line chart: datasets of { x, y } points (Chart.js parsing off), a linear x axis
 * and a y axis (linear unless it names another type), each titled, and the legend below the
 * plot. An axis is what Chart.js takes for a scale ({ min, max, type, ticks, grid }) with its
 * `title` as text. `legend` is a position or Chart.js's legend options; `tooltip` its tooltip's.
 * @param {{ datasets?: object[], x: object, y: object, legend?: string | object, tooltip?: object,
 *   normalized?: boolean }} spec
 */
export function lineChart({ datasets = [], x, y, legend = 'bottom', tooltip, normalized = false }) {
  const axis = ({ title, ...rest }) => ({ ...rest, ...(title ? { title: { text: title } } : {}) });
  const plugins = { legend: typeof legend === 'string' ? { position: legend } : legend };
  if (tooltip) plugins.tooltip = tooltip;
  return {
    type: 'line',
    data: { datasets },
    options: {
      parsing: false,
      ...(normalized ? { normalized } : {}),
      scales: { x: { type: 'linear', ...axis(x) }, y: axis(y) },
      plugins,
    },
  };
}

/**
 * Makes a chart inside `container`: a sized box with a canvas whose accessible name is `label`.
 * Pair it with describeChart() for the text alternative.
 * @param {HTMLElement} container
 * @param {object} config  a Chart.js config (type, data, options)
 * @param {{ label: string, height?: 'short' | 'normal' | 'tall' }} meta
 * @returns {{ chart: Chart, box: HTMLElement, update(config?): void, destroy(): void }}
 */
export function createChart(container, config, { label, height = 'normal' }) {
  const canvas = el('canvas', { attrs: { role: 'img', 'aria-label': label } });
  // A chart reads left to right in every language (its x axis grows to the right).
  const box = el('div', { className: `chart-box chart-${height}`, attrs: { dir: 'ltr' } }, canvas);
  container.append(box);
  // Take-away: the chart as drawn, on an opaque background, as a PNG file.
  const save = exportButton(t('chart-save-png'), async () => {
    download(
      await canvasToPng(canvas, themeColors().surface),
      `${slug(canvas.getAttribute('aria-label'), 'chart')}.png`,
    );
  });
  container.append(el('div', { className: 'export-row chart-export' }, save));
  const chart = new Chart(canvas, themed(config));
  charts.add(chart);
  canvas.dataset.fontSize = String(chart.options.font.size); // the size the chart resolved (tests read it)
  // The smallest tick label of any axis, as the scales resolved it (tests read it too).
  const ticks = Object.values(chart.scales || {}).map(
    (scale) => scale._resolveTickFontOptions?.(0)?.size ?? chart.options.font.size,
  );
  if (ticks.length) canvas.dataset.tickSize = String(Math.min(...ticks));
  return {
    chart,
    box,
    /** Applies a new config (or the changed chart.data / chart.options) and redraws without animation. */
    update(next) {
      if (next) {
        chart.data = next.data;
        chart.options = themed({ ...next }).options;
      } else {
        themed(chart.config);
      }
      if (next?.label) canvas.setAttribute('aria-label', next.label);
      chart.update('none');
    },
    setLabel(text) {
      canvas.setAttribute('aria-label', text);
    },
    destroy() {
      charts.delete(chart);
      chart.destroy();
    },
  };
}

function refreshAll() {
  for (const chart of charts) {
    themed(chart.config);
    chart.update('none');
  }
}
darkQuery.addEventListener('change', refreshAll);
motionQuery.addEventListener('change', refreshAll);
