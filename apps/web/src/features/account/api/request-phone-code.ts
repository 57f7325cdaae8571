import { useMutation } from '@tanstack/react-query';
import { PhoneCodeReply, type RequestPhoneCodeBody } from '@store/shared/schemas/phone';
import { apiSend } from '../../../lib/api-client';

/** Texts a confirmation code to the number; answers it as the server reads it (E.164). */
export function requestPhoneCode(body: RequestPhoneCodeBody): Promise<PhoneCodeReply> {
  return apiSend('POST', '/users/me/phone/code', body, PhoneCodeReply);
}

export function useRequestPhoneCode() {
  return useMutation({ mutationFn: requestPhoneCode });
}
