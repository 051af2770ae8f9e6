import { t, type MessageKey } from '@/i18n/translate';
import { InvalidBlock } from '@/vocabulary/invalid-block';
import type { PageSubject, ShownSubject } from './page-subject';

const SUBJECT_NAMES: Record<ShownSubject, MessageKey> = {
  vehicle: 'block.subjectVehicle',
  location: 'block.subjectLocation',
  'lease-offer': 'block.subjectLeaseOffer',
};

/**
 * What a block renders when its page is not about the subject it shows (a vehicle block placed on an
 * editorial page): nothing on the published site; for editors in preview, why — or, on a lease offer
 * whose data does not add up, what to fix in it.
 */
export function MissingSubject({ name, kind, subject }: { name: string; kind: ShownSubject; subject: PageSubject }) {
  if (kind === 'lease-offer' && subject.kind === 'lease-offer-invalid') {
    return <InvalidBlock name={name} problems={subject.problems.map((message) => ({ path: name, message }))} />;
  }
  const needed = t(SUBJECT_NAMES[kind]);
  return (
    <InvalidBlock name={name} problems={[{ path: name, message: t('block.needsSubject', { subject: needed }) }]} />
  );
}
