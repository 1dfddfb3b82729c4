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
// In `text`, $...$ is inline math, `...` is code and **...** is bold. Everything else is
// plain text: it is set with textContent, so no record can inject markup.
//
// Maths is typeset by KaTeX, which is large (about 75 KB compressed, plus its fonts), so it is
// loaded with the first section that needs it (loadMath). A section whose narration holds only
// simple inline maths (letters, digits, = + − , ( ), subscripts, \text and \mathit: "X_t = E_t + P_t")
// is set as HTML instead (simpleMath), and the page's first section loads no KaTeX at all.
// Rule: a section's narration uses one of the two throughout (the driver asks needsKatex), so
// the letters of one section all look alike.

import { el } from './dom.js';

let katex = null;
let katexLoading = null;
// Elements typeset before KaTeX arrived: set again, in place, once it has.
const waiting = new Map();

/** Loads KaTeX (once); resolves when renderMath typesets with it. */
export function loadMath() {
  katexLoading ??= import('katex').then((module) => {
    katex = module.default;
    for (const [element, { tex, display }] of waiting) renderMath(element, tex, { display });
    waiting.clear();
  });
  return katexLoading;
}

// What each element was last typeset with: a redraw that asks for the same math again (the
// pair and exponent lines of the worked example when only pos changes) keeps the nodes it has.
const typeset = new WeakMap();

/**
 * Typesets `tex` into `element` (KaTeX's render, which works under the page's CSP). Before
 * KaTeX has loaded it shows the TeX as text and typesets it when KaTeX arrives.
 */
export function renderMath(element, tex, { display = false } = {}) {
  const key = `${display ? 'D' : 'I'}${tex}`;
  if (typeset.get(element) === key && element.firstChild) return element;
  if (!katex) {
    element.textContent = tex;
    waiting.set(element, { tex, display });
    loadMath();
    return element;
  }
  waiting.delete(element);
  katex.render(tex, element, { displayMode: display, throwOnError: false, output: 'htmlAndMathml' });
  typeset.set(element, key);
  return element;
}

/** A new element with typeset math. */
export function math(tex, { display = false, className } = {}) {
  const element = el(display ? 'div' : 'span', { className: className || (display ? 'math-display' : 'math-inline') });
  return renderMath(element, tex, { display });
}

// The simple inline maths set as HTML: one token at a time, anything else is not simple.
const SIMPLE_TOKEN = /\\(text|mathit)\{([A-Za-z0-9 ]*)\}|([A-Za-z])|([0-9.]+)|([=+\-,()])|(_)|(\{)|(\})|(\s+)/y;

/**
 * `tex` as HTML nodes (<var> for letters, <sub> for subscripts), or null if it is not simple
 * maths. Kept to what needs no typesetting, so it reads the same as KaTeX would set it.
 */
export function simpleMath(tex) {
  SIMPLE_TOKEN.lastIndex = 0;
  const stack = [[]];
  let subscript = false; // the next token, or group, is a subscript
  const put = (node) => {
    if (subscript) {
      stack[stack.length - 1].push(el('sub', {}, node));
      subscript = false;
    } else stack[stack.length - 1].push(node);
  };
  while (SIMPLE_TOKEN.lastIndex < tex.length) {
    const match = SIMPLE_TOKEN.exec(tex);
    if (!match) return null;
    const [, command, argument, letter, number, operator, sub, open, close] = match;
    if (command === 'text') put(el('span', { className: 'math-text', text: argument }));
    else if (command === 'mathit') put(el('var', { text: argument }));
    else if (letter) put(el('var', { text: letter }));
    else if (number) put(document.createTextNode(number));
    else if (operator) {
      if (subscript) return null;
      const sign = operator === '-' ? '\u2212' : operator;
      put(document.createTextNode(operator === ',' || operator === '(' || operator === ')' ? sign : ` ${sign} `));
    } else if (sub) {
      if (subscript) return null;
      subscript = true;
    } else if (open) {
      stack.push([]);
      stack[stack.length - 1].subscript = subscript;
      subscript = false;
    } else if (close) {
      if (stack.length === 1 || subscript) return null;
      const group = stack.pop();
      const wasSubscript = group.subscript;
      if (wasSubscript) stack[stack.length - 1].push(el('sub', {}, ...group));
      else stack[stack.length - 1].push(...group);
    }
  }
  if (stack.length !== 1 || subscript) return null;
  return el('span', { className: 'math-inline math-simple' }, ...stack[0]);
}

const MATH_SPAN = /\$([^$]+)\$/g;

/** Every text of a section's narration records. */
function recordTexts(records) {
  return records
    .flatMap((record) => [
      record.text,
      record.title,
      ...(record.items || []),
      record.type === 'math' ? `$${record.tex}$` : undefined,
    ])
    .filter((text) => typeof text === 'string');
}

/** Whether the records hold maths that only KaTeX can set (display maths, or inline maths that is not simple). */
export function needsKatex(records) {
  return recordTexts(records).some((text) =>
    [...text.matchAll(MATH_SPAN)].some((match) => simpleMath(match[1]) === null),
  );
}

/**
 * Turns one line of narration text into inline nodes (text, math, code, bold). With
 * `{ simple: true }` its maths is set as HTML (simpleMath), which the caller has checked it can be.
 */
export function inline(text, { simple = false } = {}) {
  const nodes = [];
  const pattern = /\$([^$]+)\$|`([^`]+)`|\*\*([^*]+)\*\*/g;
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    if (match.index > last) nodes.push(document.createTextNode(text.slice(last, match.index)));
    if (match[1] !== undefined) nodes.push((simple && simpleMath(match[1])) || math(match[1]));
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
function renderRecord(record, options) {
  switch (record.type) {
    case 'h3':
    case 'h4':
      return el(record.type, {}, ...inline(record.text, options));
    case 'list': {
      const list = el(record.ordered ? 'ol' : 'ul');
      for (const item of record.items) list.append(el('li', {}, ...inline(item, options)));
      return list;
    }
    case 'callout': {
      const box = el('aside', { className: `callout${record.tone ? ` callout-${record.tone}` : ''}` });
      if (record.title) box.append(el('p', { className: 'callout-title' }, ...inline(record.title, options)));
      if (record.text) box.append(el('p', {}, ...inline(record.text, options)));
      if (record.items) {
        const list = el('ul');
        for (const item of record.items) list.append(el('li', {}, ...inline(item, options)));
        box.append(list);
      }
      return box;
    }
    case 'math':
      return math(record.tex, { display: true });
    case 'slot':
      return slotElement(record.name);
    default:
      return el('p', {}, ...inline(record.text, options));
  }
}

/**
 * Appends every record to `container`; returns the created nodes. Records whose maths is all
 * simple are set without KaTeX; otherwise call loadMath() first, or the maths shows as TeX
 * until KaTeX arrives.
 */
export function renderNarration(container, records) {
  const options = { simple: !needsKatex(records) };
  const nodes = records.map((record) => renderRecord(record, options));
  container.append(...nodes);
  return nodes;
}
