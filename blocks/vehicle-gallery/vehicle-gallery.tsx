import type { BlockProps } from '@/blocks/block-context';
import { t } from '@/i18n/translate';
import { Container } from '@/site/ui/container';
import { galleryLabels } from '@/site/vehicles/gallery-labels';
import { VehicleGallery } from '@/site/vehicles/vehicle-parts';
import styles from './vehicle-gallery.module.css';

/** The vehicle's photos in the interactive gallery; nothing when the vehicle has no photo. */
export function VehicleGalleryBlock({ context }: BlockProps<'vehicle_gallery', 'vehicle'>) {
  const { vehicle } = context.subject;
  if (vehicle.images.length === 0) return null;
  const labels = galleryLabels(t('vehicle.gallery.label'), vehicle.images.length);
  // First on the page, before the h1: a named region, not a heading that would come before it.
  return (
    <section className={styles.section} aria-label={t('vehicle.gallery.title')}>
      <Container>
        <VehicleGallery images={vehicle.images} labels={labels} />
      </Container>
    </section>
  );
}
