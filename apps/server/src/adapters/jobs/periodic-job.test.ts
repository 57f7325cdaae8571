import { afterEach, describe, expect, it, vi } from 'vitest';
import { startPeriodicJob } from './periodic-job';

afterEach(() => {
  vi.useRealTimers();
});

describe('startPeriodicJob', () => {
  it('runs on every tick, never two at once, and logs a failure without stopping', async () => {
    vi.useFakeTimers();
    const log = vi.fn();
    let finish: () => void = () => undefined;
    const run = vi
      .fn<() => Promise<void>>()
      .mockImplementationOnce(() => new Promise<void>((resolve) => (finish = resolve)))
      .mockRejectedValueOnce(new Error('database away'))
      .mockResolvedValue(undefined);
    const job = startPeriodicJob(run, { intervalMs: 100, failureMessage: 'Job failed', log });

    await vi.advanceTimersByTimeAsync(100);
    await vi.advanceTimersByTimeAsync(100);
    // The first run has not finished: the second tick was skipped.
    expect(run).toHaveBeenCalledTimes(1);

    finish();
    await vi.advanceTimersByTimeAsync(100);
    expect(run).toHaveBeenCalledTimes(2);
    expect(log).toHaveBeenCalledWith('Job failed', expect.any(Error));

    await vi.advanceTimersByTimeAsync(100);
    expect(run).toHaveBeenCalledTimes(3);
    await job.stop();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(run).toHaveBeenCalledTimes(3);
  });

  it('waits for a run in progress when stopped', async () => {
    vi.useFakeTimers();
    let finished = false;
    const job = startPeriodicJob(
      () =>
        new Promise<void>((resolve) =>
          setTimeout(() => {
            finished = true;
            resolve();
          }, 50),
        ),
      { intervalMs: 10, failureMessage: 'Job failed' },
    );
    await vi.advanceTimersByTimeAsync(10);
    const stopped = job.stop();
    await vi.advanceTimersByTimeAsync(50);
    await stopped;
    expect(finished).toBe(true);
  });
});
