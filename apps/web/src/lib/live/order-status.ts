type Listener = (orderId: string) => void;

const listeners = new Set<Listener>();

/**
 * Hears that one of the customer's orders moved on (paid, held, delivered, refunded, its
 * receipt sent), from the payments channel while it is open, so a page listing orders can ask
 * for them again. Returns the function that stops listening.
 */
export function onOrderStatus(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Tells whoever listens that an order moved on. */
export function announceOrderStatus(orderId: string): void {
  for (const listener of listeners) listener(orderId);
}
