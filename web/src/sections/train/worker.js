// The entry of dist/train-worker.js: a module worker that loads its own copy of the core and
// trains the runs the page gives it (handler.js), one message at a time. The page sends
// { id, op, args }; the worker answers { id, result } or { id, error: { name, message } }, and
// { ready: true } once its core has loaded ({ ready: false, error } if it could not).

import { loadCore } from '../../../api/pe-core.mjs';
import { createTrainHandler } from './handler.js';

/**
 * The buffers of a result's typed arrays, moved to the page instead of copied: only a buffer
 * an array has to itself (the core's results are copies; a view into anything larger is
 * copied, never moved).
 */
function transferables(result) {
  const list = new Set();
  for (const value of Object.values(result ?? {})) {
    if (ArrayBuffer.isView(value) && value.byteOffset === 0 && value.byteLength === value.buffer.byteLength)
      list.add(value.buffer);
  }
  return [...list];
}

loadCore().then(
  (core) => {
    const handle = createTrainHandler(core);
    self.addEventListener('message', ({ data }) => {
      const { id, op, args } = data;
      try {
        const result = handle(op, args);
        self.postMessage({ id, result }, transferables(result));
      } catch (error) {
        self.postMessage({ id, error: { name: error.name, message: error.message, l10n: error.l10n } });
      }
    });
    self.postMessage({ ready: true, simd: core.simd });
  },
  (error) => self.postMessage({ ready: false, error: { name: error.name, message: error.message } }),
);
