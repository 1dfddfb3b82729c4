// Narration as data: a section keeps its text as an array of records and renders it here.
//
// Record types:
//   { type: 'p', text }                      a paragraph
//   { type: 'h3', text } / { type: 'h4', text }
//   { type: 'list', items: [text], ordered }  a list
//   { type: 'callout', title, text | items, tone: 'note' | undefined }
//   { type: 'math', tex }                    display math
//   { type: 'slot', name }                   an empty <div data-slot="name"> where the section's
//                                            live parts go (app.js hands it to build() as ctx.slot(name))
// In `text`, $...$ is inline math (KaTeX), `...` is code and **...** is bold. Everything else is
// plain text: it is set with textContent, so no record can inject markup.

import katex from 'katex';
import { el } from './dom.js';

// What each element was last typeset with: a redraw that asks for the same math again (the
// pair and exponent lines of the worked example when only pos changes) keeps the nodes it has.
const typeset = new WeakMap();

/** Typesets `tex` into `element` (KaTeX's render, which works under the page's CSP). */
export function renderMath(element, tex, { display = false } = {}) {
  const key = `${display ? 'D' : 'I'}${tex}`;
  if (typeset.get(element) === key && element.firstChild) return element;
  katex.render(tex, element, { displayMode: display, throwOnError: false, output: 'htmlAndMathml' });
  typeset.set(element, key);
  return element;
}

/** A new element with typeset math. */
export function math(tex, { display = false, className } = {}) {
  const element = el(display ? 'div' : 'span', { className: className || (display ? 'math-display' : 'math-inline') });
  return renderMath(element, tex, { display });
}

/** Turns one line of narration text into inline nodes (text, math, code, bold). */
export function inline(text) {
  const nodes = [];
  const pattern = /\$([^$]+)\$|`([^`]+)`|\*\*([^*]+)\*\*/g;
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    if (match.index > last) nodes.push(document.createTextNode(text.slice(last, match.index)));
    if (match[1] !== undefined) nodes.push(math(match[1]));
    else if (match[2] !== undefined) nodes.push(el('code', { text: match[2] }));
    else nodes.push(el('strong', { text: match[3] }));
    last = match.index + match[0].length;
  }
  if (last < text.length) nodes.push(document.createTextNode(text.slice(last)));
  return nodes;
}

/** The empty element a `{ type: 'slot', name }` record leaves for the section's live parts. */
export function slotElement(name) {
  const slot = el('div', { className: `section-slot slot-${name}` });
  slot.dataset.slot = name;
  return slot;
}

/** Builds the DOM for one record. */
function renderRecord(record) {
  switch (record.type) {
    case 'h3':
    case 'h4':
      return el(record.type, {}, ...inline(record.text));
    case 'list': {
      const list = el(record.ordered ? 'ol' : 'ul');
      for (const item of record.items) list.append(el('li', {}, ...inline(item)));
      return list;
    }
    case 'callout': {
      const box = el('aside', { className: `callout${record.tone ? ` callout-${record.tone}` : ''}` });
      if (record.title) box.append(el('p', { className: 'callout-title' }, ...inline(record.title)));
      if (record.text) box.append(el('p', {}, ...inline(record.text)));
      if (record.items) {
        const list = el('ul');
        for (const item of record.items) list.append(el('li', {}, ...inline(item)));
        box.append(list);
      }
      return box;
    }
    case 'math':
      return math(record.tex, { display: true });
    case 'slot':
      return slotElement(record.name);
    default:
      return el('p', {}, ...inline(record.text));
  }
}

/** Appends every record to `container`; returns the created nodes. */
export function renderNarration(container, records) {
  const nodes = records.map(renderRecord);
  container.append(...nodes);
  return nodes;
}
