import type { BlockMap } from '@/vocabulary/block-types';
import { leaseConfigurationExample } from '../lease-configuration/example';
import { leaseSpecificationPetrolExample } from '../lease-specification/example';

const image = (id: number, view: string, alt: string) => ({
  id,
  fieldtype: 'asset' as const,
  filename: `/api/vehicle-images/city/white/${view}.svg`,
  name: '',
  alt,
  title: null,
  focus: null,
  width: 1200,
  height: 800,
});

const configuration = (
  uid: string,
  duration: string,
  annualMileage: string,
  taxIncluded: string,
  taxNotIncluded: string,
): BlockMap['lease_configuration'] => ({
  ...leaseConfigurationExample,
  _uid: uid,
  duration,
  annualMileage,
  taxIncluded,
  taxNotIncluded,
});

export const leaseOfferExample: BlockMap['lease_offer'] = {
  _uid: 'example-lease-offer-picanto',
  component: 'lease_offer',
  brand: 'kia',
  model: 'Picanto',
  version: 'Active 1.2 79 ch',
  body_style: 'city',
  intro: 'La petite citadine de Kia, qui se gare partout, en private lease tout compris.',
  images: [
    image(9001, 'three-quarter', 'Kia Picanto blanche, vue de trois quarts'),
    image(9002, 'side', 'Kia Picanto blanche, vue de profil'),
  ],
  specification: [leaseSpecificationPetrolExample],
  configurations: [
    configuration('example-lease-configuration-36-10000', '36', '10000', '290.00', '247.86'),
    leaseConfigurationExample,
    configuration('example-lease-configuration-48-10000', '48', '10000', '280.00', '239.32'),
  ],
  included: 'Entretien et réparations\nPneus été et hiver\nAssurance omnium\nAssistance 24 h/24',
  conditions: {
    type: 'doc',
    content: [
      {
        type: 'paragraph',
        content: [
          {
            type: 'text',
            text: 'Offre réservée aux particuliers résidant au Luxembourg, sous réserve d’acceptation du dossier. Mensualités TVA de 17 % comprise.',
          },
        ],
      },
    ],
  },
  seo_title: 'Kia Picanto en private lease | Autopolis',
  seo_description: 'Kia Picanto en private lease dès 280 €/mois TVAC : entretien, assurance et pneus compris.',
};
