'use client';

import dynamic from 'next/dynamic';

/**
 * The photo gallery, split from the site's shared bundle like the forms (site/enquiries/form-parts.tsx):
 * imported from this client module, it is an async chunk that only a page with a gallery (a vehicle, a lease
 * offer) downloads. It is still rendered on the server.
 */
export const VehicleGallery = dynamic(() => import('./vehicle-gallery').then((m) => m.VehicleGallery));
