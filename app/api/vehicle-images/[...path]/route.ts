import { parseVehicleIllustrationPath, renderVehicleIllustration } from '@/services/stock/vehicle-illustration';

/**
 * `/api/vehicle-images/{body}/{colour}/{angle}.svg`: a generated illustration of a body style in a colour
 * from an angle, the pictures of the demo stock. The same address always draws the same picture.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ path: string[] }> }) {
  const illustration = parseVehicleIllustrationPath((await params).path);
  if (!illustration) {
    return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  }
  return new Response(renderVehicleIllustration(illustration), {
    headers: {
      'Content-Type': 'image/svg+xml',
      'Cache-Control': 'public, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
