/**
 * Undo and redo for one editing session: the states before and after the present one. Typing in one field
 * is one step, not one per keystroke: a change with the same `coalesce` key as the step before it replaces
 * that step's result instead of adding a step (any other change, an undo or `closeStep` ends the run).
 */
export type EditHistory<T> = {
  past: T[];
  present: T;
  future: T[];
  /** The key of the run of changes the present state ends, if it may grow. */
  openKey: string | null;
};

/** Far more steps than a session needs; the oldest go first. */
export const HISTORY_LIMIT = 200;

export function startHistory<T>(present: T): EditHistory<T> {
  return { past: [], present, future: [], openKey: null };
}

export function recordChange<T>(history: EditHistory<T>, next: T, coalesce?: string): EditHistory<T> {
  if (next === history.present) return history;
  if (coalesce !== undefined && coalesce === history.openKey) {
    return { ...history, present: next, future: [], openKey: coalesce };
  }
  return {
    past: [...history.past, history.present].slice(-HISTORY_LIMIT),
    present: next,
    future: [],
    openKey: coalesce ?? null,
  };
}

/** The next change starts a step of its own, even in the same field (the field lost focus, a save…). */
export function closeStep<T>(history: EditHistory<T>): EditHistory<T> {
  return history.openKey === null ? history : { ...history, openKey: null };
}

export function undo<T>(history: EditHistory<T>): EditHistory<T> {
  const previous = history.past.at(-1);
  if (previous === undefined) return history;
  return {
    past: history.past.slice(0, -1),
    present: previous,
    future: [history.present, ...history.future],
    openKey: null,
  };
}

export function redo<T>(history: EditHistory<T>): EditHistory<T> {
  const [next, ...rest] = history.future;
  if (next === undefined) return history;
  return { past: [...history.past, history.present], present: next, future: rest, openKey: null };
}
