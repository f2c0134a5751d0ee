/**
 * A list the visitor keeps in localStorage, never in a cookie (docs/enquiries.md): read
 * leniently by `parse`, the same array until it changes (as useSyncExternalStore needs), the
 * page's own copy when the browser refuses storage (a privacy setting: the list then lasts as
 * long as the page), and other tabs' changes through the `storage` event (it fires only in
 * the other tabs). A small store, so that a product card pays for no library.
 */
import { useSyncExternalStore } from 'react';

export type StoredList<T> = {
  /** The list now. */
  get: () => readonly T[];
  /** Replaces the list (an empty one removes the key) and tells every reader. */
  write: (items: readonly T[]) => void;
  /** The list, in a component; empty on the server and while hydrating (the page HTML has no list). */
  useList: () => readonly T[];
};

export function storedList<T>(key: string, parse: (raw: string | null) => readonly T[]): StoredList<T> {
  const empty: readonly T[] = [];
  let cached: { raw: string | null; items: readonly T[] } = { raw: null, items: empty };
  let memory: string | null = null;
  const listeners = new Set<() => void>();

  const read = (): string | null => {
    try {
      return localStorage.getItem(key) ?? memory;
    } catch {
      return memory;
    }
  };
  const get = () => {
    const raw = read();
    if (raw !== cached.raw) cached = { raw, items: raw === null ? empty : parse(raw) };
    return cached.items;
  };
  const write = (items: readonly T[]) => {
    memory = items.length ? JSON.stringify(items) : null;
    try {
      if (memory) localStorage.setItem(key, memory);
      else localStorage.removeItem(key);
    } catch {
      // full or refused: the page's copy still holds it
    }
    listeners.forEach((l) => l());
  };
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    window.addEventListener('storage', listener);
    return () => {
      listeners.delete(listener);
      window.removeEventListener('storage', listener);
    };
  };
  const useList = () => useSyncExternalStore(subscribe, get, () => empty);
  return { get, write, useList };
}
