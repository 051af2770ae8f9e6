/**
 * Stock alerts (services/stock-alerts/): the stock list's link, the alert's pages (app/alertes/) and its
 * e-mails. A narrow no-break space (U+202F) goes before « : ; ? ! » and inside « ».
 */
export const frLuStockAlerts = {
  create: 'Créer une alerte',
  createHint: 'Recevez un e-mail quand de nouveaux véhicules correspondent à cette recherche.',
  page: {
    metaTitle: 'Alerte stock',
    title: 'Créer une alerte',
    intro:
      'Nous vous écrivons au plus une fois par jour quand de nouveaux véhicules correspondent à votre recherche. Vous pouvez vous désabonner à tout moment, en un clic.',
    search: 'Votre recherche',
    searchLink: 'Voir les {{count}} véhicules correspondants',
    searchLinkOne: 'Voir le véhicule correspondant',
    searchLinkNone: 'Voir la recherche (aucun véhicule pour l’instant)',
    email: 'Votre adresse e-mail',
    emailHint: 'Nous vous enverrons d’abord un lien pour confirmer l’alerte.',
    submit: 'Créer l’alerte',
    privacy:
      'Votre adresse ne sert qu’à cette alerte. Elle est effacée quand vous vous désabonnez, ou six mois après votre dernière visite par l’un de ses liens.',
    sent: 'Presque fini\u202f! Nous vous avons envoyé un e-mail\u202f: ouvrez le lien qu’il contient pour activer l’alerte.',
    noFilters: 'Choisissez au moins un filtre sur la page du stock avant de créer une alerte.',
    backToStock: 'Retour au stock',
  },
  errors: {
    email: 'Saisissez une adresse e-mail valide, par exemple prenom.nom@exemple.lu.',
    limited: 'Trop de demandes d’alerte en peu de temps. Réessayez plus tard.',
    notSent: 'L’e-mail de confirmation n’a pas pu partir. Réessayez dans quelques minutes.',
  },
  confirm: {
    title: 'Confirmer votre alerte',
    help: 'Confirmez pour recevoir un e-mail quand de nouveaux véhicules correspondent à votre recherche.',
    button: 'Confirmer l’alerte',
    done: 'Votre alerte est active. Nous vous écrirons quand de nouveaux véhicules correspondront à votre recherche.',
    invalid: 'Ce lien n’est pas valable. Vérifiez qu’il est complet, ou créez une nouvelle alerte.',
    gone: 'Cette alerte n’existe plus. Vous pouvez en créer une nouvelle depuis la page du stock.',
  },
  unsubscribe: {
    title: 'Se désabonner de l’alerte',
    help: 'Vous ne recevrez plus d’e-mail pour cette recherche, et votre adresse sera effacée.',
    button: 'Me désabonner',
    done: 'C’est fait\u202f: vous êtes désabonné de cette alerte et votre adresse est effacée.',
    invalid: 'Ce lien n’est pas valable. Vérifiez qu’il est complet.',
  },
  email: {
    confirmSubject: 'Confirmez votre alerte stock Autopolis',
    greeting: 'Bonjour,',
    confirmIntro:
      'Vous avez demandé à recevoir un e-mail quand de nouveaux véhicules correspondent à votre recherche sur autopolis.lu.',
    confirmLink: 'Confirmer l’alerte',
    confirmNote:
      'Sans confirmation, rien ne vous sera envoyé et votre adresse sera effacée sous 7 jours. Si vous n’êtes pas à l’origine de cette demande, ignorez ce message.',
    search: 'Votre recherche',
    digestSubjectOne: '1 nouveau véhicule correspond à votre alerte',
    digestSubject: '{{count}} nouveaux véhicules correspondent à votre alerte',
    digestIntro: 'Voici les véhicules arrivés dans notre stock qui correspondent à votre recherche\u202f:',
    more: 'Et {{count}} autres à voir sur le site.',
    moreOne: 'Et 1 autre à voir sur le site.',
    seeAll: 'Voir tous les résultats',
    expiry:
      'Cette alerte prend fin le {{date}} si vous n’ouvrez aucun de ses liens d’ici là. Ouvrir «\u202fVoir tous les résultats\u202f» la prolonge de six mois.',
    unsubscribe: 'Se désabonner',
    footer: 'Autopolis — message automatique, merci de ne pas y répondre.',
  },
};
