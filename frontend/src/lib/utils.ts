import { clsx, type ClassValue } from 'clsx';

/**
 * Joins class names. No tailwind-merge (it would cost ~9 KB gzip on every public page):
 * components take care not to pass a utility that conflicts with their own.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
