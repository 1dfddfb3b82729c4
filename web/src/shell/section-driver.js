// The section driver: one frame per section (heading, toolbar, controls slot, error line,
// body), the narration, build() on first show with its context (ctx), render() while shown,
// the changes made while hidden rendered on show, a RangeError shown inline, and destroy().
// The section format is described in web/README.md ("A section").
//
// A section's code is loaded when it is first shown: `load()` resolves to its parts (`text`,
// `build`, `render`, in a module of their own, so the page's first load carries only the
// section it opens on); a section without `load` holds them itself. KaTeX is loaded first when
// the narration needs it (narration.js needsKatex) or the section typesets maths itself (`math: true`). Changes made while a section loads are
// rendered with its first render.
//
// Rule: a section's errors are shown in its words (page-words.js and the section's `words`),
// and what was drawn for the last good values stays.

import { announce, el } from '../kit/dom.js';
import { loadMath, needsKatex, renderNarration, slotElement } from '../kit/narration.js';
import { inPageWords, wordsFor } from '../kit/page-words.js';
import { createScope } from './scope.js';
import { setBusy } from './busy.js';
import { loadGroup, loadWidgetGroups, t } from '../kit/i18n.js';
import { intArg } from '../kit/format.js';
import { createChoiceControl, createNumberControl } from '../kit/controls.js';
import { attachTryOne, tryOneWords } from '../sections/practice/try-one.js';

/**
 * The error line's text for a render that threw: the refusal in the section's words and the
 * page's language, as a sentence. `message`: the error (its refusal data words it outside
 * English: page-words.js) or its message.
 */
export function renderErrorText(message, words, hadGoodValues) {
  const sentence = inPageWords(message, words).replace(/[.。]?$/, (end) => end || '.');
  return hadGoodValues ? t('render-error-stale', { message: sentence }) : sentence;
}

/** The body's text for a section whose narration or build() threw (`message`: the error or its message). */
export function startErrorText(message, words) {
  return t('section-start-failed', { message: inPageWords(message, words) });
}

/** The section's frame, placed after `notice` (before `pager` when it shares their parent). */
function buildFrame({ section, index, count, notice, pager, toolbar }) {
  const container = el('section', { id: section.id, className: 'lesson-section', hidden: true });
  container.dataset.section = section.id;
  notice.parentNode.insertBefore(container, pager?.parentNode === notice.parentNode ? pager : null);
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
  const controlsSlot = el('div', { className: 'section-controls-slot' });
  container.replaceChildren(
    el(
      'header',
      { className: 'section-head' },
      el('p', {
        className: 'section-kicker',
        text: t('section-kicker', { index: intArg(index + 1), count: intArg(count) }),
      }),
      heading,
      el('div', { className: 'section-toolbar' }, ...toolbar),
      printUrl,
    ),
    controlsSlot,
    error,
    body,
  );
  return { container, body, error, printUrl, controlsSlot };
}

/** What a section's build() gets: the core, the store and everything it may own. */
function contextFor(entry, { core, store, claim, link, refresh, sections, trainWorker }) {
  const own = createScope();
  entry.scope = own;
  const slots = new Map();
  for (const node of entry.body.querySelectorAll('[data-slot]')) slots.set(node.dataset.slot, node);
  const { section } = entry;
  return {
    core,
    store,
    announce,
    /**
     * The section's declaration (its section.js default: id, settings, defaults, words), so its
     * body need not import section.js, which loads the body (a circle).
     */
    section,
    /** The core's names of the section's parameters in the page's words (the section's `words`). */
    words: section.words ?? {},
    /** A core refusal in the page's words and the section's (page-words.js). */
    pageWords: wordsFor(section.words),
    /** Makes the training lab's Web Worker (null where the page has none: standalone.html). */
    trainWorker,
    /** Says whether the section has work a reload would lose (the language menu asks first). */
    setBusy: (busy) => setBusy(section.id, busy),
    /** Every section's id and title, in reading order (for links to another section). */
    sections: sections.map(({ id, title }) => ({ id, title })),
    titleOf: (id) => sections.find((section) => section.id === id)?.title ?? id,
    /** The element a `{ type: 'slot', name }` record left in the narration (made at the end if none). */
    slot(name) {
      if (!slots.has(name)) slots.set(name, entry.body.appendChild(slotElement(name)));
      return slots.get(name);
    },
    /** Renders the section again now (after a change that is not in the store: a local box, a toggle). */
    refresh: (reason = 'local') => refresh(entry, reason),
    /** A section that steps (worked example, proof) gives its next/previous here, for the keyboard shortcuts. */
    onStepKeys: (handlers) => {
      entry.stepKeys = handlers;
    },
    /**
     * A control for one of this section's own store keys, where the section puts it: a radio
     * group for a key with choices (spec.choices: { value, label, hint? }), else a number
     * control (controls.js) with the store's range, labelled with the key's name in the store
     * (the setting's `name`) unless spec.label says otherwise. The app owns it like the shared
     * panel's: "Reset" resets its key and a refused link value shows at it.
     */
    control(container, key, spec) {
      const range = store.ranges[key];
      const labelled = { label: store.names?.[key], ...spec };
      const control = spec.choices
        ? createChoiceControl(container, { store, key, ...labelled })
        : createNumberControl(container, { store, key, min: range.min, max: range.max, ...labelled });
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
    link,
    listen: own.listen,
    observe: own.observe,
    timeout: own.timeout,
    own: own.own,
  };
}

/** The section's parts: its own, or its module's once loaded (the same object for every later call). */
async function partsOf(section) {
  return section.load ? await section.load() : section;
}

/**
 * Loads the section's code, makes its narration and live parts, and renders it. Resolves when
 * drawn. `shared`: what contextFor needs; `destroyed()`: whether the app went while it loaded.
 */
async function buildEntry(entry, shared, destroyed) {
  const { core, store } = shared;
  entry.built = true;
  const { section, body } = entry;
  body.setAttribute('aria-busy', 'true');
  body.replaceChildren(el('p', { className: 'section-loading', text: t('section-loading') }));
  try {
    // The section's words (in the page's language) load beside its code, and the words of the
    // widgets its code uses (heatmap, unit circle) once that code has run.
    const [parts] = await Promise.all([
      partsOf(section).then(async (loaded) => {
        await loadWidgetGroups();
        return loaded;
      }),
      loadGroup(section.id),
      tryOneWords(core, section.id),
    ]);
    const text = typeof parts.text === 'function' ? parts.text(core) : parts.text || [];
    if (parts.math || needsKatex(text)) await loadMath();
    if (destroyed()) return;
    body.replaceChildren();
    renderNarration(body, text);
    const ctx = contextFor(entry, shared);
    entry.parts = parts;
    entry.view = parts.build ? parts.build(ctx) : {};
    ctx.own(attachTryOne(ctx, section.id, body)); // "Try one" where the section teaches an exercise kind
  } catch (error) {
    if (destroyed()) return;
    body.replaceChildren(el('p', { className: 'section-error', text: startErrorText(error, section.words) }));
    entry.broken = true;
    return;
  } finally {
    body.removeAttribute('aria-busy');
  }
  entry.pending.clear(); // the first render draws every key
  renderEntry(
    entry,
    store.get(),
    store.keys.filter((key) => key !== 'view'),
  );
}

// A render that throws shows the message inline; what was drawn for the last good values stays.
function renderEntry(entry, state, changed) {
  if (entry.broken || !entry.parts?.render) return;
  try {
    entry.parts.render(state, changed, entry.view);
  } catch (error) {
    entry.error.textContent = renderErrorText(error, entry.section.words, Boolean(entry.lastGood));
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

/**
 * @param {{ core, store, sections: object[], notice: HTMLElement, pager: HTMLElement | null,
 *   toolbar(id): HTMLElement[], claim(key, handle): () => void, link(): string }} options
 * @returns {{ entries: Map<string, object>, show(entry): void, storeChanged(state, changed): void, destroy(): void }}
 */
export function createSectionDriver({
  core,
  store,
  sections,
  notice,
  pager,
  toolbar,
  claim,
  link,
  trainWorker = null,
}) {
  const entries = new Map(
    sections.map((section, index) => [
      section.id,
      {
        section,
        index,
        ownKeys: new Set(),
        built: false,
        pending: new Set(),
        ...buildFrame({ section, index, count: sections.length, notice, pager, toolbar: toolbar(section.id) }),
      },
    ]),
  );

  const refresh = (entry, reason) => renderEntry(entry, store.get(), [reason]);
  const shared = { core, store, claim, link, refresh, sections, trainWorker };
  let destroyed = false;

  return {
    entries,
    /**
     * The section is on screen: build it the first time, else render what changed while it was
     * hidden. Resolves when it is drawn (its first show loads its code).
     */
    show(entry) {
      if (!entry.built) entry.ready = buildEntry(entry, shared, () => destroyed);
      else if (entry.parts && entry.pending.size) {
        const keys = [...entry.pending];
        entry.pending.clear();
        renderEntry(entry, store.get(), keys);
      }
      return entry.ready;
    },
    /** The shown section renders the change; the others keep the keys for their next show. */
    storeChanged(state, changed) {
      const keys = changed.filter((key) => key !== 'view');
      for (const entry of entries.values()) {
        if (!entry.built) continue;
        // Hidden, loading, or about to be shown by showView(): render these keys on show.
        if (entry.section.id !== state.view || changed.includes('view') || !entry.parts) {
          for (const key of keys) entry.pending.add(key);
        } else if (keys.length) {
          renderEntry(entry, state, keys);
        }
      }
    },
    /** Undoes what every section started and removes their elements. */
    destroy() {
      destroyed = true;
      for (const entry of entries.values()) {
        entry.scope?.dispose();
        entry.container.remove();
      }
    },
  };
}
