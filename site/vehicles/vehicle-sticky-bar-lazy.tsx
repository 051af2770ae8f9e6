'use client';

import dynamic from 'next/dynamic';

/**
 * The phone bar, in a chunk of its own loaded by vehicle pages only, in the browser only: in the summary's
 * client component it sat in the chunk every content page loads. It is fixed and hidden until the actions are
 * passed, so loading it late moves nothing.
 */
export const VehicleStickyBarLazy = dynamic(() => import('./vehicle-sticky-bar').then((m) => m.VehicleStickyBar), {
  ssr: false,
});
