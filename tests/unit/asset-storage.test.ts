import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { imageConfigDefault } from 'next/dist/shared/lib/image-config';
import { afterAll, describe, expect, it } from 'vitest';
import {
  diskStorage,
  s3Storage,
  storageFromEnv,
  type AssetStorage,
  type S3Command,
} from '@/services/assets/asset-storage';
import {
  VARIANT_QUALITY,
  VARIANT_WIDTHS,
  variantFormat,
  variantKey,
  variantPrefix,
  variantWidth,
} from '@/services/assets/asset-variants';

// The two places images live run the same code above one interface: the same cases for each.

/** An S3 bucket in memory that answers the SDK's commands as S3 does (NoSuchKey, pages of a listing). */
function fakeBucket() {
  const objects = new Map<string, { body: Buffer; type: string }>();
  const sent: string[] = [];
  class Command implements S3Command {
    constructor(readonly input: Record<string, unknown>) {}
  }
  const commands = {
    PutObjectCommand: class PutObjectCommand extends Command {},
    GetObjectCommand: class GetObjectCommand extends Command {},
    ListObjectsV2Command: class ListObjectsV2Command extends Command {},
    DeleteObjectsCommand: class DeleteObjectsCommand extends Command {},
  };
  const client = {
    async send(command: S3Command): Promise<unknown> {
      const input = command.input as {
        Bucket: string;
        Key: string;
        Body: Buffer;
        ContentType: string;
        Prefix: string;
        ContinuationToken?: string;
        Delete: { Objects: { Key: string }[] };
      };
      sent.push(`${command.constructor.name} ${String(input.Bucket)}`);
      switch (command.constructor.name) {
        case 'PutObjectCommand':
          objects.set(input.Key, { body: Buffer.from(input.Body), type: input.ContentType });
          return {};
        case 'GetObjectCommand': {
          const found = objects.get(input.Key);
          if (!found) throw Object.assign(new Error('The specified key does not exist.'), { name: 'NoSuchKey' });
          return { Body: { transformToByteArray: async () => new Uint8Array(found.body) } };
        }
        case 'ListObjectsV2Command': {
          // One key a page, to walk the continuation tokens.
          const keys = [...objects.keys()].filter((key) => key.startsWith(input.Prefix)).sort();
          const from = input.ContinuationToken ? keys.indexOf(input.ContinuationToken) : 0;
          const page = keys.slice(from, from + 1);
          const next = keys[from + 1];
          return {
            Contents: page.map((Key) => ({ Key })),
            IsTruncated: next !== undefined,
            NextContinuationToken: next,
          };
        }
        case 'DeleteObjectsCommand':
          for (const { Key } of input.Delete.Objects) objects.delete(Key);
          return {};
      }
      throw new Error(`unexpected ${command.constructor.name}`);
    },
  };
  return { objects, sent, storage: s3Storage(client, commands, 'site-images', 'prod/') };
}

const folders: string[] = [];
afterAll(() => Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true }))));

async function disk(): Promise<AssetStorage> {
  const folder = await mkdtemp(path.join(tmpdir(), 'assets-'));
  folders.push(folder);
  return diskStorage(folder);
}

describe.each([
  ['disk', disk],
  ['S3', async () => fakeBucket().storage],
])('asset storage on %s', (_, make) => {
  it('stores, reads back, and says when nothing is there', async () => {
    const storage = await make();
    await storage.put('images/a.jpg', Buffer.from('jpeg bytes'), 'image/jpeg');
    expect((await storage.get('images/a.jpg'))?.toString()).toBe('jpeg bytes');
    expect(await storage.get('images/missing.jpg')).toBeNull();
  });

  it('removes an image and all its variants by prefix, and nothing else', async () => {
    const storage = await make();
    for (const key of ['variants/a/640-75.webp', 'variants/a/1200-75.avif', 'variants/ab/640-75.webp']) {
      await storage.put(key, Buffer.from(key), 'image/webp');
    }
    await storage.removePrefix('variants/a/');
    expect(await storage.get('variants/a/640-75.webp')).toBeNull();
    expect(await storage.get('variants/a/1200-75.avif')).toBeNull();
    expect(await storage.get('variants/ab/640-75.webp')).not.toBeNull();
  });

  it('refuses keys that climb out of its place', async () => {
    const storage = await make();
    await expect(storage.put('../etc/passwd', Buffer.from('x'), 'text/plain')).rejects.toThrow(/Invalid/);
    await expect(storage.get('images/../../x')).rejects.toThrow(/Invalid/);
    await expect(storage.get('/abs')).rejects.toThrow(/Invalid/);
  });
});

describe('the S3 adapter', () => {
  it('writes under its prefix in its bucket, with the content type', async () => {
    const bucket = fakeBucket();
    await bucket.storage.put('images/b.png', Buffer.from('png'), 'image/png');
    expect([...bucket.objects.keys()]).toEqual(['prod/images/b.png']);
    expect(bucket.objects.get('prod/images/b.png')?.type).toBe('image/png');
    expect(bucket.sent).toEqual(['PutObjectCommand site-images']);
  });
});

describe('storageFromEnv', () => {
  it('is the disk under ASSETS_DIR without S3_BUCKET, the bucket with it (the real SDK client)', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'assets-env-'));
    folders.push(folder);
    const onDisk = await storageFromEnv({ ASSETS_DIR: folder });
    await onDisk.put('images/c.jpg', Buffer.from('c'), 'image/jpeg');
    expect(await readdir(path.join(folder, 'images'))).toEqual(['c.jpg']);
    const inBucket = await storageFromEnv({
      S3_BUCKET: 'b',
      S3_ENDPOINT: 'http://127.0.0.1:9',
      S3_ACCESS_KEY_ID: 'k',
      S3_SECRET_ACCESS_KEY: 's',
      S3_FORCE_PATH_STYLE: '1',
    });
    expect(inBucket.kind).toBe('s3');
    await expect(storageFromEnv({ S3_BUCKET: 'b', S3_ENDPOINT: 'not a url' })).rejects.toThrow();
  });
});

describe('variants', () => {
  it('makes exactly the widths next/image asks for (its default sizes), at its default quality', () => {
    expect([...VARIANT_WIDTHS]).toEqual(
      [...imageConfigDefault.imageSizes, ...imageConfigDefault.deviceSizes].sort((a, b) => a - b),
    );
    expect(VARIANT_QUALITY).toBe(75);
    expect(variantWidth('640')).toBe(640);
    expect(variantWidth('641')).toBeNull();
    expect(variantWidth('1e3')).toBeNull();
    expect(variantWidth(null)).toBe(1920);
  });

  it('chooses AVIF, then WebP, then the stored family, by Accept', () => {
    expect(variantFormat('image/avif,image/webp,*/*', 'image/jpeg')).toBe('avif');
    expect(variantFormat('image/webp,*/*', 'image/jpeg')).toBe('webp');
    expect(variantFormat('*/*', 'image/jpeg')).toBe('jpeg');
    expect(variantFormat(null, 'image/png')).toBe('png');
  });

  it('keeps variants beside their image, under one prefix', () => {
    const key = variantKey('images/1f2e.jpg', 640, 75, 'webp');
    expect(key).toBe('variants/1f2e/640-75.webp');
    expect(key.startsWith(variantPrefix('images/1f2e.jpg'))).toBe(true);
  });
});
