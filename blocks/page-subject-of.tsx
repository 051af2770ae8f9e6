import { t, type MessageKey } from '@/i18n/translate';
import { InvalidBlock } from '@/vocabulary/invalid-block';
import type { SubjectKind, SubjectOf } from './page-subject';
import type { RenderContext } from './block-context';

/** The page's subject when it is of `kind` (a vehicle block on a vehicle page), else null. */
export function subjectOf<K extends SubjectKind>(
  context: Pick<RenderContext, 'subject'>,
  kind: K,
): SubjectOf<K> | null {
  return context.subject.kind === kind ? (context.subject as SubjectOf<K>) : null;
}

const SUBJECT_NAMES: Partial<Record<SubjectKind, MessageKey>> = {
  vehicle: 'block.subjectVehicle',
  location: 'block.subjectLocation',
  'lease-offer': 'block.subjectLeaseOffer',
};

/**
 * What a block shows when its page has no subject of the kind it needs (a vehicle block placed on an
 * editorial page): nothing on the published site, an explanation for editors in preview.
 */
export function MissingSubject({ name, kind, preview }: { name: string; kind: SubjectKind; preview: boolean }) {
  if (!preview) return null;
  const subject = t(SUBJECT_NAMES[kind] ?? 'block.subjectVehicle');
  return <InvalidBlock name={name} problems={[{ path: name, message: t('block.needsSubject', { subject }) }]} />;
}
