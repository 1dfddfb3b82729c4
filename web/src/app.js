// One instance of the explorer inside a root: the full page (root = document), an embedded
// section (?embed=1, same page without the site chrome) or a <pe-explorer> element (root = its
// shadow root). Creates the store, the shared controls panel, the section toolbars and, where
// the root has them, the table of contents and the pager; shows one section at a time.
//
// Rule: an instance finds its elements inside its own root only (several share one page), and
// sections are mounted the first time they are shown. The caller loads the core.

import { announce, el } from './a11y.js';
import { createChoiceControl, createNumberControl, sharedControlSpecs } from './controls.js';
import { startEmbedMode } from './embed-mode.js';
import { createPresenter } from './presenter.js';
import { createShareTools } from './share.js';
import { sections } from './sections/index.js';
import { createStore, KEYS } from './store.js';

const SHARED_KEYS = ['d', 'n', 'base', 'layout', 'offset', 'pos', 'k'];
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
 * @param {Document | ShadowRoot} root  holds #page-status, #page-notice and one empty
 *   <section id="<id>"> per section; optionally #toc-list, #pager and #home-link (the page).
 * @param {{ core: object, urlSync?: boolean, initial?: string | object, embed?: boolean,
 *   projector?: boolean, host?: HTMLElement, pageUrl?: string }} options
 *   urlSync: false for a <pe-explorer> element (its state lives in its attributes).
 *   initial: a URL query (the page) or an object of store values (an element).
 *   host: the element that receives keyboard shortcuts and goes fullscreen (default: the page).
 *   pageUrl: the full page's address, for "Link" and "Embed" (default: this page's address).
 * @returns {{ store: object, showView(view): void }}
 */
export function createApp(root, options) {
  const { core, urlSync = true, initial = '', embed = false, projector = false } = options;
  const $ = finder(root);
  const isPage = root === document;
  const store = createStore({ limits: core.limits, coreDefaults: core.defaults, sections, urlSync });
  let linkErrors = {};
  if (typeof initial === 'string') linkErrors = store.load(initial).errors;
  else {
    // Values from attributes: each is applied on its own, so one bad value keeps the rest.
    for (const [key, value] of Object.entries(initial)) {
      const result = store.set({ [key]: value });
      if (!result.ok) Object.assign(linkErrors, result.errors);
    }
  }

  const byId = new Map(sections.map((section, index) => [section.id, { section, index, mounted: false, showCallbacks: [] }]));
  const tocList = $('toc-list');
  const tocDetails = $('toc-details');
  const tocPosition = $('toc-position');
  const narrow = matchMedia('(max-width: 60rem)');
  if (narrow.matches && tocDetails) tocDetails.open = false;
  const pageUrl = options.pageUrl || `${location.origin === 'null' ? '' : location.origin}${location.pathname}`;
  const presenter = createPresenter({
    root, store, host: options.host, isPage, projector,
    stepper: () => byId.get(store.get().view).stepKeys,
    go: isPage && !embed ? (direction) => {
      const next = sections[byId.get(store.get().view).index + direction];
      if (next) go(next.id);
    } : null,
  });
  const share = createShareTools({ store, pageUrl, embed, title: (view) => `${byId.get(view).section.title} · ${SITE}` });
  if (embed) startEmbedMode();

  // Table of contents: real links (they work in a new tab too), handled in place here.
  const tocLinks = new Map();
  if (tocList) {
    for (const [index, section] of sections.entries()) {
      const link = el('a', { className: 'toc-link', href: `?view=${section.id}` },
        el('span', { className: 'toc-number', text: `${index + 1}` }),
        el('span', { className: 'toc-title', text: section.title }));
      link.addEventListener('click', (event) => {
        if (event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        go(section.id);
      });
      tocLinks.set(section.id, link);
      tocList.append(el('li', { className: 'toc-item' }, link));
    }
  }

  // Each <section> gets a heading, a toolbar (link, embed, fullscreen, keyboard help), a slot
  // for the shared controls and a body for the section.
  for (const [index, section] of sections.entries()) {
    const container = $(section.id);
    const heading = el('h2', { className: 'section-title', id: `${section.id}-title`, tabIndex: -1, text: section.title });
    container.setAttribute('aria-labelledby', heading.id);
    const body = el('div', { className: 'section-body' });
    body.dataset.sectionBody = section.id;
    const printUrl = el('p', { className: 'print-url' });
    container.replaceChildren(
      el('header', { className: 'section-head' },
        el('p', { className: 'section-kicker', text: `Section ${index + 1} of ${sections.length}` }), heading,
        el('div', { className: 'section-toolbar' }, share.toolbar(section.id), presenter.toolbar(section.id)),
        printUrl),
      el('div', { className: 'section-controls-slot' }),
      body);
    Object.assign(byId.get(section.id), { container, body, printUrl });
  }

  // One shared controls panel, moved into the section on show; it shows only what the section lists.
  const specs = sharedControlSpecs(core.limits);
  const panelGrid = el('div', { className: 'controls-grid' });
  const resetButton = el('button', { type: 'button', className: 'button-quiet reset-button', text: 'Reset to this section’s values' });
  // A <details>: open on wide screens; on a phone it folds to one line that lists the values.
  const panelValues = el('span', { className: 'controls-values' });
  const panel = el('details', { className: 'controls-panel', id: 'controls-panel', open: !narrow.matches },
    el('summary', { className: 'controls-summary' },
      el('span', { className: 'controls-title', id: 'controls-title', text: 'Settings for this section' }), panelValues),
    el('div', { className: 'controls-body', attrs: { role: 'group', 'aria-labelledby': 'controls-title' } },
      panelGrid, el('div', { className: 'controls-foot' }, resetButton)));
  function updatePanelValues() {
    const listed = byId.get(store.get().view).section.controls || [];
    const state = store.get();
    panelValues.textContent = listed.map((key) => `${key} = ${key === 'base' ? state[key].toLocaleString('en-US') : state[key]}`).join(' · ');
  }
  const controls = {};
  for (const key of SHARED_KEYS) {
    const spec = specs[key];
    controls[key] = key === 'layout'
      ? createChoiceControl(panelGrid, { store, key, ...spec })
      : createNumberControl(panelGrid, { store, key, ...spec });
  }
  resetButton.addEventListener('click', () => {
    const listed = byId.get(store.get().view).section.controls || [];
    store.unset([...listed, 'step']);
    for (const key of listed) controls[key]?.clearError?.();
    announce('Settings reset to this section’s starting values.');
  });

  // Values in the link that the page refused: say so once, and at the control concerned.
  const notice = $('page-notice');
  if (Object.keys(linkErrors).length && notice) {
    const list = el('ul');
    panel.open = true;
    for (const [key, message] of Object.entries(linkErrors)) {
      list.append(el('li', { text: message }));
      controls[key]?.showError?.(`${message} The link’s value was not used.`);
    }
    const dismiss = el('button', { type: 'button', className: 'button-quiet', text: 'Dismiss' });
    dismiss.addEventListener('click', () => { notice.hidden = true; });
    notice.replaceChildren(el('p', { text: `Some values in this ${isPage ? 'link' : 'element’s attributes'} could not be used, so the ${isPage ? 'page' : 'explorer'} kept its own:` }), list, dismiss);
    notice.hidden = false;
  }

  const pager = $('pager');
  const prev = $('pager-prev');
  const next = $('pager-next');
  prev?.addEventListener('click', () => go(sections[byId.get(store.get().view).index - 1].id));
  next?.addEventListener('click', () => go(sections[byId.get(store.get().view).index + 1].id));

  function go(id) {
    const result = store.set({ view: id });
    if (result.ok) {
      if (narrow.matches && tocDetails) tocDetails.open = false;
      $(`${id}-title`)?.focus({ preventScroll: true });
      if (isPage) window.scrollTo({ top: 0 });
    }
  }

  function mount(entry) {
    if (entry.mounted) return;
    entry.mounted = true;
    const context = {
      core,
      store,
      /** Runs `callback` every time this section becomes the visible one (not on first mount). */
      onShow: (callback) => entry.showCallbacks.push(callback),
      /** True while this section is the one on screen: skip heavy work while hidden. */
      isVisible: () => store.get().view === entry.section.id,
      announce,
      /** A section that steps (worked example, proof) gives its next/previous here, for the keyboard shortcuts. */
      onStepKeys: (handlers) => { entry.stepKeys = handlers; },
      /** The deep link to the current state (printed on handouts and in exported files). */
      link: () => share.link(),
    };
    try {
      entry.section.mount(entry.body, context);
    } catch (error) {
      entry.body.replaceChildren(el('p', { className: 'section-error', text: `This section could not start: ${error.message}` }));
    }
  }

  function updateLinks() {
    const params = new URLSearchParams(store.query());
    for (const [id, link] of tocLinks) {
      params.set('view', id);
      link.href = `?${params}`;
    }
    const entry = byId.get(store.get().view);
    entry.printUrl.textContent = `Printed from ${share.link()}`;
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
    for (const key of SHARED_KEYS) controls[key].element.hidden = !listed.includes(key);
    for (const key of listed) if (controls[key]) panelGrid.append(controls[key].element); // the section's order
    panel.hidden = listed.length === 0;
    entry.container.querySelector('.section-controls-slot').append(panel);
    const wasMounted = entry.mounted;
    mount(entry);
    if (wasMounted) for (const callback of entry.showCallbacks) callback(store.get());
    for (const key of listed) controls[key].refresh?.();
    const { index, section } = entry;
    if (pager) {
      prev.hidden = index === 0;
      next.hidden = index === sections.length - 1;
      // The accessible name is the visible text with a hidden lead-in, so it contains what a
      // speech-input user reads on the button (WCAG 2.5.3, label in name).
      const hidden = (text) => el('span', { className: 'visually-hidden', text });
      if (index > 0) prev.replaceChildren(hidden('Previous section: '), `← ${index}. ${sections[index - 1].title}`);
      if (index < sections.length - 1) next.replaceChildren(hidden('Next section: '), `${index + 2}. ${sections[index + 1].title} →`);
      pager.hidden = embed;
    }
    if (tocPosition) tocPosition.textContent = `${index + 1} of ${sections.length}: ${section.title}`;
    if (isPage) document.title = `${section.title} · ${SITE}`;
    if (!first) announce(`Section ${index + 1} of ${sections.length}: ${section.title}`);
  }

  store.subscribe((state, changed) => {
    if (changed.includes('view')) showView(state.view);
    updateLinks();
    updatePanelValues();
  });
  if (isPage && urlSync) window.addEventListener('popstate', () => store.load(location.search, 'none'));
  $('home-link')?.addEventListener('click', (event) => {
    event.preventDefault();
    store.unset(KEYS);
    go(sections[0].id);
  });

  showView(store.get().view, { initial: true });
  updateLinks();
  updatePanelValues();
  const status = $('page-status');
  status.textContent = '';
  status.hidden = true;
  if (isPage) document.documentElement.dataset.ready = 'true';
  return { store, showView };
}
