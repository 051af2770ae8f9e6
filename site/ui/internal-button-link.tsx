import { buttonClassName, ButtonContent, type ButtonOwnProps } from './button-look';
import { InternalLink } from './internal-link';

/**
 * A `Button` linking to a page of this site, with the same markup (InternalLink, prefetched as AppLink's links are), for client components and what they render: `Button` goes
 * through AppLink, whose words for links opening a new tab bring the site's message catalogue into the
 * browser bundle. `href` is a path of this site built by the code, never one from content.
 */
export function InternalButtonLink({
  href,
  variant,
  size,
  iconPosition = 'end',
  icon,
  fullWidth,
  className,
  children,
}: ButtonOwnProps & { href: string }) {
  return (
    <InternalLink href={href} className={buttonClassName({ variant, size, fullWidth, className })}>
      <ButtonContent iconPosition={iconPosition} icon={icon}>
        {children}
      </ButtonContent>
    </InternalLink>
  );
}
