/**
 * The words of the content's write side: what the schema interpreter says about a block (read by editors in
 * the studio, the preview's invalid-block panel and the seed check) and the management API's refusals. A
 * plain object, importable anywhere, the ground floor included. French typography: U+202F before « ; : ? ! »
 * and inside « ».
 */
const quoted = (text: string | number) => `« ${text} »`;

export const contentProblemWords = {
  notABlock: 'n’est pas un bloc',
  noComponent: 'bloc sans nom de composant',
  noUid: 'bloc sans _uid',
  unknownBlock: (name: string) => `bloc inconnu ${quoted(name)}`,
  notABlockOf: (name: string) => `n’est pas un bloc ${quoted(name)}`,
  required: 'obligatoire',
  notAField: 'n’est pas un champ de ce bloc',
  text: 'doit être un texte',
  tooLong: (max: number, length: number) => `au plus ${max} caractères (${length})`,
  pattern: (value: string, pattern: string) => `${quoted(value)} ne respecte pas le format ${pattern}`,
  number: 'doit être un nombre écrit en texte, par exemple « 27990 »',
  wholeNumber: (value: string) => `doit être un nombre entier (${quoted(value)})`,
  decimals: (max: number, value: string) => `au plus ${max} décimales (${quoted(value)})`,
  atLeast: (min: number, value: string) => `au moins ${min} (${quoted(value)})`,
  atMost: (max: number, value: string) => `au plus ${max} (${quoted(value)})`,
  boolean: 'doit valoir vrai ou faux',
  datetime: 'doit être une date « AAAA-MM-JJ HH:mm »',
  story: 'doit désigner une page',
  stories: 'doit lister des pages',
  option: 'doit être une des valeurs proposées',
  options: 'doit lister des valeurs proposées',
  notAnOption: (value: string, allowed: string[]) => `${quoted(value)} n’est pas une des valeurs ${allowed.join(', ')}`,
  list: 'doit être une liste',
  asset: 'doit être un fichier',
  assets: 'doit être une liste de fichiers',
  link: 'doit être un lien',
  richText: 'doit être un texte enrichi',
  blocks: 'doit être une liste de blocs',
  blockNotAllowed: (name: string, allowed: string[]) =>
    `bloc ${quoted(name)} non autorisé ici (autorisés : ${allowed.join(', ')})`,
  tooMany: (count: number, max: number) => `${count} éléments, au plus ${max}`,
  tooFew: (count: number, min: number) => `${count} éléments, au moins ${min}`,
  notARoot: (name: string) => `le bloc ${quoted(name)} ne peut pas être la racine d’une page`,
  handTypedHours: (text: string) =>
    `horaires tapés à la main (${quoted(text)}) : utilisez le bloc Horaires ou les jetons {{showroom_hours:site}} et {{workshop_hours:site}}`,
  handTypedPhone: (text: string) =>
    `numéro de téléphone tapé à la main (${quoted(text)}) : utilisez le jeton {{phone:site}}`,
  handTypedCount: (text: string) =>
    `nombre de véhicules tapé à la main (${quoted(text)}) : utilisez le jeton {{stock_count}}`,
  handTypedLeaseMileage: (text: string) =>
    `kilométrage annuel du leasing tapé à la main (${quoted(text)}) : utilisez le jeton {{lease_mileage}}, tiré des offres`,
  handTypedLeaseInsurance: (text: string) =>
    `assurance du leasing tapée à la main (${quoted(text)}) : utilisez le jeton {{lease_insurance}}, tiré des offres`,
  handTypedLeasePrice: (text: string) =>
    `mensualité de leasing tapée à la main (${quoted(text)}) : utilisez le jeton {{lease_from:offre}}, tiré de l’offre`,
  handTypedBusinessPrice: (text: string) =>
    `mensualité HTVA tapée à la main (${quoted(text)}) : utilisez le jeton {{business_from:offre}}, tiré de l’offre business lease`,
  handTypedReplyDelay: (text: string) =>
    `délai de réponse tapé à la main (${quoted(text)}) : utilisez le jeton {{reply_delay}}`,
} as const;

/** The management API's refusals, one French sentence each. */
export const managementWords = {
  notFound: (fullSlug: string) => `Aucune page à l’adresse ${quoted(fullSlug)}.`,
  notFoundInBin: 'Cette page n’est pas dans la corbeille.',
  folderHasNoContent: (fullSlug: string) => `${quoted(fullSlug)} est un dossier : il n’a pas de contenu.`,
  nothingToPublish: (fullSlug: string) => `La page ${quoted(fullSlug)} n’a pas de brouillon à publier.`,
  storyIsNotAFolder: (fullSlug: string) => `${quoted(fullSlug)} est une page : elle ne peut pas être aussi un dossier.`,
  noSuchFolder: (folder: string) => `Le dossier ${quoted(folder)} n’existe pas.`,
  slugTaken: (fullSlug: string, suggestion: string) =>
    `L’adresse ${quoted(fullSlug)} est déjà prise. Essayez ${quoted(suggestion)}.`,
  addressTakenOnRestore: (fullSlug: string) =>
    `L’adresse ${quoted(fullSlug)} est prise par une autre page depuis : déplacez ou renommez celle-ci avant de restaurer.`,
  notARootType: (contentType: string) => `${quoted(contentType)} n’est pas un type de page.`,
  protectedDelete: (fullSlug: string) =>
    `La page ${quoted(fullSlug)} est protégée : le site en a besoin, elle ne peut pas aller à la corbeille.`,
  protectedMove: (fullSlug: string) =>
    `La page ${quoted(fullSlug)} est protégée : le site la lit à cette adresse, elle ne peut pas être déplacée.`,
  folderNotManaged: 'Un dossier ne peut être ni déplacé, ni dupliqué, ni mis à la corbeille.',
  staleVersion: (version: number, author: string) =>
    `La page a changé depuis votre dernière lecture : version ${version}, enregistrée par ${author}.`,
  cannotPublish: 'La page ne peut pas être publiée : corrigez d’abord les problèmes signalés.',
  noSuchVersion: 'Cette version n’existe pas.',
  versionHasNoContent: 'Cette version n’a pas de brouillon à restaurer.',
  badVersion: 'If-Match attend le numéro de version entre guillemets, par exemple "12".',
  unauthorized: 'Identifiez-vous : jeton de gestion ou mot de passe du studio.',
  crossSite: 'Requête refusée : une écriture du studio doit venir du studio lui-même.',
  storyblok: 'Le contenu vit dans Storyblok : modifiez-le dans l’éditeur de Storyblok.',
  notAnEndpoint: 'Adresse inconnue de l’API de gestion.',
  methodNotAllowed: 'Méthode non prise en charge à cette adresse.',
  badBody: (details: string) => `Requête invalide : ${details}`,
} as const;

/** Scheduled publishing (« Programmer »): refusals and why a scheduled action did not run. */
export const scheduleWords = {
  badTime: (value: string) => `${quoted(value)} n’est pas une date et une heure.`,
  inPast: 'Choisissez une date et une heure à venir.',
  notWaiting: 'Cette programmation n’est plus en attente : elle a déjà eu lieu ou a été annulée.',
  noSuchSchedule: 'Cette programmation n’existe pas.',
  storyGone: 'La page n’existe plus (supprimée ou dans la corbeille).',
  publishedSince: 'La page a été publiée depuis la programmation : rien n’a été changé.',
  problems: (count: number, first: string) =>
    `Le brouillon programmé ne peut pas être publié : ${count} problème${count > 1 ? 's' : ''} (${first}).`,
  author: (who: string) => `${who} (programmé)`,
} as const;

/** What changed between two versions of a story, in words (the history panel). */
export const changeWords = {
  pageCreated: 'Page créée',
  nameChanged: 'Nom de la page modifié',
  addressChanged: 'Adresse de la page modifiée',
  contentTypeChanged: 'Type de page modifié',
  blockAdded: (block: string) => `Bloc ${block} ajouté`,
  blockRemoved: (block: string) => `Bloc ${block} supprimé`,
  blockMoved: (block: string) => `Bloc ${block} déplacé`,
  blocksReordered: 'Blocs réordonnés',
  pageFieldChanged: (field: string) => `Champ ${field} de la page modifié`,
  blockFieldChanged: (field: string, block: string) => `Champ ${field} du bloc ${block} modifié`,
  times: (sentence: string, count: number) => `${sentence} (×${count})`,
} as const;
