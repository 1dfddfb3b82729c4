// Ownership of everything an explorer instance starts: listeners on shared targets (window,
// document, media queries), observers, timers, charts, store subscriptions. An app and each of
// its sections get one scope; app.destroy() disposes them all, so a removed <pe-explorer>
// leaves nothing behind that keeps it alive.
//
// Rule: a listener on anything that outlives the instance goes through a scope (listen(),
// observe(), timeout(), own()), and every widget that starts one has a destroy() to own().
// Listeners on the instance's own elements die with them.

export function createScope() {
  let undo = [];
  const scope = {
    /** addEventListener, undone on dispose. */
    listen(target, type, listener, options) {
      target.addEventListener(type, listener, options);
      undo.push(() => target.removeEventListener(type, listener, options));
      return listener;
    },
    /** A ResizeObserver (or any observer with disconnect()), disconnected on dispose. */
    observe(observer) {
      undo.push(() => observer.disconnect());
      return observer;
    },
    /** setTimeout, cleared on dispose. */
    timeout(callback, ms) {
      const id = setTimeout(callback, ms);
      undo.push(() => clearTimeout(id));
      return id;
    },
    /** Anything with destroy() (a chart, a control) or an unsubscribe function. */
    own(thing) {
      if (typeof thing === 'function') undo.push(thing);
      else if (thing && typeof thing.destroy === 'function') undo.push(() => thing.destroy());
      return thing;
    },
    /** Undoes everything, newest first. Safe to call twice. */
    dispose() {
      const steps = undo;
      undo = [];
      for (let i = steps.length - 1; i >= 0; i -= 1) {
        try {
          steps[i]();
        } catch {
          // One failing undo must not keep the others from running.
        }
      }
    },
  };
  return scope;
}
