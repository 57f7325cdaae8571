import type { KeyVault } from '../../adapters/key-vault/key-vault';
import type { Db } from '../../db/types';

/** What the purchase services need: the database, the key vault to show keys, a clock. */
export type PurchaseContext = {
  db: Db;
  keyVault: Pick<KeyVault, 'decrypt'>;
  now: () => Date;
};

/** Why a purchase request was refused: expected outcomes, reported as typed results. */
export type PurchaseFailure =
  | 'order-not-found'
  | 'key-not-found'
  | 'key-gifted'
  | 'key-refunded'
  | 'key-not-delivered'
  | 'invoice-not-found'
  | 'gift-revealed'
  | 'gift-already-sent'
  | 'gift-to-self'
  | 'gift-not-found'
  | 'gift-claimed'
  | 'gift-own-claim'
  | 'gift-unavailable'
  | 'refund-revealed'
  | 'refund-gifted'
  | 'refund-window'
  | 'refund-status';

export type PurchaseResult<T> = { ok: true; value: T } | { ok: false; failure: PurchaseFailure };

export const succeed = <T>(value: T): PurchaseResult<T> => ({ ok: true, value });
export const refuse = <T>(failure: PurchaseFailure): PurchaseResult<T> => ({ ok: false, failure });
