/**
 * Work a feature must do on this device while the session still lives, before the visitor
 * signs out: the notifications feature has the store forget this browser, for one. The shell
 * adds the tasks, so that signing out (an account feature) needs to know none of them.
 */
type SignOutTask = () => Promise<void>;

/** Signing out waits this long at most for the tasks: the visitor asked to leave. */
export const SIGN_OUT_TASKS_MS = 5_000;

const tasks = new Set<SignOutTask>();

/** Runs `task` before every sign-out from now on; the returned function stops that. */
export function addSignOutTask(task: SignOutTask): () => void {
  tasks.add(task);
  return () => {
    tasks.delete(task);
  };
}

/** Runs every task together, and resolves when all are done or failed, or time is up. */
export async function runSignOutTasks(): Promise<void> {
  let timer: number | undefined;
  const timeUp = new Promise<void>((resolve) => {
    timer = window.setTimeout(resolve, SIGN_OUT_TASKS_MS);
  });
  const all = Promise.allSettled([...tasks].map((task) => task()));
  try {
    await Promise.race([all, timeUp]);
  } finally {
    window.clearTimeout(timer);
  }
}
