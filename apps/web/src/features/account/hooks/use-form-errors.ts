import { AUTH_MESSAGES } from '@store/shared/auth-messages';
import { useCallback } from 'react';
import type { FieldErrors, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useMessageText } from '../../../lib/message-text';

/**
 * Turns a field's validation message into the text under the field. An empty required field
 * just says "Required"; the spec's 'Please fill in all required fields' heads the form once
 * (see `hasMissingRequired`).
 */
export function useFieldError() {
  const { t } = useTranslation();
  const messageText = useMessageText();
  return useCallback(
    (message: string | undefined) => {
      if (!message) return undefined;
      return message === AUTH_MESSAGES.requiredFields ? t('ui.required') : messageText(message);
    },
    [t, messageText],
  );
}

/** Whether any field of the form was left empty although it is required. */
export function hasMissingRequired<Values extends FieldValues>(errors: FieldErrors<Values>) {
  return Object.values<unknown>(errors).some(
    (error) =>
      typeof error === 'object' &&
      error !== null &&
      'message' in error &&
      error.message === AUTH_MESSAGES.requiredFields,
  );
}
