/** What the store asks a payment provider for when checkout starts. */
export type OpenIntentInput = {
  /**
   * The store's own reference for the payment (the order's public id). Providers treat it as
   * their idempotency key: opening an intent again with the same reference returns the same
   * intent and secrets, so a repeated checkout call never charges twice.
   */
  reference: string;
  /** Minor units as the store counts them (ISO 4217 exponent); the adapter converts. */
  amountMinor: number;
  currency: string;
};

/** A payment intent at the provider: its id and the secrets the browser confirms it with. */
export type ProviderIntent = {
  provider: string;
  intentId: string;
  clientSecret: string;
  paymentSession: string;
};

/** The payments port: the sandbox provider now, a card processor behind the same shape later. */
export type PaymentProvider = {
  openIntent: (input: OpenIntentInput) => Promise<ProviderIntent>;
  /**
   * True when `sessionSecret` is the secret of the intent's payment session, which the
   * provider hands the browser with its return to the store. The store keeps no copy of it,
   * so only the provider can vouch for it; a provider without session secrets leaves this
   * out and the store accepts no return from it.
   */
  verifySessionSecret?: (intentId: string, sessionSecret: string) => boolean;
  /**
   * Returns the whole amount of a succeeded payment to the card. `reference` is the store's
   * idempotency key for the refund (its refund row): asking again with the same reference
   * returns the first refund rather than paying twice.
   */
  refund: (input: RefundInput) => Promise<ProviderRefund>;
};

export type RefundInput = {
  reference: string;
  intentId: string;
  amountMinor: number;
  currency: string;
};

export type ProviderRefund = { refundId: string; status: 'succeeded' | 'pending' };
