import type { Location } from '@/services/locations/location';
import { LUXEMBOURG_MAP_VIEW } from '@/services/locations/map-view';
import { LUXEMBOURG_OUTLINE, LUXEMBOURG_TOWNS } from './luxembourg-outline';
import styles from './locations-map.module.css';

export type MapPin = { slug: string; name: string; locality: string; lat: number; lng: number; href: string };

/** A site's pin, linking to `href`. */
export function locationPin(
  location: Pick<Location, 'slug' | 'name' | 'address' | 'coordinates'>,
  href: string,
): MapPin {
  return {
    slug: location.slug,
    name: location.name,
    locality: location.address.locality,
    ...location.coordinates,
    href,
  };
}

const { north, south, west, east } = LUXEMBOURG_MAP_VIEW.bounds;
// Equirectangular projection scaled by the cosine of the mid latitude: true proportions at this size.
const X_SCALE = 1000 * Math.cos((((north + south) / 2) * Math.PI) / 180);
const Y_SCALE = 1000;
const WIDTH = Math.round((east - west) * X_SCALE);
const HEIGHT = Math.round((north - south) * Y_SCALE);
const x = (lng: number) => Math.round((lng - west) * X_SCALE * 10) / 10;
const y = (lat: number) => Math.round((north - lat) * Y_SCALE * 10) / 10;
const OUTLINE = `M${LUXEMBOURG_OUTLINE.map(([lng, lat]) => `${x(lng)},${y(lat)}`).join('L')}Z`;

/**
 * The built-in map (no key, no network): Luxembourg's outline with a few towns and the sites pinned, each
 * pin a link to the site's page. Used when no Google Maps key is configured.
 */
export function StaticLocationsMap({ pins, label }: { pins: readonly MapPin[]; label: string }) {
  return (
    <figure className={styles.map} data-map="static">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="group" aria-label={label} className={styles.svg}>
        <path d={OUTLINE} className={styles.country} />
        {LUXEMBOURG_TOWNS.map((town) => (
          <g key={town.name} className={styles.town} aria-hidden="true">
            <circle cx={x(town.lng)} cy={y(town.lat)} r={4} />
            <text x={x(town.lng) + 8} y={y(town.lat) + 5}>
              {town.name}
            </text>
          </g>
        ))}
        {pins.map((pin) => (
          <a key={pin.slug} href={pin.href} className={styles.pin} aria-label={`${pin.name}, ${pin.locality}`}>
            <g transform={`translate(${x(pin.lng)} ${y(pin.lat)})`}>
              <path d="M0 0 C-4 -10 -14 -16 -14 -26 A14 14 0 1 1 14 -26 C14 -16 4 -10 0 0Z" className={styles.marker} />
              <circle cy={-26} r={5} className={styles.markerDot} />
              <text x={18} y={-22} className={styles.pinLabel}>
                {pin.locality}
              </text>
            </g>
          </a>
        ))}
      </svg>
    </figure>
  );
}
