/**
 * The toast store: plain functions any module can call (the API client has no React context),
 * read by the single <Toaster/> through useSyncExternalStore.
 */

/** Spec 1 §9: toasts close after 3000 ms; the timer pauses while the pointer is over them. */
export const TOAST_DURATION_MS = 3000;
/** Time kept after closing so the exit animation can play. */
export const TOAST_EXIT_MS = 200;
/** Older toasts give way past this many per position, so a burst of errors cannot fill the screen. */
export const TOAST_LIMIT = 4;

export type ToastPosition = 'bottom-right' | 'top-right';
export type ToastKind = 'success' | 'error';

export interface ToastOptions {
  title?: string;
  position?: ToastPosition;
}

export interface ToastItem {
  id: number;
  kind: ToastKind;
  title?: string;
  /** One message, or several shown as a bulleted list. */
  messages: readonly string[];
  asList: boolean;
  position: ToastPosition;
  open: boolean;
}

let items: readonly ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function set(next: readonly ToastItem[]) {
  items = next;
  for (const listener of listeners) listener();
}

export function subscribeToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const getToasts = (): readonly ToastItem[] => items;

function push(
  kind: ToastKind,
  messages: readonly string[],
  asList: boolean,
  options: ToastOptions = {},
): number {
  const id = nextId++;
  const position = options.position ?? 'bottom-right';
  const item: ToastItem = { id, kind, messages, asList, position, open: true, title: options.title };
  const samePlace = items.filter((t) => t.position === position && t.open);
  const overflow = new Set(
    samePlace.slice(0, Math.max(0, samePlace.length - TOAST_LIMIT + 1)).map((t) => t.id),
  );
  set([...items.filter((t) => !overflow.has(t.id)), item]);
  return id;
}

/** Closes a toast; it is removed once its exit animation has had time to play. */
export function dismissToast(id: number): void {
  if (!items.some((t) => t.id === id && t.open)) return;
  set(items.map((t) => (t.id === id ? { ...t, open: false } : t)));
  setTimeout(() => set(items.filter((t) => t.id !== id)), TOAST_EXIT_MS);
}

/** Drops every toast at once (sign-out, tests). */
export function clearToasts(): void {
  set([]);
}

export const toast = {
  success: (text: string, options?: ToastOptions) => push('success', [text], false, options),
  error: (text: string, options?: ToastOptions) => push('error', [text], false, options),
  /** Every message as a bullet; validation lists go top-right (spec 1 §8). */
  list: (messages: readonly string[], options: ToastOptions = { position: 'top-right' }) =>
    push('error', messages, true, { position: 'top-right', ...options }),
};
