'use client';

import { useEffect, useRef, useTransition, type ReactNode } from 'react';
import { useNavigate } from '@/site/navigation/use-navigate';
import { filterFormHref } from './filter-form-href';
import { handOffFilterState, restoreFilterFocus } from './filter-handoff';

const TYPED = new Set(['number', 'search', 'text']);

type Props = {
  action: string;
  /** Parameter names in the order the list's addresses write them, so the URL matches the server's links. */
  paramOrder: readonly string[];
  /** Values left out of the URL, as the server's links leave them out (`{ sort: 'price_asc' }`). */
  defaults?: Readonly<Record<string, string>>;
  className?: string;
  children: ReactNode;
};

/**
 * A list's filter form. Without JavaScript it is a plain GET form; with it, each change navigates to the
 * new address in place (results update without a full reload, scroll position kept), and the next page's
 * form puts the focus back on the field that had it (filter-handoff.ts). Its fields stay server-rendered:
 * they arrive as children.
 */
export function FilterForm({ action, paramOrder, defaults, className, children }: Props) {
  const navigateTo = useNavigate();
  const [pending, startTransition] = useTransition();
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (formRef.current) restoreFilterFocus(formRef.current, action);
  }, [action]);

  function navigate(form: HTMLFormElement) {
    const href = filterFormHref(action, new FormData(form), paramOrder, defaults);
    handOffFilterState(form, action);
    startTransition(() => navigateTo(href, { replace: true, scroll: false }));
  }

  return (
    <form
      ref={formRef}
      method="get"
      action={action}
      className={className}
      aria-busy={pending}
      onChange={(event) => {
        // Typed fields (numbers, words) wait for the visitor to finish typing (the submit button or Enter).
        const target = event.target;
        if (!(target instanceof HTMLInputElement && TYPED.has(target.type))) navigate(event.currentTarget);
      }}
      onSubmit={(event) => {
        event.preventDefault();
        navigate(event.currentTarget);
      }}
    >
      {children}
    </form>
  );
}
