import type { BlockQuery } from '@/blocks/block-query';

/** `?sujet=reprise`: the subject chosen by the page that linked here (the same page, so not canonical). */
export const CONTACT_SUBJECT_PARAM = 'sujet';
export const CONTACT_FORM_QUERY: BlockQuery = { params: [CONTACT_SUBJECT_PARAM] };
