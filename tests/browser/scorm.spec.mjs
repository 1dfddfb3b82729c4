// The SCORM 1.2 package (dist/pe-explorer-scorm12.zip) end to end, against a real SCORM runtime
// from npm (scorm-again's Scorm12API), not one written here: the package is unzipped with fflate
// into a temporary folder and served as a course site would serve it (its own origin, plain
// files), beside a host page that puts scorm-again's API on window.API and opens the package's
// launch page in a frame. The test answers the set (right answers from tests/shared/reference.mjs
// for the givens the core states, one deliberately wrong) and reads back what the runtime
// recorded: score raw, min, max, lesson_status, and LMSFinish when the launch page unloads.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { unzipSync } from 'fflate';

import { loadCore } from '../../dist/pe-core.mjs';
import { packageSettings, scormFiles } from '../../scripts/scorm.mjs';
import { expectedAnswer, SIMPLE_KINDS } from '../shared/practice-reference.mjs';
import { expect, test } from './fixtures.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const LMS = 'http://lms.test';
const core = await loadCore();
// The set of the package made for one (content-set): in the core's order, the order the practice
// section passes the kinds to practiceSet.
const SET = {
  seed: 4242,
  count: 4,
  kinds: core
    .exerciseKinds()
    .map((entry) => entry.kind)
    .filter((kind) => SIMPLE_KINDS.includes(kind)),
};

let folder;
test.beforeAll(() => {
  folder = mkdtempSync(join(tmpdir(), 'pe-scorm-'));
  const files = unzipSync(readFileSync(join(root, 'dist', 'pe-explorer-scorm12.zip')));
  for (const [name, bytes] of Object.entries(files)) {
    mkdirSync(dirname(join(folder, 'content', name)), { recursive: true });
    writeFileSync(join(folder, 'content', name), bytes);
  }
  // The same package made in Spanish (scorm.mjs --lang es), and one made for a set of its own
  // (--seed 4242 --n 4 --kinds … --pass 75): a package keeps its settings inside it.
  const made = {
    'content-es': packageSettings({ lang: 'es' }),
    'content-set': packageSettings(
      { seed: String(SET.seed), n: String(SET.count), kinds: SET.kinds.join(','), pass: '75' },
      { kinds: core.exerciseKinds().map((entry) => entry.kind) },
    ),
  };
  for (const [where, settings] of Object.entries(made))
    for (const [name, bytes] of Object.entries(scormFiles(join(root, 'dist'), '1.2', settings))) {
      mkdirSync(dirname(join(folder, where, name)), { recursive: true });
      writeFileSync(join(folder, where, name), bytes);
    }
  writeFileSync(
    join(folder, 'scorm12.js'),
    readFileSync(join(root, 'node_modules', 'scorm-again', 'dist', 'scorm12.min.js')),
  );
  // The course site's player: scorm-again's SCORM 1.2 API as window.API, a log of the calls
  // the content made, and the SCO in a frame, launched with the host page's own query string.
  writeFileSync(
    join(folder, 'host.js'),
    `window.lmsLog = [];
window.API = new Scorm12API({ logLevel: 4 });
window.API.loadFromJSON({ core: { student_id: 'student-7', student_name: 'Lovelace, Ada' } });
for (const name of ['LMSInitialize', 'LMSCommit', 'LMSFinish']) window.API.on(name, () => window.lmsLog.push(name));
window.API.on('LMSSetValue.cmi.*', (element, value) => window.lmsLog.push(element + '=' + value));
document.getElementById('sco').src = (new URLSearchParams(location.search).get('pkg') || 'content') + '/launch.html';
`,
  );
  writeFileSync(
    join(folder, 'host.html'),
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Course site</title>' +
      '<script src="scorm12.js"></script></head><body><h1>Course site</h1>' +
      '<iframe id="sco" title="SCORM activity" width="1000" height="900"></iframe>' +
      '<script src="host.js"></script></body></html>',
  );
});
test.afterAll(() => rmSync(folder, { recursive: true, force: true }));

const TYPES = { html: 'text/html', js: 'text/javascript', css: 'text/css', xml: 'application/xml' };
async function serveCourseSite(page) {
  await page.route(`${LMS}/**`, async (route) => {
    const path = decodeURIComponent(new URL(route.request().url()).pathname).replace(/^\/+/, '');
    let body;
    try {
      body = readFileSync(join(folder, path));
    } catch {
      return route.fulfill({ status: 404, body: 'not found' });
    }
    const ext = path.split('.').pop();
    return route.fulfill({ status: 200, contentType: TYPES[ext] ?? 'application/octet-stream', body });
  });
}

const recorded = (page) =>
  page.evaluate(() => ({
    raw: window.API.cmi.core.score.raw,
    min: window.API.cmi.core.score.min,
    max: window.API.cmi.core.score.max,
    status: window.API.cmi.core.lesson_status,
    log: window.lmsLog,
  }));

test('the SCORM 1.2 package reports the set\u2019s score and status to scorm-again, and finishes on unload', async ({
  page,
}) => {
  const { seed, count, kinds } = SET;
  await serveCourseSite(page);
  // The package's own settings; a first attempt gets the set made from the teacher's seed (not
  // the public set of that seed, which anyone can open with its answers).
  await page.goto(`${LMS}/host.html?pkg=content-set`);
  const sco = page.frameLocator('#sco');
  const practice = sco.frameLocator('#practice');
  // The launch page started the attempt.
  await expect.poll(async () => (await recorded(page)).log).toContain('LMSInitialize');
  expect((await recorded(page)).status).toBe('incomplete');
  await expect(sco.locator('#lms-status')).toBeHidden(); // no "no course site" warning

  // A score posted to the launch page by any window but the practice frame (here the course
  // site's own page) is not relayed.
  await page.evaluate(() =>
    document
      .getElementById('sco')
      .contentWindow.postMessage({ type: 'pe-explorer:score', raw: 4, min: 0, max: 4, status: 'passed' }, '*'),
  );

  // The set the core makes for the attempt's seed: givens from the core, answers from the reference.
  const attempt = Number(await sco.locator('html').getAttribute('data-attempt'));
  expect(attempt).not.toBe(seed);
  const set = core.practiceSet({ seed: attempt, count, exerciseKinds: kinds });
  const questions = practice.locator('.practice-question');
  await expect(questions).toHaveCount(count);
  for (const [index, exercise] of set.entries()) {
    const right = expectedAnswer(exercise);
    // The first question gets a wrong answer (off by more than 1 and by more than twice the right
    // one, so no tolerance takes it), the others the right one.
    const answer = index === 0 ? right + 1 + 2 * Math.abs(right) : right;
    const question = questions.nth(index);
    // The page asks the question the core made for this seed.
    await expect(question).toHaveAttribute('data-kind', exercise.kind);
    expect(JSON.parse(await question.getAttribute('data-givens'))).toEqual(
      Object.fromEntries(exercise.givens.map(({ name, value }) => [name, value])),
    );
    await question.getByRole('textbox').fill(String(answer));
    await question.getByRole('button', { name: 'Check', exact: true }).click();
    await expect(question.locator('.practice-verdict')).toHaveText(index === 0 ? /Not right\./ : /^\W*Right\./);
  }
  // 3 of 4 right is 75 %: passed at pass=75 once the wrong one is given up.
  await expect.poll(async () => (await recorded(page)).raw).toBe('75');
  await questions.nth(0).getByRole('button', { name: 'Show the answer', exact: true }).click();
  await expect.poll(async () => (await recorded(page)).status).toBe('passed');
  const values = await recorded(page);
  expect({ raw: values.raw, min: values.min, max: values.max, status: values.status }).toEqual({
    raw: '75',
    min: '0',
    max: '100',
    status: 'passed',
  });
  expect(values.log).toContain('LMSCommit');
  expect(values.log).not.toContain('cmi.core.score.raw=100'); // the foreign message
  expect(values.log).not.toContain('LMSFinish');
  console.log(`scorm-again recorded: ${JSON.stringify({ ...values, log: undefined })}`);

  // Leaving the activity (the LMS replaces the frame) unloads the launch page: LMSFinish.
  await page.evaluate(() => {
    document.getElementById('sco').src = 'about:blank';
  });
  await expect.poll(async () => (await recorded(page)).log).toContain('LMSFinish');
  expect(await page.evaluate(() => window.API.isTerminated())).toBe(true);
  // The session time went in before the end, in SCORM 1.2's format (the runtime accepted it).
  const log = (await recorded(page)).log;
  expect(log.find((entry) => entry.startsWith('cmi.core.session_time='))).toMatch(/=\d{2,4}:\d{2}:\d{2}(\.\d{1,2})?$/);
  expect(log.indexOf('LMSFinish')).toBe(log.length - 1);
});

test('a package made without --seed: the frame\u2019s address names no seed, the set comes by message', async ({
  page,
}) => {
  await serveCourseSite(page);
  await page.goto(`${LMS}/host.html`);
  const sco = page.frameLocator('#sco');
  const src = await sco.locator('#practice').getAttribute('src');
  expect(src.startsWith('explorer.html?')).toBe(true);
  const query = new URLSearchParams(src.split('#')[0].split('?')[1]);
  expect(query.get('view')).toBe('practice');
  expect(query.has('seed')).toBe(false); // a copy of the address opens no graded set
  // The attempt's set is the one the core makes for the seed the launch page drew (it names it
  // on its root element for tests), at the package's default of 10 questions.
  const seed = Number(await sco.locator('html').getAttribute('data-attempt'));
  const questions = sco.frameLocator('#practice').locator('.practice-question');
  await expect(questions).toHaveCount(10);
  const ids = await questions.evaluateAll((all) => all.map((q) => `${q.dataset.kind}@${q.dataset.seed}`));
  expect(ids).toEqual(core.practiceSet({ seed, count: 10 }).map((exercise) => `${exercise.kind}@${exercise.seed}`));
});

test('a package made with --lang es: the launch page speaks Spanish and opens the practice set in Spanish', async ({
  page,
}) => {
  await serveCourseSite(page);
  // Opened alone (no course site around it): the launch page's own message, in Spanish.
  await page.goto(`${LMS}/content-es/launch.html`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page).toHaveTitle('Explorador de codificación posicional: conjunto de práctica');
  await expect(page.locator('#lms-status')).toHaveText(
    'No se encontró ninguna plataforma de curso (no hay API SCORM): puedes practicar, pero no se registra ninguna puntuación.',
  );
  await expect(page.locator('#practice')).toHaveAttribute('title', 'Conjunto de práctica: codificación posicional');
  await expect(page.locator('#practice')).toHaveAttribute('src', /[?&]lang=es(&|$)/);
  const practice = page.frameLocator('#practice');
  await expect(practice.locator('html')).toHaveAttribute('lang', 'es');
  await expect(practice.locator('.practice-question')).toHaveCount(10); // the package's default n
  await expect(practice.locator('.practice-check').first()).toHaveText('Comprobar');
});
