import { mapViewFor } from '@/services/locations/map-view';
import { GoogleLocationsMap } from './location-parts';
import { StaticLocationsMap, type MapPin } from './static-locations-map';

/** The sites on a map: Google Maps when a browser key is configured, the built-in map of Luxembourg otherwise. */
export function LocationsMap({ pins, label }: { pins: readonly MapPin[]; label: string }) {
  const fallback = <StaticLocationsMap pins={pins} label={label} />;
  const apiKey = process.env.NEXT_PUBLIC_GOOGLE_MAPS_API_KEY;
  if (!apiKey) return fallback;
  return <GoogleLocationsMap apiKey={apiKey} pins={pins} view={mapViewFor(pins)} label={label} fallback={fallback} />;
}
