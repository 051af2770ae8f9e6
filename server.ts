import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';
import compression from 'compression';
import { databaseIncidents } from './db/connection-incidents';
import { applyDocumentStatus } from './server/apply-document-status';
import { createCompressedAnswers } from './server/compressed-answers';
import { loadPrecompressedStatic, servePrecompressed, type PrecompressedStatic } from './server/precompressed-static';
import { createStringBodies } from './server/string-bodies';
import { actionArguments } from './site/http/action-arguments';
import { setSelfOrigin } from './site/http/internal-calls';
import { answerRefusedActionArguments } from './server/action-post-answer';
import { mayCallServerAction, refuseFormPost } from './server/form-post-guard';
import { applyCdnCacheControl } from './server/cdn-cache-control';
import { stampClientAddress, trustedProxiesFrom, type TrustedProxies } from './server/client-address';
import { answerClientError, answerUnmetExpectation } from './server/client-error-answer';
import { gracefulShutdown } from './server/graceful-shutdown';
import { refuseMalformed, repeatedSlashRedirect } from './server/malformed-request';
import { retiredStudioPasswordNotice } from './server/retired-studio-password';
import { markPlainPageRequest } from './server/plain-page-request';
import { siteUrlAtStart } from './server/site-url-at-start';
import { StartRefusal } from './server/start-refusal';
import { workInFlight } from './server/work-in-flight';
import {
  answerUnavailableOnDatabaseFault,
  fallbackView,
  UNAVAILABLE_PATH,
  viewHeaders,
  type UnavailableView,
} from './server/unavailable-answer';

/**
 * The server: Next.js's own request handler with the additions below. Next.js answers 500 to a path that is
 * not valid percent-encoding and to TRACE (before proxy.ts runs), so those are answered here, as are its `//`
 * redirect and Node.js's parser refusals, which would miss the security headers; a post Next.js would answer 500
 * (from another site, over its body limit, action arguments it cannot decode) gets 403, 411, 413 or 400
 * (server/form-post-guard.ts, server/action-post-answer.ts); a page's
 * declared status (a 404 view, see site/http/document-status.tsx) is applied to its answer; a page that
 * failed because the database was unreachable is answered with the « service momentanément indisponible »
 * view and 503 (server/unavailable-answer.ts); an answer sent whole gets its ETag (and a 304 when the client
 * has it) once that status is known, and leaves compressed from a copy made once per page and encoding
 * (server/compressed-answers.ts); a cached answer's `Cache-Control` gets `stale-while-revalidate` for a
 * CDN (server/cdn-cache-control.ts); the build's scripts and stylesheets leave from the copies compressed
 * once after the build (server/precompressed-static.ts); streamed answers are compressed after that; and a
 * request proxy.ts would pass on unchanged is marked so that Next.js does not run it (server/plain-page-request.ts).
 * `npm run serve -- [-H 127.0.0.1] [-p 3000]`, like `next start`; `npm run dev` runs it with `--dev` (hot reload);
 * `npm start` with `--local` (this machine only: SITE_URL defaults to http://localhost:PORT). SIGTERM or SIGINT
 * stops it gracefully (server/graceful-shutdown.ts).
 * Before Next.js loads, the settings a public server needs are checked (server/site-url-at-start.ts,
 * server/client-address.ts): a wrong one stops the start with one sentence.
 */
const { values } = parseArgs({
  options: {
    hostname: { type: 'string', short: 'H' },
    port: { type: 'string', short: 'p' },
    dev: { type: 'boolean', default: false },
    local: { type: 'boolean', default: false },
  },
});
const port = Number(values.port ?? process.env.PORT ?? 3000);
const hostname = values.hostname ?? process.env.HOSTNAME ?? '0.0.0.0';
if (!Number.isInteger(port) || port < 0 || port > 65535)
  throw new Error(`Invalid port: ${values.port ?? process.env.PORT}`);
/** The addresses Next.js's URLs call `localhost`. */
const LOOPBACK_ADDRESS = /^(?:127(?:\.\d{1,3}){3}|::1|\[::1\])$/;

// Set before Next.js loads: it reads NODE_ENV once.
Object.assign(process.env, { NODE_ENV: process.env.NODE_ENV ?? (values.dev ? 'development' : 'production') });

let trustedProxies: TrustedProxies = null;
try {
  trustedProxies = trustedProxiesFrom(process.env.TRUSTED_PROXIES);
  const localSiteUrl = siteUrlAtStart({ env: process.env, local: values.local, port });
  if (localSiteUrl) {
    process.env.SITE_URL = localSiteUrl.siteUrl;
    console.log(localSiteUrl.notice);
  }
} catch (error) {
  if (!(error instanceof StartRefusal)) throw error;
  console.error(error.message);
  process.exit(1);
}
// Never a reason to refuse the start: the studio simply no longer reads it.
const studioPasswordNotice = retiredStudioPasswordNotice(process.env);
if (studioPasswordNotice) console.warn(studioPasswordNotice);
const { default: next } = await import('next');
// Next.js names a loopback host `localhost` in the URLs proxy.ts sees, but compares their rewrites with the
// host it was given: given 127.0.0.1, it took every rewrite (a filtered stock page) for an outside address
// and proxied it over HTTP back to this server, which then handled each such request twice
// (vercel/next.js#94745). Told `localhost`, it compares like with like; the server still listens on `hostname`.
// Not in development, where the host given is also the one whose pages may open the hot-reload socket.
const nextHostname = !values.dev && LOOPBACK_ADDRESS.test(hostname) ? 'localhost' : hostname;
const app = next({ dev: values.dev, hostname: nextHostname, port });
await app.prepare();
const handle = app.getRequestHandler();

// Here rather than in Next.js (`compress: false`): the document's status must be read before compression.
// The middleware only uses Node's own request and response; its types are Express's.
const compress = compression() as unknown as (
  request: IncomingMessage,
  response: ServerResponse,
  next: () => void,
) => void;

// A cached page is encoded, hashed and compressed once, not on every request (server/string-bodies.ts,
// server/compressed-answers.ts).
const wholeAnswerCaches = { strings: createStringBodies(), compressed: createCompressedAnswers() };

// Written by `npm run build`; none in development, where Next.js serves the files it compiles on demand.
const precompressed: PrecompressedStatic = values.dev
  ? new Map()
  : loadPrecompressedStatic(path.join(process.cwd(), '.next'));

// The unavailable view is rendered by the site itself (app/status/indisponible), asked for on loopback.
const viewOrigin = `http://${hostname === '0.0.0.0' || hostname === '::' ? '127.0.0.1' : hostname.includes(':') ? `[${hostname}]` : hostname}:${port}`;
async function unavailableView(): Promise<UnavailableView> {
  const answer = await fetch(`${viewOrigin}${UNAVAILABLE_PATH}`, {
    headers: { 'accept-encoding': 'identity' },
    signal: AbortSignal.timeout(5_000),
  });
  const body = Buffer.from(await answer.arrayBuffer());
  return answer.status === 503 ? { headers: viewHeaders(answer.headers), body } : fallbackView();
}

const server = createServer((request, response) => {
  const refusal = refuseMalformed(request.method, request.url);
  if (refusal) {
    response.writeHead(refusal.status, refusal.headers).end(request.method === 'HEAD' ? undefined : refusal.body);
    return;
  }
  // Next.js sends this redirect before its configured headers: sent here, it carries them.
  const slashes = repeatedSlashRedirect(request.url);
  if (slashes) {
    response.writeHead(slashes.status, slashes.headers).end();
    return;
  }
  // A post from another site, over Next.js's body limit or of unknown length: Next.js would answer 500.
  const formPostRefusal = refuseFormPost(request);
  if (formPostRefusal) {
    response.writeHead(formPostRefusal.status, formPostRefusal.headers).end(formPostRefusal.body);
    return;
  }
  if (servePrecompressed(precompressed, request, response)) return;
  // The address the forms' rate limit counts by: the connection's, or the visitor's as a trusted proxy
  // (TRUSTED_PROXIES) forwards it; always overwritten, never a value the client sent.
  stampClientAddress(request, trustedProxies);
  // proxy.ts runs as a second pass through Next.js's handler: a request it would pass on unchanged skips it.
  // Unmarked if that fails: the proxy then sees the request, as it would any other.
  void markPlainPageRequest(request, response)
    .catch((error: unknown) => console.error('Marking a plain page request failed:', error))
    .then(() => serve(request, response));
})
  // What Node.js answers itself (headers over 16 KB, an unknown method, an unknown Expect) gets the security
  // headers too.
  .on('clientError', answerClientError)
  .on('checkExpectation', answerUnmetExpectation)
  .listen(port, hostname, () => {
    // The background loops (scheduled publishing) call the site's own routes here.
    setSelfOrigin(hostname, port);
    console.log(`Ready on http://${hostname === '0.0.0.0' ? 'localhost' : hostname}:${port}`);
  });

// A stop (a rolling restart, Ctrl-C) answers the requests in flight, then closes what the process holds.
const shutdown = gracefulShutdown(server);
for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => void shutdown.stop(signal));

// The requests Next.js is handling: a page's render is shared by the requests that want it meanwhile, failure
// included, so a request may be handed a failure that dates from before it began (server/work-in-flight.ts).
const requestsInFlight = workInFlight();

function serve(request: IncomingMessage, response: ServerResponse) {
  const work = requestsInFlight.begin();
  compress(request, response, () => {
    // A form posted without JavaScript answers with its page, whose status the page declares (422 when refused).
    if (request.method === 'GET' || request.method === 'HEAD' || request.method === 'POST') {
      applyDocumentStatus(response, request, wholeAnswerCaches);
      applyCdnCacheControl(response);
      if (!request.url?.startsWith(UNAVAILABLE_PATH)) {
        answerUnavailableOnDatabaseFault(response, {
          databaseFailed: () => databaseIncidents().failedSince(work.since),
          view: unavailableView,
        });
      }
      // A HEAD answer must carry the status the page declares, so the page is rendered as for GET; Node
      // sends no body on a response to HEAD whatever is written.
      if (request.method === 'HEAD') request.method = 'GET';
    }
    if (!mayCallServerAction(request)) {
      void handle(request, response).finally(work.end);
      return;
    }
    // Next.js answers 500 to action arguments it cannot decode: 400 unless the action accepted them.
    const state = { accepted: false };
    answerRefusedActionArguments(response, state);
    void actionArguments.run(state, () => handle(request, response)).finally(work.end);
  });
}
