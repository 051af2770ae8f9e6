import { parseArgs } from 'node:util';
import { z } from 'zod';
import { E2E_ENV } from '../playwright.config';
import { formatFuzzReport, fuzzCounts } from '../tests/fuzz/fuzz-report';
import type { FuzzSecrets } from '../tests/fuzz/fuzz-targets';
import { loopbackBaseUrl } from '../tests/fuzz/fuzz-checks';
import { MissingBuildError, startProductionServer, type ProductionServer } from '../tests/fuzz/production-server';
import { runFuzz } from '../tests/fuzz/run-fuzz';

/**
 * `npm run fuzz -- [--count 3000] [--seed 1] [--url http://127.0.0.1:PORT] [--concurrency 8] [--timeout 10000]`
 * sends seeded hostile requests to every public input of the site and exits 1 on any 5xx, time-out,
 * connection error, off-site redirect, unescaped reflection or oversized response header.
 * Without --url it seeds `.data/fuzz` and starts the production build (`npm run build` first) with the e2e
 * secrets, so the "right token" cases run too. With --url (loopback only) the secrets are read from this
 * process's CONTENT_MANAGEMENT_TOKEN, STORYBLOK_PREVIEW_TOKEN, STORYBLOK_WEBHOOK_SECRET and
 * STOCK_REVALIDATE_SECRET when set; with CONTENT_MANAGEMENT_TOKEN the run saves drafts under `fuzz/` there.
 */
const USAGE =
  'Usage: npm run fuzz -- [--count 3000] [--seed 1] [--url http://127.0.0.1:PORT] [--concurrency 8] [--timeout 10000]';

const optionsSchema = z.object({
  count: z.coerce.number().int().min(1).max(1_000_000),
  seed: z.coerce.number().int().min(0).max(0xffffffff),
  url: z.string().optional(),
  concurrency: z.coerce.number().int().min(1).max(64),
  timeout: z.coerce.number().int().min(100),
});

function readOptions() {
  const { values } = parseArgs({
    options: {
      count: { type: 'string', default: '3000' },
      seed: { type: 'string', default: '1' },
      url: { type: 'string' },
      concurrency: { type: 'string', default: '8' },
      timeout: { type: 'string', default: '10000' },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const parsed = optionsSchema.safeParse(values);
  if (!parsed.success) {
    console.error(`${z.prettifyError(parsed.error)}\n${USAGE}`);
    process.exit(2);
  }
  return parsed.data;
}

function secretsFromEnv(): FuzzSecrets {
  const env = (name: string) => process.env[name] || undefined;
  return {
    managementToken: env('CONTENT_MANAGEMENT_TOKEN'),
    previewToken: env('STORYBLOK_PREVIEW_TOKEN'),
    webhookSecret: env('STORYBLOK_WEBHOOK_SECRET'),
    stockSecret: env('STOCK_REVALIDATE_SECRET'),
  };
}

const options = readOptions();
let target: string | undefined;
try {
  // Refused before anything is sent.
  target = options.url === undefined ? undefined : loopbackBaseUrl(options.url).origin;
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(2);
}
let server: ProductionServer | undefined;
let exitCode = 0;
try {
  let baseUrl: string;
  let secrets: FuzzSecrets;
  if (target) {
    baseUrl = target;
    secrets = secretsFromEnv();
  } else {
    server = await startProductionServer({ dataDir: '.data/fuzz', secrets: E2E_ENV });
    baseUrl = server.baseUrl;
    secrets = {
      managementToken: E2E_ENV.CONTENT_MANAGEMENT_TOKEN,
      previewToken: E2E_ENV.STORYBLOK_PREVIEW_TOKEN,
      webhookSecret: E2E_ENV.STORYBLOK_WEBHOOK_SECRET,
      stockSecret: E2E_ENV.STOCK_REVALIDATE_SECRET,
    };
  }
  const withSecrets = Object.entries(secrets).flatMap(([name, value]) => (value ? [name] : []));
  console.log(
    `Fuzzing ${baseUrl}: ${options.count} requests, seed ${options.seed}, ${options.concurrency} at a time; right-token cases: ${withSecrets.join(', ') || 'none'}`,
  );
  const result = await runFuzz({
    baseUrl,
    count: options.count,
    seed: options.seed,
    concurrency: options.concurrency,
    timeoutMs: options.timeout,
    secrets,
    onProgress: (done, total) => {
      if (process.stderr.isTTY) process.stderr.write(`\r${done}/${total}`);
      else if (done % 1000 === 0 || done === total) console.error(`${done}/${total}`);
    },
  });
  if (process.stderr.isTTY) process.stderr.write('\n');
  console.log(formatFuzzReport(result));
  if (server) console.log(`Server log (stack traces of the 5xx): ${server.logFile}`);
  exitCode = fuzzCounts(result).failed ? 1 : 0;
} catch (error) {
  console.error(error instanceof MissingBuildError ? error.message : error);
  exitCode = 2;
} finally {
  await server?.stop();
}
process.exit(exitCode);
