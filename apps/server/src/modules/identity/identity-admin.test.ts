import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_IDENTITY_NAMES } from '@store/shared/schemas/identity';
import { createRecordingRealtime } from '../../adapters/realtime/realtime';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { drainOutbox } from '../../test/kits/fulfilment-test-kit';
import {
  flaggedCustomer,
  IDENTITY_ENV,
  identitySnapshot,
  startCheck,
  submitPhotos,
} from '../../test/kits/identity-test-kit';
import { ADMIN_API, postAdmin, signedInStaff } from '../../test/kits/staff-test-kit';

const realtime = createRecordingRealtime();
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp(IDENTITY_ENV, { realtime });
});
afterAll(async () => {
  await t.close();
});

/** A customer whose photos wait for a person's review. */
async function underReview() {
  const customer = await flaggedCustomer(t);
  const verification = await startCheck(customer.client);
  await submitPhotos(customer.client, verification, SANDBOX_IDENTITY_NAMES.manualReview);
  await drainOutbox(t);
  return { ...customer, verification };
}

async function auditOf(customerId: number) {
  const { rows } = await t.database.pool.query<{ action: string; after: unknown }>(
    `select action, after from audit_log where target_type = 'customer' and target_id = $1 order by id`,
    [String(customerId)],
  );
  return rows;
}

describe('manual review in the back office', () => {
  it('shows support the customer’s checks, never the photos', async () => {
    const { userId, verification } = await underReview();
    const support = await signedInStaff(t, 'support');
    const res = await support.client.request({ url: `${ADMIN_API}/customers/${userId}/identity` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      identityRequireCheck: true,
      reason: 'staff',
      requiredBy: null,
      verifications: [
        {
          _id: verification._id,
          status: 'manual_review',
          error: null,
          provider: 'sandbox',
          createdAt: expect.any(String) as string,
          decidedAt: null,
        },
      ],
    });
    expect(res.body).not.toContain('sealed');
  });

  it('approves: verified, the check lifted, the photos gone, on the audit log', async () => {
    const { userId, verification } = await underReview();
    const support = await signedInStaff(t, 'support');
    const res = await postAdmin(
      support.client,
      `/customers/${userId}/identity/${verification._id}/approve`,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      identityRequireCheck: false,
      verifications: [{ status: 'verified' }],
    });
    expect(await identitySnapshot(t, userId)).toMatchObject({
      checks: [{ status: 'verified', documents: 0, decided: true }],
      user: { flag: false },
    });
    expect(await auditOf(userId)).toEqual([
      {
        action: 'customer.identity_approved',
        after: { verificationId: verification._id, status: 'verified', error: null },
      },
    ]);
    expect(realtime.identity.filter((m) => m.userId === userId).at(-1)?.message).toEqual({
      status: 'verified',
      error: null,
    });
    // Decided once: a second decision is refused.
    const again = await postAdmin(
      support.client,
      `/customers/${userId}/identity/${verification._id}/reject`,
    );
    expect(again.statusCode).toBe(409);
    expect(await auditOf(userId)).toHaveLength(1);
  });

  it('rejects: the reason says so and an identity ticket opens', async () => {
    const { userId, verification } = await underReview();
    const admin = await signedInStaff(t, 'admin');
    const res = await postAdmin(
      admin.client,
      `/customers/${userId}/identity/${verification._id}/reject`,
    );
    expect(res.statusCode).toBe(200);
    await drainOutbox(t);
    expect(await identitySnapshot(t, userId)).toMatchObject({
      checks: [{ status: 'rejected', error: 'review_rejected', documents: 0 }],
      user: { flag: true },
      tickets: [{ category: 'identity' }],
    });
    expect((await auditOf(userId)).map((entry) => entry.action)).toEqual([
      'customer.identity_rejected',
    ]);
  });

  it('refuses a check that is not waiting, another customer’s, and staff without the role', async () => {
    const { userId, verification } = await underReview();
    const other = await flaggedCustomer(t);
    const open = await startCheck(other.client);
    const support = await signedInStaff(t, 'support');
    const notWaiting = await postAdmin(
      support.client,
      `/customers/${other.userId}/identity/${open._id}/approve`,
    );
    expect(notWaiting.statusCode).toBe(409);
    const mismatched = await postAdmin(
      support.client,
      `/customers/${other.userId}/identity/${verification._id}/approve`,
    );
    expect(mismatched.statusCode).toBe(404);
    const finance = await signedInStaff(t, 'finance');
    const refused = await postAdmin(
      finance.client,
      `/customers/${userId}/identity/${verification._id}/approve`,
    );
    expect(refused.statusCode).toBe(403);
    expect(await identitySnapshot(t, userId)).toMatchObject({
      checks: [{ status: 'manual_review' }],
    });
    expect(await auditOf(userId)).toEqual([]);
  });
});
