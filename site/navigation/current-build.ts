import type { BuildManifest } from './build-watch';

/** The build this code belongs to (next.config.ts compiles it in, server and browser alike). */
export function currentBuild(): BuildManifest {
  return { id: process.env.NEXT_PUBLIC_BUILD_ID ?? 'development', timestamp: process.env.NEXT_PUBLIC_BUILD_TIME ?? '' };
}
