// The dev server (scripts/serve.mjs): methods it refuses, a bad PORT, ports it cannot have and a
// host that is not a name (one line and exit code 2, never a stack trace), a NUL byte in a path,
// IPv6 addresses in the printed URL, aborted downloads that must not keep files open, and
// running out of file handles (EMFILE) without going down. Loopback only.
// Each server here serves a scratch folder, so no build is needed.
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { createServer as createTcpServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { once } from 'node:events';
import { after, before, mock, test } from 'node:test';
import { fileURLToPath } from 'node:url';

import { CONTENT_SECURITY_POLICY } from '../../scripts/csp.mjs';
import { startServer } from '../../scripts/serve.mjs';

const serveScript = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'scripts', 'serve.mjs');
const BIG = 8 * 1024 * 1024; // far more than one socket buffer, so an aborted download stops mid-file

let folder;
let server;
let port;
before(async () => {
  folder = mkdtempSync(join(tmpdir(), 'pe-serve-'));
  writeFileSync(join(folder, 'index.html'), '<!doctype html><title>t</title>');
  writeFileSync(join(folder, 'big.bin'), Buffer.alloc(BIG, 7));
  server = await startServer({ root: folder, port: 0 });
  port = server.address().port;
});
after(() => {
  server.close();
  rmSync(folder, { recursive: true, force: true });
});

// One request; resolves with the status, headers and body length.
function fetchRaw(path, { method = 'GET', toPort = port } = {}) {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: toPort, path, method, agent: false }, (res) => {
      let length = 0;
      res.on('data', (chunk) => {
        length += chunk.length;
      });
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, length }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

const openHandles = () => readdirSync('/proc/self/fd').length;

test('GET and HEAD serve files with the shared policy; a missing file is 404', async () => {
  const page = await fetchRaw('/');
  assert.equal(page.status, 200);
  assert.equal(page.headers['content-security-policy'], CONTENT_SECURITY_POLICY);
  const head = await fetchRaw('/big.bin', { method: 'HEAD' });
  assert.equal(head.status, 200);
  assert.equal(head.length, 0);
  assert.equal(Number(head.headers['content-length']), BIG);
  assert.equal((await fetchRaw('/nothing-here.js')).status, 404);
  assert.equal((await fetchRaw('/../../etc/passwd')).status, 404);
});

test('methods other than GET and HEAD get 405 with an Allow header', async () => {
  for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']) {
    const answer = await fetchRaw('/', { method });
    assert.equal(answer.status, 405, method);
    assert.equal(answer.headers.allow, 'GET, HEAD', method);
  }
});

test('200 aborted downloads of a big file leave no file handle open', async () => {
  await fetchRaw('/big.bin'); // warm up: the first request may open lasting handles of its own
  const before = openHandles();
  const closed = [];
  server.on('request', (_req, res) => closed.push(once(res, 'close')));
  for (let i = 0; i < 200; i++) {
    await new Promise((resolve, reject) => {
      const req = request({ host: '127.0.0.1', port, path: '/big.bin', agent: false }, (res) => {
        res.once('data', () => {
          req.destroy(); // the client walks away after the first chunk
          resolve();
        });
      });
      req.on('error', (error) => (error.code === 'ECONNRESET' ? resolve() : reject(error)));
      req.end();
    });
  }
  await Promise.all(closed); // every response on the server side has ended
  // Closing a file is asynchronous; wait for the handles to come back (a leak never does).
  for (let tries = 0; tries < 200 && openHandles() > before; tries++) await new Promise((r) => setTimeout(r, 50));
  assert.ok(
    openHandles() <= before,
    `file handles still open after the clients went away: ${openHandles()} > ${before}`,
  );
});

test('a bad PORT or --port is refused with a message naming it and its range, exit code 2', () => {
  const cases = [
    { env: { PORT: 'abc' }, args: [], name: 'PORT' },
    { env: { PORT: '70000' }, args: [], name: 'PORT' },
    { env: {}, args: ['--port=-1'], name: '--port' },
    { env: {}, args: ['--port', '8080x'], name: '--port' },
  ];
  for (const { env, args, name } of cases) {
    const run = spawnSync(process.execPath, [serveScript, ...args], {
      env: { ...process.env, ...env },
      encoding: 'utf8',
    });
    assert.equal(run.status, 2, `${name} ${JSON.stringify(env)} ${args}: ${run.stderr}`);
    assert.match(run.stderr, new RegExp(`${name.replace(/[-]/g, '\\-')} must be a whole number from 0 to 65535`));
  }
});

test('--help (and -h) prints the usage with every option on stdout and exits 0; an unknown option is exit 2', () => {
  for (const flag of ['--help', '-h']) {
    const run = spawnSync(process.execPath, [serveScript, flag], { encoding: 'utf8', timeout: 30_000 });
    assert.equal(run.status, 0, `${flag}: exit code ${run.status}: ${run.stderr}`);
    assert.equal(run.stderr, '');
    assert.match(run.stdout, /^Usage: node scripts\/serve\.mjs /);
    for (const option of ['--port N', '--host H', '--root DIR', '--help'])
      assert.ok(run.stdout.includes(option), option);
  }
  const unknown = spawnSync(process.execPath, [serveScript, '--hlep'], { encoding: 'utf8', timeout: 30_000 });
  assert.equal(unknown.status, 2, unknown.stderr);
  assert.match(unknown.stderr, /^serve: .*'--hlep'/);
  assert.match(unknown.stderr, /\nUsage: node scripts\/serve\.mjs /);
});

// Runs the command-line server on the scratch folder; it must stop by itself (bounded).
function runServe(args) {
  return spawnSync(process.execPath, [serveScript, `--root=${folder}`, ...args], {
    encoding: 'utf8',
    timeout: 30_000,
    env: { ...process.env, PORT: '', HOST: '' },
  });
}
// A clean refusal: exit code 2 and one line on stderr that starts with "serve: ", no stack trace.
function assertOneLine(run, pattern) {
  assert.equal(run.status, 2, `exit code ${run.status} ${run.signal ?? ''}: ${run.stderr}`);
  const lines = run.stderr.trimEnd().split('\n');
  assert.equal(lines.length, 1, run.stderr);
  assert.match(lines[0], /^serve: /);
  assert.doesNotMatch(run.stderr, /\n\s+at |node:internal/);
  assert.match(lines[0], pattern);
}
// Holds 127.0.0.1:port; resolves with the server, or null when something else already has it.
function hold(portToHold) {
  return new Promise((resolve) => {
    const holder = createTcpServer();
    holder.once('error', () => resolve(null));
    holder.listen(portToHold, '127.0.0.1', () => resolve(holder));
  });
}

test('port 65535 taken: one line and exit code 2, not a crash on port 65536', async () => {
  const holder = await hold(65535); // null: taken by someone else, which is the same case
  try {
    assertOneLine(runServe(['--port=65535', '--host=127.0.0.1']), /65535/);
  } finally {
    holder?.close();
  }
});

test('20 taken ports in a row: one line naming them and exit code 2', async () => {
  // 20 free ports in a row above a port the system picked, held by this test.
  let held = [];
  for (let attempt = 0; attempt < 20 && held.length < 20; attempt++) {
    for (const holder of held) holder.close();
    held = [];
    const first = await hold(0);
    const start = first.address().port;
    held.push(first);
    if (start > 65535 - 20) continue;
    for (let i = 1; i < 20; i++) {
      const next = await hold(start + i);
      if (!next) break;
      held.push(next);
    }
  }
  assert.equal(held.length, 20, 'could not find 20 free ports in a row');
  const start = held[0].address().port;
  try {
    assertOneLine(runServe([`--port=${start}`, '--host=127.0.0.1']), new RegExp(`${start}.*${start + 19}`));
  } finally {
    for (const holder of held) holder.close();
  }
});

test('a host that is not an address or a host name: one line naming it and exit code 2', () => {
  for (const host of ['bogus..name', '-x', 'a b', 'name_with_underscore.example']) {
    assertOneLine(runServe([`--host=${host}`, '--port=0']), new RegExp(`--host.*"${host.replace('.', '\\.')}"`));
  }
});

test('a NUL byte in the path is 400, and nothing about the file system is logged', async () => {
  const logged = mock.method(console, 'error', () => {});
  try {
    for (const path of ['/index.html%00.png', '/%00', '/index.html%00']) {
      assert.equal((await fetchRaw(path)).status, 400, path);
    }
  } finally {
    logged.mock.restore();
  }
  assert.deepEqual(
    logged.mock.calls.map((call) => call.arguments.join(' ')),
    [],
  );
});

test('--host=::1 prints the URL with the address in brackets', async (t) => {
  const probe = createTcpServer();
  const ipv6 = await new Promise((resolve) => {
    probe.once('error', () => resolve(false));
    probe.listen(0, '::1', () => resolve(true));
  });
  probe.close();
  if (!ipv6) {
    t.skip('no IPv6 loopback on this machine');
    return;
  }
  const child = spawn(process.execPath, [serveScript, `--root=${folder}`, '--host=::1', '--port=0'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  t.after(() => child.kill());
  const timer = setTimeout(() => child.kill(), 30_000); // bounded
  const [line] = await Promise.race([once(child.stdout, 'data'), once(child, 'exit').then(() => ['(exited)'])]);
  clearTimeout(timer);
  assert.match(String(line), /http:\/\/\[::1\]:\d+\//);
});

test('running out of file handles (EMFILE) answers 503 and the server keeps serving', async (t) => {
  if (spawnSync('prlimit', ['--version']).status !== 0) {
    t.skip('prlimit (util-linux) is not installed');
    return;
  }
  // The server in its own process, so its file-handle limit can be lowered from outside.
  const child = spawn(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `
    import { startServer } from ${JSON.stringify(serveScript)};
    const server = await startServer({ root: ${JSON.stringify(folder)}, port: 0 });
    console.log('port ' + server.address().port);
  `,
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  t.after(() => child.kill());
  let stderr = '';
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
  });
  const [line] = await once(child.stdout, 'data');
  const childPort = Number(/port (\d+)/.exec(String(line))[1]);
  const handlesOfChild = () => readdirSync(`/proc/${child.pid}/fd`).map(Number);
  const idle = handlesOfChild().length;
  assert.equal((await fetchRaw('/', { toPort: childPort })).status, 200);
  // Let that request's socket and file close before counting what the server holds at rest.
  for (let tries = 0; tries < 200 && handlesOfChild().length > idle; tries++)
    await new Promise((r) => setTimeout(r, 50));
  const used = handlesOfChild();
  const softLimit = spawnSync('prlimit', [`--pid=${child.pid}`, '--nofile', '--raw', '--noheadings', '--output=SOFT'], {
    encoding: 'utf8',
  }).stdout.trim();
  let limit = 0;
  while (limit - used.filter((fd) => fd < limit).length < 1) limit++;
  const lowered = spawnSync('prlimit', [`--pid=${child.pid}`, `--nofile=${limit}:`], { encoding: 'utf8' });
  assert.equal(lowered.status, 0, lowered.stderr); // only the soft limit: raising it back needs no privilege
  const starved = await fetchRaw('/big.bin', { toPort: childPort }).catch((error) => ({ error }));
  const raised = spawnSync('prlimit', [`--pid=${child.pid}`, `--nofile=${softLimit}:`], { encoding: 'utf8' });
  assert.equal(raised.status, 0, raised.stderr);
  assert.equal(starved.status, 503, `${starved.error ?? ''} ${stderr}`);
  assert.ok(!stderr.includes(folder), `the log names the server's folder: ${stderr}`); // nothing about the file system
  assert.equal(child.exitCode, null, `the server exited: ${stderr}`);
  const again = await fetchRaw('/big.bin', { toPort: childPort });
  assert.equal(again.status, 200, stderr);
  assert.equal(again.length, BIG);
});
