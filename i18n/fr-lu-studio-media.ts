/**
 * The words of the studio's « Médiathèque » (its page, the asset picker and the assets API's refusals): a plain
 * object client components import, so the studio's script carries these words and not the site's catalogue.
 * Typography: a narrow no-break space (U+202F) before : ; ? ! and inside « », as in fr-lu.ts.
 */
export const frLuStudioMedia = {
  title: 'Médiathèque',
  intro: 'Les images du site. Une image ne peut être choisie qu’avec un texte alternatif.',
  upload: {
    legend: 'Ajouter des images',
    drop: 'Déposez des images ici, ou choisissez-les',
    choose: 'Choisir des fichiers',
    accepted: 'JPEG, PNG, WebP, AVIF ou SVG sans script, 15\u202FMo au plus.',
    sending: (name: string) => `Envoi de ${name}…`,
    sent: (name: string) => `${name} ajoutée. Ajoutez son texte alternatif.`,
    failed: (name: string, error: string) => `${name} refusée\u202F: ${error}`,
  },
  search: { label: 'Rechercher une image', placeholder: 'Nom, titre ou texte alternatif' },
  list: {
    label: 'Images de la médiathèque',
    empty: 'Aucune image.',
    count: (count: number) => (count === 1 ? '1 image' : `${count} images`),
    noAlt: 'Texte alternatif manquant',
    size: (width: number, height: number) => `${width}\u202F×\u202F${height}`,
  },
  details: {
    legend: (name: string) => `Image ${name}`,
    alt: 'Texte alternatif',
    altHint: 'Ce que l’image montre, pour qui ne la voit pas. Obligatoire avant de choisir l’image.',
    title: 'Titre',
    focus: 'Point d’intérêt',
    focusHint:
      'Cliquez sur l’image, ou placez le point avec les flèches (Maj + flèche\u202F: par grands pas)\u202F; il reste visible quand l’image est recadrée.',
    focusValue: (x: number, y: number) => `Point d’intérêt à ${x}\u202F% de la largeur, ${y}\u202F% de la hauteur`,
    focusNone: 'Aucun point d’intérêt (centre de l’image)',
    focusClear: 'Retirer le point d’intérêt',
    save: 'Enregistrer',
    saved: 'Enregistré.',
    usedIn: 'Utilisée dans',
    unused: 'Utilisée nulle part.',
    usedDraft: 'brouillon',
    usedPublished: 'publiée',
    usedBin: 'à la corbeille',
    delete: 'Supprimer l’image',
    deleteConfirm: (name: string) => `Supprimer définitivement ${name}\u202F?`,
    deleted: (name: string) => `${name} supprimée.`,
    deleteRefused: 'Elle est utilisée\u202F: retirez-la d’abord des pages ci-dessus.',
  },
  picker: {
    open: 'Choisir dans la médiathèque',
    title: 'Choisir une image',
    close: 'Fermer',
    pick: (name: string) => `Choisir ${name}`,
    needsAlt: 'Texte alternatif à ajouter dans la médiathèque',
    manage: 'Ouvrir la médiathèque',
    loading: 'Chargement…',
    failed: 'La médiathèque n’a pas pu être chargée.',
  },
  errors: {
    notFound: 'Cette image n’existe pas.',
    noFile: 'Aucun fichier reçu (champ «\u202Ffile\u202F»).',
    badForm: 'Le formulaire envoyé est illisible.',
    tooLarge: (megabytes: number) => `Le fichier dépasse ${megabytes}\u202FMo.`,
    tooManyPixels: (megapixels: number) => `L’image dépasse ${megapixels} millions de pixels.`,
    unsupported: 'Ce fichier n’est pas une image JPEG, PNG, WebP, AVIF ou SVG.',
    unreadable: 'Cette image est illisible ou abîmée.',
    svgUnreadable: 'Ce SVG n’est pas un document XML valide.',
    svgActive: (what: string) => `Ce SVG contient du contenu actif (${what})\u202F: il est refusé.`,
    badFocus: 'Le point d’intérêt doit être de la forme 620x480:621x481, dans l’image.',
    inUse: (count: number) =>
      `Cette image est utilisée par ${count === 1 ? 'une page' : `${count} pages`}\u202F: retirez-la d’abord.`,
    storyblok: 'Le contenu est dans Storyblok\u202F: sa médiathèque est celle de Storyblok.',
  },
} as const;
