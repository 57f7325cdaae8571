import type { Language } from '@store/shared/constants';
import { UpdateLanguageReply } from '@store/shared/schemas/auth';
import { apiSend } from '../../../lib/api-client';

/**
 * Keeps the language a signed-in customer chose on their account, so mails, texts and
 * invoices written while they are away are in it; they stay signed in.
 */
export function updateLanguage(language: Language) {
  return apiSend('PUT', '/users/me/language', { language }, UpdateLanguageReply);
}
