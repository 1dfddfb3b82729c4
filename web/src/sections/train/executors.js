// Where a run trains: in a Web Worker of its own core, or on the page's thread in short slices.
// Both give the lab the same `call(op, args)`, answered by handler.js, so the scheduler
// (lab.js) does not know which one it drives; only the slice budget differs.
//
// Rule: on the page's thread every call waits for a fresh task first and the lab keeps each
// call under MAIN_SLICE_MS, so the page stays responsive; a worker gets longer slices.

import { t } from '../../kit/i18n.js';
import { numArg } from '../../kit/format.js';
import { createTrainHandler } from './handler.js';

/** How long one call may take on the page's thread (ms): under one 60 Hz frame. */
export const MAIN_SLICE_MS = 12;
/** How long one call to a worker aims to take (ms): long enough that messages cost nothing. */
export const WORKER_SLICE_MS = 100;
/** How long a worker may take to load its core before the lab trains on the page instead (ms). */
const WORKER_START_MS = 30000;
/**
 * How long a worker may take to answer one call before the lab counts it lost (ms). A call
 * aims at WORKER_SLICE_MS; a worker that ends without an error event (self.close() in it, a
 * crash the browser does not report) never answers, and would otherwise hold the lab for ever.
 */
export const WORKER_STALL_MS = 30000;

/** A promise of the next task: lets the page draw and handle input between slices. */
function nextTask() {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/**
 * An error from the other side, as the same kind of error (a RangeError stays a RangeError),
 * in the page's words when it carries a message id (handler.js).
 */
function rebuild({ name, message, l10n }) {
  const Kind = { RangeError, TypeError }[name] ?? Error;
  return new Kind(l10n ? t(l10n.id, l10n.args) : message);
}

/**
 * The page's own thread: the core the page already loaded.
 * @returns {{ kind: 'main', sliceMs: number, call(op, args): Promise<object>, destroy(): void }}
 */
export function createMainExecutor(core) {
  const handle = createTrainHandler(core);
  let live = true;
  return {
    kind: 'main',
    sliceMs: MAIN_SLICE_MS,
    get live() {
      return live;
    },
    async call(op, args) {
      await nextTask();
      if (!live) throw new Error(t('train-error-closed'));
      try {
        return handle(op, args);
      } catch (error) {
        throw error.l10n ? rebuild(error) : error;
      }
    },
    destroy() {
      if (!live) return;
      live = false;
      handle('freeAll', {});
    },
  };
}

/**
 * A Web Worker made by `makeWorker()`, once its core has loaded. Rejects (and terminates the
 * worker) when it cannot start: the constructor throws (file://, a policy, another origin), the
 * worker fails to load, or it does not answer within WORKER_START_MS.
 * Once started, a call not answered within stallMs ends the worker: that call and every other
 * pending one reject with an Error saying the worker stopped answering (error.lost is true).
 * @param {() => Worker} makeWorker
 * @param {{ stallMs?: number }} [options]
 * @returns {Promise<{ kind: 'worker', sliceMs: number, call(op, args): Promise<object>, destroy(): void }>}
 */
export function startWorkerExecutor(makeWorker, { stallMs = WORKER_STALL_MS } = {}) {
  return new Promise((resolve, reject) => {
    let worker;
    try {
      worker = makeWorker();
    } catch (error) {
      reject(error);
      return;
    }
    const pending = new Map();
    let nextId = 1;
    let live = true;
    let ready = false;
    const fail = (error) => {
      if (!live) return;
      live = false;
      clearTimeout(timer);
      for (const { watchdog } of pending.values()) clearTimeout(watchdog);
      worker.terminate();
      for (const { reject: rejectCall } of pending.values()) rejectCall(error);
      pending.clear();
      if (!ready) reject(error);
    };
    const timer = setTimeout(() => fail(new Error(t('train-error-worker-late'))), WORKER_START_MS);
    worker.addEventListener('error', (event) => {
      event.preventDefault?.();
      fail(new Error(event.message || t('train-error-worker-load')));
    });
    worker.addEventListener('messageerror', () => fail(new Error(t('train-error-worker-unreadable'))));
    worker.addEventListener('message', ({ data }) => {
      if (!ready) {
        if (data?.ready === true) {
          ready = true;
          clearTimeout(timer);
          resolve(executor);
        } else if (data?.ready === false) fail(rebuild(data.error));
        return;
      }
      const call = pending.get(data?.id);
      if (!call) return;
      pending.delete(data.id);
      clearTimeout(call.watchdog);
      if (data.error) call.reject(rebuild(data.error));
      else call.resolve(data.result);
    });
    const executor = {
      kind: 'worker',
      sliceMs: WORKER_SLICE_MS,
      get live() {
        return live;
      },
      call(op, args) {
        if (!live) return Promise.reject(new Error(t('train-error-worker-stopped')));
        const id = nextId++;
        return new Promise((resolveCall, rejectCall) => {
          const watchdog = setTimeout(() => {
            const lost = new Error(t('train-error-worker-lost', { op, seconds: numArg(stallMs / 1000) }));
            lost.lost = true;
            fail(lost);
          }, stallMs);
          pending.set(id, { resolve: resolveCall, reject: rejectCall, watchdog });
          worker.postMessage({ id, op, args });
        });
      },
      destroy() {
        fail(new Error(t('train-error-closed')));
      },
    };
  });
}
