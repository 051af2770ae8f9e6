import type { BlockQuery } from '@/blocks/block-query';
import { PRESELECTION_PARAMS } from '@/site/enquiries/preselection-params';

/**
 * `?sujet=atelier&concession=bertrange`: the subject and site chosen by the page that linked here (a service
 * page); the same page, so not canonical.
 */
export const CONTACT_SUBJECT_PARAM = 'sujet';
export const CONTACT_FORM_QUERY: BlockQuery = { params: [CONTACT_SUBJECT_PARAM, PRESELECTION_PARAMS.site] };
