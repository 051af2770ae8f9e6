/**
 * Strings only the studio's scripts hold (minification keeps string literals): a word of each studio
 * catalogue its pages import, and the names two of its libraries write into their code. ASCII only, so an
 * escaped accent in a bundle cannot hide one. A public page whose scripts hold any of them downloads studio
 * code; the studio's own pages must hold one, or the markers no longer prove anything.
 */
export const STUDIO_CODE_MARKERS: readonly { marker: string; source: string }[] = [
  { marker: 'Restaurer comme brouillon', source: 'i18n/fr-lu-studio-editor.ts' },
  { marker: 'Arborescence des pages', source: 'i18n/fr-lu-studio-pages.ts' },
  { marker: 'Ancre (facultatif)', source: 'i18n/fr-lu-studio-fields.ts' },
  { marker: 'DndDescribedBy', source: '@dnd-kit/core' },
  { marker: 'ProseMirror', source: 'tiptap (prosemirror-view)' },
];

/** The sources of the studio markers `code` holds (empty: no studio code). */
export function studioCodeIn(code: string): string[] {
  return STUDIO_CODE_MARKERS.filter(({ marker }) => code.includes(marker)).map(({ source }) => source);
}
