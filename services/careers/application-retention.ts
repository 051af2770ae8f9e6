import type { RetentionPeriod } from '@/services/enquiries/leads-store';

/**
 * How long an application (its lead and its documents) is kept: the period the privacy page states
 * (`politique-de-traitement-des-donnees`, « Candidatures envoyées par nos offres d’emploi »), which a test
 * holds it to. The leads purge (scripts/leads-purge.ts) deletes older ones, files included.
 */
export const APPLICATION_RETENTION: RetentionPeriod = { count: 6, unit: 'm' };
