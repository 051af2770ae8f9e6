import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import path from 'node:path';
import { printDatabaseOutage, printInstanceKill } from './bench-failures';
import { printRollingRestart } from './bench-rolling-restart';
import { printThroughput } from './bench-throughput';
import { RedisConnection } from '../../cache/redis-connection';
import { clusterLayout, redisUrl, type ClusterLayout } from './cluster-layout';
import { measurePropagation, quantile } from './propagation';

/**
 * `npm run bench -- --cluster`: starts a cluster of its own (`scripts/cluster.ts`, with a management token
 * it generates), prints the operator's five figures, and stops everything it started whatever happens:
 * 1. cached pages through nginx against nginx serving the same bytes as files (bench-throughput.ts),
 * 2. instance a killed under load, then restarted (bench-failures.ts),
 * 3. publish on a → visible on b, p50/p95 over 20 publishes (propagation.ts),
 * 4. PostgreSQL stopped for 10 s under load (bench-failures.ts),
 * 5. a rolling restart of both instances under load (bench-rolling-restart.ts).
 * A figure that fails is printed as not measured, with the reason, and the next one runs.
 */
const TSX = path.join('node_modules', 'tsx', 'dist', 'cli.mjs');

function ports(layout: ClusterLayout): number[] {
  return [
    layout.balancer.port,
    ...layout.instances.map((i) => i.port),
    layout.staticPages.port,
    layout.postgres.port,
    layout.redis.port,
  ];
}

function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.setTimeout(1000);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('timeout', () => {
      socket.destroy();
      resolve(true); // something holds the port without answering: not ours to use either
    });
    socket.once('error', () => resolve(false));
  });
}

async function busyPorts(layout: ClusterLayout): Promise<number[]> {
  const busy: number[] = [];
  for (const port of ports(layout)) if (await listening(port)) busy.push(port);
  return busy;
}

/** Runs the cluster script; `quiet` keeps its output out of a figure unless it fails. */
function clusterScript(env: NodeJS.ProcessEnv, args: string[] = [], quiet = false): void {
  const result = spawnSync(process.execPath, [TSX, 'scripts/cluster.ts', ...args], {
    env,
    stdio: quiet ? 'pipe' : 'inherit',
    encoding: 'utf8',
  });
  if (result.status !== 0) {
    if (quiet) process.stderr.write(`${result.stdout}${result.stderr}`);
    throw new Error(`scripts/cluster.ts ${args.join(' ')} failed (${result.status ?? result.signal})`);
  }
}

/** The cluster script while the bench goes on (the load of a figure runs meanwhile); its output kept for a failure. */
function clusterScriptAsync(env: NodeJS.ProcessEnv, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [TSX, 'scripts/cluster.ts', ...args], {
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      if (code === 0) return resolve();
      process.stderr.write(output);
      reject(new Error(`scripts/cluster.ts ${args.join(' ')} failed (${code ?? signal})`));
    });
  });
}

async function figure(title: string, measure: () => Promise<void>): Promise<void> {
  try {
    await measure();
  } catch (error) {
    console.log(`\n${title}: not measured: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** `only: 'rolling-restart'` (`npm run bench -- --rolling-restart`) prints figure 5 alone, a minute instead of ten. */
export async function runClusterBench(options: { only?: 'rolling-restart' } = {}): Promise<void> {
  const all = options.only === undefined;
  const layout = clusterLayout();
  // Another cluster (or anything else) on these ports would be measured, then stopped, instead of ours.
  const busy = await busyPorts(layout);
  if (busy.length > 0)
    throw new Error(`Something already answers on 127.0.0.1:${busy.join(', ')}: stop it first (npm run cluster:stop).`);
  // The management API is on only with a token and without Storyblok: publishing is what figure 3 measures.
  const token = randomBytes(24).toString('hex');
  const env = { ...process.env, CONTENT_MANAGEMENT_TOKEN: token, STORYBLOK_TOKEN: '' };
  // Ctrl-C or a kill would skip `finally`: stop the cluster from here then.
  const onSignal = (signal: NodeJS.Signals) => {
    spawnSync(process.execPath, [TSX, 'scripts/cluster.ts', 'stop'], { stdio: 'inherit' });
    process.exit(signal === 'SIGINT' ? 130 : 143);
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    console.log('Starting the cluster (npm run cluster) with a generated CONTENT_MANAGEMENT_TOKEN…');
    clusterScript(env);
    // The cluster's Redis keeps its pages from one run to the next (same build): figure 4's uncached pages
    // must not be in it.
    const redis = new RedisConnection(redisUrl(layout), { onIncident: () => {}, commandTimeoutMs: 5000 });
    await redis.command(['FLUSHDB']).finally(() => redis.close());
    console.log(
      `\nCluster bench on loopback: nginx :${layout.balancer.port} → instances ${layout.instances.map((i) => `${i.name} :${i.port}`).join(', ')}; static copies on :${layout.staticPages.port}.`,
    );
    console.log('Figures on a shared machine move with its load: compare the ratios within one run, not across runs.');
    if (all) {
      await figure('1. Cached pages against static files', () => printThroughput(layout));
      await figure('2. Instance killed under load', () =>
        printInstanceKill(layout, () => clusterScript(env, [], true)),
      );
      await figure('3. Publish on a → visible on b', async () => {
        const delays = await measurePropagation({ token, tries: 20 });
        const at = (q: number) => Math.round(quantile(delays, q));
        console.log(
          `\n3. Publish on a → new page on b (FAQ title through a's management API, b polled on its own port every 10 ms)`,
        );
        console.log(`   p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${at(1)} ms over ${delays.length} publishes`);
      });
      await figure('4. PostgreSQL stopped under load', () => printDatabaseOutage(layout));
    }
    await figure('5. Rolling restart under load', () =>
      printRollingRestart(layout, () => clusterScriptAsync(env, ['restart'])),
    );
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    console.log('\nStopping the cluster (npm run cluster:stop)…');
    clusterScript(process.env, ['stop']);
    // nginx's `quit` and the instances end after the script returns: wait for the ports to close.
    const until = Date.now() + 20_000;
    let busy = await busyPorts(layout);
    while (busy.length > 0 && Date.now() < until) {
      await new Promise((r) => setTimeout(r, 500));
      busy = await busyPorts(layout);
    }
    if (busy.length > 0) {
      console.log(`Still bound after 20 s: 127.0.0.1:${busy.join(', ')}`);
      process.exitCode = 1;
    } else console.log(`Ports ${ports(layout).join(', ')} free.`);
  }
}
