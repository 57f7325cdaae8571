import { AUTH_MESSAGES } from '@store/shared/auth-messages';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { FORM_MESSAGES, MAX_LENGTH_PATTERN } from './form-messages';

type AuthMessageKey = keyof typeof AUTH_MESSAGES;
type FormMessageKey = keyof typeof FORM_MESSAGES;

function byText<Key extends string>(messages: Readonly<Record<Key, string>>): Map<string, Key> {
  return new Map(Object.entries<string>(messages).map(([key, text]) => [text, key as Key]));
}

const AUTH_KEYS = byText<AuthMessageKey>(AUTH_MESSAGES);
const FORM_KEYS = byText<FormMessageKey>(FORM_MESSAGES);

/**
 * Turns an English message from the spec, the shared schemas or the server into the visitor's
 * language. The server answers in the language the page asks for, but its English texts stay
 * the contract (a text its tables do not know arrives in English); a text we do not know is
 * shown as it came.
 */
export function useMessageText(): (message: string) => string {
  const { t } = useTranslation();
  return useCallback(
    (message: string) => {
      const authKey = AUTH_KEYS.get(message);
      if (authKey) return t(`authMessages.${authKey}`);
      const formKey = FORM_KEYS.get(message);
      if (formKey) return t(`formMessages.${formKey}`);
      const max = MAX_LENGTH_PATTERN.exec(message)?.[1];
      if (max) return t('formMessages.maxLength', { max: Number(max) });
      return message;
    },
    [t],
  );
}
