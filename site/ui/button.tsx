import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { AppLink, type AppLinkProps } from './app-link';
import { Icon, type IconName } from './icons';
import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'tertiary' | 'ghost-light' | 'ghost-dark';
export type ButtonSize = 'large' | 'medium' | 'small';
export type ButtonIconPosition = 'start' | 'end' | 'none';

type ButtonOwnProps = {
  /** `primary` amber, `secondary` navy, `tertiary` text-like, `ghost-light` outline for dark surfaces, `ghost-dark` outline for light ones. */
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Where the icon sits; defaults to `end` (an up-right arrow). `start` shows an up-left arrow. */
  iconPosition?: ButtonIconPosition;
  /** Replaces the default arrow. */
  icon?: IconName;
  fullWidth?: boolean;
  className?: string;
  children: ReactNode;
};

export type ButtonLinkProps = ButtonOwnProps & Omit<AppLinkProps, keyof ButtonOwnProps | 'href'> & { href: string };
export type ButtonElementProps = ButtonOwnProps &
  Omit<ButtonHTMLAttributes<HTMLButtonElement>, keyof ButtonOwnProps> & { href?: undefined };
export type ButtonProps = ButtonLinkProps | ButtonElementProps;

const VARIANT_CLASS: Record<ButtonVariant, string | undefined> = {
  primary: styles.primary,
  secondary: styles.secondary,
  tertiary: styles.tertiary,
  'ghost-light': styles.ghostLight,
  'ghost-dark': styles.ghostDark,
};

const SIZE_CLASS: Record<ButtonSize, string | undefined> = {
  large: styles.large,
  medium: styles.medium,
  small: styles.small,
};

/** The class list of a button, for the rare element that must look like one without being a `Button`. */
export function buttonClassName({
  variant = 'primary',
  size = 'medium',
  fullWidth = false,
  className,
}: Pick<ButtonOwnProps, 'variant' | 'size' | 'fullWidth' | 'className'>): string {
  return [styles.button, VARIANT_CLASS[variant], SIZE_CLASS[size], fullWidth ? styles.fullWidth : undefined, className]
    .filter(Boolean)
    .join(' ');
}

function ButtonContent({ iconPosition, icon, children }: Pick<ButtonOwnProps, 'iconPosition' | 'icon' | 'children'>) {
  const name = icon ?? (iconPosition === 'start' ? 'arrow-up-left' : 'arrow-up-right');
  return (
    <>
      {iconPosition === 'start' ? <Icon name={name} className={`${styles.icon} ${styles.iconStart}`} /> : null}
      <span className={styles.label}>{children}</span>
      {iconPosition === 'end' ? <Icon name={name} className={`${styles.icon} ${styles.iconEnd}`} /> : null}
    </>
  );
}

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
