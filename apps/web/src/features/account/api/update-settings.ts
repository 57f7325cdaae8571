import { useMutation } from '@tanstack/react-query';
import { UpdateSettingsReply, type UpdateSettingsBody } from '@store/shared/schemas/auth';
import { apiSend } from '../../../lib/api-client';

/**
 * Saves profile fields or notification channels. Spec section 7: after success the server
 * ends the session, so the caller must sign the visitor out and ask them to sign in again.
 */
export function updateSettings(body: UpdateSettingsBody) {
  return apiSend('PATCH', '/users/settings', body, UpdateSettingsReply);
}

export function useUpdateSettings() {
  return useMutation({ mutationFn: updateSettings });
}
