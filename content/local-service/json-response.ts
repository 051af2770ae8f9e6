import { RETRY_AFTER_SECONDS } from '@/db/database-unavailable';

/** Storyblok's exact body for a story (or any record) that does not exist. */
export const NOT_FOUND_BODY = ['This record could not be found'] as const;

export function jsonResponse(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', ...headers },
  });
}

export function notFoundResponse(): Response {
  return jsonResponse(NOT_FOUND_BODY, 404);
}

export function errorResponse(status: 400 | 401 | 404 | 405 | 422 | 500, error: string): Response {
  return jsonResponse({ error }, status);
}

/** The database cannot be reached: try again in a moment. */
export function unavailableResponse(): Response {
  return jsonResponse({ error: 'The database is unreachable; try again in a moment' }, 503, {
    'Retry-After': String(RETRY_AFTER_SECONDS),
  });
}

/** What Storyblok answers for a missing or wrong token, or a public token asking for drafts. */
export const UNAUTHORIZED_BODY = { error: 'Unauthorized' } as const;

export function unauthorizedResponse(): Response {
  return jsonResponse(UNAUTHORIZED_BODY, 401);
}

/** The `Total` and `Per-Page` headers Storyblok sends on every paginated list. */
export function paginationHeaders(total: number, perPage: number): Record<string, string> {
  return { Total: String(total), 'Per-Page': String(perPage) };
}
