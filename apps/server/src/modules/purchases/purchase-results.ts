import type { KeyVault } from '../../adapters/key-vault/key-vault';
import type { Db } from '../../db/types';
import type { Failure, Result } from '../../lib/result';

/** What the purchase services need: the database, the key vault to show keys, a clock. */
export type PurchaseContext = {
  db: Db;
  keyVault: Pick<KeyVault, 'decrypt'>;
  now: () => Date;
};

/** Why a purchase request was refused: expected outcomes, reported as typed results. */
export type PurchaseRefusal =
  | 'order-not-found'
  | 'key-not-found'
  | 'key-gifted'
  | 'key-refunded'
  | 'key-not-delivered'
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

export type PurchaseFailure = Failure<PurchaseRefusal>;

export type PurchaseResult<T> = Result<T, PurchaseFailure>;
