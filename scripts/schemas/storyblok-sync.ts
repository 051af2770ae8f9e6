import { spawn } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * What `npm run schemas:pull` and `schemas:push` share: the settings from the environment, a quick check that
 * the space answers (so a missing network or a wrong token is one clear sentence in a second, not the CLI's
 * minutes of retries), and a run of the installed `storyblok` CLI in a scratch folder whose log says what
 * it did. Every failure is a SchemaSyncError whose message is one sentence for the terminal.
 */
export class SchemaSyncError extends Error {}

export type SyncSettings = { spaceId: string; token: string; region: Region; host: string };

/** The Storyblok CLI's management API host per region (its `managementApiRegions`). */
const MANAGEMENT_HOSTS = {
  eu: 'mapi.storyblok.com',
  us: 'api-us.storyblok.com',
  ca: 'api-ca.storyblok.com',
  ap: 'api-ap.storyblok.com',
  cn: 'app.storyblokchina.cn',
} as const;
type Region = keyof typeof MANAGEMENT_HOSTS;

export const CLI_PATH = path.join(process.cwd(), 'node_modules/storyblok/dist/index.mjs');
const CHECK_TIMEOUT_MS = 15_000;

/** STORYBLOK_SPACE_ID, STORYBLOK_PERSONAL_ACCESS_TOKEN and STORYBLOK_REGION (default `eu`), checked. */
export function syncSettings(env: NodeJS.ProcessEnv = process.env): SyncSettings {
  const spaceId = env.STORYBLOK_SPACE_ID?.trim() ?? '';
  const token = env.STORYBLOK_PERSONAL_ACCESS_TOKEN?.trim() ?? '';
  const region = (env.STORYBLOK_REGION?.trim() || 'eu') as Region;
  if (!token) {
    throw new SchemaSyncError(
      'STORYBLOK_PERSONAL_ACCESS_TOKEN is not set: create a personal access token in Storyblok (My account → Personal access tokens) and set it to pull or push schemas.',
    );
  }
  if (!spaceId)
    throw new SchemaSyncError(
      'STORYBLOK_SPACE_ID is not set: set it to the id of the Storyblok space to pull from or push to.',
    );
  if (!/^\d+$/.test(spaceId))
    throw new SchemaSyncError(`STORYBLOK_SPACE_ID must be the space's numeric id (got "${spaceId}").`);
  if (!Object.hasOwn(MANAGEMENT_HOSTS, region)) {
    throw new SchemaSyncError(
      `STORYBLOK_REGION must be one of ${Object.keys(MANAGEMENT_HOSTS).join(', ')} (got "${region}").`,
    );
  }
  return { spaceId, token, region, host: MANAGEMENT_HOSTS[region] };
}

/** Asks the management API for the space: the network, the token and the space id in one request. Returns its name. */
export async function checkSpaceAccess(settings: SyncSettings): Promise<string> {
  const url = `https://${settings.host}/v1/spaces/${settings.spaceId}`;
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { Authorization: settings.token },
      signal: AbortSignal.timeout(CHECK_TIMEOUT_MS),
    });
  } catch (error) {
    throw new SchemaSyncError(
      `Cannot reach Storyblok's management API at https://${settings.host} (${networkReason(error)}): check the network connection and STORYBLOK_REGION.`,
    );
  }
  const body = await response.text().catch(() => '');
  if (response.status === 401) {
    throw new SchemaSyncError(
      'Storyblok refused STORYBLOK_PERSONAL_ACCESS_TOKEN (HTTP 401): check the token, or create a new one under My account → Personal access tokens.',
    );
  }
  if (response.status === 403 || response.status === 404) {
    throw new SchemaSyncError(
      `Storyblok has no space ${settings.spaceId} in region ${settings.region} that this token may use (HTTP ${response.status}): check STORYBLOK_SPACE_ID and STORYBLOK_REGION.`,
    );
  }
  if (!response.ok)
    throw new SchemaSyncError(
      `Storyblok's management API answered HTTP ${response.status} for space ${settings.spaceId}: try again later.`,
    );
  try {
    const name = (JSON.parse(body) as { space?: { name?: unknown } }).space?.name;
    return typeof name === 'string' ? name : `space ${settings.spaceId}`;
  } catch {
    return `space ${settings.spaceId}`;
  }
}

function networkReason(error: unknown): string {
  if (error instanceof Error && error.name === 'TimeoutError') return `no answer within ${CHECK_TIMEOUT_MS / 1000} s`;
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : undefined;
  return cause ?? (error instanceof Error ? error.message : String(error));
}

/** What the CLI's log file says it did: its info and error messages, in order. */
export type CliOutcome = { exitCode: number; infos: string[]; errors: string[] };

/**
 * Runs the installed `storyblok` CLI with `--path workDir` (its files, logs included, stay in that folder),
 * logged in through its environment credentials (STORYBLOK_LOGIN + STORYBLOK_TOKEN + STORYBLOK_REGION: the
 * CLI's session takes them before any stored login, and writes nothing to ~/.storyblok). Its own output is
 * kept quiet; the log file tells what it did, including the failures it prints without an exit code.
 */
export async function runStoryblokCli(settings: SyncSettings, args: string[], workDir: string): Promise<CliOutcome> {
  const env = {
    ...process.env,
    STORYBLOK_LOGIN: 'personal-access-token',
    STORYBLOK_TOKEN: settings.token,
    STORYBLOK_REGION: settings.region,
  };
  const argv = [
    CLI_PATH,
    '--path',
    workDir,
    '--region',
    settings.region,
    '--no-ui-enabled',
    '--no-report-enabled',
    ...args,
  ];
  const exitCode = await new Promise<number>((resolve, reject) => {
    const child = spawn(process.execPath, argv, { cwd: workDir, env, stdio: ['ignore', 'ignore', 'pipe'] });
    child.stderr.resume();
    child.on('error', reject);
    child.on('close', (code) => resolve(code ?? 1));
  }).catch((error: unknown) => {
    throw new SchemaSyncError(
      `Cannot start the Storyblok CLI (${error instanceof Error ? error.message : String(error)}): run npm ci.`,
    );
  });
  return { exitCode, ...(await readCliLog(path.join(workDir, 'logs'))) };
}

async function readCliLog(dir: string): Promise<{ infos: string[]; errors: string[] }> {
  const infos: string[] = [];
  const errors: string[] = [];
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  for (const entry of entries.filter((e) => e.isFile() && e.name.endsWith('.jsonl'))) {
    const text = await readFile(path.join(entry.parentPath, entry.name), 'utf8');
    for (const line of text.split('\n').filter(Boolean)) {
      let record: { level?: string; message?: string; context?: { error?: { message?: string; httpCode?: number } } };
      try {
        record = JSON.parse(line) as typeof record;
      } catch {
        continue;
      }
      const message = oneLine(record.message ?? '');
      if (record.level === 'ERROR') {
        const cause = record.context?.error;
        const detail =
          cause?.message && !message.includes(oneLine(cause.message)) ? ` (${oneLine(cause.message)})` : '';
        errors.push(`${message}${detail}${cause?.httpCode ? ` [HTTP ${cause.httpCode}]` : ''}`);
      } else if (record.level === 'INFO') infos.push(message);
    }
  }
  return { infos, errors };
}

/** A message on one line: no colours, no line breaks (the CLI's messages carry both, some escaped). */
function oneLine(text: string): string {
  return text
    .replace(/\u001b\[[0-9;]*m/g, '')
    .replace(/\\n/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The CLI failed when it says so in its exit code or in its log (a push that fails some components exits 0). */
export function cliFailure(what: string, outcome: CliOutcome): SchemaSyncError | null {
  if (outcome.exitCode === 0 && outcome.errors.length === 0) return null;
  const first = outcome.errors[0] ?? `it exited with code ${outcome.exitCode}`;
  const more =
    outcome.errors.length > 1
      ? ` (and ${outcome.errors.length - 1} more error${outcome.errors.length > 2 ? 's' : ''})`
      : '';
  return new SchemaSyncError(`The Storyblok CLI could not ${what}: ${first.replace(/\.$/, '')}${more}.`);
}

/** Runs a command's main function: a SchemaSyncError or any other failure is one line on stderr and exit code 1. */
export async function runSyncCommand(name: string, main: () => Promise<void>): Promise<void> {
  try {
    await main();
  } catch (error) {
    const message =
      error instanceof SchemaSyncError
        ? error.message
        : `${name} failed: ${oneLine(error instanceof Error ? error.message : String(error))}.`;
    console.error(message);
    process.exitCode = 1;
  }
}
