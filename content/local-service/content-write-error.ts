/**
 * A write the caller got wrong (not a database failure), with the HTTP status the management API
 * answers: 400 bad slug or content, 404 no such story, 409 a path that would turn a story into a
 * folder, 422 a folder (it has no content) or nothing to publish.
 */
export class ContentWriteError extends Error {
  constructor(
    readonly status: 400 | 404 | 409 | 422,
    message: string,
  ) {
    super(message);
    this.name = 'ContentWriteError';
  }
}
