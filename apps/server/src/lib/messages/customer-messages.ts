import {
  CUSTOMER_MESSAGES as SHARED_CUSTOMER_MESSAGES,
  type CustomerMessageTexts,
} from '@store/shared/messages/customer-messages';

/** What the server itself answers besides the modules' refusals. */
export const SERVER_MESSAGES = {
  forbidden: 'You cannot access this resource.',
  userNotFound: 'User not found',
  notACard: 'This product is not a gift card or subscription card',
  providerUnavailable: 'This sign-in provider is not available.',
  requestTooLarge: 'The request is too large.',
  invalidValue: 'The request holds a value the store cannot accept.',
  codeSent: 'A new code is on its way.',
} as const;

/**
 * Every text the store answers a customer's request with, by group, in English: the spec's
 * words shared with the web, and the server's own.
 */
export const CUSTOMER_MESSAGES = {
  ...SHARED_CUSTOMER_MESSAGES,
  server: SERVER_MESSAGES,
} as const;

type Groups = typeof CUSTOMER_MESSAGES;

/** The customer messages in one language: every key of every group, and the length rule. */
export type MessageTexts = CustomerMessageTexts & {
  readonly server: Readonly<Record<keyof typeof SERVER_MESSAGES, string>>;
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
