import type { ContentProblem, Conflict } from '@/content/management-contract';

/**
 * A write the caller got wrong (not a database failure), with the HTTP status the management API
 * answers: 400 bad slug or content, 403 a protected story, 404 no such story, 409 a path already taken or
 * a stale version, 422 a folder (it has no content), nothing to publish or content that may not be published.
 */
export class ContentWriteError extends Error {
  constructor(
    readonly status: 400 | 403 | 404 | 409 | 422,
    message: string,
    /** More of the answer's body: the current draft of a conflict, a suggested slug… */
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'ContentWriteError';
  }
}

/** A write based on a version that is no longer the story's: 409 with the current draft and who made it. */
export class VersionConflictError extends ContentWriteError {
  constructor(readonly conflict: Conflict) {
    super(409, conflict.error, { current: conflict.current });
    this.name = 'VersionConflictError';
  }
}

/** Content that may be saved as a draft but not published: 422 with each problem's path. */
export class ContentProblemsError extends ContentWriteError {
  constructor(
    message: string,
    readonly problems: ContentProblem[],
  ) {
    super(422, message, { problems });
    this.name = 'ContentProblemsError';
  }
}
