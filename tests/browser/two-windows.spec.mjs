// Two copies of the core in two windows of one origin (issue 25 item 9): a same-origin iframe
// loads its own pe-core.mjs, with its own registry of memories, and can reach the top window's
// objects directly (parent.matrix.array). Neither core may write into the other's WebAssembly
// memory through encodeInto: not a view made over the other's buffer, not the other's own
// matrix.array. Each refusal leaves both cores working and the other's matrix untouched.
import { CONTENT_SECURITY_POLICY } from '../../scripts/csp.mjs';
import { expect, test } from './fixtures.mjs';

const BLANK = '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>%s</title></head><body></body></html>';
const REFUSED =
  "RangeError: out lies in a core's WebAssembly memory but is not a live matrix's array (matrix.array, or a part of it made with subarray())";

test("a same-origin iframe's core refuses the top core's memory, and the top core the iframe's", async ({ page }) => {
  for (const name of ['top', 'frame']) {
    await page.route(`**/__${name}.html`, (route) =>
      route.fulfill({
        contentType: 'text/html',
        headers: { 'Content-Security-Policy': CONTENT_SECURITY_POLICY },
        body: BLANK.replace('%s', name),
      }),
    );
  }
  await page.goto('/__top.html');
  // The top window: a core, a matrix filled with the encoding, and the iframe.
  await page.evaluate(async () => {
    const { loadCore } = await import('/pe-core.mjs');
    const core = await loadCore();
    const matrix = core.createMatrix({ positions: 4, dModel: 8 });
    core.encodeInto({ positions: 4, dModel: 8 }, matrix.array);
    Object.assign(window, { topCore: core, topMatrix: matrix });
    const frame = document.createElement('iframe');
    frame.src = '/__frame.html';
    frame.title = 'a second copy of the core';
    const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
    document.body.append(frame);
    await loaded;
  });
  const frame = page.frame({ url: /__frame\.html$/ });
  const fromFrame = await frame.evaluate(async () => {
    const { loadCore } = await import('/pe-core.mjs');
    const core = await loadCore();
    window.frameCore = core;
    window.frameMatrix = core.createMatrix({ positions: 2, dModel: 4 });
    const top = window.parent;
    const attempt = (out) => {
      try {
        core.encodeInto({ positions: 1, dModel: 8, offset: 1000 }, out);
        return 'written';
      } catch (error) {
        return `${error.name}: ${error.message}`;
      }
    };
    const topBuffer = top.topMatrix.array.buffer;
    return {
      separate: core !== top.topCore && !(topBuffer instanceof ArrayBuffer), // another realm's objects
      ownView: attempt(new Float32Array(topBuffer, top.topMatrix.array.byteOffset, 8)),
      lowView: attempt(new Float32Array(topBuffer, 0, 8)),
      topArray: attempt(top.topMatrix.array.subarray(0, 8)),
      topWhole: (() => {
        try {
          core.encodeInto({ positions: 4, dModel: 8, offset: 1000 }, top.topMatrix.array);
          return 'written';
        } catch (error) {
          return `${error.name}: ${error.message}`;
        }
      })(),
      // An array of the frame's own is still written as before.
      plain: attempt(new Float32Array(8)),
    };
  });
  expect(fromFrame).toEqual({
    separate: true,
    ownView: REFUSED,
    lowView: REFUSED,
    topArray: REFUSED,
    topWhole: REFUSED,
    plain: 'written',
  });
  // The other way round: the top core is handed the iframe's memory.
  const fromTop = await page.evaluate(() => {
    const frameWindow = document.querySelector('iframe').contentWindow;
    const attempt = (out) => {
      try {
        window.topCore.encodeInto({ positions: 2, dModel: 4 }, out);
        return 'written';
      } catch (error) {
        return `${error.name}: ${error.message}`;
      }
    };
    const frameArray = frameWindow.frameMatrix.array;
    const results = {
      frameArray: attempt(frameArray),
      frameView: attempt(new Float32Array(frameArray.buffer, 0, 8)),
    };
    // Both cores still work, and the top matrix still holds positions 0..3 (not 1000).
    const expected = window.topCore.encode({ positions: 4, dModel: 8 });
    results.topIntact = window.topMatrix.array.every((value, i) => value === expected[i]);
    results.frameWorks = frameWindow.frameCore.encode({ positions: 2, dModel: 4 }).length;
    results.topWorks = window.topCore.encode64({ positions: 1, dModel: 2, offset: 1 })[0];
    return results;
  });
  expect(fromTop).toEqual({
    frameArray: REFUSED,
    frameView: REFUSED,
    topIntact: true,
    frameWorks: 8,
    topWorks: Math.sin(1),
  });
});

test('a core in a popup or in an iframe inside a shadow root: its memory is refused too (issue 37 item 8)', async ({
  page,
}) => {
  for (const name of ['top', 'popup', 'shadowed']) {
    await page.route(`**/__${name}.html`, (route) =>
      route.fulfill({
        contentType: 'text/html',
        headers: { 'Content-Security-Policy': CONTENT_SECURITY_POLICY },
        body: BLANK.replace('%s', name),
      }),
    );
  }
  await page.goto('/__top.html');
  const popupOpened = page.waitForEvent('popup');
  await page.evaluate(async () => {
    const { loadCore } = await import('/pe-core.mjs');
    window.topCore = await loadCore();
    // A popup (window.open) and an iframe in a shadow root: neither is in window.frames.
    window.popup = window.open('/__popup.html', 'pe-popup', 'popup');
    const host = document.createElement('div');
    document.body.append(host);
    const frame = document.createElement('iframe');
    frame.src = '/__shadowed.html';
    frame.title = 'a core in a shadow root';
    const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
    host.attachShadow({ mode: 'open' }).append(frame);
    await loaded;
    window.shadowed = frame.contentWindow;
  });
  const popup = await popupOpened;
  await popup.waitForLoadState();
  const shadowed = page.frame({ url: /__shadowed\.html$/ });
  for (const win of [popup, shadowed])
    await win.evaluate(async () => {
      const { loadCore } = await import('/pe-core.mjs');
      window.core = await loadCore();
      window.matrix = window.core.createMatrix({ positions: 4, dModel: 8 });
      window.core.encodeInto({ positions: 4, dModel: 8 }, window.matrix.array);
    });
  const results = await page.evaluate(() => {
    const attempt = (out) => {
      try {
        window.topCore.encodeInto({ positions: 1, dModel: 8, offset: 1000 }, out);
        return 'written';
      } catch (error) {
        return `${error.name}: ${error.message}`;
      }
    };
    const out = {};
    for (const [name, win] of [
      ['popup', window.popup],
      ['shadowed', window.shadowed],
    ]) {
      out[`${name}Array`] = attempt(win.matrix.array.subarray(0, 8));
      out[`${name}View`] = attempt(new Float32Array(win.matrix.array.buffer, 0, 8));
      const expected = win.core.encode({ positions: 4, dModel: 8 });
      out[`${name}Intact`] = win.matrix.array.every((value, i) => value === expected[i]);
      win.matrix.free();
      out[`${name}Freed`] = win.matrix.freed;
    }
    return out;
  });
  expect(results).toEqual({
    popupArray: REFUSED,
    popupView: REFUSED,
    popupIntact: true,
    popupFreed: true,
    shadowedArray: REFUSED,
    shadowedView: REFUSED,
    shadowedIntact: true,
    shadowedFreed: true,
  });
});
