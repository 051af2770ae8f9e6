/**
 * The words of the job adverts, their list and the application form (issue 37). French typography: U+202F
 * before « ; : ? ! » and inside « ».
 */
export const frLuCareers = {
  fields: {
    atelier: 'Atelier',
    vente: 'Vente',
    'apres-vente': 'Après-vente',
    carrosserie: 'Carrosserie',
    pieces: 'Pièces de rechange',
    administration: 'Administration',
  },
  contracts: {
    cdi: 'CDI',
    cdd: 'CDD',
    apprentissage: 'Apprentissage',
    stage: 'Stage',
    interim: 'Intérim',
  },
  advert: {
    eyebrow: 'Offre d’emploi · {{site}}',
    details: 'Le poste en bref',
    site: 'Lieu de travail',
    field: 'Métier',
    contract: 'Contrat',
    workingTime: 'Temps de travail',
    start: 'Entrée en fonction',
    publishedOn: 'Publiée le',
    closesOn: 'Candidatures jusqu’au',
    missions: 'Vos missions',
    profile: 'Votre profil',
    offer: 'Ce que nous vous offrons',
    apply: 'Postuler',
    backToList: 'Toutes nos offres d’emploi',
  },
  list: {
    count: '{{count}} offre(s) d’emploi',
    empty: 'Aucune offre ne correspond à ces critères pour le moment.',
    emptyAll: 'Aucune offre d’emploi n’est ouverte pour le moment\u202f: envoyez-nous une candidature spontanée.',
    filters: 'Filtrer les offres',
    site: 'Concession',
    allSites: 'Toutes les concessions',
    field: 'Métier',
    allFields: 'Tous les métiers',
    apply: 'Afficher les offres',
    reset: 'Toutes les offres',
    closesOn: 'Candidatures jusqu’au {{date}}',
  },
  form: {
    title: 'Postuler à cette offre',
    intro:
      'Joignez votre CV et, si vous le souhaitez, une lettre de motivation, au format PDF (5\u202fMo au plus chacun).',
    cv: 'CV (PDF, 5\u202fMo au plus)',
    letter: 'Lettre de motivation (PDF, 5\u202fMo au plus)',
    documentHint: 'Seul le service du personnel lit vos documents. Ils sont supprimés 6 mois après votre candidature.',
    send: 'Envoyer ma candidature',
    summary: 'Candidature\u202f: {{job}}',
  },
} as const;
