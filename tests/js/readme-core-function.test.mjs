// README's worked example "Adding a core function" is the real core.turns: its code blocks are
// the sources word for word, and what it says the built module does, it does.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';

import { loadCore } from '../../dist/pe-core.mjs';

const read = (path) => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8');
const readme = read('README.md');
const section = readme.slice(readme.indexOf('### Adding a core function'), readme.indexOf('## Use it in your course'));

test("the README's code blocks are the sources as they are", () => {
  const blocks = [...section.matchAll(/```cpp\n([\s\S]*?)```/g)].map((match) => match[1]);
  assert.equal(blocks.length, 3);
  const sources = ['cpp/core/turns.hpp', 'cpp/core/turns.cpp', 'cpp/wasm/bindings.cpp'].map(read);
  blocks.forEach((block, i) => {
    // The export line is indented inside the table; the README shows it flush left.
    const found = block.split('\n').every((line) => sources[i].includes(line));
    assert.ok(sources[i].includes(block) || (i === 2 && found), `block ${i + 1} is not in the sources:\n${block}`);
  });
});

test('what the README says core.turns returns', async () => {
  const core = await loadCore();
  const result = core.turns({ pos: 100, dModel: 8 });
  assert.equal(result.turns.constructor, Float64Array);
  assert.equal(result.turns.length, 4);
  assert.equal(result.pairsPastOneTurn, 2); // angles 100, 10, 1, 0.1 rad: two past 2 pi
  // 100 rad = 15 turns and 5.752220392306207 rad (100 - 30 pi), by hand.
  assert.ok(Math.abs(result.reduced[0] - (100 - 30 * Math.PI)) < 1e-12);
  assert.throws(
    () => core.turns({ pos: -1, dModel: 8 }),
    /^RangeError: pos must be an integer in \[0, 100000000\]; got -1$/,
  );
  assert.match(read('dist/pe-core.d.mts'), /turns\(params: TurnsRequest\): TurnsResult;/);
});
