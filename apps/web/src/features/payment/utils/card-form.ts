import {
  cvcLengthOf,
  detectCardBrand,
  isCardExpired,
  isValidCardNumber,
  normalizeCardNumber,
} from '@store/shared/rules/card';
import { PAYMENT_MESSAGES, type SandboxConfirmBody } from '@store/shared/schemas/payments';
import { parseExpiry } from './card-input';

/** The card form as typed. */
export interface CardFormValues {
  number: string;
  expiry: string;
  cvc: string;
  holder: string;
}

export type CardFormErrors = Partial<Record<keyof CardFormValues, string>>;

/** The longest name on a card the provider takes. */
export const MAX_HOLDER_LENGTH = 100;

/**
 * What is wrong with the card, field by field, in the provider's words, judged by the same
 * shared rules the provider applies; an empty result means the card may be sent.
 */
export function cardFormErrors(values: CardFormValues, now: Date): CardFormErrors {
  const errors: CardFormErrors = {};
  if (!isValidCardNumber(values.number)) errors.number = PAYMENT_MESSAGES.cardNumberInvalid;
  const expiry = parseExpiry(values.expiry);
  if (!expiry || isCardExpired(expiry.month, expiry.year, now)) {
    errors.expiry = PAYMENT_MESSAGES.cardExpired;
  }
  const cvcLength = cvcLengthOf(detectCardBrand(values.number));
  if (!/^\d+$/.test(values.cvc) || values.cvc.length !== cvcLength) {
    errors.cvc = PAYMENT_MESSAGES.cvcInvalid;
  }
  // The field itself takes no more than the provider's maximum.
  if (values.holder.trim() === '') errors.holder = PAYMENT_MESSAGES.holderRequired;
  return errors;
}

/** The card as the provider takes it; only for values `cardFormErrors` found nothing in. */
export function toCardDetails(values: CardFormValues): SandboxConfirmBody['card'] {
  const expiry = parseExpiry(values.expiry);
  if (!expiry) throw new Error('The expiry date was not validated');
  return {
    number: normalizeCardNumber(values.number),
    expMonth: expiry.month,
    expYear: expiry.year,
    cvc: values.cvc,
    holder: values.holder.trim(),
  };
}
