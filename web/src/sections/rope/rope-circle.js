// One pair (a, b) of a RoPE query, before and after its rotation by pos·ω_i, drawn in SVG for
// the RoPE section (CSP-safe: presentation attributes only, no style attributes).
//
// Axes: horizontal = a (the pair's first dimension), vertical = b (its second), so RoPE's
// R(θ) = [[cos θ, −sin θ], [sin θ, cos θ]] is a counter-clockwise turn on screen. Rotation keeps
// the length of (a, b), so both points lie on one circle; the drawing scales that circle to a
// fixed size (a picture, not a number). Every coordinate comes from core.ropeSteps.
//
// unit-circle.js draws the proof's (sin, cos) pairs; this file draws any (a, b) with its own
// labels, on the same figure (createCircleFigure there).

import { trim } from '../../kit/format.js';
import { createCircleFigure, turnsText } from '../../kit/unit-circle.js';

/**
 * @param {HTMLElement} container
 * @returns {{ element: HTMLElement, update(step, pos): void }}
 *   step: one record of core.ropeSteps (pair, firstDim, secondDim, omega, angle, inFirst,
 *   inSecond, outFirst, outSecond); pos: the position the pair is turned to; shown (predict
 *   mode): { angle, result }, whether the student has the angle θ and the turned pair (a′, b′)
 *   yet. Until the angle is known the drawing shows q's point only and no word gives θ away;
 *   until the result is known the text gives no coordinates of the turned point.
 */
export function createRopeCircle(container) {
  // Short labels (a, b, q, q′; the heading names the dimensions), so the drawing needs little
  // room beside the circle and its labels are drawn large: 22 px on a projector, 12 px at 15rem.
  const figure = createCircleFigure(container, {
    svgClass: 'unit-circle rope-circle',
    figureClass: 'uc-figure rope-figure',
    halfWidth: 125,
  });
  const { element, root, title, heading, caption } = figure;

  function update(step, pos, shown = { angle: true, result: true }) {
    const { pair, firstDim, secondDim, angle, inFirst: a, inSecond: b, outFirst: a2, outSecond: b2 } = step;
    // Drawing scale only: the circle through (a, b) is drawn with radius R.
    const length = Math.hypot(a, b);
    const unit = (x, y) => (length > 0 ? [x / length, y / length] : [0, 0]);
    figure.axisH.textContent = 'a';
    figure.axisV.textContent = 'b';
    figure.drawTurn({
      from: unit(a, b),
      to: unit(a2, b2),
      angle,
      fromLabel: 'q',
      toLabel: 'q′',
      showTurn: shown.angle,
    });
    heading.textContent = `Pair ${pair}: dimensions ${firstDim} (a) and ${secondDim} (b)`;
    const start = `Pair ${pair} of q: the point (a, b) = (${trim(a, 3)}, ${trim(b, 3)}) (circle)`;
    if (!shown.angle) {
      caption.textContent = 'The turn is drawn once you have worked out the angle θ.';
      title.textContent = `${start}. Its turn by θ = pos·ω is hidden until you have worked out θ.`;
    } else {
      caption.textContent =
        length === 0
          ? 'This pair of q is (0, 0): a rotation leaves it where it is.'
          : `The point turns counter-clockwise by θ = pos·ω = ${turnsText(angle)}; its distance from the centre stays the same.`;
      title.textContent = shown.result
        ? `${start} turns by ${trim(angle, 3)} radians to (${trim(a2, 3)}, ${trim(b2, 3)}) (square, q′), the pair of q′ = R(${pos})q.`
        : `${start} turns by ${trim(angle, 3)} radians to the square (q′), the pair of q′ = R(${pos})q; its coordinates are hidden until you have worked out a′ and b′.`;
    }
    root.setAttribute('aria-label', title.textContent);
  }

  return { element, update };
}
