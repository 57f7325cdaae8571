import { PHONE_MESSAGES } from '@store/shared/schemas/phone';

/**
 * English texts of the mobile number in the user settings: entering it, the texted code,
 * the confirmed number. The other languages mirror these keys.
 */
export const accountPhoneEn = {
  title: 'Mobile number',
  description: 'Where text messages about your orders go. We confirm the number with a code first.',
  number: 'Mobile number',
  numberHint: 'In international form, such as +41 79 123 45 67, or as you dial it at home.',
  sendCode: 'Send code',
  codeSent: 'We sent a 6-digit code to {{phone}}. It is valid for 10 minutes.',
  code: 'Code from the text message',
  confirm: 'Confirm number',
  resend: 'Send a new code',
  resent: 'A new code is on its way.',
  otherNumber: 'Use a different number',
  current: 'Confirmed number',
  confirmed: 'Your mobile number is confirmed. You can now turn on text messages below.',
  change: 'Change number',
  remove: 'Remove number',
  removeNote: 'Removing the number also turns text messages off.',
  removed: 'Your mobile number was removed and text messages are off.',
  cancel: 'Cancel',
  smsNeedsNumber: 'Confirm a mobile number above to turn on text messages.',
  /** The server's words (PHONE_MESSAGES), recognised by their English text. */
  messages: PHONE_MESSAGES as Record<keyof typeof PHONE_MESSAGES, string>,
};

export type AccountPhoneTexts = typeof accountPhoneEn;
