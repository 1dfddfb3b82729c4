// The visual order of text on the page, read from its layout (a Range around each character and
// its client rect), not from the text, which is in logical order whatever the display does:
// shared by the specs that check bidi (bidi.spec.mjs, and typed text in practice and locales).
import { expect } from './fixtures.mjs';

/**
 * Each visible character of the run that starts with `start` in `element`'s text (up to `end`,
 * inclusive; 'digits': the number that follows; else `start` alone), with the left edge and top of its box. Bidi marks are
 * not characters a reader sees; they are left out. A no-break space (a short MATH run's) is found as a space.
 */
export function runBoxes(element, [start, end]) {
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  const chars = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode())
    for (let offset = 0; offset < node.data.length; offset++)
      if (!/[\u200e\u200f\u061c\u2066-\u2069]/.test(node.data[offset])) chars.push({ node, offset });
  const text = chars
    .map(({ node, offset }) => node.data[offset])
    .join('')
    .replace(/\u00a0/g, ' ');
  const from = text.indexOf(start);
  if (from < 0) return { text, boxes: [] };
  let to = from + start.length;
  if (end === 'digits') while (to < text.length && /[\d.,−-]/.test(text[to])) to++;
  else if (end) to = text.indexOf(end, to) + end.length;
  return {
    text: text.slice(from, to),
    boxes: chars.slice(from, to).map(({ node, offset }) => {
      const range = document.createRange();
      range.setStart(node, offset);
      range.setEnd(node, offset + 1);
      const rect = range.getClientRects()[0];
      return { char: node.data[offset], left: rect.left, middle: rect.top + rect.height / 2, height: rect.height };
    }),
  };
}

/** Asserts that the run's visible characters stand on one line, each right of the one before. */
export async function expectLeftToRight(locator, run) {
  const { text, boxes } = await locator.evaluate(runBoxes, run);
  expect(boxes.length, `“${run[0]}” in “${await locator.textContent()}”`).toBeGreaterThan(2);
  const seen = boxes.filter((box) => box.char.trim() !== '');
  const order = seen.map((box) => box.char).join('');
  const sorted = [...seen]
    .sort((a, b) => a.left - b.left)
    .map((box) => box.char)
    .join('');
  const line = seen[0];
  const off = seen.filter((box) => Math.abs(box.middle - line.middle) > line.height / 2);
  expect(off, `${text}: on one line`).toEqual([]);
  expect(sorted, `${text}: the characters as they stand from left to right`).toBe(order);
}
