// Runs the shared benchmark in the browser; scripts/bench.mjs reads window.peBench.
import { loadCore } from '/pe-core.mjs';
import { FULL_PLAN, SMOKE_PLAN, runBenchmarks } from './bench-core.mjs';

const plan = new URLSearchParams(location.search).get('plan') === 'smoke' ? SMOKE_PLAN : FULL_PLAN;
window.peBench = (async () => {
  const cores = { simd: await loadCore({ simd: true }), scalar: await loadCore({ simd: false }) };
  const report = runBenchmarks(cores, plan);
  document.getElementById('status').textContent = 'done';
  return report;
})();
