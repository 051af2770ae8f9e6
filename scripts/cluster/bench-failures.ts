import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ClusterLayout } from './cluster-layout';
import { describeCounts, notOk, runLoad, type Answer } from './load-loop';

/** Pages the earlier figures put in the render cache. */
const CACHED = ['/', '/stock', '/kia'];
/** Pages nothing requested before the outage: they need the database to render. */
const UNCACHED = ['/contact', '/hyundai', '/news', '/services/revision'];
const UNAVAILABLE_TITLE = 'Service momentanément indisponible';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export function instancePid(layout: ClusterLayout, name: string): number | null {
  try {
    const pid = Number(readFileSync(path.join(layout.dir, `site-${name}.pid`), 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

export function alive(pid: number | null): boolean {
  if (pid === null) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * Figure 2: instance a killed (SIGKILL to its process group, as a crash or the OOM killer would) halfway
 * through 20 s of 64 connections on cached pages; every answer at the balancer counted. Then `restart`
 * (the cluster script, which starts what is not running) and a short load to see a answer again.
 */
export async function printInstanceKill(layout: ClusterLayout, restart: () => void): Promise<void> {
  const balancer = `http://127.0.0.1:${layout.balancer.port}`;
  const [a] = layout.instances;
  if (!a) throw new Error('The layout has no instance');
  const pid = instancePid(layout, a.name);
  if (!alive(pid) || pid === null) throw new Error(`Instance ${a.name} does not run`);
  const upstreams = new Map<string, number>();
  const tally = (answer: Answer) => {
    const upstream = String(answer.headers['x-upstream'] ?? '');
    // No address: nginx's micro-cache answered. Two: nginx tried the first, then the second (proxy_next_upstream).
    const key = upstream === '' ? 'nginx cache' : upstream.includes(',') ? 'retried on the other' : upstream;
    upstreams.set(key, (upstreams.get(key) ?? 0) + 1);
  };
  let phase = 'before the kill';
  const killer = sleep(10_000).then(() => {
    process.kill(-pid, 'SIGKILL');
    phase = 'after the kill';
  });
  const result = await runLoad({
    origin: balancer,
    paths: CACHED,
    connections: 64,
    durationMs: 20_000,
    phase: () => phase,
    onAnswer: tally,
  });
  await killer;
  const failed = notOk(result.counts, 'before the kill') + notOk(result.counts, 'after the kill');
  console.log(
    `\n2. Instance ${a.name} killed (SIGKILL to its process group) 10 s into 20 s of load, 64 connections, ${CACHED.join(', ')}`,
  );
  console.log(`   before the kill: ${describeCounts(result.counts, 'before the kill')}`);
  console.log(`   after the kill:  ${describeCounts(result.counts, 'after the kill')}`);
  console.log(`   answered by: ${[...upstreams].map(([k, n]) => `${k} × ${n}`).join(', ')}`);
  console.log(
    `   failed requests at the balancer (not 200 or connection error): ${failed} (goal 0)${result.errors.length > 0 ? `; first errors: ${result.errors.slice(0, 3).join(' | ')}` : ''}`,
  );

  const restartStarted = performance.now();
  restart();
  const restartSeconds = (performance.now() - restartStarted) / 1000;
  // nginx puts a failed server aside for fail_timeout (5 s), then tries it again. Each address once (a
  // campaign parameter the instances ignore), so that nginx's micro-cache does not answer for them.
  const rejoin = new Map<string, number>();
  const after = await runLoad({
    origin: balancer,
    paths: Array.from({ length: 20_000 }, (_, i) => `${CACHED[i % CACHED.length]}?utm_content=rejoin-${i}`),
    connections: 8,
    durationMs: 8000,
    onAnswer: (answer) => {
      const key = String(answer.headers['x-upstream'] ?? '') || 'nginx cache';
      rejoin.set(key, (rejoin.get(key) ?? 0) + 1);
    },
  });
  const fromA = [...rejoin].filter(([k]) => k === `127.0.0.1:${a.port}`).reduce((sum, [, n]) => sum + n, 0);
  console.log(
    `   restarted in ${restartSeconds.toFixed(0)} s (npm run cluster, which starts what does not run); 8 s of load after: ${describeCounts(after.counts, 'all')}`,
  );
  console.log(
    `   instance ${a.name} ${fromA > 0 ? 'rejoined' : 'did NOT rejoin'}: ${[...rejoin].map(([k, n]) => `${k} × ${n}`).join(', ')}`,
  );
}

/**
 * Figure 4: PostgreSQL stopped (`-m fast`) for 10 s under load. Cached pages are loaded throughout; the
 * uncached ones from the moment the database is down (earlier, they would render and be cached). A 503
 * counts as the unavailable view only with its title and `Retry-After`.
 */
export async function printDatabaseOutage(layout: ClusterLayout): Promise<void> {
  const balancer = `http://127.0.0.1:${layout.balancer.port}`;
  const { version, name } = layout.postgres;
  const pids = layout.instances.map((i) => instancePid(layout, i.name));
  let phase = 'before';
  let upAgainAt = 0;
  const phaseNow = () =>
    phase !== 'after' ? phase : performance.now() - upAgainAt < 3000 ? 'after, first 3 s' : 'after, from 3 s on';
  let view = 0;
  let otherUnavailable = 0;
  const odd: string[] = [];
  const check = (answer: Answer) => {
    if (answer.status !== 503 && answer.status !== 200)
      odd.push(`${answer.path} ${answer.status} at ${new Date().toISOString().slice(11, 23)} (${phaseNow()})`);
    if (answer.status !== 503) return;
    if (answer.body.toString('utf8').includes(UNAVAILABLE_TITLE) && answer.headers['retry-after'] === '30') view++;
    else otherUnavailable++;
  };
  const pg = (action: string, ...args: string[]) => {
    const result = spawnSync('pg_ctlcluster', [version, name, action, ...args], { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`pg_ctlcluster ${action}: ${result.stderr.trim()}`);
  };
  const cached = runLoad({
    origin: balancer,
    paths: CACHED,
    connections: 32,
    durationMs: 33_000,
    phase: phaseNow,
    onAnswer: check,
  });
  await sleep(5000);
  pg('stop', '-m', 'fast');
  phase = 'during';
  const uncached = runLoad({
    origin: balancer,
    paths: UNCACHED,
    connections: 8,
    durationMs: 23_000,
    phase: phaseNow,
    onAnswer: check,
  });
  await sleep(10_000);
  pg('start');
  upAgainAt = performance.now();
  phase = 'after';
  const [c, u] = await Promise.all([cached, uncached]);
  console.log(
    `\n4. PostgreSQL stopped (pg_ctlcluster ${version} ${name} stop -m fast) for 10 s, then started; 32 connections on ${CACHED.join(', ')}, 8 on ${UNCACHED.join(', ')} from the stop on`,
  );
  for (const p of ['before', 'during', 'after, first 3 s', 'after, from 3 s on']) {
    console.log(
      `   ${p.padEnd(19)} cached: ${describeCounts(c.counts, p).padEnd(30)} uncached: ${p === 'before' ? '(not requested)' : describeCounts(u.counts, p)}`,
    );
  }
  console.log(
    `   503 answers that are the unavailable view (« ${UNAVAILABLE_TITLE} », Retry-After: 30): ${view}; other 503: ${otherUnavailable}`,
  );
  const exited = layout.instances.filter((_, i) => !alive(pids[i] ?? null)).map((i) => i.name);
  console.log(`   instance processes exited: ${exited.length === 0 ? 'none' : exited.join(', ')}`);
  const cachedDuring = notOk(c.counts, 'during');
  const recovered = notOk(c.counts, 'after, from 3 s on') + notOk(u.counts, 'after, from 3 s on') === 0;
  console.log(
    `   cached pages not 200 during the outage: ${cachedDuring} (goal 0); every page 200 from 3 s after the start, without a restart: ${recovered ? 'yes' : 'NO'}`,
  );
  // Neither a 200 nor a 503 (e.g. a 500): which page, when, so that it can be looked for in the instances' logs.
  if (odd.length > 0) console.log(`   answers neither 200 nor 503: ${odd.slice(0, 10).join(', ')}`);
  const errors = [...c.errors, ...u.errors];
  if (errors.length > 0) console.log(`   first errors: ${errors.slice(0, 3).join(' | ')}`);
}
