import type { Database } from '@/db/client';
import { frLuStudioMedia as words } from '@/i18n/fr-lu-studio-media';
import { parseAssetId } from './asset-address';
import { assetEditSchema, managedAsset } from './asset-contract';
import { assetUsage, createAsset, deleteAsset, editAsset, findAsset, listAssets } from './asset-library';
import type { AssetStorage } from './asset-storage';
import { MAX_INPUT_PIXELS, MAX_UPLOAD_BYTES, type UploadRefusal } from './prepare-upload';

/**
 * The assets calls of the management API (asset-contract.ts lists them), once the route has said who calls
 * (site/studio/management-access.ts) and read the body within its limit. Answers `{ error }` in French.
 */
export type AssetsCall = {
  method: string;
  /** The id segment after `/assets/`, or null for the list. */
  id: string | null;
  search: URLSearchParams;
  /** The multipart form of an upload. */
  form?: FormData;
  /** The JSON body of a PUT. */
  body?: unknown;
  author: string;
};

export async function handleAssetsCall(
  { db, storage }: { db: Database; storage: AssetStorage },
  call: AssetsCall,
): Promise<Response> {
  if (call.id === null) {
    if (call.method === 'GET') {
      const page = Number(call.search.get('page') ?? '1');
      const found = await listAssets(db, {
        search: (call.search.get('search') ?? '').slice(0, 200),
        page: Number.isInteger(page) && page > 0 && page < 10_000 ? page : 1,
      });
      return Response.json({ assets: found.assets.map(managedAsset), total: found.total });
    }
    if (call.method === 'POST') return upload({ db, storage }, call);
    return methodNotAllowed('GET, POST');
  }

  const id = parseAssetId(call.id);
  if (id === null) return error(404, words.errors.notFound);
  switch (call.method) {
    case 'GET': {
      const asset = await findAsset(db, id);
      if (!asset) return error(404, words.errors.notFound);
      return Response.json({ asset: managedAsset(asset), usage: await assetUsage(db, id) });
    }
    case 'PUT': {
      const edit = assetEditSchema.safeParse(call.body ?? {});
      if (!edit.success) return error(422, words.errors.badFocus);
      const edited = await editAsset(db, id, edit.data);
      if (!edited.ok)
        return edited.reason === 'not-found' ? error(404, words.errors.notFound) : error(422, words.errors.badFocus);
      return Response.json({ asset: managedAsset(edited.asset) });
    }
    case 'DELETE': {
      const deleted = await deleteAsset(db, storage, id);
      if (deleted.ok) return new Response(null, { status: 204 });
      if (deleted.reason === 'not-found') return error(404, words.errors.notFound);
      return Response.json({ error: words.errors.inUse(deleted.usage.length), usage: deleted.usage }, { status: 409 });
    }
    default:
      return methodNotAllowed('GET, PUT, DELETE');
  }
}

async function upload({ db, storage }: { db: Database; storage: AssetStorage }, call: AssetsCall): Promise<Response> {
  const file = call.form?.get('file');
  if (!call.form) return error(400, words.errors.badForm);
  if (!(file instanceof Blob)) return error(400, words.errors.noFile);
  if (file.size > MAX_UPLOAD_BYTES) return refusal({ reason: 'too-large' });
  const name = file instanceof File ? file.name : 'image';
  const created = await createAsset(db, storage, {
    bytes: Buffer.from(await file.arrayBuffer()),
    originalName: name,
    author: call.author,
  });
  if (!created.ok) return refusal(created);
  // Alt text and title may come with the file (a script's upload); the studio asks for them next.
  const alt = call.form.get('alt');
  const title = call.form.get('title');
  if (typeof alt === 'string' || typeof title === 'string') {
    const edit = assetEditSchema.safeParse({
      ...(typeof alt === 'string' ? { alt } : {}),
      ...(typeof title === 'string' ? { title } : {}),
    });
    if (edit.success) {
      const edited = await editAsset(db, created.asset.id, edit.data);
      if (edited.ok) return Response.json({ asset: managedAsset(edited.asset) }, { status: 201 });
    }
  }
  return Response.json({ asset: managedAsset(created.asset) }, { status: 201 });
}

/** Each refusal with its status: 413 too large, 415 not an accepted image, 422 a readable image refused. */
export function refusal(refused: UploadRefusal): Response {
  switch (refused.reason) {
    case 'too-large':
      return error(413, words.errors.tooLarge(MAX_UPLOAD_BYTES / 1024 / 1024));
    case 'too-many-pixels':
      return error(413, words.errors.tooManyPixels(MAX_INPUT_PIXELS / 1_000_000));
    case 'unsupported':
      return error(415, words.errors.unsupported);
    case 'unreadable':
      return error(422, words.errors.unreadable);
    case 'svg-unreadable':
      return error(422, words.errors.svgUnreadable);
    case 'svg-active':
      return error(422, words.errors.svgActive(refused.what));
  }
}

function error(status: number, message: string): Response {
  return Response.json({ error: message }, { status });
}

function methodNotAllowed(allow: string): Response {
  return Response.json({ error: 'Méthode non permise' }, { status: 405, headers: { Allow: allow } });
}
