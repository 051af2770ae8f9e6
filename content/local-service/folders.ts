import { and, eq } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { stories } from '@/db/schema';
import { managementWords as words } from '@/i18n/fr-lu-studio-write';
import { ContentWriteError } from './content-write-error';
import { notInBinSql } from './story-filters';
import { uuidFromName } from './story-uuid';

export type FolderSettings = { name: string; position?: number };

/**
 * Makes sure every folder of `folderPath` (`news`, `news/2024`) exists, creating missing ones
 * and, when `settingsFor` names them, updating their name and position.
 * Returns the id of the innermost folder (the parent of a story in it) and whether anything was written.
 */
export async function ensureFolderPath(
  db: Database,
  folderPath: string | null,
  settingsFor: (folderFullSlug: string) => FolderSettings | undefined = () => undefined,
): Promise<{ parentId: number | null; changed: boolean }> {
  if (folderPath === null) return { parentId: null, changed: false };
  let parentId: number | null = null;
  let changed = false;
  const segments = folderPath.split('/');
  for (let depth = 1; depth <= segments.length; depth++) {
    const fullSlug = segments.slice(0, depth).join('/');
    const slug = segments[depth - 1]!;
    const settings = settingsFor(fullSlug);
    const [existing] = await db
      .select()
      .from(stories)
      .where(and(eq(stories.fullSlug, fullSlug), notInBinSql()))
      .limit(1);

    if (!existing) {
      const [created]: { id: number }[] = await db
        .insert(stories)
        .values({
          uuid: uuidFromName(fullSlug),
          name: settings?.name ?? slug,
          slug,
          fullSlug,
          parentId,
          isFolder: true,
          position: settings?.position ?? 0,
        })
        .returning({ id: stories.id });
      parentId = created!.id;
      changed = true;
      continue;
    }
    if (!existing.isFolder) {
      throw new ContentWriteError(409, words.storyIsNotAFolder(fullSlug));
    }
    if (
      settings &&
      (existing.name !== settings.name || existing.position !== (settings.position ?? existing.position))
    ) {
      await db
        .update(stories)
        .set({ name: settings.name, position: settings.position ?? existing.position, updatedAt: new Date() })
        .where(eq(stories.id, existing.id));
      changed = true;
    }
    parentId = existing.id;
  }
  return { parentId, changed };
}
