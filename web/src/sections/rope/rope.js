// Section "Rotary position embedding (RoPE)": where the rotation proof leads. Instead of adding
// PE to the embedding, RoPE turns q and k pair by pair by pos·ω_i. Every number comes from the
// core (all float64, the float32 columns widened by the core); the page formats, draws and
// chooses words. This file holds the narration and puts the parts together, each in its own
// file: the pairing and the table of pairs (pairs.js), the worked rotation (pair-stepper.js,
// core.ropeSteps), the relative check (relative.js, core.ropeRelative), the decay curve
// (decay.js, core.ropeDecay) and the W_Q/W_K table (w-demo.js, core.ropeWDemo).
//
// Rule: the prose that depends on numbers is chosen from the numbers shown (see the *Text
// functions), so it stays true at every d, pos, k, base, pairing and shift.

import { describeHeadDimension } from '../../kit/controls.js';
import { el } from '../../kit/dom.js';
import { msg, t } from '../../kit/i18n.js';
import { pageWords } from '../../kit/page-words.js';
import { SEED } from './common.js';
import { renamedControl } from './controls.js';
import { buildDecay, decayFromCore, showDecay } from './decay.js';
import { buildStepper, renderStepper } from './pair-stepper.js';
import { buildPairing } from './pairs.js';
import { buildRelative, renderRelative } from './relative.js';
import { buildWDemo, showWDemo, wFromCore } from './w-demo.js';

/** The narration: records of messages (worded when drawn), maths as placeholders. */
function text() {
  return [
    {
      type: 'p',
      text: msg('rope-intro', {
        delta: '$\\Delta$',
        turn: '$\\omega_i\\Delta$',
        angle: '$\\mathit{pos}\\cdot\\omega_i$',
        omega: '$\\omega_i = b^{-2i/d}$',
        offset: '$\\Delta = n - m$',
      }),
    },
    { type: 'p', text: msg('rope-head') },
    { type: 'slot', name: 'head' },
    {
      type: 'p',
      text: msg('rope-identity', {
        first: '$n\\omega_i$',
        second: '$m\\omega_i$',
        result: '$(n-m)\\omega_i$',
        identity: '$R(m)^{\\top}R(n) = R(n-m)$',
        offset: '$\\Delta = n - m$',
      }),
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
      text: msg('rope-block', {
        block: '$\\left(\\begin{smallmatrix}\\cos & \\sin\\\\ -\\sin & \\cos\\end{smallmatrix}\\right)$',
        map: '$(a, b) \\mapsto (a\\cos\\theta - b\\sin\\theta,\\ a\\sin\\theta + b\\cos\\theta)$',
      }),
    },
    { type: 'h3', text: msg('rope-pairs-heading') },
    { type: 'p', text: msg('rope-pairs', { rotateHalf: '`rotate_half`' }) },
    { type: 'slot', name: 'pairing' },
    { type: 'h3', text: msg('rope-stepper-heading') },
    { type: 'slot', name: 'stepper' },
    { type: 'h3', text: msg('rope-check-heading') },
    { type: 'p', text: msg('rope-check', { relative: '$q\\cdot R(n-m)\\,k$' }) },
    { type: 'slot', name: 'relative' },
    { type: 'h3', text: msg('rope-decay-heading') },
    {
      type: 'p',
      text: msg('rope-decay', {
        g: '$g(\\Delta)=\\sum_i\\cos(\\omega_i \\Delta)$',
        product: '$PE(p)\\cdot PE(p+\\Delta)$',
        g0: '$g(0) = d/2$',
        factor: '$\\tfrac{1}{d/2}\\sum_{j=1}^{d/2}|S_j|$',
        sum: '$S_j=\\sum_{i<j}e^{\\mathrm{i}\\Delta\\omega_i}$',
      }),
    },
    { type: 'slot', name: 'decay' },
    { type: 'h3', text: msg('rope-why-add-heading') },
    {
      type: 'p',
      text: msg('rope-why-add', {
        additive: '$(p_m W_Q)\\cdot(p_n W_K)$',
        rotated: '$(R(m)W_Q x)\\cdot(R(n)W_K x) = (W_Q x)\\cdot R(n-m)(W_K x)$',
      }),
    },
    { type: 'slot', name: 'wdemo' },
  ];
}

// ---- the section ----

function build(ctx) {
  const view = { ctx, core: ctx.core, key: '' };
  // d and Δ are shared keys, drawn here under this section's names (the shared panel would call
  // them "d (model width)" and "k (shift)"); the rest of the panel (pos, base) stays shared.
  const headHolder = el('div', { className: 'rope-controls' });
  ctx.slot('head').append(headHolder);
  renamedControl(ctx, headHolder, 'd', {
    describe: describeHeadDimension,
  });
  buildPairing(ctx);
  buildStepper(ctx, view);
  buildRelative(ctx, view);
  buildDecay(ctx, view);
  buildWDemo(ctx, view);
  return view;
}

/** The core's message in this section's words: its m and n are pos and pos + Δ here. */
function ropeWords(message) {
  return pageWords(message)
    .replace(/\bm \+ shift\b/g, 'pos + c')
    .replace(/\bn \+ shift\b/g, 'pos + Δ + c')
    .replace(/\bshift\b/g, 'c (shift)')
    .replace(/^m (?=must)/, 'pos ')
    .replace(/^n (?=must)/, 'pos + Δ ');
}

/** The relative check and the pairs' rotation from the core; a refusal here refuses the section. */
function rotationsFromCore(core, state) {
  const common = { dModel: state.d, base: state.base, pairing: state.pairing };
  try {
    const rel = core.ropeRelative({ ...common, m: state.pos, n: state.pos + state.k, shift: state.shift, seed: SEED });
    const steps = core.ropeSteps({ ...common, pos: state.pos, q: rel.q });
    return { rel, steps };
  } catch (error) {
    if (error instanceof RangeError) {
      const words = ropeWords(error);
      throw new RangeError(state.d % 2 ? t('rope-refused-odd', { message: words }) : words);
    }
    throw error;
  }
}

function render(state, changed, view) {
  const inputs = ['d', 'pos', 'k', 'base', 'pairing', 'shift'];
  if (!changed.some((key) => [...inputs, 'local', 'pair'].includes(key))) return;
  const key = inputs.map((name) => state[name]).join('|');
  const inputsChanged = key !== view.key;
  if (inputsChanged) {
    // Everything from the core first; the section's DOM changes only once all of it worked.
    const { rel, steps } = rotationsFromCore(view.core, state);
    const decay = decayFromCore(view.core, state);
    const w = wFromCore(view.core, state);
    Object.assign(view, { rel, steps, decay: decay.decay, w: w.w, key });
    renderRelative(view, state);
    showDecay(view, state, decay.error, changed.includes('d') || changed.includes('base') || !view.chart);
    showWDemo(view, state, w.error);
  }
  renderStepper(view, state, inputsChanged);
}

export default {
  math: true, // it typesets maths in its build and render (narration.js renderMath)
  text,
  build,
  render,
};
