/**
 * The words of the promotions, « Offres du moment » (issue 37). French typography: U+202F before « ; : ? ! »
 * and inside « ». Dates come formatted (`31 janvier 2027`, `1er décembre 2026`), prices too (`24 990 €`).
 */
export const frLuPromotions = {
  card: {
    /** The last day of the offer. */
    validUntil: 'Jusqu’au {{date}}',
    priceFrom: 'À partir de {{price}}',
    /** The catalogue price, struck through beside the offer's. */
    regularPrice: 'au lieu de {{price}}',
    see: 'Voir l’offre',
    seeNamed: 'Voir l’offre {{title}}',
  },
  page: {
    eyebrow: 'Offre du moment',
    validity: 'Offre valable du {{start}} au {{end}}',
    benefits: 'Vos avantages',
    models: 'Modèles concernés',
    seeModel: 'Découvrir {{model}}',
    seeStock: 'Voir {{model}} en stock',
    legal: 'Mentions légales',
    allOffers: 'Toutes les offres du moment',
    contact: 'Nous contacter',
    /** Shown in preview only: editors see a campaign outside its period. */
    previewUpcoming: 'Aperçu\u202f: cette offre n’est pas encore publique (elle commence le {{date}}).',
    previewEnded:
      'Aperçu\u202f: cette offre est terminée depuis le {{date}}, sa page répond «\u202foffre terminée\u202f».',
  },
  list: {
    count: '{{count}} offre(s) en cours',
    empty: 'Aucune offre n’est en cours pour le moment\u202f: revenez bientôt, ou découvrez notre stock.',
    seeStock: 'Voir le stock',
  },
};
