import { useThemeStore, type Theme } from '../stores/theme';

const DARK_QUERY = '(prefers-color-scheme: dark)';

function applyTheme(theme: Theme, systemDark: boolean): void {
  const dark = theme === 'dark' || (theme === 'auto' && systemDark);
  const root = document.documentElement;
  root.classList.toggle('dark', dark);
  // An explicit light choice must also beat the stylesheet's dark-system fallback.
  root.classList.toggle('light', !dark);
}

/**
 * Keeps the `dark` class of <html> in step with the visitor's theme choice and, for `auto`,
 * with the system colour scheme. Runs before the first render so no page is ever painted in
 * the wrong theme. Returns how to stop following.
 */
export function followThemePreference(): () => void {
  const media = window.matchMedia(DARK_QUERY);
  const update = () => {
    applyTheme(useThemeStore.getState().theme, media.matches);
  };
  update();
  media.addEventListener('change', update);
  const unsubscribe = useThemeStore.subscribe(update);
  return () => {
    media.removeEventListener('change', update);
    unsubscribe();
  };
}
