/**
 * The words of the studio's accounts: roles, the login page, the first administrator's page, refusals and the
 * journal. French typography: U+202F before « ; : ? ! » and inside « ».
 */
export const roleNames = {
  redacteur: 'Rédacteur',
  editeur: 'Éditeur',
  commercial: 'Commercial',
  administrateur: 'Administrateur',
} as const;

export const accountWords = {
  login: {
    title: 'Connexion au studio',
    intro: 'Connectez-vous avec l’adresse e-mail et le mot de passe de votre compte.',
    email: 'Adresse e-mail',
    password: 'Mot de passe',
    submit: 'Se connecter',
    // One message whether the address is unknown or the password wrong: nobody learns who has an account.
    invalid: 'Adresse e-mail ou mot de passe incorrect.',
    throttled: 'Trop de tentatives de connexion. Réessayez dans quelques minutes.',
    incomplete: 'Saisissez votre adresse e-mail et votre mot de passe.',
  },
  firstAdmin: {
    title: 'Créer le premier compte administrateur',
    intro: 'Ce lien ne sert qu’une fois et pendant une heure. Le compte créé gère ensuite les autres comptes.',
    name: 'Nom',
    email: 'Adresse e-mail',
    password: 'Mot de passe (12 caractères au moins)',
    submit: 'Créer le compte',
    invalidLink:
      'Ce lien n’est plus valable. Redémarrez le site pour en obtenir un nouveau, ou utilisez «\u202fnpm run studio:user\u202f».',
    invalidForm: 'Vérifiez le nom, l’adresse e-mail et le mot de passe (12 caractères au moins).',
  },
  signedInAs: (name: string, role: string) => `${name} (${role})`,
  logout: 'Se déconnecter',
  logoutEverywhere: 'Se déconnecter partout',
  forbidden: {
    title: 'Accès refusé',
    text: 'Votre rôle ne donne pas accès à cette page.',
  },
  journal: {
    title: 'Journal',
    intro: 'Qui a fait quoi dans le studio, du plus récent au plus ancien.',
    at: 'Date',
    actor: 'Compte',
    action: 'Action',
    subject: 'Objet',
    empty: 'Rien pour l’instant.',
    actions: {
      login: 'Connexion',
      logout: 'Déconnexion',
      save: 'Brouillon enregistré',
      create: 'Page créée',
      publish: 'Publication',
      unpublish: 'Dépublication',
      move: 'Page déplacée',
      rename: 'Page renommée',
      duplicate: 'Page dupliquée',
      delete: 'Mise à la corbeille',
      restore: 'Restauration',
      schedule: 'Publication programmée',
      'schedule-cancel': 'Programmation annulée',
      'scheduled-publish': 'Publication programmée faite',
      'scheduled-unpublish': 'Dépublication programmée faite',
      'schedule-failed': 'Programmation en échec',
      'account-created': 'Compte créé',
      'account-reset': 'Compte réinitialisé',
      'account-removed': 'Compte supprimé',
      'account-invited': 'Invitation envoyée',
      'account-role-changed': 'Rôle ou sites changés',
      'password-reset-requested': 'Réinitialisation du mot de passe demandée',
      'password-changed': 'Mot de passe changé',
      'lead-status': 'Statut d’une demande changé',
      'lead-note': 'Note sur une demande',
      'leads-exported': 'Demandes exportées',
    } as Record<string, string>,
  },
  refusedRole: 'Votre rôle ne permet pas cette action.',
  notSignedIn: 'Connectez-vous au studio.',
} as const;
