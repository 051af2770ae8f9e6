import type { FieldErrors } from '@/services/enquiries/enquiry-forms';

/** One line of a confirmation: what the visitor asked, shown back. */
export type ConfirmationLine = { label: string; value: string };

export type Confirmation = {
  title: string;
  /** Null for the neutral answer a refused robot gets: nothing was stored. */
  reference: string | null;
  lines: ConfirmationLine[];
  next: string;
  /** The booking as an `.ics` file. */
  calendarHref: string | null;
};

/**
 * What a form shows after a submission. `values` are what the visitor typed, so a refused submission
 * keeps them (the page re-rendered for a visitor without JavaScript fills the fields from them);
 * `httpStatus` is the status that page answers with.
 */
export type EnquiryState =
  | { status: 'idle' }
  | {
      status: 'refused';
      httpStatus: 400 | 409 | 422 | 429;
      errors: FieldErrors;
      message: string | null;
      values: Record<string, string>;
    }
  | { status: 'sent'; confirmation: Confirmation };

export const IDLE: EnquiryState = { status: 'idle' };
