import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

/**
 * Joins class names; a later Tailwind class wins over an earlier one that sets the same property
 * under the same variants, so callers can override a primitive's classes:
 * `cn('h-9 px-4 text-sm', 'px-2 text-xs')` is `h-9 px-2 text-xs`.
 */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
