import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { takeStudioScreens } from './screens/studio-screens';
import { ensureStudioAccount, type ScriptAccount } from './studio-sign-in';

/**
 * `npm run screens`: screenshots of the pages a reviewer looks at first (home, stock, a vehicle, a site, a
 * lease offer) at 390 px and 1 366 px, into docs/screens/, from the current build with the seed content
 * (a first visit, cookie banner answered); then the studio's views for docs/editing.md (screens/studio-screens.ts).
 * Run `npm run build` first. `SCREENS_PORT` moves its server off 3250; `--studio-only` takes the studio's only.
 */
const PORT = Number(process.env.SCREENS_PORT ?? 3250);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const OUT = 'docs/screens';
const WIDTHS = [390, 1366];
/** The éditeur the studio's screenshots are taken as (the history shows the name). */
const EDITOR: ScriptAccount = {
  email: 'editrice@screens.test',
  name: 'Édith Éditrice',
  role: 'editeur',
  password: 'screens-studio-password',
};
const env = {
  ...process.env,
  PGLITE_DIR: '.data/screens',
  DATABASE_URL: '',
  STORYBLOK_TOKEN: '',
  SITE_URL: ORIGIN,
};

const seeded = spawnSync('npm', ['run', 'db:seed', '--', '--reset'], { stdio: 'inherit', env });
if (seeded.status !== 0) throw new Error('npm run db:seed failed');
const server = spawn('npx', ['tsx', 'server.ts', '-H', '127.0.0.1', '-p', String(PORT)], {
  env,
  stdio: 'ignore',
  detached: true,
});
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  for (
    let tries = 0;
    !(await fetch(`${ORIGIN}/status`).then(
      (r) => r.ok,
      () => false,
    ));
    tries++
  ) {
    if (tries > 120) throw new Error('The server did not start');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const sitemap = await (await fetch(`${ORIGIN}/sitemap.xml`)).text();
  const first = (pattern: RegExp) =>
    [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname).find((p) => pattern.test(p));
  const pages = {
    home: '/',
    stock: '/stock',
    vehicle: first(/^\/stock\/\d+-/),
    site: '/concessions/bertrange',
    lease: first(/^\/private-lease\/.+/),
  };
  mkdirSync(OUT, { recursive: true });
  for (const width of process.argv.includes('--studio-only') ? [] : WIDTHS) {
    const context = await browser.newContext({ viewport: { width, height: width < 800 ? 844 : 900 }, locale: 'fr-LU' });
    await context.addCookies([{ name: 'site_consent', value: 'v1.a0.m0', domain: '127.0.0.1', path: '/' }]);
    const page = await context.newPage();
    for (const [name, path] of Object.entries(pages)) {
      if (!path) throw new Error(`No ${name} page in the sitemap`);
      await page.goto(`${ORIGIN}${path}`, { waitUntil: 'networkidle' });
      await page.screenshot({ path: `${OUT}/${name}-${width}.png`, fullPage: false });
      console.log(`${OUT}/${name}-${width}.png  ${path}`);
    }
    await context.close();
  }
  // Through the running site, which holds the embedded database.
  ensureStudioAccount(env, EDITOR);
  await takeStudioScreens(browser, { origin: ORIGIN, account: EDITOR, out: OUT });
} finally {
  await browser.close();
  if (server.pid) process.kill(-server.pid, 'SIGTERM');
}
