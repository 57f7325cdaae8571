import { SUPPORT_LIMITS, SUPPORT_MESSAGES } from '@store/shared/schemas/support';
import type { CustomerSupportMessage, HelpContent } from '../content/types';
import { fill } from './fill';

const KEYS = new Map<string, keyof typeof SUPPORT_MESSAGES>(
  Object.entries(SUPPORT_MESSAGES).map(([key, text]) => [
    text,
    key as keyof typeof SUPPORT_MESSAGES,
  ]),
);

const isCustomerMessage = (
  key: string,
  errors: HelpContent['ui']['errors'],
): key is CustomerSupportMessage => key in errors && key !== 'generic';

/**
 * A refusal of the support API in the widget's language. The server answers in the page's
 * language where it can, else in English with the shared contract's messages; one this page
 * does not know is shown as it came.
 */
export function supportErrorText(errors: HelpContent['ui']['errors'], message: string): string {
  const key = KEYS.get(message);
  if (!key || !isCustomerMessage(key, errors)) return message;
  const max =
    key === 'topicTooLong' ? SUPPORT_LIMITS.topicMaxLength : SUPPORT_LIMITS.messageMaxLength;
  return fill(errors[key], { max });
}
