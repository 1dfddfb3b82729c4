#!/usr/bin/env node
// Installs whatever this project needs and the machine lacks, so that `npm start` and
// `npm test` work on a fresh Debian machine with only node 20 on it.
//
// Usage: node scripts/setup.mjs --for=start|build|test
//
// Rule: this script only installs; it never builds. It is safe to run every time: when
// everything is present it prints one line and returns in well under a second.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, statSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

// Each requirement: how to tell it is present, and the Debian package that provides it.
// `for` lists the commands that need it.
const requirements = [
  { what: 'cmake', check: () => onPath('cmake'), pkg: 'cmake', for: ['start', 'build', 'test'] },
  { what: 'make', check: () => onPath('make'), pkg: 'make', for: ['start', 'build', 'test'] },
  { what: 'Emscripten (emcc)', check: () => onPath('emcc'), pkg: 'emscripten', for: ['start', 'build', 'test'] },
  { what: 'g++', check: () => onPath('g++'), pkg: 'g++', for: ['test'] },
  { what: 'Catch2 v2 header', check: () => existsSync('/usr/include/catch2/catch.hpp'), pkg: 'catch2', for: ['test'] },
  { what: 'Chromium', check: () => existsSync('/usr/bin/chromium'), pkg: 'chromium', for: ['test'] },
  // The class-set print test reads Chromium's PDF page by page (pdftotext) and renders the pages
  // as images (pdftoppm).
  {
    what: 'pdftotext and pdftoppm',
    check: () => onPath('pdftotext') && onPath('pdftoppm'),
    pkg: 'poppler-utils',
    for: ['test'],
  },
  // The sanitize and fuzz suites build with clang; libFuzzer and the ASan/UBSan runtimes come
  // from libclang-rt-dev (only a Recommends of clang, so --no-install-recommends skips it).
  { what: 'clang++', check: () => onPath('clang++'), pkg: 'clang', for: ['test'] },
  // tests/js/pytorch-script.test.mjs runs the lab's exported PyTorch script's --dump (standard
  // library only; torch is not needed for it).
  { what: 'python3', check: () => onPath('python3'), pkg: 'python3', for: ['test'] },
  // npm test's lint stage checks the C++ against .clang-format (Debian 12: clang-format 14).
  { what: 'clang-format', check: () => onPath('clang-format'), pkg: 'clang-format', for: ['test'] },
  {
    what: 'libFuzzer runtime (clang)',
    check: () => {
      const dir = spawnSync('clang++', ['-print-resource-dir'], { encoding: 'utf8' }).stdout?.trim();
      const arch = { x64: 'x86_64', arm64: 'aarch64' }[process.arch] ?? process.arch;
      return Boolean(dir) && existsSync(join(dir, 'lib', 'linux', `libclang_rt.fuzzer-${arch}.a`));
    },
    pkg: 'libclang-rt-dev',
    for: ['test'],
  },
];

function onPath(command) {
  return spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
}

function run(command, args, options = {}) {
  console.log(`setup: ${command} ${args.join(' ')}`);
  execFileSync(command, args, { stdio: 'inherit', ...options });
}

function isDebian() {
  return existsSync('/etc/debian_version') && onPath('apt-get');
}

function installSystemPackages(purpose) {
  const missing = requirements.filter((r) => r.for.includes(purpose) && !r.check());
  if (missing.length === 0) return;
  const packages = [...new Set(missing.map((r) => r.pkg))];
  const names = missing.map((r) => r.what).join(', ');
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot || !isDebian()) {
    console.error(
      `setup: missing ${names}.\n` +
        `  On Debian 12 or Ubuntu, install them as root with:\n` +
        `    apt-get update && apt-get install -y --no-install-recommends ${packages.join(' ')}\n` +
        `  Elsewhere install: Emscripten 3.1.x with embind, CMake >= 3.16, make, g++ with C++17, ` +
        `Catch2 v2 (catch2/catch.hpp), Chromium at /usr/bin/chromium, poppler-utils (pdftotext, pdftoppm), ` +
        `clang with its fuzzer and sanitizer runtimes, and clang-format.\n` +
        (isRoot
          ? '  (This machine is not Debian, so setup cannot install them itself.)'
          : '  (Not root, so setup cannot run apt-get.)'),
    );
    process.exit(1);
  }
  const nodeBefore = process.version;
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  run('apt-get', ['update', '-q'], { env });
  run('apt-get', ['install', '-y', '-q', '--no-install-recommends', ...packages], { env });
  const stillMissing = requirements.filter((r) => r.for.includes(purpose) && !r.check());
  if (stillMissing.length > 0) {
    console.error(`setup: apt-get finished but these are still missing: ${stillMissing.map((r) => r.what).join(', ')}`);
    process.exit(1);
  }
  const nodeAfter = execFileSync('node', ['--version']).toString().trim();
  if (nodeAfter !== nodeBefore) {
    console.warn(`setup: note: node changed from ${nodeBefore} to ${nodeAfter} while installing packages.`);
  }
}

// npm packages: install when node_modules is missing or older than the lockfile.
function installNpmPackages() {
  const lock = join(root, 'package-lock.json');
  const stamp = join(root, 'node_modules', '.package-lock.json');
  const manifest = join(root, 'package.json');
  const newest = Math.max(statSync(manifest).mtimeMs, existsSync(lock) ? statSync(lock).mtimeMs : 0);
  if (existsSync(stamp) && statSync(stamp).mtimeMs >= newest) return;
  const args = existsSync(lock) ? ['ci', '--no-audit', '--no-fund'] : ['install', '--no-audit', '--no-fund'];
  run('npm', args, { cwd: root, env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' } });
}

const purpose = parseArgs({ options: { for: { type: 'string', default: 'test' } } }).values.for;
if (!['start', 'build', 'test'].includes(purpose)) {
  console.error(`setup: --for must be one of start, build, test; got "${purpose}"`);
  process.exit(2);
}

const major = Number(process.versions.node.split('.')[0]);
if (major < 20) {
  console.error(`setup: node ${process.version} is too old; this project needs node >= 20.`);
  process.exit(1);
}

installSystemPackages(purpose);
installNpmPackages();
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
console.log(`setup: ${pkg.name} ready for "${purpose}"`);
