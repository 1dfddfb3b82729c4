// The page's entry point (dist/app.js): loads the core and starts the explorer on the page.
// Everything else lives in app.js, which the standalone file and <pe-explorer> share.
//
// Rule: only the entry points (this file, standalone.js, component.js) call loadCore();
// sections get `core` and `store` in their context, and are mounted the first time they are shown.

import { loadCore } from '../../api/pe-core.mjs';
import { startPage } from './app.js';

// The training lab's worker sits beside app.js (scripts/build.mjs); a page that cannot start
// it (a policy, an old browser) trains on its own thread instead.
startPage(() => loadCore(), {
  trainWorker: () => new Worker(new URL('./train-worker.js', import.meta.url), { type: 'module' }),
});
