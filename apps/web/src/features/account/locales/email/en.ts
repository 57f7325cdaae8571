/**
 * English texts of the e-mail steps of an account: the code after registering, and changing
 * the address (settings, the confirmation and undo links). The other languages mirror these keys.
 */
export const accountEmailEn = {
  checkEmail: {
    title: 'Check your e-mail',
    subtitle: 'One more step to finish creating your account.',
    sentTo: 'We sent an e-mail to {{email}}.',
    explain:
      'If this address is new to us, the e-mail holds a 6-digit code: enter it below to verify your address and sign in. If you already have an account, the e-mail tells you how to get in.',
    hint: 'Nothing there after a few minutes? Check your spam folder. Codes are valid for 15 minutes; for a new one, log in with your e-mail address and password.',
    otherAddress: 'Use a different e-mail address',
  },
  code: {
    label: 'Verification code',
    submit: 'Verify and sign in',
    verifying: 'Verifying…',
  },
  verifyPage: {
    title: 'Verify your e-mail address',
    subtitle: 'Press the button to confirm your address and sign in.',
    missing: 'This page needs the link from your e-mail. Open it again, or enter your code here.',
  },
  change: {
    title: 'E-mail address',
    current: 'Current address',
    newEmail: 'New e-mail address',
    currentPassword: 'Current password',
    passwordHint: 'To protect your account, confirm the change with your password.',
    note: 'We will send a confirmation link to the new address; your address changes only when you open it. Your current address gets a notice with a link to undo the change. You will be signed out after saving.',
    submit: 'Change e-mail address',
    requested:
      'We sent a confirmation link to {{email}}; your address changes when you open it. Until then, sign in with your current address.',
    same: 'This is already your e-mail address.',
  },
  confirm: {
    title: 'Confirm your new e-mail address',
    subtitle: 'Press the button to use this address for your account.',
    submit: 'Confirm new address',
    confirming: 'Confirming…',
    why: 'We ask you to press the button so that e-mail programs opening the link on their own change nothing.',
    done: 'Done: your account’s e-mail address is now {{email}}. Other devices have been signed out.',
    invalid:
      'This confirmation link is invalid, has expired or was already used. You can ask for the change again in your user settings.',
    askAgain: 'Go to user settings',
  },
  undo: {
    title: 'Undo the e-mail change',
    subtitle: 'Keep your account with the address this e-mail was sent to.',
    submit: 'Undo the change',
    undoing: 'Undoing…',
    explain:
      'Your account gets back the address this link was sent to, any pending change is cancelled, and every device is signed out.',
    done: 'Your account’s e-mail address is {{email}}, and every device has been signed out.',
    resetAdvice:
      'If you did not ask for the change, someone may know your password: choose a new one now.',
    resetPassword: 'Choose a new password',
    invalid:
      'This undo link is invalid, has expired or was already used. If you think someone is in your account, reset your password.',
    askAgain: 'Reset your password',
  },
  logIn: 'Log in',
  toDashboard: 'Go to your dashboard',
};

export type AccountEmailTexts = typeof accountEmailEn;
