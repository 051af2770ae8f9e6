import type { Page } from '@playwright/test';

/** WCAG 1.4.10: 320 CSS px is the width content must fit without scrolling sideways; then common phones and a tablet. */
export const REFLOW_WIDTHS = [320, 360, 375, 768];

/** How far the page scrolls sideways at the current width, with the elements that stick out, for the message. */
export async function sidewaysOverflow(page: Page): Promise<string | null> {
  return page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const width = window.innerWidth;
    const scrollWidth = document.documentElement.scrollWidth;
    if (scrollWidth <= width) return null;
    const culprits = [...document.querySelectorAll('body *')]
      .filter((el) => {
        const box = el.getBoundingClientRect();
        return box.width > 0 && box.right > width + 0.5;
      })
      // The innermost elements name the cause; their ancestors only inherit it.
      .filter((el, _, all) => !all.some((other) => other !== el && el.contains(other)))
      .slice(0, 3)
      .map(
        (el) =>
          `<${el.tagName.toLowerCase()} class="${el.getAttribute('class') ?? ''}"> right ${Math.round(el.getBoundingClientRect().right)}`,
      );
    return `scrollWidth ${scrollWidth} > ${width}: ${culprits.join(', ')}`;
  });
}
