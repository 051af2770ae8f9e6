/**
 * A rich-text link's Storyblok attributes from the address an editor types (site/ui/rich-text-link-href.ts
 * reads them back): an e-mail address (with or without `mailto:`) is an `email` link of the bare address,
 * a path of the site (`/contact`, `/contact#horaires`) a `story` link with its anchor apart, anything else a
 * `url` link. Story links carry no uuid (like the seed's): the path is what renders.
 */
export type RichTextLinkAttrs = {
  href: string;
  linktype: 'story' | 'url' | 'email';
  target: '_self' | '_blank';
  uuid: null;
  anchor: string | null;
};

export function richTextLinkAttrs(typed: string, target: '_self' | '_blank' = '_self'): RichTextLinkAttrs | null {
  const address = typed.trim();
  if (!address) return null;
  const email = /^(?:mailto:)?([^\s@:/]+@[^\s@:/]+)$/i.exec(address);
  if (email) return { href: email[1]!, linktype: 'email', target, uuid: null, anchor: null };
  if (address.startsWith('/') && !address.startsWith('//')) {
    const [path = '', anchor] = address.split('#');
    return { href: path || '/', linktype: 'story', target, uuid: null, anchor: anchor || null };
  }
  return { href: address, linktype: 'url', target, uuid: null, anchor: null };
}

/** The address to show for a link's attributes (the inverse of `richTextLinkAttrs`). */
export function richTextLinkAddress(attrs: Record<string, unknown> | undefined): string {
  const href = typeof attrs?.href === 'string' ? attrs.href : '';
  const anchor = typeof attrs?.anchor === 'string' && attrs.anchor ? `#${attrs.anchor}` : '';
  return href + anchor;
}
