import { RECOVERY_MESSAGES } from '@store/shared/account-recovery-messages';
import { AUTH_MESSAGES } from '@store/shared/auth-messages';
import { NUL_MESSAGE } from '@store/shared/rules/nul-character';
import { CHECKOUT_MESSAGES } from '@store/shared/schemas/checkout';
import {
  CAREERS_MESSAGES,
  CONTACT_MESSAGES,
  NEWSLETTER_MESSAGES,
} from '@store/shared/schemas/contact';
import { NOT_A_FAVORITE, PLATFORM_GROUP_MISMATCH } from '@store/shared/schemas/favorites';
import { LOYALTY_MESSAGES } from '@store/shared/schemas/loyalty';
import { PAYMENT_MESSAGES } from '@store/shared/schemas/payments';
import { PURCHASE_MESSAGES } from '@store/shared/schemas/purchases';
import { REFERRAL_MESSAGES } from '@store/shared/schemas/referrals';
import { REVIEW_MESSAGES } from '@store/shared/schemas/reviews';
import { SOCIAL_LINK_MESSAGES } from '@store/shared/schemas/social-links';
import { SUPPORT_MESSAGES } from '@store/shared/schemas/support';

/**
 * The validation texts of the shared schemas that customers' forms can meet (written inline
 * there); the test of the translations checks that the schemas still say exactly these.
 */
const FORM_MESSAGES = {
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

/** What the server itself answers besides the modules' refusals. */
export const SERVER_MESSAGES = {
  forbidden: 'You cannot access this resource.',
  userNotFound: 'User not found',
  notACard: 'This product is not a gift card or subscription card',
  providerUnavailable: 'This sign-in provider is not available.',
  requestTooLarge: 'The request is too large.',
  invalidValue: 'The request holds a value the store cannot accept.',
} as const;

/**
 * Every text the store answers a customer's request with, by group, in English: the spec's
 * words, kept where the web and the server share them.
 */
export const CUSTOMER_MESSAGES = {
  auth: AUTH_MESSAGES,
  recovery: RECOVERY_MESSAGES,
  form: FORM_MESSAGES,
  checkout: CHECKOUT_MESSAGES,
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
  server: SERVER_MESSAGES,
} as const;

type Groups = typeof CUSTOMER_MESSAGES;

/** The customer messages in one language: every key of every group, and the length rule. */
export type MessageTexts = {
  readonly [Group in keyof Groups]: Readonly<Record<keyof Groups[Group], string>>;
} & {
  /** The schemas' length rule, "At most {max} characters". */
  readonly atMost: (max: number) => string;
};

export const MESSAGES_EN: MessageTexts = {
  ...CUSTOMER_MESSAGES,
  atMost: (max) => `At most ${max} characters`,
};

/** Where a message of MESSAGES_EN sits, by its English text. */
export type MessageKey = { [Group in keyof Groups]: [Group, keyof Groups[Group]] }[keyof Groups];

/** Every English text with its group and key; a text two groups share reads alike in both. */
export function messageKeys(): Map<string, MessageKey> {
  const keys = new Map<string, MessageKey>();
  for (const [group, texts] of Object.entries(CUSTOMER_MESSAGES)) {
    for (const [key, text] of Object.entries(texts)) {
      if (!keys.has(text)) keys.set(text, [group, key] as MessageKey);
    }
  }
  return keys;
}

/** The length rule's English text, as the shared schemas write it. */
export const AT_MOST = /^At most (\d+) characters$/;
