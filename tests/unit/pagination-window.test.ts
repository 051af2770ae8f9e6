import { describe, expect, it } from 'vitest';
import { paginationWindow } from '@/site/ui/pagination-window';

describe('paginationWindow', () => {
  it('shows the first, last, current and neighbouring pages with a gap for the rest', () => {
    expect(paginationWindow(2, 25)).toEqual([1, 2, 3, 'gap', 25]);
    expect(paginationWindow(12, 25)).toEqual([1, 'gap', 11, 12, 13, 'gap', 25]);
    expect(paginationWindow(25, 25)).toEqual([1, 'gap', 24, 25]);
    expect(paginationWindow(1, 25)).toEqual([1, 2, 'gap', 25]);
  });

  it('writes a single hidden page as its number, never as a gap', () => {
    expect(paginationWindow(4, 25)).toEqual([1, 2, 3, 4, 5, 'gap', 25]);
    expect(paginationWindow(22, 25)).toEqual([1, 'gap', 21, 22, 23, 24, 25]);
    expect(paginationWindow(3, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('lists short ranges whole and keeps out-of-range pages inside', () => {
    expect(paginationWindow(1, 1)).toEqual([1]);
    expect(paginationWindow(1, 2)).toEqual([1, 2]);
    expect(paginationWindow(9, 3)).toEqual([1, 2, 3]);
    expect(paginationWindow(0, 0)).toEqual([]);
  });

  it('widens the window with more neighbours', () => {
    expect(paginationWindow(10, 25, 2)).toEqual([1, 'gap', 8, 9, 10, 11, 12, 'gap', 25]);
  });

  it('every page number appears once, in order', () => {
    for (let pages = 1; pages <= 30; pages++) {
      for (let page = 1; page <= pages; page++) {
        const numbers = paginationWindow(page, pages).filter((n): n is number => n !== 'gap');
        expect(numbers).toEqual([...new Set(numbers)].sort((a, b) => a - b));
        expect(numbers).toContain(page);
        expect(numbers[0]).toBe(1);
        expect(numbers.at(-1)).toBe(pages);
      }
    }
  });
});
