import Link from 'next/link';
import { buttonClassName, ButtonContent, type ButtonOwnProps } from './button-look';

/**
 * A `Button` linking to a page of this site, with the same markup (Next `Link`, the page prefetched whole
 * when its address has no query, like AppLink), for client components and what they render: `Button` goes
 * through AppLink, whose words for links opening a new tab bring the site's message catalogue into the
 * browser bundle. `href` is a path of this site built by the code, never one from content.
 */
export function InternalButtonLink({ href, variant, size, iconPosition = 'end', icon, fullWidth, className, children }: ButtonOwnProps & { href: string }) {
  return (
    <Link href={href} className={buttonClassName({ variant, size, fullWidth, className })} prefetch={href.includes('?') ? undefined : true}>
      <ButtonContent iconPosition={iconPosition} icon={icon}>
        {children}
      </ButtonContent>
    </Link>
  );
}
