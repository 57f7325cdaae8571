import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuditReply } from '@store/shared/schemas/staff';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { ADMIN_API, signedInStaff } from '../../test/kits/staff-test-kit';
import type { TestClient } from '../../test/test-client';
import { insertAudit } from './staff.repository';

// The audit log for admins: filters, pages and the CSV export (itself audited).
let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInStaff>>;
let other: Awaited<ReturnType<typeof signedInStaff>>;
let tag: string;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await signedInStaff(t, 'admin');
  other = await signedInStaff(t, 'catalogue');
  tag = `t${Date.now().toString(36)}`;
  const entries = [
    { by: admin, action: `${tag}.product.update`, targetId: 'p1', at: '2031-03-01T10:00:00Z' },
    { by: other, action: `${tag}.product.publish`, targetId: 'p1', at: '2031-03-02T10:00:00Z' },
    { by: other, action: `${tag}.key.void`, targetId: 'k9', at: '2031-03-03T10:00:00Z' },
    {
      by: admin,
      action: `${tag}.product.update`,
      targetId: '=cmd|"/C calc"!A0',
      at: '2031-03-04T10:00:00Z',
    },
  ];
  for (const e of entries) {
    await insertAudit(t.database.db, {
      staffUserId: e.by.userId,
      staffEmail: e.by.email,
      action: e.action,
      targetType: 'product',
      targetId: e.targetId,
      before: { title: 'Old, "quoted" title' },
      after: { title: 'New title' },
      ip: '10.0.0.1',
      at: new Date(e.at),
    });
  }
});
afterAll(async () => {
  await t.close();
});

const list = async (client: TestClient, query: string) => {
  const res = await client.request({ url: `${ADMIN_API}/audit?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return AuditReply.parse(res.json());
};

describe('GET /api/v1/admin/audit', () => {
  it('filters by action prefix, staff e-mail, target and time range', async () => {
    const byPrefix = await list(admin.client, `action=${tag}.product.`);
    expect(byPrefix.entries.map((e) => e.targetId)).toEqual(['=cmd|"/C calc"!A0', 'p1', 'p1']);

    const byStaff = await list(
      admin.client,
      `action=${tag}.&staffEmail=${encodeURIComponent(other.email.toUpperCase())}`,
    );
    expect(byStaff.entries.map((e) => e.action)).toEqual([
      `${tag}.key.void`,
      `${tag}.product.publish`,
    ]);

    const byTarget = await list(admin.client, `action=${tag}.&targetType=product&targetId=p1`);
    expect(byTarget.total).toBe(2);

    const byRange = await list(admin.client, `action=${tag}.&from=2031-03-02&to=2031-03-04`);
    expect(byRange.entries.map((e) => e.at)).toEqual([
      '2031-03-03T10:00:00.000Z',
      '2031-03-02T10:00:00.000Z',
    ]);
  });

  it('pages through the matches', async () => {
    const first = await list(admin.client, `action=${tag}.&limit=3&page=1`);
    const second = await list(admin.client, `action=${tag}.&limit=3&page=2`);
    expect([first.total, first.pages, first.entries.length]).toEqual([4, 2, 3]);
    expect(second.entries).toHaveLength(1);
    expect(second.entries[0]?.at).toBe('2031-03-01T10:00:00.000Z');
  });

  it('matches the action prefix literally, not as a pattern', async () => {
    expect((await list(admin.client, `action=${tag}%25`)).total).toBe(0);
    expect((await list(admin.client, `action=${tag.slice(0, 2)}_`)).total).toBe(0);
  });

  it.each(['from=yesterday', 'to=2031-13-45', 'limit=500', 'page=0'])(
    'refuses %s with 400',
    async (query) => {
      const res = await admin.client.request({ url: `${ADMIN_API}/audit?${query}` });
      expect(res.statusCode).toBe(400);
    },
  );
});

describe('GET /api/v1/admin/audit/export.csv', () => {
  it('exports the matching entries as escaped CSV, and records the export', async () => {
    const res = await admin.client.request({
      url: `${ADMIN_API}/audit/export.csv?action=${tag}.product.`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="audit-[\d-]+\.csv"$/,
    );
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .slice(0, -1);
    expect(lines[0]).toBe('id,at,staff_email,action,target_type,target_id,before,after,ip');
    expect(lines).toHaveLength(4);
    const newest = lines[1] ?? '';
    // The formula is defused and quoted; the JSON's quotes are doubled inside a quoted cell.
    expect(newest).toContain(`,"'=cmd|""/C calc""!A0",`);
    expect(newest).toContain(`,"{""title"":""Old, \\""quoted\\"" title""}",`);
    expect(newest).toContain(
      `,2031-03-04T10:00:00.000Z,${admin.email},${tag}.product.update,product,`,
    );
    expect(newest.endsWith(',10.0.0.1')).toBe(true);

    const exports = await list(
      admin.client,
      `action=audit.export&staffEmail=${encodeURIComponent(admin.email)}`,
    );
    expect(exports.entries[0]?.after).toEqual({
      filters: { action: `${tag}.product.` },
      rows: 3,
    });
  });

  it('leaves its own entry out of the file', async () => {
    const res = await admin.client.request({ url: `${ADMIN_API}/audit/export.csv?action=audit.` });
    const lines = res.body.split('\r\n').slice(1, -1);
    const before = (await list(admin.client, 'action=audit.')).total;
    expect(lines).toHaveLength(before - 1);
  });

  it('is for admins only', async () => {
    for (const role of ['finance', 'support', 'catalogue'] as const) {
      const member = await signedInStaff(t, role);
      expect(
        (await member.client.request({ url: `${ADMIN_API}/audit/export.csv` })).statusCode,
      ).toBe(403);
    }
  });
});
