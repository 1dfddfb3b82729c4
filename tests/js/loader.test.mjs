// loadCore() failures (issue 9): a .wasm that is missing, corrupt, truncated, or that fails to
// instantiate must make loadCore() reject, not hang, with a message naming the file; the
// failed promise must not be memoised, so a retry once the file is back succeeds.
// Each case loads its own copy of the loader (from a temporary copy of dist/), so its memo
// starts empty. The timeout only turns a hang into a failure; it measures nothing.
import assert from 'node:assert/strict';
import { cp, mkdtemp, readdir, readFile, rename, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { fileURLToPath, pathToFileURL } from 'node:url';

const dist = fileURLToPath(new URL('../../dist/', import.meta.url));
const HANG = { timeout: 30_000 };
const scratch = [];
after(() => Promise.all(scratch.map((dir) => rm(dir, { recursive: true, force: true }))));

// A fresh copy of the loader and both builds; returns its directory and its loadCore.
let copies = 0;
async function freshLoader() {
  const dir = await mkdtemp(join(tmpdir(), 'pe-loader-'));
  scratch.push(dir);
  for (const file of await readdir(dist)) {
    if (file.startsWith('pe-core')) await cp(join(dist, file), join(dir, file));
  }
  copies += 1;
  const { loadCore } = await import(`${pathToFileURL(join(dir, 'pe-core.mjs')).href}?copy=${copies}`);
  return { dir, loadCore };
}

const wasmBytes = (flavour) => readFile(join(dist, `pe-core-${flavour}.wasm`));

// A valid module whose start function traps: it compiles, and instantiating it fails.
const TRAPS_ON_START = new Uint8Array([
  0x00,
  0x61,
  0x73,
  0x6d,
  0x01,
  0x00,
  0x00,
  0x00, // magic, version
  0x01,
  0x04,
  0x01,
  0x60,
  0x00,
  0x00, // type section: () -> ()
  0x03,
  0x02,
  0x01,
  0x00, // function section: one function of type 0
  0x08,
  0x01,
  0x00, // start section: function 0
  0x0a,
  0x05,
  0x01,
  0x03,
  0x00,
  0x00,
  0x0b, // code: no locals; unreachable; end
]);

async function assertRejectsNaming(promise, file) {
  await assert.rejects(promise, (error) => {
    assert.match(error.message, new RegExp(file.replace('.', '\\.')), `the message names ${file}: ${error.message}`);
    return true;
  });
}

async function assertWorks(core) {
  assert.equal(core.encode64({ positions: 1, dModel: 4, offset: 3 })[0], Math.sin(3));
}

for (const flavour of ['simd', 'scalar']) {
  const simd = flavour === 'simd';
  const file = `pe-core-${flavour}.wasm`;

  test(`${flavour}: a missing .wasm rejects, and a retry after restoring it loads`, HANG, async () => {
    const { dir, loadCore } = await freshLoader();
    await rename(join(dir, file), join(dir, `${file}.away`));
    await assertRejectsNaming(loadCore({ simd }), file);
    await rename(join(dir, `${file}.away`), join(dir, file));
    await assertWorks(await loadCore({ simd }));
  });

  test(`${flavour}: corrupt bytes reject, and a retry with the real bytes loads`, HANG, async () => {
    const { loadCore } = await freshLoader();
    const random = new Uint8Array(4096);
    for (let i = 0; i < random.length; i++) random[i] = (i * 2654435761) >>> 24;
    await assertRejectsNaming(loadCore({ simd, wasmBinary: random }), file);
    await assertWorks(await loadCore({ simd, wasmBinary: await wasmBytes(flavour) }));
  });

  test(`${flavour}: truncated bytes (half the module) reject, and a retry loads`, HANG, async () => {
    const { loadCore } = await freshLoader();
    const bytes = await wasmBytes(flavour);
    await assertRejectsNaming(loadCore({ simd, wasmBinary: bytes.subarray(0, bytes.length >> 1) }), file);
    await assertWorks(await loadCore({ simd, wasmBinary: bytes }));
  });

  test(`${flavour}: a module that fails to instantiate rejects, and a retry loads`, HANG, async () => {
    const { loadCore } = await freshLoader();
    await assertRejectsNaming(loadCore({ simd, wasmBinary: TRAPS_ON_START }), file);
    await assertWorks(await loadCore({ simd }));
  });
}
