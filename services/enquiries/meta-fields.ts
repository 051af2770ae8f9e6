/**
 * The fields every form posts besides its own: which form, the submission's key, the robot traps, the page.
 * A module of its own: the form's client code needs these names with the page, and the form schemas (zod)
 * only once the visitor starts filling the form in.
 */
export const META_FIELDS = {
  form: 'form',
  key: 'submission',
  honeypot: 'website',
  elapsed: 'elapsed',
  page: 'page',
} as const;

/** Faster than a person can fill a form: a script. Only measured when the browser runs the form's script. */
export const MIN_FILL_MS = 3000;
