// The root README's API section against the built core (issue 25 items 4 and 5): every row of
// the API table names calls the core has, and every call the core has is in a row; each row's
// request fields and result fields are the core's own (core.requests, core.exports); the
// functions written by hand in web/api/ (loadCore's options, createMatrix's matrix,
// createTrainer's trainer) are described alike by the code, the TypeScript declarations
// (dist/pe-core.d.mts, from scripts/types.mjs) and the README; every ```js block of the README
// runs against the built core; and the Content-Security-Policy the README quotes is the one
// scripts/csp.mjs holds.
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

import { CONTENT_SECURITY_POLICY } from '../../scripts/csp.mjs';
import { loadCore } from '../../dist/pe-core.mjs';

const read = (path) => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8');
const readme = read('README.md');
const between = (text, from, to) => text.slice(text.indexOf(from), text.indexOf(to, text.indexOf(from)));
const apiSection = between(readme, '## The JS API', '## Use it in your course');
const declarations = read('dist/pe-core.d.mts');
const core = await loadCore();

// The rows of the first table of the API section: [first cell, second cell].
const apiRows = between(apiSection, '| call | returns |', '\n\n')
  .split('\n')
  .slice(2)
  .map((line) => line.split(/(?<!\\)\|/).map((cell) => cell.trim()))
  .map((cells) => [cells[1], cells.slice(2, -1).join('|')]);

// Each call a first cell names: { name, fields (the names inside its `({ ... })`, or null when it
// lists none), spread (it abbreviates with `...`) }.
function callsOf(cell) {
  return [...cell.matchAll(/`core\.(\w+)(?:[./][\w/.]*)?(\(([^`]*)\))?`/g)].map((match) => {
    const inside = match[3] ?? '';
    const braces = inside.match(/^\{([^}]*)\}$/);
    const parts = braces ? braces[1].split(',').map((part) => part.trim().replace(/\?$/, '')) : [];
    return {
      name: match[1],
      fields: braces ? parts.filter((part) => /^\w+$/.test(part)) : null,
      spread: parts.some((part) => part.startsWith('...')),
    };
  });
}
// The field names of a `{ a, b: ..., c }` at the start of a returns cell (top level only).
function topLevelFields(cell) {
  const text = cell.replace(/^`|`$/g, '');
  if (!text.startsWith('{')) return null;
  let depth = 0;
  let current = '';
  const names = [];
  for (const char of text.slice(1)) {
    if (char === '}' && depth === 0) break;
    if ('{[('.includes(char)) depth += 1;
    if ('}])'.includes(char)) depth -= 1;
    if (char === ',' && depth === 0) {
      names.push(current);
      current = '';
    } else current += char;
  }
  names.push(current);
  return names.map((name) => name.trim().match(/^(\w+)/)?.[1]).filter(Boolean);
}

test("the API table names every member of the core, and only those (core.exports' functions both ways)", () => {
  const documented = new Set(apiRows.flatMap(([first]) => callsOf(first).map((call) => call.name)));
  const members = Object.keys(core);
  assert.deepEqual(
    members.filter((name) => !documented.has(name)),
    [],
    'members of the core with no row in the README',
  );
  assert.deepEqual(
    [...documented].filter((name) => !members.includes(name)),
    [],
    'rows naming calls the core does not have',
  );
  for (const name of Object.keys(core.exports)) assert.ok(documented.has(name), `core.exports.${name} has a row`);
});

test("each row's request fields are the call's own, in full unless it abbreviates with ...", () => {
  const problems = [];
  for (const [first] of apiRows) {
    for (const { name, fields, spread } of callsOf(first)) {
      const request = core.requests[name];
      if (!request || fields === null) continue;
      const real = Object.keys(request);
      for (const field of fields) if (!real.includes(field)) problems.push(`${name}: README names ${field}`);
      if (!spread)
        for (const field of real) if (!fields.includes(field)) problems.push(`${name}: README omits ${field}`);
    }
  }
  assert.deepEqual(problems, []);
});

test('each one-call row lists the fields of what the call returns, as core.exports describes them', () => {
  const problems = [];
  let checked = 0;
  for (const [first, returns] of apiRows) {
    const calls = callsOf(first);
    const listed = topLevelFields(returns);
    if (calls.length !== 1 || listed === null) continue;
    const shape = core.exports[calls[0].name]?.result;
    if (!shape?.object) continue;
    checked += 1;
    const real = Object.keys(shape.object);
    if (listed.join() !== real.join()) problems.push(`${calls[0].name}: README { ${listed} }, core { ${real} }`);
  }
  assert.deepEqual(problems, []);
  assert.ok(checked >= 12, `only ${checked} rows checked`);
});

// --- the parts written by hand: code, declarations, README --------------------------------------

/** The member names of `interface NAME { ... }` in the declarations. */
function interfaceMembers(name) {
  const body = between(declarations, `export interface ${name} {`, '\n}\n');
  return [...body.matchAll(/^ {2}(?:readonly )?(\w+)[?(:]/gm)].map((match) => match[1]);
}
const sorted = (list) => [...list].sort();

test('the core: every member the code makes is declared, and every declared member is made', () => {
  assert.deepEqual(sorted(interfaceMembers('Core')), sorted(Object.keys(core)));
});

test("createMatrix's matrix: the code, CoreMatrix and the README's row name the same members", () => {
  const matrix = core.createMatrix({ positions: 1, dModel: 2 });
  const made = Object.keys(matrix);
  matrix.free();
  assert.deepEqual(sorted(interfaceMembers('CoreMatrix')), sorted(made));
  const row = apiRows.find(([first]) => first.startsWith('`core.createMatrix('));
  assert.deepEqual(sorted(topLevelFields(row[1])), sorted(made));
});

test("createTrainer's trainer: the code, CoreTrainer, the README's row and its method table name the same members", () => {
  const trainer = core.createTrainer({ trainLength: 1, dModel: 4, heads: 1, blocks: 1, mlpWidth: 4, batch: 1 });
  const made = Object.keys(trainer);
  trainer.free();
  assert.deepEqual(sorted(interfaceMembers('CoreTrainer')), sorted(made));
  const row = apiRows.find(([first]) => first.startsWith('`core.createTrainer('));
  assert.deepEqual(sorted(topLevelFields(row[1])), sorted(made));
  const methods = between(apiSection, '| method | returns |', '\n\n')
    .split('\n')
    .slice(2)
    .map((line) => line.match(/^\| `(\w+)\(/)[1]);
  assert.deepEqual(sorted(methods), sorted(made.filter((key) => typeof trainer[key] === 'function')));
});

test("loadCore's options: the code refuses any other, LoadOptions declares the same, the README names them", async () => {
  const declared = interfaceMembers('LoadOptions');
  assert.deepEqual(declared, ['simd', 'wasmBinary']);
  await assert.rejects(
    loadCore({ simD: false }),
    /^TypeError: loadCore has no option "simD"; its options are simd, wasmBinary$/,
  );
  for (const option of declared) assert.ok(readme.includes(`loadCore({ ${option}`), `the README shows ${option}`);
});

// --- the examples -------------------------------------------------------------------------------

// What a block may use without defining it: the host page's own drawing function, and the core
// a block before it loaded.
function hostDraw(array) {
  assert.equal(Object.prototype.toString.call(array), '[object Float32Array]');
  hostDraw.calls += 1;
}
hostDraw.calls = 0;

const blocks = [...readme.matchAll(/```js\n([\s\S]*?)```/g)].map((match) => match[1]);

test('every ```js block of the README runs against the built core', async () => {
  assert.ok(blocks.length >= 4, `${blocks.length} blocks`);
  const AsyncFunction = (async () => {}).constructor;
  const dist = new URL('../../dist/pe-core.mjs', import.meta.url).href;
  for (const [index, block] of blocks.entries()) {
    const sideEffects = [];
    // The imports become dynamic imports: the loader by its path in the README (beside the
    // page) or its package name; a bare side-effect import of the package (the component,
    // which needs a DOM) is checked to resolve to a built file, and run by package.spec in
    // Chromium instead.
    const body = block.replace(/^import (?:(\{[^}]*\}) from )?'([^']+)';(.*)$/gm, (_, names, specifier) => {
      const url = specifier === './pe-core.mjs' ? dist : import.meta.resolve(specifier);
      if (names) return `const ${names} = await import(${JSON.stringify(url)});`;
      sideEffects.push(url);
      return '';
    });
    for (const url of sideEffects) assert.ok(existsSync(fileURLToPath(url)), `block ${index + 1}: ${url} is built`);
    const given = { core, draw: hostDraw };
    const names = Object.keys(given).filter((name) => !new RegExp(`\\b(const|let|var)\\s+${name}\\b`).test(body));
    const run = new AsyncFunction(...names, body);
    await assert.doesNotReject(() => run(...names.map((name) => given[name])), `block ${index + 1}:\n${block}`);
  }
  assert.equal(hostDraw.calls, 3, "the createMatrix example's loop draws three times");
});

test('the Content-Security-Policy the README quotes is the one the server and the page send', () => {
  const quoted = [...readme.matchAll(/default-src[^`\n]*(?:\n[^`\n]*style-src 'self')?/g)].map((match) =>
    match[0].replace(/\s+/g, ' ').trim(),
  );
  assert.ok(quoted.length >= 2);
  for (const policy of quoted) assert.equal(policy.replace(/`?\s*\(?$/, ''), CONTENT_SECURITY_POLICY);
  // Every directive the README says serve.mjs sends is in the policy it sends.
  const csp = between(readme, '**Content-Security-Policy.**', '**Examples.**').replace(/\s+/g, ' ');
  const aboutServer = csp.split(/(?<=[.;])\s/).filter((sentence) => sentence.includes('scripts/serve.mjs'));
  assert.ok(aboutServer.length >= 1);
  for (const sentence of aboutServer) {
    for (const directive of sentence.match(/\b[a-z]+-src\b/g) ?? []) {
      assert.ok(CONTENT_SECURITY_POLICY.includes(`${directive} `), `${directive} is not in the policy: ${sentence}`);
    }
  }
});

test("the model's ALiBi slope, as the README writes the call, is 2^(-8(n+1)/H) (the paper's rule for H a power of two)", () => {
  const call = readme.match(/m_n = (core\.alibiSlopes\(\{ heads: H \}\)[^\s]*)/)[1];
  for (const H of [1, 2, 4, 8]) {
    const slopeOf = new Function('core', 'H', 'n', `return ${call};`);
    for (let n = 0; n < H; n += 1)
      assert.equal(slopeOf(core, H, n), 2 ** ((-8 * (n + 1)) / H), `${call}, H ${H}, n ${n}`);
  }
});
