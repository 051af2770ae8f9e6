import type { ReactNode } from 'react';
import { Icon, type IconName } from './icons';
import styles from './button.module.css';

/*
 * The look of a button (class list, label and arrow), apart from `Button`: a client component that needs
 * it imports this module, not button.tsx, whose links (AppLink) bring the site's message catalogue along.
 */

export type ButtonVariant = 'primary' | 'secondary' | 'tertiary' | 'ghost-light' | 'ghost-dark';
export type ButtonSize = 'large' | 'medium' | 'small';
export type ButtonIconPosition = 'start' | 'end' | 'none';

export type ButtonOwnProps = {
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

/** What a button holds: its label, and the arrow (or `icon`) before or after it. */
export function ButtonContent({
  iconPosition,
  icon,
  children,
}: Pick<ButtonOwnProps, 'iconPosition' | 'icon' | 'children'>) {
  const name = icon ?? (iconPosition === 'start' ? 'arrow-up-left' : 'arrow-up-right');
  // Label and arrow are styled by their place in the button (button.module.css): no class on either.
  const label = <span key="label">{children}</span>;
  if (iconPosition === 'start') return [<Icon key="icon" name={name} />, label];
  if (iconPosition === 'end') return [label, <Icon key="icon" name={name} />];
  return label;
}
