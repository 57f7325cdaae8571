import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  AdminCareerPosition,
  AdminCareerPositionsReply,
  type CareerPositionBody,
} from '@store/shared/schemas/admin-settings';
import { CareerPosition } from '@store/shared/schemas/contact';
import { AuditReply } from '@store/shared/schemas/staff';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { jobApplication } from '../../test/factories';
import { ADMIN_API, postAdmin, signedInStaff } from '../../test/kits/staff-test-kit';
import { createTestClient, type TestClient } from '../../test/test-client';

// Admins keep the careers page's positions; the public page follows every change.
let t: TestApp;
let admin: TestClient;
beforeAll(async () => {
  t = await buildTestApp();
  admin = (await signedInStaff(t, 'admin')).client;
});
afterAll(async () => {
  await t.close();
});

let serial = 0;
const newPosition = (overrides: Partial<CareerPositionBody> = {}): CareerPositionBody => ({
  title: `Platform Engineer ${++serial}`,
  team: 'Engineering',
  location: 'Zürich or remote',
  type: 'full-time',
  summary: 'Keep the store fast and the keys safe.',
  ...overrides,
});

async function create(body: unknown = newPosition()) {
  const res = await postAdmin(admin, '/careers/positions', body);
  expect(res.statusCode, res.body).toBe(201);
  return AdminCareerPosition.parse(res.json());
}
const edit = (id: string, body: unknown) =>
  admin.request({
    method: 'PATCH',
    url: `${ADMIN_API}/careers/positions/${id}`,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });
const editorList = async () =>
  AdminCareerPositionsReply.parse(
    (await admin.request({ url: `${ADMIN_API}/careers/positions` })).json(),
  ).positions;
const publicList = async () =>
  z
    .array(CareerPosition)
    .parse((await createTestClient(t.app).request({ url: '/api/v1/careers/positions' })).json());

describe('the careers editor', () => {
  it('creates a position at the end of the list, shown on the careers page', async () => {
    const body = newPosition({ title: 'Head of Support' });
    const created = await create(body);
    expect(created).toMatchObject({ title: 'Head of Support', open: true, type: 'full-time' });
    const listed = await editorList();
    expect(listed.at(-1)?._id).toBe(created._id);
    expect((await publicList()).at(-1)).toEqual({
      _id: created._id,
      title: body.title,
      team: body.team,
      location: body.location,
      type: body.type,
      summary: body.summary,
    });
  });

  it('gives two positions of the same title their own slugs', async () => {
    const first = await create(newPosition({ title: 'Designer' }));
    const second = await create(newPosition({ title: 'Designer' }));
    expect(second._id).not.toBe(first._id);
    const { rows } = await t.database.pool.query<{ slug: string }>(
      'select slug from career_positions where id = any($1::int[])',
      [[Number(first._id), Number(second._id)]],
    );
    expect(new Set(rows.map((r) => r.slug)).size).toBe(2);
  });

  it('edits a position, and the page shows the new words', async () => {
    const created = await create();
    const res = await edit(created._id, { title: 'Staff Engineer', type: 'contract' });
    expect(res.statusCode).toBe(200);
    expect(AdminCareerPosition.parse(res.json())).toMatchObject({
      title: 'Staff Engineer',
      type: 'contract',
      team: created.team,
    });
    expect((await publicList()).find((p) => p._id === created._id)).toMatchObject({
      title: 'Staff Engineer',
      type: 'contract',
    });
  });

  it('closes a position (gone from the page, no applications) and reopens it', async () => {
    const created = await create();
    const closed = await postAdmin(admin, `/careers/positions/${created._id}/close`);
    expect(AdminCareerPosition.parse(closed.json()).open).toBe(false);
    expect((await publicList()).some((p) => p._id === created._id)).toBe(false);
    expect((await editorList()).find((p) => p._id === created._id)?.open).toBe(false);
    const applied = await createTestClient(t.app).request({
      method: 'POST',
      url: '/api/v1/careers/apply',
      payload: jobApplication({ positionId: created._id }),
    });
    expect(applied.statusCode).toBe(404);
    expect((await postAdmin(admin, `/careers/positions/${created._id}/close`)).statusCode).toBe(
      409,
    );

    const reopened = await postAdmin(admin, `/careers/positions/${created._id}/reopen`);
    expect(AdminCareerPosition.parse(reopened.json()).open).toBe(true);
    expect((await publicList()).some((p) => p._id === created._id)).toBe(true);
  });

  it('reorders the positions, and the page follows', async () => {
    await create();
    const ids = (await editorList()).map((p) => p._id);
    const reversed = [...ids].reverse();
    const res = await postAdmin(admin, '/careers/positions/reorder', { ids: reversed });
    expect(res.statusCode).toBe(200);
    expect(AdminCareerPositionsReply.parse(res.json()).positions.map((p) => p._id)).toEqual(
      reversed,
    );
    const open = new Set((await editorList()).filter((p) => p.open).map((p) => p._id));
    expect((await publicList()).map((p) => p._id)).toEqual(reversed.filter((id) => open.has(id)));
  });

  it('refuses a reorder that leaves out or repeats a position', async () => {
    const ids = (await editorList()).map((p) => p._id);
    for (const bad of [ids.slice(1), [...ids, ids[0]], [...ids.slice(1), '999999']]) {
      const res = await postAdmin(admin, '/careers/positions/reorder', { ids: bad });
      expect(res.statusCode).toBe(400);
    }
    expect((await editorList()).map((p) => p._id)).toEqual(ids);
  });

  it.each([
    [{ ...newPosition(), title: '' }],
    [{ ...newPosition(), title: 'Two\nlines' }],
    [{ ...newPosition(), type: 'freelance' }],
    [{ ...newPosition(), summary: 'x'.repeat(2001) }],
    [{ ...newPosition(), extra: true }],
    [{}],
  ])('refuses a bad position with 400: %j', async (body) => {
    const before = (await editorList()).length;
    expect((await postAdmin(admin, '/careers/positions', body)).statusCode).toBe(400);
    expect(await editorList()).toHaveLength(before);
  });

  it('answers 404 for an unknown position and 400 for an empty edit', async () => {
    expect((await edit('999999', { title: 'Nobody' })).statusCode).toBe(404);
    expect((await edit('99999999999', { title: 'Nobody' })).statusCode).toBe(404);
    expect((await postAdmin(admin, '/careers/positions/999999/close')).statusCode).toBe(404);
    const created = await create();
    expect((await edit(created._id, {})).statusCode).toBe(400);
  });

  it('puts every change on the audit log with before and after', async () => {
    const created = await create();
    await edit(created._id, { location: 'Lisbon' });
    await postAdmin(admin, `/careers/positions/${created._id}/close`);
    const audit = AuditReply.parse(
      (
        await admin.request({
          url: `${ADMIN_API}/audit?targetType=career_position&targetId=${created._id}`,
        })
      ).json(),
    );
    expect(audit.entries.map((e) => e.action)).toEqual([
      'career_position.close',
      'career_position.update',
      'career_position.create',
    ]);
    expect(audit.entries[1]).toMatchObject({
      before: { location: created.location },
      after: { location: 'Lisbon' },
    });
    expect(audit.entries[0]).toMatchObject({ before: { open: true }, after: { open: false } });
  });

  it('is for admins only', async () => {
    const support = await signedInStaff(t, 'support');
    expect((await postAdmin(support.client, '/careers/positions', newPosition())).statusCode).toBe(
      403,
    );
  });
});
