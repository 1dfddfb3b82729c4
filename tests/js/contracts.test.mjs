// Contracts the API states (issue 25 item 10): loadCore() refuses by rejecting, never by
// throwing, whatever it is handed; a trainer freed through the raw call core.trainerFree reads
// freed and refuses its methods with the documented Error, as after trainer.free().
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { loadCore } from '../../dist/pe-core.mjs';

test('loadCore: options that are not an object reject with a TypeError naming them; nothing throws synchronously', async () => {
  const throwing = {
    get simd() {
      throw new Error('a getter that throws');
    },
  };
  const cases = [
    [null, /^TypeError: options must be an object \(\{ simd, wasmBinary \}\) or nothing; got null$/],
    [42, /^TypeError: options must be an object .*; got 42$/],
    ['simd', /^TypeError: options must be an object .*; got "simd"$/],
    [[], /^TypeError: options must be an object .*; got an array$/],
    [throwing, /^Error: a getter that throws$/],
  ];
  for (const [options, message] of cases) {
    let promise;
    assert.doesNotThrow(() => {
      promise = loadCore(options);
    }, String(options));
    assert.ok(promise instanceof Promise, String(options));
    await assert.rejects(promise, (error) => message.test(String(error)), String(options));
  }
  // The refusals leave nothing behind: a good call still loads.
  assert.equal(typeof (await loadCore(undefined)).encode, 'function');
});

for (const simd of [true, false]) {
  test(`a trainer freed by core.trainerFree reads freed, and its methods throw the documented Error (${simd ? 'SIMD' : 'scalar'})`, async () => {
    const core = await loadCore({ simd });
    const before = core.diagnostics().liveTrainers;
    const trainer = core.createTrainer({ trainLength: 2, dModel: 8, heads: 2, blocks: 1, mlpWidth: 8, batch: 2 });
    const other = core.createTrainer({ trainLength: 2, dModel: 8, heads: 2, blocks: 1, mlpWidth: 8, batch: 2 });
    assert.equal(trainer.freed, false);
    assert.equal(core.trainerFree({ trainer: trainer.id }), true); // it was live
    assert.equal(trainer.freed, true);
    assert.equal(other.freed, false, 'only the freed id');
    for (const [name, use] of [
      ['step', (t) => t.step(1)],
      ['evaluate', (t) => t.evaluate({ examples: 1 })],
      ['weights', (t) => t.weights()],
      ['predict', (t) => t.predict([1, 2])],
    ]) {
      assert.throws(
        () => use(trainer),
        (error) =>
          error.constructor === Error &&
          error.message === `trainer.${name}(): this trainer was freed; make another with core.createTrainer()`,
        name,
      );
    }
    assert.doesNotThrow(() => trainer.free()); // calling free() after the raw free does nothing
    assert.equal(core.trainerFree({ trainer: trainer.id }), false); // no longer live
    assert.equal(other.step(1).length, 1);
    other.free();
    assert.equal(other.freed, true);
    assert.equal(core.diagnostics().liveTrainers, before);
  });
}
