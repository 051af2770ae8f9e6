/*
 * A filter change loads the list's next address, and the page segment it renders in is a new one: every
 * element of the old page, the form included, is replaced (app/query/{key}/… is keyed by its query).
 * What the visitor had in hand would be lost (focus falls to the top of the page, an open filter sheet
 * closes), so the form hands it to the same form on the next page: the field that had focus, and the
 * state of the filter sheet around it (open, scrolled). It is taken once, and only by the same list,
 * shortly after.
 */

/** How long a handoff waits for the next page (a slow answer is still the same change). */
const HANDOFF_MS = 15_000;

export type FilterSheetState = { id: string; open: boolean; scrollTop: number };

type Handoff = { action: string; field: string | null; sheet: FilterSheetState | null; at: number };

let pending: Handoff | null = null;

/** The attribute a filter sheet's panel carries (with its id and `data-open`). */
export const SHEET_ATTRIBUTE = 'data-filter-sheet';

/** A selector for the same field on the next page: its id, else its name (and value, for a box). */
function fieldSelector(element: Element | null, form: HTMLFormElement): string | null {
  if (!(element instanceof HTMLElement) || !form.contains(element)) return null;
  if (element.id) return `#${CSS.escape(element.id)}`;
  const name = element.getAttribute('name');
  if (name && element instanceof HTMLInputElement && (element.type === 'checkbox' || element.type === 'radio')) {
    return `[name="${CSS.escape(name)}"][value="${CSS.escape(element.value)}"]`;
  }
  if (name) return `[name="${CSS.escape(name)}"]`;
  if (element instanceof HTMLButtonElement && element.type === 'submit') return 'button[type="submit"]';
  return null;
}

/** Called as the form leaves for its next address. */
export function handOffFilterState(form: HTMLFormElement, action: string) {
  const sheet = form.closest<HTMLElement>(`[${SHEET_ATTRIBUTE}]`);
  pending = {
    action,
    field: fieldSelector(document.activeElement, form),
    sheet: sheet ? { id: sheet.id, open: sheet.dataset.open === 'true', scrollTop: sheet.scrollTop } : null,
    at: Date.now(),
  };
}

function fresh(): Handoff | null {
  if (pending && Date.now() - pending.at > HANDOFF_MS) pending = null;
  return pending;
}

/** The state a filter sheet had before the change, if this sheet is the one the form left. */
export function handedOffSheet(id: string): FilterSheetState | null {
  const handoff = fresh();
  return handoff?.sheet?.id === id ? handoff.sheet : null;
}

/** Focuses on the new form the field that had focus on the old one, once; true when it did. */
export function restoreFilterFocus(form: HTMLFormElement, action: string): boolean {
  const handoff = fresh();
  if (!handoff || handoff.action !== action) return false;
  pending = null;
  const field = handoff.field ? form.querySelector<HTMLElement>(handoff.field) : null;
  if (!field) return false;
  // The sheet's scroll position was put back already: the field is where the visitor left it.
  field.focus({ preventScroll: true });
  return true;
}

/** The sheet is closing as the form leaves (its apply button): the next page shows it closed. */
export function closeHandedOffSheet() {
  if (pending?.sheet) pending = { ...pending, field: null, sheet: { ...pending.sheet, open: false } };
}
