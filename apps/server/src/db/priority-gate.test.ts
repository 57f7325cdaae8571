import { describe, expect, it } from 'vitest';
import { PriorityGate, type Lane } from './priority-gate';

/** Enters the gate and records the caller's name once it holds a slot. */
function enterAs(gate: PriorityGate, lane: Lane, name: string, order: string[]): Promise<void> {
  return gate.enter(lane).then(() => {
    order.push(name);
  });
}

describe('the database priority gate', () => {
  it('serves an interactive call submitted after waiting background calls next', async () => {
    const gate = new PriorityGate(1);
    await gate.enter('background'); // a catalogue query is running
    const order: string[] = [];
    const waiters = [
      enterAs(gate, 'background', 'list 1', order),
      enterAs(gate, 'background', 'list 2', order),
      enterAs(gate, 'background', 'list 3', order),
      enterAs(gate, 'interactive', 'health', order),
    ];
    expect(gate.waiting).toEqual({ interactive: 1, background: 3 });
    for (let i = 0; i < waiters.length; i += 1) {
      gate.leave();
      await Promise.resolve();
    }
    await Promise.all(waiters);
    expect(order).toEqual(['health', 'list 1', 'list 2', 'list 3']);
  });

  it('keeps each lane first come, first served', async () => {
    const gate = new PriorityGate(1);
    await gate.enter('interactive');
    const order: string[] = [];
    const waiters = ['a', 'b', 'c'].map((name) => enterAs(gate, 'interactive', name, order));
    waiters.forEach(() => gate.leave());
    await Promise.all(waiters);
    expect(order).toEqual(['a', 'b', 'c']);
  });

  it('lets as many callers in at once as it has slots, and no more', async () => {
    const gate = new PriorityGate(2);
    const order: string[] = [];
    const first = enterAs(gate, 'background', 'first', order);
    const second = enterAs(gate, 'background', 'second', order);
    const third = enterAs(gate, 'interactive', 'third', order);
    await Promise.all([first, second]);
    expect(order).toEqual(['first', 'second']);
    expect(gate.waiting.interactive).toBe(1);
    gate.leave();
    await third;
    expect(order).toEqual(['first', 'second', 'third']);
    gate.leave();
    gate.leave();
    // Both slots free again: the next two enter at once.
    await Promise.all([gate.enter('background'), gate.enter('background')]);
    expect(gate.waiting).toEqual({ interactive: 0, background: 0 });
  });
});
