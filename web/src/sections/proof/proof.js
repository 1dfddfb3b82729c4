// Section 5: the relative-shift proof, step by step, beside live numbers from core.shift():
// M_k's 2x2 blocks, M_k·PE(pos) next to PE(pos + k), the residual in float64 and float32, and
// one unit circle per pair. The page formats what the core returns; it computes nothing.

import { el } from '../../kit/dom.js';
import { createCopyButton } from '../../kit/export.js';
import { fixed, int, trim } from '../../kit/format.js';
import { renderMath } from '../../kit/narration.js';
import { scroller, sci, table } from '../../kit/section-kit.js';
import { pageWords } from '../../kit/page-words.js';
import { createUnitCircle } from '../../kit/unit-circle.js';

/** The derivation, one record per step (narration as data). Long maths is split into aligned rows so each step fits a 360 px phone. */
const STEPS = [
  {
    title: 'Look at one pair',
    tex: String.raw`\begin{aligned}\begin{pmatrix}PE(pos,\,2i)\\ PE(pos,\,2i{+}1)\end{pmatrix}&=\begin{pmatrix}\sin(\omega_i\,pos)\\ \cos(\omega_i\,pos)\end{pmatrix},\\ \omega_i&=b^{-2i/d}\end{aligned}`,
    text: 'Dimensions 2i and 2i+1 share one frequency ω_i: they hold the sine and the cosine of the same angle. Read them together as one point on the unit circle. Here i counts pairs (0, 1, 2, …), not dimensions.',
  },
  {
    title: 'Two identities from trigonometry',
    tex: String.raw`\begin{aligned}\sin(\alpha+\beta)&=\sin\alpha\cos\beta\\ &\quad+\cos\alpha\sin\beta\\ \cos(\alpha+\beta)&=\cos\alpha\cos\beta\\ &\quad-\sin\alpha\sin\beta\end{aligned}`,
    text: 'The angle-addition formulas build the sine and cosine of a sum out of the sines and cosines of its two parts.',
  },
  {
    title: 'Move the position by k',
    tex: String.raw`\begin{aligned}&\sin(\omega_i(pos+k))\\ &\quad=\cos(\omega_i k)\,\sin(\omega_i pos)\\ &\qquad+\sin(\omega_i k)\,\cos(\omega_i pos)\\ &\cos(\omega_i(pos+k))\\ &\quad=-\sin(\omega_i k)\,\sin(\omega_i pos)\\ &\qquad+\cos(\omega_i k)\,\cos(\omega_i pos)\end{aligned}`,
    text: 'Put α = ω_i·pos and β = ω_i·k. Both new values are weighted sums of the old sine and the old cosine, and the weights contain only k and ω_i.',
  },
  {
    title: 'Write it as a matrix',
    tex: String.raw`\begin{aligned}&\begin{pmatrix}\sin(\omega_i(pos+k))\\ \cos(\omega_i(pos+k))\end{pmatrix}\\ &\quad=\underbrace{\begin{pmatrix}\cos\omega_i k&\sin\omega_i k\\ -\sin\omega_i k&\cos\omega_i k\end{pmatrix}}_{R(\omega_i k)}\\ &\qquad\cdot\begin{pmatrix}\sin(\omega_i pos)\\ \cos(\omega_i pos)\end{pmatrix}\end{aligned}`,
    text: 'The 2×2 matrix turns the point by the angle ω_i·k. With the pair written in the order (sin, cos) the plus sign sits top right; texts that write the pair as (cos, sin) get the mirror image. The position pos appears nowhere in the matrix.',
  },
  {
    title: 'All pairs at once: M_k',
    tex: String.raw`\begin{aligned}PE(pos{+}k)&=M_k\,PE(pos)\\ M_k&=\begin{pmatrix}R_0&&\\&\ddots&\\&&R_{d/2-1}\end{pmatrix},\\ R_i&=R(\omega_i k)\end{aligned}`,
    text: 'Stack the pairs: M_k is block-diagonal, one rotation per pair and zeros elsewhere. One and the same M_k moves every position forward by k. That is the relative-shift property. Below, change pos and watch M_k stay exactly as it was.',
  },
  {
    title: 'Why the pair must travel together',
    tex: String.raw`\begin{aligned}&\sin\theta=\sin(\pi-\theta),\ \text{but}\\ &\sin(\theta+\beta)\neq\sin(\pi-\theta+\beta)\\ &\text{in general}\end{aligned}`,
    text: 'The map is linear only on each (sin, cos) pair as a whole. No rule, linear or not, gives sin(ω(pos+k)) from sin(ω·pos) alone: two positions can share a sine but not a cosine, and after the shift their sines differ. The cosine holds the other half of the information. Looking for a shift rule for one dimension on its own is a common confusion.',
  },
  {
    title: 'What this buys',
    tex: String.raw`\begin{aligned}&PE(p)\cdot PE(q)\\ &\quad=\sum_i\big(\sin\omega_i p\,\sin\omega_i q\\ &\qquad\quad+\cos\omega_i p\,\cos\omega_i q\big)\\ &\quad=\sum_i\cos(\omega_i(p-q))\end{aligned}`,
    text: 'The dot product of two encodings depends only on the offset p − q, not on where the two tokens sit. The next section draws this.',
  },
];

/** Messages for the live line under the controls (narration as data too). */
const STATUS = {
  start: 'Change pos and M_k stays the same; change k and every block turns by a new angle.',
  pos: (s) =>
    `pos is now ${int(s.pos)}: PE(pos) and PE(pos + k) moved, but M_k did not change. Its blocks depend only on k and the frequencies, never on pos.`,
  k: (s) => `k is now ${int(s.k)}: M_k changed, each block now turns its pair by ω_i·${int(s.k)}.`,
  width: (s) => `d = ${int(s.d)}, b = ${trim(s.base)}: new frequencies, so new blocks.`,
};

const MAX_PAIRS_SHOWN = 8;
const MAX_DIMS_SHOWN = 64;

/** What the two residuals beside it mean; a residual of exactly 0 is not called noise. */
function residualWords(result) {
  const tail = 'the identity is exact, the arithmetic is not.';
  if (result.maxError === 0 && result.maxErrorF32 === 0) return ' in float32: the two vectors agree exactly here.';
  if (result.maxError === 0)
    return ` in float32. In float64 they agree exactly here; the float32 difference is rounding noise: ${tail}`;
  if (result.maxErrorF32 === 0)
    return ` in float32. In float32 they agree exactly here; the float64 difference is rounding noise: ${tail}`;
  return ` in float32. Both are rounding noise: ${tail}`;
}

function matrix2(block) {
  // [[cos ωk, sin ωk], [-sin ωk, cos ωk]]: the core's numbers, negated sign shown with the one value.
  const cell = (value, label) => el('td', { text: fixed(value), attrs: { 'data-entry': label } });
  const negated = -block.sin; // the block's lower-left entry: the same core value, shown with its sign flipped
  return el(
    'table',
    { className: 'matrix-2x2', attrs: { 'aria-label': `R(ω_${block.pair}·k): rotation block of pair ${block.pair}` } },
    el(
      'tbody',
      {},
      el('tr', {}, cell(block.cos, 'cos'), cell(block.sin, 'sin')),
      el('tr', {}, cell(negated, '-sin'), cell(block.cos, 'cos')),
    ),
  );
}

function build(ctx) {
  const { core } = ctx;
  const view = { ctx, core, stepIndex: 0, circles: [], lastGood: null };

  // The derivation, stepped with Previous / Next.
  const stepCounter = el('p', { className: 'proof-counter' });
  const stepTitle = el('h3', { className: 'proof-step-title', tabIndex: -1 });
  const stepTex = el('div', {
    className: 'proof-tex',
    tabIndex: 0,
    attrs: { role: 'region', 'aria-label': 'The step in symbols (scrolls sideways on a narrow screen)' },
  });
  const stepText = el('p', { className: 'proof-text' });
  const prev = el('button', { type: 'button', className: 'button proof-prev', text: '← Previous step' });
  const next = el('button', { type: 'button', className: 'button proof-next', text: 'Next step →' });
  const stepBody = el(
    'div',
    { className: 'proof-step', attrs: { 'aria-live': 'polite' } },
    stepCounter,
    stepTitle,
    stepTex,
    stepText,
  );
  // Take-away: the whole derivation plus the live numbers for the current pos, k and d.
  const latexTool = createCopyButton({
    text: 'Copy proof as LaTeX',
    what: 'LaTeX',
    getText: () => proofTex(core, ctx.store.get(), ctx.link()),
  });
  latexTool.element.classList.add('proof-latex');
  const derivation = el(
    'div',
    { className: 'proof-derivation card' },
    stepBody,
    el('div', { className: 'proof-nav' }, prev, next),
    latexTool.element,
  );
  ctx.onStepKeys({ next: () => showStep(view.stepIndex + 1), prev: () => showStep(view.stepIndex - 1) });

  function showStep(index, { focus = false } = {}) {
    view.stepIndex = Math.max(0, Math.min(STEPS.length - 1, index));
    const step = STEPS[view.stepIndex];
    stepCounter.textContent = `Step ${view.stepIndex + 1} of ${STEPS.length}`;
    stepTitle.textContent = step.title;
    renderMath(stepTex, step.tex, { display: true });
    stepText.textContent = step.text;
    prev.disabled = view.stepIndex === 0;
    next.disabled = view.stepIndex === STEPS.length - 1;
    if (focus) stepTitle.focus({ preventScroll: true });
  }
  prev.addEventListener('click', () => showStep(view.stepIndex - 1));
  next.addEventListener('click', () => showStep(view.stepIndex + 1));

  // The live numbers.
  const status = el('p', { className: 'proof-status', attrs: { role: 'status' } });
  const unchangedBadge = el('span', { className: 'badge proof-unchanged', text: 'unchanged', hidden: true });
  const blocksHeading = el(
    'h3',
    { className: 'proof-blocks-title' },
    'The blocks of M',
    el('sub', { text: 'k' }),
    ' ',
    unchangedBadge,
  );
  const blocksNote = el('p', { className: 'proof-blocks-note' });
  const blocksGrid = el('div', { className: 'proof-blocks' });
  const vectorHeading = el('h3', { text: 'M_k · PE(pos) beside PE(pos + k)' });
  const vectorSlot = el('div', { className: 'proof-vectors' });
  const residual = el('p', { className: 'proof-residual' });
  // Hidden until the first good render: a link with an odd d would leave the headings empty.
  const figures = el(
    'div',
    { className: 'proof-figures', hidden: true },
    blocksHeading,
    blocksNote,
    blocksGrid,
    vectorHeading,
    vectorSlot,
    residual,
  );

  ctx.slot('proof').append(
    el('p', {
      className: 'lead',
      text: 'The paper chose sines and cosines so that moving k positions along is the same linear map wherever you start. Step through the derivation, then check it with real numbers.',
    }),
    derivation,
    el('div', { className: 'proof-live' }, status, figures),
  );
  showStep(0);
  Object.assign(view, { status, unchangedBadge, figures, blocksNote, blocksGrid, vectorHeading, vectorSlot, residual });
  return view;
}

/** The live line's message for this change, from what changed since the last good state. */
function statusFor(state, changed, lastGood) {
  const only = (key) =>
    changed.length > 0 &&
    changed.every((c) => c === key || c === 'n' || c === 'offset' || c === 'layout' || c === 'step');
  const posOnly =
    Boolean(lastGood) &&
    changed.includes('pos') &&
    only('pos') &&
    lastGood.d === state.d &&
    lastGood.k === state.k &&
    lastGood.base === state.base;
  let text = STATUS.start;
  if (posOnly) text = STATUS.pos(state);
  else if (lastGood && changed.includes('k') && !changed.includes('d')) text = STATUS.k(state);
  else if (lastGood && (changed.includes('d') || changed.includes('base'))) text = STATUS.width(state);
  else if (lastGood) text = null; // nothing the line speaks of changed: keep its message
  return { text, unchanged: posOnly };
}

/** The rotation blocks of M_k and a unit circle for each of the first pairs. */
function drawBlocks(view, state, result) {
  const { circles, blocksGrid } = view;
  const pairs = result.blocks.length;
  const shown = Math.min(pairs, MAX_PAIRS_SHOWN);
  const marks =
    'On each circle the round dot is the pair’s point for pos, and the square is M_k applied to that point: the point for pos + k.';
  view.blocksNote.textContent =
    pairs > shown
      ? `d = ${int(state.d)} has ${int(pairs)} pairs; the first ${shown} are drawn. Each of the others is a rotation too, by a smaller angle. ${marks}`
      : `d = ${int(state.d)}: ${pairs} ${pairs === 1 ? 'pair' : 'pairs'}, so M_k is ${int(state.d)} × ${int(state.d)} with ${pairs} rotation ${pairs === 1 ? 'block' : 'blocks'} on its diagonal. ${marks}`;
  while (circles.length > shown) circles.pop().card.remove();
  for (let i = 0; i < shown; i += 1) {
    if (!circles[i]) {
      const card = el('div', { className: 'proof-block card' });
      const info = el('div', { className: 'proof-block-info' });
      card.append(info);
      const circle = createUnitCircle(card);
      blocksGrid.append(card);
      circles[i] = { card, info, circle };
    }
    const block = result.blocks[i];
    const { info, circle, card } = circles[i];
    card.dataset.pair = String(block.pair);
    info.replaceChildren(
      el(
        'p',
        { className: 'proof-block-head' },
        'R(ω',
        el('sub', { text: String(block.pair) }),
        `·k): angle ${trim(block.angle)} rad`,
      ),
      matrix2(block),
    );
    circle.update({
      pair: block.pair,
      omega: block.omega,
      angle: block.angle,
      pos: state.pos,
      k: state.k,
      from: { sin: result.pe[2 * i], cos: result.pe[2 * i + 1] },
      to: { sin: result.rotated[2 * i], cos: result.rotated[2 * i + 1] },
    });
  }
}

/** PE(pos), M_k·PE(pos) and PE(pos + k), dimension by dimension. */
function drawVectors(view, state, result) {
  const dims = Math.min(state.d, MAX_DIMS_SHOWN);
  const rows = [];
  for (let j = 0; j < dims; j += 1) {
    rows.push([
      `${j} (${j % 2 ? 'cos' : 'sin'}, pair ${Math.floor(j / 2)})`,
      fixed(result.pe[j]),
      fixed(result.rotated[j]),
      fixed(result.direct[j]),
    ]);
  }
  view.vectorHeading.textContent = `M_k · PE(${int(state.pos)}) beside PE(${int(state.pos + state.k)})`;
  view.vectorSlot.replaceChildren(
    scroller(
      'Vectors PE(pos), M_k·PE(pos) and PE(pos+k)',
      table({
        className: 'data-table proof-vector-table',
        caption:
          dims < state.d
            ? `The first ${dims} of ${int(state.d)} dimensions.`
            : `All ${int(state.d)} dimensions, rounded to 6 decimals (half away from zero).`,
        columns: [
          'dimension',
          `PE(${int(state.pos)})`,
          `M_k · PE(${int(state.pos)})`,
          `PE(${int(state.pos + state.k)}) directly`,
        ],
        rows,
      }),
    ),
  );
}

/** The largest gap between the two sides, in float64 and float32, and what it means. */
function drawResidual(view, result) {
  view.residual.replaceChildren(
    el('span', { text: 'Largest |M_k·PE(pos) − PE(pos+k)| over all dimensions: ' }),
    el('strong', { className: 'residual-f64', text: sci(result.maxError, 2) }),
    el('span', { text: ' in float64 and ' }),
    el('strong', { className: 'residual-f32', text: sci(result.maxErrorF32, 2) }),
    el('span', { text: residualWords(result) }),
  );
}

/** The core's numbers for the state; an odd d is refused with the reason the proof needs pairs. */
function shiftFor(view, state) {
  try {
    return view.core.shift({ pos: state.pos, k: state.k, dModel: state.d, base: state.base });
  } catch (error) {
    view.status.textContent = '';
    view.unchangedBadge.hidden = true;
    throw new RangeError(
      state.d % 2 ? `${error.message}. The proof pairs every sine with a cosine: pick an even d` : error.message,
    );
  }
}

function render(state, changed, view) {
  if (!['d', 'pos', 'k', 'base'].some((key) => changed.includes(key))) return;
  const result = shiftFor(view, state);
  const status = statusFor(state, changed, view.lastGood);
  if (status.text !== null) view.status.textContent = status.text;
  view.unchangedBadge.hidden = !status.unchanged;
  view.lastGood = state;
  view.figures.hidden = false;
  drawBlocks(view, state, result);
  drawVectors(view, state, result);
  drawResidual(view, result);
}

export default {
  math: true, // it typesets maths in its build and render (narration.js renderMath)
  text: [{ type: 'slot', name: 'proof' }],
  build,
  render,
};

/** Narration text as LaTeX text: special characters escaped, the Greek and symbols as maths. */
function texText(text) {
  return text
    .replace(/[\\%&#_{}$]/g, (c) => (c === '\\' ? '\\textbackslash{}' : `\\${c}`))
    .replace(/ω\\_i/g, '$\\omega_i$')
    .replace(/ω/g, '$\\omega$')
    .replace(/π/g, '$\\pi$')
    .replace(/·/g, '$\\cdot$')
    .replace(/×/g, '$\\times$')
    .replace(/−/g, '$-$')
    .replace(/…/g, '\\ldots{}')
    .replace(/M\\_k/g, '$M_k$');
}

/**
 * The proof as LaTeX for slides or a handout: every step (title, display maths, text), then the
 * numbers for the current pos, k and d from core.shift (formatted here, computed there).
 */
function proofTex(core, state, link = '') {
  const lines = [
    `% Positional Encoding Explorer: the relative-shift proof, pos = ${state.pos}, k = ${state.k}, d = ${state.d}, base ${trim(state.base)}.`,
    `% ${link}`,
    '% Needs \\usepackage{amsmath}. Numbers rounded half away from zero to 6 decimal places.',
  ];
  STEPS.forEach((step, index) => {
    lines.push('', `\\paragraph{Step ${index + 1}: ${texText(step.title)}}`, `\\[ ${step.tex} \\]`, texText(step.text));
  });
  let result;
  try {
    result = core.shift({ pos: state.pos, k: state.k, dModel: state.d, base: state.base });
  } catch (error) {
    lines.push('', `% No numbers: ${pageWords(error.message)}`);
    return `${lines.join('\n')}\n`;
  }
  lines.push(
    '',
    `\\paragraph{With numbers: $\\mathit{pos} = ${state.pos}$, $k = ${state.k}$, $d = ${state.d}$, $b = ${trim(state.base)}$}`,
  );
  const shown = Math.min(result.blocks.length, MAX_PAIRS_SHOWN);
  lines.push('\\begin{align*}');
  const blocks = result.blocks
    .slice(0, shown)
    .map(
      (block) =>
        `R(\\omega_{${block.pair}} k) &= \\begin{pmatrix}${fixed(block.cos)} & ${fixed(block.sin)}\\\\ ${fixed(-block.sin)} & ${fixed(block.cos)}\\end{pmatrix} && \\omega_{${block.pair}} k = ${trim(block.angle)}`,
    );
  lines.push(blocks.join(' \\\\\n'), '\\end{align*}');
  const dims = Math.min(state.d, MAX_DIMS_SHOWN);
  const column = (values) =>
    `\\begin{pmatrix}${Array.from({ length: dims }, (_, j) => fixed(values[j])).join('\\\\ ')}${dims < state.d ? '\\\\ \\vdots' : ''}\\end{pmatrix}`;
  lines.push(
    `\\[ M_k\\,PE(${state.pos}) = ${column(result.rotated)} \\qquad PE(${state.pos + state.k}) = ${column(result.direct)} \\]`,
  );
  lines.push(
    `Largest difference: ${sci(result.maxError, 2)} in float64, ${sci(result.maxErrorF32, 2)} in float32.`,
    '',
  );
  return lines.join('\n');
}
