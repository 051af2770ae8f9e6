import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { storiesByBlock } from '@/page/studio/block-usage';
import { blockInfo } from '@/site/studio/block-catalogue';
// Not the registry: a studio page importing the blocks regrouped the stylesheets of every page of the site.
import studioFacts from '@/registry/generated/block-studio.json';
import { ScaledFrame } from '@/site/studio/scaled-frame';
import styles from '@/site/studio/studio.module.css';
import type { BlockName } from '@/vocabulary/block-types';
import { requireStudioUser } from '@/site/studio/studio-session';

type Props = { params: Promise<{ name: string }> };

const WIDTHS = [
  { label: 'Mobile', width: 375 },
  { label: 'Tablette', width: 768 },
  { label: 'Ordinateur', width: 1280 },
];

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: blockInfo((await params).name)?.displayName ?? 'Bloc inconnu' };
}

/** One block: its fields, where it goes, its example at three widths with its JSON, and the stories that use it. */
export default async function StudioBlockPage({ params }: Props) {
  await requireStudioUser('read');
  const block = blockInfo((await params).name);
  if (!block) notFound();
  const uses = (await storiesByBlock('draft')).get(block.name) ?? [];
  return (
    <main id="main" className={styles.page}>
      <p>
        <Link href="/studio/blocks">← Tous les blocs</Link>
      </p>
      <h1>{block.displayName}</h1>
      <p className={styles.meta}>
        <code>{block.name}</code> · {block.group} · {block.isRoot ? 'type de page' : 'bloc'}
        {block.isNestable ? '' : ' · non imbricable'}
      </p>
      <section aria-labelledby="where">
        <h2 id="where">Où le placer</h2>
        <p>
          {block.parents.length > 0
            ? block.parents.map((p) => `${p.block} → ${p.field}`).join(' · ')
            : block.isRoot
              ? 'Contenu d’une story.'
              : 'Aucun champ ne l’accepte.'}
        </p>
      </section>
      <section aria-labelledby="fields">
        <h2 id="fields">Champs</h2>
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">Champ</th>
                <th scope="col">Type</th>
                <th scope="col">Obligatoire</th>
                <th scope="col">Valeurs</th>
                <th scope="col">Par défaut</th>
                <th scope="col">Description</th>
              </tr>
            </thead>
            <tbody>
              {block.fields.map((field) => (
                <tr key={field.name}>
                  <th scope="row">
                    {field.displayName} <code>{field.name}</code>
                  </th>
                  <td>{field.type}</td>
                  <td>{field.required ? 'oui' : 'non'}</td>
                  <td>
                    {[
                      ...field.options,
                      ...(field.accepts ? [`blocs : ${field.accepts.join(', ')}`] : []),
                      ...field.limits,
                    ].join(' · ')}
                  </td>
                  <td>{field.defaultValue ?? ''}</td>
                  <td>{field.description ?? ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
      <section aria-labelledby="example">
        <h2 id="example">Exemple</h2>
        <div className={styles.frames}>
          {WIDTHS.map(({ label, width }) => (
            <figure key={width} className={styles.frame}>
              <ScaledFrame
                src={`/studio/blocks/${block.name}/frame`}
                width={width}
                height={640}
                title={`${block.displayName} — ${label} (${width} px)`}
                loading="lazy"
              />
              <figcaption>
                {label} · {width} px
              </figcaption>
            </figure>
          ))}
        </div>
        <h3>JSON de l’exemple</h3>
        <pre className={styles.json}>{JSON.stringify(studioFacts[block.name as BlockName].example, null, 2)}</pre>
      </section>
      <section aria-labelledby="uses">
        <h2 id="uses">Stories qui l’utilisent ({uses.length})</h2>
        {uses.length > 0 ? (
          <ul>
            {uses.map((story) => (
              <li key={story.fullSlug}>
                {story.name} <code>{story.fullSlug}</code>
              </li>
            ))}
          </ul>
        ) : (
          <p>Aucune : un changement de ce bloc ne touche aucun contenu.</p>
        )}
      </section>
    </main>
  );
}
