import { describe, expect, it } from 'vitest';
import { connectionIncidents } from '@/db/connection-incidents';

const coded = (code: string, message: string) => Object.assign(new Error(message), { code });
const killed = () => coded('57P01', 'terminating connection due to administrator command');
const refused = () => coded('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432');

function recorder(start = 1_000_000) {
  const lines: string[] = [];
  let time = start;
  const incidents = connectionIncidents({
    now: () => time,
    logger: {
      warn: (line: string) => lines.push(`warn: ${line}`),
      error: (line: string) => lines.push(`error: ${line}`),
    },
  });
  return { incidents, lines, advance: (ms: number) => (time += ms), now: () => time };
}

describe('connection incidents', () => {
  it('ten connections killed while idle are one line, and the next statement that works ends the incident silently', () => {
    const { incidents, lines } = recorder();
    for (let i = 0; i < 10; i++) incidents.fault(killed(), 'idle-connection');
    incidents.succeeded();
    for (let i = 0; i < 10; i++) incidents.fault(killed(), 'idle-connection');
    expect(lines).toEqual([
      'warn: Database connections closed by the server (57P01 terminating connection due to administrator command); they are reopened on next use.',
      'warn: Database connections closed by the server (57P01 terminating connection due to administrator command); they are reopened on next use.',
    ]);
    // Idle connections lost are not failed work: no page failed because of them.
    expect(incidents.lastUnavailableAt()).toBe(0);
  });

  it('connections closed again long after the last closure, with no statement between, are another incident', () => {
    const { incidents, lines, advance } = recorder();
    incidents.fault(killed(), 'idle-connection');
    advance(30_000);
    incidents.fault(killed(), 'idle-connection');
    expect(lines).toHaveLength(1);
    advance(3_600_000);
    incidents.fault(killed(), 'idle-connection');
    expect(lines).toHaveLength(2);
  });

  it('a server that stops: its connections closed, then every statement refused, is one line when it goes and one when it is back', () => {
    const { incidents, lines, advance, now } = recorder();
    for (let i = 0; i < 4; i++) incidents.fault(killed(), 'idle-connection');
    advance(500);
    for (let i = 0; i < 25; i++) incidents.fault(refused(), 'statement');
    expect(incidents.lastUnavailableAt()).toBe(now());
    advance(41_600);
    incidents.succeeded();
    incidents.succeeded();
    expect(lines).toEqual([
      'warn: Database connections closed by the server (57P01 terminating connection due to administrator command); they are reopened on next use.',
      'warn: Database unreachable (connect ECONNREFUSED 127.0.0.1:5432): what needs it fails (pages answer 503) until it is back.',
      'warn: Database reachable again after 42 s (25 failures meanwhile).',
    ]);
  });

  it('work that fails on a closed connection marks the time, so that its page answers 503', () => {
    const { incidents, lines, now } = recorder();
    incidents.fault(killed(), 'busy-connection');
    expect(incidents.lastUnavailableAt()).toBe(now());
    incidents.fault(new Error('Client has encountered a connection error and is not queryable'), 'statement');
    incidents.succeeded();
    expect(lines).toHaveLength(1);
  });

  it('a statement’s own error is its caller’s: no incident, no line; an odd connection error gets its own line', () => {
    const { incidents, lines } = recorder();
    incidents.fault(
      coded('23505', 'duplicate key value violates unique constraint "leads_idempotency_key"'),
      'statement',
    );
    expect(lines).toEqual([]);
    expect(incidents.lastUnavailableAt()).toBe(0);
    incidents.fault(new Error('Received unexpected commandComplete message from backend.'), 'idle-connection');
    expect(lines).toEqual([
      'error: Database connection error: Received unexpected commandComplete message from backend.',
    ]);
  });

  it('a request may have failed for the database when work failed since it began, or while the database is unreachable', () => {
    const { incidents, advance, now } = recorder();
    const first = now();
    expect(incidents.failedSince(first)).toBe(false);
    // Connections closed under us: work failing since the request began counts, earlier closures do not.
    incidents.fault(killed(), 'busy-connection');
    expect(incidents.failedSince(first)).toBe(true);
    advance(10);
    expect(incidents.failedSince(now())).toBe(false);
    incidents.succeeded();

    // Unreachable: a request that began after the last refusal still counts, until a statement succeeds.
    incidents.fault(refused(), 'statement');
    advance(2_000);
    expect(incidents.failedSince(now())).toBe(true);
    incidents.succeeded();
    expect(incidents.failedSince(now())).toBe(false);
    expect(incidents.failedSince(now() - 2_000)).toBe(true);
  });
});
