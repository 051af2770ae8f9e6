import { t } from '@/i18n/translate';
import type { OpeningStatusLabels } from './opening-status-text';

/** The status words in the site's language, for the browser-side status line. */
export function openingStatusLabels(): OpeningStatusLabels {
  return {
    open: t('location.status.open'),
    closed: t('location.status.closed'),
    closesAt: t('location.status.closesAt'),
    closesOn: t('location.status.closesOn'),
    opensAt: t('location.status.opensAt'),
    opensTomorrow: t('location.status.opensTomorrow'),
    opensOn: t('location.status.opensOn'),
    opensOnDate: t('location.status.opensOnDate'),
    noOpening: t('location.status.noOpening'),
    tomorrow: t('location.status.tomorrow'),
    separator: t('location.status.separator'),
  };
}
