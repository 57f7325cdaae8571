import { RECOVERY_MESSAGES } from '@store/shared/account-recovery-messages';

/** English texts of password reset and e-mailed sign-in links; the other languages mirror these keys. */
export const recoveryEn = {
  forgotLink: 'Forgot password?',
  backToLogin: 'Back to log in',
  rememberIt: 'Remembered your password?',
  usePassword: 'Rather use your password?',
  // The server's own words, kept in one place with it.
  linkSent: RECOVERY_MESSAGES.linkSent as string,
  sentHint:
    'The link works once, for a short time. Nothing there? Check your spam folder, or ask again in a few minutes.',
  forgot: {
    title: 'Forgot your password?',
    subtitle: 'Enter your e-mail address and we will send you a link to choose a new password.',
    submit: 'Send reset link',
    sending: 'Sending…',
    signInInstead:
      'Just want to get in? We can also e-mail you a link that signs you in without a password.',
  },
  reset: {
    title: 'Choose a new password',
    subtitle: 'Once it is saved, every device signed in to your account is signed out.',
    newPassword: 'New password',
    confirmPassword: 'Confirm new password',
    submit: 'Save new password',
    saving: 'Saving…',
    missingToken:
      'This page needs the link from your e-mail. Open the link again, or ask for a new one.',
  },
  link: {
    title: 'Sign in with an e-mail link',
    subtitle: 'No password needed: we send a link to your e-mail address that signs you in once.',
    confirmTitle: 'Sign in to BigKeys',
    confirmSubtitle: 'Your sign-in link is ready. It works once.',
    confirm: 'Sign me in',
    signingIn: 'Signing in…',
    why: 'We sign you in only when you press the button, so an e-mail program that checks links cannot use yours up.',
    request: 'E-mail me a sign-in link',
  },
  offer: {
    throttled:
      'Is this your account? We can e-mail you a link that signs you in without your password.',
    button: 'E-mail me a sign-in link',
    sending: 'Sending…',
  },
  invalid: {
    title: 'This link no longer works',
    message: RECOVERY_MESSAGES.linkInvalid as string,
    newResetLink: 'Ask for a new reset link',
    newSignInLink: 'Ask for a new sign-in link',
  },
};

export type RecoveryTexts = typeof recoveryEn;
