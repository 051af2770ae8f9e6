import { getDb } from '@/db/client';
import { assetStorage } from '@/services/assets/asset-storage';
import { assetAnswer } from '@/services/assets/serve-asset';

/**
 * `/medias/{id}/{w}x{h}/{hash}/{name}?w=&q=`: the « Médiathèque »'s images, resized (services/assets/serve-asset.ts).
 * Outside the proxy (its matcher) like the build's files: the answer is the same for every visitor.
 */
export async function GET(request: Request, { params }: { params: Promise<{ path: string[] }> }): Promise<Response> {
  const url = new URL(request.url);
  return assetAnswer({ db: await getDb(), storage: await assetStorage() }, (await params).path, {
    search: url.searchParams,
    accept: request.headers.get('accept'),
  });
}
