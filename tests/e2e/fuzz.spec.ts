import { expect, test } from '@playwright/test';
import { E2E_BASE_URL, E2E_ENV } from '../../playwright.config';
import { formatFailure, formatFuzzReport, selectFailures } from '../fuzz/fuzz-report';
import { runFuzz } from '../fuzz/run-fuzz';

// Its own project, after the others (playwright.config.ts): the load would slow their pages, and the
// right-token cases write drafts under `fuzz/`.
const COUNT = Number(process.env.FUZZ_COUNT ?? 3000);
const SEED = Number(process.env.FUZZ_SEED ?? 20_260_101);

test('hostile values on every public input never give a 5xx, a time-out, an off-site redirect, an unescaped echo or an oversized header', async ({
  baseURL,
}) => {
  test.setTimeout(300_000);
  const result = await runFuzz({
    // The e2e server (runFuzz refuses anything but loopback).
    baseUrl: baseURL ?? E2E_BASE_URL,
    count: COUNT,
    seed: SEED,
    concurrency: 8,
    timeoutMs: 10_000,
    secrets: {
      managementToken: E2E_ENV.CONTENT_MANAGEMENT_TOKEN,
      previewToken: E2E_ENV.STORYBLOK_PREVIEW_TOKEN,
      webhookSecret: E2E_ENV.STORYBLOK_WEBHOOK_SECRET,
      stockSecret: E2E_ENV.STOCK_REVALIDATE_SECRET,
    },
  });
  console.log(formatFuzzReport(result));
  expect(result.records.filter(Boolean)).toHaveLength(COUNT);
  expect(
    result.unsent.map((u) => `${u.record.method} ${u.record.path.slice(0, 200)}: ${u.reason}`),
    'requests the fuzzer could not send',
  ).toEqual([]);
  expect(
    selectFailures(result.failures, 50).map(formatFailure),
    `${result.failures.length} failures (seed ${SEED})`,
  ).toEqual([]);
});
