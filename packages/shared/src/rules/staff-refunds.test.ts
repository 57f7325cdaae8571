import { describe, expect, it } from 'vitest';
import { staffRefundCheck, type StaffRefundFacts } from './staff-refunds';

const base: StaffRefundFacts = {
  withinRules: true,
  overrideRules: false,
  reason: undefined,
  amountEurMinor: 5_000,
  limitEurMinor: null,
};

describe('staffRefundCheck', () => {
  it.each<[string, Partial<StaffRefundFacts>, ReturnType<typeof staffRefundCheck>]>([
    ['within the rules', {}, { ok: true, overridden: false }],
    [
      'within the rules, override asked for nothing',
      { overrideRules: true },
      { ok: true, overridden: false },
    ],
    [
      'outside the rules without override',
      { withinRules: false },
      { ok: false, reason: 'outside-rules' },
    ],
    [
      'outside the rules, override without reason',
      { withinRules: false, overrideRules: true },
      { ok: false, reason: 'reason-required' },
    ],
    [
      'outside the rules, override with a short reason',
      { withinRules: false, overrideRules: true, reason: ' too short ' },
      { ok: false, reason: 'reason-required' },
    ],
    [
      'outside the rules, override with a reason of 10 characters',
      { withinRules: false, overrideRules: true, reason: 'Key broken' },
      { ok: true, overridden: true },
    ],
    ['at the limit', { limitEurMinor: 5_000 }, { ok: true, overridden: false }],
    ['above the limit', { limitEurMinor: 4_999 }, { ok: false, reason: 'above-limit' }],
    [
      'above the limit with an override',
      {
        withinRules: false,
        overrideRules: true,
        reason: 'Customer was charged twice',
        limitEurMinor: 100,
      },
      { ok: false, reason: 'above-limit' },
    ],
  ])('%s', (_name, facts, expected) => {
    expect(staffRefundCheck({ ...base, ...facts })).toEqual(expected);
  });
});
