// The set drawn from the store's state: its questions from the core, the rules and the cap note,
// the score (shown and reported to a host), the record kept, and the focus after an answer.

import { el } from '../../kit/dom.js';
import { intArg } from '../../kit/format.js';
import { t } from '../../kit/i18n.js';
import { chosenKinds, MAX_QUESTIONS } from './kinds.js';
import { decodeRecords, encodeRecords, mergeRecords, questionId, setKey } from './progress.js';
import { createQuestion } from './question.js';
import {
  askForState,
  MAX_STATE,
  reportScore,
  reportState,
  SET_MESSAGE,
  STATE_MESSAGE,
  scoreOf,
  scoreText,
} from './score.js';
import { showValue } from './setup.js';

export const attemptsRule = (attempts) =>
  t('practice-attempts-rule', { attempts: attempts > 0 ? attempts : 0, shown: intArg(attempts) });

/**
 * A framed set asks its parent for what it kept (a package's suspend data) and takes the answer
 * from the parent window only; a record that comes back is merged (nothing shown is un-shown)
 * and the set drawn again, then reported, so the host holds the merged state. A set a launch page
 * opened takes its seed from the parent's first SET_MESSAGE, and no other.
 */
export function listenForState(view) {
  view.ctx.listen(window, 'message', (event) => {
    const data = event.data;
    if (event.source !== window.parent || !data) return;
    if (data.type === SET_MESSAGE) {
      if (!view.launch || view.handed) return;
      const { seed, limit } = data;
      if (!Number.isInteger(seed) || seed < 0 || seed > view.store.ranges.seed.max) return;
      view.handed = { seed, limit: Number.isInteger(limit) && limit > 0 ? Math.min(limit, MAX_STATE) : MAX_STATE };
    } else if (data.type !== STATE_MESSAGE || (view.launch && !view.handed)) return;
    if (data.state !== undefined && (typeof data.state !== 'string' || data.state.length > MAX_STATE)) return;
    const kept = decodeRecords(data.state ?? '');
    if (!kept.size && data.type === STATE_MESSAGE) return;
    for (const [id, record] of kept) view.records.set(id, mergeRecords(record, view.records.get(id)));
    const state = view.store.get();
    renderSet(state, view);
    showScore(state, view);
    report(view);
  });
}

/** The seed of the set shown: the one a launch page handed (none yet: null), else the page's. */
const seedOf = (state, view) => (view.launch ? (view.handed?.seed ?? null) : state.seed);

// The questions of the set the state names (computed first; the DOM only after the core answered).
export function renderSet(state, view) {
  const count = Math.min(state.n, MAX_QUESTIONS);
  const seed = seedOf(state, view);
  if (seed === null) {
    // A launched set before its launch page handed the seed: nothing to show yet.
    if (!view.asked) askForState(view.score, { count });
    view.asked = true;
    view.rules.textContent = attemptsRule(state.attempts);
    return;
  }
  const kinds = chosenKinds(state.kinds, view.allKinds);
  const exercises = view.core.practiceSet({
    seed,
    count,
    exerciseKinds: kinds.length === view.allKinds.length ? [] : kinds,
  });
  const firstRender = !view.key;
  view.key = setKey({ seed, count, kinds: state.kinds });
  view.exercises = exercises;
  const legacy = view.progress.load(view.key) || [];
  view.questions = exercises.map((exercise, index) =>
    createQuestion({
      core: view.core,
      exercise,
      heading: t('practice-question-heading', { number: intArg(index + 1), count: intArg(count) }),
      sectionLink: (id) => view.link(id),
      saved: view.records.get(questionId(exercise)) ?? legacy[index],
      attempts: state.attempts,
      onChange: (_question, how) => answered(view, index, how),
    }),
  );
  view.list.replaceChildren(...view.questions.map((question) => el('li', {}, question.element)));
  if (view.boxes) for (const [kind, box] of view.boxes) box.checked = kinds.includes(kind);
  if (view.count) showValue(view, view.count, count);
  if (view.seed) showValue(view, view.seed, state.seed);
  view.rules.textContent = attemptsRule(state.attempts);
  view.capNote.hidden = state.n <= MAX_QUESTIONS;
  view.capNote.textContent =
    state.n > MAX_QUESTIONS ? t('practice-cap-note', { n: intArg(state.n), max: intArg(MAX_QUESTIONS) }) : '';
  if (firstRender && view.framed && !view.launch) askForState(view.score, { seed, count });
}

function currentScore(state, view) {
  const states = view.questions.map((question) => question.state);
  return { states, score: scoreOf(states, { pass: state.pass, seed: seedOf(state, view) }) };
}

export function showScore(state, view) {
  if (seedOf(state, view) === null) return;
  const { states, score } = currentScore(state, view);
  view.score.textContent = t('practice-score', { score: scoreText(score, { pass: state.pass, states }) });
  view.score.dataset.status = score.status;
}

/**
 * The set's records as [[id, record]], from its questions' states; `value` (for the course site's
 * record, which may have to shorten a text) is the number the core read the text as.
 */
function setRecords(view) {
  return view.questions.map((question, index) => {
    const { text, gaveUp, tries, mark } = question.state;
    const value = mark?.verdict === 'right' || mark?.verdict === 'wrong' ? mark.value : undefined;
    const right = mark?.verdict === 'right' && !gaveUp;
    return [questionId(view.exercises[index]), { text, gaveUp, tries, value, right }];
  });
}

export function saveProgress(view) {
  const entries = setRecords(view).filter(([, r]) => r.text || r.gaveUp || r.tries);
  for (const [id, record] of entries) view.records.set(id, record);
  view.session.save(entries);
  if (view.progress.optedIn()) view.progress.save(entries);
}

/** Tells the host: the set's record (a framed set), then its score. */
function report(view) {
  if (seedOf(view.store.get(), view) === null) return;
  // A launched set's record names its seed (a relaunch resumes that set) and fits the course
  // site's limit.
  const options = view.launch ? { limit: view.handed.limit, seed: view.handed.seed } : {};
  if (view.framed) reportState(view.score, encodeRecords(setRecords(view), options));
  reportScore(view.score, currentScore(view.store.get(), view).score);
}

// After a check or an answer shown: the score (shown, and reported to a host), the record kept,
// and the focus: a right answer moves it to the next open question (the verdict is still read
// out: it is a live region), or to the score once the set is finished.
function answered(view, index, how) {
  const state = view.store.get();
  showScore(state, view);
  saveProgress(view);
  report(view);
  if (how !== 'check' || !view.questions[index].state.right) return;
  const open = [...view.questions.slice(index + 1), ...view.questions.slice(0, index)].find(
    (question) => !question.state.right && !question.state.gaveUp,
  );
  if (open) open.focus();
  else view.score.focus();
}
