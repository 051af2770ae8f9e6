'use client';

import dynamic from 'next/dynamic';

/**
 * The forms' client components, split from the site's shared bundle: every story page is one route, and
 * the bundler gives a route one set of client chunks, so a client component a block imports directly is
 * downloaded on every page. Imported here, from a client module, each is an async chunk: the forms' code
 * (react-hook-form, the zod schemas) comes only with a page that renders a form. They are still rendered
 * on the server, so a form works before (and without) its script.
 */
export const EnquiryForm = dynamic(() => import('./enquiry-form').then((m) => m.EnquiryForm));
export const ContactFields = dynamic(() => import('./enquiry-fields').then((m) => m.ContactFields));
export const TextInput = dynamic(() => import('./enquiry-fields').then((m) => m.TextInput));
export const SelectInput = dynamic(() => import('./enquiry-fields').then((m) => m.SelectInput));
export const RadioChoice = dynamic(() => import('./enquiry-fields').then((m) => m.RadioChoice));
export const CheckboxInput = dynamic(() => import('./enquiry-fields').then((m) => m.CheckboxInput));
export const SlotFields = dynamic(() => import('./slot-fields').then((m) => m.SlotFields));
export const TestDriveChoiceFields = dynamic(() => import('./test-drive-choice-fields').then((m) => m.TestDriveChoiceFields));
export const TradeInFields = dynamic(() => import('./trade-in-fields').then((m) => m.TradeInFields));
