import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  CAREERS_MESSAGES,
  CareerPosition,
  FormReply,
  type JobApplicationBody,
} from '@store/shared/schemas/contact';
import { CAREER_POSITION_ROWS } from '../../db/seed/lookups-data';
import { buildTestApp, countRows, type TestApp } from '../../test/build-test-app';
import { jobApplication, uniqueEmail } from '../../test/factories';
import { createTestClient, type TestClient } from '../../test/test-client';
import { APPLY_LIMIT } from './careers.service';

let t: TestApp;
let positions: CareerPosition[];
let closedId: string;
beforeAll(async () => {
  t = await buildTestApp();
  const { rows } = await t.database.pool.query<{ id: number }>(
    `insert into career_positions (slug, title, team, location, employment_type, summary, open, position)
     values ('closed-role', 'Closed Role', 'Engineering', 'Remote', 'contract', 'Filled.', false, 0)
     returning id`,
  );
  closedId = String(rows[0]?.id);
  const res = await createTestClient(t.app).request({ url: '/api/v1/careers/positions' });
  positions = z.array(CareerPosition).parse(res.json());
});
afterAll(async () => t.close());

const apply = (client: TestClient, payload: unknown) =>
  client.request({ method: 'POST', url: '/api/v1/careers/apply', payload: payload as object });
const firstPosition = (): string => positions[0]?._id ?? '';
const secondPosition = (): string => positions[1]?._id ?? '';

async function applicationsOf(email: string) {
  const { rows } = await t.database.pool.query<{ position_id: number; email: string }>(
    'select position_id, email from job_applications where lower(email) = lower($1) order by id',
    [email],
  );
  return rows;
}

describe('GET /api/v1/careers/positions', () => {
  it('lists the open positions in page order, without closed ones', () => {
    expect(positions.map((p) => p.title)).toEqual(CAREER_POSITION_ROWS.map((p) => p.title));
    expect(positions.map((p) => p._id)).not.toContain(closedId);
    expect(positions[0]).toMatchObject({
      title: 'Senior Backend Engineer (TypeScript)',
      team: 'Engineering',
      type: 'full-time',
    });
  });
});

describe('POST /api/v1/careers/apply', () => {
  it('records an application', async () => {
    const body = jobApplication({ positionId: firstPosition() });
    const res = await apply(createTestClient(t.app), body);
    expect(res.statusCode).toBe(201);
    expect(FormReply.parse(res.json())).toEqual({ message: CAREERS_MESSAGES.applied });
    expect(await applicationsOf(body.email)).toEqual([
      { position_id: Number(body.positionId), email: body.email },
    ]);
  });

  it('refuses a second application to the same position in any letter case', async () => {
    const body = jobApplication({ positionId: firstPosition() });
    expect((await apply(createTestClient(t.app), body)).statusCode).toBe(201);
    const again = await apply(createTestClient(t.app), {
      ...body,
      email: body.email.toUpperCase(),
      message: 'Just checking you got it.',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      message: CAREERS_MESSAGES.alreadyApplied,
      code: 'ALREADY_APPLIED',
    });
    const other = await apply(createTestClient(t.app), { ...body, positionId: secondPosition() });
    expect(other.statusCode).toBe(201);
    expect((await applicationsOf(body.email)).map((a) => String(a.position_id))).toEqual([
      firstPosition(),
      secondPosition(),
    ]);
  });

  it('lets exactly one of two racing identical applications through', async () => {
    for (let round = 0; round < 5; round++) {
      const body = jobApplication({ positionId: firstPosition(), email: uniqueEmail('race') });
      const [a, b] = [createTestClient(t.app), createTestClient(t.app)];
      // Both hold their CSRF cookie first, so the two applications leave at the same moment.
      await Promise.all([
        a.request({ url: '/api/v1/health' }),
        b.request({ url: '/api/v1/health' }),
      ]);
      const replies = await Promise.all([apply(a, body), apply(b, body)]);
      expect(replies.map((r) => r.statusCode).sort()).toEqual([201, 409]);
      expect(await applicationsOf(body.email)).toHaveLength(1);
    }
  });

  it.each([
    ['an unknown position', () => '999999'],
    ['an id beyond any position', () => '999999999999'],
    ['a closed position', () => closedId],
  ])('answers 404 for %s and stores nothing', async (_case, positionId) => {
    const before = await countRows(t, 'job_applications');
    const res = await apply(createTestClient(t.app), jobApplication({ positionId: positionId() }));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
    expect(await countRows(t, 'job_applications')).toBe(before);
  });

  const valid = (overrides: Partial<JobApplicationBody> = {}) =>
    jobApplication({ positionId: '1', ...overrides });
  it.each([
    ['an empty body', () => ({})],
    ['a missing position', () => ({ ...valid(), positionId: undefined })],
    ['a non-numeric position', () => valid({ positionId: 'backend' })],
    ['a numeric position id', () => ({ ...valid(), positionId: 1 })],
    ['a missing e-mail', () => ({ ...valid(), email: undefined })],
    ['an invalid e-mail', () => valid({ email: 'applicant@' })],
    ['an empty name', () => valid({ name: '' })],
    ['a blank message', () => valid({ message: '   ' })],
    ['a message over 5000 characters', () => valid({ message: 'm'.repeat(5001) })],
    ['a 10 MB string', () => valid({ message: 'x'.repeat(10 * 1024 * 1024) })],
    ['a wrong type', () => ({ ...valid(), message: ['hire me'] })],
    ['an unknown field', () => ({ ...valid(), salary: 'a lot' })],
  ])('refuses %s with 400 and stores nothing', async (_case, payload) => {
    const before = await countRows(t, 'job_applications');
    const res = await apply(createTestClient(t.app), payload());
    expect(res.statusCode).toBe(400);
    expect(await countRows(t, 'job_applications')).toBe(before);
  });

  it('limits applications per IP address with 429', async () => {
    const client = createTestClient(t.app);
    for (let i = 0; i < APPLY_LIMIT.limit; i++) {
      const body = jobApplication({ positionId: firstPosition() });
      expect((await apply(client, body)).statusCode).toBe(201);
    }
    const before = await countRows(t, 'job_applications');
    const res = await apply(client, jobApplication({ positionId: firstPosition() }));
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(await countRows(t, 'job_applications')).toBe(before);
  });
});
