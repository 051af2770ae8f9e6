import type { BlockMap } from '@/vocabulary/block-types';

export const jobAdvertExample: BlockMap['job_advert'] = {
  _uid: 'example-job-advert',
  component: 'job_advert',
  title: 'Mécanicien automobile (h/f)',
  location: '5a1c0b3e-6f1d-4c4e-9b0a-1e2d3c4b5a01',
  field: 'atelier',
  contract: 'cdi',
  working_time: 'Temps plein, 40 h par semaine',
  start: 'Dès que possible',
  intro: 'Notre atelier de Bertrange entretient et répare les véhicules de nos clients particuliers et professionnels.',
  missions: 'Entretiens et révisions selon les préconisations du constructeur\nDiagnostics électroniques',
  profile: 'DAP de mécanicien automobile ou équivalent\nPermis B',
  offer: 'CDI, 13e mois et chèques-repas\nFormations constructeur',
  published_on: '2026-11-02 00:00',
  closes_on: '2099-12-31 00:00',
};
