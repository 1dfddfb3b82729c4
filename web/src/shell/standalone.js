// The entry of dist/standalone.html: the whole page in one file that works from file:// with
// no network. esbuild bundles this as a classic script (ES modules and fetch() of a .wasm are
// blocked from file://); both WebAssembly builds are inlined (base64, decoded once at start)
// and handed to the loader, which picks the SIMD or the scalar one as usual.

import { loadCore } from '../../api/pe-core.mjs';
import simd from 'pe-core-simd.wasm';
import scalar from 'pe-core-scalar.wasm';
import { startPage } from './app.js';

startPage(() => loadCore({ wasmBinary: { simd, scalar } }));
