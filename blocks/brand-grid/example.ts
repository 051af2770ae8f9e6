import type { BlockMap } from '@/vocabulary/block-types';

const brand = (name: string, slug: string, tagline: string): BlockMap['brand_link'] => ({
  _uid: `example-brand-${slug}`,
  component: 'brand_link',
  name,
  tagline,
  link: { fieldtype: 'multilink', id: `story-${slug}`, url: '', cached_url: `marques/${slug}`, linktype: 'story' },
});

export const brandGridExample: BlockMap['brand_grid'] = {
  _uid: 'example-brand-grid',
  component: 'brand_grid',
  title: 'Nos marques',
  intro: 'Sept constructeurs représentés dans nos trois concessions de Bertrange, Niederkorn et Esch-sur-Alzette.',
  brands: [
    brand('Veloria', 'veloria', 'Citadines électriques'),
    brand('Nordhaven', 'nordhaven', 'SUV et breaks scandinaves'),
    brand('Castellane', 'castellane', 'Berlines premium'),
    brand('Ardent', 'ardent', 'Hybrides rechargeables'),
    brand('Moselle Motors', 'moselle-motors', 'Utilitaires et vans'),
    brand('Kestrel', 'kestrel', 'Sportives compactes'),
  ],
};
