import { t } from '@/i18n/translate';
import { errorContent } from './error-kinds';
import type { ErrorTexts } from './error-view';

/** The words of an error page, translated on the server; an unknown kind is « something went wrong ». */
export function errorTexts(kind: string): ErrorTexts {
  const content = errorContent(kind);
  return {
    title: t(content.title),
    ...(content.text ? { text: t(content.text) } : {}),
    action: { label: t(content.action.label), href: content.action.href },
  };
}
