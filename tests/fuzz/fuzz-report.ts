import type { FuzzFailure, FuzzFailureKind, FuzzRecord, FuzzResult } from './run-fuzz';

/** The figures of a run; `failed` is what decides the exit code. */
export type FuzzCounts = Record<FuzzFailureKind, number> & { requests: number; unsent: number; failed: boolean };

export function fuzzCounts(result: FuzzResult): FuzzCounts {
  const kinds: Record<FuzzFailureKind, number> = {
    '5xx': 0,
    timeout: 0,
    connection: 0,
    'off-site-redirect': 0,
    reflection: 0,
    'header-size': 0,
  };
  for (const failure of result.failures) kinds[failure.kind]++;
  return {
    ...kinds,
    requests: result.records.filter(Boolean).length,
    unsent: result.unsent.length,
    failed: result.failures.length > 0,
  };
}

const shorten = (text: string, max = 180) =>
  text.length > max ? `${text.slice(0, max)}… (${text.length} characters)` : text;
const statusKey = (status: FuzzRecord['status']) => String(status);
const compareStatus = (a: string, b: string) => (Number(a) || 1000) - (Number(b) || 1000) || a.localeCompare(b);

function countBy<T>(items: readonly T[], key: (item: T) => string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return counts;
}

/** One line per failure: index, kind, method, path, status and reason. */
export function formatFailure(failure: FuzzFailure): string {
  const { record } = failure;
  return `#${record.index} [${failure.kind}] ${record.method} ${shorten(record.path)} → ${record.status} (${record.family}): ${shorten(failure.reason, 300)}`;
}

/** The first two path segments, to tell apart failures of one family (`/api/content`, `/stock/%%`). */
function pathShape(path: string): string {
  return path.split('?')[0]!.split('/').slice(1, 3).join('/').slice(0, 40);
}

/**
 * The first `limit` failures, one per distinct kind × family × status × method × path start first (so one
 * noisy bug does not hide the others), then the rest in request order.
 */
export function selectFailures(failures: readonly FuzzFailure[], limit = 20): FuzzFailure[] {
  const seen = new Set<string>();
  const distinct: FuzzFailure[] = [];
  const rest: FuzzFailure[] = [];
  for (const failure of failures) {
    const key = `${failure.kind}|${failure.record.family}|${failure.record.status}|${failure.record.method}|${pathShape(failure.record.path)}`;
    (seen.has(key) ? rest : distinct).push(failure);
    seen.add(key);
  }
  return [...distinct, ...rest].slice(0, limit).sort((a, b) => a.record.index - b.record.index);
}

function table(rows: string[], columns: string[], cell: (row: string, column: string) => number): string[] {
  const width = Math.max(8, ...rows.map((r) => r.length));
  const colWidth = columns.map((c) => Math.max(5, c.length));
  const lines = [`  ${''.padEnd(width)} ${columns.map((c, i) => c.padStart(colWidth[i]!)).join(' ')}`];
  for (const row of rows) {
    lines.push(
      `  ${row.padEnd(width)} ${columns.map((c, i) => (cell(row, c) ? String(cell(row, c)) : '·').padStart(colWidth[i]!)).join(' ')}`,
    );
  }
  return lines;
}

/** The run as text: status histogram, family × status, failure counts, the first failures. */
export function formatFuzzReport(result: FuzzResult, { maxFailures = 20 } = {}): string {
  const records = result.records.filter(Boolean);
  const counts = fuzzCounts(result);
  const lines: string[] = [];
  lines.push(
    `Fuzz run: ${records.length} requests to ${result.baseUrl}, seed ${result.seed}, ${(result.durationMs / 1000).toFixed(1)} s`,
  );

  lines.push('', 'Responses by status:');
  const byStatus = countBy(records, (r) => statusKey(r.status));
  const statuses = [...byStatus.keys()].sort(compareStatus);
  const most = Math.max(...byStatus.values());
  for (const status of statuses) {
    const n = byStatus.get(status)!;
    lines.push(
      `  ${status.padStart(7)} ${String(n).padStart(6)}  ${'█'.repeat(Math.max(1, Math.round((n / most) * 40)))}`,
    );
  }

  lines.push('', 'By target family × status:');
  const families = [...new Set(records.map((r) => r.family))].sort();
  const byCell = countBy(records, (r) => `${r.family}|${statusKey(r.status)}`);
  lines.push(...table(families, statuses, (family, status) => byCell.get(`${family}|${status}`) ?? 0));

  if (result.failures.length > 0) {
    lines.push('', 'Failures by kind × family:');
    const kinds = [...new Set(result.failures.map((f) => f.kind))].sort();
    const failedFamilies = [...new Set(result.failures.map((f) => f.record.family))].sort();
    const byKind = countBy(result.failures, (f) => `${f.record.family}|${f.kind}`);
    lines.push(...table(failedFamilies, kinds, (family, kind) => byKind.get(`${family}|${kind}`) ?? 0));
  }

  lines.push(
    '',
    `Requests ${counts.requests} · 5xx ${counts['5xx']} · time-outs ${counts.timeout} · connection errors ${counts.connection} · ` +
      `off-site redirects ${counts['off-site-redirect']} · reflections ${counts.reflection} · oversized headers ${counts['header-size']}` +
      (counts.unsent ? ` · not sent (fuzzer bug) ${counts.unsent}` : ''),
  );

  const times = records.map((r) => r.ms).sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0;
  const slowest = [...records].sort((a, b) => b.ms - a.ms).slice(0, 3);
  lines.push(
    `Time per request: p50 ${at(0.5)} ms · p95 ${at(0.95)} ms · max ${at(1)} ms; slowest: ${slowest.map((r) => `#${r.index} ${r.method} ${shorten(r.path, 60)} (${r.ms} ms)`).join(', ')}`,
  );

  if (result.failures.length > 0) {
    const shown = selectFailures(result.failures, maxFailures);
    lines.push(
      '',
      `Failures (${shown.length} of ${result.failures.length}, distinct kinds, families, statuses and paths first):`,
    );
    for (const failure of shown) lines.push(`  ${formatFailure(failure)}`);
  }
  for (const { record, reason } of result.unsent.slice(0, 5))
    lines.push(`  not sent: #${record.index} ${record.method} ${shorten(record.path)}: ${reason}`);
  lines.push(
    '',
    counts.failed
      ? `FAILED: ${result.failures.length} failures (replay with the same --seed and --count).`
      : 'OK: no failure.',
  );
  return lines.join('\n');
}
