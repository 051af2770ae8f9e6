import { NextRequest } from 'next/server';

/**
 * Requests per second of the proxy function itself (in process: no server, no render) for a page that is
 * not an old address, with the old-site hook and without it: proxy.ts is loaded twice, once with
 * `OLD_SITE_REDIRECTS` on and once `off` (it reads it at start), and the two are measured in alternating
 * slices, pair by pair. `npx tsx scripts/redirects/bench-proxy.ts [/stock?fuel=electric] [pairs]` prints one JSON line.
 */
const PATH = process.argv[2] ?? '/stock?fuel=electric';
const PAIRS = Number(process.argv[3] ?? 40);
const SLICE_MS = 250;

type ProxyModule = typeof import('../../proxy');
/** A query string makes the module loader keep a second instance of the same file. */
const PROXY_MODULE = new URL('../../proxy.ts', import.meta.url).href;
process.env.OLD_SITE_REDIRECTS = '';
const withHook = (await import(`${PROXY_MODULE}?hook=on`)) as ProxyModule;
process.env.OLD_SITE_REDIRECTS = 'off';
const withoutHook = (await import(`${PROXY_MODULE}?hook=off`)) as ProxyModule;
const url = `http://127.0.0.1:3000${PATH}`;

async function rate(proxy: typeof withHook.proxy, ms: number): Promise<number> {
  let done = 0;
  const started = performance.now();
  while (performance.now() - started < ms) {
    for (let i = 0; i < 200; i++) await proxy(new NextRequest(url));
    done += 200;
  }
  return done / ((performance.now() - started) / 1000);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
await rate(withHook.proxy, 1500);
await rate(withoutHook.proxy, 1500);
const on: number[] = [];
const off: number[] = [];
const ratios: number[] = [];
for (let pair = 0; pair < PAIRS; pair++) {
  // Without/with on odd pairs, so that neither side always runs first.
  const first = pair % 2 === 0 ? await rate(withHook.proxy, SLICE_MS) : await rate(withoutHook.proxy, SLICE_MS);
  const second = pair % 2 === 0 ? await rate(withoutHook.proxy, SLICE_MS) : await rate(withHook.proxy, SLICE_MS);
  const [a, b] = pair % 2 === 0 ? [first, second] : [second, first];
  on.push(a);
  off.push(b);
  ratios.push(a / b);
}
console.log(JSON.stringify({ path: PATH, pairs: PAIRS, withHook: median(on), withoutHook: median(off), ratio: median(ratios) }));
