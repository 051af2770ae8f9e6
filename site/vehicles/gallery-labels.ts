import { t } from '@/i18n/translate';
import type { GalleryLabels } from './vehicle-gallery';

/** The gallery's words, translated on the server; `label` names the gallery, `count` is its number of photos. */
export function galleryLabels(label: string, count: number): GalleryLabels {
  return {
    label,
    previous: t('vehicle.gallery.previous'),
    next: t('vehicle.gallery.next'),
    open: t('vehicle.gallery.open'),
    close: t('vehicle.gallery.close'),
    fullScreen: t('vehicle.gallery.fullScreen'),
    thumbnails: t('vehicle.gallery.thumbnails'),
    // Templates the gallery fills per photo, rather than one string per photo in the page's payload.
    position: t('vehicle.gallery.position', { index: '{{index}}', count }),
    show: t('vehicle.gallery.show', { index: '{{index}}' }),
  };
}
