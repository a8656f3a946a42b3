import { messages } from '@console/contract/core';

/**
 * Alert dialogs for the messages the spec shows as alerts (e.g. the server cannot be reached).
 * A queue, so two failures in a row are both seen rather than the second replacing the first.
 */
export interface AlertItem {
  id: number;
  title: string;
  text: string;
  onClose?: () => void;
}

export interface AlertOptions {
  title?: string;
  /** Runs after the user presses OK. */
  onClose?: () => void;
}

let queue: readonly AlertItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function set(next: readonly AlertItem[]) {
  queue = next;
  for (const listener of listeners) listener();
}

export function subscribeAlerts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const getAlerts = (): readonly AlertItem[] => queue;

/** Opens an alert titled `Error` (or `title`) with one OK button. */
export function alertError(text: string, options: AlertOptions = {}): number {
  const id = nextId++;
  // The same text already waiting adds nothing (e.g. several queries failing while offline).
  if (queue.some((a) => a.text === text && a.title === (options.title ?? messages.errorTitle))) return id;
  set([...queue, { id, text, title: options.title ?? messages.errorTitle, onClose: options.onClose }]);
  return id;
}

/** Closes the alert with this id and runs its onClose. */
export function closeAlert(id: number): void {
  const item = queue.find((a) => a.id === id);
  if (!item) return;
  set(queue.filter((a) => a.id !== id));
  item.onClose?.();
}

export function clearAlerts(): void {
  set([]);
}
