// One instance of the explorer inside a root: the full page (root = document), an embedded
// section (?embed=1, same page without the site chrome) or a <pe-explorer> element (root = its
// shadow root). Creates the store, the shared controls panel, the section toolbars and, where
// the root has them, the table of contents and the pager; shows one section at a time.
//
// The app drives the sections (web/src/sections/*.js, listed in sections/index.js). A section
// is a plain object { id, title, controls, defaults, text, build(ctx), render(state, changed,
// view) }; the app renders its narration, builds it the first time it is shown, renders it
// while it is on screen (changes made while hidden are rendered on show), shows a RangeError
// from a render inline (the last good picture stays) and undoes everything on destroy().
//
// Rule: an instance finds its elements inside its own root only (several share one page), and
// everything it starts on a shared target goes through a scope (scope.js). The caller loads
// the core.

import { announce, el } from './dom.js';
import { num } from './format.js';
import { createChoiceControl, createNumberControl, sharedControlSpecs } from './controls.js';
import { startEmbedMode } from './embed-mode.js';
import { renderNarration } from './narration.js';
import { createPresenter } from './presenter.js';
import { createScope } from './scope.js';
import { createShareTools } from './share.js';
import { sections } from './sections/index.js';
import { createStore, pageWords } from './store.js';

const SITE = 'Positional Encoding Explorer';

function finder(root) {
  return (id) => (root.getElementById ? root.getElementById(id) : root.querySelector(`#${id}`));
}

/**
 * Shows a message in the root's status line instead of the lesson. With `retry`, a "Try again"
 * button under it runs retry() (the loader forgets a failed load, so a second try can succeed).
 */
export function showFatal(root, message, retry) {
  const status = finder(root)('page-status');
  if (!status) return;
  status.hidden = false;
  status.classList.add('is-error');
  status.replaceChildren(el('span', { text: message }));
  if (retry) {
    const again = el('button', { type: 'button', className: 'button-quiet retry-button', text: 'Try again' });
    again.addEventListener('click', () => {
      status.classList.remove('is-error');
      status.replaceChildren(el('span', { text: 'Loading the WebAssembly core…' }));
      retry();
    });
    status.append(' ', again);
  }
}

/** The message for a core that did not load: what failed, and what the reader can do. */
export function loadFailureMessage(error) {
  return `The WebAssembly core could not be loaded (${error.message}). Check the connection and try again; this page needs a browser with WebAssembly.`;
}

/**
 * The full page: loads the core with `load()` (main.js and standalone.js differ only there),
 * reads the page modes from the URL and starts the app on `document`. A failed load shows the
 * reason and a "Try again" button: the page never stays on "Loading…".
 * @param {() => Promise<object>} load
 */
export async function startPage(load) {
  let core;
  try {
    core = await load();
  } catch (error) {
    showFatal(document, loadFailureMessage(error), () => startPage(load));
    document.documentElement.dataset.ready = 'failed';
    return null;
  }
  delete document.documentElement.dataset.ready;
  const params = new URLSearchParams(location.search);
  document.documentElement.dataset.wasm = core.simd ? 'simd' : 'scalar'; // which build runs (for tests and bug reports)
  return createApp(document, {
    core,
    initial: location.search,
    embed: params.get('embed') === '1' || params.get('embed') === 'true',
    projector: params.get('projector') === '1' || params.get('projector') === 'true',
  });
}

/**
 * @param {Document | ShadowRoot} root  holds #page-status and #page-notice; optionally #toc-list,
 *   #pager and #home-link (the page). The app makes one <section id="<id>"> per section after
 *   #page-notice (before #pager when it shares their parent) and removes them on destroy().
 * @param {{ core: object, urlSync?: boolean, initial?: string | object, embed?: boolean,
 *   projector?: boolean, host?: HTMLElement, pageUrl?: string }} options
 *   urlSync: false for a <pe-explorer> element (its state lives in its attributes).
 *   initial: a URL query (the page) or an object of store values (an element).
 *   host: the element that receives keyboard shortcuts and goes fullscreen (default: the page).
 *   pageUrl: the full page's address, for "Link" and "Embed" (default: this page's address).
 * @returns {{ store: object, showView(view): void, destroy(): void }}
 */
export function createApp(root, options) {
  const { core, urlSync = true, initial = '', embed = false, projector = false } = options;
  const $ = finder(root);
  const isPage = root === document;
  const scope = createScope();
  const store = createStore({ core, sections, urlSync });
  let linkErrors = {};
  if (typeof initial === 'string') linkErrors = store.load(initial).errors;
  else {
    // Values from attributes: each is applied on its own, so one bad value keeps the rest.
    for (const [key, value] of Object.entries(initial)) {
      const result = store.set({ [key]: value });
      if (!result.ok) Object.assign(linkErrors, result.errors);
    }
  }

  const byId = new Map(sections.map((section, index) => [section.id, { section, index, ownKeys: new Set() }]));
  // Every control drawn for a store key, the shared panel's and the sections' own (ctx.control,
  // ctx.claim): "Reset" clears their messages and a refused link value shows at each of them.
  const handles = new Map(); // key -> Set of { showError(text), clearError() }
  const linkMessage = (message) => `${message} The link’s value was not used.`;
  const tocList = $('toc-list');
  const tocDetails = $('toc-details');
  const tocPosition = $('toc-position');
  const narrow = matchMedia('(max-width: 60rem)');
  if (narrow.matches && tocDetails) tocDetails.open = false;
  const pageUrl = options.pageUrl || `${location.origin === 'null' ? '' : location.origin}${location.pathname}`;
  const presenter = scope.capture(() =>
    createPresenter({
      root,
      store,
      host: options.host,
      isPage,
      projector,
      stepper: () => byId.get(store.get().view).stepKeys,
      go:
        isPage && !embed
          ? (direction) => {
              const next = sections[byId.get(store.get().view).index + direction];
              if (next) go(next.id);
            }
          : null,
    }),
  );
  scope.own(presenter);
  const share = createShareTools({
    store,
    pageUrl,
    embed,
    title: (view) => `${byId.get(view).section.title} · ${SITE}`,
  });
  if (embed) startEmbedMode();

  const tocLinks = buildToc();
  for (const [index, section] of sections.entries()) buildFrame(section, index);
  const panel = buildControlsPanel();
  showLinkErrors();

  const pager = $('pager');
  const prev = $('pager-prev');
  const next = $('pager-next');
  const onPrev = () => go(sections[byId.get(store.get().view).index - 1].id);
  const onNext = () => go(sections[byId.get(store.get().view).index + 1].id);
  prev?.addEventListener('click', onPrev);
  next?.addEventListener('click', onNext);
  scope.own(() => {
    prev?.removeEventListener('click', onPrev);
    next?.removeEventListener('click', onNext);
  });

  function go(id) {
    const result = store.set({ view: id });
    if (result.ok) {
      if (narrow.matches && tocDetails) tocDetails.open = false;
      $(`${id}-title`)?.focus({ preventScroll: true });
      if (isPage) window.scrollTo({ top: 0 });
    }
  }

  // Table of contents: real links (they work in a new tab too), handled in place here.
  function buildToc() {
    const links = new Map();
    if (!tocList) return links;
    for (const [index, section] of sections.entries()) {
      const link = el(
        'a',
        { className: 'toc-link', href: `?view=${section.id}` },
        el('span', { className: 'toc-number', text: `${index + 1}` }),
        el('span', { className: 'toc-title', text: section.title }),
      );
      link.addEventListener('click', (event) => {
        if (event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        go(section.id);
      });
      links.set(section.id, link);
      tocList.append(el('li', { className: 'toc-item' }, link));
    }
    scope.own(() => tocList.replaceChildren());
    return links;
  }

  // Each section gets a <section> with a heading, a toolbar (link, embed, fullscreen, keyboard
  // help), a slot for the shared controls, an error line the app owns, and a body.
  function buildFrame(section, index) {
    const container = el('section', { id: section.id, className: 'lesson-section', hidden: true });
    container.dataset.section = section.id;
    const notice = $('page-notice');
    const pagerNode = $('pager');
    notice.parentNode.insertBefore(container, pagerNode?.parentNode === notice.parentNode ? pagerNode : null);
    const heading = el('h2', {
      className: 'section-title',
      id: `${section.id}-title`,
      tabIndex: -1,
      text: section.title,
    });
    container.setAttribute('aria-labelledby', heading.id);
    const body = el('div', { className: 'section-body' });
    body.dataset.sectionBody = section.id;
    const error = el('p', { className: 'section-error render-error', hidden: true, attrs: { role: 'alert' } });
    const printUrl = el('p', { className: 'print-url' });
    container.replaceChildren(
      el(
        'header',
        { className: 'section-head' },
        el('p', { className: 'section-kicker', text: `Section ${index + 1} of ${sections.length}` }),
        heading,
        el('div', { className: 'section-toolbar' }, share.toolbar(section.id), presenter.toolbar(section.id)),
        printUrl,
      ),
      el('div', { className: 'section-controls-slot' }),
      error,
      body,
    );
    Object.assign(byId.get(section.id), { container, body, error, printUrl, built: false, pending: new Set() });
  }

  // One shared controls panel, moved into the section on show; it shows only what the section lists.
  function buildControlsPanel() {
    const specs = sharedControlSpecs(store.ranges);
    const grid = el('div', { className: 'controls-grid' });
    const resetButton = el('button', {
      type: 'button',
      className: 'button-quiet reset-button',
      text: 'Reset to this section’s values',
    });
    // A <details>: open on wide screens; on a phone it folds to one line that lists the values.
    const values = el('span', { className: 'controls-values' });
    const element = el(
      'details',
      { className: 'controls-panel', id: 'controls-panel', open: !narrow.matches },
      el(
        'summary',
        { className: 'controls-summary' },
        el('span', { className: 'controls-title', id: 'controls-title', text: 'Settings for this section' }),
        values,
      ),
      el(
        'div',
        { className: 'controls-body', attrs: { role: 'group', 'aria-labelledby': 'controls-title' } },
        grid,
        el('div', { className: 'controls-foot' }, resetButton),
      ),
    );
    const controls = {};
    for (const [key, spec] of Object.entries(specs)) {
      controls[key] = spec.choices
        ? createChoiceControl(grid, { store, key, ...spec })
        : createNumberControl(grid, { store, key, ...spec });
      claim(key, controls[key]);
    }
    // The section's keys: its shared controls, its defaults, its own settings and the keys of its own controls.
    resetButton.addEventListener('click', () => {
      const { section, ownKeys } = byId.get(store.get().view);
      const keys = new Set([
        ...(section.controls || []),
        ...Object.keys(section.defaults || {}),
        ...Object.keys(section.settings || {}),
        ...ownKeys,
      ]);
      // A setting counted up to one that is reset goes with it (the worked example's step with d).
      for (const [key, setting] of Object.entries(store.settings)) if (keys.has(setting.below?.key)) keys.add(key);
      store.unset([...keys]);
      for (const key of keys) for (const handle of handles.get(key) || []) handle.clearError?.();
      announce('Settings reset to this section’s starting values.');
    });
    function updateValues() {
      const listed = byId.get(store.get().view).section.controls || [];
      const state = store.get();
      values.textContent = listed
        .map((key) => `${key} = ${typeof state[key] === 'number' ? num(state[key]) : state[key]}`)
        .join(' · ');
    }
    return { element, grid, controls, specs, updateValues };
  }

  // Values in the link that the page refused: say so once here; each control concerned says so
  // too (claim() below, also for a section's own controls drawn later).
  function showLinkErrors() {
    const notice = $('page-notice');
    if (!Object.keys(linkErrors).length || !notice) return;
    const list = el('ul');
    panel.element.open = true;
    for (const message of Object.values(linkErrors)) list.append(el('li', { text: message }));
    const dismiss = el('button', { type: 'button', className: 'button-quiet', text: 'Dismiss' });
    dismiss.addEventListener('click', () => {
      notice.hidden = true;
    });
    notice.replaceChildren(
      el('p', {
        text: `Some values in this ${isPage ? 'link' : 'element’s attributes'} could not be used, so the ${isPage ? 'page' : 'explorer'} kept its own:`,
      }),
      list,
      dismiss,
    );
    notice.hidden = false;
  }

  /**
   * Registers a control for a store key. A refused link value for the key shows at it, now or
   * when a section draws it later (until the key changes). Returns a function that forgets it.
   */
  function claim(key, handle) {
    if (!handles.has(key)) handles.set(key, new Set());
    handles.get(key).add(handle);
    if (linkErrors[key]) handle.showError?.(linkMessage(linkErrors[key]));
    return () => handles.get(key)?.delete(handle);
  }

  // ---- the section driver ----

  /** What a section's build() gets: the core, the store and everything it may own. */
  function contextFor(entry) {
    const own = createScope();
    entry.scope = own;
    const slots = new Map();
    for (const node of entry.body.querySelectorAll('[data-slot]')) slots.set(node.dataset.slot, node);
    return {
      core,
      store,
      announce,
      /** The element a `{ type: 'slot', name }` record left in the narration (made at the end if none). */
      slot(name) {
        if (!slots.has(name)) {
          const node = el('div', { className: `section-slot slot-${name}` });
          node.dataset.slot = name;
          entry.body.append(node);
          slots.set(name, node);
        }
        return slots.get(name);
      },
      /** Renders the section again now (after a change that is not in the store: a local box, a toggle). */
      refresh: (reason = 'local') => renderSection(entry, store.get(), [reason]),
      /** A section that steps (worked example, proof) gives its next/previous here, for the keyboard shortcuts. */
      onStepKeys: (handlers) => {
        entry.stepKeys = handlers;
      },
      /**
       * A control for one of this section's own store keys, where the section puts it: a radio
       * group for a key with choices (spec.choices: { value, label, hint? }), else a number
       * control (controls.js) with the store's range. The app owns it like the shared panel's:
       * "Reset" resets its key and a refused link value shows at it.
       */
      control(container, key, spec) {
        const range = store.ranges[key];
        const control = spec.choices
          ? createChoiceControl(container, { store, key, ...spec })
          : createNumberControl(container, { store, key, min: range.min, max: range.max, ...spec });
        own.own(control);
        entry.ownKeys.add(key);
        own.own(claim(key, control));
        return control;
      },
      /** The same for a control the section draws itself (a checkbox, a text box, a list): { showError(text), clearError() }. */
      claim(key, handle) {
        entry.ownKeys.add(key);
        own.own(claim(key, handle));
      },
      /** The deep link to the current state (printed on handouts and in exported files). */
      link: () => share.link(),
      listen: own.listen,
      observe: own.observe,
      timeout: own.timeout,
      own: own.own,
      capture: own.capture,
    };
  }

  function build(entry) {
    entry.built = true;
    const { section, body } = entry;
    const text = typeof section.text === 'function' ? section.text(core) : section.text || [];
    try {
      renderNarration(body, text);
      entry.view = section.build ? section.build(contextFor(entry)) : {};
    } catch (error) {
      body.replaceChildren(
        el('p', { className: 'section-error', text: `This section could not start: ${pageWords(error.message)}` }),
      );
      entry.broken = true;
      return;
    }
    renderSection(
      entry,
      store.get(),
      store.keys.filter((key) => key !== 'view'),
    );
  }

  // A render that throws shows the message inline; what was drawn for the last good values stays.
  function renderSection(entry, state, changed) {
    if (entry.broken || !entry.section.render) return;
    try {
      entry.section.render(state, changed, entry.view);
    } catch (error) {
      const message = pageWords(error.message).replace(/\.?$/, '.');
      entry.error.textContent = entry.lastGood
        ? `${message} Still showing the result for the last values that worked.`
        : message;
      entry.error.hidden = false;
      entry.body.classList.add('is-stale');
      if (!(error instanceof RangeError)) console.warn(error); // a bug, not a refused value
      return;
    }
    entry.lastGood = state;
    entry.error.hidden = true;
    entry.error.textContent = '';
    entry.body.classList.remove('is-stale');
  }

  function onStoreChange(state, changed) {
    const keys = changed.filter((key) => key !== 'view');
    for (const entry of byId.values()) {
      if (!entry.built) continue;
      // Hidden, or about to be shown by showView(): render these keys on show.
      if (entry.section.id !== state.view || changed.includes('view')) {
        for (const key of keys) entry.pending.add(key);
      } else if (keys.length) {
        renderSection(entry, state, keys);
      }
    }
  }

  function updateLinks() {
    const params = new URLSearchParams(store.query());
    for (const [id, link] of tocLinks) {
      params.set('view', id);
      link.href = `?${params}`;
    }
    byId.get(store.get().view).printUrl.textContent = `Printed from ${share.link()}`;
  }

  function showView(view, { initial: first = false } = {}) {
    const entry = byId.get(view);
    for (const [id, other] of byId) {
      other.container.hidden = id !== view;
      const link = tocLinks.get(id);
      if (!link) continue;
      if (id === view) link.setAttribute('aria-current', 'page');
      else link.removeAttribute('aria-current');
    }
    const listed = entry.section.controls || [];
    const { controls, grid } = panel;
    for (const [key, control] of Object.entries(controls)) control.element.hidden = !listed.includes(key);
    // A section may name a shared control in its own words (the longer contexts: d is the head dimension).
    for (const [key, control] of Object.entries(controls))
      control.setLabel?.(entry.section.labels?.[key] ?? panel.specs[key].label);
    for (const key of listed) if (controls[key]) grid.append(controls[key].element); // the section's order
    panel.element.hidden = listed.length === 0;
    entry.container.querySelector('.section-controls-slot').append(panel.element);
    if (!entry.built) build(entry);
    else if (entry.pending.size) {
      const keys = [...entry.pending];
      entry.pending.clear();
      renderSection(entry, store.get(), keys);
    }
    for (const key of listed) controls[key]?.refresh?.();
    const { index, section } = entry;
    if (pager) {
      prev.hidden = index === 0;
      next.hidden = index === sections.length - 1;
      // The accessible name is the visible text with a hidden lead-in, so it contains what a
      // speech-input user reads on the button (WCAG 2.5.3, label in name).
      const hidden = (text) => el('span', { className: 'visually-hidden', text });
      if (index > 0) prev.replaceChildren(hidden('Previous section: '), `← ${index}. ${sections[index - 1].title}`);
      if (index < sections.length - 1)
        next.replaceChildren(hidden('Next section: '), `${index + 2}. ${sections[index + 1].title} →`);
      pager.hidden = embed;
    }
    if (tocPosition) tocPosition.textContent = `${index + 1} of ${sections.length}: ${section.title}`;
    if (isPage) document.title = `${section.title} · ${SITE}`;
    if (!first) announce(`Section ${index + 1} of ${sections.length}: ${section.title}`);
  }

  scope.own(
    store.subscribe((state, changed) => {
      for (const key of changed) delete linkErrors[key]; // a refused link value is history once the key changes
      onStoreChange(state, changed);
      if (changed.includes('view')) showView(state.view);
      updateLinks();
      panel.updateValues();
    }),
  );
  if (isPage && urlSync) scope.listen(window, 'popstate', () => store.load(location.search, 'none'));
  const home = $('home-link');
  if (home) {
    scope.listen(home, 'click', (event) => {
      event.preventDefault();
      store.unset(store.keys);
      go(sections[0].id);
    });
  }

  showView(store.get().view, { initial: true });
  updateLinks();
  panel.updateValues();
  const status = $('page-status');
  status.textContent = '';
  status.hidden = true;
  if (isPage) document.documentElement.dataset.ready = 'true';

  /** Undoes everything this instance and its sections started, and removes the sections' elements. */
  function destroy() {
    for (const entry of byId.values()) {
      entry.scope?.dispose();
      entry.container.remove();
    }
    for (const control of Object.values(panel.controls)) control.destroy?.();
    scope.dispose();
  }

  return { store, showView, destroy };
}
