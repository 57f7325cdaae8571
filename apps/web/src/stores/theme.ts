import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { PERSISTED_STATE_VERSION } from '@store/shared/constants';

/** Spec section 2: the theme choices in their toggle order; auto follows the system. */
export const THEMES = ['light', 'dark', 'auto'] as const;
export type Theme = (typeof THEMES)[number];

interface ThemeState {
  theme: Theme;
  setTheme: (theme: Theme) => void;
}

export const THEME_STORAGE_KEY = 'bigkeys-theme';

function isTheme(value: unknown): value is Theme {
  return THEMES.some((theme) => theme === value);
}

/** The visitor's theme choice, kept on this device only. */
export const useThemeStore = create<ThemeState>()(
  persist(
    (set) => ({
      theme: 'auto',
      setTheme: (theme) => {
        set({ theme });
      },
    }),
    {
      name: THEME_STORAGE_KEY,
      version: PERSISTED_STATE_VERSION,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ theme }) => ({ theme }),
      migrate: (persisted, version) => {
        const theme = (persisted as { theme?: unknown } | null)?.theme;
        return { theme: version >= PERSISTED_STATE_VERSION && isTheme(theme) ? theme : 'auto' };
      },
    },
  ),
);
