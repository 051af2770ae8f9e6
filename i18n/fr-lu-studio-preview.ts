/**
 * The words of the draft preview that editors read (the draft bar of a standalone draft tab): a client
 * component gets them from this plain object, importable in the browser without the site's catalogue.
 */
export const frLuStudioPreview = {
  draftBarLabel: 'Aperçu du brouillon',
  draftBarLeave: 'Quitter l’aperçu',
} as const;
