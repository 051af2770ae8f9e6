import type { BlockProps } from '@/registry/types';
import { listStories } from '@/content/stories';
import { formatProblems, parseBlock } from '@/registry/validate-block';
import { t } from '@/site/i18n/translate';
import { Section } from '@/site/ui/section';
import { ModelCard } from '@/site/vehicles/model-card';
import styles from './model-list.module.css';

/**
 * The current range, read from the model stories (one structured source): all models, a brand's, or
 * the commercial range; cheapest first. Models whose data is invalid are left out and logged.
 */
export async function ModelListBlock({ block, context }: BlockProps<'model_list'>) {
  const { stories } = await listStories(
    {
      startsWith: block.brand ? `${block.brand}/` : undefined,
      contentType: 'vehicle_model',
      filterQuery: block.commercial_only ? { commercial: { is: 'true' } } : undefined,
      sortBy: 'content.price_from:asc:int',
      perPage: 100,
    },
    context.preview ? 'draft' : 'published',
  );
  const models = stories.flatMap((story) => {
    const parsed = parseBlock(story.content, 'vehicle_model');
    if (parsed.ok) return [{ model: parsed.block, fullSlug: story.fullSlug }];
    console.warn(`Model story "${story.fullSlug}" left out of a model list: ${formatProblems(parsed.problems)}`);
    return [];
  });
  return (
    <Section title={block.title} titleId={`model-list-${block._uid}`} intro={block.intro}>
      {models.length === 0 ? (
        <p>{t('model.noModels')}</p>
      ) : (
        <ul role="list" className={styles.grid}>
          {models.map(({ model, fullSlug }) => (
            <li key={fullSlug}>
              <ModelCard model={model} fullSlug={fullSlug} />
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
