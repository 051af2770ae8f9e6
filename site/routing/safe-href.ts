/**
 * Which addresses the site may link or navigate to. Content and visitors can put any string in a link;
 * these schemes run code or read local files, whatever the casing or the control characters around them
 * (browsers drop tabs and newlines anywhere in a URL and trim spaces and control characters at its ends).
 */
export const BLOCKED_PROTOCOLS = ['javascript:', 'data:', 'vbscript:', 'file:'] as const;

/** The scheme of an href as a browser reads it (`javascript:`), or null for a relative address. */
export function hrefProtocol(href: string): string | null {
  const cleaned = href.replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]+/, '');
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(cleaned);
  return scheme ? `${scheme[1]!.toLowerCase()}:` : null;
}

export function isBlockedHref(href: string): boolean {
  const protocol = hrefProtocol(href);
  return protocol !== null && (BLOCKED_PROTOCOLS as readonly string[]).includes(protocol);
}

export type NavigationTarget = { kind: 'internal'; href: string } | { kind: 'external'; href: string };

/**
 * Checks where a programmatic navigation goes. A blocked scheme always throws; another origin (or a
 * `mailto:`/`tel:` link) throws unless the caller says `external`, so a value from a query string or from
 * content can never send a visitor to another site by accident.
 */
export function navigationTarget(href: string, origin: string, options: { external?: boolean } = {}): NavigationTarget {
  if (isBlockedHref(href)) throw new Error(`Navigation to a blocked address refused: ${JSON.stringify(href)}`);
  const url = URL.canParse(href, origin) ? new URL(href, origin) : null;
  if (!url) throw new Error(`Navigation to an invalid address refused: ${JSON.stringify(href)}`);
  if (url.origin === origin) return { kind: 'internal', href: `${url.pathname}${url.search}${url.hash}` };
  if (!options.external) throw new Error(`Navigation to another site needs { external: true }: ${url.href}`);
  return { kind: 'external', href: url.href };
}

/** A link from content, or null (logged) when its scheme is blocked: the link then renders as its text. */
export function contentHref(href: string | null): string | null {
  if (href === null || !isBlockedHref(href)) return href;
  console.warn(`Blocked link in content: ${JSON.stringify(href.slice(0, 200))}`);
  return null;
}
