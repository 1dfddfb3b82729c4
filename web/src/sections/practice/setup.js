// The practice set's settings (practice.js builds the section from its parts): in self-study the
// kinds' boxes, Questions, Seed, Pass mark and New set; in a graded set the same settings as
// fixed words, nothing to change them with.

import { el } from '../../kit/dom.js';
import { intArg } from '../../kit/format.js';
import { t } from '../../kit/i18n.js';
import { createField, createMessage } from '../../kit/section-kit.js';
import { chosenKinds, kindsValue, MAX_QUESTIONS } from './kinds.js';
import { randomSeed } from './links.js';
import { kindTitle } from './words.js';

export const fixedSetText = ({ count, seed, pass }) =>
  t('practice-fixed-set', { count, shown: intArg(count), seed: intArg(seed), pass: intArg(pass) });
export const fixedKindsText = (titles, all) =>
  all
    ? t('practice-fixed-kinds-all')
    : t('practice-fixed-kinds', {
        titles: titles.reduceRight((rest, first) => (rest ? t('practice-kinds-list', { first, rest }) : first), ''),
      });

/** Self-study: the kinds' boxes, Questions, Seed, Pass mark and New set. */
export function buildSetFields(setup, view, groups) {
  const { ctx, store } = view;
  const kindsBox = el('fieldset', { className: 'practice-kinds' }, el('legend', { text: t('practice-kinds-legend') }));
  view.boxes = new Map();
  for (const group of groups) {
    const list = el('div', { className: 'practice-kind-list' });
    for (const kind of group.kinds) {
      const box = el('input', { type: 'checkbox', id: `practice-kind-${kind}`, className: 'practice-kind-box' });
      box.value = kind;
      view.boxes.set(kind, box);
      list.append(
        el('label', { className: 'practice-kind', htmlFor: box.id }, box, el('span', { text: kindTitle(kind) })),
      );
    }
    kindsBox.append(el('fieldset', { className: 'practice-kind-group' }, el('legend', { text: group.title }), list));
  }
  const allButton = el('button', { type: 'button', className: 'button-quiet', text: t('practice-choose-every-kind') });
  kindsBox.append(el('p', { className: 'practice-kind-actions' }, allButton));
  const kindsError = createMessage(kindsBox, { className: 'control-error' });
  setup.append(kindsBox);
  ctx.claim('kinds', { showError: kindsError.show, clearError: kindsError.clear });
  kindsBox.addEventListener('change', (event) => {
    if (!view.boxes.has(event.target.value)) return;
    const chosen = [...view.boxes].filter(([, box]) => box.checked).map(([kind]) => kind);
    if (!chosen.length) {
      event.target.checked = true;
      kindsError.show(t('practice-kinds-needed'));
      return;
    }
    kindsError.clear();
    store.set({ kinds: kindsValue(chosen, view.allKinds) });
  });
  allButton.addEventListener('click', () => {
    kindsError.clear();
    store.set({ kinds: '' });
  });

  const fields = el('div', { className: 'practice-fields' });
  setup.append(fields);
  const state = store.get();
  view.count = createField(fields, {
    label: t('practice-field-questions'),
    name: t('practice-field-questions-name'),
    value: Math.min(state.n, MAX_QUESTIONS),
    min: 1,
    max: MAX_QUESTIONS,
    onChange: (value) => view.syncing || store.set({ n: value }),
  });
  const seedRange = store.ranges.seed;
  view.seed = createField(fields, {
    label: t('practice-field-seed'),
    name: t('practice-field-seed-name'),
    value: state.seed,
    min: seedRange.min,
    max: seedRange.max,
    onChange: (value) => view.syncing || store.set({ seed: value }),
  });
  view.pass = createField(fields, {
    label: t('practice-field-pass'),
    name: t('practice-field-pass-name'),
    value: state.pass,
    min: 0,
    max: 100,
    onChange: (value) => view.syncing || store.set({ pass: value }),
  });
  ctx.claim('n', view.count);
  ctx.claim('seed', view.seed);
  ctx.claim('pass', view.pass);
  const newSet = el('button', { type: 'button', className: 'button practice-new-set', text: t('practice-new-set') });
  newSet.addEventListener('click', () => {
    const result = store.set({ seed: randomSeed(seedRange.max) });
    if (result.ok) ctx.announce(t('practice-new-set-announce', { seed: intArg(store.get().seed) }));
  });
  fields.append(el('div', { className: 'practice-new' }, newSet));
}

/** A graded set: its settings in words, nothing to change them with. */
export function buildFixedSet(setup, view) {
  view.fixedSet = el('p', { className: 'practice-fixed' });
  view.fixedKinds = el('p', { className: 'practice-fixed' });
  setup.append(view.fixedSet, view.fixedKinds);
}

export function showFixedSet(state, view) {
  const kinds = chosenKinds(state.kinds, view.allKinds);
  const count = Math.min(state.n, MAX_QUESTIONS);
  // A launched set's seed is not shown: typed into the lesson, it would open the set ungraded.
  view.fixedSet.textContent = view.launch
    ? t('practice-fixed-set-given', { count, pass: intArg(state.pass) })
    : fixedSetText({ count, seed: state.seed, pass: state.pass });
  view.fixedKinds.textContent = fixedKindsText(kinds.map(kindTitle), kinds.length === view.allKinds.length);
}

// A field shows the store's value without sending it back to the store.
export function showValue(view, field, value) {
  if (field.value === value) return;
  view.syncing = true;
  try {
    field.set(value);
  } finally {
    view.syncing = false;
  }
}
