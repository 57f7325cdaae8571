import { describe, expect, it } from 'vitest';
import { describeProgress } from './order-progress';

const keys60 = { step: 'keys', percent: 60, details: 'Assigning 2 keys' } as const;

describe('describeProgress', () => {
  it.each([
    // status, progress, receipt → current step, percent, details
    ['pending', null, null, 'payment', 0, null],
    ['paid', null, null, 'review', 20, null],
    ['under_review', null, null, 'review', 20, null],
    ['paid', keys60, null, 'keys', 60, 'Assigning 2 keys'],
    // A progress message behind the status is outdone by it.
    ['delivered', { step: 'review', percent: 30, details: 'Checking' }, null, 'invoice', 60, null],
    // Delivered without any word of invoice or receipt: nothing left to wait for.
    ['delivered', null, null, 'done', 100, null],
    ['delivered', keys60, 'sending', 'receipt', 80, null],
    [
      'delivered',
      { step: 'receipt', percent: 90, details: 'E-mailing' },
      'sending',
      'receipt',
      90,
      'E-mailing',
    ],
    ['delivered', keys60, 'sent', 'done', 100, null],
    ['paid', { step: 'done', percent: 100, details: 'Ready' }, null, 'done', 100, 'Ready'],
  ] as const)(
    '%s with %o and receipt %s is at %s, %i%%',
    (status, progress, receipt, current, percent, details) => {
      const view = describeProgress(status, progress, receipt);
      expect(view).toMatchObject({ current, percent, details });
    },
  );

  it('marks the steps before the current one done and the rest to come', () => {
    expect(describeProgress('paid', keys60, null).steps).toEqual([
      { step: 'payment', state: 'done' },
      { step: 'review', state: 'done' },
      { step: 'keys', state: 'current' },
      { step: 'invoice', state: 'upcoming' },
      { step: 'receipt', state: 'upcoming' },
    ]);
    expect(describeProgress('delivered', null, 'sent').steps.map((s) => s.state)).toEqual([
      'done',
      'done',
      'done',
      'done',
      'done',
    ]);
  });
});
