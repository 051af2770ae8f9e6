/**
 * The words of the studio's frame (header, navigation) and of its pages view (`/studio`: the story tree,
 * the search, the page dialogs, the bin). A plain object: the client components import it directly, and it
 * holds nothing else, so their scripts carry these words only.
 */
export const frLuStudioPages = {
  frame: {
    name: 'Studio Autopolis',
    skipToContent: 'Aller au contenu',
    navigation: 'Studio',
    pages: 'Pages',
    blocks: 'Blocs',
    medias: 'Médiathèque',
    site: 'Voir le site',
  },
  storyblok: {
    title: 'Le contenu est dans Storyblok',
    text: 'Ce site lit son contenu dans Storyblok (STORYBLOK_TOKEN est défini)\u202f: les pages se créent et se modifient dans l’éditeur de Storyblok, pas ici. Le studio ne montre que les blocs.',
    link: 'Ouvrir Storyblok',
  },
  list: {
    title: 'Pages',
    intro: 'Chaque page du site est une story. Ouvrez-en une pour la modifier, ou créez-en une nouvelle.',
    search: 'Rechercher une page',
    searchHint: 'Par nom ou par adresse',
    searchSubmit: 'Rechercher',
    matches: (count: number, total: number) =>
      count === total
        ? `${total}\u202fpages`
        : count === 0
          ? 'Aucune page ne correspond'
          : count === 1
            ? '1\u202fpage correspond'
            : `${count}\u202fpages correspondent`,
    noMatch: 'Aucune page ne correspond à cette recherche.',
    tree: 'Arborescence des pages',
    rootFolder: 'Racine du site',
    folderCount: (count: number) => (count === 1 ? '1\u202fpage' : `${count}\u202fpages`),
    startpage: 'page d’accueil du dossier',
    actions: 'Actions',
    actionsFor: (name: string) => `Actions pour «\u202f${name}\u202f»`,
    newPage: 'Nouvelle page',
    bin: 'Corbeille',
    withoutScript: 'Sans JavaScript, la liste se lit mais les pages ne se gèrent pas.',
  },
  schedule: {
    /** « Programmée le 12 mars 2026 à 9 h 00 », or its failure. */
    badge: (action: 'publish' | 'unpublish', atText: string, failed: boolean) =>
      failed
        ? `${action === 'publish' ? 'Publication' : 'Dépublication'} programmée ${atText} en échec`
        : `${action === 'publish' ? 'Programmée' : 'Dépublication programmée'} ${atText}`,
  },
  status: {
    draft: 'Brouillon',
    published: 'Publié',
    changed: 'Modifié depuis la publication',
  },
  form: {
    folder: 'Dossier',
    contentType: 'Type de contenu',
    name: 'Nom',
    slug: 'Adresse (slug)',
    slugHint: 'Lettres minuscules, chiffres et tirets. Proposée à partir du nom.',
    address: (path: string) => `Adresse de la page\u202f: ${path}`,
    cancel: 'Annuler',
    close: 'Fermer',
    working: 'Un instant…',
    required: 'Ce champ est obligatoire.',
    slugFormat:
      'L’adresse ne prend que des lettres minuscules sans accents, des chiffres et des tirets, et commence par une lettre ou un chiffre.',
    slugTaken: (path: string) => `L’adresse ${path} est déjà prise.`,
    useSuggestion: (slug: string) => `Utiliser «\u202f${slug}\u202f»`,
  },
  create: {
    title: 'Nouvelle page',
    submit: 'Créer et ouvrir',
    created: (name: string) => `Page «\u202f${name}\u202f» créée.`,
  },
  manage: {
    title: (name: string) => `Gérer «\u202f${name}\u202f»`,
    /** A dialog's title once an action is chosen: « Renommer « Contact » ». */
    actionTitle: (action: string, name: string) => `${action} «\u202f${name}\u202f»`,
    address: 'Adresse',
    contentType: 'Type',
    status: 'Statut',
    protectedTag: 'protégée',
    open: 'Ouvrir dans l’éditeur',
    rename: 'Renommer',
    renameSubmit: 'Renommer',
    renamed: (name: string) => `Page renommée en «\u202f${name}\u202f».`,
    move: 'Déplacer',
    moveSubmit: 'Déplacer',
    moved: (path: string) => `Page déplacée à l’adresse ${path}.`,
    duplicate: 'Dupliquer',
    duplicateSubmit: 'Dupliquer',
    duplicated: (name: string) => `Copie «\u202f${name}\u202f» créée.`,
    copyName: (name: string) => `${name} (copie)`,
    trash: 'Mettre à la corbeille',
    trashConfirm:
      'La page quittera le site public (adresse introuvable). Vous pourrez la restaurer depuis la corbeille.',
    trashSubmit: 'Mettre à la corbeille',
    trashed: (name: string) => `«\u202f${name}\u202f» est dans la corbeille.`,
    protected:
      'Page protégée\u202f: le site en a besoin à cette adresse (accueil, réglages, modèles, accueil d’un site). Elle ne peut être ni déplacée ni mise à la corbeille.',
  },
  bin: {
    title: 'Corbeille',
    intro: 'Les pages mises à la corbeille ne sont plus publiées. Restaurez-en une pour la remettre à son adresse.',
    empty: 'La corbeille est vide.',
    back: 'Retour aux pages',
    deletedAt: (date: string) => `Mise à la corbeille le ${date}`,
    restore: 'Restaurer',
    restoreFor: (name: string) => `Restaurer «\u202f${name}\u202f»`,
    restored: (name: string) => `«\u202f${name}\u202f» est restaurée.`,
  },
  errors: {
    network: 'Le serveur n’a pas répondu. Vérifiez la connexion et réessayez.',
    unexpected: (status: number) => `Le serveur a refusé la demande (erreur ${status}).`,
    forbidden: 'Cette action n’est pas permise pour cette page.',
  },
} as const;
