import type { ImportSummary } from './import-feed';

const MAX_REJECTED_SHOWN = 50;

/** The lines a stock command prints after an import: the counts, then the first rejected rows. */
export function formatImportSummary(summary: ImportSummary, seconds?: number): string[] {
  const { created, updated, unchanged, removed, rejected } = summary;
  const took = seconds === undefined ? '' : ` in ${seconds.toFixed(1)} s`;
  const lines = [
    `Created ${created}, updated ${updated}, unchanged ${unchanged}, removed ${removed}, rejected ${rejected.length}${took}.`,
  ];
  if (rejected.length > 0) {
    lines.push('Rejected rows:');
    for (const { row, id, reason } of rejected.slice(0, MAX_REJECTED_SHOWN)) {
      lines.push(`  row ${row}${id === undefined ? '' : ` (id ${JSON.stringify(id)})`}: ${reason}`);
    }
    if (rejected.length > MAX_REJECTED_SHOWN)
      lines.push(`  … and ${rejected.length - MAX_REJECTED_SHOWN} more rejected rows.`);
  }
  return lines;
}

/** How many vehicles an import created, changed or removed: what the site's cached stock pages depend on. */
export function changedCount(summary: ImportSummary): number {
  return summary.created + summary.updated + summary.removed;
}

/** What an import says when another import of the same database runs: it waits for it (STOCK_IMPORT_LOCK). */
export function importWaitMessage(holder: string): string {
  return `Another stock import is running on this database (${holder}): waiting for it to finish.`;
}
