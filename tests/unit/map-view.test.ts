import { describe, expect, it } from 'vitest';
import { DEFAULT_MAP_VIEW, LUXEMBOURG_MAP_VIEW, mapViewFor } from '@/services/locations/map-view';

/** The two views, written out by hand. */
const LUXEMBOURG = {
  bounds: { north: 50.2465, south: 49.3397, west: 5.5655, east: 6.6273 },
  center: { lat: 49.793, lng: 6.096 },
};
const WESTERN_EUROPE = {
  bounds: { north: 57.75, south: 42.33, west: -7.57, east: 15.02 },
  center: { lat: 50.04, lng: 3.725 },
};

// Inside the Grand Duchy's box, away from every edge (Luxembourg City).
const CITY = { lat: 49.6116, lng: 6.1319 };

describe('map views', () => {
  it('have the exact bounds and centres', () => {
    expect(LUXEMBOURG_MAP_VIEW).toEqual(LUXEMBOURG);
    expect(DEFAULT_MAP_VIEW).toEqual(WESTERN_EUROPE);
  });
});

describe('mapViewFor', () => {
  it('shows Luxembourg when every site lies inside it', () => {
    expect(mapViewFor([CITY])).toEqual(LUXEMBOURG);
    expect(mapViewFor([CITY, { lat: 49.5367, lng: 5.892 }, { lat: 49.6066, lng: 6.0505 }])).toEqual(LUXEMBOURG);
  });

  it('shows Luxembourg for no site at all', () => {
    expect(mapViewFor([])).toEqual(LUXEMBOURG);
  });

  it('includes the edges of the box', () => {
    expect(mapViewFor([{ lat: 50.2465, lng: 6.1 }]), 'north').toEqual(LUXEMBOURG);
    expect(mapViewFor([{ lat: 49.3397, lng: 6.1 }]), 'south').toEqual(LUXEMBOURG);
    expect(mapViewFor([{ lat: 49.8, lng: 5.5655 }]), 'west').toEqual(LUXEMBOURG);
    expect(mapViewFor([{ lat: 49.8, lng: 6.6273 }]), 'east').toEqual(LUXEMBOURG);
    expect(
      mapViewFor([
        { lat: 50.2465, lng: 6.6273 },
        { lat: 49.3397, lng: 5.5655 },
      ]),
      'corners',
    ).toEqual(LUXEMBOURG);
  });

  it('shows Western Europe when a site lies just past any edge', () => {
    expect(mapViewFor([{ lat: 50.2466, lng: 6.1 }]), 'north').toEqual(WESTERN_EUROPE);
    expect(mapViewFor([{ lat: 49.3396, lng: 6.1 }]), 'south').toEqual(WESTERN_EUROPE);
    expect(mapViewFor([{ lat: 49.8, lng: 5.5654 }]), 'west').toEqual(WESTERN_EUROPE);
    expect(mapViewFor([{ lat: 49.8, lng: 6.6274 }]), 'east').toEqual(WESTERN_EUROPE);
  });

  it('shows Western Europe when one site of several lies outside (Trier, Metz)', () => {
    expect(
      mapViewFor([CITY, { lat: 49.6833, lng: 5.8167 } /* Arlon: inside the box */, { lat: 49.7596, lng: 6.6439 }]),
    ).toEqual(WESTERN_EUROPE); // Trier: east
    expect(mapViewFor([{ lat: 49.1193, lng: 6.1757 }, CITY])).toEqual(WESTERN_EUROPE); // Metz first: south
  });
});
