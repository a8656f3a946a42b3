import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ThemeSwitch } from '@/components/theme-switch';
import { THEME_STORAGE_KEY, ThemeProvider, useTheme } from './theme';

function Probe() {
  const { theme, setTheme } = useTheme();
  return (
    <button type="button" onClick={() => setTheme('light')}>
      {theme}
    </button>
  );
}

const isDark = () => document.documentElement.classList.contains('dark');

describe('ThemeProvider', () => {
  it('defaults to dark and uses the spec storage key', () => {
    expect(THEME_STORAGE_KEY).toBe('onboarding-ui-theme');
    render(
      <ThemeProvider>
        <Probe />
      </ThemeProvider>,
    );
    expect(screen.getByRole('button').textContent).toBe('dark');
    expect(isDark()).toBe(true);
  });

  it('remembers a choice and applies it', () => {
    render(
      <ThemeProvider>
        <Probe />
      </ThemeProvider>,
    );
    act(() => screen.getByRole('button').click());
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
    expect(isDark()).toBe(false);
  });

  it('starts from the stored choice and ignores junk', () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'light');
    const { unmount } = render(
      <ThemeProvider>
        <Probe />
      </ThemeProvider>,
    );
    expect(screen.getByRole('button').textContent).toBe('light');
    unmount();
    localStorage.setItem(THEME_STORAGE_KEY, 'purple');
    render(
      <ThemeProvider>
        <Probe />
      </ThemeProvider>,
    );
    expect(screen.getByRole('button').textContent).toBe('dark');
  });

  it('switches theme from the ThemeSwitch menu', async () => {
    const user = userEvent.setup();
    render(
      <ThemeProvider>
        <ThemeSwitch />
      </ThemeProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Theme: Dark' }));
    await user.click(await screen.findByRole('menuitemradio', { name: 'Light' }));
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
    expect(isDark()).toBe(false);
    expect(screen.getByRole('button', { name: 'Theme: Light' })).toBeTruthy();
  });
});
