import { z } from 'zod';

const contentEnv = z.object({
  STORYBLOK_TOKEN: z.string().trim().min(1).optional(),
  STORYBLOK_REGION: z.enum(['eu', 'us', 'ca', 'ap', 'cn']).default('eu'),
});

export type ContentSource =
  { kind: 'storyblok'; token: string; region: 'eu' | 'us' | 'ca' | 'ap' | 'cn' } | { kind: 'local' };

/** Where content comes from: a real Storyblok space when STORYBLOK_TOKEN is set, else the local service. */
export function contentSource(env: NodeJS.ProcessEnv = process.env): ContentSource {
  const parsed = contentEnv.safeParse({
    STORYBLOK_TOKEN: env.STORYBLOK_TOKEN || undefined,
    STORYBLOK_REGION: env.STORYBLOK_REGION || undefined,
  });
  if (!parsed.success) throw new Error(`Invalid content settings: ${z.prettifyError(parsed.error)}`);
  const { STORYBLOK_TOKEN: token, STORYBLOK_REGION: region } = parsed.data;
  return token ? { kind: 'storyblok', token, region } : { kind: 'local' };
}

/** The start-up line of the local mode; `database` names the database the local content service reads (db/client.ts describeDatabase). */
export function localContentWarning(database: string): string {
  return `Content comes from the local content service (${database}) because no Storyblok token is set (STORYBLOK_TOKEN).`;
}
