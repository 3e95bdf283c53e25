import { useCallback, useSyncExternalStore } from 'react';
import { currentTheme, setTheme, subscribeToTheme, type Theme } from './theme.js';

/** The theme, following every change, and the way to change it. */
export function useTheme(): [Theme, (theme: Theme) => void] {
  const theme = useSyncExternalStore(subscribeToTheme, currentTheme);
  return [theme, useCallback((next: Theme) => setTheme(next), [])];
}
