import { describe, expect, it } from 'vitest';
import {
  lifetimeEarnings,
  maskEmail,
  maturesAt,
  milestoneBoostBp,
  nextMilestone,
  normaliseEmailForReferral,
  normaliseReferralCode,
  payoutPercentBp,
  referralShareMinor,
  referralWindowEnd,
} from './referrals';

describe('referral codes', () => {
  it('are trimmed, read in capitals, and ignored when empty or not a code', () => {
    expect(normaliseReferralCode('  abcd2345 ')).toBe('ABCD2345');
    expect(normaliseReferralCode('')).toBeNull();
    expect(normaliseReferralCode('   ')).toBeNull();
    expect(normaliseReferralCode(undefined)).toBeNull();
    expect(normaliseReferralCode('abc')).toBeNull();
    expect(normaliseReferralCode('ABCD-2345')).toBeNull();
    expect(normaliseReferralCode('A'.repeat(17))).toBeNull();
  });
});

describe('the same inbox', () => {
  it('ignores case, a +tag, and for Gmail the dots and googlemail.com', () => {
    expect(normaliseEmailForReferral('Jo.Doe+shop@GoogleMail.com')).toBe('jodoe@gmail.com');
    expect(normaliseEmailForReferral('jodoe@gmail.com')).toBe('jodoe@gmail.com');
    expect(normaliseEmailForReferral('Jo.Doe+x@Example.com')).toBe('jo.doe@example.com');
    expect(normaliseEmailForReferral('jo.doe@example.com')).not.toBe(
      normaliseEmailForReferral('jodoe@example.com'),
    );
  });
});

describe('a friend’s address as the referrer sees it', () => {
  it('keeps the first and last letter and the domain', () => {
    expect(maskEmail('jane.doe@example.com')).toBe('j***e@example.com');
    expect(maskEmail('ab@example.com')).toBe('a***@example.com');
    expect(maskEmail('x@example.com')).toBe('x***@example.com');
    expect(maskEmail('not-an-address')).toBe('***');
  });
});

describe('the share', () => {
  it('is the percent of the net amount in whole minor units, rounded down', () => {
    expect(referralShareMinor(1850, 500)).toBe(92);
    expect(referralShareMinor(1999, 500)).toBe(99);
    expect(referralShareMinor(19, 500)).toBe(0);
    expect(referralShareMinor(0, 500)).toBe(0);
    // Large amounts stay exact.
    expect(referralShareMinor(9_007_199_254_740, 1000)).toBe(900_719_925_474);
  });

  it('refuses amounts that are not whole minor units', () => {
    expect(() => referralShareMinor(10.5, 500)).toThrow(RangeError);
    expect(() => referralShareMinor(-1, 500)).toThrow(RangeError);
    expect(() => referralShareMinor(100, -1)).toThrow(RangeError);
  });

  it('adds the level and the highest milestone to the base, up to 10 %', () => {
    expect(payoutPercentBp({ baseBp: 500, level: 1, buyers: 0 })).toEqual({
      percentBp: 500,
      levelBoostBp: 0,
      milestoneBoostBp: 0,
    });
    expect(payoutPercentBp({ baseBp: 500, level: 3, buyers: 1 }).percentBp).toBe(600);
    expect(payoutPercentBp({ baseBp: 500, level: 5, buyers: 25 }).percentBp).toBe(950);
    expect(payoutPercentBp({ baseBp: 900, level: 5, buyers: 25 }).percentBp).toBe(1000);
  });
});

describe('milestones', () => {
  it('boost by the highest one reached and name the next', () => {
    expect([0, 1, 4, 5, 9, 10, 24, 25, 100].map(milestoneBoostBp)).toEqual([
      0, 50, 50, 100, 100, 200, 200, 300, 300,
    ]);
    expect(nextMilestone(0)).toEqual({ buyers: 1, remaining: 1 });
    expect(nextMilestone(6)).toEqual({ buyers: 10, remaining: 4 });
    expect(nextMilestone(25)).toBeNull();
  });
});

describe('times and balances', () => {
  it('matures 7 days after payment and ends the window after its days', () => {
    const paid = new Date('2026-03-01T10:00:00Z');
    expect(maturesAt(paid).toISOString()).toBe('2026-03-08T10:00:00.000Z');
    expect(referralWindowEnd(paid, 365).toISOString()).toBe('2027-03-01T10:00:00.000Z');
  });

  it('counts pending, unpaid, requested and paid as lifetime earnings', () => {
    expect(lifetimeEarnings({ pending: 1, unpaid: 20, requested: 300, paid: 4000 })).toBe(4321);
    expect(lifetimeEarnings({ pending: 0, unpaid: -92, requested: 0, paid: 92 })).toBe(0);
  });
});
