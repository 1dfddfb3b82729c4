#!/usr/bin/env node
// The SCORM packages of the practice set, for course sites (Moodle, Canvas, Blackboard):
// dist/pe-explorer-scorm12.zip (SCORM 1.2) and dist/pe-explorer-scorm2004.zip (SCORM 2004 3rd
// edition), one SCO each. Each holds the launch page (web/scorm/: it finds the LMS's API and
// relays the set's score), the whole page as dist/standalone.html (renamed explorer.html: one
// classic script with both .wasm builds inlined, so no course site's MIME types or network
// matter) and imsmanifest.xml.
//
// Usage: scripts/build.mjs calls writeScormPackages(dist) after building the page. Run alone
// (after a build) to make a package with a set of the teacher's own:
//   node scripts/scorm.mjs [--seed S] [--n N] [--kinds a,b] [--pass P] [--attempts A] [--lang L] [--out file.zip]
// The options become the SCO's launch parameters (the item's `parameters` attribute), which the
// LMS appends to launch.html's address; the launch page passes seed, n, kinds, pass and attempts
// on to the practice section. A package always states n, pass and attempts (PACKAGE_DEFAULTS
// for those not given), so what its score counts is written in its manifest, not left to the
// page's defaults. --lang (a code of web/locales/languages.js; en by default) is the package's
// language: the launch page's words (launch-words.js, made here from web/locales/<lang>.ftl),
// its <html lang dir>, the manifest's title, and the practice set it opens (?lang=).
//
// Rule: the package is made from dist/ as built and web/scorm/ as written; nothing in it
// reaches the network.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

import { FluentBundle, FluentResource } from '@fluent/bundle';
import { strToU8, zipSync } from 'fflate';

import { LANGUAGES, SOURCE } from '../web/locales/languages.js';
import { MAX_ATTEMPTS, MAX_QUESTIONS } from '../web/src/sections/practice/kinds.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const SET_KEYS = ['seed', 'n', 'kinds', 'pass', 'attempts'];
// A graded package's defaults, chosen for a teacher: 10 questions, passed at 80 %, and 3 checked
// answers per question (enough to catch a slip such as degrees for radians, too few to guess).
export const PACKAGE_DEFAULTS = { n: 10, pass: 80, attempts: 3 };
// The ranges the practice section takes (its limits from kinds.js; seeds as the launch page
// makes them, inside the core's range).
const RANGES = {
  // core.parameters.seed's top (tests/js/scorm-package.test.mjs checks); not 0 or 1, the lesson's
  // own sets, which anyone opens without the seed.
  seed: [2, 4294967295],
  n: [1, MAX_QUESTIONS],
  pass: [0, 100],
  attempts: [0, MAX_ATTEMPTS],
};

/**
 * The set's settings checked, with PACKAGE_DEFAULTS for those not given; a bad one throws a
 * RangeError naming it. Numbers must be written as plain digits ("-0", "1e1" and " 5" are
 * refused, not read); `kinds` (each id) must be one of the core's, `core.kinds`, and is refused
 * when the core's list is not given; a pseudo-locale (en-XA, ar-XB: for testing the page) is no
 * package's language.
 */
export function packageSettings(options = {}, core = {}) {
  const settings = { ...PACKAGE_DEFAULTS };
  for (const [key, [min, max]] of Object.entries(RANGES)) {
    const value = options[key];
    if (value === undefined || value === null || value === '') continue;
    const number = /^\d+$/.test(String(value)) ? Number(value) : Number.NaN;
    if (!Number.isInteger(number) || number < min || number > max)
      throw new RangeError(`scorm: --${key} must be a whole number from ${min} to ${max}; got ${value}`);
    settings[key] = number;
  }
  if (options.lang !== undefined && options.lang !== '') {
    const codes = LANGUAGES.filter((language) => !language.pseudo).map((language) => language.code);
    if (!codes.includes(options.lang))
      throw new RangeError(`scorm: --lang must be one of ${codes.join(', ')}; got ${options.lang}`);
    settings.lang = options.lang;
  }
  if (options.kinds !== undefined && options.kinds !== '') {
    if (!/^[a-z0-9-]+(,[a-z0-9-]+)*$/.test(options.kinds))
      throw new RangeError(`scorm: --kinds must be kind ids separated by commas; got ${options.kinds}`);
    if (!Array.isArray(core.kinds)) throw new Error('scorm: --kinds is checked against the core’s kinds; none given');
    const unknown = options.kinds.split(',').find((kind) => !core.kinds.includes(kind));
    if (unknown)
      throw new RangeError(`scorm: --kinds: ${unknown} is not a kind of the core (${core.kinds.join(', ')})`);
    settings.kinds = options.kinds;
  }
  return settings;
}

const escapeXml = (text) =>
  String(text).replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c],
  );

/** The item's launch parameters ("?seed=7&n=10") from the set's settings; '' when none. */
export function launchParameters(settings = {}) {
  const query = new URLSearchParams();
  for (const key of SET_KEYS) {
    const value = settings[key];
    if (value !== undefined && value !== null && value !== '') query.set(key, String(value));
  }
  const text = query.toString();
  return text ? `?${text}` : '';
}

/**
 * The launch page's words in language `code`: { locale, messages } with each message of
 * web/scorm/ (ids practice-launch-…, as launch.js and launch.html name them) formatted from the
 * locale file, its placeholders left as {{name}} for launch.js to fill. A pseudo-locale is
 * made from the source's file, as the page makes it.
 */
export function launchWords(code = SOURCE) {
  const language = LANGUAGES.find((entry) => entry.code === code);
  if (!language) throw new RangeError(`scorm: no language ${code}`);
  const file = language.pseudo ? SOURCE : code;
  const text = readFileSync(join(root, 'web', 'locales', `${file}.ftl`), 'utf8');
  const bundle = new FluentBundle(file, { useIsolating: code !== SOURCE });
  const errors = bundle.addResource(new FluentResource(text));
  if (errors.length) throw new Error(`scorm: ${file}.ftl: ${errors[0].message}`);
  const scorm = join(root, 'web', 'scorm');
  const source = ['launch.js', 'launch.html'].map((name) => readFileSync(join(scorm, name), 'utf8')).join('\n');
  const ids = [...new Set([...source.matchAll(/['"](practice-launch-[\w-]+)['"]/g)].map((match) => match[1]))];
  const messages = {};
  for (const id of ids) {
    const message = bundle.getMessage(id);
    if (!message?.value) throw new Error(`scorm: ${file}.ftl has no message ${id}`);
    const names = [...text.matchAll(new RegExp(`^${id} =.*$`, 'gm'))].flatMap((line) =>
      [...line[0].matchAll(/\{\s*\$(\w+)\s*\}/g)].map((match) => match[1]),
    );
    const args = Object.fromEntries(names.map((name) => [name, `{{${name}}}`]));
    messages[id] = bundle.formatPattern(message.value, args);
  }
  return { code, dir: language.dir, locale: language.numbers, messages };
}

const escapeHtml = (text) =>
  String(text).replace(/[<>&"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[c]);

function manifest(version, files, parameters, title) {
  const fileList = files.map((file) => `      <file href="${escapeXml(file)}"/>`).join('\n');
  const params = parameters ? ` parameters="${escapeXml(parameters)}"` : '';
  if (version === '1.2') {
    return `<?xml version="1.0" encoding="UTF-8"?>
<manifest identifier="pe-explorer-practice-scorm12" version="1.0"
  xmlns="http://www.imsproject.org/xsd/imscp_rootv1p1p2"
  xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_rootv1p2"
  xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
  xsi:schemaLocation="http://www.imsproject.org/xsd/imscp_rootv1p1p2 imscp_rootv1p1p2.xsd http://www.imsglobal.org/xsd/imsmd_rootv1p2p1 imsmd_rootv1p2p1.xsd http://www.adlnet.org/xsd/adlcp_rootv1p2 adlcp_rootv1p2.xsd">
  <metadata>
    <schema>ADL SCORM</schema>
    <schemaversion>1.2</schemaversion>
  </metadata>
  <organizations default="pe-explorer-org">
    <organization identifier="pe-explorer-org">
      <title>${escapeXml(title)}</title>
      <item identifier="pe-explorer-item" identifierref="pe-explorer-sco" isvisible="true"${params}>
        <title>${escapeXml(title)}</title>
      </item>
    </organization>
  </organizations>
  <resources>
    <resource identifier="pe-explorer-sco" type="webcontent" adlcp:scormtype="sco" href="launch.html">
${fileList}
    </resource>
  </resources>
</manifest>
`;
  }
  return `<?xml version="1.0" encoding="UTF-8"?>
<manifest identifier="pe-explorer-practice-scorm2004" version="1"
  xmlns="http://www.imsglobal.org/xsd/imscp_v1p1"
  xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_v1p3"
  xmlns:adlseq="http://www.adlnet.org/xsd/adlseq_v1p3"
  xmlns:adlnav="http://www.adlnet.org/xsd/adlnav_v1p3"
  xmlns:imsss="http://www.imsglobal.org/xsd/imsss"
  xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
  xsi:schemaLocation="http://www.imsglobal.org/xsd/imscp_v1p1 imscp_v1p1.xsd http://www.adlnet.org/xsd/adlcp_v1p3 adlcp_v1p3.xsd http://www.adlnet.org/xsd/adlseq_v1p3 adlseq_v1p3.xsd http://www.adlnet.org/xsd/adlnav_v1p3 adlnav_v1p3.xsd http://www.imsglobal.org/xsd/imsss imsss_v1p0.xsd">
  <metadata>
    <schema>ADL SCORM</schema>
    <schemaversion>2004 3rd Edition</schemaversion>
  </metadata>
  <organizations default="pe-explorer-org">
    <organization identifier="pe-explorer-org">
      <title>${escapeXml(title)}</title>
      <item identifier="pe-explorer-item" identifierref="pe-explorer-sco" isvisible="true"${params}>
        <title>${escapeXml(title)}</title>
      </item>
    </organization>
  </organizations>
  <resources>
    <resource identifier="pe-explorer-sco" type="webcontent" adlcp:scormType="sco" href="launch.html">
${fileList}
    </resource>
  </resources>
</manifest>
`;
}

/**
 * The files of one package as { name: Uint8Array }. `version` '1.2' or '2004'; `settings` the
 * set's seed, n, kinds and pass (each optional) for the launch parameters, and lang (the
 * package's language, en when not given).
 */
export function scormFiles(dist, version, settings = {}) {
  const scorm = join(root, 'web', 'scorm');
  const page = join(dist, 'standalone.html');
  if (!existsSync(page)) throw new Error('scorm: dist/standalone.html is missing; run scripts/build.mjs first');
  let launch = readFileSync(join(scorm, 'launch.html'), 'utf8');
  if (!launch.includes('<html lang="en">')) throw new Error('scorm: web/scorm/launch.html has no <html lang="en">');
  const words = launchWords(settings.lang ?? SOURCE);
  launch = launch.replace('<html lang="en">', `<html lang="${words.code}" dir="${words.dir}" data-scorm="${version}">`);
  launch = launch.replace(
    /(<(\w+) data-l10n-id="([\w-]+)">)[^<]*(<\/\2>)/g,
    (_whole, open, _tag, id, close) => `${open}${escapeHtml(words.messages[id] ?? id)}${close}`,
  );
  const { code: _code, dir: _dir, ...table } = words;
  const files = {
    'launch.html': strToU8(launch),
    'launch-words.js': strToU8(`window.PE_LAUNCH_WORDS = ${JSON.stringify(table, null, 1)};\n`),
    // The set's settings inside the package, as well as in its manifest: a course site that drops
    // the manifest's parameters still runs the set that was made, and one that changes them is
    // refused by the launch page.
    'launch-settings.js': strToU8(
      `window.PE_LAUNCH_SETTINGS = ${JSON.stringify(Object.fromEntries(SET_KEYS.filter((key) => settings[key] !== undefined).map((key) => [key, settings[key]])))};\n`,
    ),
    'launch.js': readFileSync(join(scorm, 'launch.js')),
    'launch.css': readFileSync(join(scorm, 'launch.css')),
    'explorer.html': readFileSync(page),
  };
  const title = words.messages['practice-launch-title'].replace(/[\u2066-\u2069]/g, '');
  files['imsmanifest.xml'] = strToU8(manifest(version, Object.keys(files), launchParameters(settings), title));
  return files;
}

/** One package as zip bytes. A fixed date: the same sources give the same zip, byte for byte. */
export function scormZip(dist, version, settings = {}) {
  return zipSync(scormFiles(dist, version, settings), { level: 9, mtime: new Date('2024-01-01T00:00:00Z') });
}

export const PACKAGE_NAMES = { 1.2: 'pe-explorer-scorm12.zip', 2004: 'pe-explorer-scorm2004.zip' };

/** Writes both packages into dist/ with PACKAGE_DEFAULTS (called by scripts/build.mjs). */
export function writeScormPackages(dist) {
  for (const [version, name] of Object.entries(PACKAGE_NAMES))
    writeFileSync(join(dist, name), scormZip(dist, version, packageSettings()));
}

const isScript = Boolean(process.argv[1]) && fileURLToPath(import.meta.url) === process.argv[1];
if (isScript) {
  // A bad command line is one line on stderr and exit code 2, never a stack trace.
  const refuse = (message) => {
    console.error(message.startsWith('scorm: ') ? message : `scorm: ${message}`);
    process.exit(2);
  };
  let values;
  try {
    ({ values } = parseArgs({
      options: {
        seed: { type: 'string' },
        n: { type: 'string' },
        kinds: { type: 'string' },
        pass: { type: 'string' },
        attempts: { type: 'string' },
        lang: { type: 'string' },
        out: { type: 'string' },
        version: { type: 'string', default: '1.2' },
      },
    }));
  } catch (error) {
    refuse(error.message);
  }
  const dist = join(root, 'dist');
  if (!['1.2', '2004'].includes(values.version)) refuse('scorm: --version must be 1.2 or 2004');
  const out = values.out ?? join(dist, PACKAGE_NAMES[values.version]);
  let settings;
  try {
    const core = existsSync(join(dist, 'pe-core.mjs'))
      ? await (await import(join(dist, 'pe-core.mjs'))).loadCore()
      : null;
    settings = packageSettings(values, { kinds: core?.exerciseKinds().map((entry) => entry.kind) });
  } catch (error) {
    refuse(error.message);
  }
  writeFileSync(out, scormZip(dist, values.version, settings));
  console.log(`scorm: wrote ${out}`);
}
