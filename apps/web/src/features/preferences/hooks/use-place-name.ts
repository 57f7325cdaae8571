import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { PreferencesTexts } from '../locales/en';

type RegionCode = keyof PreferencesTexts['regionNames'];

// Every key of the texts' regionNames, so the compiler keeps this list and the texts in step.
const REGION_NAMES: Readonly<Record<RegionCode, true>> = {
  GLOBAL: true,
  EU: true,
  UK: true,
  US: true,
  CH: true,
  CA: true,
  LATAM: true,
  AU: true,
  JP: true,
  ASIA: true,
  MEA: true,
  TR: true,
  CIS: true,
};

function isRegionCode(code: string): code is RegionCode {
  return Object.hasOwn(REGION_NAMES, code);
}

/**
 * Names a region code (own translations) or a country code (the browser's names) in the
 * interface language; anything else keeps the given fallback, or its code.
 */
export function usePlaceName() {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  const countryNames = useMemo(() => {
    try {
      return new Intl.DisplayNames([language], { type: 'region', fallback: 'none' });
    } catch {
      return undefined;
    }
  }, [language]);

  return useCallback(
    (code: string, fallback?: string): string => {
      if (isRegionCode(code)) return t(`preferences.regionNames.${code}`);
      let name: string | undefined;
      try {
        name = countryNames?.of(code);
      } catch {
        // Not a valid region subtag: keep the fallback.
      }
      return name ?? fallback ?? code;
    },
    [t, countryNames],
  );
}
