import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KeyImport } from '@store/shared/schemas/key-stock';
import { createKeyFingerprint } from '../../adapters/key-vault/key-fingerprint';
import { createKeyVault } from '../../adapters/key-vault/key-vault';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { stockedPlatformGroup } from '../../test/factories';
import { freshKeys, postKeyFile, stockOf, waitForImport } from '../../test/kits/key-stock-test-kit';
import { signedInStaff } from '../../test/kits/staff-test-kit';
import { TEST_KEY_SECRET } from '../../test/test-constants';
import { backfillKeyFingerprints } from './key-fingerprints.service';

// Large imports in the background with their progress, two imports of one file at once, and
// the start-up backfill of fingerprints for keys stored before they existed.
let t: TestApp;
let catalogue: Awaited<ReturnType<typeof signedInStaff>>;
beforeAll(async () => {
  t = await buildTestApp();
  catalogue = await signedInStaff(t, 'catalogue');
});
afterAll(async () => {
  await t.close();
});

const newEntry = (keys = 0) => stockedPlatformGroup(t, { priceMinor: 1000, keys });

describe('large key imports', () => {
  it('imports 20,000 keys in the background, its progress readable until done', async () => {
    const { platformGroupId } = await newEntry();
    const file = `${freshKeys(20_000).join('\n')}\n${'B'.repeat(201)}\n`;
    const res = await postKeyFile(catalogue.client, platformGroupId, file, { mode: 'good-lines' });
    expect(res.statusCode).toBe(202);
    const started = KeyImport.parse(res.json());
    expect(started).toMatchObject({ status: 'running', total: 20_001, rejected: 1 });
    const seen = await waitForImport(catalogue.client, started._id);
    const done = seen.at(-1);
    expect(done).toMatchObject({
      status: 'done',
      total: 20_001,
      processed: 20_001,
      imported: 20_000,
      rejected: 1,
      report: [{ line: 20_001, reason: 'too-long' }],
    });
    const progress = seen.map((s) => s.processed);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(await stockOf(t, platformGroupId)).toMatchObject({ available: 20_000 });
  }, 120_000);

  it('adds each key once when two imports of the same file run at once', async () => {
    const { platformGroupId } = await newEntry();
    const file = freshKeys(3_000).join('\n');
    const [a, b] = await Promise.all([
      postKeyFile(catalogue.client, platformGroupId, file, { mode: 'good-lines' }),
      postKeyFile(catalogue.client, platformGroupId, file, { mode: 'good-lines' }),
    ]);
    const ends = await Promise.all(
      [a, b].map(async (res) => {
        expect(res.statusCode).toBe(202);
        return (await waitForImport(catalogue.client, KeyImport.parse(res.json())._id)).at(-1);
      }),
    );
    expect(ends.map((e) => e?.status)).toEqual(['done', 'done']);
    expect((ends[0]?.imported ?? 0) + (ends[1]?.imported ?? 0)).toBe(3_000);
    expect((ends[0]?.rejected ?? 0) + (ends[1]?.rejected ?? 0)).toBe(3_000);
    expect(await stockOf(t, platformGroupId)).toMatchObject({ available: 3_000 });
  }, 120_000);
});

describe('fingerprint backfill', () => {
  it('fingerprints older keys once, and voids an available key that repeats one in stock', async () => {
    const older = await newEntry(3);
    const vault = createKeyVault(TEST_KEY_SECRET);
    const fingerprint = createKeyFingerprint(TEST_KEY_SECRET);
    const [stocked] = freshKeys(1);
    await postKeyFile(catalogue.client, older.platformGroupId, `${stocked}\n`);
    // A copy of the imported key stored the old way, without a fingerprint.
    const { rows } = await t.database.pool.query<{ id: string }>(
      `insert into product_keys (product_platform_id, encrypted_key) values ($1, $2) returning id`,
      [older.platformGroupId, vault.encrypt(stocked?.toLowerCase() ?? '', older.platformGroupId)],
    );
    const copyId = Number(rows[0]?.id);
    const deps = { keyVault: vault, fingerprint, now: () => new Date() };
    const summary = await backfillKeyFingerprints(t.database.db, deps);
    expect(summary.fingerprinted).toBeGreaterThanOrEqual(3);
    expect(summary.duplicates).toBeGreaterThanOrEqual(1);
    const { rows: keys } = await t.database.pool.query<{
      id: string;
      fingerprint: string | null;
      status: string;
    }>('select id, fingerprint, status from product_keys where product_platform_id = $1', [
      older.platformGroupId,
    ]);
    const copy = keys.find((k) => Number(k.id) === copyId);
    expect(copy).toMatchObject({ fingerprint: null, status: 'voided' });
    const others = keys.filter((k) => Number(k.id) !== copyId);
    expect(others.every((k) => k.fingerprint !== null && k.status === 'available')).toBe(true);
    expect(others.some((k) => older.keyIds.includes(Number(k.id)) && k.fingerprint !== null)).toBe(
      true,
    );
    const again = await backfillKeyFingerprints(t.database.db, deps);
    expect(again.fingerprinted).toBe(0);
  });
});
