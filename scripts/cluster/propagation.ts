import { clusterLayout } from './cluster-layout';

/**
 * Publish through instance a → the new page served by instance b (its own port, not nginx): the delay of
 * each try. Changes the story's SEO title through a's management API, publishes it, polls b every 10 ms
 * until its `<title>` carries the new title; puts the title back at the end, whatever happened.
 * Used by `measure-propagation.ts` and `npm run bench -- --cluster`.
 */
export type PropagationOptions = { token: string; tries: number; slug?: string; log?: (line: string) => void };

type Story = { content: Record<string, unknown> & { seo_title?: string } };

export async function measurePropagation({
  token,
  tries,
  slug = 'faq',
  log = () => {},
}: PropagationOptions): Promise<number[]> {
  const [a, b] = clusterLayout().instances.map((i) => `http://127.0.0.1:${i.port}`);
  const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };

  async function published(): Promise<Story> {
    const response = await fetch(`${a}/api/content/v2/cdn/stories/${slug}?token=local&cv=${Date.now()}`);
    if (!response.ok) throw new Error(`Reading ${slug}: HTTP ${response.status}`);
    return ((await response.json()) as { story: Story }).story;
  }

  async function publishTitle(content: Story['content'], title: string): Promise<void> {
    const saved = await fetch(`${a}/api/content/manage/stories/${slug}`, {
      method: 'PUT',
      headers: auth,
      body: JSON.stringify({ content: { ...content, seo_title: title } }),
    });
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
      const publishedAt = performance.now();
      for (;;) {
        if ((await titleOnB()).includes(marker)) break;
        if (performance.now() - publishedAt > 30_000)
          throw new Error(`Instance b still serves the old title after 30 s (try ${i}).`);
        await new Promise((r) => setTimeout(r, 10));
      }
      const delay = performance.now() - publishedAt;
      delays.push(delay);
      log(`try ${i}: ${Math.round(delay)} ms`);
    }
  } finally {
    await publishTitle(original.content, originalTitle);
  }
  return delays;
}

/** The value at quantile `q` (nearest rank) of `values`, NaN when there are none. */
export function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((x, y) => x - y);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? NaN;
}
