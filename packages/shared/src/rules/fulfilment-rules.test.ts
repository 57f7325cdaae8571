import { describe, expect, it } from 'vitest';
import { DEFAULT_FRAUD_LIMITS, fraudReasons, type FraudSignals } from './fraud';
import { refundDeadline, refundEligibility, REFUND_WINDOW_DAYS } from './refund';
import { formatInvoiceNumber, splitVat, vatRateFor } from './vat';

const paidAt = new Date('2026-11-01T10:00:00Z');
const hidden = { revealed: false, gifted: false };

describe('refundEligibility', () => {
  it('allows a delivered order with hidden keys within 7 days, until the deadline', () => {
    const until = refundDeadline(paidAt);
    expect(until.toISOString()).toBe('2026-11-08T10:00:00.000Z');
    expect(REFUND_WINDOW_DAYS).toBe(7);
    const facts = { status: 'delivered' as const, paidAt, keys: [hidden, hidden] };
    expect(refundEligibility(facts, until)).toEqual({ ok: true, until });
    expect(refundEligibility(facts, new Date(until.getTime() + 1))).toEqual({
      ok: false,
      reason: 'window',
    });
  });

  it('allows a paid order held for review', () => {
    expect(refundEligibility({ status: 'under_review', paidAt, keys: [] }, paidAt).ok).toBe(true);
  });

  it('refuses once a key is revealed or gifted, revealed first', () => {
    const now = new Date('2026-11-02T00:00:00Z');
    const base = { status: 'delivered' as const, paidAt };
    expect(
      refundEligibility({ ...base, keys: [hidden, { revealed: true, gifted: false }] }, now),
    ).toEqual({ ok: false, reason: 'revealed' });
    expect(refundEligibility({ ...base, keys: [{ revealed: false, gifted: true }] }, now)).toEqual({
      ok: false,
      reason: 'gifted',
    });
    expect(refundEligibility({ ...base, keys: [{ revealed: true, gifted: true }] }, now)).toEqual({
      ok: false,
      reason: 'revealed',
    });
  });

  it.each(['pending', 'failed', 'expired', 'cancelled', 'refunded'] as const)(
    'refuses a %s order',
    (status) => {
      expect(refundEligibility({ status, paidAt, keys: [hidden] }, paidAt)).toEqual({
        ok: false,
        reason: 'status',
      });
    },
  );

  it('refuses an order without a payment time', () => {
    expect(
      refundEligibility({ status: 'delivered', paidAt: null, keys: [hidden] }, paidAt),
    ).toEqual({ ok: false, reason: 'status' });
  });
});

describe('fraudReasons', () => {
  const calm: FraudSignals = {
    previousPaidOrders: 0,
    totalEurMinor: DEFAULT_FRAUD_LIMITS.firstOrderEurMinor,
    paidOrdersLastHour: 1,
    cardCountry: null,
    accountCountry: 'CH',
  };

  it('passes a first order at the limit and holds one above it', () => {
    expect(fraudReasons(calm)).toEqual([]);
    expect(fraudReasons({ ...calm, totalEurMinor: calm.totalEurMinor + 1 })).toEqual([
      'first-order-amount',
    ]);
    expect(fraudReasons({ ...calm, totalEurMinor: 10 ** 7, previousPaidOrders: 1 })).toEqual([]);
  });

  it('holds more paid orders in an hour than the limit', () => {
    expect(
      fraudReasons({ ...calm, paidOrdersLastHour: DEFAULT_FRAUD_LIMITS.ordersPerHour }),
    ).toEqual([]);
    expect(
      fraudReasons({ ...calm, paidOrdersLastHour: DEFAULT_FRAUD_LIMITS.ordersPerHour + 1 }),
    ).toEqual(['order-velocity']);
  });

  it('holds a card from another country than the account, ignoring case and unknowns', () => {
    expect(fraudReasons({ ...calm, cardCountry: 'ch' })).toEqual([]);
    expect(fraudReasons({ ...calm, cardCountry: 'BR' })).toEqual(['country-mismatch']);
    expect(fraudReasons({ ...calm, cardCountry: 'BR', accountCountry: null })).toEqual([]);
  });

  it('gives every reason that applies', () => {
    expect(
      fraudReasons(
        { ...calm, totalEurMinor: 10 ** 6, paidOrdersLastHour: 9, cardCountry: 'BR' },
        { firstOrderEurMinor: 100, ordersPerHour: 2 },
      ),
    ).toEqual(['first-order-amount', 'order-velocity', 'country-mismatch']);
  });
});

describe('VAT', () => {
  it('knows the rates of the buyer countries and charges none elsewhere', () => {
    expect(vatRateFor('DE')).toBe(1900);
    expect(vatRateFor('ch')).toBe(810);
    expect(vatRateFor('US')).toBe(0);
    expect(vatRateFor(null)).toBe(0);
  });

  it('splits a VAT-inclusive amount so net + VAT is the gross, rounding half up', () => {
    expect(splitVat(1190, 1900)).toEqual({ netMinor: 1000, vatMinor: 190 });
    expect(splitVat(2599, 810)).toEqual({ netMinor: 2404, vatMinor: 195 });
    expect(splitVat(0, 2000)).toEqual({ netMinor: 0, vatMinor: 0 });
    expect(splitVat(999, 0)).toEqual({ netMinor: 999, vatMinor: 0 });
    for (const gross of [1, 7, 99, 1234, 99_999]) {
      for (const rate of [0, 810, 1900, 2550, 2700]) {
        const { netMinor, vatMinor } = splitVat(gross, rate);
        expect(netMinor + vatMinor).toBe(gross);
        expect(Math.abs(vatMinor - (gross * rate) / (10_000 + rate))).toBeLessThanOrEqual(0.5);
      }
    }
  });

  it('refuses fractions and negatives', () => {
    expect(() => splitVat(10.5, 1900)).toThrow(RangeError);
    expect(() => splitVat(-1, 1900)).toThrow(RangeError);
    expect(() => splitVat(100, 19.5)).toThrow(RangeError);
  });

  it('formats invoice numbers with the year and six digits', () => {
    expect(formatInvoiceNumber(2026, 42)).toBe('INV-2026-000042');
    expect(formatInvoiceNumber(2027, 1_234_567)).toBe('INV-2027-1234567');
  });
});
