import { preferences } from './storage.js';

export type Theme = 'light' | 'dark';

const THEME_KEY = 'ems-theme';
const listeners = new Set<() => void>();

function systemTheme(): Theme {
  return window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

/** The saved theme, or the system's when none was chosen. */
export function currentTheme(): Theme {
  const saved = preferences.get(THEME_KEY);
  return saved === 'dark' || saved === 'light' ? saved : systemTheme();
}

/** Applies the theme as a `dark` class on <html> (Tailwind's dark variant, see styles.css). */
export function applyTheme(theme: Theme = currentTheme()) {
  document.documentElement.classList.toggle('dark', theme === 'dark');
}

export function setTheme(theme: Theme) {
  preferences.set(THEME_KEY, theme);
  applyTheme(theme);
  listeners.forEach((listener) => listener());
}

/** Calls `listener` on each change of theme; returns the unsubscribe. */
export function subscribeToTheme(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
