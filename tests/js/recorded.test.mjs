// The lab's recorded runs (web/src/sections/train/recorded/): the quick setting trained again by
// the page's code (scripts/record-runs.mjs, as --check does) gives its file's numbers bit for
// bit; every file is the plan the page makes today (the extension's: the extension runs of the
// default plan); the hash is FNV-1a 64. `npm run bench` trains every setting again (the default
// one, and the extension with the default's RoPE runs, take minutes).
import './i18n-node.mjs';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, test } from 'node:test';

import { loadCore } from '../../dist/pe-core.mjs';
import { RECORD_DIR, readRecord, recordSetting, settingsOf } from '../../scripts/record-runs.mjs';
import { takeSchemesFrom } from '../../web/src/kit/schemes.js';
import {
  differences,
  fnv1a64,
  lossHash,
  RECORDED,
  recordedLab,
  recordedPlan,
  recordText,
  sameRuns,
} from '../../web/src/sections/train/recorded.js';
import {
  EXTENSION_METHODS,
  EXTENSION_STEPS,
  extensionPlanFor,
  planFor,
  resultSentences,
  smoothed,
  smoothingWindow,
} from '../../web/src/sections/train/runs.js';
import { SETTINGS } from '../../web/src/sections/train/section.js';

const core = await loadCore();
takeSchemesFrom(core); // the plan's schemes are the core's (as the page takes them)
const REGENERATE = 'records are written by `node scripts/record-runs.mjs` (see the README), never by hand';

describe('the loss hash', () => {
  test('is FNV-1a 64 (the published test vectors)', () => {
    // From the FNV reference (isthe.com/chongo/tech/comp/fnv, test vectors for FNV-1a 64).
    const bytes = (text) => new TextEncoder().encode(text);
    assert.equal(fnv1a64(bytes('')), 'cbf29ce484222325');
    assert.equal(fnv1a64(bytes('a')), 'af63dc4c8601ec8c');
    assert.equal(fnv1a64(bytes('foobar')), '85944171f73967e8');
  });

  test('tells apart losses one float32 step apart', () => {
    const losses = new Float32Array([2.5, 1.25, 0.75]);
    const nudged = losses.slice();
    nudged[1] = Math.fround(1.25 + 2 ** -22); // the next float32 after 1.25
    assert.notEqual(nudged[1], losses[1]);
    assert.notEqual(lossHash(nudged), lossHash(losses));
    assert.equal(lossHash(losses.slice()), lossHash(losses));
  });
});

describe('the records', () => {
  test('every named setting has its file, of the runs the page plans from it today', () => {
    for (const entry of RECORDED) {
      const record = readRecord(entry.name);
      assert.ok(record, `recorded/${entry.name}.json is missing: ${REGENERATE}`);
      // The same runs (a field a later plan adds for the page alone does not make it stale).
      const plan = recordedPlan(SETTINGS, core, entry);
      assert.ok(sameRuns(record.plan, plan), `${entry.name}: not the runs the page plans today; ${REGENERATE}`);
      assert.equal(record.plan.runs.length, plan.runs.length, entry.name);
      assert.equal(record.runs.length, record.plan.runs.length, entry.name);
      const text = readFileSync(join(RECORD_DIR, `${entry.name}.json`), 'utf8');
      assert.equal(text, recordText(record), `${entry.name}: not as the script writes it; ${REGENERATE}`);
    }
  });

  test('the extension record is the extension runs of the default plan, drawn as the page draws them', () => {
    const entry = RECORDED.find((e) => e.extension);
    assert.equal(entry?.name, 'extended');
    const record = readRecord('extended');
    assert.ok(record, `recorded/extended.json is missing: ${REGENERATE}`);
    // Its base is the default setting, whose record the page draws beside it.
    const defaults = RECORDED.find((e) => e.name === 'default');
    assert.deepEqual(settingsOf(core, entry), settingsOf(core, defaults));
    const base = planFor(settingsOf(core, defaults));
    assert.ok(sameRuns(readRecord('default').plan, base));
    // extensionPlanFor of the default plan: each method, as trained and fine-tuned, per seed.
    const expected = extensionPlanFor(base, base.runs);
    assert.ok(sameRuns(record.plan, expected), `extension: not the runs the page plans today; ${REGENERATE}`);
    assert.equal(record.plan.kind, 'extension');
    assert.equal(record.runs.length, 2 * EXTENSION_METHODS.length * base.seeds.length);
    assert.equal(record.plan.steps, EXTENSION_STEPS);
    // The file keeps no weights, and a stale one is caught: other fine-tune steps, another scale.
    assert.ok(record.plan.runs.every((run) => !('weights' in run)));
    assert.ok(!sameRuns(record.plan, extensionPlanFor(base, base.runs, EXTENSION_STEPS + 1)));
    const scaled = {
      ...expected,
      runs: expected.runs.map((run) => ({ ...run, config: { ...run.config, ropeScale: 3 } })),
    };
    assert.ok(!sameRuns(record.plan, scaled));
    const untuned = { ...expected, runs: expected.runs.map((run) => ({ ...run, steps: 0 })) };
    assert.ok(!sameRuns(record.plan, untuned));
    // A run as trained has no losses; a fine-tuned one its window means.
    for (const run of record.runs) {
      const tuned = run.scheme.endsWith('-tuned');
      assert.equal(run.lossMeans.length, tuned ? EXTENSION_STEPS / record.lossWindow : 0, run.key);
      assert.equal(run.rightExamples.length, base.evalLength, run.key);
    }
    // Drawn as a finished extension lab: read against the papers, every run done.
    const drawn = recordedLab(record, expected);
    assert.equal(drawn.plan.kind, 'extension');
    assert.ok(drawn.runs.every((run) => run.phase === 'done' && run.exact.length === base.evalLength));
    const words = resultSentences(drawn.plan, drawn.runs);
    assert.ok(words.supports.some(({ claim }) => claim.kind === 'extension-papers'));
  });

  test("a plan of other runs is not the record's: another step count, seed or config value", () => {
    const plan = readRecord('quick').plan;
    assert.ok(sameRuns(plan, { ...plan, note: 'for the page only' }));
    assert.ok(!sameRuns(plan, { ...plan, steps: plan.steps + 1 }));
    const [first, ...rest] = plan.runs;
    assert.ok(!sameRuns(plan, { ...plan, runs: [{ ...first, seed: first.seed + 5 }, ...rest] }));
    assert.ok(
      !sameRuns(plan, { ...plan, runs: [{ ...first, config: { ...first.config, positionRange: 24 } }, ...rest] }),
    );
  });

  test('the quick setting trained again gives its record bit for bit', async () => {
    const entry = RECORDED.find(({ name }) => name === 'quick');
    const written = readRecord('quick');
    const { record, plan, runs } = await recordSetting(core, entry);
    assert.equal(record.runs.length, written.runs.length);
    for (const [index, again] of record.runs.entries()) {
      const recorded = written.runs[index];
      assert.equal(again.key, recorded.key);
      assert.deepEqual(again.rightExamples, recorded.rightExamples, `${again.key}: exact counts`);
      assert.deepEqual(again.rightTokens, recorded.rightTokens, `${again.key}: token counts`);
      assert.deepEqual(again.overlap, recorded.overlap, `${again.key}: overlap`);
      assert.equal(again.lossHash, recorded.lossHash, `${again.key}: the hash of every loss`);
      // Doubles compared as doubles: JSON writes the shortest text that reads back as the same one.
      assert.equal(again.lossMeans.length, recorded.lossMeans.length);
      for (const [at, mean] of again.lossMeans.entries()) {
        assert.ok(Object.is(mean, recorded.lossMeans[at]), `${again.key}: mean ${at}`);
      }
    }
    assert.deepEqual(differences(written, plan, runs), []);

    // The page draws the record as it draws the finished lab: the same shares, sentences and curves.
    const drawn = recordedLab(written);
    assert.equal(drawn.status, 'done');
    for (const [index, run] of runs.entries()) {
      assert.deepEqual(drawn.runs[index].exact, run.exact, `${run.key}: exact shares`);
      assert.deepEqual(drawn.runs[index].token, run.token, `${run.key}: token shares`);
      assert.deepEqual(drawn.runs[index].lossPoints, smoothed(run.losses, run.step, smoothingWindow(plan.steps)));
    }
    assert.deepEqual(resultSentences(drawn.plan, drawn.runs), resultSentences(plan, runs));
    await assert.rejects(drawn.ask(runs[0].key, { digits: [1], block: 0, head: 0 }), /press Run to ask/);

    // And the comparison the script and the page use sees one loss one float32 step off.
    const first = runs[0];
    const nudged = first.losses.slice();
    nudged[7] = Math.fround(nudged[7] * (1 + 2 ** -23));
    assert.notEqual(nudged[7], first.losses[7]);
    const found = differences(written, plan, [{ ...first, losses: nudged }, ...runs.slice(1)]);
    assert.ok(
      found.some(({ run, field }) => run === first.key && field === 'lossHash'),
      JSON.stringify(found),
    );
  });
});
