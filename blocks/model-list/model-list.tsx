import { listModels } from '@/content/entries';
import type { BlockProps } from '@/blocks/block-context';
import { t } from '@/i18n/translate';
import { Section } from '@/site/ui/section';
import { ModelCard } from '@/site/vehicles/model-card';
import cardGrid from '@/site/ui/card-grid.module.css';
import { blockDomId } from '@/blocks/block-dom-id';

/**
 * The current range, read from the model stories (one structured source): all models, a brand's, or
 * the commercial range; cheapest first. Models whose data is invalid are left out (and logged) by the loader.
 */
export async function ModelListBlock({ block, context }: BlockProps<'model_list'>) {
  const entries = await listModels({ brand: block.brand, commercialOnly: block.commercial_only }, context.version);
  const models = entries.map(({ story, content }) => ({ model: content, fullSlug: story.fullSlug }));
  return (
    <Section title={block.title} titleId={blockDomId('model-list', block._uid)} intro={block.intro}>
      {models.length === 0 ? (
        <p>{t('model.noModels')}</p>
      ) : (
        <ul role="list" className={cardGrid.grid}>
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
