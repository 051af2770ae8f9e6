import { notFound } from 'next/navigation';
import { cache } from 'react';
import type { ErrorKind } from './error-kinds';

/** The error kind of the current request; `notFound()` carries none, so it is kept beside it. */
const currentError = cache((): { kind: ErrorKind } => ({ kind: 'page-not-found' }));

/** Ends rendering with a 404 that shows the view of the given kind (vehicle-not-found, ...). */
export function pageNotFound(kind: ErrorKind = 'page-not-found'): never {
  currentError().kind = kind;
  notFound();
}

/** The kind `pageNotFound` recorded for this request (page-not-found when none was). */
export function notFoundKind(): ErrorKind {
  return currentError().kind;
}
