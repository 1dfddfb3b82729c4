// Each section brings the words of its own parameters (`words` in its file, the section
// format); the store keeps none. A core message in a section reads in that section's words.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';

import './i18n-node.mjs';
import { inPageWords } from '../../web/src/kit/page-words.js';
import * as store from '../../web/src/shell/store.js';

globalThis.matchMedia ??= () => ({ matches: false, addEventListener() {}, removeEventListener() {} });
const { sections } = await import('../../web/src/sections/index.js');
const byId = Object.fromEntries(sections.map((section) => [section.id, section]));

test('the store keeps no section’s words', () => {
  assert.equal(store.pageWords, undefined);
  const source = readFileSync(new URL('../../web/src/shell/store.js', import.meta.url), 'utf8');
  for (const word of ['max_distance', 'Sentence A', 'training length', 'max_len', 'the largest offset'])
    assert.ok(!source.includes(word), `store.js says "${word}"`);
});

test('each section says the core’s names of its own parameters in its words', () => {
  const cases = [
    ['why', 'tokensA must not be empty; tokensB too', 'Sentence A must not be empty; Sentence B too'],
    ['similarity', 'maxOffset must be at most 99', 'the largest offset must be at most 99'],
    ['learned', 'maxLen must be at least 1', 'max_len must be at least 1'],
    ['bias', 'maxDistance must be at least 2', 'max distance must be at least 2'],
    ['extension', 'trainLength must be at least 2', 'L (training length) must be at least 2'],
  ];
  for (const [id, message, expected] of cases) assert.equal(inPageWords(message, byId[id].words), expected, id);
  // A section without a word of its own leaves another section's parameter as the core names it.
  assert.equal(inPageWords('maxDistance must be at least 2', byId.matrix.words), 'maxDistance must be at least 2');
});
