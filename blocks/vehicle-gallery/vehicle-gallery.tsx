import { MissingSubject, subjectOf } from '@/blocks/page-subject-of';
import type { BlockProps } from '@/blocks/block-context';
import { t } from '@/i18n/translate';
import { Container } from '@/site/ui/container';
import type { GalleryLabels } from '@/site/vehicles/vehicle-gallery';
import { VehicleGallery } from '@/site/vehicles/vehicle-parts';
import styles from './vehicle-gallery.module.css';

/** The vehicle's photos in the interactive gallery; nothing when the vehicle is missing or has no photo. */
export function VehicleGalleryBlock({ block, context }: BlockProps<'vehicle_gallery'>) {
  const subject = subjectOf(context, 'vehicle');
  if (!subject) return <MissingSubject name={block.component} kind="vehicle" preview={context.preview} />;
  const { vehicle } = subject;
  if (vehicle.images.length === 0) return null;
  const count = vehicle.images.length;
  const labels: GalleryLabels = {
    label: t('vehicle.gallery.label'),
    previous: t('vehicle.gallery.previous'),
    next: t('vehicle.gallery.next'),
    open: t('vehicle.gallery.open'),
    close: t('vehicle.gallery.close'),
    fullScreen: t('vehicle.gallery.fullScreen'),
    thumbnails: t('vehicle.gallery.thumbnails'),
    positions: vehicle.images.map((_, i) => t('vehicle.gallery.position', { index: i + 1, count })),
    show: vehicle.images.map((_, i) => t('vehicle.gallery.show', { index: i + 1 })),
  };
  // First on the page, before the h1: a named region, not a heading that would come before it.
  return (
    <section className={styles.section} aria-label={t('vehicle.gallery.title')}>
      <Container>
        <VehicleGallery images={vehicle.images} labels={labels} />
      </Container>
    </section>
  );
}
