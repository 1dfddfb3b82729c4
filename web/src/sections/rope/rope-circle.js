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

import { trim, trimArg } from '../../kit/format.js';
import { t } from '../../kit/i18n.js';
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
    heading.textContent = t('rope-circle-heading', {
      pair: String(pair),
      first: String(firstDim),
      second: String(secondDim),
    });
    // The point's coordinates and the turn, as the text alternative of the drawing.
    const words = { pair: String(pair), a: trim(a, 3), b: trim(b, 3), angle: trim(angle, 3), pos: String(pos) };
    if (!shown.angle) {
      caption.textContent = t('rope-circle-caption-hidden');
      title.textContent = t('rope-circle-title-hidden', words);
    } else {
      caption.textContent =
        length === 0 ? t('rope-circle-caption-zero') : t('rope-circle-caption', { turn: turnsText(angle) });
      title.textContent = shown.result
        ? t('rope-circle-title', { ...words, a2: trimArg(a2, 3), b2: trimArg(b2, 3) })
        : t('rope-circle-title-unsolved', words);
    }
    root.setAttribute('aria-label', title.textContent);
  }

  return { element, update };
}
