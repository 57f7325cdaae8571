import { RECOVERY_MESSAGES } from '../account-recovery-messages';
import { AUTH_MESSAGES } from '../auth-messages';
import { NUL_MESSAGE } from '../rules/nul-character';
import { CHECKOUT_INPUT_MESSAGES, CHECKOUT_MESSAGES } from '../schemas/checkout';
import { CAREERS_MESSAGES, CONTACT_MESSAGES, NEWSLETTER_MESSAGES } from '../schemas/contact';
import { NOT_A_FAVORITE, PLATFORM_GROUP_MISMATCH } from '../schemas/favorites';
import { IDENTITY_MESSAGES } from '../schemas/identity';
import { LOYALTY_MESSAGES } from '../schemas/loyalty';
import { PAYMENT_MESSAGES } from '../schemas/payments';
import { PHONE_MESSAGES } from '../schemas/phone';
import { PRODUCT_QUERY_MESSAGES } from '../schemas/products';
import { PURCHASE_MESSAGES } from '../schemas/purchases';
import { PUSH_MESSAGES } from '../schemas/push';
import { REFERRAL_MESSAGES } from '../schemas/referrals';
import { REVIEW_MESSAGES } from '../schemas/reviews';
import { SOCIAL_LINK_MESSAGES } from '../schemas/social-links';
import { SUPPORT_MESSAGES } from '../schemas/support';

/**
 * The validation texts of the shared schemas that customers' forms can meet (written inline
 * there); the server's test of its translations checks that the schemas still say exactly these.
 */
export const FORM_MESSAGES = {
  invalidEmail: 'Enter a valid e-mail address',
  dateFormat: 'Use the date format YYYY-MM-DD',
  invalidDate: 'Enter a real date',
  chooseCountry: 'Choose a country',
  codeDigits: 'The code has 6 digits',
  singleLine: 'Use a single line',
  nulCharacter: NUL_MESSAGE,
  invalidId: 'Must be an id',
  invalidNumericId: 'Must be a numeric id',
} as const;

/**
 * The texts the server answers customers with and the web shows them, by group, in English:
 * the spec's words, the contract by which each translation is found.
 */
export const CUSTOMER_MESSAGES = {
  auth: AUTH_MESSAGES,
  recovery: RECOVERY_MESSAGES,
  form: FORM_MESSAGES,
  checkout: CHECKOUT_MESSAGES,
  checkoutInput: CHECKOUT_INPUT_MESSAGES,
  catalogue: PRODUCT_QUERY_MESSAGES,
  payment: PAYMENT_MESSAGES,
  purchase: PURCHASE_MESSAGES,
  referral: REFERRAL_MESSAGES,
  loyalty: LOYALTY_MESSAGES,
  review: REVIEW_MESSAGES,
  support: SUPPORT_MESSAGES,
  newsletter: NEWSLETTER_MESSAGES,
  contact: CONTACT_MESSAGES,
  careers: CAREERS_MESSAGES,
  favorites: { notAFavorite: NOT_A_FAVORITE, platformNotFound: PLATFORM_GROUP_MISMATCH },
  socialLink: SOCIAL_LINK_MESSAGES,
  phone: PHONE_MESSAGES,
  identity: IDENTITY_MESSAGES,
  push: PUSH_MESSAGES,
} as const;

type Groups = typeof CUSTOMER_MESSAGES;

/**
 * The customer messages in one language: every key of every group. One table per language
 * (messages-de.ts …) is the one source the server's replies and the web's texts share.
 */
export type CustomerMessageTexts = {
  readonly [Group in keyof Groups]: Readonly<Record<keyof Groups[Group], string>>;
};
