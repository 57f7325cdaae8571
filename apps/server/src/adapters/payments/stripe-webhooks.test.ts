import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { readStripeWebhook } from './stripe-webhooks';

const SECRET = 'whsec_unit_test_secret';
const NOW = new Date('2026-05-04T12:00:00Z');

/** Stripe's scheme, written out here rather than taken from the SDK under test. */
function sign(body: string, at = NOW, secret = SECRET): string {
  const t = Math.floor(at.getTime() / 1000);
  return `t=${t},v1=${createHmac('sha256', secret).update(`${t}.${body}`).digest('hex')}`;
}

function eventBody(type: string, intent: Record<string, unknown>): string {
  const object = {
    id: 'pi_1',
    object: 'payment_intent',
    amount: 5198,
    currency: 'eur',
    payment_method: 'pm_1',
    latest_charge: 'ch_1',
    last_payment_error: null,
    ...intent,
  };
  return JSON.stringify({
    id: 'evt_1',
    object: 'event',
    type,
    created: 1_777_777_777,
    data: { object },
  });
}

const read = (body: string, signature = sign(body)) =>
  readStripeWebhook(SECRET, { rawBody: body, signature, receivedAt: NOW });

describe('readStripeWebhook', () => {
  it('turns a succeeded intent into the store event, currency upper-cased', () => {
    expect(read(eventBody('payment_intent.succeeded', {}))).toEqual({
      kind: 'event',
      event: {
        id: 'evt_1',
        type: 'payment_intent.succeeded',
        created: 1_777_777_777,
        data: {
          intentId: 'pi_1',
          amount: 5198,
          currency: 'EUR',
          failureCode: null,
          cardCountry: null,
        },
      },
    });
  });

  it.each([
    ['jpy', 1967, 1967],
    ['isk', 248_100, 2481],
    ['kwd', 6050, 6050],
  ])('reads a %s amount of %i back as %i of the store’s minor units', (currency, amount, minor) => {
    const result = read(eventBody('payment_intent.succeeded', { currency, amount }));
    expect(result).toMatchObject({ kind: 'event', event: { data: { amount: minor } } });
  });

  it('refuses an amount that is no whole number of the store’s minor units', () => {
    const body = eventBody('payment_intent.succeeded', { currency: 'isk', amount: 248_150 });
    expect(read(body)).toEqual({ kind: 'refused', reason: 'malformed-event' });
  });

  it.each([
    [
      'the declined payment method',
      {
        last_payment_error: { code: 'card_declined', payment_method: { card: { country: 'us' } } },
      },
      'US',
    ],
    [
      'an expanded payment method',
      { payment_method: { id: 'pm_1', card: { country: 'DE' } } },
      'DE',
    ],
    [
      'an expanded charge',
      { latest_charge: { id: 'ch_1', payment_method_details: { card: { country: 'CH' } } } },
      'CH',
    ],
    ['ids only', {}, null],
    ['a country that is not one', { payment_method: { card: { country: 'Narnia' } } }, null],
  ])('takes the card country from %s', (_, intent, country) => {
    const result = read(eventBody('payment_intent.payment_failed', intent));
    expect(result.kind === 'event' && result.event.data.cardCountry).toBe(country);
  });

  it('carries the decline code of a failed payment', () => {
    const body = eventBody('payment_intent.payment_failed', {
      last_payment_error: { code: 'card_declined', decline_code: 'insufficient_funds' },
    });
    const result = read(body);
    expect(result.kind === 'event' && result.event.data.failureCode).toBe('card_declined');
  });

  it('ignores an authentic event of another type without reading its object', () => {
    const body = JSON.stringify({
      id: 'evt_2',
      type: 'charge.refunded',
      created: 1,
      data: { object: {} },
    });
    expect(read(body)).toEqual({ kind: 'ignored', eventId: 'evt_2', type: 'charge.refunded' });
  });

  const body = eventBody('payment_intent.succeeded', {});
  const stale = new Date(NOW.getTime() - 301_000);
  it.each([
    ['another secret', body, sign(body, NOW, 'whsec_other'), 'bad-signature'],
    ['a changed body', body.replace('5198', '1'), sign(body), 'bad-signature'],
    ['no signature', body, '', 'bad-signature'],
    ['a header without a timestamp', body, sign(body).replace(/^t=\d+,/, ''), 'bad-signature'],
    ['a signature older than five minutes', body, sign(body, stale), 'stale-signature'],
    ['a signed body that is not JSON', 'not json', sign('not json'), 'malformed-event'],
    [
      'a signed body that is not an event',
      '{"id":"evt_3"}',
      sign('{"id":"evt_3"}'),
      'malformed-event',
    ],
    [
      'an intent without an amount',
      eventBody('payment_intent.succeeded', { amount: undefined }),
      sign(eventBody('payment_intent.succeeded', { amount: undefined })),
      'malformed-event',
    ],
    [
      'a fractional amount',
      eventBody('payment_intent.succeeded', { amount: 51.98 }),
      sign(eventBody('payment_intent.succeeded', { amount: 51.98 })),
      'malformed-event',
    ],
  ])('refuses %s', (_, rawBody, signature, reason) => {
    expect(read(rawBody, signature)).toEqual({ kind: 'refused', reason });
  });

  it('accepts a signature made just inside the tolerance', () => {
    const at = new Date(NOW.getTime() - 299_000);
    expect(read(body, sign(body, at)).kind).toBe('event');
  });
});
