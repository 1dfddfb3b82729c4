// The RoPE section's controls for two shared keys, d and k, drawn under this section's names
// for them (the head dimension, Δ).

import { createNumberControl, sharedControlSpecs } from '../../kit/controls.js';
import { inOwnNames, NAMES } from './names.js';

/**
 * A control for a shared key (d, k) drawn in this section under its name here (NAMES): made
 * and registered as ctx.control does, with the store's messages put into this section's words.
 */
export function renamedControl(ctx, container, key, spec) {
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
