import type { Article, BlockMap } from '@/vocabulary/block-types';
import type { ISbStoryData } from 'storyblok-js-client';

const relatedLaunch: ISbStoryData<Article> = {
  id: 2201,
  uuid: 'a3f1c2d4-0000-4000-8000-000000002201',
  name: 'La nouvelle Veloria e-City arrive à Bertrange',
  slug: 'nouvelle-veloria-e-city',
  full_slug: 'news/nouvelle-veloria-e-city',
  created_at: '2026-02-02T08:00:00.000Z',
  published_at: '2026-02-03T09:00:00.000Z',
  first_published_at: '2026-02-03T09:00:00.000Z',
  sort_by_date: null,
  position: 0,
  tag_list: [],
  is_startpage: false,
  parent_id: 2000,
  meta_data: null,
  group_id: 'b7e0a1c2-0000-4000-8000-000000002201',
  lang: 'default',
  alternates: [],
  content: {
    _uid: 'example-related-launch',
    component: 'article',
    title: 'La nouvelle Veloria e-City arrive à Bertrange',
    teaser:
      'Découvrez la citadine électrique en avant-première dans notre showroom, essais possibles dès le 14 février.',
    category: 'launch',
    body: { type: 'doc', content: [] },
  },
};

export const articleExample: BlockMap['article'] = {
  _uid: 'example-article-open-days',
  component: 'article',
  title: 'Journées portes ouvertes à Esch-sur-Alzette les 21 et 22 mars',
  teaser:
    'Essais routiers, estimation gratuite de votre véhicule et offres de printemps\u202F: toute l’équipe d’Esch vous accueille le week-end des 21 et 22 mars.',
  category: 'event',
  image: {
    id: 1201,
    fieldtype: 'asset',
    filename: '/assets/1200x800/portes-ouvertes-esch.svg',
    name: 'portes-ouvertes-esch.svg',
    alt: 'La concession d’Esch-sur-Alzette décorée de fanions pour les journées portes ouvertes',
    title: null,
    focus: null,
  },
  body: {
    type: 'doc',
    content: [
      {
        type: 'paragraph',
        content: [
          {
            type: 'text',
            text: 'Le samedi 21 et le dimanche 22 mars, de 10 h à 18 h, notre concession d’Esch-sur-Alzette ouvre grand ses portes. Au programme\u202F: toute la gamme hybride et électrique en essai libre, des ateliers pour les enfants et un café offert.',
          },
        ],
      },
      {
        type: 'heading',
        attrs: { level: 2 },
        content: [{ type: 'text', text: 'Estimation de reprise en 20 minutes' }],
      },
      {
        type: 'paragraph',
        content: [
          {
            type: 'text',
            text: 'Venez avec votre voiture actuelle\u202F: nos experts l’estiment sur place et la valeur est garantie ',
          },
          { type: 'text', text: '30 jours', marks: [{ type: 'bold' }] },
          { type: 'text', text: '.' },
        ],
      },
      { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Infos pratiques' }] },
      {
        type: 'bullet_list',
        content: [
          {
            type: 'list_item',
            content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Parking gratuit devant la concession' }] }],
          },
          {
            type: 'list_item',
            content: [
              {
                type: 'paragraph',
                content: [
                  { type: 'text', text: 'Essais sur ' },
                  {
                    type: 'text',
                    text: 'réservation en ligne',
                    marks: [
                      {
                        type: 'link',
                        attrs: {
                          href: 'essai-routier',
                          linktype: 'story',
                          uuid: 'story-essai',
                          anchor: null,
                          target: '_self',
                        },
                      },
                    ],
                  },
                  { type: 'text', text: ' ou sur place' },
                ],
              },
            ],
          },
        ],
      },
    ],
  },
  related: [relatedLaunch, 'c9d8e7f6-0000-4000-8000-00000000dead'],
  seo_title: 'Portes ouvertes Autopolis Esch-sur-Alzette',
  seo_description: 'Essais, reprise estimée en 20 minutes et offres de printemps les 21 et 22 mars à Esch-sur-Alzette.',
  noindex: false,
};
