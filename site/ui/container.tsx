import type { ElementType, ReactNode } from 'react';
import styles from './container.module.css';

export type ContainerWidth = 'narrow' | 'default' | 'wide';

export type ContainerProps = {
  width?: ContainerWidth;
  /** The element to render; a plain `div` by default. */
  as?: ElementType;
  className?: string;
  children: ReactNode;
};

const WIDTH_CLASS: Record<ContainerWidth, string | undefined> = {
  narrow: styles.narrow,
  default: styles.default,
  wide: styles.wide,
};

/** Centres content at one of the site's three widths, with the page gutter on small screens. */
export function Container({ width = 'default', as: Tag = 'div', className, children }: ContainerProps) {
  return <Tag className={[styles.container, WIDTH_CLASS[width], className].filter(Boolean).join(' ')}>{children}</Tag>;
}
