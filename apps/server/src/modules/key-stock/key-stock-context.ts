import type { KeyFingerprint } from '../../adapters/key-vault/key-fingerprint';
import type { KeyVault } from '../../adapters/key-vault/key-vault';
import type { Db } from '../../db/types';

/** What the key stock's services use: the database, the vault, fingerprints, a clock, the log. */
export type KeyStockContext = {
  db: Db;
  keyVault: Pick<KeyVault, 'encrypt' | 'decrypt'>;
  fingerprint: KeyFingerprint;
  now: () => Date;
  log: (message: string, error?: unknown) => void;
  /** Called once keys a background import added have committed: the shop's stock changed. */
  stockChanged?: () => void;
};

/** The staff member behind a change, as the audit log records them. */
export type Actor = { userId: number; email: string; ip: string };
