import type { PGlite } from '@electric-sql/pglite';

const READY_FOR_QUERY = 'Z'.charCodeAt(0);
const IDLE = 'I'.charCodeAt(0);

/** Simple-protocol `Query` and `Sync` messages, used to end a disconnected client's session. */
function queryMessage(sql: string): Uint8Array {
  const text = Buffer.from(`${sql}\0`);
  const message = Buffer.alloc(5 + text.length);
  message.write('Q', 0);
  message.writeInt32BE(4 + text.length, 1);
  text.copy(message, 5);
  return message;
}
const ROLLBACK = queryMessage('ROLLBACK');
const SYNC = Uint8Array.of('S'.charCodeAt(0), 0, 0, 0, 4);

/**
 * Follows the backend messages of one exchange, split across chunks however PGlite writes them, to
 * tell whether the last complete message is a ReadyForQuery and with which transaction status.
 */
class ReadyForQueryTracker {
  #header = Buffer.alloc(5);
  #headerLength = 0;
  #type = 0;
  #bodyLeft = 0;
  /** Status byte of the ReadyForQuery that ended the output so far, or null. */
  status: number | null = null;

  push(chunk: Uint8Array): void {
    let i = 0;
    while (i < chunk.length) {
      if (this.#bodyLeft > 0) {
        const n = Math.min(this.#bodyLeft, chunk.length - i);
        i += n;
        this.#bodyLeft -= n;
        // A ReadyForQuery body is its one status byte.
        if (this.#bodyLeft === 0 && this.#type === READY_FOR_QUERY) this.status = chunk[i - 1] ?? null;
        continue;
      }
      this.#header[this.#headerLength++] = chunk[i++] ?? 0;
      if (this.#headerLength < 5) continue;
      this.#headerLength = 0;
      this.#type = this.#header[0] ?? 0;
      this.#bodyLeft = this.#header.readInt32BE(1) - 4;
      this.status = null;
    }
  }
}

type Job = {
  handlerId: number;
  run: () => Promise<void>;
  reject: (error: Error) => void;
};

/**
 * Gives PGlite's single session to one client at a time, for a whole exchange: from its first message
 * to the ReadyForQuery that finds the session idle, so an extended-protocol batch (Parse … Sync) and a
 * transaction (BEGIN … COMMIT) are never interleaved with another client's messages. It implements the
 * queue contract of pglite-socket's PGLiteSocketHandler, one handler per socket connection; the owning
 * site connects through the socket as well, so it is one client among the others.
 *
 * It replaces pglite-socket's own QueryQueueManager, which keeps a client exclusive only while
 * `isInTransaction()`: two connections' Parse/Bind/Sync batches could interleave (the unnamed statement
 * of one bound by the other, electric-sql/pglite#1046), and one failed message stopped its queue for good.
 */
export class PgliteSessionQueue {
  readonly #db: PGlite;
  #jobs: Job[] = [];
  #owner: number | null = null;
  #running = false;

  constructor(db: PGlite) {
    this.#db = db;
  }

  /** PGLiteSocketHandler contract: runs one frontend message of a socket client, streaming the reply. */
  enqueue(handlerId: number, message: Uint8Array, onData: (data: Uint8Array) => void): Promise<number> {
    return new Promise<number>((resolve, reject) => {
      const run = async () => {
        const tracker = new ReadyForQueryTracker();
        let size = 0;
        try {
          await this.#db.runExclusive(() =>
            this.#db.execProtocolRawStream(message, {
              onRawData: (data) => {
                size += data.length;
                tracker.push(data);
                onData(data);
              },
            }),
          );
        } finally {
          // The exchange ends when the backend is ready for a query outside any transaction.
          if (tracker.status === IDLE) this.#owner = null;
        }
        resolve(size);
      };
      this.#push({ handlerId, run, reject });
    });
  }

  /** PGLiteSocketHandler contract: a disconnected client's waiting messages are dropped. */
  clearQueueForHandler(handlerId: number): void {
    const dropped = this.#jobs.filter((job) => job.handlerId === handlerId);
    this.#jobs = this.#jobs.filter((job) => job.handlerId !== handlerId);
    for (const job of dropped) job.reject(new Error('Handler disconnected'));
  }

  /**
   * PGLiteSocketHandler contract: a client that disconnects in the middle of an exchange or a
   * transaction has its work rolled back (ROLLBACK ends an open transaction, also the implicit one of
   * an unfinished batch; Sync ends a batch that failed, where the backend ignores all but Sync).
   */
  clearTransactionIfNeeded(handlerId: number): Promise<void> {
    if (this.#owner !== handlerId) return Promise.resolve();
    return new Promise<void>((resolve) => {
      const run = async () => {
        const discard = { onRawData: () => {} };
        try {
          await this.#db.runExclusive(async () => {
            await this.#db.execProtocolRawStream(ROLLBACK, discard);
            await this.#db.execProtocolRawStream(SYNC, discard);
            if (this.#db.isInTransaction()) await this.#db.execProtocolRawStream(ROLLBACK, discard);
          });
        } finally {
          this.#owner = null;
          resolve();
        }
      };
      // First in line: the session is this client's until it is cleaned up.
      this.#jobs.unshift({ handlerId, run, reject: () => resolve() });
      this.#pump();
    });
  }

  getQueueLength(): number {
    return this.#jobs.length;
  }

  #push(job: Job): void {
    this.#jobs.push(job);
    this.#pump();
  }

  /** Runs the waiting jobs one at a time: the session owner's first, anyone's when the session is free. */
  #pump(): void {
    if (this.#running) return;
    const index =
      this.#owner === null
        ? this.#jobs.length > 0
          ? 0
          : -1
        : this.#jobs.findIndex((job) => job.handlerId === this.#owner);
    if (index === -1) return;
    const [job] = this.#jobs.splice(index, 1);
    if (!job) return;
    this.#owner = job.handlerId;
    this.#running = true;
    job
      .run()
      .catch((error: unknown) => job.reject(error instanceof Error ? error : new Error(String(error))))
      .finally(() => {
        this.#running = false;
        this.#pump();
      });
  }
}
