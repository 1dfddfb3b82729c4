// Memory stability: 5,000 parameter changes (PE_MEM_TOTAL) through the page's own controls, across the
// sections and including the largest sizes the controls allow. After a warm-up the WASM
// memory stops growing, the JS heap (after a forced GC) stops growing, no embind handle is
// left alive between calls, and a change afterwards still renders.
//
// The core is the page's own instance: app.js imports ./pe-core.mjs, whose loadCore() is
// memoised, so importing the same URL here returns the core the page uses.
import { VIEWS, expect, explorerCycles, test } from './fixtures.mjs';

// 5,000 changes in npm test: WASM memory levels off by 3,000, and the last three batches must
// agree. PE_MEM_TOTAL=10000 for a longer soak.
const TOTAL = Number(process.env.PE_MEM_TOTAL || 5_000);
const BATCH = 1_000;
const WARM_UP = 1; // batches: every section and the largest sizes have been drawn by then

// Runs in the page: `count` changes starting at change number `from`, through the controls.
// Returns the slowest change, the largest live-handle count seen and how many were refused.
function drive({ from, count, views }) {
  // Each section's keys and a small range for each (the big sizes come separately below).
  const RANGES = { d: [2, 64], n: [1, 200], base: [2, 100000], offset: [0, 5000], pos: [0, 900], k: [-3, 60] };
  const KEYS = {
    why: [],
    formula: ['d', 'base'],
    steps: ['d', 'pos', 'base'],
    matrix: ['d', 'n', 'pos', 'offset', 'base'],
    proof: ['d', 'pos', 'k'],
    similarity: ['d', 'n', 'pos'],
    input: ['d', 'pos', 'k'],
    learned: ['pos', 'd'],
    conventions: ['d', 'pos', 'n'],
    rope: ['d', 'pos', 'base'],
    bias: ['n'],
    extension: ['d', 'pos', 'base'],
    // Its changes are "New set" (below), ten new questions from the core and KaTeX each time:
    // one change in ten (a set costs about as much as ten changes elsewhere).
    practice: [],
  };
  // The largest sizes the page's sliders reach, and the largest a person can type.
  const BIG = [
    { view: 'matrix', values: { d: 512, n: 2048 } },
    { view: 'similarity', values: { d: 512, n: 2048 } },
    { view: 'similarity', values: { d: 64, n: 4096 } },
    { view: 'matrix', values: { d: 2048, n: 8192 } },
  ];
  const input = (key) => document.querySelector(`#controls-panel [data-key="${key}"] input[role="spinbutton"]`);
  const set = (key, value) => {
    const box = input(key);
    box.value = String(value);
    box.dispatchEvent(new Event('change'));
    return !box.hasAttribute('aria-invalid');
  };
  const go = (view) => document.querySelector(`.toc-link[href*="view=${view}"]`).click();
  const handles = () => window.__peCore.diagnostics().liveHandles;
  let seed = from * 7919 + 17;
  const random = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
  let slowest = 0;
  let maxHandles = 0;
  let refused = 0;
  const perView = {};
  for (let i = from; i < from + count; i += 1) {
    const started = performance.now();
    const view = views[Math.floor(i / 100) % views.length];
    if (i % 100 === 0) {
      set('d', 8);
      set('n', 60); // back to small sizes before changing section
      go(view);
    }
    // The big sizes: all of them during the warm-up (the first 1,000), then one every 1,000.
    const bigNow = i < 1000 ? i % 250 === 125 : i % 1000 === 500;
    if (bigNow) {
      const big = BIG[i < 1000 ? Math.floor(i / 250) : Math.floor(i / 1000) % BIG.length];
      go(big.view);
      for (const [key, value] of Object.entries(big.values)) if (!set(key, value)) refused += 1;
      set('n', 60);
      set('d', 8);
      go(view);
    } else if (KEYS[view].length) {
      const key = KEYS[view][i % KEYS[view].length];
      const [lo, hi] = RANGES[key];
      if (!set(key, Math.round(lo + random() * (hi - lo)))) refused += 1;
    } else if (view === 'practice') {
      if (i % 10 === 0) document.querySelector('#practice .practice-new-set').click();
    } else {
      document.querySelectorAll('#why .preset')[i % 3].click();
    }
    slowest = Math.max(slowest, performance.now() - started);
    perView[bigNow ? 'big' : view] = (perView[bigNow ? 'big' : view] || 0) + performance.now() - started;
    if (i % 50 === 0) maxHandles = Math.max(maxHandles, handles());
  }
  return { slowest, maxHandles, refused, handlesNow: handles(), perView };
}

test(`${TOTAL} parameter changes: memory stops growing, no handle leaks, the page stays responsive`, async ({
  page,
}) => {
  test.setTimeout(900_000); // 1.3-2.7 min on an idle two-core machine; over 5 min with two suites running
  await page.goto('/?view=why');
  await page.waitForSelector('html[data-ready="true"]');
  // The page's own core (the same module URL, so the same memoised instance).
  await page.evaluate(async () => {
    const { loadCore: load } = await import(new URL('pe-core.mjs', document.baseURI).href);
    window.__peCore = await load();
  });
  const cdp = await page.context().newCDPSession(page);
  async function sample(label) {
    await cdp.send('HeapProfiler.collectGarbage');
    const heap = await cdp.send('Runtime.getHeapUsage');
    const core = await page.evaluate(() => window.__peCore.diagnostics());
    const figures = {
      label,
      wasmMiB: core.memoryBytes / 2 ** 20,
      liveHandles: core.liveHandles,
      heapMiB: heap.usedSize / 2 ** 20,
    };
    console.log(
      `memory ${label}: WASM ${figures.wasmMiB.toFixed(1)} MiB, JS heap ${figures.heapMiB.toFixed(1)} MiB, live handles ${figures.liveHandles}`,
    );
    return figures;
  }

  let throttled = 0; // Chromium may drop history.replaceState floods ("Throttling navigation")
  page.on('console', (message) => {
    if (/Throttling navigation/i.test(message.text())) throttled += 1;
  });
  const start = await sample('at start');
  let warm = null;
  let slowest = 0;
  let refused = 0;
  const wasmAfterBatch = []; // WASM MiB after each batch past the warm-up
  const started = Date.now();
  for (let from = 0; from < TOTAL; from += BATCH) {
    const result = await page.evaluate(drive, { from, count: BATCH, views: VIEWS });
    expect(result.maxHandles, `live embind handles during changes ${from}..${from + BATCH - 1}`).toBe(0);
    expect(result.handlesNow).toBe(0);
    slowest = Math.max(slowest, result.slowest);
    console.log(
      `memory: changes ${from}..${from + BATCH - 1}, ms per section:`,
      JSON.stringify(result.perView, (_key, v) => (typeof v === 'number' ? Math.round(v) : v)),
    );
    refused += result.refused;
    if (from / BATCH + 1 === WARM_UP) warm = await sample(`after warm-up (${from + BATCH} changes)`);
    else wasmAfterBatch.push((await page.evaluate(() => window.__peCore.diagnostics().memoryBytes)) / 2 ** 20);
    if (wasmAfterBatch.length) console.log(`memory: WASM ${wasmAfterBatch.at(-1)} MiB after ${from + BATCH} changes`);
  }
  const end = await sample(`after ${TOTAL} changes`);
  console.log(
    `memory: ${TOTAL} changes in ${((Date.now() - started) / 1000).toFixed(1)} s, slowest change ${slowest.toFixed(0)} ms, refused ${refused}`,
  );

  expect(refused, 'every planned change is a valid one').toBe(0);
  expect(end.liveHandles).toBe(0);
  // WASM memory only grows. After the largest sizes have been drawn it may take one more step
  // (the allocator meeting a new mix of block sizes: 70 -> 83 MiB once, near change 2,500, since encode() streams in chunks), but
  // it must level off: the same size over the last three batches, and less than one largest
  // result (64 MiB) above the warm-up figure. A leak grows every batch and fails both.
  const lastThree = wasmAfterBatch.slice(-3);
  expect(
    lastThree.every((mib) => mib === lastThree[0]),
    `WASM memory still growing: ${wasmAfterBatch.join(', ')} MiB`,
  ).toBe(true);
  expect(end.wasmMiB - warm.wasmMiB, 'WASM memory grew by more than one largest result after the warm-up').toBeLessThan(
    64,
  );
  // The JS heap after a forced GC: no more than a little above the warm-up figure.
  expect(end.heapMiB, 'JS heap grew after the warm-up').toBeLessThan(warm.heapMiB * 1.1 + 4);
  expect(start.liveHandles).toBe(0);

  // Still working: a change renders the core's number (how fast is logged, never asserted: the
  // suite must pass on a loaded machine; timings belong in npm run bench).
  await page.locator('.toc-link[href*="view=steps"]').click();
  const box = page.locator('#controls-panel [data-key="pos"] input[role="spinbutton"]');
  const changedAt = Date.now();
  await box.fill('7');
  await box.press('Enter');
  await expect(page.locator('#steps .vector-value').first()).toHaveText('0.656987'); // sin 7
  console.log(
    `memory: a change after the run rendered in ${Date.now() - changedAt} ms; navigation throttling warnings: ${throttled}`,
  );
  await expect(page, 'the address bar shows the last change').toHaveURL(/[?&]pos=7(&|$)/);
});

// Every widget gives back what it started through its own destroy(): sections with heatmaps
// (matrix, conventions, similarity, bias), charts and the presenter's keyboard listener, built
// in a <pe-explorer> and torn down 24 times, leave no listener on window, document or a media
// query and no ResizeObserver observing, and nothing replaces addEventListener or
// ResizeObserver's observe on the way (no recording by patching the prototypes).
test('sections built and torn down 24 times leave no listeners or observers, without patching prototypes', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await page.addInitScript(() => {
    const live = new Map(); // shared target -> Set of "type|capture" + listener pairs
    const shared = (target) => target === window || target === document || target instanceof MediaQueryList;
    const keyOf = (type, options) => `${type}|${typeof options === 'boolean' ? options : Boolean(options?.capture)}`;
    function forget(target, key, listener) {
      live.get(target)?.get(key)?.delete(listener);
    }
    const add = EventTarget.prototype.addEventListener;
    const remove = EventTarget.prototype.removeEventListener;
    function addCounted(type, listener, options) {
      if (shared(this) && listener) {
        const key = keyOf(type, options);
        if (!live.has(this)) live.set(this, new Map());
        if (!live.get(this).has(key)) live.get(this).set(key, new Set());
        live.get(this).get(key).add(listener);
        options?.signal?.addEventListener('abort', () => forget(this, key, listener));
      }
      return add.call(this, type, listener, options);
    }
    function removeCounted(type, listener, options) {
      if (shared(this)) forget(this, keyOf(type, options), listener);
      return remove.call(this, type, listener, options);
    }
    const observing = new Set();
    const observe = ResizeObserver.prototype.observe;
    const disconnect = ResizeObserver.prototype.disconnect;
    const writes = [];
    // Each patched method is an accessor: a later assignment (a scope patching the prototype to
    // record listeners) is counted, and still takes effect.
    function guard(proto, name, counted) {
      let current = counted;
      Object.defineProperty(proto, name, {
        configurable: true,
        get: () => current,
        set(value) {
          writes.push(name);
          current = value;
        },
      });
    }
    guard(EventTarget.prototype, 'addEventListener', addCounted);
    guard(EventTarget.prototype, 'removeEventListener', removeCounted);
    guard(ResizeObserver.prototype, 'observe', function observeCounted(...args) {
      observing.add(this);
      return observe.apply(this, args);
    });
    guard(ResizeObserver.prototype, 'disconnect', function disconnectCounted() {
      observing.delete(this);
      return disconnect.call(this);
    });
    window.__pePatchWrites = writes;
    window.__peLive = () => {
      let listeners = 0;
      for (const byKey of live.values()) for (const set of byKey.values()) listeners += set.size;
      return { listeners, observers: observing.size };
    };
  });
  await page.goto('/examples/component.html');
  await expect(page.locator('#first')).toHaveAttribute('data-ready', 'true');
  const cycles = (count) =>
    explorerCycles(page, count, ['matrix', 'conventions', 'similarity', 'bias', 'steps', 'rope']);
  await cycles(6); // warm-up: each view once (module-level listeners, caches)
  const before = await page.evaluate(() => window.__peLive());
  await cycles(24);
  const after = await page.evaluate(() => window.__peLive());
  console.log(
    `memory: shared-target listeners ${before.listeners} -> ${after.listeners}, observers ${before.observers} -> ${after.observers}`,
  );
  expect(after).toEqual(before);
  expect(await page.evaluate(() => window.__pePatchWrites)).toEqual([]);
});
