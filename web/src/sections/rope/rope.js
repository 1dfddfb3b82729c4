// Section "Rotary position embedding (RoPE)": where the rotation proof leads. Instead of adding
// PE to the embedding, RoPE turns q and k pair by pair by pos·ω_i. Every number comes from the
// core: the worked rotation from core.ropeSteps, the relative check from core.ropeRelative, the
// decay curve from core.ropeDecay and the W_Q/W_K table from core.ropeWDemo (all float64, the
// float32 columns widened by the core). The page formats, draws and chooses words.
//
// Rule: the prose that depends on numbers is chosen from the numbers shown (see the *Text
// functions), so it stays true at every d, pos, k, base, pairing and shift.

import { describeHeadDimension } from '../../kit/controls.js';
import { el } from '../../kit/dom.js';
import { int, roundingNote } from '../../kit/format.js';
import { msg, t } from '../../kit/i18n.js';
import { pageWords } from '../../kit/page-words.js';
import { createMessage } from '../../kit/section-kit.js';
import { SEED } from './common.js';
import { renamedControl } from './controls.js';
import { renderDecay } from './decay.js';
import { buildStepper, renderStepper } from './pair-stepper.js';
import { renderRelative } from './relative.js';
import { SETTINGS } from './names.js';
import { renderWDemo } from './w-demo.js';

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
  const { core, store } = ctx;
  const view = { ctx, core, key: '' };
  // d and Δ are shared keys, drawn here under this section's names (the shared panel would call
  // them "d (model width)" and "k (shift)"); the rest of the panel (pos, base) stays shared.
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
    { value: 'interleaved', label: t('rope-pairing-interleaved'), hint: t('rope-pairing-interleaved-hint') },
    { value: 'half', label: t('rope-pairing-half'), hint: t('rope-pairing-half-hint') },
  ].filter((choice) => store.ranges.pairing.choices.includes(choice.value));
  ctx.control(pairingHolder, 'pairing', { label: t('rope-pairing-label'), choices });

  buildStepper(ctx, view);

  const shiftHolder = el('div', { className: 'rope-controls' });
  renamedControl(ctx, shiftHolder, 'k', {
    describe: (v) =>
      t('rope-k-describe', {
        side: v === 0 ? 'same' : v < 0 ? 'before' : 'after',
        count: Math.abs(v),
        positions: int(Math.abs(v)),
      }),
    hint: t('rope-k-hint'),
  });
  ctx.control(shiftHolder, 'shift', {
    label: SETTINGS.shift.name,
    sliderMin: 0,
    sliderMax: 100000,
    describe: (v) => t('rope-shift-describe', { shift: int(v) }),
    hint: t('rope-shift-hint'),
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
function ropeWords(message) {
  return pageWords(message)
    .replace(/\bm \+ shift\b/g, 'pos + c')
    .replace(/\bn \+ shift\b/g, 'pos + Δ + c')
    .replace(/\bshift\b/g, 'c (shift)')
    .replace(/^m (?=must)/, 'pos ')
    .replace(/^n (?=must)/, 'pos + Δ ');
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
      if (error instanceof RangeError) {
        const words = ropeWords(error);
        throw new RangeError(state.d % 2 ? t('rope-refused-odd', { message: words }) : words);
      }
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
      decayError = t('rope-decay-refused', { message: pageWords(error) });
    }
    try {
      w = view.core.ropeWDemo({ ...common, seed: SEED, offset: state.k });
    } catch (error) {
      if (!(error instanceof RangeError)) throw error;
      wError = t('rope-w-refused', {
        message: pageWords(error).replace(/\boffset\b/g, 'Δ'),
        need: state.k < 0 ? 'delta' : 'd',
      });
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
  text,
  build,
  render,
};
