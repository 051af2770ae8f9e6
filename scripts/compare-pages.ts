import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { FLIGHT_DATA_GLOBAL } from '@/framework/next-internals';

/**
 * `npx tsx scripts/compare-pages.ts snapshot <label>`: serves the current build (`npm run build` first) on
 * loopback with the seed content (seeded into `.data/compare-pages` the first time, then kept) and writes the status and HTML of PAGES to `.data/page-snapshots/<label>/`.
 * `npx tsx scripts/compare-pages.ts diff <label-a> <label-b>`: says which pages differ, with the first
 * differing lines; exit 1 when one does. A refactoring that changes no behaviour leaves every page equal;
 * build with the same `BUILD_ID` both times, since the id is written into every page. `COMPARE_PORT` moves it off 3260.
 */
const PORT = Number(process.env.COMPARE_PORT ?? 3260);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const ROOT = '.data/page-snapshots';

/** Twenty pages of every kind: story pages, block parameters, subjects, forms, a 404. `{vehicle}`, `{lease}` come from the sitemap. */
const PAGES = [
  '/',
  '/stock',
  '/stock?fuel=diesel&sort=price_asc',
  '{vehicle}',
  '{vehicle}/essai-routier',
  '/kia',
  '/kia?page=2',
  '/kia/ev3',
  '/concessions/bertrange',
  '/kia/concessions/bertrange',
  '/home-page/bertrange',
  '/private-lease',
  '{lease}?duree=36',
  '/news',
  '/news/kia-ev4-arrive-chez-autopolis',
  '/contact?sujet=reprise',
  '/formulaires/prise-de-rendez-vous-pneus-roues-esch',
  '/faq',
  '/concessions?q=esch',
  '/une-page-qui-n-existe-pas',
];

const fileName = (page: string) => `${page.replace(/[^a-z0-9]+/gi, '_').replace(/^_+|_+$/g, '') || 'home'}.html`;

async function snapshot(label: string) {
  const env = {
    ...process.env,
    PGLITE_DIR: '.data/compare-pages',
    DATABASE_URL: '',
    STORYBLOK_TOKEN: '',
    REDIS_URL: '',
    SITE_URL: ORIGIN,
  };
  // Seeded once and kept: a story's publication time is the seeding's, and the pages show it.
  if (!existsSync(env.PGLITE_DIR)) {
    const seeded = spawnSync('npm', ['run', 'db:seed', '--', '--reset'], { stdio: 'inherit', env });
    if (seeded.status !== 0) throw new Error('npm run db:seed failed');
  }
  const server = spawn('npx', ['tsx', 'server.ts', '-H', '127.0.0.1', '-p', String(PORT)], {
    env,
    stdio: 'ignore',
    detached: true,
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
      if (tries > 240) throw new Error('The server did not start');
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    const sitemap = await (await fetch(`${ORIGIN}/sitemap.xml`)).text();
    const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
    const first = (pattern: RegExp) => paths.find((p) => pattern.test(p)) ?? `/missing-${pattern.source}`;
    const subjects = { '{vehicle}': first(/^\/stock\/\d+-/), '{lease}': first(/^\/private-lease\/.+/) };
    const out = path.join(ROOT, label);
    rmSync(out, { recursive: true, force: true });
    mkdirSync(out, { recursive: true });
    for (const page of PAGES) {
      const url = page.replace(/\{\w+\}/, (name) => subjects[name as keyof typeof subjects]);
      // Twice: the first request renders and caches, the second is what visitors get from the cache.
      await fetch(`${ORIGIN}${url}`, { redirect: 'manual' }).then((answer) => answer.arrayBuffer());
      const answer = await fetch(`${ORIGIN}${url}`, { redirect: 'manual' });
      writeFileSync(path.join(out, fileName(page)), `${answer.status} ${url}\n${await answer.text()}`);
      console.log(`${answer.status}  ${url}`);
    }
  } finally {
    if (server.pid) process.kill(-server.pid, 'SIGTERM');
  }
}

/**
 * A page as a comparison sees it. React streams the parts of a page in the order its data arrives, so two
 * renders of the same page on the same build may differ in the order of the head's elements and in the
 * numbering of the payload's rows (measured: 3 of 20 pages, two snapshots of one build). So: the HTML with
 * the payload's scripts taken out and the head's elements sorted, then the payload's rows with their ids
 * and references replaced by `#`, sorted. The names of the build's scripts and stylesheets are hashes that
 * move when the order of modules does, for the same bytes, so they are replaced by `#` too: how many a page
 * loads still shows, and `npm run bench -- --check` weighs them. Next.js draws its server actions' ids anew
 * for every build (42 hexadecimal digits): `#` as well. Any change of text, attribute, element or
 * prop still shows.
 */
export function comparable(html: string): string {
  const rows: string[] = [];
  const markup = html
    .replaceAll(/\/_next\/static\/chunks\/[\w-]+\.(js|css)/g, '/_next/static/chunks/#.$1')
    .replaceAll(/\b[0-9a-f]{42}\b/g, '#')
    .replace(
      new RegExp(String.raw`<script>self\.${FLIGHT_DATA_GLOBAL}\.push\(\[1,("(?:[^"\\]|\\.)*")\]\)<\/script>`, 'g'),
      (_, literal: string) => {
        rows.push(...(JSON.parse(literal) as string).split('\n'));
        return '';
      },
    );
  const sortedHead = markup.replace(
    /<head>([\s\S]*?)<\/head>/,
    (_, head: string) => `<head>${head.split(/(?=<)/).sort().join('')}</head>`,
  );
  const payload = rows
    .filter((row) => row !== '')
    .map((row) => row.replace(/^[0-9a-f]+:/, '#:').replace(/"\$(@|L)?[0-9a-f]+(?=[":])/g, '"$$$1#'))
    .sort();
  return `${sortedHead}\n--- payload ---\n${payload.join('\n')}`;
}

/** Pages are compared split at tags, so a difference names the element it is in. */
function diff(a: string, b: string): number {
  let differing = 0;
  for (const name of readdirSync(path.join(ROOT, a)).sort()) {
    const raw = [readFileSync(path.join(ROOT, a, name), 'utf8'), readFileSync(path.join(ROOT, b, name), 'utf8')];
    const [before, after] = raw.map(comparable) as [string, string];
    if (raw[0] === raw[1] || before === after) {
      console.log(`${raw[0] === raw[1] ? 'identical ' : 'equivalent'}  ${name}`);
      continue;
    }
    differing++;
    const x = before.split(/(?=<)|\n/);
    const y = after.split(/(?=<)|\n/);
    const at = x.findIndex((part, index) => part !== y[index]);
    console.log(`DIFFERENT  ${name}  (${raw[0]!.length} → ${raw[1]!.length} bytes)`);
    for (let index = at; index < Math.min(at + 3, Math.max(x.length, y.length)); index++) {
      console.log(`  - ${(x[index] ?? '').slice(0, 240)}\n  + ${(y[index] ?? '').slice(0, 240)}`);
    }
  }
  return differing;
}

const [command, first, second] = process.argv.slice(2);
if (command === 'snapshot' && first) await snapshot(first);
else if (command === 'diff' && first && second) {
  const differing = diff(first, second);
  console.log(`${differing} of ${readdirSync(path.join(ROOT, first)).length} pages differ`);
  process.exitCode = differing > 0 ? 1 : 0;
} else {
  console.error('Usage: compare-pages.ts snapshot <label> | diff <label-a> <label-b>');
  process.exitCode = 2;
}
