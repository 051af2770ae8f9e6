import { t } from '@/i18n/translate';
import type { Location } from '@/services/locations/location';
import styles from './enquiry-form.module.css';

/** Instead of a booking form when the site takes no booking online: who to call. */
export function EnquiryNotice({ site }: { site: Location | null }) {
  return (
    <p className={styles.notice}>
      {site ? t('enquiry.notice.callSite', { site: site.name, phone: site.phone }) : t('enquiry.notice.callDealership')}
    </p>
  );
}
