/** A map's initial view: the area it may show and its centre. */
export type MapView = {
  bounds: { north: number; south: number; west: number; east: number };
  center: { lat: number; lng: number };
};

/** The wide view (Western Europe), for maps that show sites beyond Luxembourg. */
export const DEFAULT_MAP_VIEW: MapView = {
  bounds: { north: 57.75, south: 42.33, west: -7.57, east: 15.02 },
  center: { lat: 50.04, lng: 3.725 },
};

/** The Grand Duchy: the view used for the group's Luxembourg sites. */
export const LUXEMBOURG_MAP_VIEW: MapView = {
  bounds: { north: 50.2465, south: 49.3397, west: 5.5655, east: 6.6273 },
  center: { lat: 49.793, lng: 6.096 },
};

/** The view for a set of sites: the Luxembourg one when they all lie inside it, else the wide one. */
export function mapViewFor(points: readonly { lat: number; lng: number }[]): MapView {
  const { north, south, west, east } = LUXEMBOURG_MAP_VIEW.bounds;
  const inLuxembourg = points.every((p) => p.lat <= north && p.lat >= south && p.lng >= west && p.lng <= east);
  return inLuxembourg ? LUXEMBOURG_MAP_VIEW : DEFAULT_MAP_VIEW;
}
