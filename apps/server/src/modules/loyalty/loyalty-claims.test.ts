import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AchievementProfile,
  LOYALTY_MESSAGES,
  PrestigeReply,
  QuestClaimReply,
} from '@store/shared/schemas/loyalty';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { signedInCustomer } from '../../test/factories';
import type { TestClient } from '../../test/test-client';
import {
  deliveredEvent,
  getLoyalty,
  insertDeliveredOrder,
  ledgerOf,
  loyaltyDeps,
  postLoyalty,
} from '../../test/kits/loyalty-test-kit';
import { recordDeliveredOrder } from './loyalty-handlers';

// Claiming quests and prestige: each reward once, every refusal with the spec's message.
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const profileOf = async (client: TestClient) =>
  AchievementProfile.parse(await getLoyalty(client, '/achievement-profile'));

async function questId(client: TestClient, key: string): Promise<string> {
  const quest = (await profileOf(client)).quests.find((q) => q.key === key);
  if (!quest) throw new Error(`no quest ${key}`);
  return quest._id;
}

/** A delivered order of `totalMinor` EUR cents, counted by loyalty. */
async function deliver(userId: number, totalMinor: number): Promise<void> {
  const { deps } = loyaltyDeps(t);
  const orderId = await insertDeliveredOrder(t, userId, { totalMinor });
  await recordDeliveredOrder(deliveredEvent(orderId, userId), deps);
}

const claim = (client: TestClient, id: string) => postLoyalty(client, `/quests/${id}/claim`);

describe('claiming a quest', () => {
  it('gives a completed quest its reward exactly once, even to 20 claims at a time', async () => {
    const { client, userId } = await signedInCustomer(t);
    const id = await questId(client, 'daily-purchase');
    await deliver(userId, 1000);
    const before = (await profileOf(client)).level.xp;

    const replies = await Promise.all(Array.from({ length: 20 }, () => claim(client, id)));
    const statuses = replies.map((r) => r.statusCode).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    const won = replies.find((r) => r.statusCode === 200);
    const reply = QuestClaimReply.parse(won?.json());
    expect(reply.quest).toMatchObject({ _id: id, status: 'claimed', current: 1, target: 1 });
    expect(reply.quest.claimedAt).not.toBeNull();
    expect(reply.level.xp).toBe(before + reply.quest.reward);
    const lost = replies.find((r) => r.statusCode === 409);
    expect(lost?.json()).toMatchObject({ message: LOYALTY_MESSAGES.questClaimed });
    expect((await ledgerOf(t, userId)).filter((e) => e.kind === 'quest')).toEqual([
      { kind: 'quest', xp: reply.quest.reward, source_key: `quest:${id}` },
    ]);
    const quest = (await profileOf(client)).quests.find((q) => q._id === id);
    expect(quest?.status).toBe('claimed');
  });

  it('refuses an expired quest with its message', async () => {
    const { client, userId } = await signedInCustomer(t);
    const id = await questId(client, 'weekly-orders');
    await deliver(userId, 1000);
    await deliver(userId, 1000);
    await t.database.pool.query(
      "update loyalty_quests set expires_at = now() - interval '1 second' where id = $1",
      [id],
    );
    const res = await claim(client, id);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: LOYALTY_MESSAGES.questExpired,
      code: 'QUEST_EXPIRED',
    });
    expect((await ledgerOf(t, userId)).filter((e) => e.kind === 'quest')).toEqual([]);
  });

  it('answers someone else’s quest and an unknown one alike: 404', async () => {
    const owner = await signedInCustomer(t);
    const id = await questId(owner.client, 'daily-purchase');
    await deliver(owner.userId, 1000);
    const other = await signedInCustomer(t);
    for (const attempt of [id, 'qst_unknown']) {
      const res = await claim(other.client, attempt);
      expect(res.statusCode, attempt).toBe(404);
      expect(res.json()).toMatchObject({ message: LOYALTY_MESSAGES.questNotFound });
    }
    expect((await claim(owner.client, id)).statusCode).toBe(200);
  });

  it('refuses a quest not complete yet, and a story chapter before the one it follows', async () => {
    const { client, userId } = await signedInCustomer(t);
    const weekly = await claim(client, await questId(client, 'weekly-review'));
    expect(weekly.statusCode).toBe(400);
    expect(weekly.json()).toMatchObject({ message: LOYALTY_MESSAGES.questNotComplete });

    const locked = await claim(client, await questId(client, 'story-first-review'));
    expect(locked.statusCode).toBe(400);
    expect(locked.json()).toMatchObject({ message: LOYALTY_MESSAGES.questLocked });

    await deliver(userId, 1000);
    expect((await claim(client, await questId(client, 'story-first-purchase'))).statusCode).toBe(
      200,
    );
    const chapters = (await profileOf(client)).quests.filter((q) => q.type === 'story');
    expect(chapters.map((q) => q.status)).toEqual(['claimed', 'active', 'locked', 'locked']);
  });
});

describe('prestige', () => {
  const prestige = (client: TestClient, body: unknown = { confirm: true }) =>
    postLoyalty(client, '/prestige', body);

  it('is refused below level 5 and without the confirmation', async () => {
    const { client, userId } = await signedInCustomer(t);
    // 4,000 XP for the order and 400 for the spending achievements it reaches: level 4.
    await deliver(userId, 400_000);
    expect((await profileOf(client)).level.current).toBe(4);
    const res = await prestige(client);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: LOYALTY_MESSAGES.prestigeLocked });
    for (const body of [{}, { confirm: false }]) {
      const refused = await prestige(client, body);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ message: LOYALTY_MESSAGES.prestigeConfirm });
    }
  });

  it('resets level 5 to level 1 for a prestige star, up to the highest', async () => {
    const { client, userId } = await signedInCustomer(t);
    await deliver(userId, 500_000);
    const top = await profileOf(client);
    expect(top.level.current).toBe(5);
    expect(top.prestige).toEqual({ current: 0, max: 5, available: true });

    const res = await prestige(client);
    expect(res.statusCode).toBe(200);
    const reply = PrestigeReply.parse(res.json());
    expect(reply.level).toMatchObject({ current: 1, xp: 0 });
    expect(reply.prestige).toEqual({ current: 1, max: 5, available: false });
    const entries = await ledgerOf(t, userId);
    expect(entries.at(-1)).toEqual({
      kind: 'prestige',
      xp: -top.level.xp,
      source_key: `prestige:${userId}:1`,
    });
    expect((await prestige(client)).statusCode).toBe(400);
    // Achievements stay reached; the level starts again.
    const after = await profileOf(client);
    expect(after.level.current).toBe(1);
    expect(after.achievements.find((a) => a.id === 'single-100')?.completedAt).not.toBeNull();

    // Four more times to the top and back: then the highest prestige is reached.
    for (let n = 2; n <= 5; n += 1) {
      await deliver(userId, 500_000);
      const star = PrestigeReply.parse((await prestige(client)).json());
      expect(star.prestige.current).toBe(n);
    }
    await deliver(userId, 500_000);
    const max = await profileOf(client);
    expect(max.level.current).toBe(5);
    expect(max.prestige).toEqual({ current: 5, max: 5, available: false });
    const refused = await prestige(client);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ message: LOYALTY_MESSAGES.prestigeMax });
  });
});
