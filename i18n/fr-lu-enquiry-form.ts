/**
 * The words the forms' client components render themselves (site/enquiries/: the fields every form shares, the
 * slots, the sending state, the confirmation's links). Part of the catalogue (`enquiry.…` in fr-lu.ts, so t()
 * gives the same words); the components import this module instead, so that a form's script carries these
 * words and not every message of the site. Labels a block gives a field come from the catalogue, as props.
 */
export const frLuEnquiryForm = {
  /** The old site's exact words above a form refused for blocking errors; the list below them is French. */
  incomplete: 'Form incomplete.',
  /** Shown right below those words: what to do, in French. */
  incompleteHelp: 'Corrigez les champs signalés ci-dessous, puis envoyez à nouveau.',
  optional: 'facultatif',
  send: 'Envoyer ma demande',
  sending: 'Envoi en cours…',
  fields: {
    civility: 'Civilité',
    madame: 'Madame',
    monsieur: 'Monsieur',
    firstName: 'Prénom',
    lastName: 'Nom',
    email: 'E-mail',
    emailHint: 'Pour vous envoyer la confirmation.',
    phone: 'Téléphone',
    phoneHint:
      'Obligatoire si vous préférez être appelé(e). Avec l’indicatif du pays (+33, +49…) sauf pour un numéro luxembourgeois.',
    message: 'Message',
    preferredContact: 'Je préfère être contacté(e) par',
    byEmail: 'e-mail',
    byPhone: 'téléphone',
    privacyConsent: 'J’accepte que mes données soient traitées pour répondre à ma demande, selon la',
    privacyLink: 'politique de traitement des données',
    marketingConsent:
      'J’accepte de recevoir les offres et actualités d’Autopolis par e-mail (désinscription à tout moment).',
    date: 'Date',
    /** Beside the date field until the script gives it a calendar (a browser without one shows a text box). */
    dateHint: 'AAAA-MM-JJ',
    time: 'Heure',
    timeHint: 'Créneaux dans les horaires de la concession, au moins 2 heures à l’avance.',
    noSlot: 'Aucun créneau libre ce jour-là : choisissez une autre date.',
    chooseDateFirst: 'Choisissez d’abord une date',
    /** The workshop form: its slots depend on the service. */
    chooseServiceFirst: 'Choisissez d’abord une prestation',
    /** The workshop form: the chosen site does not take the chosen service online. */
    serviceNotOffered: 'Cette concession ne propose pas cette prestation en ligne : choisissez-en une autre.',
    location: 'Concession',
    chooseLocation: 'Choisissez une concession',
    brand: 'Marque',
    chooseBrand: 'Choisissez une marque',
    model: 'Modèle',
    chooseModel: 'Choisissez un modèle',
    tradeInMake: 'Marque',
    tradeInModel: 'Modèle',
    tradeInYear: 'Année',
    tradeInMileage: 'Kilométrage (km)',
    honeypot: 'Ne remplissez pas ce champ',
  },
  confirmation: {
    reference: 'Référence',
    referenceHelp: 'Citez-la si vous nous appelez.',
    calendar: 'Ajouter à mon agenda (.ics)',
    another: 'Envoyer une autre demande',
  },
} as const;
