/** A setting the server cannot start with: server.ts prints its one-sentence message and exits with status 1. */
export class StartRefusal extends Error {
  override name = 'StartRefusal';
}
