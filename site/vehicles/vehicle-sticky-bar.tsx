'use client';

import Link from 'next/link';
import { useEffect, useState } from 'react';
import { buttonClassName } from '@/site/ui/button-look';
import { Icon } from '@/site/ui/icons';
import styles from './vehicle-sticky-bar.module.css';

export type VehicleStickyBarProps = {
  /** The id of the summary's own actions, watched: the bar shows once they have scrolled off the top of the window. */
  actionsId: string;
  /** The dealership's `tel:` link and name; no « Appeler » without them. */
  call: { href: string; dealership: string } | null;
  testDriveHref: string;
  labels: { group: string; call: string; testDrive: string };
};

/**
 * On a phone, a bar fixed to the bottom of the window with « Appeler » and « Essai routier » while the vehicle
 * summary's actions are out of sight above. Rendered in the browser only (vehicle-sticky-bar-lazy.tsx): without
 * the script the page is whole, its actions in the summary.
 */
export function VehicleStickyBar({ actionsId, call, testDriveHref, labels }: VehicleStickyBarProps) {
  const [passed, setPassed] = useState(false);
  const compareOffset = useCompareBarHeight(passed);

  useEffect(() => {
    const target = document.getElementById(actionsId);
    if (!target) return;
    // Shown once the actions are above the window, not before the visitor has reached them: the window is
    // extended downwards without end, so the actions leave it only by its top, even when a jump (a link, the
    // End key) goes from before them to after them at once.
    const observer = new IntersectionObserver(([entry]) => entry && setPassed(!entry.isIntersecting), {
      rootMargin: '0px 0px 1000000px 0px',
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [actionsId]);

  return (
    // A group, not a landmark: the page keeps one region per name, and the links speak for themselves.
    <div
      role="group"
      aria-label={labels.group}
      className={styles.bar}
      hidden={!passed}
      style={compareOffset > 0 ? { bottom: compareOffset } : undefined}
    >
      {call ? (
        <a href={call.href} className={buttonClassName({ variant: 'secondary', className: styles.action })}>
          <Icon name="phone" className={styles.icon} />
          <span>
            {labels.call}
            <span className="visually-hidden"> {call.dealership}</span>
          </span>
        </a>
      ) : null}
      <Link href={testDriveHref} className={buttonClassName({ variant: 'primary', className: styles.action })}>
        <span>{labels.testDrive}</span>
      </Link>
    </div>
  );
}

/**
 * The height of the favourites/comparison bar (site/favourites/compare-bar.tsx, `data-compare-bar`) while this bar
 * shows, fixed to the same bottom edge: this bar sits on top of it rather than over it. Read from the page, not
 * from the lists' store: importing the store put this component in the chunk every page loads.
 */
function useCompareBarHeight(shown: boolean): number {
  const [height, setHeight] = useState(0);
  useEffect(() => {
    if (!shown) return;
    const measure = () => setHeight(document.querySelector<HTMLElement>('[data-compare-bar]')?.offsetHeight ?? 0);
    measure();
    // The lists' bar comes and goes, and changes height, as the visitor adds or removes vehicles.
    const observer = new MutationObserver(measure);
    observer.observe(document.body, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [shown]);
  return shown ? height : 0;
}
