/**
 * How large a form post may be. Most forms post a few kilobytes: 1 MB, Next.js's own default for a server
 * action. An application to a job advert (a page under `/carrieres/`) carries a CV and a letter of 5 MB each
 * (services/careers/application-files.ts): 11 MB there, and Next.js's limits (`serverActions.bodySizeLimit`,
 * `proxyClientMaxBodySize` in next.config.ts) are set to that largest one; server.ts refuses the rest first.
 */
export const MAX_FORM_POST_BYTES = 1024 * 1024;
export const MAX_APPLICATION_POST_BYTES = 11 * 1024 * 1024;
/** The same, as next.config.ts takes it. */
export const MAX_APPLICATION_POST_SIZE = '11mb';

/** The pages whose forms post documents: the job adverts. */
const APPLICATION_PAGES = /^\/carrieres\/[^/?#]+$/;

/** The largest post a page takes. */
export function formPostLimit(path: string): number {
  return APPLICATION_PAGES.test(path) ? MAX_APPLICATION_POST_BYTES : MAX_FORM_POST_BYTES;
}
