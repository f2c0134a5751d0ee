/**
 * A tiny toast store: one toast at a time (a new one replaces the last), variants default and destructive.
 * `toast()` may be called from anywhere (event handlers, mutations); <Toaster/> renders it.
 */
import { useSyncExternalStore } from 'react';

export type ToastVariant = 'default' | 'destructive';

export type ToastData = {
  id: number;
  title: string;
  description?: string;
  variant: ToastVariant;
  open: boolean;
};

type Listener = () => void;

let current: ToastData[] = [];
let nextId = 1;
const listeners = new Set<Listener>();

function emit(next: ToastData[]) {
  current = next;
  listeners.forEach((l) => l());
}

export function toast(input: { title: string; description?: string; variant?: ToastVariant }): number {
  const id = nextId++;
  // Only one toast shows at a time: a new one replaces the previous.
  emit([{ id, title: input.title, description: input.description, variant: input.variant ?? 'default', open: true }]);
  return id;
}

export function dismissToast(id: number): void {
  emit(current.map((t) => (t.id === id ? { ...t, open: false } : t)));
}

export function removeToast(id: number): void {
  emit(current.filter((t) => t.id !== id));
}

function subscribe(listener: Listener) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useToasts(): ToastData[] {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => current,
  );
}

/** For tests: forget every toast. */
export function resetToasts(): void {
  emit([]);
}
