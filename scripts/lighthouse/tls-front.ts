import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import http from 'node:http';
import http2 from 'node:http2';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * What stands in front of server.ts in production (a TLS proxy or a CDN, README « Running several
 * instances »), on loopback, for `npm run lighthouse`: HTTPS with HTTP/2, one multiplexed connection, where
 * a browser talking to server.ts itself gets HTTP/1.1 and opens up to six. Each request goes on to
 * `target` with `X-Forwarded-Proto: https`, as a TLS proxy sends it. The certificate is self-signed, made
 * for this run by `openssl`; the browser is started with `--ignore-certificate-errors`.
 */
export type TlsFront = { origin: string; close: () => Promise<void> };

/** Headers of one hop only: HTTP/2 forbids them, and the next hop sets its own. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade']);

/** The headers that go on to the next hop: neither hop-by-hop nor HTTP/2's pseudo-headers (`:path`…). */
function endToEnd(headers: http.IncomingHttpHeaders): http.OutgoingHttpHeaders {
  return Object.fromEntries(
    Object.entries(headers).filter(
      ([name, value]) => !name.startsWith(':') && !HOP_BY_HOP.has(name) && value !== undefined,
    ),
  );
}

async function selfSignedCertificate(): Promise<{ key: Buffer; cert: Buffer }> {
  const folder = await mkdtemp(path.join(tmpdir(), 'lighthouse-tls-'));
  try {
    const keyFile = path.join(folder, 'key.pem');
    const certFile = path.join(folder, 'cert.pem');
    const args = [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      keyFile,
      '-out',
      certFile,
    ];
    const result = spawnSync('openssl', args, { encoding: 'utf8' });
    if (result.error || result.status !== 0)
      throw new Error(
        `openssl could not make the front's certificate (apt-get install -y openssl): ${result.error?.message ?? result.stderr}`,
      );
    return { key: await readFile(keyFile), cert: await readFile(certFile) };
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

export async function startTlsFront(target: URL, port: number): Promise<TlsFront> {
  const server = http2.createSecureServer(await selfSignedCertificate());
  const sessions = new Set<http2.ServerHttp2Session>();
  server.on('session', (session) => sessions.add(session.on('close', () => sessions.delete(session))));
  server.on('stream', (stream, headers) => {
    const forwarded = { ...endToEnd(headers), host: target.host, 'x-forwarded-proto': 'https' };
    const request = http.request(
      {
        host: target.hostname,
        port: target.port,
        method: headers[':method'],
        path: headers[':path'],
        headers: forwarded,
      },
      (response) => {
        // The browser may have cancelled the stream (a prefetch, the end of an audit) while server.ts answered.
        if (stream.destroyed) return void response.resume();
        stream.respond({ ...endToEnd(response.headers), ':status': response.statusCode ?? 502 });
        response.pipe(stream);
      },
    );
    request.on('error', () => stream.destroyed || stream.close(http2.constants.NGHTTP2_INTERNAL_ERROR));
    stream.on('close', () => request.destroy());
    stream.on('error', () => request.destroy());
    stream.pipe(request);
  });
  // A browser resetting a connection is no reason to stop the measurement.
  server.on('sessionError', () => {});
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(port, '127.0.0.1', resolve));
  return {
    origin: `https://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        // A browser keeps its connection open; closing the server alone would wait for it.
        for (const session of sessions) session.destroy();
      }),
  };
}
