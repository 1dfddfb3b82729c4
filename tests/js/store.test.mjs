// The page's store (web/src/shell/store.js) with the real core, without a page: every key x every
// bad value a person can put in a link (tests/shared/bad-values.mjs). A refused value comes
// back as one message naming the key in the page's words and its range, and leaves the state
// as it was; a value listed as fine is taken. The browser test loads three of these per key
// as real links; this one tries them all in milliseconds.
import './i18n-node.mjs';
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';

import { loadCore } from '../../dist/pe-core.mjs';
import { createStore, settingsOf } from '../../web/src/shell/store.js';
import { BAD_TEXT, KEY_RULES } from '../shared/bad-values.mjs';

// The page's own sections, for their settings (a section's own keys live in its file). They
// read the theme through matchMedia when loaded (charts.js): a stub, as in contrast.test.
globalThis.matchMedia ??= () => ({ matches: false, addEventListener() {}, removeEventListener() {} });
const { sections } = await import('../../web/src/sections/index.js');

const core = await loadCore();
const KEYS = Object.keys(settingsOf(sections));

// Cross-key rules are scoped by the keys a section shows: the values go to one more section
// that shows every key, so every rule is reachable (put before the last, so the list of views
// in the message still ends as the page's does).
const everything = { id: 'everything', controls: KEYS.filter((key) => key !== 'view') };
const SECTIONS = [...sections.slice(0, -1), everything, sections.at(-1)];

function freshStore() {
  return createStore({ core, sections: SECTIONS, urlSync: false });
}

describe('store: every key x every bad value from a link', () => {
  test('every store key has a rule in tests/shared/bad-values.mjs', () => {
    assert.deepEqual(
      KEYS.filter((key) => !KEY_RULES[key]),
      [],
    );
  });

  for (const key of KEYS) {
    const rule = KEY_RULES[key] ?? { message: /(?!)/ };
    test(`?${key}=`, () => {
      for (const [label, raw] of BAD_TEXT) {
        const store = freshStore();
        const view = key === 'view' ? undefined : 'everything';
        const before = store.get();
        const params = new URLSearchParams(view ? { view, [key]: raw } : { [key]: raw });
        const { errors } = store.load(`?${params}`);
        if (rule.fine?.includes(label)) {
          assert.deepEqual(errors, {}, `${key} = ${label} is fine`);
          continue;
        }
        assert.deepEqual(Object.keys(errors), [key], `${key} = ${label}: one message, for ${key}`);
        assert.match(errors[key], rule.message, `${key} = ${label}`);
        assert.ok(errors[key].length < 300, `${key} = ${label}: the message quotes what it got, cut short`);
        assert.equal(
          store.get()[key],
          key === 'view' ? before.view : store.defaultFor(key, view),
          `${key} = ${label}: the value was not taken`,
        );
        // The same value through set() (a text box) is refused with the same message.
        const viaSet = store.set({ [key]: raw });
        assert.equal(viaSet.ok, false, `${key} = ${label} through set()`);
        assert.match(viaSet.errors[key], rule.message, `${key} = ${label} through set()`);
      }
    });
  }
});

describe('store: moving to a section', () => {
  test('a key the new section uses is fitted to the values set, with a note (proof at pos 100,000,000)', () => {
    const store = freshStore();
    assert.equal(store.set({ view: 'formula', pos: 100000000 }).ok, true);
    const result = store.set({ view: 'proof' });
    assert.equal(result.ok, true);
    // The largest position is 100,000,000, so pos + k is a position only for k <= 0: the default
    // k (2) becomes 0.
    assert.equal(store.get().k, 0);
    assert.deepEqual(result.notes, {
      k: 'k (shift) was set to 0 (not 2) so that pos + k stays within 0 to 100,000,000.',
    });
  });
  test('no note when the values already fit', () => {
    const store = freshStore();
    const result = store.set({ view: 'proof' });
    assert.deepEqual(result.notes, {});
    assert.equal(store.get().k, 2);
  });
});
