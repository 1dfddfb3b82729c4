#!/usr/bin/env node
// Serves dist/ on a local address, with the strict Content-Security-Policy the page must
// work under, and prints the address.
//
// Usage: node scripts/serve.mjs [--port N] [--host H] [--root DIR] [--help]   (PORT and HOST in the environment
// work too; --root serves another folder than dist/)
//
// Rule: no request may take the server down or keep a file open after its response is gone.
// Every file is opened before it is inspected (no stat-then-open race) and streamed with
// stream.pipeline, which closes the file when the client aborts and reports every stream error
// to one handler instead of throwing it.
import { existsSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { createServer } from 'node:http';
import { isIP } from 'node:net';
import { dirname, extname, join, normalize, resolve, sep } from 'node:path';
import { pipeline } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

import { CONTENT_SECURITY_POLICY } from './csp.mjs';

export { CONTENT_SECURITY_POLICY };

const distRoot = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.wasm': 'application/wasm',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.map': 'application/json',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ttf': 'font/ttf',
  '.txt': 'text/plain; charset=utf-8',
};

const ALLOWED_METHODS = 'GET, HEAD';

// Turns a port given on the command line or in PORT into a number, or throws a message that
// names the setting and its range.
function parsePort(value, source = 'PORT') {
  const text = String(value).trim();
  const port = /^\d+$/.test(text) ? Number(text) : NaN;
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new RangeError(`${source} must be a whole number from 0 to 65535 (0 picks a free port); got "${value}"`);
  }
  return port;
}

// An error for the log: its code (EMFILE, EACCES), never its message, which names the absolute
// path of the file (the log is often pasted into an issue).
function errorName(error) {
  return error.code || error.name || 'error';
}

function plain(response, status, text, headers = {}) {
  if (response.headersSent) {
    response.destroy();
    return;
  }
  response.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', ...headers }).end(text);
}

// Opens the file a URL path names, or returns null when there is none (or it is a folder).
// Errors other than "not there" (EMFILE, EACCES, ...) are thrown to the caller.
async function openFile(file) {
  let handle;
  try {
    handle = await open(file, 'r');
  } catch (error) {
    if (['ENOENT', 'ENOTDIR', 'EISDIR', 'ELOOP', 'ENAMETOOLONG'].includes(error.code)) return null;
    throw error;
  }
  try {
    const stats = await handle.stat();
    if (stats.isFile()) return { handle, size: stats.size };
  } catch (error) {
    await handle.close().catch(() => {});
    throw error;
  }
  await handle.close().catch(() => {});
  return null;
}

// root: the folder served at '/' (dist/ by default).
// mounts: extra folders served under a URL prefix, e.g. { '/bench/': 'tests/bench' }.
export function startServer({ port = 8080, host = '127.0.0.1', tries = 20, mounts = {}, root = distRoot } = {}) {
  if (!existsSync(join(root, 'index.html'))) {
    throw new Error(
      root === distRoot ? 'dist/index.html is missing: run `npm run build` first' : `${root} has no index.html`,
    );
  }
  const bases = Object.fromEntries(Object.entries(mounts).map(([prefix, dir]) => [prefix, resolve(dir)]));
  const rootDir = resolve(root);

  async function handle(request, response) {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      plain(response, 405, 'method not allowed: use GET or HEAD', { Allow: ALLOWED_METHODS });
      return;
    }
    let path;
    try {
      path = decodeURIComponent(new URL(request.url, 'http://localhost').pathname);
    } catch {
      plain(response, 400, 'bad request');
      return;
    }
    // No file name holds a NUL byte (the file system API refuses one, naming the absolute path)
    // or another control character: refused here, before any path is made.
    // biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters refused
    if (/[\u0000-\u001f\u007f]/.test(path)) {
      plain(response, 400, 'bad request');
      return;
    }
    if (path.endsWith('/')) path += 'index.html';
    const prefix = Object.keys(bases).find((p) => path.startsWith(p));
    const base = prefix ? bases[prefix] : rootDir;
    const file = normalize(join(base, prefix ? path.slice(prefix.length) : path));
    const opened = file.startsWith(base + sep) ? await openFile(file) : null;
    if (!opened) {
      plain(response, 404, 'not found');
      return;
    }
    response.writeHead(200, {
      'Content-Type': types[extname(file)] || 'application/octet-stream',
      'Content-Length': opened.size,
      'Content-Security-Policy': CONTENT_SECURITY_POLICY,
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'no-cache',
    });
    if (request.method === 'HEAD') {
      await opened.handle.close();
      response.end();
      return;
    }
    // pipeline destroys both streams on an error or an aborted response; the read stream
    // then closes the file handle it owns (autoClose).
    pipeline(opened.handle.createReadStream({ autoClose: true }), response, (error) => {
      if (error && error.code !== 'ERR_STREAM_PREMATURE_CLOSE')
        console.error(`serve: ${request.url}: ${errorName(error)}`);
    });
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error) => {
      // Out of file handles (EMFILE) or any other failure to open: say so, keep serving.
      console.error(`serve: ${request.url}: ${errorName(error)}`);
      plain(response, 503, 'the server could not open that file just now; try again', { 'Retry-After': '1' });
    });
  });
  server.on('clientError', (_error, socket) => {
    if (socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n');
    else socket.destroy();
  });
  return new Promise((resolvePromise, reject) => {
    let attempt = 0;
    // A port in use: the next one, up to `tries` ports and never past 65535 (listen() throws
    // on 65536 instead of reporting an error). Every failure rejects with a one-line message.
    const onStartError = (error) => {
      const last = Math.min(port + tries - 1, 65535);
      if (error.code === 'EADDRINUSE' && port !== 0 && port + attempt < last) {
        attempt += 1;
        server.listen(port + attempt, host);
        return;
      }
      server.close();
      const message =
        error.code === 'EADDRINUSE'
          ? port === 0 || last === port
            ? `port ${port} on ${host} is in use`
            : `ports ${port} to ${last} on ${host} are all in use`
          : error.code === 'ENOTFOUND' || error.code === 'EAI_AGAIN'
            ? `the host "${host}" was not found (${error.code})`
            : `cannot listen on ${host} port ${port + attempt} (${errorName(error)})`;
      reject(Object.assign(new Error(message), { code: error.code }));
    };
    server.on('error', onStartError);
    server.listen(port, host, () => {
      server.off('error', onStartError);
      // After start, an error on the listening socket (such as EMFILE on accept) is logged, not fatal.
      server.on('error', (error) => console.error(`serve: ${error.message}`));
      resolvePromise(server);
    });
  });
}

// A host to listen on: an IP address, or a host name made of dot-separated labels of letters,
// digits and inner hyphens (RFC 1123). Checked before any lookup, so "bogus..name" is refused
// with a message and never sent to a resolver.
function parseHost(value, source) {
  const text = String(value);
  const label = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/i;
  const name = text.endsWith('.') ? text.slice(0, -1) : text;
  if (isIP(text) || (name.length > 0 && name.length <= 253 && name.split('.').every((part) => label.test(part))))
    return text;
  throw new RangeError(
    `${source} must be an IP address (127.0.0.1, ::1) or a host name (localhost); got ${JSON.stringify(text)}`,
  );
}

/** The address to print: an IPv6 address goes in brackets (http://[::1]:8080/). */
export function urlOf({ address, port }) {
  return `http://${isIP(address) === 6 ? `[${address}]` : address}:${port}/`;
}

const USAGE = `Usage: node scripts/serve.mjs [--port N] [--host H] [--root DIR]
  --port N    the port to listen on, 0 to 65535 (0: any free one; default PORT, else 8080;
              the next free port is taken when it is in use)
  --host H    the address to listen on: an IP address or a host name (default HOST, else 127.0.0.1)
  --root DIR  the folder to serve (default dist/)
  --help      print this and exit`;

// Reads --port/--host (or PORT/HOST): { help } for --help, { error } (exit status 2) for a bad
// value, else the server's options.
function readOptions(argv, env) {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        port: { type: 'string' },
        host: { type: 'string' },
        root: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    }));
  } catch (error) {
    return { error: `serve: ${error.message}\n${USAGE}` };
  }
  if (values.help) return { help: USAGE };
  try {
    const port =
      values.port !== undefined
        ? parsePort(values.port, '--port')
        : env.PORT !== undefined && env.PORT !== ''
          ? parsePort(env.PORT, 'PORT')
          : 8080;
    const host = values.host ? parseHost(values.host, '--host') : env.HOST ? parseHost(env.HOST, 'HOST') : '127.0.0.1';
    return { port, host, ...(values.root ? { root: values.root } : {}) };
  } catch (error) {
    return { error: `serve: ${error.message}` };
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === normalize(process.argv[1])) {
  const options = readOptions(process.argv.slice(2), process.env);
  if (options.help) {
    console.log(options.help);
    process.exit(0);
  }
  if (options.error) {
    console.error(options.error);
    process.exit(2);
  }
  let server;
  try {
    server = await startServer(options);
  } catch (error) {
    // A port that cannot be had, a host that cannot be found, no build: one line, no stack.
    console.error(`serve: ${error.message}`);
    process.exit(2);
  }
  console.log(`Positional Encoding Explorer: ${urlOf(server.address())}  (Ctrl+C to stop)`);
}
