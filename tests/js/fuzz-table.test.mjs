// The fuzzer's table of functions is the export table's (issue 25 item 6): the names
// tests/fuzz/CMakeLists.txt and tests/fuzz/entries.mjs read out of cpp/wasm/bindings.cpp are
// exactly the built core's core.exports, in order; each has a checker in fuzz_core.cpp or an
// exclusion with its reason, never both; and the committed seed corpus and dictionary are what
// make_corpus.mjs writes now, so no seed's entry index is stale after the table changes.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { test } from 'node:test';

import { loadCore } from '../../dist/pe-core.mjs';
import { exportNames, fuzzTable } from '../fuzz/entries.mjs';
import { corpusFiles, dictionary } from '../fuzz/make_corpus.mjs';

const table = fuzzTable();

test("the export names read from bindings.cpp are core.exports', in order", async () => {
  const core = await loadCore();
  assert.deepEqual(exportNames(), Object.keys(core.exports));
});

test('every export has a checker or an excluding reason, and only exports do', () => {
  const checked = new Set(table.checkers);
  const excluded = new Set(table.excluded.map((x) => x.name));
  for (const name of table.exported) {
    assert.ok(checked.has(name) !== excluded.has(name), `${name}: a checker or an exclusion, exactly one`);
  }
  for (const name of [...checked, ...excluded]) assert.ok(table.exported.includes(name), `${name} is not an export`);
  for (const { name, reason } of table.excluded) assert.ok(reason.length > 20, `${name}: give the reason`);
  assert.equal(table.entries.length, table.exported.length - table.excluded.length + table.extras.length);
});

test('the committed corpus and dictionary are what make_corpus.mjs writes from the current table', () => {
  const folder = new URL('../fuzz/corpus/', import.meta.url);
  assert.deepEqual(readdirSync(folder).sort(), Object.keys(corpusFiles).sort());
  for (const [file, bytes] of Object.entries(corpusFiles)) {
    assert.deepEqual(
      new Uint8Array(readFileSync(new URL(file, folder))),
      bytes,
      `${file}: run node tests/fuzz/make_corpus.mjs`,
    );
  }
  assert.equal(readFileSync(new URL('../fuzz/core.dict', import.meta.url), 'utf8'), dictionary);
});
