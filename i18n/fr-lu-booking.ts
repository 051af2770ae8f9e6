import { REPLY_DELAY } from './fr-lu-facts';

/**
 * The visitor's confirmation e-mail (services/enquiries/visitor-confirmation.ts) and the page of their link
 * to cancel or move a booking (app/rendez-vous/[reference]/gerer). A narrow no-break space (U+202F) goes
 * before « : ; ? ! ».
 */
export const frLuBooking = {
  email: {
    subject: 'Votre demande {{reference}} — {{site}}',
    bookingSubject: 'Votre rendez-vous du {{date}} à {{time}} — {{reference}}',
    greeting: 'Bonjour {{name}},',
    greetingNoName: 'Bonjour,',
    received: `Merci, nous avons bien reçu votre demande. L’équipe {{site}} vous répond ${REPLY_DELAY}.`,
    booked: 'Merci, votre rendez-vous est réservé. L’équipe {{site}} vous attend.',
    reference: 'Référence',
    referenceHelp: 'Citez-la si vous nous appelez.',
    when: 'Rendez-vous',
    whenValue: '{{date}} à {{time}} (heure de Luxembourg)',
    manage: 'Annuler ou déplacer ce rendez-vous',
    manageHelp: 'Ce lien personnel sert une fois et vaut jusqu’au début du rendez-vous.',
    calendar: 'Le fichier joint l’ajoute à votre agenda.',
    answers: 'Vos réponses',
    contact: 'Votre interlocuteur',
    phone: 'Téléphone',
    email: 'E-mail',
    hours: {
      showroom: 'Horaires du showroom',
      workshop: 'Horaires de l’atelier',
    },
    closed: 'fermé',
    unknownSite: 'Autopolis',
    footer:
      'Vous recevez cet e-mail parce que vous avez envoyé une demande sur notre site. N’y répondez pas\u202f: écrivez ou appelez le site ci-dessus.',
  },
  manage: {
    title: 'Votre rendez-vous {{reference}}',
    metaTitle: 'Gérer votre rendez-vous',
    what: 'Rendez-vous',
    when: 'Quand',
    where: 'Où',
    cancelHeading: 'Annuler le rendez-vous',
    cancelHelp: 'Le créneau sera libéré pour quelqu’un d’autre.',
    cancel: 'Annuler ce rendez-vous',
    moveHeading: 'Choisir un autre créneau',
    date: 'Date',
    showTimes: 'Voir les créneaux libres',
    time: 'Heure',
    noTime: 'Aucun créneau libre ce jour-là\u202f: choisissez une autre date.',
    move: 'Déplacer le rendez-vous',
    cancelled: 'Votre rendez-vous {{reference}} est annulé. Le créneau est libéré.',
    moved: 'Votre rendez-vous est déplacé au {{date}} à {{time}}.',
    newLink: 'Gardez ce lien pour une autre modification (l’ancien ne sert plus)\u202f:',
    calendar: 'Ajouter le nouvel horaire à mon agenda (.ics)',
    slotFull: 'Ce créneau vient d’être pris\u202f: choisissez-en un autre.',
    sameSlot: 'C’est déjà l’horaire de votre rendez-vous.',
    slotInvalid: 'Ce créneau n’est pas proposé\u202f: choisissez-en un dans la liste.',
    refused: {
      invalid: 'Ce lien n’est pas valable. Vérifiez qu’il est complet, ou appelez la concession.',
      cancelled: 'Ce rendez-vous a déjà été annulé.',
      used: 'Ce lien a déjà servi\u202f: utilisez le lien le plus récent, ou appelez la concession.',
      expired: 'Ce rendez-vous a commencé ou est passé\u202f: il ne peut plus être modifié en ligne.',
    },
    callUs: 'Une question\u202f? Appelez le {{phone}}.',
  },
};
