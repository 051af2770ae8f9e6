/**
 * The words of the studio's inbox « Demandes » (issue 34). French typography: U+202F before « ; : ? ! » and
 * inside « ».
 */
export const leadTypeNames = {
  'test-drive': 'Essai routier',
  interest: 'Intérêt pour un véhicule',
  'trade-in': 'Reprise',
  contact: 'Contact',
  'lease-request': 'Leasing',
  'tyre-offer': 'Offre pneus',
  'tyre-appointment': 'Rendez-vous pneus',
  'business-lease': 'Business lease',
  'workshop-appointment': 'Rendez-vous atelier',
  application: 'Candidature',
} as const;

export const leadStatusNames = {
  nouveau: 'Nouveau',
  'en-cours': 'En cours',
  traite: 'Traité',
} as const;

export const leadWords = {
  title: 'Demandes',
  intro: 'Les demandes et rendez-vous envoyés par les visiteurs, du plus récent au plus ancien.',
  introSites: (sites: string) => `Les demandes de vos sites (${sites}), du plus récent au plus ancien.`,
  noSites: 'Votre compte ne nomme aucun site\u202f: demandez à un administrateur de vous en attribuer.',
  filters: {
    legend: 'Filtrer les demandes',
    search: 'Rechercher (nom, e-mail ou référence)',
    type: 'Type',
    site: 'Site',
    status: 'Statut',
    from: 'Reçues à partir du',
    to: 'Reçues jusqu’au',
    all: 'Tous',
    submit: 'Filtrer',
    reset: 'Effacer les filtres',
  },
  export: 'Exporter en CSV',
  caption: (total: number) => `${total} demande${total > 1 ? 's' : ''}`,
  captionPage: (total: number, page: number, pages: number) =>
    `${total} demande${total > 1 ? 's' : ''}, page ${page} sur ${pages}`,
  empty: 'Aucune demande ne correspond.',
  columns: {
    reference: 'Référence',
    date: 'Reçue le',
    type: 'Type',
    site: 'Site',
    visitor: 'Visiteur',
    vehicle: 'Véhicule',
    status: 'Statut',
    delivery: 'Transmission',
  },
  delivery: {
    delivered: 'Transmise',
    pending: 'En attente',
    failed: (attempts: number) => `Échec (${attempts} essai${attempts > 1 ? 's' : ''})`,
    none: 'Aucun canal',
  },
  vehicleNumber: (id: number) => `n° ${id}`,
  pages: { label: 'Pages de résultats', previous: 'Page précédente', next: 'Page suivante' },
  lead: {
    back: 'Toutes les demandes',
    title: (reference: string) => `Demande ${reference}`,
    about: 'La demande',
    fields: 'Ce que le visiteur a envoyé',
    documents: 'Documents joints',
    documentNames: { cv: 'CV', letter: 'Lettre de motivation' },
    documentLink: (kind: string, name: string) => `${kind} (${name}, PDF)`,
    documentsAdminOnly: 'Seuls les administrateurs peuvent ouvrir le CV et la lettre de motivation.',
    received: 'Reçue le',
    page: 'Envoyée depuis',
    vehicle: 'Véhicule',
    vehicleLink: (id: number) => `Voir le véhicule n° ${id}`,
    booking: 'Rendez-vous',
    bookingCancelled: (when: string) => `Annulé par le visiteur le ${when}`,
    noBooking: 'Aucun rendez-vous.',
    status: 'Statut',
    changeStatus: 'Changer le statut',
    newStatus: 'Nouveau statut',
    saveStatus: 'Enregistrer le statut',
    history: 'Historique',
    noHistory: 'Aucun changement ni note pour l’instant.',
    note: 'Note interne',
    addNote: 'Ajouter la note',
    noteHelp: 'Visible des personnes qui voient cette demande, jamais du visiteur.',
    events: {
      'booking-cancelled': 'Rendez-vous annulé par le visiteur',
      'booking-moved': 'Rendez-vous déplacé par le visiteur',
      'status-changed': 'Statut changé',
      note: 'Note',
    },
    visitor: 'le visiteur',
    statusChange: (from: string, to: string) => `${from} → ${to}`,
    movedTo: (when: string) => `Nouveau créneau\u202f: ${when}`,
    by: (actor: string) => `par ${actor}`,
  },
  home: {
    waiting: (count: number) =>
      count === 0
        ? 'Aucune demande nouvelle'
        : `${count} demande${count > 1 ? 's' : ''} nouvelle${count > 1 ? 's' : ''}`,
  },
} as const;
