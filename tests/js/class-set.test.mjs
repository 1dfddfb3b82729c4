// The worked steps' numbers, in the practice section and in the class set's printed key
// (workedNumber and stepTexts in web/src/sections/practice/words.js), keep the precision a question asks for. Six decimals alone print a frequency of 6.4459e-7 as 0.000001
// (one significant figure, where the question asks for 4), so below 0.01 the key prints six
// significant figures, in plain decimals (as a student would type them).
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { loadCore } from '../../dist/pe-core.mjs';
import { inLanguage } from './i18n-node.mjs';
import {
  csvColumns,
  MAX_STUDENTS,
  makeClassSet,
  sheetLink,
  sheetSeeds,
} from '../../web/src/sections/practice/class-set.js';
import { stepTexts, workedNumber } from '../../web/src/sections/practice/words.js';

const core = await loadCore();

test('workedNumber: six decimals from 0.01 up, six significant figures in plain decimals below', () => {
  // Written out by hand.
  assert.equal(workedNumber(0.70014235), '0.700142');
  assert.equal(workedNumber(62), '62');
  assert.equal(workedNumber(22.9445671), '22.944567');
  assert.equal(workedNumber(-0.0700426123), '-0.070043');
  assert.equal(workedNumber(-0.00700426123), '-0.00700426');
  assert.equal(workedNumber(0.000464123456), '0.000464123');
  assert.equal(workedNumber(6.445865860757787e-7), '0.000000644587');
  assert.equal(workedNumber(3.1041179727407614e-7), '0.000000310412');
  assert.equal(workedNumber(0.00390625), '0.00390625');
  assert.equal(workedNumber(0), '0');
});

test('every worked step of every kind, over 400 sets, prints within half a unit of its sixth figure or decimal', () => {
  const kinds = core.exerciseKinds().map((entry) => entry.kind);
  let small = 0;
  for (let seed = 1; seed <= 400; seed += 1)
    for (const exercise of core.practiceSet({ seed, count: kinds.length, exerciseKinds: [] })) {
      const texts = stepTexts(exercise);
      for (const [index, step] of exercise.steps.entries()) {
        const text = texts[index];
        // Each text ends in its value, after ': ', ' = ' or ' is ' (1,000 is 1000); a short MATH run's
        // spaces are no-break spaces.
        const printed = Number(/(?::\s|\s=\s|\sis\s)(-?[\d.,]+)$/.exec(text)?.[1].replaceAll(',', ''));
        // Six decimals: within 5e-7; six significant figures: within 5e-6 of the value's size.
        const allowed = Math.max(5e-7 * (Math.abs(step.value) >= 1e-2), 5e-6 * Math.abs(step.value)) * (1 + 1e-9);
        assert.ok(
          Math.abs(printed - step.value) <= allowed,
          `${exercise.kind} seed ${exercise.seed}: ${text} for ${step.value}`,
        );
        if (step.value !== 0 && Math.abs(step.value) < 1e-5) small += 1;
      }
    }
  assert.ok(small > 0, 'the sets reach steps below 1e-5');
});

// A class of up to 60 students (the README's range), each sheet up to 50 questions.
test('a class set of 60 sheets of 50 questions: one distinct seed per sheet, 50 questions each', () => {
  const seedRange = { min: 0, max: 4294967295 };
  assert.equal(MAX_STUDENTS, 60);
  const seeds = sheetSeeds(core, 2024, 60, seedRange);
  assert.equal(seeds.length, 60);
  assert.equal(new Set(seeds).size, 60);
  // The rule: the first 50 are the seeds of the class seed's practice set of 50 (a set of up to
  // 50 students keeps the seeds it always had); the next 10 those of the set seeded with the 50th.
  const first = core.practiceSet({ seed: 2024, count: 50, exerciseKinds: [] }).map((e) => e.seed);
  const next = core.practiceSet({ seed: first[49], count: 10, exerciseKinds: [] }).map((e) => e.seed);
  assert.deepEqual(seeds, [...first, ...next]);
  assert.deepEqual(sheetSeeds(core, 2024, 3, seedRange), first.slice(0, 3));
  const sheets = makeClassSet(core, { seed: 2024, students: 60, count: 50, seedRange });
  assert.equal(sheets.length, 60);
  assert.deepEqual(
    sheets.map((sheet) => sheet.number),
    Array.from({ length: 60 }, (_, i) => i + 1),
  );
  for (const sheet of sheets) assert.equal(sheet.exercises.length, 50);
});

test('a sheet’s printed link opens the practice in the page’s language; the CSV header is worded, its cells are not', async () => {
  const sheet = { seed: 77 };
  const page = 'https://example.org/pe/index.html?view=why#top';
  assert.equal(sheetLink(page, sheet, 4, []), 'https://example.org/pe/index.html?view=practice&seed=77&n=4');
  await inLanguage('es');
  try {
    assert.equal(
      sheetLink(page, sheet, 4, ['pe-value', 'wavelength']),
      'https://example.org/pe/index.html?view=practice&seed=77&n=4&kinds=pe-value,wavelength&lang=es',
    );
    assert.deepEqual(csvColumns(), [
      'hoja',
      'nombre',
      'semilla',
      'pregunta',
      'tipo',
      'texto de la pregunta',
      'respuesta',
      'tolerancia',
    ]);
  } finally {
    await inLanguage('en');
  }
  assert.deepEqual(csvColumns(), ['sheet', 'name', 'seed', 'question', 'kind', 'question text', 'answer', 'tolerance']);
});
