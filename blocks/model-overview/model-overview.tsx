import type { BlockProps } from '@/blocks/block-context';
import { formatProblems, isRecord, parseBlock } from '@/vocabulary/validate-block';
import { t } from '@/i18n/translate';
import { Button } from '@/site/ui/button';
import { Section } from '@/site/ui/section';
import { CommercialVersions } from '@/site/vehicles/commercial-versions';
import { ModelFacts } from '@/site/vehicles/model-facts';
import { ModelTrims } from '@/site/vehicles/model-trims';
import { modelDisplayName, modelPath, modelStockHref } from '@/site/vehicles/vehicle-model';
import styles from './model-overview.module.css';
import { blockDomId } from '@/blocks/block-dom-id';

/**
 * Key figures and trims of one model, taken from its model story (resolved relation), so pages such as
 * the commercial range show the same data as the model page without copying it.
 */
export function ModelOverviewBlock({ block }: BlockProps<'model_overview'>) {
  const story = block.model;
  if (!isRecord(story) || typeof story.full_slug !== 'string') {
    console.warn(`Model overview ${block._uid}: its model story is missing or unpublished (${String(story)})`);
    return null;
  }
  const parsed = parseBlock(story.content, 'vehicle_model');
  if (!parsed.ok) {
    console.warn(
      `Model overview ${block._uid}: model "${story.full_slug}" is invalid: ${formatProblems(parsed.problems)}`,
    );
    return null;
  }
  const model = parsed.block;
  const name = modelDisplayName(model);
  return (
    <Section title={block.title || name} titleId={blockDomId('overview', block._uid)} intro={model.intro}>
      <div className={styles.content}>
        <ModelFacts model={model} headingId={blockDomId('overview-facts', block._uid)} headingLevel={3} />
        <ModelTrims trims={model.trims} headingId={blockDomId('overview-trims', block._uid)} headingLevel={3} />
        <CommercialVersions
          versions={model.commercial_versions ?? []}
          conversions={model.conversions}
          headingId={blockDomId('overview-commercial', block._uid)}
          headingLevel={3}
        />
        <div className={styles.actions}>
          <Button href={modelPath(story.full_slug)} variant="secondary">
            {t('model.discover')}
          </Button>
          <Button href={modelStockHref(story.full_slug, model.brand)} variant="primary">
            {t('model.seeStock', { model: name })}
          </Button>
        </div>
      </div>
    </Section>
  );
}
