import { spawn, spawnSync, type SpawnSyncOptions } from 'node:child_process';
import { existsSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { BUILD_ID_FILE } from '../framework/next-internals';
import { clusterLayout, databaseUrl, nginxConfig, redisUrl, type ClusterLayout } from './cluster/cluster-layout';

/**
 * `npm run cluster` starts several instances of the site on loopback, as a real deployment runs them:
 * a PostgreSQL cluster of its own (Debian's `pg_createcluster`), Redis (the shared render cache), two
 * `npm run serve` instances and nginx as the load balancer in front. `npm run cluster:stop` stops them all
 * (`-- --drop` also deletes the PostgreSQL cluster and the cluster's folder). Needs Debian's packages
 * (`apt-get install -y postgresql redis-server nginx`), root for `pg_createcluster`, and a production build
 * (`npm run build`, made here when there is none). `npm run cluster -- restart` restarts the instances one
 * after the other, each stopped gracefully. Environment variables set when it starts (secrets such as
 * `CONTENT_MANAGEMENT_TOKEN`, `STOCK_REVALIDATE_SECRET`) reach both instances.
 */
const layout = clusterLayout();
const command = process.argv[2] === 'stop' ? 'stop' : process.argv[2] === 'restart' ? 'restart' : 'start';
const drop = process.argv.includes('--drop');

function run(file: string, args: string[], options: SpawnSyncOptions = {}): string {
  const result = spawnSync(file, args, { encoding: 'utf8', ...options });
  if (result.status !== 0) {
    throw new Error(
      `${file} ${args.join(' ')} failed (${result.status ?? result.signal}): ${String(result.stderr ?? '').trim() || String(result.stdout ?? '').trim()}`,
    );
  }
  return String(result.stdout ?? '');
}

function asPostgres(sql: string): string {
  return run('runuser', [
    '-u',
    'postgres',
    '--',
    'psql',
    '-p',
    String(layout.postgres.port),
    '-d',
    'postgres',
    '-tAc',
    sql,
  ]);
}

function pidFrom(file: string): number | null {
  try {
    const pid = Number(readFileSync(file, 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function waitFor(what: string, check: () => Promise<boolean> | boolean, seconds: number): Promise<void> {
  const until = Date.now() + seconds * 1000;
  while (Date.now() < until) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${what} did not come up within ${seconds} s`);
}

async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
    await response.body?.cancel();
    return response.ok;
  } catch {
    return false;
  }
}

function checkTools(): void {
  const missing = [
    ['pg_createcluster', 'postgresql'],
    ['redis-server', 'redis-server'],
    ['nginx', 'nginx'],
  ].filter(([tool]) => spawnSync('sh', ['-c', `command -v ${tool} || test -x /usr/sbin/${tool}`]).status !== 0);
  if (missing.length > 0) {
    throw new Error(
      `Missing: ${missing.map(([tool]) => tool).join(', ')}. Install them with: apt-get install -y ${missing.map(([, pkg]) => pkg).join(' ')}`,
    );
  }
}

function startPostgres(): void {
  const { version, name, port, user, password, database } = layout.postgres;
  const clusters = run('pg_lsclusters', ['--no-header']);
  if (!clusters.split('\n').some((line) => line.split(/\s+/)[1] === name)) {
    run('pg_createcluster', [version, name, '-p', String(port)]);
    console.log(`PostgreSQL: cluster ${version}/${name} created on port ${port}.`);
  }
  // In a conf.d file of its own: pg_conftool would quote the value wrongly.
  const confDir = `/etc/postgresql/${version}/${name}/conf.d`;
  mkdirSync(confDir, { recursive: true });
  writeFileSync(
    path.join(confDir, 'autopolis-cluster.conf'),
    `# Written by npm run cluster: loopback only.\nlisten_addresses = '127.0.0.1'\nport = ${port}\n`,
  );
  const status = spawnSync('pg_ctlcluster', [version, name, 'status']);
  if (status.status !== 0) run('pg_ctlcluster', [version, name, 'start']);
  const literal = (s: string) => `'${s.replace(/'/g, "''")}'`;
  if (asPostgres(`SELECT 1 FROM pg_roles WHERE rolname = ${literal(user)}`).trim() !== '1') {
    asPostgres(`CREATE ROLE "${user}" LOGIN PASSWORD ${literal(password)}`);
  }
  if (asPostgres(`SELECT 1 FROM pg_database WHERE datname = ${literal(database)}`).trim() !== '1') {
    asPostgres(`CREATE DATABASE "${database}" OWNER "${user}"`);
  }
  console.log(`PostgreSQL: ${version}/${name} on 127.0.0.1:${port}, database ${database}.`);
}

async function startRedis(): Promise<void> {
  const pidFile = path.join(layout.dir, 'redis.pid');
  const pid = pidFrom(pidFile);
  if (pid === null || !alive(pid)) {
    // Entries carry a time to live and are evicted first when memory is short (volatile-lru); the tag
    // revalidations have none, so they are never evicted (losing one would bring stale pages back).
    run('redis-server', [
      '--bind',
      '127.0.0.1',
      '--port',
      String(layout.redis.port),
      '--daemonize',
      'yes',
      '--pidfile',
      pidFile,
      '--logfile',
      path.join(layout.dir, 'redis.log'),
      '--dir',
      layout.dir,
      '--save',
      '',
      '--appendonly',
      'no',
      '--maxmemory',
      '256mb',
      '--maxmemory-policy',
      'volatile-lru',
    ]);
  }
  await waitFor(
    'Redis',
    () =>
      spawnSync('redis-cli', ['-p', String(layout.redis.port), 'ping'], { encoding: 'utf8' }).stdout?.trim() === 'PONG',
    10,
  );
  console.log(`Redis: 127.0.0.1:${layout.redis.port}.`);
}

function siteEnv(): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl(layout),
    REDIS_URL: redisUrl(layout),
    SITE_URL: process.env.SITE_URL ?? `http://127.0.0.1:${layout.balancer.port}`,
    // nginx reaches the instances from loopback: its X-Forwarded-For names the visitor (server/client-address.ts).
    TRUSTED_PROXIES: '127.0.0.1',
  };
}

type Instance = ClusterLayout['instances'][number];

const instancePidFile = (instance: Instance) => path.join(layout.dir, `site-${instance.name}.pid`);

/** Starts the instance unless it runs: tsx without npm in front, its own process group (stopped as one). */
function startInstance(instance: Instance): void {
  const pid = pidFrom(instancePidFile(instance));
  if (pid !== null && alive(pid)) return;
  const log = openSync(path.join(layout.dir, `site-${instance.name}.log`), 'a');
  const child = spawn(
    process.execPath,
    [path.join('node_modules', 'tsx', 'dist', 'cli.mjs'), 'server.ts', '-H', '127.0.0.1', '-p', String(instance.port)],
    { env: siteEnv(), detached: true, stdio: ['ignore', log, log] },
  );
  child.unref();
  writeFileSync(instancePidFile(instance), String(child.pid));
}

async function instanceReady(instance: Instance): Promise<void> {
  await waitFor(
    `Instance ${instance.name} (port ${instance.port}; log in .data/cluster/site-${instance.name}.log)`,
    () => answers(`http://127.0.0.1:${instance.port}/status`),
    120,
  );
  console.log(`Instance ${instance.name}: http://127.0.0.1:${instance.port}`);
}

async function startInstances(): Promise<void> {
  for (const instance of layout.instances) startInstance(instance);
  for (const instance of layout.instances) await instanceReady(instance);
}

/**
 * Whether nginx sends requests to the instance again: while it was down nginx counted it as failed
 * (`max_fails`) and skips it until `fail_timeout` has passed. Stopping the other one before then leaves nginx
 * without a live instance: every request answered 502 by nginx itself. Each probe has its own address, so the
 * micro-cache never answers it.
 */
async function balancerRoutesTo(instance: Instance): Promise<boolean> {
  for (let probe = 0; probe < layout.instances.length * 2; probe++) {
    try {
      const response = await fetch(`http://127.0.0.1:${layout.balancer.port}/status?probe=${Date.now()}-${probe}`, {
        signal: AbortSignal.timeout(2000),
      });
      await response.body?.cancel();
      if (response.ok && response.headers.get('x-upstream') === `127.0.0.1:${instance.port}`) return true;
    } catch {
      // nginx itself restarting: the next round asks again.
    }
  }
  return false;
}

/**
 * `npm run cluster -- restart`: a rolling restart, one instance after the other (a deployment of a new build).
 * Each is stopped with SIGTERM, which it answers gracefully (server/graceful-shutdown.ts), and started again
 * once it has exited; the next one waits until it answers and nginx routes to it again, so that nginx always
 * has one.
 */
async function restartInstances(): Promise<void> {
  for (const instance of layout.instances) {
    const pid = pidFrom(instancePidFile(instance));
    const started = performance.now();
    if (pid !== null && alive(pid)) {
      process.kill(-pid, 'SIGTERM');
      await waitFor(`Instance ${instance.name}'s exit`, () => !alive(pid), 15);
    }
    const stoppedMs = performance.now() - started;
    startInstance(instance);
    await instanceReady(instance);
    await waitFor(`nginx routing to instance ${instance.name} again`, () => balancerRoutesTo(instance), 30);
    console.log(
      `Instance ${instance.name} restarted: stopped in ${Math.round(stoppedMs)} ms, answering again after ${((performance.now() - started) / 1000).toFixed(1)} s.`,
    );
  }
}

async function startNginx(): Promise<void> {
  const conf = path.join(layout.dir, 'nginx.conf');
  writeFileSync(conf, nginxConfig(layout));
  const pid = pidFrom(path.join(layout.dir, 'nginx.pid'));
  if (pid !== null && alive(pid)) run('nginx', ['-p', layout.dir, '-c', conf, '-s', 'reload']);
  else {
    // Its micro-cache lives on disk: a fresh start must not serve pages kept by an earlier run (of another build).
    rmSync(path.join(layout.dir, 'nginx-cache'), { recursive: true, force: true });
    run('nginx', ['-p', layout.dir, '-c', conf]);
  }
  await waitFor('nginx', () => answers(`http://127.0.0.1:${layout.balancer.port}/status`), 10);
  console.log(`nginx: http://127.0.0.1:${layout.balancer.port} → ${layout.instances.map((i) => i.port).join(', ')}`);
}

async function start(): Promise<void> {
  checkTools();
  mkdirSync(layout.dir, { recursive: true });
  startPostgres();
  await startRedis();
  if (!existsSync(path.join('.next', BUILD_ID_FILE))) run('npm', ['run', 'build'], { stdio: 'inherit' });
  run('npm', ['run', 'db:migrate'], { env: siteEnv(), stdio: 'inherit' });
  run('npm', ['run', 'db:seed'], { env: siteEnv(), stdio: 'inherit' });
  await startInstances();
  await startNginx();
  console.log(
    `\nThe cluster runs. Tools against it: DATABASE_URL=${databaseUrl(layout)} REDIS_URL=${redisUrl(layout)} npm run stock:import -- …`,
  );
  console.log('Stop it with: npm run cluster:stop (-- --drop also deletes its database).');
}

function stopProcess(name: string, pidFile: string, group: boolean): void {
  const pid = pidFrom(pidFile);
  if (pid === null || !alive(pid)) return;
  try {
    process.kill(group ? -pid : pid, 'SIGTERM');
  } catch {
    process.kill(pid, 'SIGTERM');
  }
  rmSync(pidFile, { force: true });
  console.log(`${name} stopped (pid ${pid}).`);
}

function stop(): void {
  const conf = path.join(layout.dir, 'nginx.conf');
  const nginxPid = pidFrom(path.join(layout.dir, 'nginx.pid'));
  if (nginxPid !== null && alive(nginxPid) && existsSync(conf)) {
    run('nginx', ['-p', layout.dir, '-c', conf, '-s', 'quit']);
    console.log('nginx stopped.');
  }
  for (const instance of layout.instances)
    stopProcess(`Instance ${instance.name}`, path.join(layout.dir, `site-${instance.name}.pid`), true);
  stopProcess('Redis', path.join(layout.dir, 'redis.pid'), false);
  const { version, name } = layout.postgres;
  if (spawnSync('pg_ctlcluster', [version, name, 'status']).status === 0) {
    run('pg_ctlcluster', [version, name, 'stop']);
    console.log(`PostgreSQL ${version}/${name} stopped.`);
  }
  if (drop) {
    if (
      spawnSync('pg_lsclusters', ['--no-header'], { encoding: 'utf8' })
        .stdout?.split('\n')
        .some((l) => l.split(/\s+/)[1] === name)
    ) {
      run('pg_dropcluster', [version, name]);
      console.log(`PostgreSQL ${version}/${name} deleted.`);
    }
    rmSync(layout.dir, { recursive: true, force: true });
  }
}

try {
  if (command === 'stop') stop();
  else if (command === 'restart') await restartInstances();
  else await start();
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
}
