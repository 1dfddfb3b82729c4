// One pair (a, b) of a RoPE query, before and after its rotation by pos·ω_i, drawn in SVG for
// the RoPE section (CSP-safe: presentation attributes only, no style attributes).
//
// Axes: horizontal = a (the pair's first dimension), vertical = b (its second), so RoPE's
// R(θ) = [[cos θ, −sin θ], [sin θ, cos θ]] is a counter-clockwise turn on screen. Rotation keeps
// the length of (a, b), so both points lie on one circle; the drawing scales that circle to a
// fixed size (a picture, not a number). Every coordinate comes from core.ropeSteps.
//
// unit-circle.js draws the proof's (sin, cos) pairs; this file draws any (a, b), with its own
// labels, and shares only the look (the uc-* classes in styles/sections.css).

import { el } from './dom.js';
import { trim } from './format.js';

const NS = 'http://www.w3.org/2000/svg';
const R = 80;
const VIEW = 112;
const VIEW_X = 190;

function svg(tag, attrs = {}, text) {
  const node = document.createElementNS(NS, tag);
  for (const [name, value] of Object.entries(attrs)) node.setAttribute(name, String(value));
  if (text !== undefined) node.textContent = text;
  return node;
}

/** "10 rad = 1 turn + 3.72 rad": how the drawn arc relates to the core's angle (drawing only). */
function turnsText(angle) {
  const turns = Math.trunc(angle / (2 * Math.PI));
  if (turns === 0) return `${trim(angle)} rad`;
  const rest = angle - turns * 2 * Math.PI;
  return `${trim(angle)} rad = ${turns} ${turns === 1 ? 'turn' : 'turns'} + ${trim(rest, 2)} rad`
    + `${rest < 0.12 ? ' (the arc is too short to draw)' : ''}`;
}

/**
 * @param {HTMLElement} container
 * @returns {{ element: HTMLElement, update(step, pos): void }}
 *   step: one record of core.ropeSteps (pair, firstDim, secondDim, omega, angle, inFirst,
 *   inSecond, outFirst, outSecond); pos: the position the pair is turned to.
 */
export function createRopeCircle(container) {
  const title = svg('title');
  const root = svg('svg', { viewBox: `${-VIEW_X} ${-VIEW} ${2 * VIEW_X} ${2 * VIEW}`, class: 'unit-circle rope-circle', role: 'img', focusable: 'false' });
  const defs = svg('defs');
  const markerId = `rope-arrow-${Math.random().toString(36).slice(2, 9)}`;
  const marker = svg('marker', { id: markerId, viewBox: '0 0 10 10', refX: 8, refY: 5, markerWidth: 7, markerHeight: 7, orient: 'auto-start-reverse' });
  marker.append(svg('path', { d: 'M 0 0 L 10 5 L 0 10 z', class: 'uc-arrowhead' }));
  defs.append(marker);
  const axisA = svg('text', { x: R + 4, y: 14, class: 'uc-axis-label' });
  const axisB = svg('text', { x: 6, y: -R - 6, class: 'uc-axis-label' });
  const grid = svg('g', { class: 'uc-grid' });
  grid.append(
    svg('line', { x1: -R - 14, y1: 0, x2: R + 14, y2: 0 }),
    svg('line', { x1: 0, y1: -R - 14, x2: 0, y2: R + 14 }),
    svg('circle', { cx: 0, cy: 0, r: R, class: 'uc-circle' }),
    axisA, axisB,
  );
  const arc = svg('path', { class: 'uc-arc', 'marker-end': `url(#${markerId})` });
  const radiusFrom = svg('line', { x1: 0, y1: 0, class: 'uc-radius' });
  const radiusTo = svg('line', { x1: 0, y1: 0, class: 'uc-radius uc-radius-to' });
  const pointFrom = svg('circle', { r: 6, class: 'uc-point-from' });
  const pointTo = svg('rect', { width: 11, height: 11, class: 'uc-point-to' });
  const labelFrom = svg('text', { class: 'uc-label' });
  const labelTo = svg('text', { class: 'uc-label' });
  root.append(title, defs, grid, radiusFrom, radiusTo, arc, pointFrom, pointTo, labelFrom, labelTo);

  const heading = el('p', { className: 'uc-heading' });
  const caption = el('p', { className: 'uc-caption' });
  const element = el('figure', { className: 'uc-figure rope-figure' }, heading, root, caption);
  container.append(element);

  function place(label, ux, uy, text) {
    label.textContent = text;
    label.setAttribute('x', String(ux * (R + 16)));
    label.setAttribute('y', String(-uy * (R + 16) + 4));
    label.setAttribute('text-anchor', ux > 0.3 ? 'start' : ux < -0.3 ? 'end' : 'middle');
  }

  function update(step, pos) {
    const { pair, firstDim, secondDim, angle, inFirst: a, inSecond: b, outFirst: a2, outSecond: b2 } = step;
    // Drawing scale only: the circle through (a, b) is drawn with radius R.
    const length = Math.hypot(a, b);
    const unit = (x, y) => (length > 0 ? [x / length, y / length] : [0, 0]);
    const [fx, fy] = unit(a, b);
    const [tx, ty] = unit(a2, b2);
    pointFrom.setAttribute('cx', String(fx * R));
    pointFrom.setAttribute('cy', String(-fy * R));
    pointTo.setAttribute('x', String(tx * R - 5.5));
    pointTo.setAttribute('y', String(-ty * R - 5.5));
    radiusFrom.setAttribute('x2', String(fx * R));
    radiusFrom.setAttribute('y2', String(-fy * R));
    radiusTo.setAttribute('x2', String(tx * R));
    radiusTo.setAttribute('y2', String(-ty * R));
    axisA.textContent = `a (dim ${firstDim})`;
    axisB.textContent = `b (dim ${secondDim})`;
    place(labelFrom, fx, fy, 'q');
    place(labelTo, tx, ty, `R(${pos})q`);
    if (Math.abs(tx - fx) < 0.02 && Math.abs(ty - fy) < 0.02) labelTo.textContent = '';

    const turn = Math.abs(angle) % (2 * Math.PI);
    const inner = 0.62;
    if (length === 0 || turn < 0.12 || 2 * Math.PI - turn < 0.12) arc.setAttribute('d', '');
    else {
      const large = turn > Math.PI ? 1 : 0;
      arc.setAttribute('d', `M ${fx * R * inner} ${-fy * R * inner} A ${R * inner} ${R * inner} 0 ${large} 0 ${tx * R * inner} ${-ty * R * inner}`);
    }

    heading.textContent = `Pair ${pair}: dimensions ${firstDim} (a) and ${secondDim} (b)`;
    caption.textContent = length === 0
      ? 'This pair of q is (0, 0): a rotation leaves it where it is.'
      : `The point turns counter-clockwise by θ = pos·ω = ${turnsText(angle)}; its distance from the centre stays the same.`;
    title.textContent = `Pair ${pair} of q: the point (a, b) = (${trim(a, 3)}, ${trim(b, 3)}) (circle) turns by ${trim(angle, 3)} radians `
      + `to (${trim(a2, 3)}, ${trim(b2, 3)}) (square), the pair of R(${pos})q.`;
    root.setAttribute('aria-label', title.textContent);
  }

  return { element, update };
}
