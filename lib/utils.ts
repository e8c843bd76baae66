import { clsx, type ClassValue } from 'clsx';

/**
 * Joins class names. Deliberately without tailwind-merge (7 KB gzip in every client bundle):
 * variants are written so they never set the same utility twice.
 */
export function cn(...inputs: ClassValue[]) {
  return clsx(inputs);
}
