/** English texts of the installable app's notices; the other languages mirror these keys. */
export const pwaEn = {
  updateAvailable: 'A new version of the app is available. Do you want to reload?',
  workerMissing: 'Service worker not found. Page reloaded.',
  offline: 'No internet connection found. App is running in offline mode.',
  unsupported: 'Service workers are not supported in this browser.',
};

export type PwaTexts = typeof pwaEn;
