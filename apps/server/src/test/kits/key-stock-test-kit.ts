import { randomBytes } from 'node:crypto';
import { KeyImport } from '@store/shared/schemas/key-stock';
import type { TestApp } from '../build-test-app';
import type { TestClient } from '../test-client';
import { ADMIN_API } from './staff-test-kit';

// The key stock's tests: key files, imports through the back office and what stock holds.

/** `count` keys no other test has, in a platform's usual layout. */
export function freshKeys(count: number): string[] {
  const prefix = randomBytes(4).toString('hex').toUpperCase();
  return Array.from(
    { length: count },
    (_, i) =>
      `${prefix}-${String(i).padStart(6, '0')}-${randomBytes(3).toString('hex').toUpperCase()}`,
  );
}

/** POST a key file to an entry; `type` text/plain by default. */
export function postKeyFile(
  client: TestClient,
  entryId: number | string,
  body: string | Buffer,
  options: { mode?: string; type?: string; fileName?: string } = {},
) {
  const query = new URLSearchParams();
  if (options.mode) query.set('mode', options.mode);
  if (options.fileName) query.set('fileName', options.fileName);
  const qs = query.size > 0 ? `?${query.toString()}` : '';
  return client.request({
    method: 'POST',
    url: `${ADMIN_API}/stock/${entryId}/imports${qs}`,
    headers: { 'content-type': options.type ?? 'text/plain' },
    payload: body,
  });
}

/** Polls an import until it is no longer running; returns every state seen. */
export async function waitForImport(client: TestClient, id: string, timeoutMs = 60_000) {
  const seen: KeyImport[] = [];
  const until = Date.now() + timeoutMs;
  for (;;) {
    const res = await client.request({ url: `${ADMIN_API}/stock/imports/${id}` });
    if (res.statusCode !== 200) throw new Error(`import ${id}: ${res.statusCode} ${res.body}`);
    const state = KeyImport.parse(res.json());
    seen.push(state);
    if (state.status !== 'running') return seen;
    if (Date.now() > until) throw new Error(`import ${id} still running`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The keys of an entry by status, voided included. */
export async function stockOf(t: TestApp, entryId: number) {
  const { rows } = await t.database.pool.query<{ status: string; n: number }>(
    `select status, count(*)::int as n from product_keys where product_platform_id = $1 group by status`,
    [entryId],
  );
  const of = (status: string) => rows.find((r) => r.status === status)?.n ?? 0;
  return {
    available: of('available'),
    reserved: of('reserved'),
    sold: of('sold'),
    voided: of('voided'),
  };
}

/** How many keys the whole stock holds, and how many imports were recorded. */
export async function stockTotals(t: TestApp) {
  const { rows } = await t.database.pool.query<{ keys: number; imports: number }>(
    `select (select count(*)::int from product_keys) as keys,
            (select count(*)::int from key_imports) as imports`,
  );
  const row = rows[0];
  if (!row) throw new Error('no totals');
  return row;
}

/** The audit entries of one target, oldest first. */
export async function auditOf(t: TestApp, targetType: string, targetId: string | number) {
  const { rows } = await t.database.pool.query<{
    action: string;
    staff_email: string;
    before: unknown;
    after: unknown;
  }>(
    `select action, staff_email, before, after from audit_log
     where target_type = $1 and target_id = $2 order by id`,
    [targetType, String(targetId)],
  );
  return rows;
}
