import { ADMIN_CATALOGUE_MESSAGES } from '@store/shared/schemas/admin-catalogue';
import { keysByText } from '../../../lib/refusal-message';
import { useAreaErrorText } from '../hooks/use-area-error-text';
import { useCatalogueT } from './use-catalogue-t';

const CATALOGUE_KEYS = keysByText<keyof typeof ADMIN_CATALOGUE_MESSAGES>(ADMIN_CATALOGUE_MESSAGES);

/**
 * The text of a failed catalogue call: the catalogue's own refusals (a taken URL name, an
 * entry that already exists, …) in the member's language, anything else as staff errors are.
 */
export function useCatalogueErrorText(): (error: unknown) => string {
  const { t } = useCatalogueT();
  return useAreaErrorText(CATALOGUE_KEYS, t);
}
