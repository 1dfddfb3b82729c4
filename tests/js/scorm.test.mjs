// scripts/scorm.mjs without a browser: the packages' files and manifests (the SCORM 1.2 and 2004
// bindings' fixed names, written here as the specifications spell them), the launch parameters a
// teacher's own set becomes, and the zip read back with fflate. The package's behaviour against a
// real runtime is tests/browser/scorm.spec.mjs.
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';

import { strFromU8, unzipSync } from 'fflate';

import { launchParameters, scormFiles, scormZip } from '../../scripts/scorm.mjs';

const dist = fileURLToPath(new URL('../../dist/', import.meta.url));
const built = existsSync(join(dist, 'standalone.html'));

describe('SCORM packages', { skip: !built && 'dist/standalone.html is not built' }, () => {
  test('SCORM 1.2: one SCO, launch.html, every file listed, no mastery score of its own', () => {
    const files = scormFiles(dist, '1.2');
    assert.deepEqual(Object.keys(files).sort(), [
      'explorer.html',
      'imsmanifest.xml',
      'launch-settings.js',
      'launch-words.js',
      'launch.css',
      'launch.html',
      'launch.js',
    ]);
    const manifest = strFromU8(files['imsmanifest.xml']);
    assert.match(manifest, /<schemaversion>1\.2<\/schemaversion>/);
    assert.match(manifest, /xmlns:adlcp="http:\/\/www\.adlnet\.org\/xsd\/adlcp_rootv1p2"/);
    assert.equal(manifest.match(/adlcp:scormtype="sco"/g).length, 1);
    assert.match(manifest, /<resource [^>]*href="launch\.html"/);
    for (const name of ['launch.html', 'launch.js', 'launch-words.js', 'launch.css', 'explorer.html'])
      assert.match(manifest, new RegExp(`<file href="${name.replace('.', '\\.')}"/>`));
    // The status comes from the set's pass mark; a masteryscore would make the LMS judge it again.
    assert.doesNotMatch(manifest, /masteryscore/);
    assert.match(strFromU8(files['launch.html']), /<html lang="en" dir="ltr" data-scorm="1\.2">/);
  });

  test('SCORM 2004: the 3rd edition bindings and scormType', () => {
    const files = scormFiles(dist, '2004');
    const manifest = strFromU8(files['imsmanifest.xml']);
    assert.match(manifest, /<schemaversion>2004 3rd Edition<\/schemaversion>/);
    assert.match(manifest, /xmlns:adlcp="http:\/\/www\.adlnet\.org\/xsd\/adlcp_v1p3"/);
    assert.match(manifest, /adlcp:scormType="sco"/);
    assert.match(strFromU8(files['launch.html']), /data-scorm="2004"/);
  });

  test("a teacher's set becomes the item's launch parameters, escaped for XML", () => {
    assert.equal(launchParameters({}), '');
    assert.equal(launchParameters({ seed: 7, n: 10, kinds: 'a,b', pass: 70 }), '?seed=7&n=10&kinds=a%2Cb&pass=70');
    assert.equal(launchParameters({ seed: 7, other: 'x' }), '?seed=7');
    const manifest = strFromU8(scormFiles(dist, '1.2', { seed: 7, n: 10 })['imsmanifest.xml']);
    assert.match(manifest, /<item [^>]*parameters="\?seed=7&amp;n=10"/);
  });

  test('the zip holds the same files, byte for byte, and is the same on every build', () => {
    const zip = scormZip(dist, '1.2');
    const files = unzipSync(zip);
    const expected = scormFiles(dist, '1.2');
    assert.deepEqual(Object.keys(files).sort(), Object.keys(expected).sort());
    for (const [name, bytes] of Object.entries(expected)) assert.deepEqual(files[name], new Uint8Array(bytes));
    assert.deepEqual(scormZip(dist, '1.2'), zip);
  });
});
