// Section "Relative position biases: ALiBi and T5": no position vectors at all, a number added
// to each attention score that depends only on key − query. Every number is from the core:
// core.alibi (slopes and the bias of each head), core.t5Buckets / core.t5Bucket / core.t5Bias
// (T5's bucketing and a seeded stand-in for its learned table), core.schemeAttention (the four
// schemes on one sentence, same seeded embeddings and weights).
//
// Rule: a sentence in the narration that states a fact about the numbers shown is built from
// those numbers (which offsets share a bucket, whether two rows agree), never assumed. Matrices
// are row-major: bias [head][query][key], buckets and weights [query][key].
//
// This file holds the narration and puts the parts together; each part is a file of its own:
// bias-alibi.js, bias-t5.js, bias-compare.js and bias-beyond.js (beyond the training length).

import { t } from '../../kit/i18n.js';
import { buildAlibiParts, computeAlibi, renderAlibi } from './bias-alibi.js';
import { beyondText, computeBeyond, createBeyond } from './bias-beyond.js';
import { buildCompareParts, computeCompare, renderCompare } from './bias-compare.js';
import { buildT5Parts, computeOffset, computeT5, renderT5 } from './bias-t5.js';

const scoreTex = String.raw`\text{score}_{ij}=\frac{q_i\cdot k_j}{\sqrt{d}}+b(j-i)`;
const alibiBiasTex = String.raw`b_h(i,j)=-m_h\,|i-j|`;

/** The section's wording (narration as data), worded when the section is built. */
function text() {
  return [
    { type: 'p', text: t('bias-lead') },
    { type: 'math', tex: scoreTex },
    { type: 'p', text: t('bias-score-text', { i: '$i$', j: '$j$', b: '$b$', offset: '$j - i$' }) },
    { type: 'h3', text: t('bias-alibi-heading') },
    { type: 'p', text: t('bias-alibi-text', { H: '$H$', m: '$m_h$' }) },
    { type: 'math', tex: alibiBiasTex },
    { type: 'slot', name: 'alibi-controls' },
    { type: 'slot', name: 'slopes' },
    { type: 'p', text: t('bias-alibi-causal', { minusInfinity: '−∞', bias: '−m_h |i − j|' }) },
    { type: 'slot', name: 'alibi-map' },
    {
      type: 'callout',
      tone: 'note',
      title: t('bias-alibi-why-title'),
      text: t('bias-alibi-why', { beyond: t('bias-beyond-heading'), lab: t('title-train') }),
    },
    { type: 'slot', name: 'alibi-lab' },
    { type: 'h3', text: t('bias-t5-heading') },
    {
      type: 'p',
      text: t('bias-t5-text', { numBuckets: '`num_buckets`', bucketFunction: '`_relative_position_bucket`' }),
    },
    {
      type: 'list',
      items: [
        t('bias-t5-rule-halves'),
        t('bias-t5-rule-exact'),
        t('bias-t5-rule-log', { maxDistance: '`max_distance`' }),
        t('bias-t5-rule-last'),
        t('bias-t5-rule-causal'),
      ],
    },
    { type: 'callout', tone: 'note', title: t('bias-t5-learned-title'), text: t('bias-t5-learned') },
    { type: 'slot', name: 't5-controls' },
    { type: 'slot', name: 't5-ranges' },
    { type: 'h4', text: t('bias-calc-heading') },
    { type: 'slot', name: 't5-calc' },
    { type: 'h4', text: t('bias-map-heading') },
    { type: 'slot', name: 't5-map' },
    { type: 'h3', text: t('bias-compare-heading') },
    { type: 'p', text: t('bias-compare-text', { bias: '−m|i − j|' }) },
    { type: 'slot', name: 'compare-controls' },
    { type: 'slot', name: 'compare' },
    ...beyondText(),
    { type: 'p', text: t('bias-rounding') },
  ];
}

function build(ctx) {
  const { core, store } = ctx;
  const view = { ctx, core, store, offset: null };
  buildAlibiParts(ctx, view);
  buildT5Parts(ctx, view);
  buildCompareParts(ctx, view);
  view.beyond = createBeyond(ctx);
  return view;
}

function render(state, changed, view) {
  const touches = (...keys) => keys.some((key) => changed.includes(key));
  const doAlibi = !view.alibiMap || touches('heads', 'head', 'n', 'causal');
  const doT5 = !view.t5Map || touches('buckets', 'maxdist', 'n', 'heads', 'head', 'offset', 'causal');
  const doCompare = !view.compare.alibi || touches('words', 'heads', 'head', 'buckets', 'maxdist', 'causal');
  const doBeyond = !view.beyondDrawn || touches('trained', 'heads', 'head', 'buckets', 'maxdist', 'causal');
  if (!doAlibi && !doT5 && !doCompare && !doBeyond) return;
  // Everything from the core first: a RangeError leaves every part as it was.
  const { core } = view;
  const alibi = doAlibi ? computeAlibi(core, state) : null;
  const t5 = doT5 ? computeT5(core, state) : null;
  const calc = doT5 ? computeOffset(core, view, t5) : null;
  const compare = doCompare ? computeCompare(core, state) : null;
  const beyond = doBeyond ? computeBeyond(core, state) : null;
  view.causal.checked = state.causal;
  if (touches('words') && !view.typingWords && view.wordsField.value !== state.words) view.wordsField.set(state.words);
  if (alibi) renderAlibi(view, state, alibi);
  if (t5) renderT5(view, state, t5, calc);
  if (compare) renderCompare(view, compare);
  if (beyond) {
    view.beyond.render(beyond);
    view.beyondDrawn = true;
  }
}

export default {
  math: true, // it typesets maths in its build and render (narration.js renderMath)
  text,
  build,
  render,
};
