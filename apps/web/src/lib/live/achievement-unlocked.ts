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

type CatchUpListener = () => void;

const catchUpListeners = new Set<CatchUpListener>();

/**
 * Hears that the payments channel has just connected. An achievement reached in the moments
 * before (a sandbox payment is delivered before the thank-you page's socket is up) was
 * announced to no one, so the loyalty toasts ask the API for what is still unseen.
 */
export function onPaymentsChannelConnected(listener: CatchUpListener): () => void {
  catchUpListeners.add(listener);
  return () => {
    catchUpListeners.delete(listener);
  };
}

/** Tells whoever listens that the payments channel is connected. */
export function announcePaymentsChannelConnected(): void {
  for (const listener of catchUpListeners) listener();
}
