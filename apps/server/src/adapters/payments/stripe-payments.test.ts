import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStripeStandIn, type StripeStandIn } from '../../test/stripe-stand-in';
import type { PaymentProvider } from './payment-provider';
import { createStripeClient, createStripePayments } from './stripe-payments';

let standIn: StripeStandIn;
let payments: PaymentProvider;
/** The SDK as the browser's Stripe.js would confirm a payment, for the tests' own steps. */
let stripe: Stripe;
beforeAll(async () => {
  standIn = await startStripeStandIn();
  const options = { secretKey: standIn.secretKey, apiUrl: standIn.url };
  payments = createStripePayments(options);
  stripe = createStripeClient(options);
});
afterAll(async () => {
  await standIn.close();
});

const newReference = () => `ord_${randomUUID()}`;
const intentsFor = (reference: string) =>
  standIn.paymentIntents().filter((intent) => intent.metadata.reference === reference);

/** An intent for a fresh reference, paid with Stripe's test card. */
async function paidIntent(amountMinor = 5198) {
  const reference = newReference();
  const intent = await payments.openIntent({ reference, amountMinor, currency: 'EUR' });
  await stripe.paymentIntents.confirm(intent.intentId, { payment_method: 'pm_card_visa' });
  return intent;
}

describe('Stripe payments: intents', () => {
  it('opens one intent for one reference, however often checkout asks', async () => {
    const reference = newReference();
    const input = { reference, amountMinor: 5198, currency: 'EUR' };
    const first = await payments.openIntent(input);
    const again = await payments.openIntent(input);

    expect(again).toEqual(first);
    expect(first.provider).toBe('stripe');
    expect(first.intentId).toMatch(/^pi_/);
    expect(first.clientSecret).toMatch(new RegExp(`^${first.intentId}_secret_`));
    expect(first.paymentSession).toBe(first.intentId);
    expect(intentsFor(reference)).toHaveLength(1);
  });

  it('sends the amount in minor units and the currency in lower case', async () => {
    const reference = newReference();
    const { intentId } = await payments.openIntent({
      reference,
      amountMinor: 1200,
      currency: 'JPY',
    });

    expect(await stripe.paymentIntents.retrieve(intentId)).toMatchObject({
      id: intentId,
      amount: 1200,
      currency: 'jpy',
      metadata: { reference },
      automatic_payment_methods: { enabled: true },
      status: 'requires_payment_method',
    });
  });

  it('opens another intent for another reference', async () => {
    const input = { amountMinor: 999, currency: 'EUR' };
    const a = await payments.openIntent({ ...input, reference: newReference() });
    const b = await payments.openIntent({ ...input, reference: newReference() });
    expect(a.intentId).not.toBe(b.intentId);
  });

  it('lets Stripe refuse the same reference with another amount rather than charge twice', async () => {
    const reference = newReference();
    await payments.openIntent({ reference, amountMinor: 2000, currency: 'EUR' });
    await expect(
      payments.openIntent({ reference, amountMinor: 2500, currency: 'EUR' }),
    ).rejects.toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
    expect(intentsFor(reference)).toHaveLength(1);
  });

  it('asks Stripe nothing for an amount that is not whole minor units', async () => {
    const reference = newReference();
    await expect(
      payments.openIntent({ reference, amountMinor: 25.99, currency: 'EUR' }),
    ).rejects.toThrow(RangeError);
    expect(intentsFor(reference)).toHaveLength(0);
  });

  it("passes on Stripe's refusal as an error", async () => {
    const refused = payments.openIntent({
      reference: newReference(),
      amountMinor: 10,
      currency: 'EUR',
    });
    await expect(refused).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      code: 'amount_too_small',
    });
  });

  it('cannot use a wrong key', async () => {
    const wrong = createStripePayments({ secretKey: 'sk_test_wrong', apiUrl: standIn.url });
    await expect(
      wrong.openIntent({ reference: newReference(), amountMinor: 999, currency: 'EUR' }),
    ).rejects.toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
  });
});

describe('Stripe payments: refunds', () => {
  it('refunds a paid intent in full once, however often asked', async () => {
    const intent = await paidIntent(5198);
    const input = {
      reference: `refund_${randomUUID()}`,
      intentId: intent.intentId,
      amountMinor: 5198,
      currency: 'EUR',
    };
    const first = await payments.refund(input);
    const again = await payments.refund(input);

    expect(first.refundId).toMatch(/^re_/);
    expect(first.status).toBe('succeeded');
    expect(again).toEqual(first);
    const atStripe = standIn.refunds().filter((r) => r.payment_intent === intent.intentId);
    expect(atStripe.map((r) => [r.id, r.amount, r.currency])).toEqual([
      [first.refundId, 5198, 'eur'],
    ]);
  });

  it('is refused by Stripe for a payment that never succeeded', async () => {
    const intent = await payments.openIntent({
      reference: newReference(),
      amountMinor: 999,
      currency: 'EUR',
    });
    const refund = payments.refund({
      reference: `refund_${randomUUID()}`,
      intentId: intent.intentId,
      amountMinor: 999,
      currency: 'EUR',
    });
    await expect(refund).rejects.toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(standIn.refunds().filter((r) => r.payment_intent === intent.intentId)).toEqual([]);
  });

  it.each([
    ['ISK', 2481, 248_100],
    ['KWD', 6050, 6050],
    ['JPY', 1967, 1967],
  ])(
    'charges and refunds %s %i in Stripe’s units (%i)',
    async (currency, amountMinor, stripeAmount) => {
      const reference = newReference();
      const intent = await payments.openIntent({ reference, amountMinor, currency });
      expect(intentsFor(reference).map((i) => [i.amount, i.currency])).toEqual([
        [stripeAmount, currency.toLowerCase()],
      ]);
      await stripe.paymentIntents.confirm(intent.intentId, { payment_method: 'pm_card_visa' });
      const refund = await payments.refund({
        reference: `refund_${randomUUID()}`,
        intentId: intent.intentId,
        amountMinor,
        currency,
      });
      expect(refund.status).toBe('succeeded');
      const atStripe = standIn.refunds().filter((r) => r.payment_intent === intent.intentId);
      expect(atStripe.map((r) => r.amount)).toEqual([stripeAmount]);
    },
  );

  it('asks Stripe nothing for a dinar amount it could not charge exactly', async () => {
    const reference = newReference();
    await expect(
      payments.openIntent({ reference, amountMinor: 6055, currency: 'KWD' }),
    ).rejects.toThrow(RangeError);
    expect(intentsFor(reference)).toHaveLength(0);
  });

  it('keeps an intent reference and a refund reference apart even when they are equal', async () => {
    const intent = await paidIntent(999);
    const reference = newReference();
    await payments.openIntent({ reference, amountMinor: 999, currency: 'EUR' });
    const refund = await payments.refund({
      reference,
      intentId: intent.intentId,
      amountMinor: 999,
      currency: 'EUR',
    });
    expect(refund.status).toBe('succeeded');
  });
});
