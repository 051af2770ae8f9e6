import type { Metadata } from 'next';
import Link from 'next/link';
import { BLOCK_GROUPS, blockCatalogue } from '@/site/studio/block-catalogue';
import { BlockFilter } from '@/site/studio/block-filter';
import { BlockThumbnail } from '@/site/studio/block-thumbnail';
import styles from '@/site/studio/studio.module.css';
// Not the registry: a studio page importing the blocks regrouped the stylesheets of every page of the site.
import studioFacts from '@/registry/generated/block-studio.json';
import type { BlockName } from '@/vocabulary/block-types';
import { requireStudioUser } from '@/site/studio/studio-session';

export const metadata: Metadata = { title: 'Blocs' };

/** `/studio/blocks`: every block editors can place, by group, with where it goes and how many fields it has. */
export default async function StudioBlocksPage() {
  await requireStudioUser('read');
  const blocks = blockCatalogue();
  return (
    <main id="main" className={styles.page}>
      <h1>Blocs du site</h1>
      <p className={styles.intro}>
        Chaque bloc que les éditeurs placent dans Storyblok, avec ses champs et un rendu de son exemple. Les types, le
        registre et cette page viennent des mêmes schémas (<code>schemas/</code>).
      </p>
      <BlockFilter listId="blocks" groups={BLOCK_GROUPS} />
      <ul id="blocks" className={styles.list}>
        {blocks.map((block) => (
          <li
            key={block.name}
            className={styles.card}
            data-group={block.group}
            data-search={`${block.name} ${block.displayName} ${block.group}`.toLowerCase()}
          >
            <BlockThumbnail name={block.name} {...studioFacts[block.name as BlockName].thumbnail} />
            <h2>
              <Link href={`/studio/blocks/${block.name}`}>{block.displayName}</Link>
            </h2>
            <p className={styles.meta}>
              <code>{block.name}</code> · {block.group} · {block.fields.length} champ(s)
            </p>
            <p className={styles.meta}>
              {block.isRoot
                ? 'Type de page'
                : block.parents.length > 0
                  ? `Dans : ${[...new Set(block.parents.map((p) => p.block))].join(', ')}`
                  : 'Nulle part'}
            </p>
          </li>
        ))}
      </ul>
    </main>
  );
}
