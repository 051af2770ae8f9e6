/**
 * `tsx scripts/run-together.ts typecheck lint …`: runs npm scripts side by side, prints each one's output
 * whole, in the order given, with how long it took, and exits with the first failure's status. The checks
 * of `npm test` each use one core (tsc, ESLint, Prettier, the schema and redirect checks): run one after
 * the other they left the second core idle.
 */
import { spawn } from 'node:child_process';

type Finished = { name: string; status: number; output: string; seconds: number };

function run(name: string): Promise<Finished> {
  const started = performance.now();
  const child = spawn('npm', ['run', name], { stdio: ['ignore', 'pipe', 'pipe'], env: process.env });
  const chunks: Buffer[] = [];
  child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
  child.stderr.on('data', (chunk: Buffer) => chunks.push(chunk));
  return new Promise((resolve) => {
    const finish = (status: number, extra = '') =>
      resolve({
        name,
        status,
        output: Buffer.concat(chunks).toString() + extra,
        seconds: (performance.now() - started) / 1000,
      });
    child.on('error', (error) => finish(1, `\n${error.message}\n`));
    child.on('close', (code, signal) => finish(code ?? (signal ? 1 : 0)));
  });
}

const names = process.argv.slice(2);
if (names.length === 0) {
  console.error('Usage: tsx scripts/run-together.ts <npm script> [<npm script> …]');
  process.exit(2);
}

let failed = 0;
for (const finished of await Promise.all(names.map(run))) {
  process.stdout.write(finished.output);
  const verdict = finished.status === 0 ? 'passed' : `failed (status ${finished.status})`;
  console.log(`── npm run ${finished.name}: ${verdict} in ${finished.seconds.toFixed(0)} s\n`);
  if (finished.status !== 0 && failed === 0) failed = finished.status;
}
process.exit(failed);
