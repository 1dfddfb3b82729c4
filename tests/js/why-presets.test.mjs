// The example sentence pairs of section why, in every language (web/locales/<code>.ftl,
// why-preset-<n>-a/b): each language writes its own pairs, so each pair is checked here, not
// just the English one. Sentence B must be a reordering of sentence A that moves at least one
// word (the page splits at spaces; the core lower-cases ASCII letters only), and the core must
// accept both sentences, non-ASCII words included, and pair every word of A with one of B.
// The expected multisets are worked out here from the message text, not by the page's code.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { FluentBundle, FluentResource } from '@fluent/bundle';
import { loadCore } from '../../dist/pe-core.mjs';
import { LANGUAGES } from '../../web/locales/languages.js';

const codes = LANGUAGES.filter((language) => !language.pseudo).map((language) => language.code);
const core = await loadCore();

function pairsOf(code) {
  const bundle = new FluentBundle(code, { useIsolating: false });
  bundle.addResource(
    new FluentResource(readFileSync(new URL(`../../web/locales/${code}.ftl`, import.meta.url), 'utf8')),
  );
  const word = (id) => bundle.formatPattern(bundle.getMessage(id).value);
  const pairs = [];
  for (let n = 1; bundle.hasMessage(`why-preset-${n}-a`); n += 1)
    pairs.push({ a: word(`why-preset-${n}-a`), b: word(`why-preset-${n}-b`) });
  return pairs;
}

const words = (text) => text.trim().split(/\s+/);
const lower = (token) => token.replace(/[A-Z]/g, (c) => c.toLowerCase());
const multiset = (tokens) => tokens.map(lower).sort().join('\u0000');

test('every language has the same number of example pairs as English, at least one', () => {
  const english = pairsOf('en').length;
  assert.ok(english >= 1);
  for (const code of codes) assert.equal(pairsOf(code).length, english, code);
});

test('each pair is a reordering that moves a word, and the core accepts it', () => {
  for (const code of codes) {
    for (const { a, b } of pairsOf(code)) {
      const tokensA = words(a);
      const tokensB = words(b);
      assert.ok(tokensA.length >= 2, `${code}: “${a}” has two words or more`);
      assert.equal(multiset(tokensA), multiset(tokensB), `${code}: “${b}” reorders “${a}”`);
      assert.notEqual(tokensA.map(lower).join(' '), tokensB.map(lower).join(' '), `${code}: “${b}” moves a word`);
      const result = core.permutation({ tokensA, tokensB });
      assert.deepEqual(result.tokensA, tokensA.map(lower), `${code}: the core keeps the words of “${a}”`);
      assert.equal(result.rows.length, tokensA.length, code);
      assert.ok(
        result.rows.some((row) => row.posA !== row.posB),
        `${code}: a word of “${a}” moves`,
      );
    }
  }
});
