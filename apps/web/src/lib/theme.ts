const DARK_QUERY = '(prefers-color-scheme: dark)';

/**
 * Mirrors the system colour scheme onto the `dark` class of <html>, now and whenever it changes.
 * Runs before the first render so no page is ever painted in the wrong theme.
 */
export function followSystemTheme(): void {
  const media = window.matchMedia(DARK_QUERY);
  const apply = (dark: boolean) => {
    document.documentElement.classList.toggle('dark', dark);
  };
  apply(media.matches);
  media.addEventListener('change', (event) => {
    apply(event.matches);
  });
}
