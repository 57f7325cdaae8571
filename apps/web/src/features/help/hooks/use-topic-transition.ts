import { useCallback, useEffect, useRef, useState } from 'react';
import { HELP_TRANSITION_MS } from '../constants';
import type { HelpTopicId } from '../content/types';
import { prefersReducedMotion } from './prefers-reduced-motion';

/**
 * Spec section 4: choosing a topic hides the list (`hidden`), 300 ms later shows the topic
 * transparent (`mounted`), another 300 ms later fades it in (`visible`); back runs the same
 * steps in reverse and ends on the list.
 */
export type TopicPhase = 'hidden' | 'mounted' | 'visible';

export interface TopicTransition {
  /** The topic being shown or hidden; null while the list is shown. */
  topicId: HelpTopicId | null;
  phase: TopicPhase;
}

const LIST: TopicTransition = { topicId: null, phase: 'hidden' };

/** The topic view's transition state, with the calls that start it, reverse it or drop it. */
export function useTopicTransition() {
  const [state, setState] = useState<TopicTransition>(LIST);
  const timers = useRef<number[]>([]);

  const clearTimers = useCallback(() => {
    timers.current.forEach((id) => {
      window.clearTimeout(id);
    });
    timers.current = [];
  }, []);

  useEffect(() => clearTimers, [clearTimers]);

  const run = useCallback(
    (now: TopicTransition, next: TopicTransition, last: TopicTransition) => {
      clearTimers();
      if (prefersReducedMotion()) {
        setState(last);
        return;
      }
      setState(now);
      timers.current = [
        window.setTimeout(() => {
          setState(next);
        }, HELP_TRANSITION_MS),
        window.setTimeout(() => {
          setState(last);
        }, 2 * HELP_TRANSITION_MS),
      ];
    },
    [clearTimers],
  );

  const showTopic = useCallback(
    (topicId: HelpTopicId) => {
      run(
        { topicId, phase: 'hidden' },
        { topicId, phase: 'mounted' },
        { topicId, phase: 'visible' },
      );
    },
    [run],
  );

  const hideTopic = useCallback(() => {
    const { topicId } = state;
    if (!topicId) return;
    run({ topicId, phase: 'mounted' }, { topicId, phase: 'hidden' }, LIST);
  }, [run, state]);

  /** Drops the topic at once (tab change, closing, opening a chat). */
  const resetTopic = useCallback(() => {
    clearTimers();
    setState(LIST);
  }, [clearTimers]);

  return { ...state, showTopic, hideTopic, resetTopic };
}
