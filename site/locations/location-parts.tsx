'use client';

import dynamic from 'next/dynamic';

/**
 * The sites' client components, split from the site's shared bundle like the forms
 * (site/enquiries/form-parts.tsx): every story page is one route with one set of client chunks, and a
 * `dynamic()` in a server component does not split a client component. Imported here, from a client module,
 * each is an async chunk that only a page rendering it downloads: the Google map (a map and a key), the
 * finder, the live opening status. They are still rendered on the server.
 */
export const GoogleLocationsMap = dynamic(() => import('./google-locations-map').then((m) => m.GoogleLocationsMap));
export const LocationFinder = dynamic(() => import('./location-finder').then((m) => m.LocationFinder));
export const LiveOpeningStatus = dynamic(() => import('./live-opening-status').then((m) => m.LiveOpeningStatus));
