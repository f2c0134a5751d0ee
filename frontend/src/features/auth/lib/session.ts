/**
 * The staff session as the browser remembers it (localStorage): the flag
 * 'adminAuthenticated' = 'true' and the user object under 'adminUser'. The real session
 * is the HttpOnly cookie; these only decide which screen to show.
 */
import { useSyncExternalStore } from 'react';
import type { StaffUser } from '@/types/api';

export const AUTH_FLAG_KEY = 'adminAuthenticated';
export const AUTH_USER_KEY = 'adminUser';
const CHANGE_EVENT = 'staff-session-change';

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null; // storage disabled (privacy mode): behave as logged out
  }
}

export function isAuthenticated(): boolean {
  return storage()?.getItem(AUTH_FLAG_KEY) === 'true';
}

export function getStoredUser(): StaffUser | null {
  const raw = storage()?.getItem(AUTH_USER_KEY);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed === 'object' && parsed !== null && typeof (parsed as StaffUser).username === 'string') {
      return parsed as StaffUser;
    }
  } catch {
    // corrupt entry: ignore
  }
  return null;
}

export function storeSession(user: StaffUser): void {
  const s = storage();
  s?.setItem(AUTH_FLAG_KEY, 'true');
  s?.setItem(AUTH_USER_KEY, JSON.stringify(user));
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

export function clearSession(): void {
  const s = storage();
  s?.removeItem(AUTH_FLAG_KEY);
  s?.removeItem(AUTH_USER_KEY);
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

/** "Welcome {name or username}" */
export function displayName(user: Pick<StaffUser, 'name' | 'username'>): string {
  return user.name?.trim() || user.username;
}

function subscribe(onChange: () => void) {
  window.addEventListener(CHANGE_EVENT, onChange);
  window.addEventListener('storage', onChange); // other tabs
  return () => {
    window.removeEventListener(CHANGE_EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
}

// Snapshot as a string so that useSyncExternalStore sees a stable value.
const snapshot = () => (isAuthenticated() ? (storage()?.getItem(AUTH_USER_KEY) ?? '') : null);

/** The stored staff user, or null when logged out; re-renders on login/logout (any tab). */
export function useStaffSession(): { authenticated: boolean; user: StaffUser | null } {
  const snap = useSyncExternalStore(subscribe, snapshot, () => null);
  return { authenticated: snap !== null, user: snap === null ? null : getStoredUser() };
}
