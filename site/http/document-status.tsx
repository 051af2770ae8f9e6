/**
 * The `<meta>` by which a page tells the server its HTTP status (server.ts applies it, see
 * server/apply-document-status.ts). Next.js 16 cannot render a not-found view on the server when `notFound()`
 * is thrown while rendering (the 404 arrives with an empty body; vercel/next.js#62228), so a page whose
 * subject does not exist renders its error view itself and declares 404 here. The status then lives in
 * the document, and so in the render cache, like the page it belongs to. React places it in `<head>`.
 */
export const DOCUMENT_STATUS_META = 'x-http-status';

/**
 * 404 and 410 for a missing page; 403 for a studio page the account's role does not allow; 400, 409, 422 and 429 for a form refused (posted without JavaScript); 503
 * for the view of a page the unreachable database kept from rendering (sent with `Retry-After`).
 */
export function DocumentStatus({ status }: { status: 400 | 403 | 404 | 409 | 410 | 422 | 429 | 503 }) {
  return <meta name={DOCUMENT_STATUS_META} content={String(status)} />;
}
