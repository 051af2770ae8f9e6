'use client';

import dynamic from 'next/dynamic';

/**
 * The lease configurator, split from the site's shared bundle like the forms (site/enquiries/form-parts.tsx):
 * imported from this client module, it is an async chunk that only a lease offer's page downloads. It is still
 * rendered on the server, so the configurator works before (and without) its script.
 */
export const LeaseConfigurator = dynamic(() => import('./lease-configurator').then((m) => m.LeaseConfigurator));
