import type { BlockMap } from '@/vocabulary/block-types';
import { brandGridExample } from '../brand-grid/example';
import { buttonGroupExample } from '../button-group/example';
import { cardGridExample } from '../card-grid/example';
import { faqExample } from '../faq/example';
import { heroExample } from '../hero/example';
import { mediaTextExample } from '../media-text/example';
import { promisesExample } from '../promises/example';
import { quickEntriesExample } from '../quick-entries/example';
import { richTextExample } from '../rich-text/example';

/** A home page using every body block once. */
export const pageExample: BlockMap['page'] = {
  _uid: 'example-page-home',
  component: 'page',
  body: [
    heroExample,
    quickEntriesExample,
    cardGridExample,
    promisesExample,
    mediaTextExample,
    brandGridExample,
    richTextExample,
    faqExample,
    buttonGroupExample,
  ],
  seo_title: 'Autopolis\u202F: voitures neuves et d’occasion au Luxembourg',
  seo_description:
    'Plus de 600 véhicules neufs et d’occasion dans nos concessions de Bertrange, Niederkorn et Esch-sur-Alzette. Essai, reprise et leasing.',
  og_image: {
    id: 1301,
    fieldtype: 'asset',
    filename: '/assets/1200x630/og-autopolis.svg',
    name: 'og-autopolis.svg',
    alt: 'Autopolis, voitures neuves et d’occasion au Luxembourg',
    title: null,
    focus: null,
  },
  noindex: false,
};
