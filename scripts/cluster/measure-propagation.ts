import { parseArgs } from 'node:util';
import { clusterLayout } from './cluster-layout';

/**
 * How long a publish through one instance takes to show on another (`npm run cluster` running, started
 * with `CONTENT_MANAGEMENT_TOKEN`): `npx tsx scripts/cluster/measure-propagation.ts [--tries 10]` changes
 * the FAQ's title through instance a's management API, publishes it, then polls instance b directly (its
 * own port, not nginx) until its page carries the new title. Prints each delay, p50 and p95; puts the
 * title back at the end.
 */
const { values } = parseArgs({ options: { tries: { type: 'string', default: '10' }, slug: { type: 'string', default: 'faq' } } });
const tries = Number(values.tries);
const slug = values.slug;
const token = process.env.CONTENT_MANAGEMENT_TOKEN;
if (!token) throw new Error('Set CONTENT_MANAGEMENT_TOKEN to the value the cluster was started with.');
const [a, b] = clusterLayout().instances.map((i) => `http://127.0.0.1:${i.port}`);
const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };

type Story = { content: Record<string, unknown> & { seo_title?: string } };

async function published(): Promise<Story> {
  const response = await fetch(`${a}/api/content/v2/cdn/stories/${slug}?token=local&cv=${Date.now()}`);
  if (!response.ok) throw new Error(`Reading ${slug}: HTTP ${response.status}`);
  return ((await response.json()) as { story: Story }).story;
}

async function publishTitle(content: Story['content'], title: string): Promise<void> {
  const saved = await fetch(`${a}/api/content/manage/stories/${slug}`, { method: 'PUT', headers: auth, body: JSON.stringify({ content: { ...content, seo_title: title } }) });
  if (!saved.ok) throw new Error(`Saving: HTTP ${saved.status} ${await saved.text()}`);
  const done = await fetch(`${a}/api/content/manage/stories/${slug}/publish`, { method: 'POST', headers: auth });
  if (!done.ok) throw new Error(`Publishing: HTTP ${done.status} ${await done.text()}`);
}

async function titleOnB(): Promise<string> {
  const html = await (await fetch(`${b}/${slug}`)).text();
  return /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
}

const original = await published();
const originalTitle = original.content.seo_title ?? '';
const delays: number[] = [];
try {
  await titleOnB(); // b has the page in the cache
  for (let i = 1; i <= tries; i++) {
    const marker = `mesure ${Date.now().toString(36)}`;
    await publishTitle(original.content, `FAQ ${marker}`);
    const published = performance.now();
    for (;;) {
      if ((await titleOnB()).includes(marker)) break;
      if (performance.now() - published > 30_000) throw new Error(`Instance b still serves the old title after 30 s (try ${i}).`);
      await new Promise((r) => setTimeout(r, 10));
    }
    const delay = performance.now() - published;
    delays.push(delay);
    console.log(`try ${i}: ${Math.round(delay)} ms`);
  }
} finally {
  await publishTitle(original.content, originalTitle);
}
const sorted = [...delays].sort((x, y) => x - y);
const at = (q: number) => Math.round(sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? NaN);
console.log(`publish on a → new page on b: p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${at(1)} ms over ${delays.length} tries`);
