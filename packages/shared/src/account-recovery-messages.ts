/** What the store says about password reset and e-mailed sign-in links; the web translates it. */
export const RECOVERY_MESSAGES = {
  /** The one answer to a request for a link, whether or not the address has an account. */
  linkSent:
    'If an account exists for that address, we have sent a link to it. Please check your inbox.',
  linkInvalid: 'This link has expired or has already been used. Please ask for a new one.',
  passwordReset: 'Your password has been changed. Please sign in with your new password.',
} as const;
