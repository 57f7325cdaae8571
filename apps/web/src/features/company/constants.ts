/** Where customers write to the support team; the contact form's messages arrive there too. */
export const SUPPORT_EMAIL = 'support@bigkeys.local';
