/** A page number, or `gap` for the pages left out between two numbers (shown as `…`). */
export type PaginationItem = number | 'gap';

/**
 * The page numbers a pager shows: the first and last pages, the current one and `siblings` pages either
 * side of it, with `gap` where pages are left out (`1 2 3 … 25`). A gap never hides a single page: that
 * page is shown instead, so the pager is never longer for the dots than for the number.
 */
export function paginationWindow(page: number, pages: number, siblings = 1): PaginationItem[] {
  if (pages < 1) return [];
  const current = Math.min(Math.max(page, 1), pages);
  const shown = new Set([1, pages]);
  for (let n = current - siblings; n <= current + siblings; n++) if (n >= 1 && n <= pages) shown.add(n);
  const numbers = [...shown].sort((a, b) => a - b);
  const items: PaginationItem[] = [];
  numbers.forEach((n, i) => {
    const previous = numbers[i - 1];
    if (previous !== undefined && n - previous === 2) items.push(previous + 1);
    else if (previous !== undefined && n - previous > 2) items.push('gap');
    items.push(n);
  });
  return items;
}
