/**
 * The words of the business lease offers and their request form (issue 37). French typography: U+202F before
 * « ; : ? ! » and inside « ». Amounts excluding VAT come first: a business reads them.
 */
export const frLuBusinessLease = {
  offer: {
    eyebrow: 'Business lease {{brand}}',
    /** The monthly amount excl. VAT, then the same incl. VAT. */
    monthlyExclVat: '{{price}} HTVA/mois',
    monthlyInclVat: 'soit {{price}} TVAC/mois',
    terms: '{{duration}}, {{mileage}}',
    request: 'Demander cette offre',
    requestFor: 'Demander l’offre {{name}}',
    details: 'L’offre en détail',
    duration: 'Durée',
    mileage: 'Kilométrage annuel',
    fuel: 'Énergie',
    co2: 'Émissions de CO₂ (WLTP)',
    co2Value: '{{value}}\u202fg/km',
    benefitInKind: 'Avantage en nature',
    fleetConditions: 'Conditions flotte',
    included: 'Inclus dans la mensualité',
    vatNote: 'Montants hors TVA, TVA luxembourgeoise de 17\u202f% en sus.',
  },
  list: {
    count: '{{count}} offre(s) business lease',
    empty: 'Aucune offre business lease n’est publiée pour le moment\u202f: demandez-nous une offre sur mesure.',
  },
  form: {
    company: 'Société',
    companyHint: 'Raison sociale, telle qu’elle figure au registre de commerce.',
    vatNumber: 'Numéro de TVA intracommunautaire',
    vatNumberHint: 'Par exemple LU26375245 pour une société luxembourgeoise.',
    fleetSize: 'Nombre de véhicules de votre flotte actuelle',
    vehiclesWanted: 'Nombre de véhicules souhaités',
    offer: 'Offre',
    noOffer: 'Pas d’offre précise, une offre sur mesure',
    contactPerson: 'Personne de contact',
    companyLegend: 'Votre société',
    phoneHint:
      'Pour que votre conseiller entreprise vous rappelle. Avec l’indicatif du pays sauf pour un numéro luxembourgeois.',
    locationHint: 'La concession de votre conseiller entreprise.',
    summary: 'Business lease pour {{company}}',
    summaryOffer: 'Business lease {{offer}} pour {{company}}',
  },
} as const;
