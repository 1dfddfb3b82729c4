// Text alternatives and announcements. Every chart on the page gets describeChart(): a
// visible summary sentence and a collapsible table of the plotted data. Text only: every
// value goes through textContent, never innerHTML.

import { downloadCsv, toCsv } from './export.js'; // a cycle, but only functions cross it

let announcer = null;

/** Says `text` through the page's polite live region (created on first use). */
export function announce(text) {
  if (!announcer) {
    announcer = document.getElementById('announcer');
    if (!announcer) {
      announcer = el('div', { className: 'visually-hidden', id: 'announcer' });
      announcer.setAttribute('aria-live', 'polite');
      announcer.setAttribute('aria-atomic', 'true');
      document.body.append(announcer);
    }
  }
  // Clearing first makes a repeated message be read again.
  announcer.textContent = '';
  window.setTimeout(() => { announcer.textContent = text; }, 30);
}

/** Small element helper: el('p', { className: 'x', text: 'hello' }, child, ...). */
export function el(tag, props = {}, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(props)) {
    if (value === undefined || value === null) continue;
    if (key === 'text') node.textContent = value;
    else if (key === 'className') node.className = value;
    else if (key === 'attrs') for (const [name, v] of Object.entries(value)) node.setAttribute(name, v);
    else if (key === 'style') throw new Error('el(): no inline styles under the page CSP');
    else node[key] = value;
  }
  for (const child of children) if (child !== null && child !== undefined && child !== false) node.append(child);
  return node;
}

let uid = 0;
/** A page-unique id with a readable prefix. */
export function uniqueId(prefix = 'pe') {
  uid += 1;
  return `${prefix}-${uid}`;
}

/**
 * A chart's text alternative.
 * @param {HTMLElement} container  where the summary and table go (appended)
 * @param {{ summary: string, columns: string[], rows: Array<Array<string|number>>, caption?: string, tableLabel?: string }} options
 *   rows hold display strings (format numbers before passing them in).
 * @returns {{ element: HTMLElement, summaryElement: HTMLElement, update(options): void }}
 */
export function describeChart(container, options) {
  const element = el('div', { className: 'chart-description' });
  const summaryElement = el('p', { className: 'chart-summary' });
  const details = el('details', { className: 'chart-data' });
  const toggle = el('summary');
  const scroller = el('div', { className: 'table-scroll', tabIndex: 0 });
  const table = el('table', { className: 'data-table' });
  scroller.setAttribute('role', 'region');
  scroller.append(table);
  // Take-away: the table as CSV, exactly the cells shown (rounded as on the page).
  let current = options;
  const save = el('button', { type: 'button', className: 'button-quiet export-button', text: 'Save table (CSV)' });
  save.addEventListener('click', () => {
    const { columns = [], rows = [], tableLabel = 'Data table' } = current;
    downloadCsv(toCsv(columns, rows), tableLabel);
  });
  details.append(toggle, scroller, el('div', { className: 'export-row table-export' }, save));
  element.append(summaryElement, details);
  container.append(element);

  function update(next) {
    current = next;
    const { summary = '', columns = [], rows = [], caption, tableLabel = 'Data table' } = next;
    summaryElement.textContent = summary;
    toggle.textContent = `${tableLabel} (${rows.length} ${rows.length === 1 ? 'row' : 'rows'})`;
    scroller.setAttribute('aria-label', tableLabel);
    table.replaceChildren();
    if (caption) table.append(el('caption', { text: caption }));
    const head = el('thead');
    const headRow = el('tr');
    for (const column of columns) headRow.append(el('th', { text: column, attrs: { scope: 'col' } }));
    head.append(headRow);
    const body = el('tbody');
    for (const row of rows) {
      const tr = el('tr');
      row.forEach((cell, index) => tr.append(index === 0 ? el('th', { text: String(cell), attrs: { scope: 'row' } }) : el('td', { text: String(cell) })));
      body.append(tr);
    }
    table.append(head, body);
  }

  update(options);
  return { element, summaryElement, update };
}
