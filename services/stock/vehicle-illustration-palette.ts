/** The colours the vehicle illustrations are drawn in: the site's palette (site/styles/tokens.css). */
export const NAVY_950 = '#07111f';
export const NAVY_900 = '#0b1f3a';
export const NAVY_800 = '#13294b';
export const NAVY_700 = '#1d3a66';
export const NAVY_600 = '#2b4f86';
export const NAVY_200 = '#c3cfe0';
export const NAVY_100 = '#e3e9f2';
export const NAVY_50 = '#f3f6fa';
export const ACCENT_300 = '#ffc46b';
export const ACCENT_500 = '#f5a524';
export const GREY_500 = '#5b6b82';
export const GREY_300 = '#c9d2de';
export const GREY_200 = '#dde3eb';
export const TAIL_RED = '#c8323c';

/** `hex` darkened by `amount` (0…1). */
export function shade(hex: string, amount: number): string {
  return mix(hex, 0, amount);
}

/** `hex` lightened towards white by `amount` (0…1). */
export function tint(hex: string, amount: number): string {
  return mix(hex, 255, amount);
}

function mix(hex: string, towards: number, amount: number): string {
  const n = parseInt(hex.slice(1), 16);
  const channel = (shift: number) => Math.round(((n >> shift) & 0xff) * (1 - amount) + towards * amount);
  return `#${[16, 8, 0].map((s) => channel(s).toString(16).padStart(2, '0')).join('')}`;
}
