// One instance of the explorer inside a root: the full page (root = document), an embedded
// section (?embed=1, same page without the site chrome) or a <pe-explorer> element (root = its
// shadow root). createApp puts the parts together: the store (with the values of the link or the
// attributes), the shared settings panel (controls-panel.js), the section toolbars (share.js,
// presenter.js), the contents and pager where the root has them (contents.js), the refused link
// values (claims.js) and the sections (section-driver.js); it shows one section at a time.
//
// A section is a plain object { id, title, controls, defaults, settings, rules, words, text,
// build(ctx), render(state, changed, view) } (web/README.md, "A section"): its own store keys
// (`settings`, `rules`) join the shared ones in store.js, its `words` put the core's messages
// in the page's words, and the driver builds it on first show, renders it while on screen and
// undoes everything on destroy().
//
// Rule: an instance finds its elements inside its own root only (several share one page), and
// everything it starts on a shared target goes through a scope (scope.js) or a part's
// destroy(). The caller loads the core.

import { applyInitial, createClaims, showLinkNotice } from './claims.js';
import { createContents, createPager } from './contents.js';
import { createControlsPanel } from './controls-panel.js';
import { announce, el } from '../kit/dom.js';
import { startEmbedMode } from './embed-mode.js';
import { createPresenter } from './presenter.js';
import { takeSchemesFrom } from '../kit/schemes.js';
import { createScope } from './scope.js';
import { createSectionDriver } from './section-driver.js';
import { sections } from '../sections/index.js';
import { createShareTools } from './share.js';
import { createStore } from './store.js';
import {
  createLanguageMenu,
  markLanguage,
  requestedLanguage,
  showLanguageNotice,
  startLanguage,
  wordStatic,
} from './locale.js';
import { t, tPlain } from '../kit/i18n.js';

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
    const again = el('button', { type: 'button', className: 'button-quiet retry-button', text: t('retry') });
    again.addEventListener('click', () => {
      status.classList.remove('is-error');
      status.replaceChildren(el('span', { text: t('page-loading') }));
      retry();
    });
    status.append(' ', again);
  }
}

/** The message for a core that did not load: what failed, and what the reader can do. */
export function loadFailureMessage(error) {
  return t('page-load-failed', { reason: error.message });
}

/**
 * The full page: loads the core with `load()` (main.js and standalone.js differ only there),
 * reads the page modes from the URL and starts the app on `document`. A failed load shows the
 * reason and a "Try again" button: the page never stays on "Loading…".
 * @param {() => Promise<object>} load
 */
export async function startPage(load, { trainWorker = null } = {}) {
  const params = new URLSearchParams(location.search);
  // The language's shared messages load while the core does.
  const languageReady = startLanguage(requestedLanguage(params.get('lang'))).then((info) => {
    markLanguage(document.documentElement, info);
    wordStatic(document);
    createLanguageMenu(document.getElementById('language-menu'));
    showLanguageNotice(document.getElementById('page-notice'), params.get('lang'));
    return info;
  });
  let core;
  try {
    [core] = await Promise.all([load(), languageReady]);
  } catch (error) {
    await languageReady.catch(() => null);
    showFatal(document, loadFailureMessage(error), () => startPage(load));
    document.documentElement.dataset.ready = 'failed';
    return null;
  }
  delete document.documentElement.dataset.ready;
  document.documentElement.dataset.wasm = core.simd ? 'simd' : 'scalar'; // which build runs (for tests and bug reports)
  return createApp(document, {
    core,
    initial: location.search,
    embed: params.get('embed') === '1' || params.get('embed') === 'true',
    projector: params.get('projector') === '1' || params.get('projector') === 'true',
    trainWorker,
  });
}

/** The site's home link: back to the first section with every value at its default. */
function listenHome(scope, home, store, first) {
  if (!home) return;
  scope.listen(home, 'click', (event) => {
    event.preventDefault();
    store.unset(store.keys);
    first();
  });
}

/**
 * Going to a section (the contents, the pager, the keyboard): the store's view, a note in the
 * section's words when the move changed a value, the focus on its heading. `entries()`: the
 * section driver's entries (made after this).
 */
function createNavigation({ $, store, isPage, narrow, entries }) {
  const tocDetails = $('toc-details');
  if (narrow.matches && tocDetails) tocDetails.open = false;
  /** Messages about store keys, in the words of section `view` (RoPE calls k Δ). */
  function inOwnWords(view, messages) {
    const section = entries().get(view)?.section;
    return Object.fromEntries(
      Object.entries(messages).map(([key, text]) => [key, section?.inOwnWords?.(text, store) ?? text]),
    );
  }
  function go(id) {
    const result = store.set({ view: id });
    if (result.ok && Object.keys(result.notes).length && $('page-notice'))
      showLinkNotice($('page-notice'), {}, inOwnWords(id, result.notes), isPage, { fromLink: false });
    if (result.ok) {
      if (narrow.matches && tocDetails) tocDetails.open = false;
      $(`${id}-title`)?.focus({ preventScroll: true });
      if (isPage) window.scrollTo({ top: 0 });
    }
  }
  /** The next (1) or previous (-1) section, if there is one. */
  function step(direction) {
    const next = sections[entries().get(store.get().view).index + direction];
    if (next) go(next.id);
  }
  return { go, step, inOwnWords };
}

/** showView(view): shows one section and hides the others, in every part that follows the view. */
function viewShower({ driver, contents, panel, pager, isPage }) {
  return function showView(view, { initial: first = false } = {}) {
    const entry = driver.entries.get(view);
    for (const [id, other] of driver.entries) other.container.hidden = id !== view;
    contents.show(entry.index);
    panel.show(entry.section, entry.controlsSlot);
    const drawn = driver.show(entry);
    panel.refresh(entry.section);
    pager.show(entry.index);
    const { index, section } = entry;
    if (isPage) document.title = tPlain('document-title', { section: section.title });
    if (!first) announce(t('section-announced', { index: index + 1, count: sections.length, title: section.title }));
    return drawn;
  };
}

/** The sections' driver, with each section's toolbar (share, projector) and the app's claims. */
function sectionDriverFor({ core, store, $, share, presenter, claims, options }) {
  return createSectionDriver({
    core,
    store,
    sections,
    notice: $('page-notice'),
    pager: $('pager'),
    toolbar: (id) => [share.toolbar(id), presenter.toolbar(id)],
    claim: claims.claim,
    link: () => share.link(),
    trainWorker: options.trainWorker ?? null,
  });
}

/** What the link gave that the store refused or fitted: the notice, and the panel opened to show it at each control. */
function showLinkProblems(notice, { panel, view, linkErrors, linkNotes, inOwnWords, isPage }) {
  if (!(Object.keys(linkErrors).length || Object.keys(linkNotes).length) || !notice) return;
  panel.element.open = true; // the panel shows what was wrong at each control
  showLinkNotice(notice, inOwnWords(view, linkErrors), inOwnWords(view, linkNotes), isPage);
}

/** Clears the loading status; the page is ready (`data-ready`) once the first section shown is drawn. */
function markReady(status, ready, isPage) {
  status.textContent = '';
  status.hidden = true;
  if (isPage) ready.then(() => (document.documentElement.dataset.ready = 'true'));
}

/**
 * @param {Document | ShadowRoot} root  holds #page-status and #page-notice; optionally #toc-list,
 *   #pager and #home-link (the page). The app makes one <section id="<id>"> per section after
 *   #page-notice (before #pager when it shares their parent) and removes them on destroy().
 * @param {{ core: object, urlSync?: boolean, initial?: string | object, embed?: boolean,
 *   projector?: boolean, host?: HTMLElement, pageUrl?: string, trainWorker?: () => Worker }} options
 *   urlSync: false for a <pe-explorer> element (its state lives in its attributes).
 *   initial: a URL query (the page) or an object of store values (an element).
 *   host: the element that receives keyboard shortcuts and goes fullscreen (default: the page).
 *   pageUrl: the full page's address, for "Link" and "Embed" (default: this page's address).
 *   trainWorker: () => Worker, the training lab's worker (dist/train-worker.js); without it
 *   the lab trains on the page's thread.
 * @returns {{ store: object, showView(view): Promise<void>, ready: Promise<void>, destroy(): void }}
 */
export function createApp(root, options) {
  const { core, urlSync = true, initial = '', embed = false, projector = false } = options;
  const $ = finder(root);
  const isPage = root === document;
  const scope = createScope();
  takeSchemesFrom(core);
  const store = createStore({ core, sections, urlSync });
  const { errors: linkErrors, notes: linkNotes } = applyInitial(store, initial);
  const claims = createClaims(linkErrors);
  const narrow = matchMedia('(max-width: 60rem)');
  const pageUrl = options.pageUrl || `${location.origin === 'null' ? '' : location.origin}${location.pathname}`;

  const shown = () => driver.entries.get(store.get().view);
  const { go, step, inOwnWords } = createNavigation({ $, store, isPage, narrow, entries: () => driver.entries });

  const presenter = scope.own(
    createPresenter({
      root,
      host: options.host,
      isPage,
      projector,
      stepper: () => shown().stepKeys,
      go: isPage && !embed ? step : null,
    }),
  );
  const share = createShareTools({
    store,
    pageUrl,
    embed,
    title: (view) => tPlain('document-title', { section: driver.entries.get(view).section.title }),
  });
  if (embed) startEmbedMode();

  const contents = scope.own(createContents({ list: $('toc-list'), position: $('toc-position'), sections, go }));
  const driver = scope.own(sectionDriverFor({ core, store, $, share, presenter, claims, options }));
  const panel = scope.own(
    createControlsPanel({
      store,
      open: !narrow.matches,
      claim: claims.claim,
      clearErrors: claims.clearErrors,
      current: shown,
    }),
  );
  showLinkProblems($('page-notice'), { panel, view: store.get().view, linkErrors, linkNotes, inOwnWords, isPage });
  const pager = scope.own(
    createPager({ pager: $('pager'), prev: $('pager-prev'), next: $('pager-next'), sections, go: step, embed }),
  );

  function updateLinks() {
    contents.updateLinks(store.query());
    shown().printUrl.textContent = t('printed-from', { link: share.link() });
  }

  const showView = viewShower({ driver, contents, panel, pager, isPage });

  scope.own(
    store.subscribe((state, changed) => {
      claims.changed(changed);
      driver.storeChanged(state, changed);
      if (changed.includes('view')) showView(state.view);
      updateLinks();
      panel.updateValues(shown().section);
    }),
  );
  if (isPage && urlSync) scope.listen(window, 'popstate', () => store.load(location.search, 'none'));
  listenHome(scope, $('home-link'), store, () => go(sections[0].id));

  const ready = showView(store.get().view, { initial: true });
  updateLinks();
  panel.updateValues(shown().section);
  markReady($('page-status'), ready, isPage);

  /**
   * ready: resolves when the first section shown is drawn. destroy(): undoes everything this
   * instance and its sections started, and removes the sections' elements.
   */
  return { store, showView, ready, destroy: () => scope.dispose() };
}
