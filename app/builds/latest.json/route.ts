import { currentBuild } from '@/site/navigation/current-build';

export const dynamic = 'force-dynamic';

/** The build this server runs; open tabs poll it (site/navigation/build-watch.ts). Never cached. */
export function GET() {
  return Response.json(currentBuild(), { headers: { 'Cache-Control': 'no-store, max-age=0' } });
}
