/**
 * English texts of the security page's linked accounts (Google, Discord). The other languages
 * mirror these keys; `errors` has one text per code the server answers with.
 */
export const linkedAccountsEn = {
  title: 'Linked accounts',
  description:
    'Sign in with Google or Discord as well as, or instead of, a password. We e-mail you whenever a link changes.',
  loading: 'Loading linked accounts…',
  loadError: "We couldn't load your linked accounts",
  linkedSince: 'Linked since {{date}}',
  notLinked: 'Not linked',
  unavailable: 'Not offered at the moment',
  link: 'Link',
  linkProvider: 'Link {{provider}}',
  unlink: 'Unlink',
  unlinkProvider: 'Unlink {{provider}}',
  onlyWay: 'This is your only way to sign in. Set a password before removing it.',
  setPassword: 'Set a password by e-mail',
  linkedNotice: '{{provider}} is now linked: you can sign in with it from now on.',
  unlinkedNotice: '{{provider}} has been unlinked.',
  reauth: {
    title: 'Sign in again to link an account',
    description:
      'For your security, linking needs a sign-in within the last 10 minutes. Sign in again and you will come back here.',
    action: 'Sign in again',
  },
  confirm: {
    title: 'Unlink {{provider}}?',
    description:
      'You will no longer be able to sign in with {{provider}}. We will e-mail you about this change.',
    cancel: 'Keep it linked',
    confirm: 'Unlink',
    close: 'Close',
  },
  errors: {
    REAUTH_REQUIRED:
      'For your security, please sign in again to link an account: linking needs a sign-in within the last 10 minutes.',
    SOCIAL_ACCOUNT_TAKEN:
      'This {{provider}} account is already linked to another BigKeys account. Sign in with it to use that account, or link another {{provider}} account here.',
    ALREADY_LINKED: 'A {{provider}} account is already linked to your BigKeys account.',
    NOT_LINKED: 'No {{provider}} account is linked to your BigKeys account.',
    LAST_SIGN_IN_METHOD: 'Set a password before removing your only way to sign in.',
    PROVIDER_UNAVAILABLE: 'Signing in with {{provider}} is not offered at the moment.',
    LINK_FAILED: 'Linking {{provider}} did not work. Please try again.',
  },
};

export type LinkedAccountsTexts = typeof linkedAccountsEn;
