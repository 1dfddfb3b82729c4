// <pe-explorer>: the explorer as a custom element (dist/pe-explorer.js), for pages the module
// does not own. One script tag; any number of elements share one WebAssembly instance
// (loadCore() is memoised); each element has its own store, fed by its attributes.
//
//   <script type="module" src="pe-explorer.js"></script>
//   <pe-explorer view="steps" d-model="4" pos="3" step="2"></pe-explorer>
//
// Rules: an element's state lives in its attributes, never in the host's URL (urlSync: false);
// a change made inside the element is written back to its attributes and announced with a
// `change` event. Attribute changes are applied once per animation frame (the last value of
// each wins). Removed from the page, it destroys its app (every listener, observer, chart
// and timer goes); put back, it starts a new one from its attributes. Styles are encapsulated in a shadow root: the page's stylesheet is linked
// inside it (pe-explorer.css, shipped beside this file), and only KaTeX's @font-face rules go
// to the document (pe-explorer-fonts.css), because fonts declared in a shadow root are not used.
//
// Language: an element speaks the language of its `lang` attribute, else of the nearest
// ancestor's (a course page's <html lang="es">), else the reader's browser languages
// (negotiated as on the page). One language per document (web/src/kit/i18n.js): the first
// element to start sets it, a later one that asks for another says so on the console and uses
// it too; changing an element's `lang` restarts every element on the page in the new language.
// An element whose own `lang` names a language the module does not have says so in a note.

import { loadCore } from '../../api/pe-core.mjs';
import { el } from '../kit/dom.js';
import { createApp, loadFailureMessage, showFatal } from './app.js';
import { language, t } from '../kit/i18n.js';
import { markLanguage, requestedLanguage, showLanguageNotice, startLanguage } from './locale.js';
import { sections } from '../sections/index.js';
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

const live = new Set(); // the elements on the page, restarted together when the language changes
let documentLanguage = null; // the code the first element started with, or a later `lang` change

export class PeExplorer extends HTMLElement {
  static get observedAttributes() {
    return [...Object.keys(ATTRIBUTES), 'lang'];
  }

  #app = null;
  #starting = false;
  #reflecting = false;
  #pending = new Set(); // attributes changed since the last frame (their current values apply)
  #frame = 0;

  constructor() {
    super();
    const shadow = this.attachShadow({ mode: 'open' });
    const lesson = el(
      'div',
      { className: 'lesson pe-root is-component' },
      el('p', {
        className: 'page-status',
        id: 'page-status',
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
    live.add(this);
    if (this.#app || this.#starting) return;
    this.#starting = true;
    addFontsToDocument();
    this.#start();
  }

  disconnectedCallback() {
    // Moved within the page (removed and put back in one task): keep the app.
    queueMicrotask(() => {
      if (this.isConnected) return;
      live.delete(this);
      if (!this.#app) return;
      this.#stop();
    });
  }

  // Undoes the app and shows the loading line again.
  #stop() {
    cancelAnimationFrame(this.#frame);
    this.#frame = 0;
    this.#pending.clear();
    this.#app.destroy();
    this.#app = null;
    this.#starting = false;
    delete this.dataset.ready;
    const status = this.shadowRoot.getElementById('page-status');
    status.hidden = false;
    status.classList.remove('is-error');
    status.textContent = t('page-loading');
  }

  // The language this element asks for: its own lang, an ancestor's, the browser's.
  #language() {
    const asked = requestedLanguage(this.closest('[lang]')?.getAttribute('lang'));
    if (!documentLanguage) documentLanguage = asked;
    else if (asked !== documentLanguage)
      console.warn(
        `<pe-explorer> lang="${asked}" was not used: the page's explorers speak one language, ${documentLanguage}.`,
      );
    return documentLanguage;
  }

  // Loads the shared core and starts the explorer; a failed load says why and offers a retry.
  #start() {
    const root = this.shadowRoot.querySelector('.pe-root');
    const speaking = startLanguage(this.#language()).then((info) => {
      markLanguage(root, info);
      showLanguageNotice(root.querySelector('#page-notice'), this.getAttribute('lang'));
      const status = this.shadowRoot.getElementById('page-status');
      if (!status.classList.contains('is-error')) status.textContent = t('page-loading');
      return info;
    });
    Promise.all([loadCore(), speaking]).then(
      ([core, info]) => {
        if (!this.isConnected) {
          this.#starting = false; // removed while loading: start again when put back
          return;
        }
        // A lang changed while this loaded (#speak): start again in that language.
        if (info.code !== documentLanguage) {
          this.#start();
          return;
        }
        this.#app = createApp(this.shadowRoot, {
          core,
          urlSync: false,
          initial: this.#attributeState(),
          host: this,
          pageUrl,
          // Beside pe-explorer.js; from another origin the constructor throws and the lab
          // trains on the page's thread.
          trainWorker: () => new Worker(new URL('train-worker.js', here), { type: 'module' }),
        });
        const app = this.#app;
        app.store.subscribe((state, changed) => this.#reflect(state, changed));
        this.#starting = false;
        // Ready when its first section's code has loaded and it is drawn (unless removed by then).
        app.ready.then(() => {
          if (this.#app !== app) return;
          this.dataset.ready = 'true';
          this.dispatchEvent(new Event('ready'));
        });
      },
      // A core that fails fast (a corrupt file) fails before the words have loaded: the
      // message waits for them, as the page's does (startPage), or it shows message ids.
      async (error) => {
        await speaking.catch(() => null);
        this.#starting = false;
        this.dataset.ready = 'failed';
        showFatal(this.shadowRoot, loadFailureMessage(error), () => {
          delete this.dataset.ready;
          this.#start();
        });
      },
    );
  }

  // A host script can change attributes far faster than the element can draw (1,000 in a loop
  // took 7-22 s when each one rendered): changes are gathered and applied once per animation
  // frame, each attribute's last value winning, so the state after the frame is the one a
  // single change to the final values gives.
  attributeChangedCallback(name, oldValue, value) {
    if (name === 'lang') {
      // Also while it is starting (a host sets lang just after adding the element): it starts
      // again in the new language once loaded. Not for the attributes it is created with.
      if (oldValue !== value && (this.#app || this.#starting)) PeExplorer.#speak(requestedLanguage(value));
      // Not restarted (the language it speaks reads this value too, or none does): the notice follows the value.
      if (this.#app) showLanguageNotice(this.shadowRoot.getElementById('page-notice'), value);
      return;
    }
    if (!this.#app || this.#reflecting || oldValue === value) return;
    this.#pending.add(name);
    if (!this.#frame) this.#frame = requestAnimationFrame(() => this.#applyAttributes());
  }

  // The gathered attributes, together: removed ones go back to their defaults, the rest are
  // set in one store change (so d-model and step changed together are checked together). A
  // refused value keeps the last good state for its key, says why in the console (the host's
  // developer reads it), and the others still apply.
  #applyAttributes() {
    this.#frame = 0;
    const names = [...this.#pending];
    this.#pending.clear();
    if (!this.#app) return;
    const store = this.#app.store;
    const removed = names.filter((name) => !this.hasAttribute(name)).map((name) => ATTRIBUTES[name]);
    if (removed.length) store.unset(removed);
    const values = {};
    for (const name of names) if (this.hasAttribute(name)) values[ATTRIBUTES[name]] = this.getAttribute(name);
    while (Object.keys(values).length) {
      const result = store.set(values);
      if (result.ok) break;
      const refused = Object.keys(result.errors).filter((key) => key in values);
      for (const [key, message] of Object.entries(result.errors)) {
        const name = KEY_TO_ATTRIBUTE[key] ?? key;
        console.warn(`<pe-explorer> ${name}="${values[key] ?? this.getAttribute(name)}" was not used: ${message}`);
      }
      if (!refused.length) break;
      for (const key of refused) delete values[key];
    }
  }

  // The page's explorers in language `code`: each started again from its attributes.
  static #speak(code) {
    documentLanguage = code;
    if (code === language().code) return;
    for (const element of live) {
      if (!element.#app) continue; // one still starting checks the language once loaded (#start)
      element.#stop();
      element.#starting = true;
      element.#start();
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
        this.#pending.delete(attribute); // a change made inside is newer than one waiting for the frame
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
