// What fuzz_core.cpp derives, derived again in JavaScript for make_corpus.mjs and the tests:
// the fuzzer's entries (the export table's functions in cpp/wasm/bindings.cpp, less kExcluded,
// then kExtras) and its lists of names, read from the C++ sources so nothing is copied by hand.
//
// Rule: the export names are read with the pattern tests/fuzz/CMakeLists.txt uses; a test
// (tests/js/fuzz-table.test.mjs) checks that it finds exactly core.exports.
import { readFileSync } from 'node:fs';

const root = new URL('../../', import.meta.url);
const read = (path) => readFileSync(new URL(path, root), 'utf8');

/** The names of EXPORTS in cpp/wasm/bindings.cpp, in order (CMakeLists.txt's pattern). */
export function exportNames(bindings = read('cpp/wasm/bindings.cpp')) {
  return [...bindings.matchAll(/^[ \t]*PE_EXPORT\("([A-Za-z0-9_]+)",/gm)].map((match) => match[1]);
}

// The body of one braced array initialiser of fuzz_core.cpp, by its declaration.
function arrayBody(source, declaration) {
  const start = source.indexOf(declaration);
  if (start < 0) throw new Error(`fuzz_core.cpp has no ${declaration}`);
  return source.slice(source.indexOf('{', start) + 1, source.indexOf('};', start));
}
// The C string literals of a piece of C++ (only the escapes JSON shares: \n, \", \\).
const literals = (text) => [...text.matchAll(/"((?:[^"\\]|\\.)*)"/g)].map((match) => JSON.parse(`"${match[1]}"`));
const firstNames = (text) => [...text.matchAll(/\{"(\w+)",/g)].map((match) => match[1]);

/** { exported, excluded: [{ name, reason }], extras, entries, names } as fuzz_core.cpp has them. */
export function fuzzTable() {
  const source = read('tests/fuzz/fuzz_core.cpp');
  const exported = exportNames();
  const excludedBody = arrayBody(source, 'const Exclusion kExcluded[]');
  const excluded = [...excludedBody.matchAll(/\{"(\w+)",\s*"((?:[^"\\]|\\.)*)"\}/g)].map((match) => ({
    name: match[1],
    reason: match[2],
  }));
  const checkers = firstNames(arrayBody(source, 'const Checker kCheckers[]'));
  const extras = firstNames(arrayBody(source, 'const Extra kExtras[]'));
  const skipped = new Set(excluded.map((x) => x.name));
  return {
    exported,
    checkers,
    excluded,
    extras,
    entries: [...exported.filter((name) => !skipped.has(name)), ...extras],
    names: literals(arrayBody(source, 'const char* const kNames[]').replace(/\/\/.*$/gm, '')),
  };
}
