import type { ButtonHTMLAttributes } from 'react';
import { AppLink, type AppLinkProps } from './app-link';
import { buttonClassName, ButtonContent, type ButtonOwnProps } from './button-look';

export { buttonClassName, type ButtonIconPosition, type ButtonSize, type ButtonVariant } from './button-look';

export type ButtonLinkProps = ButtonOwnProps & Omit<AppLinkProps, keyof ButtonOwnProps | 'href'> & { href: string };
export type ButtonElementProps = ButtonOwnProps &
  Omit<ButtonHTMLAttributes<HTMLButtonElement>, keyof ButtonOwnProps> & { href?: undefined };
export type ButtonProps = ButtonLinkProps | ButtonElementProps;

/**
 * A call to action: a link when it has an `href` (Next `Link` inside the site, `<a rel="noopener">`
 * outside), otherwise a `<button type="button">`. Every block that shows a button uses this.
 */
export function Button(props: ButtonProps) {
  if (props.href !== undefined) {
    const { variant, size, iconPosition = 'end', icon, fullWidth, className, children, href, ...rest } = props;
    return (
      <AppLink href={href} className={buttonClassName({ variant, size, fullWidth, className })} {...rest}>
        <ButtonContent iconPosition={iconPosition} icon={icon}>
          {children}
        </ButtonContent>
      </AppLink>
    );
  }
  const { variant, size, iconPosition = 'end', icon, fullWidth, className, children, type = 'button', ...rest } = props;
  return (
    <button type={type} className={buttonClassName({ variant, size, fullWidth, className })} {...rest}>
      <ButtonContent iconPosition={iconPosition} icon={icon}>
        {children}
      </ButtonContent>
    </button>
  );
}
