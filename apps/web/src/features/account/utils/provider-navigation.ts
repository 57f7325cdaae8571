/**
 * Leaves the app for a provider's page (its sign-in and consent cannot run inside it). One
 * object, so that tests can stand in for a navigation their browser cannot make.
 */
export const providerNavigation = {
  open(url: string): void {
    window.location.assign(url);
  },
};
