import { useEffect } from 'react';
import { addSignOutTask } from '../../lib/sign-out-tasks';
import { useAuthStore } from '../../stores/auth';

// Loaded when needed: the push code and the API client stay out of the first load.
async function endThisDevicePush(options: { tellStore: boolean }): Promise<void> {
  const { endThisDevicePush: end } = await import('../../features/notifications/browser-push');
  await end(options);
}

/**
 * A browser must never show a customer's notifications to whoever uses it after them. Signing
 * out has the store forget this device, then ends its subscription. A session that ended by
 * itself (it expired, or was ended from another device) ends the subscription too: the store
 * cannot be told without a session, but the push service then answers "gone" and the store
 * drops the device. A session the app ends on purpose (saving the settings, which signs in
 * again at once) keeps it.
 */
export function useEndPushOnSignOut() {
  useEffect(() => addSignOutTask(() => endThisDevicePush({ tellStore: true })), []);
  useEffect(
    () =>
      useAuthStore.subscribe((state, previous) => {
        const ended = previous.isLoggedIn && !state.isLoggedIn;
        if (ended && previous.pendingSignOut === null) {
          void endThisDevicePush({ tellStore: false });
        }
      }),
    [],
  );
}
