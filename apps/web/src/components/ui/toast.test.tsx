import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_DURATION_MS, TOAST_EXIT_MS, clearToasts, toast } from '@/lib/toast';
import { Toaster } from './toast';

const advance = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });
const region = (name: RegExp) => screen.getByRole('region', { name });

describe('Toaster', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    render(<Toaster />);
  });
  afterEach(() => {
    act(() => {
      clearToasts();
    });
    vi.useRealTimers();
  });

  it('closes a toast after 3000 ms', () => {
    act(() => {
      toast.success('Saved');
    });
    expect(screen.getByText('Saved')).toBeTruthy();
    advance(TOAST_DURATION_MS - 100);
    expect(screen.queryByText('Saved')).toBeTruthy();
    advance(100 + TOAST_EXIT_MS);
    expect(screen.queryByText('Saved')).toBeNull();
  });

  it('pauses the timer and its progress bar while the pointer is over the toast', () => {
    act(() => {
      toast.error('Broken', { title: 'Oops' });
    });
    const card = screen.getByText('Broken').closest('[data-slot="toast"]');
    if (!card) throw new Error('toast not rendered');
    const bar = card.querySelector('[data-slot="toast-progress"]');
    expect(bar?.hasAttribute('data-paused')).toBe(false);

    advance(1000);
    fireEvent.pointerMove(card);
    expect(bar?.getAttribute('data-paused')).toBe('true');
    advance(TOAST_DURATION_MS * 3);
    expect(screen.queryByText('Broken')).toBeTruthy();

    // Radix listens for the pointer leaving its region wrapper, which holds the toasts.
    fireEvent.pointerLeave(region(/^Notifications/));
    expect(bar?.hasAttribute('data-paused')).toBe(false);
    advance(TOAST_DURATION_MS - 1000 - 100);
    expect(screen.queryByText('Broken')).toBeTruthy();
    advance(100 + TOAST_EXIT_MS);
    expect(screen.queryByText('Broken')).toBeNull();
  });

  it('shows a title, and puts validation lists top-right as bullets', () => {
    act(() => {
      toast.error('Stale', { title: 'Conflict' });
    });
    expect(region(/^Notifications/).textContent).toContain('Conflict');

    act(() => {
      toast.list(['Name is required', 'Email is required']);
    });
    const items = region(/^Validation messages/).querySelectorAll('ul li');
    expect([...items].map((li) => li.textContent)).toEqual(['Name is required', 'Email is required']);
  });

  it('has no confirm button, only a labelled close', () => {
    act(() => {
      toast.success('Done');
    });
    const card = screen.getByText('Done').closest('[data-slot="toast"]');
    const buttons = card ? [...card.querySelectorAll('button')] : [];
    expect(buttons.map((b) => b.getAttribute('aria-label'))).toEqual(['Close']);
  });
});
