import { ADMIN_CATALOGUE_MESSAGES } from '@store/shared/schemas/admin-catalogue';
import { useCallback } from 'react';
import { refusalMessage, keysByText } from '../../../lib/refusal-message';
import { useStaffErrorText } from '../hooks/use-staff-error-text';
import { useCatalogueT } from './use-catalogue-t';

const CATALOGUE_KEYS = keysByText<keyof typeof ADMIN_CATALOGUE_MESSAGES>(ADMIN_CATALOGUE_MESSAGES);

/**
 * The text of a failed catalogue call: the catalogue's own refusals (a taken URL name, an
 * entry that already exists, …) in the member's language, anything else as staff errors are.
 */
export function useCatalogueErrorText(): (error: unknown) => string {
  const { t } = useCatalogueT();
  const staffErrorText = useStaffErrorText();
  return useCallback(
    (error) => {
      const message = refusalMessage(error);
      const key = message === undefined ? undefined : CATALOGUE_KEYS.get(message);
      return key ? t(`messages.${key}`) : staffErrorText(error);
    },
    [t, staffErrorText],
  );
}
