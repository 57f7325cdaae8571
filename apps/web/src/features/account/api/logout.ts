import { SuccessReply } from '@store/shared/schemas/auth';
import { apiSend } from '../../../lib/api-client';
import { runSignOutTasks } from '../../../lib/sign-out-tasks';
import { useAuthStore, type SignInNotice } from '../../../stores/auth';

/**
 * Ends the session on the server, once this device has undone what it must while the session
 * still lives (this browser's notifications: see `addSignOutTask`). The app forgets the session
 * once the caller has gone to the sign-in page, which shows `notice`. A failure is reported there instead ('Logout failed due to
 * server error'), since the server may still hold the session; the app forgets it anyway, as
 * the visitor asked.
 */
export async function logout(notice: SignInNotice | null = null): Promise<void> {
  await runSignOutTasks();
  let failed = false;
  try {
    await apiSend('POST', '/auth/logout', undefined, SuccessReply);
  } catch {
    failed = true;
  }
  useAuthStore.getState().signOutOnSignInPage(failed ? 'logoutFailed' : notice);
}
