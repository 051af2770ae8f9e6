import { readFileSync, unlinkSync } from 'node:fs';
import { open, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises';
import { z } from 'zod';

/** `site`: the Next.js server, which serves the database to tools; `tool`: a script that opened it alone. */
export type LockRole = 'site' | 'tool';

const socketAddressSchema = z.union([
  z.object({ kind: z.literal('unix'), dir: z.string(), port: z.number() }),
  z.object({ kind: z.literal('tcp'), host: z.string(), port: z.number() }),
]);

const lockInfoSchema = z.object({
  pid: z.number().int(),
  role: z.enum(['site', 'tool']),
  /** Where a site serves the database; null while it starts, and always for a tool. */
  socket: socketAddressSchema.nullable(),
  startedAt: z.string(),
  command: z.string().optional(),
});

export type LockInfo = z.infer<typeof lockInfoSchema>;

export type HeldLock = {
  file: string;
  info: LockInfo;
  /** Rewrites the lock with where the database is served (atomically: tools may be reading it). */
  publish: (socket: NonNullable<LockInfo['socket']>) => Promise<void>;
  release: () => Promise<void>;
};

export type LockAttempt = { kind: 'acquired'; lock: HeldLock } | { kind: 'held'; holder: LockInfo };

/** The lock of a PGlite directory sits next to it, in the same parent folder (`.data/pglite.lock`). */
export function lockFileOf(dir: string): string {
  return `${dir}.lock`;
}

/** The holder recorded in a lock file; null when there is none or it is still being written. */
export async function readLock(file: string): Promise<LockInfo | null> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if (isCode(error, 'ENOENT')) return null;
    throw error;
  }
  try {
    return lockInfoSchema.parse(JSON.parse(text));
  } catch {
    return null;
  }
}

/** Whether a process with this id runs (EPERM: it does, under another user). */
export function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return isCode(error, 'EPERM');
  }
}

/**
 * Takes the lock of `dir` for this process, or names who holds it. A lock whose process is gone is
 * stale: it is removed (one log line) and taken. So is a lock naming this very pid that this process
 * did not take (a previous run in a container, where pids repeat).
 */
export async function tryLock(dir: string, role: LockRole): Promise<LockAttempt> {
  const file = lockFileOf(dir);
  const info: LockInfo = {
    pid: process.pid,
    role,
    socket: null,
    startedAt: new Date().toISOString(),
    command: commandLine(),
  };
  for (let attempt = 0; attempt < 50; attempt++) {
    if (await createExclusively(file, info)) return { kind: 'acquired', lock: holdLock(file, info) };
    const holder = await readLock(file);
    if (!holder) {
      // Gone meanwhile, or created but not written yet: look again shortly. A writer takes milliseconds
      // between the two steps; a file unreadable for longer was left by a process killed between them.
      const unreadableFor = await stat(file).then(
        (s) => Date.now() - s.mtimeMs,
        () => 0,
      );
      if (unreadableFor > UNWRITTEN_LOCK_MS && (await removeStale(file, null))) {
        console.warn(
          `Removed the unreadable database lock ${file} (left by a process stopped while taking it); taking it.`,
        );
      } else await sleep(20);
      continue;
    }
    if (heldHere().has(file) || (holder.pid !== process.pid && isProcessAlive(holder.pid)))
      return { kind: 'held', holder };
    if (await removeStale(file, holder)) {
      console.warn(
        `Removed the stale database lock ${file} of ${holder.role} pid ${holder.pid} (no longer running); taking it.`,
      );
    }
  }
  throw new Error(
    `Could not take the database lock ${file}: it cannot be read as a lock. If no site or tool is running on this database, delete it.`,
  );
}

/** Creates the lock file only if there is none (O_EXCL), with its content written before anyone can parse it. */
async function createExclusively(file: string, info: LockInfo): Promise<boolean> {
  let handle;
  try {
    handle = await open(file, 'wx', 0o600);
  } catch (error) {
    if (isCode(error, 'EEXIST')) return false;
    throw error;
  }
  try {
    await handle.writeFile(`${JSON.stringify(info)}\n`);
    await handle.sync();
  } finally {
    await handle.close();
  }
  return true;
}

/** How long a lock file may stay unreadable (created, not yet written) before it counts as left behind. */
const UNWRITTEN_LOCK_MS = 5_000;

/**
 * Deletes a stale lock (or, with `null`, a lock file still unreadable) unless it changed since it was read. A short-lived guard file makes the check
 * and the delete one step, so two processes taking over the same stale lock cannot delete each other's
 * fresh lock; a guard older than a few seconds was left by a process that died in that step.
 */
async function removeStale(file: string, stale: LockInfo | null): Promise<boolean> {
  const guard = `${file}.takeover`;
  try {
    await writeFile(guard, String(process.pid), { flag: 'wx' });
  } catch (error) {
    if (!isCode(error, 'EEXIST')) throw error;
    const age = await stat(guard).then(
      (s) => Date.now() - s.mtimeMs,
      () => 0,
    );
    if (age > 5000) await unlink(guard).catch(() => {});
    else await sleep(20);
    return false;
  }
  try {
    const current = await readLock(file);
    const unchanged = stale
      ? current?.pid === stale.pid && current.startedAt === stale.startedAt
      : current === null &&
        (await stat(file).then(
          (s) => Date.now() - s.mtimeMs > UNWRITTEN_LOCK_MS,
          () => false,
        ));
    if (!unchanged) return false;
    await unlink(file);
    return true;
  } finally {
    await unlink(guard).catch(() => {});
  }
}

// Locks this process holds, on globalThis because Next.js may load this module once per bundle.
const heldKey = Symbol.for('autopolis.pglite-locks');
function heldHere(): Set<string> {
  const g = globalThis as typeof globalThis & { [heldKey]?: Set<string> };
  return (g[heldKey] ??= new Set());
}

function holdLock(file: string, info: LockInfo): HeldLock {
  let released = false;
  heldHere().add(file);
  const ours = (text: string) => {
    try {
      const current = lockInfoSchema.parse(JSON.parse(text));
      return current.pid === info.pid && current.startedAt === info.startedAt;
    } catch {
      return false;
    }
  };
  // Synchronous: at 'exit' no more I/O can be awaited. Never deletes a lock another process took.
  const releaseSync = () => {
    if (released) return;
    released = true;
    heldHere().delete(file);
    removeListeners();
    try {
      if (ours(readFileSync(file, 'utf8'))) unlinkSync(file);
    } catch {
      // Already gone.
    }
  };
  const onSignal = (signal: NodeJS.Signals) => {
    // Another handler (Next.js) shuts down gracefully and exits: 'exit' releases the lock then.
    if (process.listenerCount(signal) > 1) return;
    // Alone, this listener replaced Node's default (end the process): release, then end it as Node would.
    releaseSync();
    process.kill(process.pid, signal);
  };
  const removeListeners = () => {
    process.off('exit', releaseSync);
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  };
  process.on('exit', releaseSync);
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);

  return {
    file,
    info,
    async publish(socket) {
      info.socket = socket;
      const temporary = `${file}.${process.pid}.tmp`;
      await writeFile(temporary, `${JSON.stringify(info)}\n`, { mode: 0o600 });
      await rename(temporary, file);
    },
    async release() {
      if (released) return;
      released = true;
      heldHere().delete(file);
      removeListeners();
      const text = await readFile(file, 'utf8').catch(() => '');
      if (ours(text)) await unlink(file).catch(() => {});
    },
  };
}

function commandLine(): string {
  return process.argv
    .slice(1)
    .map((arg) => arg.replace(`${process.cwd()}/`, ''))
    .join(' ');
}

function isCode(error: unknown, code: string): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === code;
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
