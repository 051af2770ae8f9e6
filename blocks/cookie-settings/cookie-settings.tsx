import type { BlockProps } from '@/blocks/block-context';
import { ConsentPanel } from '@/site/consent/consent-panel';
import { COOKIE_POLICY_PATH, consentLabels } from '@/site/consent/consent-labels';
import { Section } from '@/site/ui/section';
import { blockDomId } from '@/blocks/block-dom-id';

/** The visitor's cookie choices as a form (the cookies page): the same choices as the banner. */
export function CookieSettingsBlock({ block }: BlockProps<'cookie_settings'>) {
  return (
    <Section title={block.title} titleId={blockDomId('cookie-settings', block._uid)} width="narrow">
      <ConsentPanel mode="settings" labels={consentLabels()} policyHref={COOKIE_POLICY_PATH} />
    </Section>
  );
}
