import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useRecentActivity } from './use-recent-activity';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const pass = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });
const user = (event: Event) =>
  act(() => {
    window.dispatchEvent(event);
  });

describe('useRecentActivity', () => {
  it('is true on opening, false a window after the last keypress or click, true again on the next', () => {
    const { result } = renderHook(() => useRecentActivity(60_000));
    expect(result.current).toBe(true);
    pass(50_000);
    user(new KeyboardEvent('keydown'));
    pass(50_000);
    expect(result.current).toBe(true);
    pass(10_001);
    expect(result.current).toBe(false);
    user(new Event('pointerdown'));
    expect(result.current).toBe(true);
  });
});
