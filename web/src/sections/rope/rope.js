// Section "Rotary position embedding (RoPE)": where the rotation proof leads. Instead of adding
// PE to the embedding, RoPE turns q and k pair by pair by pos·ω_i. Every number comes from the
// core: the worked rotation from core.ropeSteps, the relative check from core.ropeRelative, the
// decay curve from core.ropeDecay and the W_Q/W_K table from core.ropeWDemo (all float64, the
// float32 columns widened by the core). The page formats, draws and chooses words.
//
// Rule: the prose that depends on numbers is chosen from the numbers shown (see the *Text
// functions), so it stays true at every d, pos, k, base, pairing and shift.

import { describeChart } from '../../kit/a11y.js';
import { createChart, lineChart, seriesStyle } from '../../kit/charts.js';
import { createNumberControl, describeHeadDimension, sharedControlSpecs } from '../../kit/controls.js';
import { el, uniqueId } from '../../kit/dom.js';
import { fixed, int, roundingNote, trim } from '../../kit/format.js';
import { renderMath } from '../../kit/narration.js';
import { createRopeCircle } from './rope-circle.js';
import { createMessage, createPredictParts, scroller, sci, table, wireStepper } from '../../kit/section-kit.js';
import { pageWords } from '../../kit/page-words.js';
import { inOwnNames, NAMES, SETTINGS } from './section.js';

/** The seed of the random q, k (and W_Q, W_K, x): the core's generator, the same every time. */
const SEED = 1;
const MAX_PAIRS_IN_TABLE = 512;
/** Below this a spread or residual is rounding: scores here are of order 1, float64 keeps ~16 digits. */
const ROUNDING_LEVEL = 1e-9;

const TEXT = [
  {
    type: 'p',
    text: 'The proof ended with a rotation: moving $\\Delta$ places turns every (sin, cos) pair by $\\omega_i\\Delta$, whatever the start. Rotary position embedding (RoPE; Su et al., RoFormer, 2021) puts that rotation to work directly: instead of adding a position vector to the embedding, it **rotates** the query q and the key k themselves, pair by pair, by the angle $\\mathit{pos}\\cdot\\omega_i$ with the same $\\omega_i = b^{-2i/d}$ as the sinusoidal table. Here k is always the key vector; the offset between the two positions is called $\\Delta = n - m$.',
  },
  {
    type: 'p',
    text: 'RoPE rotates inside each attention head, so d on this page is the **head dimension**, the length of one head’s q and k, not the model width. In LLaMA 7B the model width is 4096, split over 32 heads, so each head rotates vectors of d = 128 (64 pairs).',
  },
  { type: 'slot', name: 'head' },
  {
    type: 'p',
    text: 'Because a rotation by $n\\omega_i$ followed by the inverse of a rotation by $m\\omega_i$ is a rotation by $(n-m)\\omega_i$, that is $R(m)^{\\top}R(n) = R(n-m)$ (the rotation by n acts on k first), the attention score of a rotated query and a rotated key can only see the offset $\\Delta = n - m$. RoPE adds no parameters: nothing about it is learned.',
  },
  {
    type: 'math',
    // On three lines, so that a projected narrow window shows it whole (projector.css).
    tex: String.raw`\begin{aligned}q'_m &= R(m)\,q,\qquad k'_n = R(n)\,k,\\ q'_m\cdot k'_n &= q^{\top}R(m)^{\top}R(n)\,k\\ &= q\cdot R(n-m)\,k\end{aligned}`,
  },
  {
    type: 'math',
    tex: String.raw`\begin{gathered}R(m)=\begin{pmatrix}R(m\omega_0)&&\\&\ddots&\\&&R(m\omega_{d/2-1})\end{pmatrix},\\ R(\theta)=\begin{pmatrix}\cos\theta&-\sin\theta\\ \sin\theta&\cos\theta\end{pmatrix}\end{gathered}`,
  },
  {
    type: 'p',
    text: 'The proof wrote its block as $\\left(\\begin{smallmatrix}\\cos & \\sin\\\\ -\\sin & \\cos\\end{smallmatrix}\\right)$ because it acted on pairs written (sin, cos). On a pair written (a, b), with a on the horizontal axis, the same counter-clockwise turn is the matrix above: $(a, b) \\mapsto (a\\cos\\theta - b\\sin\\theta,\\ a\\sin\\theta + b\\cos\\theta)$. RoPE needs an even d: every dimension has a partner, there is no lone sine.',
  },
  { type: 'h3', text: 'Which two dimensions make a pair' },
  {
    type: 'p',
    text: 'Two conventions are in use, and both keep the property above. **Interleaved** pairs dimensions (2i, 2i + 1): RoFormer, GPT-J and Meta’s original LLaMA code. **Half** pairs dimension i with i + d/2, the `rotate_half` of GPT-NeoX and of the Hugging Face LLaMA code. They give different scores for the same q and k, so a checkpoint only works with the pairing it was trained with; Hugging Face’s LLaMA conversion script permutes the rows of W_Q and W_K to move from one to the other.',
  },
  { type: 'slot', name: 'pairing' },
  { type: 'h3', text: 'Rotate q by hand, one pair at a time' },
  { type: 'slot', name: 'stepper' },
  { type: 'h3', text: 'Check: the score sees only n − m' },
  {
    type: 'p',
    text: 'Take the query at position m = pos and the key at n = pos + Δ, and score them. Then move both by the same shift c and score again. In exact arithmetic the two scores are equal, and both equal $q\\cdot R(n-m)\\,k$, which does not mention m or n on their own. A computer rounds, so the table shows how large the differences really are: in float64 (about 16 significant digits) and in float32 (about 7), computed two ways.',
  },
  { type: 'slot', name: 'relative' },
  { type: 'h3', text: 'Long-range decay' },
  {
    type: 'p',
    text: 'If every pair of q and k is (1, 0), the score of positions m and m + Δ is $g(\\Delta)=\\sum_i\\cos(\\omega_i \\Delta)$: the same sum as the sinusoidal $PE(p)\\cdot PE(p+\\Delta)$, with $g(0) = d/2$ because every pair contributes cos 0 = 1. With several pairs the cosines drift out of step as Δ grows and partly cancel, so g(Δ) tends to shrink, unevenly. RoFormer (section 3.4.3) turns this into a bound on the score for any q and k; the second curve is the factor in that bound that depends on Δ, $\\tfrac{1}{d/2}\\sum_{j=1}^{d/2}|S_j|$ with $S_j=\\sum_{i<j}e^{\\mathrm{i}\\Delta\\omega_i}$, scaled as in the paper’s figure 2. It is a factor of a bound, not a score, and it starts at (d/2 + 1)/2.',
  },
  { type: 'slot', name: 'decay' },
  { type: 'h3', text: 'Why not add PE and let W_Q and W_K sort it out?' },
  {
    type: 'p',
    text: 'The proof’s property, PE(p)·PE(q) depends only on p − q, holds for the bare encodings. A model never compares bare encodings: it projects first. With additive PE the position part of a score is $(p_m W_Q)\\cdot(p_n W_K)$, and a general W_Q and W_K do not commute with the rotations (they mix and stretch the sines and cosines), so the rotations no longer cancel. RoPE rotates after the projection, $(R(m)W_Q x)\\cdot(R(n)W_K x) = (W_Q x)\\cdot R(n-m)(W_K x)$, so the offset is all that reaches the score. Below, the same token x sits at positions m and n = m + Δ with Δ fixed, W_Q and W_K are random (seeded), and only m changes from row to row.',
  },
  { type: 'slot', name: 'wdemo' },
];

// ---- the stepper through the pairs ----

/** The stages of one pair, in the order a student writes them down; predict mode asks for the last five. */
const ASKED = ['angle', 'cos', 'sin', 'outFirst', 'outSecond'];
const ASKED_WORDS = {
  angle: 'the angle θ = pos·ω_i',
  cos: 'cos θ',
  sin: 'sin θ',
  outFirst: 'a′ = a cos θ − b sin θ',
  outSecond: 'b′ = a sin θ + b cos θ',
};

function closeness(guess, truth, stage) {
  const error = Math.abs(guess - truth);
  const scale = stage === 'angle' ? Math.max(1, Math.abs(truth)) : 1;
  if (fixed(guess) === fixed(truth) || error / scale < 5e-7)
    return { tone: 'ok', text: `Exactly right to 6 decimals: ${ASKED_WORDS[stage]} is ${trim(truth)}.` };
  const relative = error / scale;
  const verdict = relative < 1e-3 ? 'Very close' : relative < 0.02 ? 'Close' : 'Not quite';
  let hint = '';
  if (relative >= 1e-3) {
    if (stage === 'angle') hint = ' Multiply pos by ω_i; the angle is in radians and is not reduced by whole turns.';
    else if (stage === 'cos' || stage === 'sin') hint = ' Use radians, not degrees.';
    else hint = ' Use a and b from q and the cos θ and sin θ above; mind the minus sign in a′.';
  }
  return {
    tone: relative < 1e-3 ? 'ok' : 'warn',
    text: `${verdict}: you said ${trim(guess)}, ${ASKED_WORDS[stage]} is ${trim(truth)}, a difference of ${fixed(error)}.${hint}`,
  };
}

/** "=" when the printed digits are the exact float64 value, "≈" when they were rounded. */
function rel(value, digits) {
  return Number(trim(value, digits)) === value ? '=' : '\\approx';
}

/** The maths of each stage of pair r (KaTeX, short lines so a phone shows them whole). */
function stageRows(view, r, state) {
  const shown = view.predictToggle.checked ? view.revealed.get(r.pair) || 0 : ASKED.length;
  const has = (stage) => ASKED.indexOf(stage) < shown;
  const value = (stage) => (has(stage) ? `${rel(r[stage], 6)} ${trim(r[stage])}` : '= \\ ?');
  const factor = (x) => (x < 0 && fixed(x) !== fixed(0) ? `(${fixed(x)})` : fixed(x));
  const n = (stage) => (has(stage) ? factor(r[stage]) : '?');
  // The two products on two lines, so every line fits a phone and a projector without scrolling.
  const minus = '\\\\ &\\quad -';
  const plus = '\\\\ &\\quad +';
  const i = r.pair;
  const a = factor(r.inFirst);
  const b = factor(r.inSecond);
  return [
    [
      'Frequency',
      `\\omega_{${i}} = ${trim(state.base)}^{-2\\cdot ${i}/${state.d}} ${rel(r.omega, 9)} ${trim(r.omega, 9)}`,
    ],
    ['Angle', `\\theta = ${state.pos}\\cdot\\omega_{${i}} ${value('angle')}\\ \\text{rad}`],
    ['Cosine, sine', `\\begin{aligned}\\cos\\theta &${value('cos')}\\\\ \\sin\\theta &${value('sin')}\\end{aligned}`],
    [
      'The pair of q',
      `\\begin{aligned}a &= q_{${r.firstDim}} ${rel(r.inFirst, 6)} ${fixed(r.inFirst)}\\\\ b &= q_{${r.secondDim}} ${rel(r.inSecond, 6)} ${fixed(r.inSecond)}\\end{aligned}`,
    ],
    [
      'First output',
      `\\begin{aligned}a' &= a\\cos\\theta - b\\sin\\theta\\\\ &= ${a}\\cdot ${n('cos')}${minus} ${b}\\cdot ${n('sin')}\\\\ &${value('outFirst')}\\end{aligned}`,
    ],
    [
      'Second output',
      `\\begin{aligned}b' &= a\\sin\\theta + b\\cos\\theta\\\\ &= ${a}\\cdot ${n('sin')}${plus} ${b}\\cdot ${n('cos')}\\\\ &${value('outSecond')}\\end{aligned}`,
    ],
  ];
}

/** The rotation stepper's elements: the worked maths, the circle, predict mode, navigation, the vector so far. */
function ropeStepperElements(id) {
  const title = el('h4', { className: 'rope-step-title', id: `${id}-title` });
  const where = el('p', { className: 'rope-step-where' });
  const stages = el('ol', { className: 'rope-stages' });
  const circleHolder = el('div', { className: 'rope-circle-holder' });
  const circle = createRopeCircle(circleHolder);
  const prev = el('button', { type: 'button', className: 'button-quiet rope-prev', text: '← Previous pair' });
  const next = el('button', { type: 'button', className: 'button rope-next', text: 'Next pair →' });
  const predict = createPredictParts(id, {
    prompt: 'Predict first: work out the angle, cos, sin and the two outputs before they are shown',
    toggleClass: 'rope-predict-toggle',
  });
  const vectorTitle = el('h4', { className: 'vector-title', id: `${id}-vector` });
  const vector = el('ol', { className: 'result-vector rope-vector', attrs: { 'aria-labelledby': `${id}-vector` } });
  const vectorNote = el('p', { className: 'vector-note' });
  const stepper = el(
    'div',
    {
      className: 'stepper card rope-stepper',
      tabIndex: 0,
      attrs: { role: 'group', 'aria-labelledby': `${id}-title`, 'aria-describedby': `${id}-keys` },
    },
    title,
    where,
    el(
      'div',
      { className: 'rope-step-body' },
      el('div', { className: 'rope-step-maths', attrs: { 'aria-live': 'polite' } }, stages, predict.predictBox),
      circleHolder,
    ),
    el('div', { className: 'stepper-nav' }, prev, next),
    el('p', {
      className: 'stepper-keys',
      id: `${id}-keys`,
      text: 'When the stepper has focus, the Left and Right arrow keys move between pairs, Home and End jump to the first and last; N and P work anywhere in the section.',
    }),
    predict.predictLabel,
    vectorTitle,
    vector,
    vectorNote,
    roundingNote(),
  );
  return { stepper, title, where, stages, circle, prev, next, vectorTitle, vector, vectorNote, ...predict };
}

/** Predict mode: the toggle, a guess checked against the core's number for the stage asked, and Reveal. */
function wireRopePredict(ctx, view) {
  const { predictToggle, predictBox, guessInput, feedback, revealButton, next } = view;
  function reveal(answer) {
    const pair = view.pairIndex;
    const count = view.revealed.get(pair) || 0;
    view.answers.set(pair, answer);
    view.revealed.set(pair, count + 1);
    guessInput.value = '';
    ctx.refresh('pair');
  }
  predictToggle.addEventListener('change', () => {
    view.revealed.clear();
    view.answers.clear();
    ctx.refresh('pair');
    if (predictToggle.checked) guessInput.focus();
  });
  predictBox.addEventListener('submit', (event) => {
    event.preventDefault();
    const r = view.steps[view.pairIndex];
    const stage = ASKED[view.revealed.get(r.pair) || 0];
    if (!stage) return;
    const text = guessInput.value.trim();
    if (!/^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test(text)) {
      feedback.textContent = 'Type a number, for example 0.5 or -0.84.';
      feedback.className = 'predict-feedback is-warn';
      return;
    }
    reveal(closeness(Number(text), r[stage], stage));
    ((view.revealed.get(r.pair) || 0) < ASKED.length ? guessInput : next).focus();
  });
  revealButton.addEventListener('click', () => {
    const r = view.steps[view.pairIndex];
    const stage = ASKED[view.revealed.get(r.pair) || 0];
    if (stage)
      reveal({
        tone: 'info',
        text: `${ASKED_WORDS[stage]} is ${stage === 'angle' ? trim(r[stage]) : fixed(r[stage])}.`,
      });
  });
}

function buildStepper(ctx, view) {
  const id = uniqueId('rope-stepper');
  view.pairIndex = 0;
  view.revealed = new Map();
  view.answers = new Map();
  const source = el('p', { className: 'rope-q-source' });
  const { stepper, ...shown } = ropeStepperElements(id);
  const tableScroll = el('div', {
    className: 'table-scroll',
    tabIndex: 0,
    attrs: { role: 'region', 'aria-label': 'Every pair of q rotated' },
  });
  Object.assign(view, { source, tableScroll, ...shown });
  ctx
    .slot('stepper')
    .append(
      source,
      stepper,
      el(
        'details',
        { className: 'rope-all-pairs' },
        el('summary', { className: 'details-toggle', text: 'Every pair in one table' }),
        tableScroll,
      ),
    );
  function go(index) {
    const pairs = view.steps ? view.steps.length : 1;
    view.pairIndex = Math.max(0, Math.min(pairs - 1, index));
    view.guessInput.value = '';
    ctx.refresh('pair');
  }
  wireStepper(ctx, {
    stepper,
    prev: view.prev,
    next: view.next,
    current: () => view.pairIndex,
    last: () => (view.steps ? view.steps.length - 1 : 0),
    go,
  });
  wireRopePredict(ctx, view);
}

function renderStepper(view, state, inputsChanged) {
  const { steps } = view;
  if (inputsChanged) {
    view.revealed.clear();
    view.answers.clear();
    view.pairIndex = Math.min(view.pairIndex, steps.length - 1);
    renderPairTable(view, state);
  }
  const r = steps[view.pairIndex];
  view.source.textContent =
    `q is the query vector of the check further down: ${int(state.d)} numbers between −1 and 1 drawn by the core’s seeded generator (seed ${SEED}), the same every time. ` +
    `The stepper turns it to position pos = ${int(state.pos)}: the result is q′ = R(${int(state.pos)}) q, the rotated query that the check scores.`;
  view.title.textContent = `Pair i = ${r.pair} ${steps.length === 1 ? '(the only pair)' : `(of 0 to ${steps.length - 1})`}`;
  view.where.textContent =
    `d = ${int(state.d)}, pos = ${int(state.pos)}, base ${trim(state.base)}, ${state.pairing} pairing: pair ${r.pair} is dimensions ${r.firstDim} and ${r.secondDim}. ` +
    `It turns once every 2π/ω = ${trim(r.wavelength, 2)} positions.`;
  view.stages.replaceChildren(
    ...stageRows(view, r, state).map(([label, tex]) => {
      const maths = el('span', { className: 'stage-math' });
      renderMath(maths, tex);
      return el('li', { className: 'stage' }, el('span', { className: 'stage-label', text: label }), maths);
    }),
  );
  const predicting = view.predictToggle.checked;
  // Predict mode: the drawing gives nothing away that the student has not worked out yet.
  const revealed = predicting ? view.revealed.get(r.pair) || 0 : ASKED.length;
  view.circle.update(r, state.pos, { angle: revealed > 0, result: revealed >= ASKED.length });

  view.predictBox.hidden = !predicting;
  if (predicting) {
    const asked = ASKED[view.revealed.get(r.pair) || 0];
    view.guessLabel.textContent = asked
      ? `Your prediction for ${ASKED_WORDS[asked]}:`
      : `Pair ${r.pair} is done. ${view.pairIndex < steps.length - 1 ? 'Go on to the next pair.' : 'That was the last pair.'}`;
    const answered = view.answers.get(r.pair);
    view.feedback.textContent = answered ? answered.text : '';
    view.feedback.className = `predict-feedback${answered ? ` is-${answered.tone}` : ''}`;
    for (const control of [view.guessInput, view.checkButton, view.revealButton]) control.disabled = !asked;
  }
  view.prev.disabled = view.pairIndex === 0;
  view.next.disabled = view.pairIndex >= steps.length - 1;

  // The rotated vector q′ fills in pair by pair (at most 32 dimensions around the current pair).
  const dims = state.d;
  const done = (step) =>
    step.pair < view.pairIndex ||
    (step.pair === view.pairIndex && (!predicting || (view.revealed.get(step.pair) || 0) >= ASKED.length));
  const out = new Array(dims);
  for (const step of steps) {
    out[step.firstDim] = { step, value: step.outFirst };
    out[step.secondDim] = { step, value: step.outSecond };
  }
  const window = 32;
  let from = 0;
  if (dims > window) {
    const centre = Math.min(r.firstDim, r.secondDim);
    from = Math.max(0, Math.min(centre - window / 2, dims - window));
  }
  const to = Math.min(dims, from + window);
  view.vectorTitle.textContent = `q′ = R(${int(state.pos)}) q fills in as you go`;
  view.vector.replaceChildren();
  for (let j = from; j < to; j += 1) {
    const { step, value } = out[j];
    const current = step.pair === view.pairIndex;
    const cell = el(
      'li',
      { className: `vector-cell${current ? ' is-current' : ''}${done(step) ? ' is-done' : ''}` },
      el('span', { className: 'vector-index', text: `j=${j} pair ${step.pair}` }),
      el('span', { className: 'vector-value num', text: done(step) ? fixed(value) : '?' }),
    );
    if (current) cell.setAttribute('aria-current', 'step');
    view.vector.append(cell);
  }
  view.vectorNote.textContent =
    `${to - from < dims ? `Showing dimensions ${from} to ${to - 1} of ${int(dims)}. ` : ''}The current pair has a thick border; a ? marks a value not worked out yet.` +
    (state.pairing === 'half' ? ' With half pairing the two dimensions of a pair sit d/2 apart.' : '');
}

function renderPairTable(view, state) {
  const rows = view.steps
    .slice(0, MAX_PAIRS_IN_TABLE)
    .map((r) => [
      String(r.pair),
      `${r.firstDim}, ${r.secondDim}`,
      fixed(r.omega),
      fixed(r.angle),
      fixed(r.cos),
      fixed(r.sin),
      fixed(r.inFirst),
      fixed(r.inSecond),
      fixed(r.outFirst),
      fixed(r.outSecond),
    ]);
  view.tableScroll.replaceChildren(
    table({
      className: 'data-table rope-pairs',
      caption: `R(${int(state.pos)}) q, d = ${int(state.d)}, base ${trim(state.base)}, ${state.pairing} pairing${view.steps.length > MAX_PAIRS_IN_TABLE ? ` (first ${MAX_PAIRS_IN_TABLE} pairs)` : ''}`,
      columns: ['pair i', 'dims', 'ω_i', 'θ = pos·ω_i', 'cos θ', 'sin θ', 'a', 'b', 'a′', 'b′'],
      rows,
    }),
  );
}

// ---- the relative check ----

function relativeText(rel, state) {
  const f64 =
    rel.residual === 0
      ? 'In float64 the two scores agree to the last bit here.'
      : `In float64 they differ by ${size(rel.residual)}: rounding, not a failure of the identity. The difference tends to grow with the positions, because an angle as large as pos·ω carries a rounding error in proportion to its size.`;
  const rounded =
    `The middle column keeps the float64 angle θ = pos·ω of the float64 column, takes cos θ and sin θ in float64 and rounds them (and q and k) to float32, then rotates and takes the dot product in float32. ` +
    `Each of its scores is within ${size(rel.rounded.maxError)} of the float64 one: float32 rounding of those numbers and of the arithmetic, bounded by a multiple of d·2⁻²⁴·|q|·|k| that does not grow with the position, because no angle is ever rounded to float32.`;
  const naiveWorse = rel.naive.maxError > 4 * rel.rounded.maxError;
  const far = state.pos + state.k + state.shift;
  const naive =
    `Forming the angle pos·ω in float32 first, as most frameworks do by default, gives an error of ${size(rel.naive.maxError)}` +
    (naiveWorse
      ? ': larger, because the angle itself is off by about one float32 rounding step of pos·ω, and that step grows with the position.'
      : `, about the same at these positions (up to ${int(far)}); it grows with the position${far < 100000 ? ': try a shift of 100,000' : ''}.`);
  return [f64, rounded, naive];
}

function renderRelative(view, state) {
  const { rel } = view;
  const m = state.pos;
  const n = state.pos + state.k;
  const c = state.shift;
  const score = (x) => fixed(x, 9);
  const rows = [
    [
      `(R(m) q)·(R(n) k), m = ${int(m)}, n = ${int(n)}`,
      score(rel.score),
      score(rel.rounded.score),
      score(rel.naive.score),
    ],
    [
      `(R(m+c) q)·(R(n+c) k), m + c = ${int(m + c)}, n + c = ${int(n + c)}`,
      score(rel.shiftedScore),
      score(rel.rounded.shiftedScore),
      score(rel.naive.shiftedScore),
    ],
    [
      '|difference| of the two scores',
      el('strong', { className: 'rope-residual-f64', text: sci(rel.residual, 2) }),
      el('strong', { className: 'rope-residual-rounded', text: sci(rel.rounded.residual, 2) }),
      el('strong', { className: 'rope-residual-naive', text: sci(rel.naive.residual, 2) }),
    ],
    [
      'largest error against float64',
      '(reference)',
      el('span', { className: 'rope-error-rounded', text: sci(rel.rounded.maxError, 2) }),
      el('span', { className: 'rope-error-naive', text: sci(rel.naive.maxError, 2) }),
    ],
  ];
  view.relativeTable.replaceChildren(
    scroller(
      'The relative check, float64 and float32',
      table({
        className: 'data-table rope-relative-table',
        caption: `d = ${int(state.d)}, base ${trim(state.base)}, ${state.pairing} pairing, q and k from seed ${SEED}. Scores to 9 decimals.`,
        columns: [
          'quantity',
          'float64',
          'float32, cos θ and sin θ rounded from float64',
          'float32, angle formed in float32',
        ],
        rows,
      }),
      { hint: 'The table scrolls sideways' },
    ),
  );
  view.relativeForm.replaceChildren(
    el('span', { text: `q·R(Δ) k with Δ = n − m = ${int(state.k)}: ` }),
    el('strong', { className: 'rope-relative-score', text: score(rel.relativeScore) }),
    el('span', { text: '. Largest gap between it and the two float64 scores: ' }),
    el('strong', { className: 'rope-relative-error', text: sci(rel.relativeError, 2) }),
    el('span', { text: '.' }),
  );
  view.relativeProse.replaceChildren(...relativeText(rel, state).map((text) => el('li', { text })));
}

// ---- the decay chart ----

function decayText(decay, state) {
  const { g, bound } = decay;
  const K = g.length - 1;
  const half = Math.ceil(K / 2);
  let far = 0;
  for (let k = half; k <= K; k += 1) if (Math.abs(g[k]) > far) far = Math.abs(g[k]);
  let lowest = 0;
  for (let k = 1; k <= K; k += 1) if (bound[k] < bound[lowest]) lowest = k;
  const pairs = state.d / 2;
  const parts = [
    `g(0) = ${fixed(g[0])}: ${pairs === 1 ? 'the one pair contributes' : `each of the ${int(pairs)} pairs contributes`} cos 0 = 1.`,
  ];
  if (pairs === 1)
    parts.push(
      `With d = 2 there is one pair only: nothing cancels, and g(Δ) = cos Δ swings between −1 and 1 without decaying; for Δ from ${int(half)} to ${int(K)} |g(Δ)| still reaches ${fixed(far)}.`,
    );
  else if (far <= g[0] / 2)
    parts.push(
      `For Δ from ${int(half)} to ${int(K)}, |g(Δ)| stays at or below ${fixed(far)}, less than half of g(0): distant positions score lower.`,
    );
  else
    parts.push(
      `For Δ from ${int(half)} to ${int(K)}, |g(Δ)| still reaches ${fixed(far)}, more than half of g(0): with this d and base there is little decay within Δ ≤ ${int(K)}.${state.d < 128 ? ' Try a larger d, such as 128.' : ''}`,
    );
  parts.push(
    `The bound factor is ${fixed(bound[0])} at Δ = 0 and ${fixed(bound[K])} at Δ = ${int(K)}; its smallest value in the range is ${fixed(bound[lowest])}, at Δ = ${int(lowest)}.`,
  );
  return parts.join(' ');
}

function renderDecay(view, state) {
  const { decay } = view;
  if (!decay) return;
  const { g, bound } = decay;
  const K = g.length - 1;
  const config = lineChart({
    datasets: [
      { label: 'g(Δ) = Σ cos(ω_i Δ)', data: Array.from(g, (y, x) => ({ x, y })), ...seriesStyle(0, { points: false }) },
      {
        label: 'RoFormer bound factor',
        data: Array.from(bound, (y, x) => ({ x, y })),
        ...seriesStyle(1, { points: false }),
      },
    ],
    x: { min: 0, max: K, title: 'offset Δ = n − m' },
    y: { title: 'value', grid: { zeroLine: true } },
  });
  const label = `Line chart over Δ from 0 to ${K}, d = ${state.d}: g(Δ) as a solid line starting at ${trim(g[0])}, and the RoFormer bound factor as a dashed line starting at ${trim(bound[0])}.`;
  if (!view.chart) view.chart = view.ctx.own(createChart(view.decaySlot, config, { label }));
  else view.chart.update({ ...config, label });
  const options = {
    summary: decayText(decay, state),
    columns: ['Δ', 'g(Δ)', 'bound factor'],
    rows: Array.from(g, (value, k) => [int(k), fixed(value), fixed(bound[k])]),
    tableLabel: 'Decay data',
  };
  if (!view.decayDescription) view.decayDescription = describeChart(view.decaySlot, options);
  else view.decayDescription.update(options);
}

// ---- the W_Q / W_K table ----

/** A size in words' company: order-1 values with 6 decimals, rounding-level ones in scientific notation. */
function size(value) {
  return Math.abs(value) >= 1e-3 ? fixed(value) : sci(value, 2);
}

/** ", rounding only" for a spread at rounding level, but not for one of exactly 0: that is no spread at all. */
function noise(value) {
  return value === 0 ? ': every row gives exactly the same score' : ', rounding only';
}

function spreadText(w) {
  const raw =
    w.rawSpread < ROUNDING_LEVEL
      ? `Bare encodings, p_m·p_n: spread ${size(w.rawSpread)}${noise(w.rawSpread)}. The offset is all they see, as the proof said.`
      : `Bare encodings, p_m·p_n: spread ${size(w.rawSpread)}.`;
  const additive =
    w.additiveSpread >= ROUNDING_LEVEL
      ? `Additive PE through W_Q and W_K: spread ${size(w.additiveSpread)}. The score changes with m although n − m is the same in every row: the projections broke the offset-only property.`
      : `Additive PE through W_Q and W_K: spread ${size(w.additiveSpread)}, at rounding level for these settings.`;
  const rope =
    w.ropeSpread < ROUNDING_LEVEL
      ? `RoPE: spread ${size(w.ropeSpread)}${noise(w.ropeSpread)}. Rotating after the projection keeps the score a function of n − m.`
      : `RoPE: spread ${size(w.ropeSpread)}.`;
  return [raw, additive, rope];
}

function renderWDemo(view, state) {
  const { w } = view;
  if (!w) return;
  const rows = Array.from(w.m, (m, i) => [
    int(m),
    int(w.n[i]),
    fixed(w.rawScores[i]),
    fixed(w.additiveScores[i]),
    fixed(w.ropeScores[i]),
  ]);
  view.wTable.replaceChildren(
    scroller(
      'Scores with W_Q and W_K',
      table({
        className: 'data-table rope-w-table',
        caption: `n − m = Δ = ${int(state.k)}, d = ${int(state.d)}, ${state.pairing} pairing, W_Q, W_K and x from seed ${SEED}.`,
        columns: ['m', 'n', 'p_m·p_n', '(p_m W_Q)·(p_n W_K)', '(R(m)W_Q x)·(R(n)W_K x)'],
        rows,
      }),
      { hint: 'The table scrolls sideways' },
    ),
  );
  view.wSpreads.replaceChildren(
    ...spreadText(w).map((text, i) =>
      el('li', { className: `rope-spread rope-spread-${['raw', 'additive', 'rope'][i]}`, text }),
    ),
  );
}

// ---- the section ----

/**
 * A control for a shared key (d, k) drawn in this section under its name here (NAMES): made
 * and registered as ctx.control does, with the store's messages put into this section's words.
 */
function renamedControl(ctx, container, key, spec) {
  const { store } = ctx;
  const words = (text) => inOwnNames(text, store);
  const renamed = {
    get: () => store.get(),
    subscribe: (listener) => store.subscribe(listener),
    set: (partial) => {
      const result = store.set(partial);
      if (result.ok) return result;
      return { ...result, errors: Object.fromEntries(Object.entries(result.errors).map(([k, m]) => [k, words(m)])) };
    },
  };
  const control = createNumberControl(container, {
    ...sharedControlSpecs(store.ranges)[key],
    store: renamed,
    key,
    label: NAMES[key],
    ...spec,
  });
  ctx.own(control);
  ctx.claim(key, { showError: (text) => control.showError(words(text)), clearError: () => control.clearError() });
  return control;
}

function build(ctx) {
  const { core, store } = ctx;
  const view = { ctx, core, key: '' };
  // d and Δ are shared keys, drawn here under this section's names (the shared panel would call
  // them "d (model width)" and "k (shift)"); the rest of the panel (pos, base) stays shared.
  const plural = (count, word) => `${int(count)} ${word}${count === 1 ? '' : 's'}`;
  const headHolder = el('div', { className: 'rope-controls' });
  ctx.slot('head').append(headHolder);
  renamedControl(ctx, headHolder, 'd', {
    describe: describeHeadDimension,
  });
  // pairing and shift are this section's own store keys: their controls live here (the shared
  // panel holds the keys every section knows), and they still go through the store and the URL.
  const pairingHolder = el('div', { className: 'rope-controls' });
  ctx.slot('pairing').append(pairingHolder);
  const choices = [
    { value: 'interleaved', label: 'Interleaved', hint: 'dims (2i, 2i + 1): RoFormer, Meta’s LLaMA' },
    { value: 'half', label: 'Half', hint: 'dims (i, i + d/2): GPT-NeoX, Hugging Face' },
  ].filter((choice) => store.ranges.pairing.choices.includes(choice.value));
  ctx.control(pairingHolder, 'pairing', { label: 'Pairing', choices });

  buildStepper(ctx, view);

  const shiftHolder = el('div', { className: 'rope-controls' });
  renamedControl(ctx, shiftHolder, 'k', {
    describe: (v) =>
      v === 0
        ? 'the key at the query’s position'
        : `the key ${plural(Math.abs(v), 'position')} ${v < 0 ? 'before' : 'after'} the query`,
    hint: 'n = pos + Δ: the key’s position minus the query’s.',
  });
  ctx.control(shiftHolder, 'shift', {
    label: SETTINGS.shift.name,
    sliderMin: 0,
    sliderMax: 100000,
    describe: (v) => `both positions moved by ${int(v)}`,
    hint: 'm + c and n + c must stay positions. Large shifts show the float32 angle error growing.',
  });
  view.relativeTable = el('div', { className: 'rope-relative' });
  view.relativeForm = el('p', { className: 'rope-relative-form' });
  view.relativeProse = el('ul', { className: 'rope-relative-prose' });
  ctx.slot('relative').append(shiftHolder, view.relativeTable, view.relativeForm, view.relativeProse, roundingNote());

  view.decayMessage = createMessage(ctx.slot('decay'));
  view.decaySlot = el('div', { className: 'rope-decay' });
  ctx.slot('decay').append(view.decaySlot);

  view.wMessage = createMessage(ctx.slot('wdemo'));
  view.wTable = el('div', { className: 'rope-w' });
  view.wSpreads = el('ul', { className: 'rope-spreads' });
  ctx.slot('wdemo').append(view.wTable, view.wSpreads);
  return view;
}

/** The core's message in this section's words: its m and n are pos and pos + Δ here. */
function ropeWords(message, state) {
  return (
    pageWords(message)
      .replace(/\bm \+ shift\b/g, 'pos + c')
      .replace(/\bn \+ shift\b/g, 'pos + Δ + c')
      .replace(/\bshift\b/g, 'c (shift)')
      .replace(/^m (?=must)/, 'pos ')
      .replace(/^n (?=must)/, 'pos + Δ ') + (state.d % 2 ? '; pick an even d' : '')
  );
}

function render(state, changed, view) {
  const inputs = ['d', 'pos', 'k', 'base', 'pairing', 'shift'];
  if (!changed.some((key) => [...inputs, 'local', 'pair'].includes(key))) return;
  const key = inputs.map((name) => state[name]).join('|');
  const inputsChanged = key !== view.key;
  if (inputsChanged) {
    // Everything from the core first; the sections's DOM changes only once all of it worked.
    const common = { dModel: state.d, base: state.base, pairing: state.pairing };
    let rel;
    let steps;
    try {
      rel = view.core.ropeRelative({ ...common, m: state.pos, n: state.pos + state.k, shift: state.shift, seed: SEED });
      steps = view.core.ropeSteps({ ...common, pos: state.pos, q: rel.q });
    } catch (error) {
      if (error instanceof RangeError) throw new RangeError(ropeWords(error.message, state));
      throw error;
    }
    // The decay chart and the W table have their own limits: a refusal there leaves the rest.
    let decay = null;
    let decayError = '';
    let w = null;
    let wError = '';
    try {
      decay = view.core.ropeDecay({ dModel: state.d, base: state.base });
    } catch (error) {
      if (!(error instanceof RangeError)) throw error;
      decayError = `${pageWords(error.message)}. The decay chart needs a smaller d.`;
    }
    try {
      w = view.core.ropeWDemo({ ...common, seed: SEED, offset: state.k });
    } catch (error) {
      if (!(error instanceof RangeError)) throw error;
      wError = `${pageWords(error.message).replace(/\boffset\b/g, 'Δ')}. The W_Q/W_K table needs ${state.k < 0 ? 'Δ ≥ 0' : 'a smaller d'}.`;
    }
    Object.assign(view, { rel, steps, decay, w, key });
    if (decayError) view.decayMessage.show(decayError);
    else view.decayMessage.clear();
    view.decaySlot.hidden = Boolean(decayError);
    if (wError) view.wMessage.show(wError);
    else view.wMessage.clear();
    view.wTable.hidden = Boolean(wError);
    view.wSpreads.hidden = Boolean(wError);
    renderRelative(view, state);
    if (changed.includes('d') || changed.includes('base') || !view.chart) renderDecay(view, state);
    renderWDemo(view, state);
  }
  renderStepper(view, state, inputsChanged);
}

export default {
  math: true, // it typesets maths in its build and render (narration.js renderMath)
  text: TEXT,
  build,
  render,
};
