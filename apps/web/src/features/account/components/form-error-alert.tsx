import { AUTH_MESSAGES } from '@store/shared/auth-messages';
import type { FieldErrors, FieldValues } from 'react-hook-form';
import { accountErrorMessage, type AccountAction } from '../../../lib/account-error';
import { useMessageText } from '../../../lib/message-text';
import { Alert } from '../../../ui/alert';
import { hasMissingRequired } from '../hooks/use-form-errors';

interface FormErrorAlertProps<Values extends FieldValues> {
  errors: FieldErrors<Values>;
  /** The failed request's error, `null` while none failed. */
  error: unknown;
  action: AccountAction;
}

/**
 * What is wrong with an account form, above its fields: the spec's one line for empty required
 * fields first, else why the server refused it.
 */
export function FormErrorAlert<Values extends FieldValues>({
  errors,
  error,
  action,
}: FormErrorAlertProps<Values>) {
  const messageText = useMessageText();
  if (hasMissingRequired(errors)) {
    return <Alert tone="error">{messageText(AUTH_MESSAGES.requiredFields)}</Alert>;
  }
  if (error === null) return null;
  return <Alert tone="error">{messageText(accountErrorMessage(error, action))}</Alert>;
}
