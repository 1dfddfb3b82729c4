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
// Any text may be a message (i18n.js msg(id, args)), worded when drawn. In text, $...$ is inline math, `...` is code and **...** is bold. Everything else is
// plain text: it is set with textContent, so no record can inject markup.
//
// Maths is typeset by KaTeX, which is large (about 75 KB compressed, plus 45 KB of its fonts), so
// it is loaded with the first section that needs it (loadMath). A section whose narration's maths
// all lies in a small part of TeX (simpleMath: letters, numbers, operators, scripts, fractions,
// roots, \operatorname, \text) is set as MathML, which the browser typesets itself, and the
// page's first section loads no KaTeX at all.
// Rule: a section's narration uses one of the two throughout (the driver asks needsKatex), so
// the letters of one section all look alike.

import { el } from './dom.js';
import { textOf } from './i18n.js';

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
 * KaTeX has loaded the element stays empty and is typeset when KaTeX arrives (a section that
 * typesets maths in its build says `math: true`, so the driver loads KaTeX first).
 */
export function renderMath(element, tex, { display = false } = {}) {
  const key = `${display ? 'D' : 'I'}${tex}`;
  if (typeset.get(element) === key && element.firstChild) return element;
  if (!katex) {
    // Nothing until KaTeX has set it: raw TeX would flash and overflow its box.
    element.replaceChildren();
    waiting.set(element, { tex, display });
    loadMath();
    return element;
  }
  waiting.delete(element);
  katex.render(tex, element, { displayMode: display, throwOnError: false, output: 'htmlAndMathml' });
  typeset.set(element, key);
  if (display) focusableWhileScrolling(element.querySelector('.katex-display'));
  return element;
}

// A display formula wider than its box scrolls sideways (a phone, the proof's long steps); a
// keyboard user must be able to reach it to scroll it (WCAG 2.1.1, axe's
// scrollable-region-focusable). Once laid out, a formula wider than its box takes a tab stop.
// Checked once per typesetting (no observer to undo): a window made narrower later does not
// add one.
function focusableWhileScrolling(box) {
  if (!box || typeof requestAnimationFrame === 'undefined') return;
  requestAnimationFrame(() => {
    if (box.isConnected && box.scrollWidth > box.clientWidth + 1) box.tabIndex = 0;
  });
}

/** A new element with typeset math. */
export function math(tex, { display = false, className } = {}) {
  const element = el(display ? 'div' : 'span', { className: className || (display ? 'math-display' : 'math-inline') });
  return renderMath(element, tex, { display });
}

// Maths that needs no KaTeX: a small part of TeX set as MathML, which the browser typesets
// itself (MathML Core). Letters, numbers, operators, groups, _ and ^, \frac, \sqrt,
// \operatorname, \text, \mathit, \left and \right, Greek letters and a few symbols; anything
// else is left to KaTeX.
const MATHML = 'http://www.w3.org/1998/Math/MathML';
const GREEK = {
  alpha: 'α',
  beta: 'β',
  gamma: 'γ',
  delta: 'δ',
  epsilon: 'ε',
  theta: 'θ',
  lambda: 'λ',
  mu: 'μ',
  pi: 'π',
  sigma: 'σ',
  tau: 'τ',
  phi: 'φ',
  omega: 'ω',
  Delta: 'Δ',
  Sigma: 'Σ',
  Omega: 'Ω',
};
const SYMBOLS = { top: ['mi', '⊤'], cdot: ['mo', '·'], times: ['mo', '×'], leq: ['mo', '≤'], geq: ['mo', '≥'] };
const SPACES = new Set([',', ';', '!', ' ', 'quad']);
const FUNCTION_APPLICATION = '\u2061';

function mathml(tag, attributes = {}, ...children) {
  const element = document.createElementNS(MATHML, tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  element.append(...children);
  return element;
}

/** The TeX as tokens: commands (\name, or \ and one character), characters; null if it has others. */
function texTokens(tex) {
  const tokens = [];
  const pattern = /\\([A-Za-z]+|[^A-Za-z])|([0-9]+(?:\.[0-9]+)?)|([A-Za-z])|([=+\-,()[\]/|<>.:'{}_^])|(\s+)/y;
  while (pattern.lastIndex < tex.length) {
    const match = pattern.exec(tex);
    if (!match) return null;
    const [, command, number, letter, character] = match;
    if (command !== undefined) tokens.push({ command });
    else if (number !== undefined) tokens.push({ number });
    else if (letter !== undefined) tokens.push({ letter });
    else if (character !== undefined) tokens.push({ character });
  }
  return tokens;
}

/** A recursive-descent reader of the tokens into MathML nodes; throws on anything outside the subset. */
function readMath(tokens) {
  let at = 0;
  const peek = () => tokens[at];
  const fail = () => {
    throw new Error('not simple');
  };
  const plainText = () => {
    // The letters, digits and spaces of a {...} argument, as one string (\text, \mathit, \operatorname).
    if (tokens[at]?.character !== '{') fail();
    at++;
    let text = '';
    while (tokens[at] && tokens[at].character !== '}') {
      const token = tokens[at++];
      text += token.letter ?? token.number ?? (token.command === ' ' ? ' ' : fail());
    }
    if (!tokens[at]) fail();
    at++;
    return text;
  };
  const group = () => {
    const nodes = [];
    while (peek() && peek().character !== '}') nodes.push(...atom());
    return nodes;
  };
  const argument = () => {
    if (peek()?.character === '{') {
      at++;
      const nodes = group();
      if (!peek()) fail();
      at++;
      return mathml('mrow', {}, ...nodes);
    }
    const nodes = base();
    if (nodes.length !== 1) fail();
    return nodes[0];
  };
  // One base: its nodes (a function name is followed by the invisible function application).
  function base() {
    const token = tokens[at++] ?? fail();
    if (token.letter) return [mathml('mi', {}, token.letter)];
    if (token.number) return [mathml('mn', {}, token.number)];
    if (token.character === '{') {
      const nodes = group();
      if (!peek()) fail();
      at++;
      return [mathml('mrow', {}, ...nodes)];
    }
    if (token.character !== undefined) {
      if ('}_^'.includes(token.character)) fail();
      // A bracket typed as it is keeps its size; only \left and \right stretch (as in TeX).
      const fence = '()[]|'.includes(token.character) ? { stretchy: 'false' } : {};
      return [mathml('mo', fence, token.character === '-' ? '−' : token.character)];
    }
    const name = token.command;
    if (name === 'frac') return [mathml('mfrac', {}, argument(), argument())];
    if (name === 'sqrt') return [mathml('msqrt', {}, argument())];
    if (name === 'text') return [mathml('mtext', {}, plainText())];
    if (name === 'mathit') return [mathml('mi', { class: 'math-word' }, plainText())];
    if (name === 'operatorname')
      return [mathml('mi', { mathvariant: 'normal' }, plainText()), mathml('mo', {}, FUNCTION_APPLICATION)];
    if (name === 'left' || name === 'right') {
      const delimiter = tokens[at++];
      if (!delimiter || !'()[]|.'.includes(delimiter.character ?? '?')) fail();
      return delimiter.character === '.' ? [] : [mathml('mo', { stretchy: 'true' }, delimiter.character)];
    }
    if (GREEK[name]) return [mathml('mi', {}, GREEK[name])];
    if (SYMBOLS[name]) return [mathml(SYMBOLS[name][0], {}, SYMBOLS[name][1])];
    if (SPACES.has(name)) return [];
    return fail();
  }
  function atom() {
    const nodes = base();
    if (!['_', '^'].includes(peek()?.character)) return nodes;
    if (!nodes.length) fail();
    const tail = nodes.length > 1 ? nodes.splice(1) : [];
    let sub = null;
    let sup = null;
    while (['_', '^'].includes(peek()?.character)) {
      const mark = tokens[at++].character;
      if (mark === '_' && !sub) sub = argument();
      else if (mark === '^' && !sup) sup = argument();
      else fail();
    }
    const scripted =
      sub && sup
        ? mathml('msubsup', {}, nodes[0], sub, sup)
        : sub
          ? mathml('msub', {}, nodes[0], sub)
          : mathml('msup', {}, nodes[0], sup);
    return [scripted, ...tail];
  }
  const nodes = group();
  if (at !== tokens.length) fail();
  return nodes;
}

/**
 * `tex` as a MathML element the browser typesets, or null when it is outside the part of TeX
 * that needs no KaTeX. The TeX itself goes along as the annotation, as KaTeX's output has it.
 */
export function simpleMath(tex, { display = false } = {}) {
  const tokens = texTokens(tex);
  if (!tokens) return null;
  let nodes;
  try {
    nodes = readMath(tokens);
  } catch {
    return null;
  }
  const semantics = mathml(
    'semantics',
    {},
    mathml('mrow', {}, ...nodes),
    mathml('annotation', { encoding: 'application/x-tex' }, tex),
  );
  const element = mathml('math', display ? { display: 'block' } : {}, semantics);
  return el(
    display ? 'div' : 'span',
    { className: display ? 'math-display math-simple' : 'math-inline math-simple' },
    element,
  );
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
    .filter((text) => text != null)
    .map(textOf);
}

/** Whether the records hold maths that only KaTeX can set (outside simpleMath's part of TeX). */
export function needsKatex(records) {
  return recordTexts(records).some((text) =>
    [...text.matchAll(MATH_SPAN)].some((match) => simpleMath(match[1]) === null),
  );
}

/**
 * Turns one line of narration text into inline nodes (text, math, code, bold). With
 * `{ simple: true }` its maths is set as MathML (simpleMath), which the caller has checked it can be.
 */
export function inline(message, { simple = false } = {}) {
  const text = textOf(message);
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
      return (options.simple && simpleMath(record.tex, { display: true })) || math(record.tex, { display: true });
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
