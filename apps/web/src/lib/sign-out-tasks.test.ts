import { afterEach, describe, expect, it, vi } from 'vitest';
import { addSignOutTask, runSignOutTasks, SIGN_OUT_TASKS_MS } from './sign-out-tasks';

const removals: (() => void)[] = [];
afterEach(() => {
  for (const remove of removals.splice(0)) remove();
  vi.useRealTimers();
});

describe('the work done before signing out', () => {
  it('runs every task added, and no longer one that was removed', async () => {
    const first = vi.fn(() => Promise.resolve());
    const second = vi.fn(() => Promise.resolve());
    removals.push(addSignOutTask(first));
    const removeSecond = addSignOutTask(second);
    await runSignOutTasks();
    removeSecond();
    await runSignOutTasks();
    expect(first).toHaveBeenCalledTimes(2);
    expect(second).toHaveBeenCalledOnce();
  });

  it('goes on past a failed task, and stops waiting for a slow one', async () => {
    vi.useFakeTimers();
    const after = vi.fn(() => Promise.resolve());
    removals.push(addSignOutTask(() => Promise.reject(new Error('offline'))));
    removals.push(addSignOutTask(() => new Promise<void>(() => undefined)));
    removals.push(addSignOutTask(after));
    let done = false;
    const run = runSignOutTasks().then(() => {
      done = true;
    });
    await vi.advanceTimersByTimeAsync(SIGN_OUT_TASKS_MS - 1);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await run;
    expect(after).toHaveBeenCalledOnce();
  });
});
