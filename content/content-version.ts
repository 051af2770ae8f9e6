import { contentClient } from './content-client';

/** The space's current content version (`cv`): it moves on every publish, in Storyblok and locally. */
export async function currentContentVersion(): Promise<number> {
  const response = await contentClient().get('cdn/spaces/me', {});
  const version = (response.data as { space?: { version?: unknown } }).space?.version;
  if (typeof version !== 'number') throw new Error('cdn/spaces/me answered without a space version');
  return version;
}
