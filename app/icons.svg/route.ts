import { iconSpriteDocument } from '@/site/ui/icon-sprite';

export const dynamic = 'force-static';

/** The icon sprite (site/ui/icon-sprite.ts), built once per build; pages ask for it with the build's id. */
export function GET() {
  return new Response(iconSpriteDocument(), {
    headers: { 'Content-Type': 'image/svg+xml; charset=utf-8', 'Cache-Control': 'public, max-age=31536000, immutable' },
  });
}
