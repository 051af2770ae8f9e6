import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { BUILD_ID_FILE } from '@/framework/next-internals';

/**
 * The production server the way playwright.config.ts starts it: a fresh seeded PGlite folder, then the
 * production build served on loopback with the given secrets. Needs a build (`npm run build`).
 */
export type ProductionServer = { baseUrl: string; logFile: string; stop(): Promise<void> };

export class MissingBuildError extends Error {}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        address && typeof address === 'object' ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

async function waitUntilUp(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode} before answering`);
    try {
      if ((await fetch(url, { signal: AbortSignal.timeout(2000) })).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`The server did not answer ${url} within ${timeoutMs / 1000} s`);
}

export async function startProductionServer(options: {
  dataDir: string;
  secrets: Record<string, string>;
  log?: (line: string) => void;
}): Promise<ProductionServer> {
  const log = options.log ?? console.log;
  if (!existsSync(path.join('.next', BUILD_ID_FILE))) {
    throw new MissingBuildError(
      `No production build: .next/${BUILD_ID_FILE} is missing. Run \`npm run build\` first, or pass --url to fuzz a running server.`,
    );
  }
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const env = {
    ...process.env,
    PGLITE_DIR: options.dataDir,
    DATABASE_URL: '',
    STORYBLOK_TOKEN: '',
    SITE_URL: baseUrl,
    ...options.secrets,
  };

  await rm(options.dataDir, { recursive: true, force: true });
  log(`Seeding a fresh database in ${options.dataDir}…`);
  const seed = spawnSync('npm', ['run', 'db:seed', '--', '--reset'], { env, stdio: ['ignore', 'ignore', 'inherit'] });
  if (seed.status !== 0) throw new Error('npm run db:seed -- --reset failed');

  // The server's output goes to a file: the stack traces of the 500s the run finds are there.
  await mkdir(path.dirname(options.dataDir), { recursive: true });
  const logFile = `${options.dataDir}-server.log`;
  const out = createWriteStream(logFile);
  log(`Starting the production server (npm run serve) on ${baseUrl}; server log: ${logFile}…`);
  // `npm run serve` is the project's own way to serve the build (`next start` options), so the fuzzer meets
  // the server users get. Its own process group, so stopping it also stops the processes npm starts.
  const child = spawn('npm', ['run', 'serve', '--', '-H', '127.0.0.1', '-p', String(port)], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  child.stdout?.pipe(out);
  child.stderr?.pipe(out);

  const stop = async () => {
    if (child.exitCode !== null || child.pid === undefined) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    const signal = (name: NodeJS.Signals) => {
      try {
        if (child.pid !== undefined) process.kill(-child.pid, name);
      } catch {
        // The group is already gone.
      }
    };
    signal('SIGTERM');
    const timer = setTimeout(() => signal('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
    out.end();
  };

  try {
    await waitUntilUp(`${baseUrl}/robots.txt`, child, 120_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, logFile, stop };
}
