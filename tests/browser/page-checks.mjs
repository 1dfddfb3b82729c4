// Checks run inside the page (page.evaluate) by more than one spec: what runs off a narrow
// screen, what is cut off, and which text a reader sees that is not in the page's language.

/**
 * Every element of `main` that reaches past the viewport's right edge, with the box that scrolls
 * it (if any) and whether that box carries the cue (a scroll shadow painted as a background
 * image). Runs in the page.
 */
export function overflowReport(rootSelector = 'main') {
  const width = document.documentElement.clientWidth;
  // The box that scrolls `node` sideways, or null. An ancestor that clips (KaTeX's brace boxes,
  // an <svg>) hides whatever lies beyond its own box, so from there on only it is followed.
  const scrollerOf = (node) => {
    for (let parent = node.parentElement; parent; parent = parent.parentElement) {
      const style = getComputedStyle(parent);
      if (/(auto|scroll)/.test(style.overflowX)) return parent;
      if (
        (style.overflowX === 'hidden' || style.overflowX === 'clip') &&
        parent.getBoundingClientRect().right <= width + 0.5 &&
        parent.getBoundingClientRect().left >= -0.5
      )
        return 'clipped';
    }
    return null;
  };
  // Clipped away on purpose (KaTeX's MathML copy for screen readers, .visually-hidden): not seen.
  const hidden = (node) => {
    for (let at = node; at; at = at.parentElement) {
      const style = getComputedStyle(at);
      if (style.clip !== 'auto' || style.clipPath !== 'none') return true;
    }
    return false;
  };
  const problems = [];
  let scrolled = 0;
  for (const node of document.querySelectorAll(`${rootSelector} *`)) {
    const box = node.getBoundingClientRect();
    const outside = box.right > width + 0.5 || box.left < -0.5;
    if (!box.width || !node.getClientRects().length || !outside || hidden(node)) continue;
    const scroller = scrollerOf(node);
    if (scroller === 'clipped') continue;
    const name = `${node.tagName.toLowerCase()}.${String(node.getAttribute('class') || '').split(' ')[0]}`;
    if (!scroller)
      problems.push(
        `${name} runs past the edge (left ${Math.round(box.left)}, right ${Math.round(box.right)} px) with no scroll box`,
      );
    else if (!/gradient/.test(getComputedStyle(scroller).backgroundImage))
      problems.push(`${name} scrolls in ${scroller.getAttribute('class')} with no visible cue`);
    else scrolled += 1;
  }
  return { problems, scrolled, pageWidth: document.documentElement.scrollWidth, width };
}

/**
 * Text a reader sees but cannot read whole: a control, label, heading or cell whose text is
 * wider (or taller) than its box while the box hides what overflows. Runs in the page.
 */
export function cutOffReport(rootSelector = 'body') {
  const problems = [];
  const selector = 'button, label, summary, th, td, legend, h1, h2, h3, h4, a, select, option, .toc-title';
  for (const node of document.querySelectorAll(`${rootSelector} :is(${selector})`)) {
    if (!node.getClientRects().length) continue;
    const style = getComputedStyle(node);
    const clips = /(hidden|clip)/.test(style.overflowX) || /(hidden|clip)/.test(style.overflowY);
    if (!clips) continue;
    if (node.scrollWidth > node.clientWidth + 1 || node.scrollHeight > node.clientHeight + 1)
      problems.push(`${node.tagName.toLowerCase()} “${node.textContent.trim().slice(0, 40)}” is cut off`);
  }
  return problems;
}

/**
 * The visible text of `rootSelector` that is not in the page's language, for `mode`:
 * - 'pseudo': any Latin word of 3 or more letters (the accented pseudo-locale turns every letter
 *   of the messages, so plain letters are words that bypassed them);
 * - 'script': any Latin word of 4 or more letters (zh-CN, ar: the page writes no Latin words but
 *   names);
 * - 'english': an English function word (es: Latin letters are Spanish too).
 * Maths (KaTeX, MathML), code, and the names the field writes in Latin letters in every
 * language are left out; so are form fields' values (what the reader typed). Runs in the page.
 */
export function foreignTextReport({ rootSelector = 'body', mode, names = [] }) {
  // translate="no" marks a name (a library, a paper) that stays as it is in every language.
  const skip = '.katex, math, code, pre, script, style, noscript, [aria-hidden="true"] svg, [translate="no"]';
  const allowed = new Set(names.map((name) => name.toLowerCase()));
  const patterns = {
    pseudo: /\b[A-Za-z]{3,}\b/g,
    script: /\b[A-Za-z]{4,}\b/g,
    english:
      /\b(the|and|with|which|from|each|every|this|that|position|positions|words?|click|show|shows|step|number|between)\b/gi,
  };
  const found = new Map();
  const walker = document.createTreeWalker(document.querySelector(rootSelector) ?? document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || parent.closest(skip) || parent.closest('[hidden]')) continue;
    if (!parent.getClientRects().length && !parent.closest('.visually-hidden, [role="status"], [aria-live]')) continue;
    if (parent.closest('details:not([open])') && !parent.closest('summary')) continue;
    const text = node.textContent;
    const words = [...text.matchAll(patterns[mode])].map((match) => match[0]);
    const foreign = words.filter((word) => !allowed.has(word.toLowerCase()));
    if (!foreign.length) continue;
    const where = parent.closest('[id]')?.id ?? parent.tagName.toLowerCase();
    found.set(`“${text.trim().slice(0, 70)}” (#${where}; ${foreign.slice(0, 3).join(', ')})`, true);
  }
  // Attributes a reader hears: aria-label, title, alt, placeholder.
  for (const element of document.querySelectorAll(
    `${rootSelector} [aria-label], ${rootSelector} [title], ${rootSelector} [alt], ${rootSelector} [placeholder]`,
  )) {
    // Only what is on the page now: a section shown earlier stays in the document, hidden.
    if (element.closest(skip) || element.closest('[hidden]')) continue;
    for (const attribute of ['aria-label', 'title', 'alt', 'placeholder']) {
      const value = element.getAttribute(attribute);
      if (!value) continue;
      const foreign = [...value.matchAll(patterns[mode])].filter((match) => !allowed.has(match[0].toLowerCase()));
      if (foreign.length) found.set(`${attribute} of ${element.tagName.toLowerCase()}: “${value.slice(0, 70)}”`, true);
    }
  }
  return [...found.keys()];
}
