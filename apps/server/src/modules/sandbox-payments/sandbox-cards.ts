import { PAYMENT_MESSAGES } from '@store/shared/schemas/payments';

/** Why the sandbox refused a card, as providers name it in their events. */
export type SandboxFailureCode = 'card_declined' | 'insufficient_funds' | 'authentication_failed';

/** What a card does at the sandbox before any 3-D Secure answer. */
export type CardOutcome =
  | { status: 'succeeded' }
  | { status: 'failed'; failureCode: SandboxFailureCode }
  | { status: 'requires_action' };

/** The published test cards; any other valid card succeeds. */
const TEST_CARDS: ReadonlyMap<string, CardOutcome> = new Map<string, CardOutcome>([
  ['4242424242424242', { status: 'succeeded' }],
  ['4000000000000002', { status: 'failed', failureCode: 'card_declined' }],
  ['4000000000009995', { status: 'failed', failureCode: 'insufficient_funds' }],
  ['4000002760003184', { status: 'requires_action' }],
]);

/**
 * Cards issued abroad, as the published test cards of card processors name them; the fraud
 * rules compare the card's country with the customer's. Other cards report no country.
 */
const CARD_COUNTRIES: ReadonlyMap<string, string> = new Map([
  ['4000000760000002', 'BR'],
  ['4000001240000000', 'CA'],
  ['4000008260000000', 'GB'],
]);

/** The issuing country of a (validated, digits-only) card number, when the sandbox knows it. */
export function countryForCard(number: string): string | null {
  return CARD_COUNTRIES.get(number) ?? null;
}

/** The outcome of paying with a (validated, digits-only) card number. */
export function outcomeForCard(number: string): CardOutcome {
  return TEST_CARDS.get(number) ?? { status: 'succeeded' };
}

/** What the customer reads for each refusal. */
export const FAILURE_MESSAGES: Record<SandboxFailureCode, string> = {
  card_declined: PAYMENT_MESSAGES.cardDeclined,
  insufficient_funds: PAYMENT_MESSAGES.insufficientFunds,
  authentication_failed: PAYMENT_MESSAGES.authenticationFailed,
};

/** True for a failure code the sandbox itself wrote. */
export function isSandboxFailureCode(code: string | null): code is SandboxFailureCode {
  return code !== null && code in FAILURE_MESSAGES;
}
