import { frLuErrorBoundary } from '@/i18n/fr-lu-error-boundary';
import { ERROR_CONTENT } from './error-kinds';
import type { ErrorTexts } from './error-view';

/**
 * « Something went wrong » for the root error boundaries (client components sent with every page), from
 * their two messages rather than the catalogue; the same words as `errorTexts('something-went-wrong')`.
 */
export const WENT_WRONG_TEXTS: ErrorTexts = {
  title: frLuErrorBoundary.wentWrongTitle,
  action: { label: frLuErrorBoundary.backToHome, href: ERROR_CONTENT['something-went-wrong'].action.href },
};
