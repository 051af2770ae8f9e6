'use client';

import dynamic from 'next/dynamic';

/**
 * The filter form and its sheet, split from the site's shared bundle like the forms (site/enquiries/form-parts.tsx):
 * imported from this client module, it is an async chunk that only a page with a filtered list (stock,
 * leases) downloads. It is still rendered on the server, so filters work before (and without) its script.
 */
export const FilterForm = dynamic(() => import('./filter-form').then((m) => m.FilterForm));
export const FilterSheet = dynamic(() => import('./filter-sheet').then((m) => m.FilterSheet));
