// Runs the shared benchmark in the browser; scripts/bench.mjs reads window.peBench.
// TensorFlow.js comes from its UMD bundles (bench.html loads them as classic scripts, which the
// strict CSP allows: same origin, no inline code), as the global tf.
import { loadCore } from '/pe-core.mjs';
import { FULL_PLAN, SMOKE_PLAN, runBenchmarks, runTfjsTrainingBenchmark, runTrainingBenchmark } from './bench-core.mjs';
import { createTfModel } from './tfjs-model.mjs';

const smoke = new URLSearchParams(location.search).get('plan') === 'smoke';
const plan = smoke ? SMOKE_PLAN : FULL_PLAN;
const { tf } = window;

// Each backend TF.js has in a browser; setUp throws when it cannot train here.
const TFJS_BACKENDS = [
  {
    name: 'webgl',
    setUp: async () => {
      // Without a GPU, Chromium's WebGL is SwiftShader, on the CPU, where compiling TF.js's
      // shaders for one batch shape takes seconds: too long for the smoke run.
      if (smoke) throw new Error('not run in the smoke run (its shaders take seconds to compile)');
      if (!(await tf.setBackend('webgl'))) throw new Error('no WebGL context');
      const gl = tf.backend().gpgpu.gl;
      const info = gl.getExtension('WEBGL_debug_renderer_info');
      const renderer = String(info ? gl.getParameter(info.UNMASKED_RENDERER_WEBGL) : gl.getParameter(gl.RENDERER));
      return `WebGL ${tf.env().getNumber('WEBGL_VERSION')}, ${/swiftshader/i.test(renderer) ? 'SwiftShader: software, on the CPU' : renderer}`;
    },
  },
  {
    name: 'wasm',
    setUp: async () => {
      tf.wasm.setWasmPaths('/tfjs-wasm/');
      if (!(await tf.setBackend('wasm'))) throw new Error('setBackend failed');
      const threads = tf.env().getBool('WASM_HAS_MULTITHREAD_SUPPORT') ? tf.wasm.getThreadsCount() : 1;
      return `SIMD ${tf.env().getBool('WASM_HAS_SIMD_SUPPORT') ? 'on' : 'off'}, ${threads} thread${threads === 1 ? '' : 's'}`;
    },
  },
  {
    name: 'cpu',
    setUp: async () => {
      if (!(await tf.setBackend('cpu'))) throw new Error('setBackend failed');
      return '';
    },
  },
];

window.peBench = (async () => {
  const cores = { simd: await loadCore({ simd: true }), scalar: await loadCore({ simd: false }) };
  const report = runBenchmarks(cores, plan);
  report.training = runTrainingBenchmark(cores, plan);
  tf.env().set('PROD', true);
  report.tfjs = await runTfjsTrainingBenchmark(cores, plan, tf, createTfModel, TFJS_BACKENDS);
  report.tfjsVersion = tf.version.tfjs;
  document.getElementById('status').textContent = 'done';
  return report;
})();
