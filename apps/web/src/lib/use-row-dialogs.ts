import { useCallback, useMemo, useState } from 'react';

/** Which dialog of a list screen is open, and for which row: at most one at a time. */
export interface RowDialogs<TAction extends string, TRow> {
  /** The open dialog, or null. */
  current: { action: TAction; row: TRow | null } | null;
  /** Opens the dialog of `action`, for `row` when it acts on one (a row's menu; not Create). */
  show: (action: TAction, row?: TRow) => void;
  isOpen: (action: TAction) => boolean;
  /** The row of the dialog of `action` while it is open: a dialog given a row opens with it. */
  rowOf: (action: TAction) => TRow | null;
  /** For every dialog's `onOpenChange`: closing any of them closes the open one. */
  onOpenChange: (open: boolean) => void;
}

/** The dialog state of a list screen, its row actions and its Create button. */
export function useRowDialogs<TAction extends string, TRow>(): RowDialogs<TAction, TRow> {
  const [current, setCurrent] = useState<RowDialogs<TAction, TRow>['current']>(null);
  // Stable, so columns that take it need not be declared again.
  const show = useCallback((action: TAction, row?: TRow) => setCurrent({ action, row: row ?? null }), []);
  return useMemo(
    () => ({
      current,
      show,
      isOpen: (action) => current?.action === action,
      rowOf: (action) => (current?.action === action ? current.row : null),
      onOpenChange: (open) => {
        if (!open) setCurrent(null);
      },
    }),
    [current, show],
  );
}
