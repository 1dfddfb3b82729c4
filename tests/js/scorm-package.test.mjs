// scripts/scorm.mjs's settings for a graded package (issue 26 item 5): the defaults a package
// states in its manifest, --attempts, and a setting out of range refused by name. The ranges
// are checked against the core's own parameter table and the practice section's limits.
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';

import { strFromU8 } from 'fflate';

import { launchParameters, launchWords, PACKAGE_DEFAULTS, packageSettings, scormFiles } from '../../scripts/scorm.mjs';
import { LANGUAGES } from '../../web/locales/languages.js';
import { MAX_ATTEMPTS, MAX_QUESTIONS } from '../../web/src/sections/practice/kinds.js';

const dist = fileURLToPath(new URL('../../dist/', import.meta.url));
const built = existsSync(join(dist, 'standalone.html'));

test('a package states n, pass and attempts: 10 questions, 80 %, 3 attempts unless told otherwise', () => {
  assert.deepEqual(PACKAGE_DEFAULTS, { n: 10, pass: 80, attempts: 3 });
  assert.deepEqual(packageSettings({}), { n: 10, pass: 80, attempts: 3 });
  const core = { kinds: ['pe-value', 'wavelength'] };
  assert.deepEqual(
    packageSettings({ seed: '2024', n: '5', kinds: 'pe-value,wavelength', pass: '70', attempts: '0' }, core),
    {
      seed: 2024,
      n: 5,
      kinds: 'pe-value,wavelength',
      pass: 70,
      attempts: 0,
    },
  );
  assert.equal(launchParameters(packageSettings({ attempts: '2' })), '?n=10&pass=80&attempts=2');
});

test('a setting out of range is refused with its name and range', () => {
  const refused = (options, message) => assert.throws(() => packageSettings(options), { name: 'RangeError', message });
  refused({ attempts: '11' }, 'scorm: --attempts must be a whole number from 0 to 10; got 11');
  refused({ attempts: '-1' }, 'scorm: --attempts must be a whole number from 0 to 10; got -1');
  refused({ n: '51' }, 'scorm: --n must be a whole number from 1 to 50; got 51');
  refused({ n: '2.5' }, 'scorm: --n must be a whole number from 1 to 50; got 2.5');
  refused({ pass: '101' }, 'scorm: --pass must be a whole number from 0 to 100; got 101');
  refused({ seed: '4294967296' }, 'scorm: --seed must be a whole number from 2 to 4294967295; got 4294967296');
  refused({ seed: '1' }, 'scorm: --seed must be a whole number from 2 to 4294967295; got 1');
  refused({ kinds: 'pe-value;drop' }, 'scorm: --kinds must be kind ids separated by commas; got pe-value;drop');
  // A package's language is a real one (the pseudo-locales are for tests): every other code is refused.
  const codes = LANGUAGES.filter((language) => !language.pseudo).map((language) => language.code);
  assert.ok(!codes.includes('x-none'));
  refused({ lang: 'x-none' }, `scorm: --lang must be one of ${codes.join(', ')}; got x-none`);
  // The limits are the practice section's own.
  assert.equal(MAX_QUESTIONS, 50);
  assert.equal(MAX_ATTEMPTS, 10);
});

test('settings a package cannot keep are refused when it is made (issue 37 item 4)', () => {
  const refused = (options, message) => assert.throws(() => packageSettings(options), { name: 'RangeError', message });
  const kinds = ['pe-value', 'wavelength', 'fairseq-row'];
  assert.throws(() => packageSettings({ kinds: 'nope' }, { kinds }), {
    name: 'RangeError',
    message: 'scorm: --kinds: nope is not a kind of the core (pe-value, wavelength, fairseq-row)',
  });
  assert.throws(() => packageSettings({ kinds: 'pe-valu' }, { kinds }), {
    name: 'RangeError',
    message: /pe-valu is not a kind/,
  });
  assert.equal(packageSettings({ kinds: 'wavelength,pe-value' }, { kinds }).kinds, 'wavelength,pe-value');
  refused({ attempts: '-0' }, 'scorm: --attempts must be a whole number from 0 to 10; got -0');
  refused({ n: '1e1' }, 'scorm: --n must be a whole number from 1 to 50; got 1e1');
  refused({ n: ' 5' }, 'scorm: --n must be a whole number from 1 to 50; got  5');
  refused({ lang: 'en-XA' }, 'scorm: --lang must be one of en, es, zh-CN, ar; got en-XA');
  refused({ lang: 'ar-XB' }, 'scorm: --lang must be one of en, es, zh-CN, ar; got ar-XB');
});

test('the command line refuses a bad value with one line, no stack trace', async () => {
  const { spawnSync } = await import('node:child_process');
  const script = fileURLToPath(new URL('../../scripts/scorm.mjs', import.meta.url));
  for (const args of [
    ['--attempts', '-0'],
    ['--attempts=-0'],
    ['--kinds', 'nope'],
    ['--lang', 'en-XA'],
    ['--bogus', '1'],
  ]) {
    const run = spawnSync(process.execPath, [script, ...args, '--out', '/dev/null'], { encoding: 'utf8' });
    assert.equal(run.status, 2, `${args.join(' ')}: ${run.stderr}`);
    assert.match(run.stderr, /^scorm: /, args.join(' '));
    assert.doesNotMatch(run.stderr, /\n\s+at /, args.join(' '));
  }
});

test('--lang: the launch page’s words come from the language’s locale file, placeholders left for launch.js', () => {
  assert.equal(packageSettings({ lang: 'es' }).lang, 'es');
  assert.equal(launchParameters(packageSettings({ lang: 'es' })), '?n=10&pass=80&attempts=3'); // lang is the package's, not a set key
  const en = launchWords('en');
  assert.equal(en.messages['practice-launch-title'], 'Positional Encoding Explorer: practice set');
  assert.equal(
    en.messages['practice-launch-recorded'],
    'Your course site has already recorded {{percent}} % ({{status}}) for this activity. Working again can only raise it.',
  );
  const es = launchWords('es');
  assert.equal(es.locale, 'es');
  const plain = (text) => text.replace(/[\u2066-\u2069]/g, '');
  assert.equal(
    plain(es.messages['practice-launch-title']),
    'Explorador de codificación posicional: conjunto de práctica',
  );
  assert.match(
    plain(es.messages['practice-launch-recorded']),
    /^La plataforma de tu curso ya registró un \{\{percent\}\} % \(\{\{status\}\}\)/,
  );
  const ar = launchWords('ar');
  assert.equal(ar.dir, 'rtl');
  assert.equal(ar.locale, 'ar-u-nu-latn'); // Latin digits, as the page writes them in Arabic
  // Every message launch.js asks for, in every language.
  for (const { code } of LANGUAGES.filter((language) => !language.pseudo))
    assert.deepEqual(Object.keys(launchWords(code).messages).sort(), Object.keys(en.messages).sort(), code);
  assert.ok(Object.keys(en.messages).length >= 8);
});

describe('the built packages', { skip: !built && 'dist/standalone.html is not built' }, () => {
  test('both packages launch with the stated defaults, and the seed range is the core’s', async () => {
    for (const version of ['1.2', '2004']) {
      const manifest = strFromU8(scormFiles(dist, version, packageSettings())['imsmanifest.xml']);
      assert.match(manifest, /<item [^>]*parameters="\?n=10&amp;pass=80&amp;attempts=3"/);
    }
    const { loadCore } = await import('../../dist/pe-core.mjs');
    // A package in Spanish: its launch page, its words and its manifest's title.
    const es = scormFiles(dist, '1.2', packageSettings({ lang: 'es' }));
    const launch = strFromU8(es['launch.html']);
    assert.match(launch, /<html lang="es" dir="ltr" data-scorm="1.2">/);
    assert.match(launch, /<title data-l10n-id="practice-launch-title">\u2068?Explorador de codificación posicional/);
    assert.match(
      launch,
      /<script src="launch-words.js"><\/script>\s*<script src="launch-settings.js"><\/script>\s*<script src="launch.js">/,
    );
    // The set's settings inside the package, as in its manifest (issue 37 item 4).
    assert.equal(
      strFromU8(scormFiles(dist, '1.2', packageSettings({ seed: '7', n: '5' }))['launch-settings.js']),
      'window.PE_LAUNCH_SETTINGS = {"seed":7,"n":5,"pass":80,"attempts":3};\n',
    );
    assert.match(strFromU8(es['launch-words.js']), /^window\.PE_LAUNCH_WORDS = \{/);
    assert.match(
      strFromU8(es['imsmanifest.xml']),
      /<title>Explorador de codificación posicional: conjunto de práctica<\/title>/,
    );
    assert.match(
      strFromU8(scormFiles(dist, '2004', packageSettings({ lang: 'ar' }))['launch.html']),
      /<html lang="ar" dir="rtl"/,
    );
    const core = await loadCore();
    assert.doesNotThrow(() => packageSettings({ seed: String(core.parameters.seed.max) }));
    // The core's two smallest seeds are the lesson's own sets (1 its default): no package's.
    assert.equal(core.parameters.seed.min, 0);
    assert.throws(() => packageSettings({ seed: '1' }), RangeError);
    assert.doesNotThrow(() => packageSettings({ seed: '2' }));
    assert.throws(() => packageSettings({ seed: String(core.parameters.seed.max + 1) }), RangeError);
  });
});
