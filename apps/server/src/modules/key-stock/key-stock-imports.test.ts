import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_KEY_FILE_BYTES } from '@store/shared/rules/key-file';
import { KeyImport, KeyImportRefusal } from '@store/shared/schemas/key-stock';
import { createKeyFingerprint } from '../../adapters/key-vault/key-fingerprint';
import { createKeyVault } from '../../adapters/key-vault/key-vault';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { stockedPlatformGroup } from '../../test/factories';
import {
  auditOf,
  freshKeys,
  postKeyFile,
  stockOf,
  stockTotals,
} from '../../test/kits/key-stock-test-kit';
import { ADMIN_API, signedInStaff } from '../../test/kits/staff-test-kit';
import { TEST_KEY_SECRET } from '../../test/test-constants';

// Key files imported into a platform entry from the back office: read line by line, checked
// against stock by fingerprint, encrypted at rest, each import on the audit log.
let t: TestApp;
let catalogue: Awaited<ReturnType<typeof signedInStaff>>;
beforeAll(async () => {
  t = await buildTestApp();
  catalogue = await signedInStaff(t, 'catalogue');
});
afterAll(async () => {
  await t.close();
});

const vault = createKeyVault(TEST_KEY_SECRET);
const fingerprint = createKeyFingerprint(TEST_KEY_SECRET);
const newEntry = async (keys = 0) => stockedPlatformGroup(t, { priceMinor: 1000, keys });

async function storedKeys(entryId: number) {
  const { rows } = await t.database.pool.query<{ encrypted_key: string; fingerprint: string }>(
    'select encrypted_key, fingerprint from product_keys where product_platform_id = $1 order by id',
    [entryId],
  );
  return rows;
}

describe('key imports', () => {
  it('imports a plain file, one key per line, encrypted with its fingerprint, on the audit log', async () => {
    const { platformGroupId } = await newEntry();
    const keys = freshKeys(3);
    const file = `  ${keys[0]}  \r\n\n${keys[1]}\n\n${keys[2]}\n`;
    const res = await postKeyFile(catalogue.client, platformGroupId, file, {
      fileName: 'supplier.txt',
    });
    expect(res.statusCode).toBe(201);
    const done = KeyImport.parse(res.json());
    expect(done).toMatchObject({
      status: 'done',
      mode: 'all-or-nothing',
      total: 3,
      processed: 3,
      imported: 3,
      rejected: 0,
      report: [],
      fileName: 'supplier.txt',
    });
    const stored = await storedKeys(platformGroupId);
    expect(stored.map((k) => vault.decrypt(k.encrypted_key, platformGroupId))).toEqual(keys);
    expect(stored.map((k) => k.fingerprint)).toEqual(keys.map(fingerprint));
    expect(stored.some((k) => keys.some((key) => k.encrypted_key.includes(key)))).toBe(false);
    expect(await stockOf(t, platformGroupId)).toMatchObject({ available: 3 });

    expect(await auditOf(t, 'platform_entry', platformGroupId)).toEqual([
      {
        action: 'stock.import',
        staff_email: catalogue.email,
        before: { available: 0 },
        after: {
          importId: done._id,
          lines: 3,
          imported: 3,
          rejected: 0,
          mode: 'all-or-nothing',
          fileName: 'supplier.txt',
        },
      },
    ]);
    const fetched = await catalogue.client.request({
      url: `${ADMIN_API}/stock/imports/${done._id}`,
    });
    expect(KeyImport.parse(fetched.json())).toEqual(done);
  });

  it('reads a CSV by its key column, or by its first column without a header', async () => {
    const { platformGroupId } = await newEntry();
    const [a, b, c, d] = freshKeys(4);
    const named = `order,key,note\n1,${a},"first, with a comma"\n2,"${b}",\n`;
    const res = await postKeyFile(catalogue.client, platformGroupId, named, { type: 'text/csv' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ imported: 2, total: 2 });
    const plain = `${c},x\n"${d}",y\n`;
    const second = await postKeyFile(catalogue.client, platformGroupId, plain, {
      type: 'text/csv; charset=utf-8',
    });
    expect(second.json()).toMatchObject({ imported: 2, total: 2 });
    const stored = await storedKeys(platformGroupId);
    expect(stored.map((k) => vault.decrypt(k.encrypted_key, platformGroupId))).toEqual([
      a,
      b,
      c,
      d,
    ]);
  });

  it('refuses the whole file over any bad line by default, listing each one, and imports nothing', async () => {
    const { platformGroupId } = await newEntry();
    const [stocked, good, repeated] = freshKeys(3);
    expect((await postKeyFile(catalogue.client, platformGroupId, `${stocked}\n`)).statusCode).toBe(
      201,
    );
    const before = await stockTotals(t);
    const file = [
      good, // 1
      'K'.repeat(201), // 2: too long
      'KEY-WITH-ÜMLAUT', // 3: not printable ASCII
      repeated, // 4
      '', // 5: blank, skipped
      repeated?.toLowerCase(), // 6: the same key as line 4
      stocked, // 7: already in stock
      '----', // 8: no key at all
    ].join('\n');
    const res = await postKeyFile(catalogue.client, platformGroupId, file);
    expect(res.statusCode).toBe(422);
    const refusal = KeyImportRefusal.parse(res.json());
    expect(refusal.message).toMatch(/nothing was imported/);
    expect(refusal.import).toMatchObject({ status: 'refused', imported: 0, total: 7, rejected: 5 });
    expect(refusal.import.report).toEqual([
      { line: 2, reason: 'too-long' },
      { line: 3, reason: 'bad-characters' },
      { line: 6, reason: 'duplicate-in-file', firstLine: 4 },
      { line: 7, reason: 'already-in-stock' },
      { line: 8, reason: 'no-key' },
    ]);
    expect(await stockTotals(t)).toEqual(before);
  });

  it('imports only the good lines when asked, reporting the others', async () => {
    const { platformGroupId } = await newEntry();
    const [one, two] = freshKeys(2);
    const file = `${one}\n${'X'.repeat(300)}\n${two}\n${one}\n`;
    const res = await postKeyFile(catalogue.client, platformGroupId, file, { mode: 'good-lines' });
    expect(res.statusCode).toBe(201);
    expect(KeyImport.parse(res.json())).toMatchObject({
      status: 'done',
      mode: 'good-lines',
      total: 4,
      processed: 4,
      imported: 2,
      rejected: 2,
      report: [
        { line: 2, reason: 'too-long' },
        { line: 4, reason: 'duplicate-in-file', firstLine: 1 },
      ],
    });
    expect(await stockOf(t, platformGroupId)).toMatchObject({ available: 2 });
  });

  it('adds each key once when the same file is imported twice', async () => {
    const { platformGroupId } = await newEntry();
    const file = freshKeys(5).join('\n');
    const first = await postKeyFile(catalogue.client, platformGroupId, file, {
      mode: 'good-lines',
    });
    expect(first.json()).toMatchObject({ imported: 5 });
    const again = await postKeyFile(catalogue.client, platformGroupId, file, {
      mode: 'good-lines',
    });
    expect(again.statusCode).toBe(201);
    expect(again.json()).toMatchObject({ imported: 0, rejected: 5 });
    expect(KeyImport.parse(again.json()).report.every((l) => l.reason === 'already-in-stock')).toBe(
      true,
    );
    const strict = await postKeyFile(catalogue.client, platformGroupId, file);
    expect(strict.statusCode).toBe(422);
    expect(await stockOf(t, platformGroupId)).toMatchObject({ available: 5 });
  });

  it('refuses a key stocked under another entry, however it is spaced or cased', async () => {
    const one = await newEntry();
    const other = await newEntry();
    const [key] = freshKeys(1);
    await postKeyFile(catalogue.client, one.platformGroupId, `${key}\n`);
    const res = await postKeyFile(
      catalogue.client,
      other.platformGroupId,
      ` ${key?.toLowerCase().replaceAll('-', ' ')} \n`,
    );
    expect(res.statusCode).toBe(422);
    expect(KeyImportRefusal.parse(res.json()).import.report).toEqual([
      { line: 1, reason: 'already-in-stock' },
    ]);
    expect(await stockOf(t, other.platformGroupId)).toMatchObject({ available: 0 });
  });
});

describe('bad key files', () => {
  it('answers a binary file 400 and changes nothing', async () => {
    const { platformGroupId } = await newEntry();
    const before = await stockTotals(t);
    const withNul = await postKeyFile(
      catalogue.client,
      platformGroupId,
      Buffer.from([0x41, 0x42, 0x00, 0x43, 0x0a]),
    );
    expect(withNul.statusCode).toBe(400);
    expect(withNul.json()).toMatchObject({ code: 'BINARY_FILE' });
    expect(withNul.json<{ message: string }>().message).toMatch(/binary file/);
    const notUtf8 = await postKeyFile(
      catalogue.client,
      platformGroupId,
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0xff, 0xfe]),
    );
    expect(notUtf8.statusCode).toBe(400);
    expect(notUtf8.json()).toMatchObject({ code: 'BINARY_FILE' });
    expect(await stockTotals(t)).toEqual(before);
  });

  it('answers a file over the size limit 413 with a clear message', async () => {
    const { platformGroupId } = await newEntry();
    const before = await stockTotals(t);
    const line = `${'A'.repeat(99)}\n`;
    const big = line.repeat(Math.ceil((MAX_KEY_FILE_BYTES + 1) / line.length));
    const res = await postKeyFile(catalogue.client, platformGroupId, big);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'FILE_TOO_LARGE' });
    expect(res.json<{ message: string }>().message).toMatch(/larger than 10 MB/);
    expect(await stockTotals(t)).toEqual(before);
  });

  it('refuses a 10,000-character key, an empty file, JSON and an unknown entry', async () => {
    const { platformGroupId } = await newEntry();
    const before = await stockTotals(t);
    const long = await postKeyFile(catalogue.client, platformGroupId, 'K'.repeat(10_000));
    expect(long.statusCode).toBe(422);
    expect(KeyImportRefusal.parse(long.json()).import.report).toEqual([
      { line: 1, reason: 'too-long' },
    ]);
    const empty = await postKeyFile(catalogue.client, platformGroupId, '\n  \n');
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ code: 'EMPTY_FILE' });
    const json = await postKeyFile(catalogue.client, platformGroupId, '{"keys":["A"]}', {
      type: 'application/json',
    });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toMatchObject({ code: 'NOT_TEXT' });
    const unknown = await postKeyFile(catalogue.client, 2_000_000_000, 'ABC-DEF\n');
    expect(unknown.statusCode).toBe(404);
    const badMode = await postKeyFile(catalogue.client, platformGroupId, 'ABC\n', {
      mode: 'some',
    });
    expect(badMode.statusCode).toBe(400);
    expect(await stockTotals(t)).toEqual(before);
  });

  it('is for catalogue staff and admins only', async () => {
    const { platformGroupId } = await newEntry();
    const support = await signedInStaff(t, 'support');
    const res = await postKeyFile(support.client, platformGroupId, 'ABCDE-FGHIJ\n');
    expect(res.statusCode).toBe(403);
    const admin = await signedInStaff(t, 'admin');
    const allowed = await postKeyFile(admin.client, platformGroupId, `${freshKeys(1)[0]}\n`);
    expect(allowed.statusCode).toBe(201);
  });
});
