import { loadOgCard } from '@/page/seo/load-og-card';
import { parseOgCardPath } from '@/page/seo/og-card-path';
import { pageNotFoundLifetime } from '@/site/errors/not-found-lifetime';
import { ogCardPng } from '@/site/social/og-card-image';

// Drawn on first request and kept in the render cache, like the pages, until the tags of the data read
// (`stock`, `vehicle:{id}`, the story's slug, `content`) are revalidated; nothing is drawn at build time.
export const dynamicParams = true;
export const revalidate = false;
export function generateStaticParams() {
  return [];
}

/**
 * `/api/og/{kind}/…/{name}.png` (page/seo/og-card-path.ts): the 1200×630 social preview card of a vehicle,
 * model, lease offer, site or article, or the site's own (`/api/og/site.png`). An address that names no
 * published page is a 404, kept a minute like a page's.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ card: string[] }> }) {
  const address = parseOgCardPath((await params).card);
  const card = address && (await loadOgCard(address));
  if (!card) {
    await pageNotFoundLifetime();
    return new Response('Not found', {
      status: 404,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'X-Content-Type-Options': 'nosniff' },
    });
  }
  return new Response(await ogCardPng(card), {
    headers: { 'Content-Type': 'image/png', 'X-Content-Type-Options': 'nosniff' },
  });
}
