#!/usr/bin/env node
// Serves dist/ on a local address, with the strict Content-Security-Policy the page must
// work under, and prints the address.
//
// Usage: node scripts/serve.mjs [--port N] [--host H]   (PORT and HOST in the environment work too)
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { dirname, extname, join, normalize, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');

export const CONTENT_SECURITY_POLICY =
  "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'; img-src 'self' data: blob:";

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

function option(name, fallback) {
  const index = process.argv.indexOf(`--${name}`);
  if (index > 0 && process.argv[index + 1]) return process.argv[index + 1];
  return process.env[name.toUpperCase()] || fallback;
}

// mounts: extra folders served under a URL prefix, e.g. { '/bench/': 'tests/bench' }.
export function startServer({ port = 8080, host = '127.0.0.1', tries = 20, mounts = {} } = {}) {
  if (!existsSync(join(root, 'index.html'))) {
    throw new Error('dist/index.html is missing: run `npm run build` first');
  }
  const server = createServer((request, response) => {
    let path;
    try {
      path = decodeURIComponent(new URL(request.url, 'http://localhost').pathname);
    } catch {
      response.writeHead(400).end('bad request');
      return;
    }
    if (path.endsWith('/')) path += 'index.html';
    const prefix = Object.keys(mounts).find((p) => path.startsWith(p));
    const base = prefix ? mounts[prefix] : root;
    const file = normalize(join(base, prefix ? path.slice(prefix.length) : path));
    if (!file.startsWith(base + sep) || !existsSync(file) || !statSync(file).isFile()) {
      response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('not found');
      return;
    }
    response.writeHead(200, {
      'Content-Type': types[extname(file)] || 'application/octet-stream',
      'Content-Security-Policy': CONTENT_SECURITY_POLICY,
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'no-cache',
    });
    if (request.method === 'HEAD') response.end();
    else createReadStream(file).pipe(response);
  });
  return new Promise((resolve, reject) => {
    let attempt = 0;
    server.on('error', (error) => {
      if (error.code === 'EADDRINUSE' && ++attempt < tries) server.listen(port + attempt, host);
      else reject(error);
    });
    server.listen(port, host, () => resolve(server));
  });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === normalize(process.argv[1])) {
  const server = await startServer({ port: Number(option('port', 8080)), host: option('host', '127.0.0.1') });
  const { address, port } = server.address();
  console.log(`Positional Encoding Explorer: http://${address}:${port}/  (Ctrl+C to stop)`);
}
