// Section 5: the relative-shift proof, step by step, beside live numbers from core.shift():
// M_k's 2x2 blocks, M_k·PE(pos) next to PE(pos + k), the residual in float64 and float32, and
// one unit circle per pair. The page formats what the core returns; it computes nothing.

import { el } from '../../kit/dom.js';
import { createCopyButton } from '../../kit/export.js';
import { fixed, int, intArg, texFixed, texTrim, trim, trimArg } from '../../kit/format.js';
import { t } from '../../kit/i18n.js';
import { renderMath } from '../../kit/narration.js';
import { scroller, sci, table } from '../../kit/section-kit.js';
import { pageWords } from '../../kit/page-words.js';
import { createUnitCircle } from '../../kit/unit-circle.js';

/**
 * The derivation, one record per step (narration as data; title and text are worded when shown,
 * the maths in them are placeables). Long maths is split into aligned rows so each step fits a
 * 360 px phone.
 */
const STEPS = [
  {
    title: () => t('proof-step1-title'),
    tex: String.raw`\begin{aligned}\begin{pmatrix}PE(pos,\,2i)\\ PE(pos,\,2i{+}1)\end{pmatrix}&=\begin{pmatrix}\sin(\omega_i\,pos)\\ \cos(\omega_i\,pos)\end{pmatrix},\\ \omega_i&=b^{-2i/d}\end{aligned}`,
    text: () => t('proof-step1-text', { even: '2i', odd: '2i+1', omega: 'ω_i', i: 'i' }),
  },
  {
    title: () => t('proof-step2-title'),
    tex: String.raw`\begin{aligned}\sin(\alpha+\beta)&=\sin\alpha\cos\beta\\ &\quad+\cos\alpha\sin\beta\\ \cos(\alpha+\beta)&=\cos\alpha\cos\beta\\ &\quad-\sin\alpha\sin\beta\end{aligned}`,
    text: () => t('proof-step2-text'),
  },
  {
    title: () => t('proof-step3-title', { k: 'k' }),
    tex: String.raw`\begin{aligned}&\sin(\omega_i(pos+k))\\ &\quad=\cos(\omega_i k)\,\sin(\omega_i pos)\\ &\qquad+\sin(\omega_i k)\,\cos(\omega_i pos)\\ &\cos(\omega_i(pos+k))\\ &\quad=-\sin(\omega_i k)\,\sin(\omega_i pos)\\ &\qquad+\cos(\omega_i k)\,\cos(\omega_i pos)\end{aligned}`,
    text: () => t('proof-step3-text', { alpha: 'α = ω_i·pos', beta: 'β = ω_i·k', k: 'k', omega: 'ω_i' }),
  },
  {
    title: () => t('proof-step4-title'),
    tex: String.raw`\begin{aligned}&\begin{pmatrix}\sin(\omega_i(pos+k))\\ \cos(\omega_i(pos+k))\end{pmatrix}\\ &\quad=\underbrace{\begin{pmatrix}\cos\omega_i k&\sin\omega_i k\\ -\sin\omega_i k&\cos\omega_i k\end{pmatrix}}_{R(\omega_i k)}\\ &\qquad\cdot\begin{pmatrix}\sin(\omega_i pos)\\ \cos(\omega_i pos)\end{pmatrix}\end{aligned}`,
    text: () =>
      t('proof-step4-text', { size: '2×2', angle: 'ω_i·k', sinCos: '(sin, cos)', cosSin: '(cos, sin)', pos: 'pos' }),
  },
  {
    title: () => t('proof-step5-title', { Mk: 'M_k' }),
    tex: String.raw`\begin{aligned}PE(pos{+}k)&=M_k\,PE(pos)\\ M_k&=\begin{pmatrix}R_0&&\\&\ddots&\\&&R_{d/2-1}\end{pmatrix},\\ R_i&=R(\omega_i k)\end{aligned}`,
    text: () => t('proof-step5-text', { Mk: 'M_k', k: 'k', pos: 'pos' }),
  },
  {
    title: () => t('proof-step6-title'),
    tex: String.raw`\begin{aligned}&\sin\theta=\sin(\pi-\theta),\ \text{but}\\ &\sin(\theta+\beta)\neq\sin(\pi-\theta+\beta)\\ &\text{in general}\end{aligned}`,
    text: () => t('proof-step6-text', { sinCos: '(sin, cos)', shifted: 'sin(ω(pos+k))', sinPos: 'sin(ω·pos)' }),
  },
  {
    title: () => t('proof-step7-title'),
    tex: String.raw`\begin{aligned}&PE(p)\cdot PE(q)\\ &\quad=\sum_i\big(\sin\omega_i p\,\sin\omega_i q\\ &\qquad\quad+\cos\omega_i p\,\cos\omega_i q\big)\\ &\quad=\sum_i\cos(\omega_i(p-q))\end{aligned}`,
    text: () => t('proof-step7-text', { offset: 'p − q' }),
  },
];

/** The live line under the controls: one message per case (narration as data too). */
const STATUS = {
  start: () => t('proof-status-start', { pos: 'pos', Mk: 'M_k', k: 'k' }),
  pos: (s) =>
    t('proof-status-pos', {
      posIs: 'pos',
      value: intArg(s.pos),
      pe: 'PE(pos)',
      peShifted: 'PE(pos + k)',
      Mk: 'M_k',
      k: 'k',
      pos: 'pos',
    }),
  k: (s) => t('proof-status-k', { k: 'k', value: intArg(s.k), Mk: 'M_k', angle: intArg(s.k) }),
  width: (s) => t('proof-status-width', { dIs: intArg(s.d), bIs: trimArg(s.base) }),
};

/**
 * Message `id` with some placeables as elements (a <strong> number, M with a subscript): each
 * name in `parts` is worded as a private-use mark, and the text is split there.
 */
function withParts(id, args, parts) {
  const names = Object.keys(parts);
  const marks = Object.fromEntries(names.map((name, index) => [name, String.fromCharCode(0xe000 + index)]));
  const text = t(id, { ...args, ...marks });
  return text
    .split(/([\ue000-\ue0ff])/)
    .filter(Boolean)
    .map((piece) => {
      const index = piece.charCodeAt(0) - 0xe000;
      return piece.length === 1 && index >= 0 && index < names.length ? parts[names[index]]() : piece;
    });
}

const MAX_PAIRS_SHOWN = 8;
const MAX_DIMS_SHOWN = 64;

/** The residual sentence's message: a residual of exactly 0 is not called noise. */
function residualMessage(result) {
  if (result.maxError === 0 && result.maxErrorF32 === 0) return 'proof-residual-exact';
  if (result.maxError === 0) return 'proof-residual-exact-f64';
  if (result.maxErrorF32 === 0) return 'proof-residual-exact-f32';
  return 'proof-residual-noise';
}

function matrix2(block) {
  // [[cos ωk, sin ωk], [-sin ωk, cos ωk]]: the core's numbers, negated sign shown with the one value.
  const cell = (value, label) => el('td', { text: fixed(value), attrs: { 'data-entry': label } });
  const negated = -block.sin; // the block's lower-left entry: the same core value, shown with its sign flipped
  return el(
    'table',
    {
      className: 'matrix-2x2',
      attrs: {
        dir: 'ltr',
        'aria-label': t('proof-block-label', { block: intArg(block.pair), pair: String(block.pair) }),
      },
    },
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
    attrs: { role: 'region', dir: 'ltr', 'aria-label': t('proof-step-tex-label') },
  });
  const stepText = el('p', { className: 'proof-text' });
  const prev = el('button', { type: 'button', className: 'button proof-prev', text: t('proof-prev') });
  const next = el('button', { type: 'button', className: 'button proof-next', text: t('proof-next') });
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
    text: t('proof-copy-latex'),
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
    stepCounter.textContent = t('proof-step-counter', {
      index: String(view.stepIndex + 1),
      count: String(STEPS.length),
    });
    stepTitle.textContent = step.title();
    renderMath(stepTex, step.tex, { display: true });
    stepText.textContent = step.text();
    prev.disabled = view.stepIndex === 0;
    next.disabled = view.stepIndex === STEPS.length - 1;
    if (focus) stepTitle.focus({ preventScroll: true });
  }
  prev.addEventListener('click', () => showStep(view.stepIndex - 1));
  next.addEventListener('click', () => showStep(view.stepIndex + 1));

  // The live numbers.
  const status = el('p', { className: 'proof-status', attrs: { role: 'status' } });
  const unchangedBadge = el('span', {
    className: 'badge proof-unchanged',
    text: t('proof-unchanged'),
    hidden: true,
  });
  const blocksHeading = el(
    'h3',
    { className: 'proof-blocks-title' },
    ...withParts(
      'proof-blocks-heading',
      {},
      { Mk: () => el('span', { attrs: { dir: 'ltr' } }, 'M', el('sub', { text: 'k' })) },
    ),
    ' ',
    unchangedBadge,
  );
  const blocksNote = el('p', { className: 'proof-blocks-note' });
  const blocksGrid = el('div', { className: 'proof-blocks' });
  const vectorHeading = el('h3'); // worded by drawVectors(), with the numbers, before it shows
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
      text: t('proof-lead', { k: 'k' }),
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
  let text = STATUS.start();
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
  const args = {
    dIs: intArg(state.d),
    count: pairs,
    pairs: int(pairs),
    shown: String(shown),
    size: intArg(state.d),
    Mk: 'M_k',
    pos: 'pos',
    posK: 'pos + k',
  };
  view.blocksNote.textContent = t(pairs > shown ? 'proof-blocks-note-first' : 'proof-blocks-note-all', args);
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
        ...withParts(
          'proof-block-angle',
          { angle: trim(block.angle) },
          { block: () => el('span', { attrs: { dir: 'ltr' } }, 'R(ω', el('sub', { text: String(block.pair) }), '·k)') },
        ),
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

/** A table of numbers keeps the field's left-to-right order (and its minus signs) on a right-to-left page. */
function ltr(node) {
  node.setAttribute('dir', 'ltr');
  // Its words (caption, headers) still read in the page's direction.
  for (const words of node.querySelectorAll('caption, th')) words.setAttribute('dir', 'auto');
  return node;
}

/** PE(pos), M_k·PE(pos) and PE(pos + k), dimension by dimension. */
function drawVectors(view, state, result) {
  const dims = Math.min(state.d, MAX_DIMS_SHOWN);
  const rows = [];
  for (let j = 0; j < dims; j += 1) {
    rows.push([
      t('proof-dim-row', { dim: String(j), fn: j % 2 ? 'cos' : 'sin', pair: String(Math.floor(j / 2)) }),
      fixed(result.pe[j]),
      fixed(result.rotated[j]),
      fixed(result.direct[j]),
    ]);
  }
  const pos = int(state.pos);
  view.vectorHeading.textContent = t('proof-vector-heading', {
    rotated: intArg(state.pos),
    shifted: intArg(state.pos + state.k),
  });
  view.vectorSlot.replaceChildren(
    ltr(
      scroller(
        t('proof-vectors-label', { pe: 'PE(pos)', rotated: 'M_k·PE(pos)', shifted: 'PE(pos+k)' }),
        table({
          className: 'data-table proof-vector-table',
          caption:
            dims < state.d
              ? t('proof-vectors-first', { shown: String(dims), d: intArg(state.d) })
              : t('proof-vectors-all', { d: intArg(state.d) }),
          columns: [
            t('proof-column-dimension'),
            `PE(${pos})`,
            `M_k · PE(${pos})`,
            t('proof-column-direct', { shifted: intArg(state.pos + state.k) }),
          ],
          rows,
        }),
      ),
    ),
  );
}

/** The largest gap between the two sides, in float64 and float32, and what it means. */
function drawResidual(view, result) {
  view.residual.replaceChildren(
    ...withParts(
      residualMessage(result),
      { gap: '|M_k·PE(pos) − PE(pos+k)|' },
      {
        // A number in e notation keeps its left-to-right order inside a right-to-left sentence.
        f64: () => el('strong', { className: 'residual-f64', text: sci(result.maxError, 2), attrs: { dir: 'ltr' } }),
        f32: () => el('strong', { className: 'residual-f32', text: sci(result.maxErrorF32, 2), attrs: { dir: 'ltr' } }),
      },
    ),
  );
}

/** The core's numbers for the state; an odd d is refused with the reason the proof needs pairs. */
function shiftFor(view, state) {
  try {
    return view.core.shift({ pos: state.pos, k: state.k, dModel: state.d, base: state.base });
  } catch (error) {
    view.status.textContent = '';
    view.unchangedBadge.hidden = true;
    throw new RangeError(state.d % 2 ? t('proof-odd-d', { reason: error.message, d: 'd' }) : error.message);
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
    .replace(/M\\_k/g, '$M_k$')
    .replace(/\u00a0/g, '~'); // a short MATH run's no-break space
}

/**
 * The proof as LaTeX for slides or a handout: every step (title, display maths, text), then the
 * numbers for the current pos, k and d from core.shift (formatted here, computed there).
 */
function proofTex(core, state, link = '') {
  const lines = [
    `% ${t('proof-tex-header', { values: `pos = ${state.pos}, k = ${state.k}, d = ${state.d}`, base: trimArg(state.base) })}`,
    `% ${link}`,
    `% ${t('proof-tex-needs', { package: '\\usepackage{amsmath}' })}`,
  ];
  STEPS.forEach((step, index) => {
    const heading = t('proof-tex-step', { index: String(index + 1), title: texText(step.title()) });
    lines.push('', `\\paragraph{${heading}}`, `\\[ ${step.tex} \\]`, texText(step.text()));
  });
  let result;
  try {
    result = core.shift({ pos: state.pos, k: state.k, dModel: state.d, base: state.base });
  } catch (error) {
    lines.push('', `% ${t('proof-tex-no-numbers', { reason: pageWords(error) })}`);
    return stripIsolates(`${lines.join('\n')}\n`);
  }
  const numbers = `$\\mathit{pos} = ${state.pos}$, $k = ${state.k}$, $d = ${state.d}$, $b = ${texTrim(state.base)}$`;
  lines.push('', `\\paragraph{${t('proof-tex-with-numbers', { values: numbers })}}`);
  const shown = Math.min(result.blocks.length, MAX_PAIRS_SHOWN);
  lines.push('\\begin{align*}');
  const blocks = result.blocks
    .slice(0, shown)
    .map(
      (block) =>
        `R(\\omega_{${block.pair}} k) &= \\begin{pmatrix}${texFixed(block.cos)} & ${texFixed(block.sin)}\\\\ ${texFixed(-block.sin)} & ${texFixed(block.cos)}\\end{pmatrix} && \\omega_{${block.pair}} k = ${texTrim(block.angle)}`,
    );
  lines.push(blocks.join(' \\\\\n'), '\\end{align*}');
  const dims = Math.min(state.d, MAX_DIMS_SHOWN);
  const column = (values) =>
    `\\begin{pmatrix}${Array.from({ length: dims }, (_, j) => texFixed(values[j])).join('\\\\ ')}${dims < state.d ? '\\\\ \\vdots' : ''}\\end{pmatrix}`;
  lines.push(
    `\\[ M_k\\,PE(${state.pos}) = ${column(result.rotated)} \\qquad PE(${state.pos + state.k}) = ${column(result.direct)} \\]`,
  );
  lines.push(t('proof-tex-largest', { f64: sci(result.maxError, 2), f32: sci(result.maxErrorF32, 2) }), '');
  return stripIsolates(lines.join('\n'));
}

/** The text without the bidi isolation marks messages put around placeables (TeX has no use for them). */
function stripIsolates(text) {
  return text.replace(/[\u2066-\u2069]/g, '');
}
