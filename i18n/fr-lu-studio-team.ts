/**
 * The words of the studio's team pages: the accounts page « Comptes », the invitation page, the forgotten
 * password and the reset link. French typography: U+202F before « ; : ? ! » and inside « ».
 */
const VALID = 'Il ne sert qu’une fois et reste valable 24\u00a0heures.';
const PASSWORD_RULE = 'Le mot de passe compte 12 caractères au moins (200 au plus).';

export const teamWords = {
  accounts: {
    title: 'Comptes',
    intro:
      'Les comptes du studio. Invitez une personne, changez son rôle ou ses sites, envoyez-lui un lien pour choisir un nouveau mot de passe.',
    listTitle: 'Comptes du studio',
    name: 'Nom',
    email: 'Adresse e-mail',
    role: 'Rôle',
    sites: 'Sites',
    lastLogin: 'Dernière connexion',
    actions: 'Actions',
    never: 'Jamais',
    pending: 'Invitation en attente',
    you: '(vous)',
    noSites: 'Aucun',
    inviteTitle: 'Inviter une personne',
    inviteSubmit: 'Inviter',
    sitesLegend: 'Sites dont un commercial voit les demandes',
    sitesOf: (name: string) => `Sites de ${name}`,
    roleOf: (name: string) => `Rôle de ${name}`,
    save: 'Enregistrer',
    manage: (name: string) => `Gérer le compte de ${name}`,
    reset: 'Réinitialiser le mot de passe',
    reinvite: 'Renvoyer l’invitation',
    remove: 'Supprimer',
    confirmRemove: (email: string) => `Confirmer la suppression de ${email}`,
    cancel: 'Annuler',
    noSmtp:
      'L’envoi d’e-mails n’est pas configuré (SMTP_URL)\u202f: les liens d’invitation et de réinitialisation s’affichent ici, à copier et transmettre à la personne.',
    invited: (email: string) => `Invitation envoyée à ${email}. ${VALID}`,
    invitedLink: (email: string) =>
      `Invitation créée pour ${email}. L’envoi d’e-mails n’est pas configuré\u202f: copiez ce lien et transmettez-le. ${VALID}`,
    resetSent: (email: string) => `Un lien pour choisir un nouveau mot de passe a été envoyé à ${email}. ${VALID}`,
    resetLink: (email: string) =>
      `Lien de réinitialisation créé pour ${email}. L’envoi d’e-mails n’est pas configuré\u202f: copiez ce lien et transmettez-le. ${VALID}`,
    mailFailed: (email: string) =>
      `L’e-mail à ${email} n’a pas pu partir\u202f: copiez ce lien et transmettez-le. ${VALID}`,
    inviteLinkLabel: 'Lien d’invitation',
    resetLinkLabel: 'Lien de réinitialisation',
    saved: (email: string) => `Rôle et sites de ${email} enregistrés.`,
    removed: (email: string) => `Compte ${email} supprimé.`,
    exists: 'Un compte existe déjà pour cette adresse e-mail.',
    invalid: 'Vérifiez l’adresse e-mail, le nom et le rôle.',
    lastAdmin: 'Le studio garde au moins un administrateur\u202f: ce compte le reste.',
    self: 'Vous ne pouvez pas supprimer votre propre compte.',
    gone: 'Ce compte n’existe plus.',
  },
  invitation: {
    title: 'Rejoindre le studio',
    intro: (email: string) =>
      `Invitation pour ${email}. Choisissez le nom affiché dans le studio et votre mot de passe.`,
    name: 'Nom',
    password: 'Mot de passe (12 caractères au moins)',
    confirm: 'Confirmez le mot de passe',
    submit: 'Créer mon compte',
    invalidLink:
      'Ce lien d’invitation n’est plus valable (il ne sert qu’une fois et pendant 24\u00a0heures). Demandez une nouvelle invitation à un administrateur.',
    noName: 'Saisissez votre nom.',
  },
  forgot: {
    link: 'Mot de passe oublié\u202f?',
    title: 'Mot de passe oublié',
    intro:
      'Saisissez l’adresse e-mail de votre compte\u202f: vous recevrez un lien pour choisir un nouveau mot de passe.',
    email: 'Adresse e-mail',
    submit: 'Recevoir un lien',
    // The same words whether the address has an account or not: nobody learns who has one.
    sent: `Si un compte existe pour cette adresse, un e-mail avec un lien pour choisir un nouveau mot de passe vient de partir. ${VALID}`,
    noSmtp:
      'L’envoi d’e-mails n’est pas configuré sur ce site\u202f: demandez à un administrateur de réinitialiser votre mot de passe.',
    invalid: 'Saisissez une adresse e-mail valable.',
    throttled: 'Trop de demandes. Réessayez dans une heure.',
    back: 'Retour à la connexion',
  },
  newPassword: {
    title: 'Choisir un nouveau mot de passe',
    intro: 'Toutes les sessions ouvertes de votre compte seront fermées.',
    password: 'Nouveau mot de passe (12 caractères au moins)',
    confirm: 'Confirmez le nouveau mot de passe',
    submit: 'Enregistrer le mot de passe',
    invalidLink:
      'Ce lien n’est plus valable (il ne sert qu’une fois et pendant 24\u00a0heures). Demandez-en un nouveau depuis la page de connexion.',
    changed: 'Votre mot de passe a été changé. Connectez-vous avec le nouveau.',
    newLink: 'Demander un nouveau lien',
  },
  passwordRule: PASSWORD_RULE,
  mismatch: 'Les deux mots de passe ne sont pas identiques.',
} as const;
