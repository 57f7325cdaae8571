/**
 * English texts of browser notifications: why turning them on or off failed (spec section 8),
 * and whether this browser receives them.
 * The other languages mirror these keys.
 */
export const notificationsEn = {
  pushNotSupported: 'Push notifications are not supported in this browser.',
  permissionDenied:
    'Notification permission denied. Allow notifications for this site in your browser settings, then try again.',
  notGranted: 'Notification permission was not granted.',
  serviceWorkerNotReady: 'Service worker not ready. Please reload the page and try again.',
  subscribeFailed: 'Failed to subscribe to push notifications. Please try again.',
  unsubscribeFailed: 'Failed to unsubscribe from push notifications. Please try again.',
  requestFailed: 'The request to the store failed. Please try again.',
  /** This browser alone, beside the account's browser channel. */
  thisDevice: {
    checking: 'Checking this browser…',
    on: 'This browser receives your notifications.',
    off: 'This browser does not receive your notifications yet.',
    turnOn: 'Turn on for this browser',
    turnOff: 'Turn off for this browser',
    checkFailed: 'Could not check whether this browser receives your notifications.',
  },
};

export type NotificationsTexts = typeof notificationsEn;
