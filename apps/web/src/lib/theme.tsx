import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';

/** Spec 1 §1 and §9: light, dark or system; dark by default; remembered under this key. */
export const THEME_STORAGE_KEY = 'onboarding-ui-theme';
export const themes = ['light', 'dark', 'system'] as const;
export type Theme = (typeof themes)[number];
export const DEFAULT_THEME: Theme = 'dark';

const DARK_QUERY = '(prefers-color-scheme: dark)';

export function readStoredTheme(): Theme {
  try {
    const stored = localStorage.getItem(THEME_STORAGE_KEY);
    return themes.find((t) => t === stored) ?? DEFAULT_THEME;
  } catch {
    // Storage can be blocked (privacy modes); the default still works.
    return DEFAULT_THEME;
  }
}

const systemPrefersDark = () => window.matchMedia?.(DARK_QUERY).matches ?? false;

export function resolveTheme(theme: Theme): 'light' | 'dark' {
  if (theme === 'system') return systemPrefersDark() ? 'dark' : 'light';
  return theme;
}

/** Sets the `dark` class on <html>; also called before the first render so the page never flashes. */
export function applyTheme(theme: Theme): void {
  document.documentElement.classList.toggle('dark', resolveTheme(theme) === 'dark');
}

interface ThemeContextValue {
  theme: Theme;
  resolvedTheme: 'light' | 'dark';
  setTheme: (theme: Theme) => void;
}

const ThemeContext = createContext<ThemeContextValue | null>(null);

export function ThemeProvider({ children }: { children: ReactNode }) {
  const [theme, setThemeState] = useState<Theme>(readStoredTheme);
  const [resolvedTheme, setResolved] = useState(() => resolveTheme(theme));

  useEffect(() => {
    const update = () => {
      applyTheme(theme);
      setResolved(resolveTheme(theme));
    };
    update();
    if (theme !== 'system' || !window.matchMedia) return;
    // Follow the operating system while "system" is chosen.
    const query = window.matchMedia(DARK_QUERY);
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, [theme]);

  const setTheme = useCallback((next: Theme) => {
    try {
      localStorage.setItem(THEME_STORAGE_KEY, next);
    } catch {
      // Not remembered, but still applied for this visit.
    }
    setThemeState(next);
  }, []);

  const value = useMemo(() => ({ theme, resolvedTheme, setTheme }), [theme, resolvedTheme, setTheme]);
  return <ThemeContext value={value}>{children}</ThemeContext>;
}

export function useTheme(): ThemeContextValue {
  const value = useContext(ThemeContext);
  if (!value) throw new Error('useTheme must be used inside <ThemeProvider>');
  return value;
}
