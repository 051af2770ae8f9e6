import { databaseFault } from './database-unavailable';

/**
 * Where a fault showed: a statement or connection attempt that failed (`statement`), or an 'error' event of
 * a connection, dropped while idle in the pool (`idle-connection`) or while checked out, e.g. inside a
 * transaction (`busy-connection`).
 */
export type FaultContext = 'statement' | 'idle-connection' | 'busy-connection';

type Logger = Pick<Console, 'warn' | 'error'>;

/**
 * The connection faults of one process, grouped into incidents so that the log gets one line per incident,
 * not one per connection: killing the pool's ten connections is one line, a server that stops is one line
 * when it goes (its connections closed, then refused) and one when it is back. An incident starts with the
 * first fault and ends with the next statement that succeeds.
 */
export type ConnectionIncidents = {
  /** Reports a failure; only database faults (db/database-unavailable.ts) make incidents. */
  fault(error: unknown, context: FaultContext): void;
  /** A statement succeeded: ends the incident, saying so if the database was unreachable during it. */
  succeeded(): void;
  /** When work (a statement, a busy connection) last failed on a database fault (ms since the epoch), 0 if never. */
  lastUnavailableAt(): number;
  /**
   * Whether a request that began at `startedAt` may have failed for the database: work failed on a fault
   * since then, or the database is unreachable right now (no statement has succeeded since it went). The
   * second case covers a page that failed on a fault recorded just before it began, shared with a render
   * already under way: 500 instead of the unavailable view, seen during a PostgreSQL outage. Once it is back,
   * such a shared failure counts only when `startedAt` is no later than that render's start: server.ts passes
   * the start of the oldest request in flight when the request began (server/work-in-flight.ts).
   */
  failedSince(startedAt: number): boolean;
};

type Incident = { startedAt: number; lastFaultAt: number; unreachable: boolean; failures: number };

/**
 * Connections closed with nothing failing and no statement after them (a site idle at night) leave their
 * incident open; closures this much later are another incident.
 */
const QUIET_INCIDENT_ENDS_MS = 60_000;

export function connectionIncidents({
  now = Date.now,
  logger = console as Logger,
}: { now?: () => number; logger?: Logger } = {}): ConnectionIncidents {
  let incident: Incident | null = null;
  let lastUnavailableAt = 0;

  return {
    fault(error, context) {
      const fault = databaseFault(error);
      if (fault === null) {
        // A statement's own error (a constraint, a syntax error) is its caller's; an 'error' event that is
        // not a connection fault (a protocol error) is rare enough to deserve its own line.
        if (context !== 'statement')
          logger.error(`Database connection error: ${error instanceof Error ? error.message : String(error)}`);
        return;
      }
      const at = now();
      if (context !== 'idle-connection') lastUnavailableAt = at;
      if (
        incident &&
        !incident.unreachable &&
        incident.failures === 0 &&
        at - incident.lastFaultAt > QUIET_INCIDENT_ENDS_MS
      )
        incident = null;
      if (incident === null) {
        incident = { startedAt: at, lastFaultAt: at, unreachable: false, failures: 0 };
        if (fault.kind === 'lost')
          logger.warn(`Database connections closed by the server (${fault.reason}); they are reopened on next use.`);
      }
      incident.lastFaultAt = at;
      if (context !== 'idle-connection') incident.failures++;
      if (fault.kind === 'unreachable' && !incident.unreachable) {
        incident.unreachable = true;
        logger.warn(`Database unreachable (${fault.reason}): what needs it fails (pages answer 503) until it is back.`);
      }
    },
    succeeded() {
      if (!incident) return;
      const { startedAt, unreachable, failures } = incident;
      incident = null;
      if (unreachable) {
        const seconds = Math.round((now() - startedAt) / 1000);
        logger.warn(
          `Database reachable again after ${seconds} s (${failures} failure${failures === 1 ? '' : 's'} meanwhile).`,
        );
      }
    },
    lastUnavailableAt: () => lastUnavailableAt,
    failedSince: (startedAt) => lastUnavailableAt >= startedAt || incident?.unreachable === true,
  };
}

// One record per process: Next.js loads this module once per bundle, and server.ts (outside the bundles)
// reads it too.
const globalKey = Symbol.for('autopolis.db.incidents');
type GlobalWithIncidents = typeof globalThis & { [globalKey]?: ConnectionIncidents };

/** The connection incidents of this process. */
export function databaseIncidents(): ConnectionIncidents {
  const g = globalThis as GlobalWithIncidents;
  g[globalKey] ??= connectionIncidents();
  return g[globalKey];
}
