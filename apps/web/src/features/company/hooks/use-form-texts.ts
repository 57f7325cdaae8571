import { AUTH_MESSAGES } from '@store/shared/auth-messages';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessageText } from '../../../lib/message-text';
import { SINGLE_LINE_MESSAGE } from '../utils/form-fields';
import type { SubmitProblem } from '../utils/submit-error';

/**
 * The text under a refused field: "Required" for an empty one (the spec's 'Please fill in
 * all required fields' heads the form once), any other schema text translated.
 */
export function useFieldErrorText() {
  const { t } = useTranslation();
  const messageText = useMessageText();
  return useCallback(
    (message: string | undefined) => {
      if (!message) return undefined;
      if (message === AUTH_MESSAGES.requiredFields) return t('ui.required');
      if (message === SINGLE_LINE_MESSAGE) return t('company.form.singleLine');
      return messageText(message);
    },
    [t, messageText],
  );
}

/** The sentence above a form whose submission failed, in the visitor's language. */
export function useSubmitProblemText() {
  const { t } = useTranslation();
  const messageText = useMessageText();
  return useCallback(
    (problem: SubmitProblem<string>) => {
      switch (problem.kind) {
        case 'fields':
          return t('company.form.checkFields');
        case 'network':
          return t('company.form.network');
        case 'alreadyApplied':
          return t('company.careers.messages.alreadyApplied');
        case 'positionClosed':
          return t('company.careers.messages.positionNotFound');
        case 'message':
          return messageText(problem.message);
      }
    },
    [t, messageText],
  );
}
