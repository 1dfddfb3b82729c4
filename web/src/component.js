// <pe-explorer>: the explorer as a custom element (dist/pe-explorer.js), for pages the module
// does not own. One script tag; any number of elements share one WebAssembly instance
// (loadCore() is memoised); each element has its own store, fed by its attributes.
//
//   <script type="module" src="pe-explorer.js"></script>
//   <pe-explorer view="steps" d-model="4" pos="3" step="2"></pe-explorer>
//
// Rules: an element's state lives in its attributes, never in the host's URL (urlSync: false);
// a change made inside the element is written back to its attributes and announced with a
// `change` event. Removed from the page, it destroys its app (every listener, observer, chart
// and timer goes); put back, it starts a new one from its attributes. Styles are encapsulated in a shadow root: the page's stylesheet is linked
// inside it (pe-explorer.css, shipped beside this file), and only KaTeX's @font-face rules go
// to the document (pe-explorer-fonts.css), because fonts declared in a shadow root are not used.

import { loadCore } from '../pe-core.mjs';
import { el } from './dom.js';
import { createApp, loadFailureMessage, showFatal } from './app.js';
import { sections } from './sections/index.js';
import { settingsOf } from './store.js';

/** Attribute -> store key: every setting of the page's sections, by its attribute name. */
const ATTRIBUTES = Object.fromEntries(
  Object.entries(settingsOf(sections)).map(([key, setting]) => [setting.attribute ?? key, key]),
);
const KEY_TO_ATTRIBUTE = Object.fromEntries(Object.entries(ATTRIBUTES).map(([attribute, key]) => [key, attribute]));

const here = new URL('.', import.meta.url);
const stylesheet = new URL('pe-explorer.css', here).href;
const fontsheet = new URL('pe-explorer-fonts.css', here).href;
const pageUrl = new URL('index.html', here).href;

function addFontsToDocument() {
  if (document.querySelector('link[data-pe-explorer-fonts]')) return;
  const link = el('link', { rel: 'stylesheet', href: fontsheet });
  link.dataset.peExplorerFonts = '';
  document.head.append(link);
}

export class PeExplorer extends HTMLElement {
  static get observedAttributes() {
    return Object.keys(ATTRIBUTES);
  }

  #app = null;
  #starting = false;
  #reflecting = false;

  constructor() {
    super();
    const shadow = this.attachShadow({ mode: 'open' });
    const lesson = el(
      'div',
      { className: 'lesson pe-root is-component' },
      el('p', {
        className: 'page-status',
        id: 'page-status',
        text: 'Loading the WebAssembly core…',
        attrs: { role: 'status' },
      }),
      el('div', { className: 'page-notice', id: 'page-notice', hidden: true, attrs: { role: 'alert' } }),
    );
    lesson.setAttribute('part', 'root');
    shadow.append(el('link', { rel: 'stylesheet', href: stylesheet }), lesson);
  }

  /** The element's store (null until the core is loaded): get(), set(), subscribe(). */
  get store() {
    return this.#app?.store ?? null;
  }

  connectedCallback() {
    if (this.#app || this.#starting) return;
    this.#starting = true;
    addFontsToDocument();
    this.#start();
  }

  disconnectedCallback() {
    // Moved within the page (removed and put back in one task): keep the app.
    queueMicrotask(() => {
      if (this.isConnected || !this.#app) return;
      this.#app.destroy();
      this.#app = null;
      this.#starting = false;
      delete this.dataset.ready;
      const status = this.shadowRoot.getElementById('page-status');
      status.hidden = false;
      status.classList.remove('is-error');
      status.textContent = 'Loading the WebAssembly core…';
    });
  }

  // Loads the shared core and starts the explorer; a failed load says why and offers a retry.
  #start() {
    loadCore().then(
      (core) => {
        if (!this.isConnected) {
          this.#starting = false; // removed while loading: start again when put back
          return;
        }
        this.#app = createApp(this.shadowRoot, {
          core,
          urlSync: false,
          initial: this.#attributeState(),
          host: this,
          pageUrl,
        });
        this.#app.store.subscribe((state, changed) => this.#reflect(state, changed));
        this.#starting = false;
        this.dataset.ready = 'true';
        this.dispatchEvent(new Event('ready'));
      },
      (error) => {
        this.#starting = false;
        this.dataset.ready = 'failed';
        showFatal(this.shadowRoot, loadFailureMessage(error), () => {
          delete this.dataset.ready;
          this.#start();
        });
      },
    );
  }

  attributeChangedCallback(name, oldValue, value) {
    if (!this.#app || this.#reflecting || oldValue === value) return;
    const key = ATTRIBUTES[name];
    const store = this.#app.store;
    const result = value === null ? store.unset([key]) : store.set({ [key]: value });
    if (!result.ok) {
      // Keep the last good state, and say why in the console (the host's developer reads it).
      console.warn(`<pe-explorer> ${name}="${value}" was not used: ${Object.values(result.errors).join(' ')}`);
    }
  }

  #attributeState() {
    const state = {};
    for (const [attribute, key] of Object.entries(ATTRIBUTES)) {
      if (this.hasAttribute(attribute)) state[key] = this.getAttribute(attribute);
    }
    return state;
  }

  // A change made inside the element (a control, a step button) goes back to its attributes.
  #reflect(state, changed) {
    this.#reflecting = true;
    try {
      for (const key of changed) {
        const attribute = KEY_TO_ATTRIBUTE[key];
        if (!attribute) continue;
        if (this.#app.store.isExplicit(key)) {
          if (this.getAttribute(attribute) !== String(state[key])) this.setAttribute(attribute, String(state[key]));
        } else if (this.hasAttribute(attribute)) {
          this.removeAttribute(attribute);
        }
      }
    } finally {
      this.#reflecting = false;
    }
    this.dispatchEvent(new Event('change'));
  }
}

if (!customElements.get('pe-explorer')) customElements.define('pe-explorer', PeExplorer);
