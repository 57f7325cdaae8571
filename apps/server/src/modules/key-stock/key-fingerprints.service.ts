import type { KeyFingerprint } from '../../adapters/key-vault/key-fingerprint';
import type { KeyVault } from '../../adapters/key-vault/key-vault';
import type { Db } from '../../db/types';
import {
  findStockedFingerprints,
  findUnfingerprintedKeys,
  saveFingerprints,
  voidDuplicateKey,
} from './key-imports.repository';

const BACKFILL_BATCH = 1000;

export type BackfillSummary = { fingerprinted: number; duplicates: number; unreadable: number };

/**
 * Gives every key stored before fingerprints existed its fingerprint (decrypt, then HMAC),
 * in batches of a thousand, so the unique index covers old stock too. A key that repeats one
 * already fingerprinted keeps none and, if still on sale, is voided: the same key must never
 * be sold twice. A key that does not decrypt (another secret) is left as it is and counted.
 * Idempotent: a fresh or finished database has nothing to do.
 */
export async function backfillKeyFingerprints(
  db: Db,
  deps: { keyVault: Pick<KeyVault, 'decrypt'>; fingerprint: KeyFingerprint; now: () => Date },
): Promise<BackfillSummary> {
  const summary: BackfillSummary = { fingerprinted: 0, duplicates: 0, unreadable: 0 };
  let afterId = 0;
  for (;;) {
    const rows = await findUnfingerprintedKeys(db, afterId, BACKFILL_BATCH);
    const last = rows.at(-1);
    if (!last) return summary;
    afterId = last.id;
    const computed: { id: number; fingerprint: string; status: string }[] = [];
    for (const row of rows) {
      try {
        const plain = deps.keyVault.decrypt(row.encryptedKey, row.entryId);
        computed.push({ id: row.id, fingerprint: deps.fingerprint(plain), status: row.status });
      } catch {
        summary.unreadable++;
      }
    }
    await db.transaction(async (tx) => {
      const stocked = await findStockedFingerprints(
        tx,
        computed.map((c) => c.fingerprint),
      );
      const unique: { id: number; fingerprint: string }[] = [];
      const seen = new Map<string, number>();
      for (const c of computed) {
        const first = seen.get(c.fingerprint);
        if (stocked.has(c.fingerprint) || first !== undefined) {
          summary.duplicates++;
          await voidDuplicateKey(
            tx,
            c.id,
            first === undefined
              ? 'The same key is already in stock.'
              : `The same key is already in stock (key ${first}).`,
            deps.now(),
          );
          continue;
        }
        seen.set(c.fingerprint, c.id);
        unique.push({ id: c.id, fingerprint: c.fingerprint });
      }
      await saveFingerprints(tx, unique);
      summary.fingerprinted += unique.length;
    });
  }
}
