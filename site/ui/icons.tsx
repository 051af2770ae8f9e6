'use client';

import type { SVGProps } from 'react';
import type { IconName } from './icon-sprite';

export type { IconName } from './icon-sprite';

/**
 * Where app/icons.svg/route.ts serves the sprite (site/ui/icon-sprite.ts). The build's id in the query
 * names this build's file, so browsers may keep it for good (`immutable`) and a deploy is seen at once.
 */
const ICON_SPRITE_PATH = '/icons.svg';
const SPRITE = process.env.NEXT_PUBLIC_BUILD_ID ? `${ICON_SPRITE_PATH}?v=${process.env.NEXT_PUBLIC_BUILD_ID}` : ICON_SPRITE_PATH;

export type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'> & { name: IconName; size?: number | string };

/**
 * One of the site's icons (site/ui/icon-sprite.ts), by reference to the sprite: always decorative
 * (`aria-hidden`: the accessible name comes from the text next to it), in `currentColor`, sized to the
 * surrounding text (1em) unless `size` or the class says otherwise. A client component so that a server
 * component's payload carries only `{"name":…,"className":…}`, not the element it renders.
 */
export function Icon({ name, size = '1em', ...rest }: IconProps) {
  return (
    <svg width={size} height={size} aria-hidden="true" focusable="false" {...rest}>
      <use href={`${SPRITE}#${name}`} />
    </svg>
  );
}
