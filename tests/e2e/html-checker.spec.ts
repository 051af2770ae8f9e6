import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { z } from 'zod';
import { firstVehiclePath } from './sitemap-paths';

/**
 * The W3C Nu HTML checker (vnu.jar, from the `vnu-jar` package, run with the machine's Java: .ci/run installs
 * Debian's) on the HTML the server sends for one page of each kind. One JVM for all of them: starting it is
 * most of the checker's time.
 */

/** vnu.jar's path: the package's main export is that path. */
const VNU_JAR = String(createRequire(import.meta.url)('vnu-jar'));

/** One page of each kind a visitor meets. */
async function representativePages(request: APIRequestContext): Promise<string[]> {
  const vehicle = await firstVehiclePath(request);
  return [
    '/',
    '/stock',
    vehicle,
    `${vehicle}/essai-routier`,
    '/kia/ev3',
    // A lease offer holds its configurator.
    '/private-lease/kia-picanto',
    '/news/kia-ev4-arrive-chez-autopolis',
    '/concessions/bertrange',
    '/contact',
    '/services/revision',
    '/formulaires/prise-de-rendez-vous-pneus-roues',
    '/cette-page-n-existe-pas',
    '/mentions-legales',
  ];
}

/** What vnu writes with `--format json` (only what this test reads). */
const vnuReport = z.object({
  messages: z.array(
    z.object({
      type: z.string(),
      url: z.string().optional(),
      lastLine: z.number().optional(),
      message: z.string(),
      extract: z.string().optional(),
    }),
  ),
});

function javaAvailable(): boolean {
  return spawnSync('java', ['-version'], { stdio: 'ignore' }).status === 0;
}

test('the W3C HTML checker finds no error on a page of each kind', async ({ request }, testInfo) => {
  if (!javaAvailable()) {
    console.warn('SKIPPED: the W3C HTML checker needs Java (.ci/run installs default-jre-headless): no `java` here.');
    test.skip(true, 'no java: the W3C HTML checker cannot run');
  }
  test.setTimeout(120_000);
  const pages = await representativePages(request);
  const fileOf = new Map<string, string>();
  for (const [index, path] of pages.entries()) {
    const response = await request.get(path);
    expect([200, 404], path).toContain(response.status());
    const file = testInfo.outputPath(`page-${index}.html`);
    writeFileSync(file, await response.text());
    fileOf.set(file, path);
  }

  const files = [...fileOf.keys()];
  const run = spawnSync('java', ['-Xss4m', '-jar', VNU_JAR, '--format', 'json', '--stdout', ...files], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  expect(run.error, 'vnu.jar could not be run').toBeUndefined();
  const { messages } = vnuReport.parse(JSON.parse(run.stdout));
  const errors = messages
    .filter((m) => m.type === 'error' || m.type === 'non-document-error')
    .map((m) => {
      // vnu names a file `file:/…`: its path is the key.
      const page = (m.url && fileOf.get(decodeURIComponent(new URL(m.url).pathname))) ?? m.url ?? '?';
      return `${page}:${m.lastLine ?? '?'}: ${m.message}${m.extract ? ` [${m.extract.trim().slice(0, 160)}]` : ''}`;
    });
  expect(errors, `${errors.length} HTML error(s):\n${errors.join('\n')}`).toEqual([]);
});
