/**
 * Which queue a database call waits in: interactive calls (health, settings, sessions, carts,
 * checkout, everything by default) are served before background ones (catalogue lists and
 * searches), so a cheap call waits for at most the queries already running.
 */
export type Lane = 'interactive' | 'background';

/**
 * A counting semaphore with two queues. A freed slot goes to the longest-waiting interactive
 * caller, and to a background caller only when no interactive one waits.
 */
export class PriorityGate {
  #free: number;
  readonly #waiting: Record<Lane, Array<() => void>> = { interactive: [], background: [] };

  constructor(slots: number) {
    this.#free = slots;
  }

  /** Resolves once the caller holds a slot; each call must be matched by one `leave()`. */
  enter(lane: Lane): Promise<void> {
    if (this.#free > 0) {
      this.#free -= 1;
      return Promise.resolve();
    }
    return new Promise((resolve) => this.#waiting[lane].push(resolve));
  }

  /** Gives a held slot back, handing it straight to the next waiter if there is one. */
  leave(): void {
    const next = this.#waiting.interactive.shift() ?? this.#waiting.background.shift();
    if (next) next();
    else this.#free += 1;
  }

  /** How many callers wait in each lane. */
  get waiting(): Record<Lane, number> {
    return {
      interactive: this.#waiting.interactive.length,
      background: this.#waiting.background.length,
    };
  }
}
