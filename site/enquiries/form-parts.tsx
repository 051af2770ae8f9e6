'use client';

import dynamic from 'next/dynamic';

/**
 * The forms' client components, split from the site's shared bundle: every story page is one route, and
 * the bundler gives a route one set of client chunks, so a client component a block imports directly is
 * downloaded on every page. Imported here, from a client module, each is an async chunk: the forms' code
 * (react-hook-form; the zod schemas load at the first touch, see enquiry-form.tsx) comes only with a page
 * that renders a form. They share one chunk: the bundler copies a module shared by several async chunks into
 * each (the texts and fields came four times on /reserver-un-essai). They are still rendered on the server,
 * so a form works before (and without) its script.
 */
const parts = () => import('./form-components');
export const EnquiryForm = dynamic(() => parts().then((m) => m.EnquiryForm));
export const ContactFields = dynamic(() => parts().then((m) => m.ContactFields));
export const TextInput = dynamic(() => parts().then((m) => m.TextInput));
export const SelectInput = dynamic(() => parts().then((m) => m.SelectInput));
export const RadioChoice = dynamic(() => parts().then((m) => m.RadioChoice));
export const CheckboxInput = dynamic(() => parts().then((m) => m.CheckboxInput));
export const SlotFields = dynamic(() => parts().then((m) => m.SlotFields));
export const TestDriveChoiceFields = dynamic(() => parts().then((m) => m.TestDriveChoiceFields));
export const TradeInFields = dynamic(() => parts().then((m) => m.TradeInFields));
export const DocumentInput = dynamic(() => parts().then((m) => m.DocumentInput));
