import type { ReactNode, SVGProps } from 'react';

/**
 * The site's icons: hand-drawn 24×24 line icons, bundled inline (no icon font, no remote sprite).
 * Always decorative (`aria-hidden`): the accessible name comes from the text next to them.
 * They take `currentColor` and size to the surrounding text (1em) unless `size` is given.
 */
export type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'> & { size?: number | string };
export type IconComponent = (props: IconProps) => ReactNode;

function Svg({ size = '1em', children, ...rest }: IconProps & { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      {children}
    </svg>
  );
}

/* ── Interface ───────────────────────────────────────────────────────────── */

export function ArrowUpRightIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M7 17 17 7" />
      <path d="M8 7h9v9" />
    </Svg>
  );
}

export function ArrowUpLeftIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M17 17 7 7" />
      <path d="M16 7H7v9" />
    </Svg>
  );
}

export function ChevronDownIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="m6 9 6 6 6-6" />
    </Svg>
  );
}

export function MenuIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M4 7h16M4 12h16M4 17h16" />
    </Svg>
  );
}

export function CloseIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M6 6l12 12M18 6 6 18" />
    </Svg>
  );
}

export function GlobeIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3z" />
    </Svg>
  );
}

/* ── Contact ─────────────────────────────────────────────────────────────── */

export function PhoneIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <rect x="6.5" y="2.5" width="11" height="19" rx="2.5" />
      <path d="M10.5 18h3" />
    </Svg>
  );
}

export function MailIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="m3.5 7 8.5 6 8.5-6" />
    </Svg>
  );
}

export function MapPinIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M12 21.5s7-6.1 7-11.5a7 7 0 0 0-14 0c0 5.4 7 11.5 7 11.5z" />
      <circle cx="12" cy="10" r="2.5" />
    </Svg>
  );
}

/* ── Social networks (generic glyphs) ────────────────────────────────────── */

export function FacebookIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <rect x="3" y="3" width="18" height="18" rx="4" />
      <path d="M15.5 8h-1.6c-1.2 0-1.9.8-1.9 2V21M9.5 13h5.5" />
    </Svg>
  );
}

export function InstagramIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.3" cy="6.7" r="0.6" fill="currentColor" />
    </Svg>
  );
}

export function LinkedinIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <rect x="3" y="3" width="18" height="18" rx="4" />
      <path d="M8 10.5V17M8 7.5v.01M12 17v-6.5M12 13.5c0-1.7 1-3 2.5-3s2.5 1 2.5 2.7V17" />
    </Svg>
  );
}

export function YoutubeIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <rect x="2.5" y="5" width="19" height="14" rx="4" />
      <path d="m10 9 5 3-5 3z" fill="currentColor" />
    </Svg>
  );
}

export const SOCIAL_ICONS = {
  facebook: FacebookIcon,
  instagram: InstagramIcon,
  linkedin: LinkedinIcon,
  youtube: YoutubeIcon,
} as const satisfies Record<string, IconComponent>;

/* ── Promises ────────────────────────────────────────────────────────────── */

export function ShieldCheckIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M12 2.8 19.5 6v5.2c0 4.6-3.1 8.6-7.5 10-4.4-1.4-7.5-5.4-7.5-10V6z" />
      <path d="m8.8 12 2.2 2.2 4.3-4.4" />
    </Svg>
  );
}

export function SparkleIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M10 3.5 11.7 8.3 16.5 10l-4.8 1.7L10 16.5l-1.7-4.8L3.5 10l4.8-1.7z" />
      <path d="M18 14.5l.8 2.2 2.2.8-2.2.8-.8 2.2-.8-2.2-2.2-.8 2.2-.8z" />
    </Svg>
  );
}

export function FamilyIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <circle cx="8.5" cy="7" r="3" />
      <circle cx="17" cy="9" r="2.2" />
      <path d="M2.5 20.5c0-3.6 2.7-6.5 6-6.5s6 2.9 6 6.5" />
      <path d="M15 14.6a4.2 4.2 0 0 1 6.5 3.5v2.4" />
    </Svg>
  );
}

export function ExchangeIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M4 8.5h14.5M15 5l3.5 3.5L15 12" />
      <path d="M20 15.5H5.5M9 12l-3.5 3.5L9 19" />
    </Svg>
  );
}

/* ── Vehicle categories ──────────────────────────────────────────────────── */

export function BoltIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M13 2.5 4.5 13.5H11l-1 8 8.5-11H12z" />
    </Svg>
  );
}

export function LeafIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M5 19.5C5 11 10 5 20 4c-.8 10-6.5 15.5-15 15.5z" />
      <path d="M5 19.5 12.5 12" />
    </Svg>
  );
}

export function CompactCarIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M4.5 17H3.5v-4l2.2-4.5h8.1l4.2 4.5h1.8a1.2 1.2 0 0 1 1.2 1.2V17h-1.5M9.5 17h5" />
      <circle cx="7" cy="17" r="2" />
      <circle cx="17" cy="17" r="2" />
    </Svg>
  );
}

export function SuvIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M4.5 17H3V8.5L4.8 5.5h10l3.7 4.5h1.8a1 1 0 0 1 1 1V17h-1.8M9.5 17h5M3 10.5h15" />
      <circle cx="7" cy="17" r="2.2" />
      <circle cx="17" cy="17" r="2.2" />
    </Svg>
  );
}

export function VanIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M4.5 17H2.5V7a1 1 0 0 1 1-1h11.8l4.7 5h1.5a1 1 0 0 1 1 1v5h-1.8M9.5 17h5M9 6v5M2.5 11H20" />
      <circle cx="7" cy="17" r="2" />
      <circle cx="17" cy="17" r="2" />
    </Svg>
  );
}

export function BriefcaseIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <rect x="3" y="7" width="18" height="13" rx="2" />
      <path d="M8.5 7V5.5a2 2 0 0 1 2-2h3a2 2 0 0 1 2 2V7M3 12.5h18M11 12.5v2h2v-2" />
    </Svg>
  );
}
