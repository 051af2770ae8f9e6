import { createServer } from 'node:http';
import { parseArgs } from 'node:util';
import { refuseMalformed } from './site/http/malformed-request';

/**
 * The production server: Next.js's own request handler behind one guard. Next.js answers 500 to a path
 * that is not valid percent-encoding and to TRACE (before proxy.ts runs), so those are answered here.
 * `npm run serve -- [-H 127.0.0.1] [-p 3000]`, like `next start`.
 */
const { values } = parseArgs({ options: { hostname: { type: 'string', short: 'H' }, port: { type: 'string', short: 'p' } } });
const port = Number(values.port ?? process.env.PORT ?? 3000);
const hostname = values.hostname ?? process.env.HOSTNAME ?? '0.0.0.0';
if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`Invalid port: ${values.port ?? process.env.PORT}`);

// Set before Next.js loads: it reads NODE_ENV once.
Object.assign(process.env, { NODE_ENV: process.env.NODE_ENV ?? 'production' });
const { default: next } = await import('next');
const app = next({ dev: false, hostname, port });
await app.prepare();
const handle = app.getRequestHandler();

createServer((request, response) => {
  const refusal = refuseMalformed(request.method, request.url);
  if (refusal) {
    response.writeHead(refusal.status, refusal.headers).end(request.method === 'HEAD' ? undefined : refusal.body);
    return;
  }
  void handle(request, response);
}).listen(port, hostname, () => {
  console.log(`Ready on http://${hostname === '0.0.0.0' ? 'localhost' : hostname}:${port}`);
});
