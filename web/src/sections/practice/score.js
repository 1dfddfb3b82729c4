// The practice set's score: "k of N right", its status by the set's pass mark, and the score
// message (issue 19's contract): posted to the parent window when the page is embedded, and
// dispatched as a 'pe-explorer:score' CustomEvent that leaves a <pe-explorer>'s shadow root.
//
// Rule: the message holds only numbers and fixed strings (as embed-mode.js's resize message),
// so a host page can take it as data; embed.js accepts it only from an explorer frame's own
// window and origin.

import { int, intArg } from '../../kit/format.js';
import { t } from '../../kit/i18n.js';

export const SCORE_MESSAGE = 'pe-explorer:score';
// A graded set in a frame asks its parent for what it kept of this set (a SCORM package's
// launch page keeps it in cmi.suspend_data) and sends it every change: { type, state: string }.
export const OPEN_MESSAGE = 'pe-explorer:practice-open';
export const STATE_MESSAGE = 'pe-explorer:practice-state';
export const MAX_STATE = 64000; // SCORM 2004's suspend data; 1.2's launch page refuses over 4,096
// A SCORM package's launch page hands its frame the set: { type, seed, limit, state }. The seed
// never travels in the frame's address, so a copy of that address (or a link out of the set)
// opens no graded set; limit is the longest record the course site keeps.
export const SET_MESSAGE = 'pe-explorer:practice-set';

/** Whether this page is a set a SCORM package's launch page opened (#pe-launch=1 in a frame). */
export function launchedSet() {
  return window.parent !== window && new URLSearchParams(location.hash.slice(1)).get('pe-launch') === '1';
}

/**
 * Where this set's score goes, or null: 'frame' (posted to the parent window of a framed page),
 * 'element' (a <pe-explorer>'s event, for its host page). Such a set is graded: its settings are
 * fixed and no link replaces it.
 */
export function scoreHost(node) {
  if (node.getRootNode() !== document) return 'element';
  return window.parent !== window ? 'frame' : null;
}

/**
 * The score of a set from its questions' states ({ right, gaveUp } each): raw = questions right,
 * status 'incomplete' until every question is right or given up, then 'passed' when at least
 * `pass` % of the questions are right, else 'failed'.
 */
export function scoreOf(states, { pass, seed }) {
  const count = states.length;
  const raw = states.filter((state) => state.right).length;
  const done = states.every((state) => state.right || state.gaveUp);
  // raw / count >= pass / 100, in whole numbers (no rounding at the edge: 4 of 5 at 80 %).
  const status = !done ? 'incomplete' : raw * 100 >= pass * count ? 'passed' : 'failed';
  return { type: SCORE_MESSAGE, raw, min: 0, max: count, status, seed, count };
}

/** The score in words: "3 of 10 right", and what is left or how the set ended. */
export function scoreText({ raw, max, status }, { pass, states }) {
  const numbers = { raw: int(raw), max: int(max), pass: int(pass) };
  if (status === 'incomplete') {
    const open = states.filter((state) => !state.right && !state.gaveUp).length;
    return t('practice-score-open', { ...numbers, open, shown: intArg(open) });
  }
  return t(status === 'passed' ? 'practice-score-passed' : 'practice-score-failed', numbers);
}

/**
 * Tells whoever hosts the explorer: the parent window when the page is embedded in a frame,
 * and a bubbling, composed CustomEvent from `node` (a <pe-explorer> element receives it, as its
 * own event, from its shadow root).
 */
export function reportScore(node, score) {
  const detail = { ...score };
  node.dispatchEvent(new CustomEvent(SCORE_MESSAGE, { detail, bubbles: true, composed: true }));
  // The token embed.js put in the address goes back with the score (embed.js takes no other).
  const token = new URLSearchParams(location.hash.slice(1)).get('pe-embed') ?? undefined;
  if (window.parent !== window && node.getRootNode() === document) window.parent.postMessage({ ...detail, token }, '*');
}

/** A framed set's record for its parent (sent before the score it goes with). */
export function reportState(node, state) {
  if (window.parent !== window && node.getRootNode() === document)
    window.parent.postMessage({ type: STATE_MESSAGE, state }, '*');
}

/** A framed set asks its parent for its kept record (`seed` and `count` name the set). */
export function askForState(node, { seed, count }) {
  if (window.parent !== window && node.getRootNode() === document)
    window.parent.postMessage({ type: OPEN_MESSAGE, seed, count }, '*');
}
