import { spawnSync } from 'node:child_process';
import type { Browser, BrowserContext, BrowserContextOptions } from '@playwright/test';

/** An account the screenshot and benchmark scripts sign in to the studio with, on their own throwaway server. */
export type ScriptAccount = { email: string; name: string; role: 'administrateur' | 'editeur'; password: string };

/**
 * Makes `account` with `npm run studio:user` against the database of `env` (PGLITE_DIR or DATABASE_URL;
 * through the running site with the embedded database), or sets its password again when it exists already
 * (a benchmark's reused copy). STUDIO_PASSWORD is retired: the studio opens with an account only.
 */
export function ensureStudioAccount(env: NodeJS.ProcessEnv, account: ScriptAccount): void {
  const run = (command: 'add' | 'reset') =>
    spawnSync(
      'npx',
      [
        'tsx',
        'scripts/studio-user.ts',
        command,
        account.email,
        '--role',
        account.role,
        ...(command === 'add' ? ['--name', account.name] : []),
        '--password-stdin',
      ],
      { env, input: `${account.password}\n`, encoding: 'utf8', timeout: 120_000 },
    );
  const added = run('add');
  if (added.status === 0) return;
  const reset = run('reset');
  if (reset.status !== 0) throw new Error(`npm run studio:user failed: ${added.stderr}${reset.stderr}`);
}

/**
 * A browser context signed in to the studio at `origin` as `account`, through the login page as a person
 * would: its session cookie then rides every request of the context.
 */
export async function signedInContext(
  browser: Browser,
  origin: string,
  account: ScriptAccount,
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  await page.goto(`${origin}/studio/connexion`);
  await page.getByLabel('Adresse e-mail').fill(account.email);
  await page.getByLabel('Mot de passe').fill(account.password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/studio/connexion'), { timeout: 60_000 });
  await page.close();
  return context;
}
