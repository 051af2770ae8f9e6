import { isChunkLoadError, reloadPageAfterChunkError } from './chunk-reload';

/**
 * Errors no component caught: a chunk that fails to load reloads the page (once per 10 s); any other error
 * of our own code is fatal and replaces the page with the error view. Errors of other origins (tag
 * scripts, extensions), network failures the router already handles, and aborted requests are only logged.
 */
export function watchUnhandledErrors(onFatal: (error: Error) => void): () => void {
  const handle = (reason: unknown) => {
    if (!(reason instanceof Error) || reason.name === 'AbortError') return;
    if (isChunkLoadError(reason)) {
      if (reloadPageAfterChunkError()) return;
    } else if (reason instanceof TypeError && /fetch|network/i.test(reason.message)) {
      console.warn(`Request failed: ${reason.message}`);
      return;
    }
    onFatal(reason);
  };
  const onError = (event: ErrorEvent) => {
    if (event.filename && !event.filename.startsWith(window.location.origin)) return;
    handle(event.error);
  };
  const onRejection = (event: PromiseRejectionEvent) => handle(event.reason);
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  return () => {
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
  };
}
