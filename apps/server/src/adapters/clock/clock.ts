/** Where the time comes from, for the parts of the store that a test may move forward. */
export type Clock = { now: () => Date };

/** A clock that runs ahead of the real one by an offset the test sets. */
export type TestClock = Clock & {
  /** Moves the clock forward; it keeps running from there. */
  advance: (ms: number) => void;
  offsetMs: () => number;
};

export const systemClock: Clock = { now: () => new Date() };

/**
 * The test clock: the real time plus an offset that only grows. For end-to-end tests of
 * what happens days later (a referral earning matures after the refund window), in a store
 * started with TEST_CLOCK=true; never in production.
 */
export function createTestClock(): TestClock {
  let offset = 0;
  return {
    now: () => new Date(Date.now() + offset),
    advance: (ms) => {
      if (!Number.isFinite(ms) || ms < 0) throw new RangeError('A clock only moves forward');
      offset += ms;
    },
    offsetMs: () => offset,
  };
}
