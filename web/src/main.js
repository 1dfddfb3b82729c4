// The page's entry point: loads the core, creates the store from the URL, builds the table
// of contents, the shared controls panel and the pager, and shows one section at a time.
//
// Rule: only this file calls loadCore(); sections get `core` and `store` in their context,
// and are mounted the first time they are shown.

import { loadCore } from '../pe-core.mjs';
import { announce, el } from './a11y.js';
import { createChoiceControl, createNumberControl, sharedControlSpecs } from './controls.js';
import { sections } from './sections/index.js';
import { createStore, KEYS } from './store.js';

const SHARED_KEYS = ['d', 'n', 'base', 'layout', 'offset', 'pos', 'k'];
const SITE = 'Positional Encoding Explorer';

function showFatal(message) {
  const status = document.getElementById('page-status');
  status.textContent = message;
  status.classList.add('is-error');
}

async function start() {
  let core;
  try {
    core = await loadCore();
  } catch (error) {
    showFatal(`The WebAssembly core could not be loaded (${error.message}). This page needs a browser with WebAssembly, served over http(s).`);
    return;
  }
  const store = createStore({ limits: core.limits, coreDefaults: core.defaults, sections });
  const { errors: linkErrors } = store.load(location.search);

  const byId = new Map(sections.map((section, index) => [section.id, { section, index, mounted: false, showCallbacks: [] }]));
  const tocList = document.getElementById('toc-list');
  const tocDetails = document.getElementById('toc-details');
  const tocPosition = document.getElementById('toc-position');
  const narrow = matchMedia('(max-width: 60rem)');
  if (narrow.matches) tocDetails.open = false;

  // Table of contents: real links (they work in a new tab too), handled in place here.
  const tocLinks = new Map();
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

  // Each <section> gets a heading, a slot for the shared controls and a body for the section.
  for (const [index, section] of sections.entries()) {
    const container = document.getElementById(section.id);
    const heading = el('h2', { className: 'section-title', id: `${section.id}-title`, tabIndex: -1, text: section.title });
    container.setAttribute('aria-labelledby', heading.id);
    const body = el('div', { className: 'section-body' });
    body.dataset.sectionBody = section.id;
    container.replaceChildren(
      el('header', { className: 'section-head' },
        el('p', { className: 'section-kicker', text: `Section ${index + 1} of ${sections.length}` }), heading),
      el('div', { className: 'section-controls-slot' }),
      body);
    byId.get(section.id).container = container;
    byId.get(section.id).body = body;
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
  const notice = document.getElementById('page-notice');
  if (Object.keys(linkErrors).length) {
    const list = el('ul');
    panel.open = true;
    for (const [key, message] of Object.entries(linkErrors)) {
      list.append(el('li', { text: message }));
      controls[key]?.showError?.(`${message} The link’s value was not used.`);
    }
    const dismiss = el('button', { type: 'button', className: 'button-quiet', text: 'Dismiss' });
    dismiss.addEventListener('click', () => { notice.hidden = true; });
    notice.replaceChildren(el('p', { text: 'Some values in this link could not be used, so the page kept its own:' }), list, dismiss);
    notice.hidden = false;
  }

  const pager = document.getElementById('pager');
  const prev = document.getElementById('pager-prev');
  const next = document.getElementById('pager-next');
  prev.addEventListener('click', () => go(sections[byId.get(store.get().view).index - 1].id));
  next.addEventListener('click', () => go(sections[byId.get(store.get().view).index + 1].id));

  function go(id) {
    const result = store.set({ view: id });
    if (result.ok) {
      if (narrow.matches) tocDetails.open = false;
      document.getElementById(`${id}-title`)?.focus({ preventScroll: true });
      window.scrollTo({ top: 0 });
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
  }

  function showView(view, { initial = false } = {}) {
    const entry = byId.get(view);
    for (const [id, other] of byId) {
      other.container.hidden = id !== view;
      const link = tocLinks.get(id);
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
    prev.hidden = index === 0;
    next.hidden = index === sections.length - 1;
    if (index > 0) prev.textContent = `← ${index}. ${sections[index - 1].title}`;
    if (index < sections.length - 1) next.textContent = `${index + 2}. ${sections[index + 1].title} →`;
    prev.setAttribute('aria-label', index > 0 ? `Previous section: ${sections[index - 1].title}` : '');
    next.setAttribute('aria-label', index < sections.length - 1 ? `Next section: ${sections[index + 1].title}` : '');
    pager.hidden = false;
    tocPosition.textContent = `${index + 1} of ${sections.length}: ${section.title}`;
    document.title = `${section.title} · ${SITE}`;
    if (!initial) announce(`Section ${index + 1} of ${sections.length}: ${section.title}`);
  }

  store.subscribe((state, changed) => {
    if (changed.includes('view')) showView(state.view);
    updateLinks();
    updatePanelValues();
  });
  window.addEventListener('popstate', () => store.load(location.search, 'none'));
  document.getElementById('home-link').addEventListener('click', (event) => {
    event.preventDefault();
    store.unset(KEYS);
    go(sections[0].id);
  });

  showView(store.get().view, { initial: true });
  updateLinks();
  updatePanelValues();
  const status = document.getElementById('page-status');
  status.textContent = '';
  status.hidden = true;
  document.documentElement.dataset.ready = 'true';
}

start();
