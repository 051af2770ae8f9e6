import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';

/**
 * Where the library's bytes live: one interface, two places. Every caller (upload, the image route, delete)
 * goes through it, so the disk and a bucket run the same code above it. Keys are ours (`images/{uuid}.jpg`,
 * `variants/{uuid}/…`), never a file name an editor chose.
 */
export type AssetStorage = {
  readonly kind: 'disk' | 's3';
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** Null when nothing is stored under the key. */
  get(key: string): Promise<Buffer | null>;
  /** Every object whose key starts with the prefix (an image and its resized copies). */
  removePrefix(prefix: string): Promise<void>;
};

const KEY = /^(?:[a-z0-9][a-z0-9._-]*\/)*[a-z0-9][a-z0-9._-]*\/?$/;

function checkedKey(key: string): string {
  if (!KEY.test(key) || key.split('/').some((part) => part === '..' || part === '.')) {
    throw new Error(`Invalid asset storage key: ${key}`);
  }
  return key;
}

/** Files under a folder; a write goes to a temporary name first, so a reader never sees half an image. */
export function diskStorage(root: string): AssetStorage {
  const file = (key: string) => path.join(root, checkedKey(key));
  return {
    kind: 'disk',
    async put(key, data) {
      const target = file(key);
      await mkdir(path.dirname(target), { recursive: true });
      const temporary = `${target}.${process.pid}.${Date.now()}.tmp`;
      await writeFile(temporary, data);
      await rename(temporary, target);
    },
    async get(key) {
      try {
        return await readFile(file(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async removePrefix(prefix) {
      await rm(file(prefix), { recursive: true, force: true });
    },
  };
}

/** What the S3 adapter needs of a client: `send` (the AWS SDK's `S3Client`, or a fake in tests). */
export type S3Sender = { send(command: S3Command): Promise<unknown> };
/** A command the adapter sends: its name and input, as the SDK's command classes carry them. */
export type S3Command = { readonly input: Record<string, unknown>; readonly constructor: { name: string } };
/** The SDK's command classes, given to the adapter so tests need not load the SDK. */
export type S3Commands = {
  PutObjectCommand: new (input: Record<string, unknown>) => S3Command;
  GetObjectCommand: new (input: Record<string, unknown>) => S3Command;
  ListObjectsV2Command: new (input: Record<string, unknown>) => S3Command;
  DeleteObjectsCommand: new (input: Record<string, unknown>) => S3Command;
};

const getAnswer = z.object({ Body: z.object({ transformToByteArray: z.function() }).loose() }).loose();
const listAnswer = z
  .object({
    Contents: z.array(z.object({ Key: z.string() }).loose()).optional(),
    IsTruncated: z.boolean().optional(),
    NextContinuationToken: z.string().optional(),
  })
  .loose();

/** Objects in an S3-compatible bucket (AWS, MinIO, Garage, Scaleway…), under an optional key prefix. */
export function s3Storage(client: S3Sender, commands: S3Commands, bucket: string, keyPrefix = ''): AssetStorage {
  const objectKey = (key: string) => `${keyPrefix}${checkedKey(key)}`;
  return {
    kind: 's3',
    async put(key, data, contentType) {
      await client.send(
        new commands.PutObjectCommand({ Bucket: bucket, Key: objectKey(key), Body: data, ContentType: contentType }),
      );
    },
    async get(key) {
      try {
        const answer = getAnswer.parse(
          await client.send(new commands.GetObjectCommand({ Bucket: bucket, Key: objectKey(key) })),
        );
        return Buffer.from((await answer.Body.transformToByteArray()) as Uint8Array);
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async removePrefix(prefix) {
      let token: string | undefined;
      do {
        const page = listAnswer.parse(
          await client.send(
            new commands.ListObjectsV2Command({ Bucket: bucket, Prefix: objectKey(prefix), ContinuationToken: token }),
          ),
        );
        const keys = (page.Contents ?? []).map(({ Key }) => ({ Key }));
        if (keys.length > 0) {
          await client.send(
            new commands.DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects: keys, Quiet: true } }),
          );
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },
  };
}

function isMissing(error: unknown): boolean {
  const { name, $metadata } = (error ?? {}) as { name?: string; $metadata?: { httpStatusCode?: number } };
  return name === 'NoSuchKey' || name === 'NotFound' || $metadata?.httpStatusCode === 404;
}

const s3Env = z.object({
  S3_BUCKET: z.string().min(1),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ENDPOINT: z.url().optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: z.enum(['0', '1', 'true', 'false']).optional(),
  S3_PREFIX: z
    .string()
    .regex(/^(?:[a-z0-9][a-z0-9._-]*\/)+$/)
    .optional(),
});

type Env = Record<string, string | undefined>;

/** Where the site keeps its images: a bucket when S3_BUCKET is set, else ASSETS_DIR (default `.data/assets`). */
export async function storageFromEnv(env: Env = process.env): Promise<AssetStorage> {
  if (!env.S3_BUCKET) return diskStorage(path.resolve(env.ASSETS_DIR || '.data/assets'));
  const settings = s3Env.parse(Object.fromEntries(Object.entries(env).filter(([, value]) => value !== '')));
  // Loaded only when a bucket is configured: the SDK is large and the disk needs none of it.
  const sdk = await import('@aws-sdk/client-s3');
  const client = new sdk.S3Client({
    region: settings.S3_REGION,
    endpoint: settings.S3_ENDPOINT,
    forcePathStyle: settings.S3_FORCE_PATH_STYLE === '1' || settings.S3_FORCE_PATH_STYLE === 'true',
    credentials:
      settings.S3_ACCESS_KEY_ID && settings.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: settings.S3_ACCESS_KEY_ID, secretAccessKey: settings.S3_SECRET_ACCESS_KEY }
        : undefined,
  });
  return s3Storage(client as unknown as S3Sender, sdk as unknown as S3Commands, settings.S3_BUCKET, settings.S3_PREFIX);
}

let shared: Promise<AssetStorage> | null = null;

/** The process's storage, configured once from the environment. */
export function assetStorage(): Promise<AssetStorage> {
  shared ??= storageFromEnv();
  return shared;
}
