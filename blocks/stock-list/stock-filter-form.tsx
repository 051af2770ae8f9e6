'use client';

import { useRouter } from 'next/navigation';
import { useTransition, type FormEvent, type ReactNode } from 'react';

/**
 * The filter form. Without JavaScript it is a plain GET form; with it, each change navigates to the
 * new address in place (results update without a full reload, scroll position kept).
 */
type Props = {
  action: string;
  /** Parameter names in the order stock addresses write them, so the URL matches the server's links. */
  paramOrder: readonly string[];
  /** The list's default sort, left out of the URL like the server's links do. */
  defaultSort: string;
  className?: string;
  children: ReactNode;
};

export function StockFilterForm({ action, paramOrder, defaultSort, className, children }: Props) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();

  function navigate(form: HTMLFormElement) {
    const values = new Map<string, string>();
    for (const [name, value] of new FormData(form)) {
      if (typeof value !== 'string' || value === '' || (name === 'sort' && value === defaultSort)) continue;
      // Checkbox groups become one comma-separated parameter, as the stock URLs write them.
      const previous = values.get(name);
      values.set(name, previous ? `${previous},${value}` : value);
    }
    const params = new URLSearchParams(paramOrder.flatMap((name) => (values.has(name) ? [[name, values.get(name)!]] : [])));
    const query = params.toString().replaceAll('%2C', ',');
    startTransition(() => router.replace(query ? `${action}?${query}` : action, { scroll: false }));
  }

  return (
    <form
      method="get"
      action={action}
      className={className}
      aria-busy={pending}
      onChange={(event) => {
        // Number fields wait for the visitor to finish typing (the submit button or Enter).
        const target = event.target;
        if (!(target instanceof HTMLInputElement && target.type === 'number')) navigate(event.currentTarget);
      }}
      onSubmit={(event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        navigate(event.currentTarget);
      }}
    >
      {children}
    </form>
  );
}
