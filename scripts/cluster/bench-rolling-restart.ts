import type { ClusterLayout } from './cluster-layout';
import { describeCounts, notOk, runLoad, type Answer } from './load-loop';

const PAGES = ['/', '/stock', '/kia', '/contact'];
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Figure 5: a rolling restart (`npm run cluster -- restart`: each instance stopped with SIGTERM, which it
 * answers gracefully, then started again, one after the other) under 64 connections, from 5 s before to 5 s
 * after. Every address once (a campaign parameter the instances ignore), so that nginx's micro-cache does not
 * answer for the instances. `restart` runs the cluster script and resolves once it has exited.
 */
export async function printRollingRestart(layout: ClusterLayout, restart: () => Promise<void>): Promise<void> {
  const upstreams = new Map<string, number>();
  const tally = (answer: Answer) => {
    const upstream = String(answer.headers['x-upstream'] ?? '') || 'nginx cache';
    const key = upstream.includes(',') ? 'retried on the other' : upstream;
    upstreams.set(key, (upstreams.get(key) ?? 0) + 1);
  };
  let phase = 'before';
  const stop = new AbortController();
  const load = runLoad({
    origin: `http://127.0.0.1:${layout.balancer.port}`,
    paths: Array.from({ length: 500_000 }, (_, i) => `${PAGES[i % PAGES.length]}?utm_content=rolling-${i}`),
    connections: 64,
    durationMs: 300_000,
    phase: () => phase,
    onAnswer: tally,
    stop: stop.signal,
  });
  await sleep(5_000);
  phase = 'during';
  const started = performance.now();
  try {
    await restart();
  } finally {
    const restartSeconds = (performance.now() - started) / 1000;
    phase = 'after';
    await sleep(5_000);
    stop.abort();
    const result = await load;
    const failed = ['before', 'during', 'after'].reduce((sum, p) => sum + notOk(result.counts, p), 0);
    console.log(
      `\n5. Rolling restart (npm run cluster -- restart: SIGTERM, exit, start, one instance after the other) under 64 connections on ${PAGES.join(', ')}, each address once`,
    );
    console.log(`   before (5 s): ${describeCounts(result.counts, 'before')}`);
    console.log(`   during (${restartSeconds.toFixed(0)} s): ${describeCounts(result.counts, 'during')}`);
    console.log(`   after (5 s):  ${describeCounts(result.counts, 'after')}`);
    console.log(`   answered by: ${[...upstreams].map(([k, n]) => `${k} × ${n}`).join(', ')}`);
    console.log(
      `   failed requests at the balancer (not 200 or connection error): ${failed} (goal 0)${result.errors.length > 0 ? `; first errors: ${result.errors.slice(0, 3).join(' | ')}` : ''}`,
    );
  }
}
