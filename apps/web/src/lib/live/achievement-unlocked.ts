import type { AchievementUnlockedMessage } from '@store/shared/schemas/loyalty';

type Listener = (message: AchievementUnlockedMessage) => void;

const listeners = new Set<Listener>();

/**
 * Hears the payments channel's `achievementUnlocked` messages while it is open, so the
 * loyalty toasts can show at once without the channel knowing about them. Returns the
 * function that stops listening.
 */
export function onAchievementUnlocked(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Hands a message of the channel to whoever listens. */
export function announceAchievementUnlocked(message: AchievementUnlockedMessage): void {
  for (const listener of listeners) listener(message);
}
