import { PAYMENT_MESSAGES } from '@store/shared/schemas/payments';
import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../../lib/api-error';
import {
  ACTIVATION_POLL_MS,
  ACTIVATION_POLL_TRIES,
  gameActivationQueryOptions,
} from './get-game-activation';

const options = gameActivationQueryOptions({
  payment_intent: 'pi_1',
  payment_intent_client_secret: 'pi_1_secret',
  payment_session: 'ps_1',
  payment_session_secret: 'pss_1',
  cko_payment_id: 'pi_1',
});
const processing = new ApiRequestError(409, PAYMENT_MESSAGES.stillProcessing, 'PAYMENT_PROCESSING');

function retries(failureCount: number, error: Error): boolean {
  const { retry } = options;
  if (typeof retry !== 'function') throw new Error('The activation query decides per failure');
  return retry(failureCount, error);
}

describe('game activation polling', () => {
  it('asks again every 2 seconds while the payment is processing, up to the bound', () => {
    expect(ACTIVATION_POLL_MS).toBe(2000);
    expect(options.retryDelay).toBe(ACTIVATION_POLL_MS);
    expect(retries(0, processing)).toBe(true);
    expect(retries(ACTIVATION_POLL_TRIES - 1, processing)).toBe(true);
    expect(retries(ACTIVATION_POLL_TRIES, processing)).toBe(false);
  });

  it('takes every other answer as final', () => {
    for (const error of [
      new ApiRequestError(402, PAYMENT_MESSAGES.verificationFailed, 'PAYMENT_FAILED'),
      new ApiRequestError(403, PAYMENT_MESSAGES.invalidPaymentIntent, 'INVALID_PAYMENT_INTENT'),
      new ApiRequestError(409, 'Some other conflict', 'CONFLICT'),
      new ApiRequestError(0, 'Network request failed', 'ENETWORK'),
    ]) {
      expect(retries(0, error)).toBe(false);
    }
  });
});
