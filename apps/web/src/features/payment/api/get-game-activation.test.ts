import { PAYMENT_MESSAGES, type GameActivationReply } from '@store/shared/schemas/payments';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../../lib/api-error';
import {
  ACTIVATION_LIVE_POLL_MS,
  ACTIVATION_POLL_MS,
  ACTIVATION_POLL_TRIES,
  gameActivationQueryKey,
  gameActivationQueryOptions,
} from './get-game-activation';

type ActivationKey = ReturnType<typeof gameActivationQueryKey>;

const RETURN_QUERY = {
  payment_intent: 'pi_1',
  payment_intent_client_secret: 'pi_1_secret',
  payment_session: 'ps_1',
  payment_session_secret: 'pss_1',
  cko_payment_id: 'pi_1',
};
let live = false;
const options = gameActivationQueryOptions(RETURN_QUERY, () => live);
const processing = new ApiRequestError(409, PAYMENT_MESSAGES.stillProcessing, 'PAYMENT_PROCESSING');

function retries(failureCount: number, error: Error): boolean {
  const { retry } = options;
  if (typeof retry !== 'function') throw new Error('The activation query decides per failure');
  return retry(failureCount, error);
}

function retryDelay(): number {
  const { retryDelay: delay } = options;
  if (typeof delay !== 'function') throw new Error('The activation query decides per retry');
  return delay(1, processing);
}

const client = new QueryClient();

/** How soon a query in this state is asked again (false: not at all). */
function refetchAfter(state: {
  data: GameActivationReply | undefined;
  dataUpdateCount: number;
  errorUpdateCount: number;
}): number | false | undefined {
  const { refetchInterval } = options;
  if (typeof refetchInterval !== 'function') throw new Error('The interval depends on the order');
  const query = client
    .getQueryCache()
    .build<GameActivationReply, Error, GameActivationReply, ActivationKey>(client, {
      queryKey: gameActivationQueryKey(RETURN_QUERY),
    });
  query.setState(state);
  return refetchInterval(query);
}

const reply = (status: GameActivationReply['status']): GameActivationReply => ({
  paymentId: 'pi_1',
  orderId: 'ord_1',
  status,
});

describe('game activation polling', () => {
  it('asks again every 2 seconds while the payment is processing, up to the bound', () => {
    live = false;
    expect(ACTIVATION_POLL_MS).toBe(2000);
    expect(retryDelay()).toBe(ACTIVATION_POLL_MS);
    expect(retries(0, processing)).toBe(true);
    expect(retries(ACTIVATION_POLL_TRIES - 1, processing)).toBe(true);
    expect(retries(ACTIVATION_POLL_TRIES, processing)).toBe(false);
  });

  it('knows "still processing" by its code in any language', () => {
    const german = new ApiRequestError(
      409,
      'Die Zahlung wird noch verarbeitet.',
      'PAYMENT_PROCESSING',
    );
    expect(retries(0, german)).toBe(true);
    expect(retries(0, new ApiRequestError(409, 'Payment is still processing.', 'CONFLICT'))).toBe(
      false,
    );
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

  it('asks only every 10 seconds while live updates arrive', () => {
    live = true;
    expect(retryDelay()).toBe(ACTIVATION_LIVE_POLL_MS);
    live = false;
    expect(retryDelay()).toBe(ACTIVATION_POLL_MS);
  });

  it('keeps asking about a paid order until it is delivered, within the bound', () => {
    live = false;
    for (const status of ['paid', 'under_review'] as const) {
      expect(refetchAfter({ data: reply(status), dataUpdateCount: 1, errorUpdateCount: 0 })).toBe(
        ACTIVATION_POLL_MS,
      );
    }
    live = true;
    expect(refetchAfter({ data: reply('paid'), dataUpdateCount: 1, errorUpdateCount: 0 })).toBe(
      ACTIVATION_LIVE_POLL_MS,
    );
    expect(
      refetchAfter({
        data: reply('paid'),
        dataUpdateCount: ACTIVATION_POLL_TRIES,
        errorUpdateCount: 1,
      }),
    ).toBe(false);
    expect(
      refetchAfter({ data: reply('delivered'), dataUpdateCount: 2, errorUpdateCount: 0 }),
    ).toBe(false);
    expect(refetchAfter({ data: undefined, dataUpdateCount: 0, errorUpdateCount: 1 })).toBe(false);
  });
});
