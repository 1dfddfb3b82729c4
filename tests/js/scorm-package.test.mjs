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
  assert.deepEqual(packageSettings({ seed: '2024', n: '5', kinds: 'pe-value,wavelength', pass: '70', attempts: '0' }), {
    seed: 2024,
    n: 5,
    kinds: 'pe-value,wavelength',
    pass: 70,
    attempts: 0,
  });
  assert.equal(launchParameters(packageSettings({ attempts: '2' })), '?n=10&pass=80&attempts=2');
});

test('a setting out of range is refused with its name and range', () => {
  const refused = (options, message) => assert.throws(() => packageSettings(options), { name: 'RangeError', message });
  refused({ attempts: '11' }, 'scorm: --attempts must be a whole number from 0 to 10; got 11');
  refused({ attempts: '-1' }, 'scorm: --attempts must be a whole number from 0 to 10; got -1');
  refused({ n: '51' }, 'scorm: --n must be a whole number from 1 to 50; got 51');
  refused({ n: '2.5' }, 'scorm: --n must be a whole number from 1 to 50; got 2.5');
  refused({ pass: '101' }, 'scorm: --pass must be a whole number from 0 to 100; got 101');
  refused({ seed: '4294967296' }, 'scorm: --seed must be a whole number from 0 to 4294967295; got 4294967296');
  refused({ kinds: 'pe-value;drop' }, 'scorm: --kinds must be kind ids separated by commas; got pe-value;drop');
  const codes = LANGUAGES.map((language) => language.code);
  assert.ok(!codes.includes('x-none'));
  refused({ lang: 'x-none' }, `scorm: --lang must be one of ${codes.join(', ')}; got x-none`);
  // The limits are the practice section's own.
  assert.equal(MAX_QUESTIONS, 50);
  assert.equal(MAX_ATTEMPTS, 10);
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
    /^Tu plataforma del curso ya registró un \{\{percent\}\} % \(\{\{status\}\}\)/,
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
    assert.match(launch, /<script src="launch-words.js"><\/script>\s*<script src="launch.js">/);
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
    assert.doesNotThrow(() => packageSettings({ seed: String(core.parameters.seed.min) }));
    assert.throws(() => packageSettings({ seed: String(core.parameters.seed.max + 1) }), RangeError);
  });
});
