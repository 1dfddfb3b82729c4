// Text alternatives. Every chart on the page gets describeChart(): a
// visible summary sentence and a collapsible table of the plotted data. Text only: every
// value goes through textContent, never innerHTML.

import { el } from './dom.js';
import { downloadCsv, numberCell, toCsv } from './export.js';
import { intArg } from './format.js';
import { t } from './i18n.js';

/**
 * A chart's text alternative.
 * @param {HTMLElement} container  where the summary and table go (appended)
 * @param {{ summary: string, columns: string[], rows: Array<Array<string|number>>, caption?: string, tableLabel?: string }} options
 *   rows hold display strings (format numbers before passing them in). A header or cell that holds
 *   words a person typed is a typedCell() of its page text: shown as that text, written to the CSV
 *   without bidi controls.
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
  const save = el('button', { type: 'button', className: 'button-quiet export-button', text: t('table-save-csv') });
  save.addEventListener('click', () => {
    const { columns = [], rows = [], tableLabel = t('table-label') } = current;
    downloadCsv(
      toCsv(
        columns,
        rows.map((row) => row.map(numberCell)),
      ),
      tableLabel,
    ); // its numbers as numbers
  });
  details.append(toggle, scroller, el('div', { className: 'export-row table-export' }, save));
  element.append(summaryElement, details);
  container.append(element);

  function update(next) {
    current = next;
    const { summary = '', columns = [], rows = [], caption, tableLabel = t('table-label') } = next;
    summaryElement.textContent = summary;
    toggle.textContent = t('table-toggle', { label: tableLabel, count: rows.length, rows: intArg(rows.length) });
    scroller.setAttribute('aria-label', tableLabel);
    table.replaceChildren();
    if (caption) table.append(el('caption', { text: caption }));
    const head = el('thead');
    const headRow = el('tr');
    for (const column of columns) headRow.append(el('th', { text: String(column), attrs: { scope: 'col' } }));
    head.append(headRow);
    const body = el('tbody');
    for (const row of rows) {
      const tr = el('tr');
      tr.append(
        ...row.map((cell, index) =>
          index === 0 ? el('th', { text: String(cell), attrs: { scope: 'row' } }) : el('td', { text: String(cell) }),
        ),
      );
      body.append(tr);
    }
    table.append(head, body);
  }

  update(options);
  return { element, summaryElement, update };
}
