// Presenting: projector mode (?projector=1: large type, high contrast, thicker lines), a
// fullscreen button, keyboard shortcuts for stepping that keep working in fullscreen, and the
// visible "Keyboard" help that lists them.
//
// Rule: a shortcut never fires while the reader types (text boxes, text areas, selects) or
// when another handler already used the key (the heatmap's PageUp/PageDown, the spinbuttons').

import { announce, el } from '../kit/dom.js';
import { t } from '../kit/i18n.js';

/**
 * The shortcuts, as data: the help list and the handler read the same records. keys: what the
 * help shows on each key cap (a letter, or a key's name: a message id); the words of each are
 * the message keyboard-<action>.
 */
const SHORTCUTS = [
  {
    keys: ['N', { id: 'key-page-down' }],
    match: (e) => e.key === 'n' || e.key === 'N' || e.key === 'PageDown',
    action: 'next',
  },
  {
    keys: ['P', { id: 'key-page-up' }],
    match: (e) => e.key === 'p' || e.key === 'P' || e.key === 'PageUp',
    action: 'prev',
  },
  { keys: [']'], match: (e) => e.key === ']', action: 'nextSection', pageOnly: true },
  { keys: ['['], match: (e) => e.key === '[', action: 'prevSection', pageOnly: true },
  { keys: ['F'], match: (e) => e.key === 'f' || e.key === 'F', action: 'fullscreen' },
];

/** A shortcut's words in the help (keyboard-next, keyboard-prev, …). */
function shortcutText(action) {
  return t(`keyboard-${action}`);
}

function typing(target) {
  if (!(target instanceof Element)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  if (target instanceof HTMLInputElement)
    return !['button', 'checkbox', 'radio', 'range', 'submit', 'reset'].includes(target.type);
  return false;
}

/**
 * Key caps as alternatives ("N or Page Down") in the page's language: the message
 * keyboard-either with each key's place marked, its words kept between the <kbd>s.
 */
function keyAlternatives(caps) {
  if (caps.length === 1) return caps;
  const marks = ['\ue000', '\ue001'];
  const text = t('keyboard-either', { first: marks[0], second: marks[1] }).replace(/[\u2068\u2069]/g, '');
  return text
    .split(/([\ue000\ue001])/)
    .filter(Boolean)
    .map((part) => (part === marks[0] ? caps[0] : part === marks[1] ? caps[1] : part));
}

/** The keyboard help of a toolbar: the shortcuts that work here (section keys on the page, fullscreen where it can). */
function keyboardHelp({ sections, fullscreen }) {
  const list = el('dl', { className: 'keyboard-list' });
  for (const shortcut of SHORTCUTS) {
    if (shortcut.pageOnly && !sections) continue;
    if (shortcut.action === 'fullscreen' && !fullscreen) continue;
    const caps = shortcut.keys.map((key) => el('kbd', { text: typeof key === 'string' ? key : t(key.id) }));
    // "N or Page Down": the sentence is the message's, the key caps its placeables' places.
    const keys = el('dt', {}, ...keyAlternatives(caps));
    list.append(keys, el('dd', { text: shortcutText(shortcut.action) }));
  }
  return el(
    'details',
    { className: 'keyboard-help' },
    el('summary', { text: t('keyboard-summary') }),
    el(
      'div',
      { className: 'keyboard-body' },
      list,
      el('p', {
        className: 'keyboard-note',
        text: t('keyboard-note'),
      }),
    ),
  );
}

/**
 * @param {{ root: Document | ShadowRoot, host?: HTMLElement, isPage: boolean,
 *   projector: boolean, stepper: () => ({ next(), prev() } | undefined),
 *   go: ((direction: 1 | -1) => void) | null }} options
 * @returns {{ toolbar(): HTMLElement, toggleFullscreen(): Promise<void>, isFullscreen(): boolean, destroy(): void }}
 */
export function createPresenter({ root, host, isPage, projector, stepper, go }) {
  if (projector) {
    document.documentElement.classList.add('is-projector');
    // The audience should see the lesson, not the settings: fold the settings panel once the
    // app has built it (createApp runs to its end before this microtask). A link with refused
    // values keeps it open, since the panel then shows what was wrong.
    queueMicrotask(() => {
      const panel = root.querySelector('#controls-panel');
      const notice = root.querySelector('#page-notice');
      if (panel && (!notice || notice.hidden)) panel.open = false;
    });
  }
  const fullscreenTarget = () => (isPage ? document.documentElement : host);
  const fullscreenButtons = [];
  const canFullscreen = typeof document.fullscreenEnabled === 'boolean' ? document.fullscreenEnabled : false;

  function isFullscreen() {
    const current = document.fullscreenElement;
    return Boolean(current) && current === fullscreenTarget();
  }
  async function toggleFullscreen() {
    if (!canFullscreen) return;
    try {
      if (isFullscreen()) await document.exitFullscreen();
      else await fullscreenTarget().requestFullscreen();
    } catch (error) {
      announce(t('fullscreen-unavailable', { reason: error.message }));
    }
  }
  // Both listeners sit on shared targets (the document, or the host element): destroy() removes them.
  const listening = new AbortController();
  const { signal } = listening;
  document.addEventListener(
    'fullscreenchange',
    () => {
      const on = isFullscreen();
      for (const button of fullscreenButtons) {
        button.textContent = t(on ? 'fullscreen-exit' : 'fullscreen');
        button.setAttribute('aria-pressed', String(on));
      }
    },
    { signal },
  );

  // Keys go to the page (document) or, for an element, to the element itself, so two
  // explorers on one page do not both step.
  const keyTarget = isPage ? document : host;
  keyTarget.addEventListener(
    'keydown',
    (event) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
      const target = event.composedPath()[0];
      if (typing(target)) return;
      const shortcut = SHORTCUTS.find((s) => s.match(event) && (!s.pageOnly || go));
      if (!shortcut) return;
      const steps = stepper();
      switch (shortcut.action) {
        case 'next':
        case 'prev':
          if (!steps) return; // PageUp/PageDown keep scrolling in the other sections
          event.preventDefault();
          steps[shortcut.action]();
          break;
        case 'nextSection':
        case 'prevSection':
          event.preventDefault();
          go(shortcut.action === 'nextSection' ? 1 : -1);
          break;
        default:
          if (!canFullscreen) return;
          event.preventDefault();
          toggleFullscreen();
      }
    },
    { signal },
  );

  /** Fullscreen button and keyboard help for one section's toolbar. */
  function toolbar() {
    const tools = el('div', { className: 'presenter-tools' });
    if (canFullscreen) {
      const button = el('button', {
        type: 'button',
        className: 'button-quiet fullscreen-button',
        text: t('fullscreen'),
        attrs: { 'aria-pressed': 'false' },
      });
      button.addEventListener('click', toggleFullscreen);
      fullscreenButtons.push(button);
      tools.append(button);
    }
    tools.append(keyboardHelp({ sections: Boolean(go), fullscreen: canFullscreen }));
    return tools;
  }

  /** Removes the document's and the host's listeners (the toolbar buttons go with their section). */
  function destroy() {
    listening.abort();
  }

  return { toolbar, toggleFullscreen, isFullscreen, destroy };
}
