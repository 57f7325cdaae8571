import { Monitor, Moon, Sun, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { THEMES, useThemeStore, type Theme } from '../../stores/theme';
import { Button } from '../../ui/button';

const ICONS: Record<Theme, LucideIcon> = { light: Sun, dark: Moon, auto: Monitor };

/** The theme after `theme` in the spec's toggle order: light, dark, auto, then light again. */
function nextTheme(theme: Theme): Theme {
  return THEMES[(THEMES.indexOf(theme) + 1) % THEMES.length] ?? 'light';
}

/** Shows the current theme and switches to the next; the same store as the user settings. */
export function ThemeToggle() {
  const { t } = useTranslation();
  const theme = useThemeStore((state) => state.theme);
  const setTheme = useThemeStore((state) => state.setTheme);
  const Icon = ICONS[theme];
  const label = t('header.theme', { theme: t(`account.appearance.themes.${theme}`) });
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label={label}
      title={label}
      onClick={() => {
        setTheme(nextTheme(theme));
      }}
    >
      <Icon aria-hidden="true" className="size-5" />
    </Button>
  );
}
