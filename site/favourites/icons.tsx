import type { SVGProps } from 'react';

type Props = Omit<SVGProps<SVGSVGElement>, 'children'> & { filled?: boolean };

/** Heart (favourites), 24×24 line icon like site/ui/icons.tsx; decorative, filled when pressed. */
export function HeartIcon({ filled = false, ...rest }: Props) {
  return (
    <svg viewBox="0 0 24 24" width="1.25em" height="1.25em" fill={filled ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false" {...rest}>
      <path d="M12 20.5s-7.5-4.6-9.3-9.2C1.5 8.2 3.4 4.5 7 4.5c2.1 0 3.7 1.2 5 3 1.3-1.8 2.9-3 5-3 3.6 0 5.5 3.7 4.3 6.8-1.8 4.6-9.3 9.2-9.3 9.2Z" />
    </svg>
  );
}

/** Two columns side by side (compare); decorative, a tick inside when pressed. */
export function CompareIcon({ filled = false, ...rest }: Props) {
  return (
    <svg viewBox="0 0 24 24" width="1.25em" height="1.25em" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false" {...rest}>
      <rect x="3" y="4" width="7" height="16" rx="1.5" />
      <rect x="14" y="4" width="7" height="16" rx="1.5" />
      {filled ? <path d="m15.5 12 1.8 1.8 2.7-3.3" /> : null}
    </svg>
  );
}
