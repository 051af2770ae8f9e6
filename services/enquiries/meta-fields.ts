/**
 * The fields every form posts besides its own: which form, the submission's key, the robot traps, the page.
 * Apart from the schemas (enquiry-forms.ts): the form's client component names these fields with the page,
 * and must not import the module that brings zod, which loads at the first touch of the form.
 */
export const META_FIELDS = {
  form: 'form',
  key: 'submission',
  honeypot: 'website',
  elapsed: 'elapsed',
  page: 'page',
} as const;
