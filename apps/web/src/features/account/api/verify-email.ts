import { useMutation } from '@tanstack/react-query';
import { SuccessReply, User, type VerifyEmailBody } from '@store/shared/schemas/auth';
import { apiSend } from '../../../lib/api-client';
import { useAuthStore } from '../../../stores/auth';

const VerifyEmailReply = SuccessReply.extend({ user: User });

/** Confirms the e-mail address with the 6-digit code; answers the updated user. */
export async function verifyEmail(body: VerifyEmailBody): Promise<User> {
  const reply = await apiSend('POST', '/users/verify-email', body, VerifyEmailReply);
  return reply.user;
}

export function useVerifyEmail() {
  return useMutation({
    mutationFn: verifyEmail,
    onSuccess: (user) => {
      const auth = useAuthStore.getState();
      auth.setEmailVerificationError(null);
      // The user's flags decide whether the welcome page still has steps to show.
      auth.setUser(user);
    },
  });
}
