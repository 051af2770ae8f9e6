'use client';

import { useCallback, useEffect, useSyncExternalStore } from 'react';

/**
 * A list read once per studio session (the stories, a datasource's entries) and shared by every field that
 * needs it: the first field to mount starts the request, the others wait for the same answer. A failed
 * request is kept as failed until a field asks again (« Réessayer »).
 */
export type RemoteList<T> = { status: 'loading' } | { status: 'ready'; items: T[] } | { status: 'failed' };

type Entry = { state: RemoteList<unknown>; listeners: Set<() => void> };
const entries = new Map<string, Entry>();
const LOADING: RemoteList<never> = { status: 'loading' };

function entryFor(url: string): Entry {
  let entry = entries.get(url);
  if (!entry) {
    entry = { state: LOADING, listeners: new Set() };
    entries.set(url, entry);
  }
  return entry;
}

function settle(url: string, state: RemoteList<unknown>) {
  const entry = entryFor(url);
  entry.state = state;
  for (const listener of entry.listeners) listener();
}

const started = new Set<string>();

function load<T>(url: string, parse: (json: unknown) => T[]) {
  if (started.has(url)) return;
  started.add(url);
  settle(url, LOADING);
  fetch(url, { credentials: 'same-origin', headers: { accept: 'application/json' } })
    .then(async (response) => {
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      settle(url, { status: 'ready', items: parse(await response.json()) });
    })
    .catch((error: unknown) => {
      console.error('[studio] could not load a list for a field', error);
      started.delete(url);
      settle(url, { status: 'failed' });
    });
}

export function useRemoteList<T>(
  url: string | null,
  parse: (json: unknown) => T[],
): [RemoteList<T>, retry: () => void] {
  const subscribe = useCallback(
    (listener: () => void) => {
      if (!url) return () => {};
      const entry = entryFor(url);
      entry.listeners.add(listener);
      return () => entry.listeners.delete(listener);
    },
    [url],
  );
  const state = useSyncExternalStore(
    subscribe,
    () => (url ? (entryFor(url).state as RemoteList<T>) : LOADING),
    () => LOADING,
  );
  useEffect(() => {
    if (url && entryFor(url).state.status === 'loading') load(url, parse);
  }, [url, parse]);
  const retry = useCallback(() => {
    if (url) load(url, parse);
  }, [url, parse]);
  return [state, retry];
}
