// The values a link (or an element's attributes) gave that the store refused, and every control
// drawn for a store key: the settings panel's and the sections' own (ctx.control, ctx.claim).
// A refused value shows at each control of its key, also one a section draws long after the
// page loaded, until the key changes; Reset clears the messages of the keys it resets.

import { el } from '../kit/dom.js';
import { t } from '../kit/i18n.js';

/** What a control says about a value the link gave that the store refused. */
export function linkMessage(message) {
  return t('link-value-not-used', { message });
}

/** The notice's first line: a link on the page, attributes on a <pe-explorer>. */
export function noticeLead(isPage) {
  return t(isPage ? 'notice-lead-link' : 'notice-lead-element');
}

/**
 * Applies the initial values: a query string (the page: bad values are dropped one by one) or an
 * object of store values (an element's attributes: each applied on its own, so one bad value
 * keeps the rest). Returns { errors, notes }: { key: message } for the values refused, and for
 * values the link did not set that the store changed to fit those it did (store.load).
 */
export function applyInitial(store, initial) {
  if (typeof initial === 'string') return store.load(initial);
  const errors = {};
  for (const [key, value] of Object.entries(initial)) {
    const result = store.set({ [key]: value });
    if (!result.ok) Object.assign(errors, result.errors);
  }
  return { errors, notes: {} };
}

/**
 * @param {{ [key: string]: string }} linkErrors  the refused values' messages, by key
 * @returns {{ claim(key, handle): () => void, clearErrors(keys): void, changed(keys): void }}
 */
export function createClaims(linkErrors) {
  const handles = new Map(); // key -> Set of { showError(text), clearError() }
  return {
    /** Registers a control for `key`; a refused link value shows at it. Returns a function that forgets it. */
    claim(key, handle) {
      if (!handles.has(key)) handles.set(key, new Set());
      handles.get(key).add(handle);
      if (linkErrors[key]) handle.showError?.(linkMessage(linkErrors[key]));
      return () => handles.get(key)?.delete(handle);
    },
    /** Clears the messages at every control of these keys (Reset). */
    clearErrors(keys) {
      for (const key of keys) for (const handle of handles.get(key) || []) handle.clearError?.();
    },
    /** A refused link value is history once its key changes. */
    changed(keys) {
      for (const key of keys) delete linkErrors[key];
    },
  };
}

/**
 * Says once, in the root's notice, which values of the link were refused and which values it did
 * not set were changed to fit it (a note, not an error, when nothing was refused), with a
 * Dismiss button. With fromLink false the notes are about moving to another section.
 */
export function showLinkNotice(notice, linkErrors, linkNotes, isPage, { fromLink = true } = {}) {
  const list = (messages) => el('ul', {}, ...messages.map((message) => el('li', { text: message })));
  const refused = Object.values(linkErrors);
  const notes = Object.values(linkNotes);
  const dismiss = el('button', { type: 'button', className: 'button-quiet', text: t('notice-dismiss') });
  dismiss.addEventListener('click', () => {
    notice.hidden = true;
  });
  notice.classList.toggle('is-note', !refused.length);
  notice.replaceChildren(
    ...(refused.length ? [el('p', { text: noticeLead(isPage) }), list(refused)] : []),
    ...(notes.length
      ? [
          el('p', {
            text: t(fromLink ? 'notice-changed-link' : 'notice-changed-section', { count: notes.length }),
          }),
          list(notes),
        ]
      : []),
    dismiss,
  );
  notice.hidden = false;
}
