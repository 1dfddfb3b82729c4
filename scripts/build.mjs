#!/usr/bin/env node
// Builds everything `npm start` serves into dist/: the two WebAssembly builds of the core
// (SIMD and scalar, from the same sources), the loader, and the page.
//
// Usage: node scripts/build.mjs [--tests]   (--tests also builds the Catch2 suites as WASM)
//
// Build trees live in build/ (native and WASM), outputs in dist/; neither is committed.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

import { CONTENT_SECURITY_POLICY } from './csp.mjs';
import { messagesPlugin } from './messages.mjs';
import { writeScormPackages } from './scorm.mjs';
import { writeDeclarations } from './types.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');
// Parsed only when run as a script: scripts/test.mjs imports this module with its own arguments.
const isScript = Boolean(process.argv[1]) && fileURLToPath(import.meta.url) === process.argv[1];
const withTests = isScript && Boolean(parseArgs({ options: { tests: { type: 'boolean' } } }).values.tests);
const jobs = String(Math.max(1, cpus().length));

// Emscripten 3.1.6 runs a node script at -O2 and above that needs acorn from Debian's
// node-acorn: every emcc call (configure, compile and link) must see NODE_PATH.
const emEnv = { ...process.env, NODE_PATH: ['/usr/share/nodejs', process.env.NODE_PATH].filter(Boolean).join(':') };

function run(command, args, options = {}) {
  execFileSync(command, args, { stdio: 'inherit', cwd: root, ...options });
}

// The Catch2 suite runs as WebAssembly in the SIMD build only (`tests`): the scalar build's code
// paths are the native build's, which runs the suite too, and the SIMD build runs it on wasm32
// (32-bit sizes); the JS suite runs against both builds. Compiling the suite for both took about
// 70 CPU-seconds more of every npm test.
// The browsers the page's code is written down to (esbuild's target): README "Browser support".
const TARGETS = ['chrome91', 'firefox89', 'safari15'];

export const wasmFlavours = [
  { name: 'simd', dir: join(root, 'build', 'wasm-simd'), simd: 'ON', tests: true },
  { name: 'scalar', dir: join(root, 'build', 'wasm-scalar'), simd: 'OFF', tests: false },
];

function buildWasm() {
  for (const flavour of wasmFlavours) {
    const configureArgs = [
      'cmake',
      '-S',
      root,
      '-B',
      flavour.dir,
      `-DPE_SIMD=${flavour.simd}`,
      '-DCMAKE_BUILD_TYPE=Release',
      `-DBUILD_TESTING=${withTests && flavour.tests ? 'ON' : 'OFF'}`,
      // CMake's default emulator passes --experimental-wasm-threads, which node 20 rejects;
      // --no-experimental-fetch stops node from fetch()ing the .wasm by file path.
      '-DCMAKE_CROSSCOMPILING_EMULATOR=/usr/bin/node;--no-experimental-fetch',
    ];
    run('emcmake', configureArgs, { env: emEnv, stdio: ['ignore', 'ignore', 'inherit'] });
    const targets = withTests && flavour.tests ? [] : ['--target', 'pe_core_wasm'];
    run('cmake', ['--build', flavour.dir, '-j', jobs, ...targets], { env: emEnv });
  }
}

async function buildPage() {
  const esbuild = await import('esbuild');
  mkdirSync(dist, { recursive: true });
  // The first load fetches the loader and one build's glue (pe-core-*.mjs): both are minified,
  // names kept (an error's or a class's name reads as in the source). Measured at gzip -9: the
  // glue 11.5 -> 8.7 KB, the loader 7.9 -> 4.5 KB. The loader's source map points at web/api/.
  for (const flavour of wasmFlavours) {
    const name = `pe-core-${flavour.name}`;
    cpSync(join(flavour.dir, `${name}.wasm`), join(dist, `${name}.wasm`));
    const glue = readFileSync(join(flavour.dir, `${name}.mjs`), 'utf8');
    const minified = await esbuild.transform(glue, { minify: true, keepNames: true, format: 'esm', target: TARGETS });
    writeFileSync(join(dist, `${name}.mjs`), minified.code);
  }
  // The loader and its parts (web/api/) as one file; the glue of each build stays its own file.
  await esbuild.build({
    entryPoints: [join(root, 'web', 'api', 'pe-core.mjs')],
    bundle: true,
    format: 'esm',
    minify: true,
    keepNames: true,
    sourcemap: true,
    target: TARGETS,
    outfile: join(dist, 'pe-core.mjs'),
    external: ['./pe-core-simd.mjs', './pe-core-scalar.mjs', 'node:*'],
    logLevel: 'warning',
  });
  // TypeScript declarations from the core's own export table (scripts/types.mjs).
  await writeDeclarations(dist);
  const web = join(root, 'web');
  if (!existsSync(join(web, 'src', 'shell', 'main.js'))) return;
  const component = existsSync(join(web, 'src', 'shell', 'component.js'));
  // The chunks of an earlier build: their names carry a hash of their contents, so a new build
  // writes new ones and the old would stay behind.
  for (const file of readdirSync(dist)) if (/^[\w-]+-[A-Z0-9]{8}\.js(\.map)?$/.test(file)) rmSync(join(dist, file));
  await esbuild.build({
    entryPoints: {
      app: join(web, 'src', 'shell', 'main.js'),
      // The training lab's module worker (web/src/sections/train/worker.js); it loads its own core.
      'train-worker': join(web, 'src', 'sections', 'train', 'worker.js'),
      styles: join(web, 'src', 'styles.css'),
      ...(component ? { 'pe-explorer': join(web, 'src', 'shell', 'component.js') } : {}),
    },
    outdir: dist,
    bundle: true,
    format: 'esm',
    // Each section's code, KaTeX and Chart.js in chunks of their own, loaded with the first
    // section that needs them (dist/*-[hash].js, beside the entries: the external './pe-core.mjs'
    // import is only in entry modules and resolves beside them).
    splitting: true,
    chunkNames: '[name]-[hash]',
    minify: true,
    sourcemap: true,
    target: TARGETS,
    // The page imports web/api/pe-core.mjs by a relative path; in dist/ the loader sits beside
    // app.js, so every such import becomes the external './pe-core.mjs'.
    plugins: [
      {
        name: 'pe-core-external',
        setup(build) {
          build.onResolve({ filter: /(^|\/)pe-core\.mjs$/ }, () => ({ path: './pe-core.mjs', external: true }));
        },
      },
      // Each language's messages, a chunk per section (scripts/messages.mjs).
      messagesPlugin(),
    ],
    loader: { '.woff2': 'file', '.woff': 'file', '.ttf': 'file' },
    assetNames: 'assets/[name]-[hash]',
    logLevel: 'warning',
  });
  for (const file of ['favicon.svg', 'embed.js']) {
    if (existsSync(join(web, file))) cpSync(join(web, file), join(dist, file));
  }
  writeFileSync(join(dist, 'index.html'), withPolicy(readFileSync(join(web, 'index.html'), 'utf8')));
  if (component) await buildComponentStyles(esbuild);
  if (existsSync(join(web, 'src', 'shell', 'standalone.js'))) {
    await buildStandalone(esbuild);
    // The practice set for course sites, from standalone.html (scripts/scorm.mjs).
    writeScormPackages(dist);
  }
  // The example host pages, served beside the page (dist/examples/) so they can be tried as-is.
  if (existsSync(join(root, 'examples'))) cpSync(join(root, 'examples'), join(dist, 'examples'), { recursive: true });
  // Reveal.js for the slide example, from its npm package (MIT), not from a CDN.
  const reveal = join(root, 'node_modules', 'reveal.js', 'dist');
  if (existsSync(reveal)) {
    const vendor = join(dist, 'examples', 'vendor', 'reveal');
    for (const file of ['reveal.js', 'reveal.css', 'theme/serif.css']) {
      mkdirSync(dirname(join(vendor, file)), { recursive: true });
      cpSync(join(reveal, file), join(vendor, file));
    }
  }
}

// The page's meta tag carries scripts/csp.mjs's policy, the same string the server sends.
function withPolicy(html) {
  const tag = /<meta http-equiv="Content-Security-Policy" content="[^"]*">/;
  if (!tag.test(html)) throw new Error('build: web/index.html has no Content-Security-Policy meta tag');
  return html.replace(tag, () => `<meta http-equiv="Content-Security-Policy" content="${CONTENT_SECURITY_POLICY}">`);
}

// The browser's default font size, which the page's rem stands for: inside the shadow root a
// rem would be the host page's root font size instead.
export const REM_PX = 16;
// Custom properties that scripts set on elements themselves (style.setProperty): kept by name,
// and given a value on :host in component.css so that none is inherited from the host page.
const SCRIPT_SET_PROPERTIES = new Set(['--w', '--count']);

/**
 * The page's CSS made to ignore the host page (the README promises that host CSS does not
 * reach in): every rem becomes px (a rem inside a shadow root is the HOST's root font size,
 * so a host's `html { font-size: 62.5% }` shrank the whole lesson), media queries aside
 * (a rem there is the browser's default in any document); and every custom property the
 * stylesheet declares is renamed --pe-<name>, so a host's own --bg or --text (on its html, or
 * on * , which reaches the element itself) cannot set the explorer's. Scripts read the theme
 * through dom.js token(), which knows both names.
 */
export function shadowOnly(css) {
  const px = (value) => `${Number((Number(value) * REM_PX).toFixed(4))}px`;
  const sized = css.replace(/@media[^{]*\{|(-?\d*\.?\d+)rem\b/g, (match, value) =>
    value === undefined ? match : px(value),
  );
  return sized.replace(/(^|[^\w-])--([a-zA-Z][\w-]*)/g, (match, before, name) =>
    SCRIPT_SET_PROPERTIES.has(`--${name}`) ? match : `${before}--pe-${name}`,
  );
}

// dist/pe-explorer.css (the page's styles for the element's shadow root, theme tokens on
// :host) and dist/pe-explorer-fonts.css (only KaTeX's @font-face rules, for the document:
// a font declared inside a shadow root is not used).
async function buildComponentStyles(esbuild) {
  const web = join(root, 'web');
  const result = await esbuild.build({
    entryPoints: { 'pe-explorer': join(web, 'src', 'shell', 'component.css') },
    outdir: dist,
    bundle: true,
    minify: true,
    write: false,
    loader: { '.woff2': 'file', '.woff': 'file', '.ttf': 'file' },
    assetNames: 'assets/[name]-[hash]',
    logLevel: 'warning',
  });
  for (const file of result.outputFiles) {
    if (!file.path.endsWith('.css')) {
      writeFileSync(file.path, file.contents); // the font files, the same names as the page's
      continue;
    }
    const fontFaces = file.text.match(/@font-face\{[^}]*\}/g) || [];
    const css = shadowOnly(file.text.replace(/@font-face\{[^}]*\}/g, '').replace(/:root(?![\w-])/g, ':root,:host'));
    writeFileSync(join(dist, 'pe-explorer.css'), css);
    writeFileSync(
      join(dist, 'pe-explorer-fonts.css'),
      `/* KaTeX fonts for <pe-explorer> (MIT, KaTeX) */\n${fontFaces.join('\n')}\n`,
    );
  }
}

// dist/standalone.html: the whole page in one file for file:// and no network. A classic
// script (file:// blocks ES modules and fetch), both .wasm builds inlined as base64, the CSS
// in a <style> with KaTeX's woff2 fonts as data: URLs (the woff and ttf fallbacks are dropped:
// every browser that runs WebAssembly SIMD or not reads woff2). It cannot carry the strict CSP
// meta tag: its script and style are inline by design.
async function buildStandalone(esbuild) {
  const web = join(root, 'web');
  const common = {
    bundle: true,
    minify: true,
    write: false,
    logLevel: 'warning',
    target: TARGETS,
  };
  const script = await esbuild.build({
    ...common,
    entryPoints: [join(web, 'src', 'shell', 'standalone.js')],
    format: 'iife',
    loader: { '.wasm': 'binary' },
    external: ['node:*'], // the loader's node-only branch; never taken in a browser
    plugins: [
      {
        name: 'pe-core-inline',
        setup(build) {
          // The loader and the Emscripten glue as built (dist/), bundled in; the .wasm bytes from dist/.
          build.onResolve({ filter: /(^|\/)pe-core\.mjs$/ }, () => ({ path: join(dist, 'pe-core.mjs') }));
          build.onResolve({ filter: /^pe-core-(simd|scalar)\.wasm$/ }, (args) => ({ path: join(dist, args.path) }));
        },
      },
      messagesPlugin(),
    ],
    // The glue reads import.meta.url only when no locateFile is given; the loader gives one.
    logOverride: { 'empty-import-meta': 'silent' },
  });
  const style = await esbuild.build({
    ...common,
    entryPoints: [join(web, 'src', 'styles.css')],
    outdir: dist,
    loader: { '.woff2': 'dataurl' },
    plugins: [
      {
        name: 'katex-woff2-only',
        setup(build) {
          build.onLoad({ filter: /katex(\.min)?\.css$/ }, (args) => ({
            contents: readFileSync(args.path, 'utf8').replace(
              /,\s*url\([^)]*\.(woff|ttf)\)\s*format\("(woff|truetype)"\)/g,
              '',
            ),
            loader: 'css',
          }));
        },
      },
    ],
  });
  const js = script.outputFiles[0].text;
  const css = style.outputFiles.find((file) => file.path.endsWith('.css')).text;
  if (/<\/script/i.test(js) || /<\/style/i.test(css))
    throw new Error('build: the inlined script or style contains a closing tag');
  const icon = `data:image/svg+xml;base64,${readFileSync(join(web, 'favicon.svg')).toString('base64')}`;
  let html = readFileSync(join(web, 'index.html'), 'utf8');
  const replace = (pattern, replacement) => {
    if (!pattern.test(html)) throw new Error(`build: index.html has no ${pattern} to replace for standalone.html`);
    html = html.replace(pattern, replacement);
  };
  replace(/\s*<meta http-equiv="Content-Security-Policy"[^>]*>/, '');
  replace(/<link rel="icon"[^>]*>/, () => `<link rel="icon" href="${icon}" type="image/svg+xml">`);
  replace(/<link rel="stylesheet" href="styles\.css">/, () => `<style>${css}</style>`);
  replace(/\s*<script type="module" src="app\.js"><\/script>/, '');
  replace(/<\/body>/, () => `<script>${js}</script>\n</body>`);
  writeFileSync(join(dist, 'standalone.html'), html);
}

// Several builds at once (two terminals, or tests beside a dev server) would race in the
// same build trees; the first takes build/.lock and the others wait for it.
function withLock(body) {
  const lock = join(root, 'build', '.lock');
  mkdirSync(join(root, 'build'), { recursive: true });
  const deadline = Date.now() + 10 * 60 * 1000;
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      if (Date.now() > deadline || Date.now() - statSync(lock).mtimeMs > 10 * 60 * 1000) {
        rmSync(lock, { recursive: true, force: true }); // left behind by a build that died
        continue;
      }
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 200);
    }
  }
  const release = () => rmSync(lock, { recursive: true, force: true });
  process.on('exit', release);
  return Promise.resolve().then(body).finally(release);
}

// Run only when called as a script: scripts/test.mjs imports wasmFlavours from here.
if (isScript) {
  const started = Date.now();
  await withLock(async () => {
    buildWasm();
    await buildPage();
  });
  console.log(`build: dist/ ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
