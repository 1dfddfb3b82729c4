// Take-away: charts and heatmaps as PNG, tables and matrices as CSV, text (LaTeX, links,
// embed snippets) to the clipboard with a visible fallback field where copying is refused.
//
// Rule: files are made from what the page already holds (canvases, the core's numbers, the
// formatted table cells); nothing here computes a value. Text only: no innerHTML.

import { announce, el, token, uniqueId } from './dom.js';
import { t } from './i18n.js';

/**
 * A file name from a label: "Sine curves, d = 16" -> "sine-curves-d-16", "La fórmula" ->
 * "la-formula" (Latin letters lose their accents), "答案 班级种子 2024" -> "答案-班级种子-2024"
 * (the letters of every other script are kept: a Chinese or Arabic name is not reduced to its digits).
 */
export function slug(text, fallback = 'positional-encoding') {
  const cleaned = String(text || '')
    .toLowerCase()
    .normalize('NFKD')
    .replace(/(\p{Script=Latin})\p{M}+/gu, '$1')
    .normalize('NFC')
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
  return [...(cleaned || fallback)].slice(0, 60).join('').replace(/-+$/, '');
}

/** Saves a Blob as a file through a temporary download link (works under the page CSP). */
export function download(blob, filename) {
  const url = URL.createObjectURL(blob);
  const link = el('a', { href: url, download: filename, className: 'visually-hidden', text: filename });
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * A PNG of `canvas` on an opaque background (a transparent chart pasted into slides would lose
 * its axes on a dark template). Resolves to a Blob.
 */
export function canvasToPng(canvas, background) {
  const copy = document.createElement('canvas');
  copy.width = canvas.width;
  copy.height = canvas.height;
  const context = copy.getContext('2d');
  context.fillStyle = background || surfaceColour(canvas);
  context.fillRect(0, 0, copy.width, copy.height);
  context.drawImage(canvas, 0, 0);
  return new Promise((resolve, reject) =>
    copy.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('the browser could not encode the PNG'))),
      'image/png',
    ),
  );
}

function surfaceColour(node) {
  return token(node, 'surface') || '#ffffff';
}

// A number as a spreadsheet reads it: "-0.5", "+1", "1e-7", ".5" (a formatted cell such as
// "-0.989992" is one).
const NUMBER = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/;
// Characters a reader cannot see, which a spreadsheet may skip before it reads a formula: white
// space, soft hyphen, bidi and zero-width marks, the byte-order mark.
const INVISIBLE = '[\\s\\u00ad\\u061c\\u180e\\u200b-\\u200f\\u202a-\\u202e\\u2060-\\u2064\\u2066-\\u2069\\ufeff]';
// A formula's first character: = + - @ (and their full-width forms), tab or CR (OWASP, CSV
// injection), after invisible characters, at the cell's start or after a ; or a tab or a line
// break inside it (a spreadsheet that splits on ; starts a cell there: the usual setting in
// Spanish, French or German).
const FORMULA = new RegExp(`(^|[;\\t\\r\\n])(${INVISIBLE}*[=+\\-@\\t\\r\\uff1d\\uff0b\\uff0d\\uff20])`, 'g');

/** A number the page shows as text (a table rounded as on the page), written as a number. */
class CsvNumber {
  constructor(text) {
    this.text = text;
  }
}
/** Text a person typed (a class set's name), or a label holding such words, for a cell of its own. */
class CsvTyped {
  constructor(text) {
    this.text = String(text);
  }
  /** The page shows the text as it is, typed() isolates included (a11y.js describeChart). */
  toString() {
    return this.text;
  }
}
/**
 * `text`, which a person typed or which holds words a person typed (a column header such as
 * "cat (3)" made with typed()), to be written without its explicit bidi controls (U+202A-U+202E,
 * U+2066-U+2069): on the page typed text is isolated (i18n.js typed()), but a spreadsheet or a
 * text editor showing the CSV does not reliably honour isolates, and an override left open there
 * reverses the rest of the row. The formula guard applies after, as to every text cell.
 */
export const typedCell = (text) => new CsvTyped(text);
const BIDI_CONTROLS = /[\u202a-\u202e\u2066-\u2069]/g;

/** `value` to be written as a number when it is number-shaped text; anything else as it is. */
export const numberCell = (value) => (typeof value === 'string' && NUMBER.test(value) ? new CsvNumber(value) : value);

/**
 * One CSV cell. Every CSV the page writes goes through here, because a cell can hold words a
 * reader typed (a class set's names, the relative-bias section's sentence). A cell is a number
 * only when its caller passes one (a finite number, or numberCell(text)); every text cell is
 * quoted, and gets a single quote before each place a spreadsheet could start a formula in it
 * (its start, and after any ; tab or line break, invisible characters set aside), so the
 * spreadsheet shows it as text instead of running it.
 */
export function csvCell(value) {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (value instanceof CsvNumber) return value.text;
  const raw = value instanceof CsvTyped ? value.text.replace(BIDI_CONTROLS, '') : String(value);
  const text = raw.replace(FORMULA, (_whole, before, start) => `${before}'${start}`);
  return `"${text.replace(/"/g, '""')}"`;
}

/** CSV text from a header row and rows of cells; lines end in CRLF as RFC 4180 says. */
export function toCsv(columns, rows) {
  const lines = [columns.map(csvCell).join(',')];
  for (const row of rows) lines.push(row.map(csvCell).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

/**
 * CSV of a row-major matrix: first column the row's label (rowStart + r), then one column per
 * column index. Values are written in full (shortest round-trip form), not rounded; -Infinity (a
 * masked bias) is written as text, through csvCell.
 */
export function matrixCsv({
  rows,
  cols,
  values,
  rowStart = 0,
  rowLabel = t('heatmap-row'),
  colLabel = t('heatmap-column'),
}) {
  // Headers in the page's language; the column's index in ASCII digits, like every data cell.
  const header = (c) => csvCell(t('csv-column-header', { label: colLabel, index: String(c) }));
  const parts = [`${csvCell(rowLabel)},${Array.from({ length: cols }, (_, c) => header(c)).join(',')}\r\n`];
  for (let r = 0; r < rows; r += 1) {
    let line = csvCell(rowStart + r);
    for (let c = 0; c < cols; c += 1) line += `,${csvCell(values[r * cols + c])}`;
    parts.push(`${line}\r\n`);
  }
  return parts.join('');
}

/** Saves CSV text (with a byte-order mark so spreadsheet programs read it as UTF-8). */
export function downloadCsv(text, name) {
  download(new Blob(['\ufeff', text], { type: 'text/csv;charset=utf-8' }), `${slug(name)}.csv`);
}

/** A small quiet button for an export action. */
export function exportButton(text, onClick, { label } = {}) {
  const button = el('button', { type: 'button', className: 'button-quiet export-button', text });
  if (label) button.setAttribute('aria-label', label);
  button.addEventListener('click', onClick);
  return button;
}

/**
 * Copies text to the clipboard; where that is refused (no permission, an iframe without
 * clipboard-write, an old browser) shows it in a read-only field, selected, to copy by hand.
 * Announces the outcome politely and shows it beside the button.
 * @param {HTMLElement} status  where "Copied" or the fallback field is shown
 * @param {{ what?: string }} options  what is copied: 'link', 'embed', 'latex' (any case) or
 *   anything else for text; the messages copy-done, copy-fallback-* choose their words by it.
 */
async function copyText(text, { status, what: asked = 'text' }) {
  const what = String(asked).toLowerCase();
  status.replaceChildren();
  status.hidden = false;
  try {
    if (!navigator.clipboard?.writeText) throw new Error('no clipboard');
    await navigator.clipboard.writeText(text);
    status.append(el('span', { className: 'copy-done', text: t('copy-done', { what }) }));
    announce(t('copy-done', { what }));
    return true;
  } catch {
    const id = uniqueId('copy-field');
    const area = el('textarea', {
      className: 'copy-field',
      id,
      readOnly: true,
      rows: Math.min(8, text.split('\n').length + 1),
      value: text,
    });
    status.append(
      el('label', {
        className: 'copy-fallback-label',
        htmlFor: id,
        text: t('copy-fallback-label', { what, keys: 'Ctrl+C', mac: '⌘C' }),
      }),
      area,
    );
    area.focus();
    area.select();
    announce(t('copy-fallback-announce', { what }));
    return false;
  }
}

/**
 * A copy button with its own status line and fallback field.
 * @param {{ text: string, what: string, getText: () => string, className?: string }} options
 *   what: 'link', 'embed', 'latex' or 'text' (copyText).
 * @returns {{ element: HTMLElement, button: HTMLButtonElement, status: HTMLElement }}
 */
export function createCopyButton({ text, what, getText, className = 'button-quiet copy-button' }) {
  const button = el('button', { type: 'button', className, text });
  // Not a live region itself: copyText() announces through the page's one polite region.
  const status = el('div', { className: 'copy-status', hidden: true });
  const element = el('span', { className: 'copy-tool' }, button, status);
  button.addEventListener('click', () => copyText(getText(), { status, what }));
  return { element, button, status };
}
