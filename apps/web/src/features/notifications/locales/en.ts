/**
 * English texts of browser notifications: why turning them on or off failed (spec section 8).
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
};

export type NotificationsTexts = typeof notificationsEn;
