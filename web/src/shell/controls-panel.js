// The shared settings panel: one control per shared key (controls.js), moved into the section
// shown and showing only the keys that section lists, in its order; "Reset to this section's
// values"; and, folded on a phone, one line that lists the values.

import { announce, el } from '../kit/dom.js';
import { createChoiceControl, createNumberControl, sharedControlSpecs } from '../kit/controls.js';
import { num } from '../kit/format.js';
import { hasMessage, t } from '../kit/i18n.js';

/**
 * The keys "Reset to this section's values" forgets: the section's shared controls, its
 * defaults, its own settings, the keys of its own controls (ownKeys), and any setting counted
 * `below` one of those (the worked example's step goes with d).
 */
export function resetKeys(section, ownKeys, settings) {
  const keys = new Set([
    ...(section.controls || []),
    ...Object.keys(section.defaults || {}),
    ...Object.keys(section.settings || {}),
    ...ownKeys,
  ]);
  for (const [key, setting] of Object.entries(settings)) if (keys.has(setting.below?.key)) keys.add(key);
  return [...keys];
}

/**
 * The folded panel's line: "d = 32 · n = 60 · layout = interleaved". A key is named by its
 * symbol (d, n, pos, k) or, where it has one, its short word (setting-<key>-short); a choice
 * by its word (setting-<key>-value).
 */
export function valuesSummary(listed, state) {
  return listed
    .map((key) => {
      const value = state[key];
      const shown =
        typeof value === 'number'
          ? num(value)
          : hasMessage(`setting-${key}-value`)
            ? t(`setting-${key}-value`, { value })
            : String(value);
      const name = hasMessage(`setting-${key}-short`) ? t(`setting-${key}-short`) : key;
      return t('controls-summary-item', { key: name, value: shown });
    })
    .join(t('controls-summary-separator'));
}

/**
 * @param {{ store, open: boolean, claim(key, handle): () => void, current(): { section, ownKeys },
 *   clearErrors(keys): void }} options
 *   current: the section shown and the keys of its own controls (for Reset).
 * @returns {{ element: HTMLDetailsElement, show(section, slot: HTMLElement): void,
 *   refresh(section): void, updateValues(section): void, destroy(): void }}
 */
export function createControlsPanel({ store, open, claim, current, clearErrors }) {
  const grid = el('div', { className: 'controls-grid' });
  const resetButton = el('button', {
    type: 'button',
    className: 'button-quiet reset-button',
    text: t('controls-reset'),
  });
  // A <details>: open on wide screens; on a phone it folds to one line that lists the values.
  const values = el('span', { className: 'controls-values' });
  const element = el(
    'details',
    { className: 'controls-panel', id: 'controls-panel', open },
    el(
      'summary',
      { className: 'controls-summary' },
      el('span', { className: 'controls-title', id: 'controls-title', text: t('controls-title') }),
      values,
    ),
    el(
      'div',
      { className: 'controls-body', attrs: { role: 'group', 'aria-labelledby': 'controls-title' } },
      grid,
      el('div', { className: 'controls-foot' }, resetButton),
    ),
  );
  const controls = {};
  const specs = sharedControlSpecs(store.ranges);
  for (const [key, spec] of Object.entries(specs)) {
    controls[key] = spec.choices
      ? createChoiceControl(grid, { store, key, ...spec })
      : createNumberControl(grid, { store, key, ...spec });
    claim(key, controls[key]);
  }
  resetButton.addEventListener('click', () => {
    const { section, ownKeys } = current();
    const keys = resetKeys(section, ownKeys, store.settings);
    store.unset(keys);
    clearErrors(keys);
    announce(t('controls-reset-done'));
  });

  return {
    element,
    /** Shows the section's shared controls, in its order, at the top of `slot`. */
    show(section, slot) {
      const listed = section.controls || [];
      for (const [key, control] of Object.entries(controls)) control.element.hidden = !listed.includes(key);
      // A section may name a shared control, and describe its value, in its own words (the longer
      // contexts: d is the head dimension, and its pairs are rotated ones).
      for (const [key, control] of Object.entries(controls))
        control.setLabel?.(section.labels?.[key] ?? specs[key].label, section.describe?.[key]);
      for (const key of listed) if (controls[key]) grid.append(controls[key].element); // the section's order
      element.hidden = listed.length === 0;
      slot.append(element);
    },
    /** After show() and the section's first render: the controls read the state again. */
    refresh(section) {
      for (const key of section.controls || []) controls[key]?.refresh?.();
    },
    updateValues(section) {
      values.textContent = valuesSummary(section.controls || [], store.get());
    },
    destroy() {
      for (const control of Object.values(controls)) control.destroy?.();
    },
  };
}
