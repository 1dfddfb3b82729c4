// One (sin, cos) pair drawn as a point on the unit circle, in SVG (accessible text, CSP-safe:
// presentation attributes only, no style attributes).
//
// Axes: the horizontal axis carries the pair's cosine and the vertical axis its sine, so the
// point sits at angle ω_i·pos measured the usual way, and the shift by k turns it by ω_i·k
// (counter-clockwise for k > 0). Every coordinate comes from the core (shift(): pe and
// rotated); this file only places them.

import { el } from './dom.js';
import { intArg, localDigits, trimArg } from './format.js';
import { t, widgetWords } from './i18n.js';

// Its words (circle-…) load with the first section that shows the circle.
widgetWords('circle');

const NS = 'http://www.w3.org/2000/svg';
const R = 80; // circle radius in SVG units
const VIEW = 112; // half the viewBox's height
const VIEW_X = 190; // half its width: room for a label such as "pos 100000002" beside the circle (the default)

function svg(tag, attrs = {}, text) {
  const node = document.createElementNS(NS, tag);
  for (const [name, value] of Object.entries(attrs)) node.setAttribute(name, String(value));
  if (text !== undefined) node.textContent = text;
  return node;
}

/**
 * The turn in words, matching the arc: "10 rad = 1 turn + 3.72 rad". The arc shows the part
 * after the whole turns (the point ends in the same place); the caption names the whole turns.
 * Splitting off multiples of 2π is drawing, like the arc itself: the angle is the core's.
 */
export function turnsText(angle) {
  const turns = Math.trunc(angle / (2 * Math.PI));
  if (turns === 0) return t('circle-angle', { angle: trimArg(angle) });
  const rest = angle - turns * 2 * Math.PI;
  const whole = Math.abs(turns);
  return t(Math.abs(rest) < 0.12 ? 'circle-angle-turns-short' : 'circle-angle-turns', {
    angle: trimArg(angle),
    sign: angle < 0 ? '−' : '',
    turns: whole,
    whole: localDigits(String(whole)),
    op: rest < 0 ? '−' : '+',
    rest: trimArg(Math.abs(rest), 2),
  });
}

/** The arrowhead the arc ends in, with an id of its own (two circles may share a page). */
function arrowDefs() {
  const defs = svg('defs');
  const markerId = `arrow-${Math.random().toString(36).slice(2, 9)}`;
  const marker = svg('marker', {
    id: markerId,
    viewBox: '0 0 10 10',
    refX: 8,
    refY: 5,
    markerWidth: 7,
    markerHeight: 7,
    orient: 'auto-start-reverse',
  });
  marker.append(svg('path', { d: 'M 0 0 L 10 5 L 0 10 z', class: 'uc-arrowhead' }));
  defs.append(marker);
  return { defs, markerId };
}

/** The drawing: axes, the circle, both points, their radii and labels, the arc (placed by drawTurnOn). */
function circleDrawing(halfWidth, svgClass) {
  const title = svg('title');
  const root = svg('svg', {
    viewBox: `${-halfWidth} ${-VIEW} ${2 * halfWidth} ${2 * VIEW}`,
    class: svgClass,
    role: 'img',
    focusable: 'false',
    dir: 'ltr', // a drawing of the plane: its labels sit where the geometry puts them, in every language
  });
  const { defs, markerId } = arrowDefs();
  const axisH = svg('text', { x: R + 4, y: 14, class: 'uc-axis-label' });
  const axisV = svg('text', { x: 6, y: -R - 6, class: 'uc-axis-label' });
  const grid = svg('g', { class: 'uc-grid' });
  grid.append(
    svg('line', { x1: -R - 14, y1: 0, x2: R + 14, y2: 0 }),
    svg('line', { x1: 0, y1: -R - 14, x2: 0, y2: R + 14 }),
    svg('circle', { cx: 0, cy: 0, r: R, class: 'uc-circle' }),
    axisH,
    axisV,
  );
  const arc = svg('path', { class: 'uc-arc', 'marker-end': `url(#${markerId})` });
  const radiusFrom = svg('line', { x1: 0, y1: 0, class: 'uc-radius' });
  const radiusTo = svg('line', { x1: 0, y1: 0, class: 'uc-radius uc-radius-to' });
  const pointFrom = svg('circle', { r: 6, class: 'uc-point-from' });
  const pointTo = svg('rect', { width: 11, height: 11, class: 'uc-point-to' });
  const labelFrom = svg('text', { class: 'uc-label' });
  const labelTo = svg('text', { class: 'uc-label' });
  root.append(title, defs, grid, radiusFrom, radiusTo, arc, pointFrom, pointTo, labelFrom, labelTo);
  return { title, root, axisH, axisV, arc, radiusFrom, radiusTo, pointFrom, pointTo, labelFrom, labelTo };
}

// Puts a label just outside the circle, beyond the point, so it never sits on the curve.
function placeLabel(label, h, v, text) {
  label.textContent = text;
  // A long label ("pos 99999990") keeps the size that fits beside the circle where the
  // projector draws short ones larger (sections.css).
  label.classList.toggle('uc-label-long', text.length > 10);
  label.setAttribute('x', String(h * (R + 16)));
  label.setAttribute('y', String(-v * (R + 16) + 4));
  label.setAttribute('text-anchor', h > 0.3 ? 'start' : h < -0.3 ? 'end' : 'middle');
}

// Two labels whose boxes meet (points less than a label's size apart, or the same point
// after whole turns) are moved apart, both kept inside the drawing. At the top or bottom of
// the circle (both centred) they go side by side, the left point's label to the left, clear
// of the points; elsewhere they are stacked, the higher point's label above. Boxes are
// measured as drawn (getBBox), so this holds at every label size the styles give (12 to 19 units).
function separateLabels(first, second) {
  const gap = 2;
  const boxes = () => [first.label.getBBox(), second.label.getBBox()];
  const meet = ([a, b]) =>
    a.width > 0 &&
    b.width > 0 &&
    a.x < b.x + b.width + gap &&
    b.x < a.x + a.width + gap &&
    a.y < b.y + b.height + gap &&
    b.y < a.y + a.height + gap;
  if (!meet(boxes())) return;
  const centred = (part) => part.label.getAttribute('text-anchor') === 'middle';
  if (centred(first) && centred(second)) {
    const [left, right] = first.h <= second.h ? [first, second] : [second, first];
    const x = (Number(left.label.getAttribute('x')) + Number(right.label.getAttribute('x'))) / 2;
    const y = (Number(left.label.getAttribute('y')) + Number(right.label.getAttribute('y'))) / 2;
    for (const [part, anchor, at] of [
      [left, 'end', x - 3 * gap],
      [right, 'start', x + 3 * gap],
    ]) {
      part.label.setAttribute('text-anchor', anchor);
      part.label.setAttribute('x', String(at));
      part.label.setAttribute('y', String(y));
    }
    if (!meet(boxes())) return;
  }
  const [upper, lower] = first.v >= second.v ? [first.label, second.label] : [second.label, first.label];
  const [a, b] = first.v >= second.v ? boxes() : boxes().reverse();
  // The two lines around their middle, then both moved in if one would leave the viewBox.
  const middle = (a.y + a.height / 2 + b.y + b.height / 2) / 2;
  let upperTop = middle - a.height - gap / 2;
  let lowerBottom = middle + b.height + gap / 2;
  if (upperTop < -VIEW) {
    lowerBottom += -VIEW - upperTop;
    upperTop = -VIEW;
  } else if (lowerBottom > VIEW) {
    upperTop -= lowerBottom - VIEW;
    lowerBottom = VIEW;
  }
  // y is a baseline: move each label by as much as its box moves.
  upper.setAttribute('y', String(Number(upper.getAttribute('y')) + upperTop - a.y));
  lower.setAttribute('y', String(Number(lower.getAttribute('y')) + lowerBottom - b.height - b.y));
}

/**
 * The arc of the turn from (fx, fy) to (tx, ty), as an SVG path: drawn on a smaller circle so
 * both points stay visible. Only its shape needs the angle: which way it turns and whether it
 * passes half a turn. '' when there is nothing to draw.
 */
function arcPath([fh, fv], [fx, fy], [tx, ty], angle) {
  const turn = Math.abs(angle) % (2 * Math.PI);
  const inner = 0.62;
  // No pair to turn, or too small a turn (or a whole number of turns) to draw: the caption says it.
  if ((fh === 0 && fv === 0) || turn < 0.12 || 2 * Math.PI - turn < 0.12) return '';
  const large = turn > Math.PI ? 1 : 0;
  const sweep = angle > 0 ? 0 : 1; // counter-clockwise on screen for a positive angle (y is flipped)
  return `M ${fx * inner} ${fy * inner} A ${R * inner} ${R * inner} 0 ${large} ${sweep} ${tx * inner} ${ty * inner}`;
}

/** Places both points, their radii and labels, and the arc, for one turn (the figure's drawTurn). */
function drawTurnOn(parts, { from: [fh, fv], to: [th, tv], angle, fromLabel, toLabel, showTurn = true }) {
  const { pointFrom, pointTo, radiusFrom, radiusTo, labelFrom, labelTo, arc } = parts;
  for (const part of [pointTo, radiusTo, labelTo, arc])
    part.setAttribute('visibility', showTurn ? 'visible' : 'hidden');
  const fx = fh * R;
  const fy = -fv * R; // SVG's y grows downwards
  const tx = th * R;
  const ty = -tv * R;
  pointFrom.setAttribute('cx', String(fx));
  pointFrom.setAttribute('cy', String(fy));
  pointTo.setAttribute('x', String(tx - 5.5));
  pointTo.setAttribute('y', String(ty - 5.5));
  radiusFrom.setAttribute('x2', String(fx));
  radiusFrom.setAttribute('y2', String(fy));
  radiusTo.setAttribute('x2', String(tx));
  radiusTo.setAttribute('y2', String(ty));
  placeLabel(labelFrom, fh, fv, fromLabel);
  placeLabel(labelTo, th, tv, toLabel);
  if (showTurn) separateLabels({ label: labelFrom, h: fh, v: fv }, { label: labelTo, h: th, v: tv });
  arc.setAttribute('d', arcPath([fh, fv], [fx, fy], [tx, ty], angle));
}

/**
 * The figure both circles draw (this file's (sin, cos) pairs and rope-circle.js's (a, b)
 * pairs): axes, the circle, a point before (circle) and after (square) a turn, their radii and
 * labels, and the arc of the turn, with a heading and a caption around the SVG. halfWidth: half
 * the drawing's width in SVG units, room for the labels beside the circle (the narrower, the
 * larger every label is drawn at a given width).
 * @returns {{ element, root, title, heading, caption, axisH, axisV, drawTurn(turn): void }}
 *   turn: { from: [h, v], to: [h, v] (on the unit circle; [0, 0] for a pair at the centre),
 *   angle (radians, counter-clockwise when positive), fromLabel, toLabel, showTurn (default
 *   true; false draws the starting point only: the turned point, its radius, label and the arc
 *   are hidden, so a drawing shows no answer before a student has given it) }
 */
export function createCircleFigure(
  container,
  { svgClass = 'unit-circle', figureClass = 'uc-figure', halfWidth = VIEW_X } = {},
) {
  const parts = circleDrawing(halfWidth, svgClass);
  const { root, title, axisH, axisV } = parts;
  const heading = el('p', { className: 'uc-heading' });
  const caption = el('p', { className: 'uc-caption' });
  const element = el('figure', { className: figureClass }, heading, root, caption);
  container.append(element);
  const drawTurn = (turn) => drawTurnOn(parts, turn);
  return { element, root, title, heading, caption, axisH, axisV, drawTurn };
}

/**
 * @param {HTMLElement} container
 * @returns {{ element: HTMLElement, update(data): void }}
 *   data: { pair, omega, angle (ω·k), from: { sin, cos } (PE(pos)), to: { sin, cos } (M_k·PE(pos)), pos, k }
 */
export function createUnitCircle(container) {
  const figure = createCircleFigure(container);
  const { element, root, title, heading, caption } = figure;
  figure.axisH.textContent = 'cos';
  figure.axisV.textContent = 'sin';

  function update({ pair, omega, angle, from, to, pos, k }) {
    figure.drawTurn({
      from: [from.cos, from.sin],
      to: [to.cos, to.sin],
      angle,
      fromLabel: t('circle-pos-label', { pos: localDigits(String(pos)) }),
      toLabel: t('circle-pos-label', { pos: localDigits(String(pos + k)) }),
    });
    heading.textContent = t('circle-heading', { pair: intArg(pair), sin: intArg(2 * pair), cos: intArg(2 * pair + 1) });
    caption.textContent = t('circle-caption', {
      omega: trimArg(omega),
      product: 'ω·k',
      turn: turnsText(angle),
    });
    title.textContent = t('circle-title', {
      pair: intArg(pair),
      from: localDigits(String(pos)),
      fromCos: trimArg(from.cos, 3),
      fromSin: trimArg(from.sin, 3),
      angle: trimArg(angle, 3),
      to: localDigits(String(pos + k)),
      toCos: trimArg(to.cos, 3),
      toSin: trimArg(to.sin, 3),
    });
    root.setAttribute('aria-label', title.textContent);
  }

  return { element, update };
}
