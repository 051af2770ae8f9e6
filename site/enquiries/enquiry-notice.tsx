import type { Location } from '@/services/locations/location';
import styles from './enquiry-form.module.css';

/** Instead of a booking form when the site takes no booking online: who to call. */
export function EnquiryNotice({ site }: { site: Location | null }) {
  return (
    <p className={styles.notice}>
      {site
        ? `${site.name} prend ce rendez-vous par téléphone\u202f: appelez le ${site.phone}.`
        : 'Ce rendez-vous se prend par téléphone auprès de la concession.'}
    </p>
  );
}
