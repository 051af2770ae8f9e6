'use client';

import { GoogleMap, MarkerF, useJsApiLoader, type Libraries } from '@react-google-maps/api';
import { useCallback } from 'react';
import type { MapView } from '@/services/locations/map-view';
import type { MapPin } from './static-locations-map';
import styles from './locations-map.module.css';

// A constant array: the loader reloads the script when it receives a new one.
const LIBRARIES: Libraries = ['places'];

/**
 * Google Maps with the sites as markers (loaded asynchronously, with the places library, only on pages that
 * show a map and only when NEXT_PUBLIC_GOOGLE_MAPS_API_KEY is set). Until it loads, or if it fails, the
 * built-in map passed as `fallback` stays in place.
 */
export function GoogleLocationsMap({
  apiKey,
  pins,
  view,
  label,
  fallback,
}: {
  apiKey: string;
  pins: readonly MapPin[];
  view: MapView;
  label: string;
  fallback: React.ReactNode;
}) {
  const { isLoaded, loadError } = useJsApiLoader({
    id: 'google-maps',
    googleMapsApiKey: apiKey,
    libraries: LIBRARIES,
    language: 'fr',
    region: 'LU',
  });
  const fit = useCallback(
    (map: google.maps.Map) => {
      if (pins.length < 2) return;
      const bounds = new google.maps.LatLngBounds();
      for (const pin of pins) bounds.extend({ lat: pin.lat, lng: pin.lng });
      map.fitBounds(bounds, 48);
    },
    [pins],
  );
  if (!isLoaded || loadError) return fallback;
  return (
    <div className={styles.google} role="region" aria-label={label} data-map="google">
      <GoogleMap
        mapContainerStyle={{ width: '100%', height: '100%' }}
        center={pins.length === 1 ? { lat: pins[0]!.lat, lng: pins[0]!.lng } : view.center}
        zoom={pins.length === 1 ? 14 : 9}
        options={{ restriction: { latLngBounds: view.bounds, strictBounds: false }, streetViewControl: false }}
        onLoad={fit}
      >
        {pins.map((pin) => (
          <MarkerF
            key={pin.slug}
            position={{ lat: pin.lat, lng: pin.lng }}
            title={`${pin.name}, ${pin.locality}`}
            onClick={() => window.location.assign(pin.href)}
          />
        ))}
      </GoogleMap>
    </div>
  );
}
