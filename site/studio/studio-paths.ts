/**
 * The studio's addresses, for its frame: which section a path belongs to, and which paths are frames another
 * studio page embeds (a block's example at `/studio/blocks/{name}/frame`), drawn without the studio's header.
 */
export type StudioSection = 'pages' | 'blocks' | 'medias' | 'leads' | null;

export function studioSection(pathname: string): StudioSection {
  if (pathname === '/studio/blocks' || pathname.startsWith('/studio/blocks/')) return 'blocks';
  if (pathname === '/studio/medias' || pathname.startsWith('/studio/medias/')) return 'medias';
  if (pathname === '/studio/demandes' || pathname.startsWith('/studio/demandes/')) return 'leads';
  if (pathname === '/studio' || pathname.startsWith('/studio/')) return 'pages';
  return null;
}

/** A page of the studio that other studio pages show in an iframe: a page of its own, without the frame. */
export function isEmbeddedStudioPath(pathname: string): boolean {
  return /^\/studio\/blocks\/[^/]+\/frame\/?$/.test(pathname);
}
