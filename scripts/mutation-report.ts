import { readFile } from 'node:fs/promises';
import { z } from 'zod';

/**
 * Prints the mutation score per folder from Stryker's JSON report (`npm run mutation` writes it to
 * reports/mutation/mutation.json; the HTML report beside it shows every mutant).
 */
const REPORT = 'reports/mutation/mutation.json';
const DETECTED = new Set(['Killed', 'Timeout']);
const UNDETECTED = new Set(['Survived', 'NoCoverage']);

const reportSchema = z.object({
  files: z.record(z.string(), z.object({ mutants: z.array(z.object({ status: z.string() })) })),
});

const report = reportSchema.parse(JSON.parse(await readFile(REPORT, 'utf8')));
const folders = new Map<string, { detected: number; undetected: number }>();
for (const [file, { mutants }] of Object.entries(report.files)) {
  const folder = file.includes('/') ? file.slice(0, file.lastIndexOf('/')) : '.';
  const counts = folders.get(folder) ?? { detected: 0, undetected: 0 };
  for (const { status } of mutants) {
    if (DETECTED.has(status)) counts.detected++;
    else if (UNDETECTED.has(status)) counts.undetected++;
  }
  folders.set(folder, counts);
}

const score = ({ detected, undetected }: { detected: number; undetected: number }) =>
  detected + undetected === 0 ? '—' : `${((100 * detected) / (detected + undetected)).toFixed(1)} %`;
let total = { detected: 0, undetected: 0 };
console.log(`\n${'folder'.padEnd(32)} ${'killed'.padStart(7)} ${'survived'.padStart(9)}  score`);
for (const [folder, counts] of [...folders].sort(([a], [b]) => a.localeCompare(b))) {
  console.log(
    `${folder.padEnd(32)} ${String(counts.detected).padStart(7)} ${String(counts.undetected).padStart(9)}  ${score(counts)}`,
  );
  total = { detected: total.detected + counts.detected, undetected: total.undetected + counts.undetected };
}
console.log(
  `${'all'.padEnd(32)} ${String(total.detected).padStart(7)} ${String(total.undetected).padStart(9)}  ${score(total)}`,
);
