import { describe, expect, it } from 'vitest';
import { fail, ok, type Failure, type Result } from './result';

type Reason = Failure<'not-found'> | { reason: 'locked'; retryAfterSeconds: number };

function find(id: number): Result<string, Reason> {
  if (id === 0) return fail('not-found');
  if (id < 0) return fail({ reason: 'locked', retryAfterSeconds: -id });
  return ok(`item ${id}`);
}

describe('result', () => {
  it('carries a value when the work succeeded', () => {
    expect(find(3)).toEqual({ ok: true, value: 'item 3' });
    expect(ok()).toEqual({ ok: true, value: undefined });
  });

  it('names a failure by its reason, with what the caller needs to answer', () => {
    expect(find(0)).toEqual({ ok: false, failure: { reason: 'not-found' } });
    const locked = find(-60);
    expect(locked.ok).toBe(false);
    if (!locked.ok && locked.failure.reason === 'locked') {
      expect(locked.failure.retryAfterSeconds).toBe(60);
    }
  });
});
