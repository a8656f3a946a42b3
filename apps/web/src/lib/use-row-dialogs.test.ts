import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useRowDialogs } from './use-row-dialogs';

describe('useRowDialogs', () => {
  it('opens one dialog at a time, for its row, and any close closes it', () => {
    const { result } = renderHook(() => useRowDialogs<'create' | 'edit' | 'delete', { id: string }>());
    const show = result.current.show;
    expect(result.current.current).toBeNull();

    act(() => result.current.show('edit', { id: 'a' }));
    expect(result.current.rowOf('edit')).toEqual({ id: 'a' });
    expect(result.current.rowOf('delete')).toBeNull();
    expect(result.current.isOpen('edit')).toBe(true);

    act(() => result.current.show('create'));
    expect(result.current.isOpen('create')).toBe(true);
    expect(result.current.rowOf('create')).toBeNull();
    expect(result.current.isOpen('edit')).toBe(false);

    act(() => result.current.onOpenChange(true));
    expect(result.current.isOpen('create')).toBe(true);
    act(() => result.current.onOpenChange(false));
    expect(result.current.current).toBeNull();
    // Columns built with it are not built again.
    expect(result.current.show).toBe(show);
  });
});
