'use client';

import { iconClass, type IconName } from './icon-shapes';
import './icons.css';

export type { IconName } from './icon-shapes';

export type IconProps = { name: IconName; className?: string };

/**
 * One of the site's icons (site/ui/icon-shapes.ts), drawn by its class in site/ui/icons.css: always
 * decorative (`aria-hidden`: the accessible name comes from the text next to it), in `currentColor`, 1em
 * square unless the class given says otherwise. A client component so that a server component's payload
 * carries only `{"name":…,"className":…}`, not the element it renders.
 */
export function Icon({ name, className }: IconProps) {
  return <span aria-hidden="true" className={className ? `${className} ${iconClass(name)}` : iconClass(name)} />;
}
