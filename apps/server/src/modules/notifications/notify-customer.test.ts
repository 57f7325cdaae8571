import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Language } from '@store/shared/constants';
import type { Mailer, OutgoingMail } from '../../adapters/mailer/mailer';
import type { PushMessage, PushSender, PushTarget } from '../../adapters/push/push-sender';
import type { SmsSender } from '../../adapters/sms/sms-sender';
import { pushSubscriptions } from '../../db/schema/notifications';
import { createTestDatabase } from '../../test/build-test-app';
import { insertUser } from '../users/users.repository';
import type { NoticeKind, NoticeValues } from './notification-texts';
import { notifyCustomer, type NotifyDeps } from './notify-customer';

type Channels = { notifyEmail: boolean; notifyBrowser: boolean; notifySms: boolean };

function recordingDeps(db: NotifyDeps['db']) {
  const mails: OutgoingMail[] = [];
  const pushes: { target: PushTarget; message: PushMessage }[] = [];
  const texts: { to: string; text: string }[] = [];
  const failing = { mail: false, push: false, sms: false };
  const gone = new Set<string>();
  const mailer: Mailer = {
    send: async (mail) => {
      if (failing.mail) throw new Error('mail server down');
      mails.push(mail);
      return { id: String(mails.length) };
    },
    close: async () => undefined,
  };
  const push: PushSender = {
    publicKey: 'test',
    send: async (target, message) => {
      if (failing.push) throw new Error('push service down');
      if (gone.has(target.endpoint)) return 'gone';
      pushes.push({ target, message });
      return 'sent';
    },
  };
  const sms: SmsSender = {
    send: async (to, text) => {
      if (failing.sms) throw new Error('gateway down');
      texts.push({ to, text });
    },
  };
  const deps: NotifyDeps = {
    db,
    mailer,
    push,
    sms,
    publicUrl: 'https://store.test',
    now: () => new Date('2026-11-25T10:00:00Z'),
    log: () => undefined,
  };
  return { deps, mails, pushes, texts, failing, gone };
}

describe('notifyCustomer', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let nextEvent = 1;
  const eventId = () => nextEvent++;

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => database.drop());

  async function customer(
    channels: Channels,
    more: { language?: Language; devices?: number } = {},
  ) {
    const id = randomBytes(5).toString('hex');
    const user = await insertUser(database.database.db, {
      email: `notice.${id}@example.test`,
      firstName: 'Ada',
      emailVerified: true,
      language: more.language ?? 'en',
      phone: '+41791234567',
      ...channels,
    });
    if (!user) throw new Error('no customer');
    const endpoints: string[] = [];
    for (let i = 0; i < (more.devices ?? 0); i++) {
      const endpoint = `https://push.example.test/${id}/${i}`;
      endpoints.push(endpoint);
      await database.database.db
        .insert(pushSubscriptions)
        .values({ userId: user.id, endpoint, p256dh: 'key', auth: 'auth' });
    }
    return { userId: user.id, email: user.email, endpoints };
  }

  const delivered = {
    kind: 'order.delivered',
    values: { keys: 2 },
    path: '/dashboard/purchases',
  } as const;

  it.each([
    ['e-mail only', { notifyEmail: true, notifyBrowser: false, notifySms: false }, [1, 0, 0]],
    ['browser only', { notifyEmail: false, notifyBrowser: true, notifySms: false }, [0, 2, 0]],
    [
      'text messages only',
      { notifyEmail: false, notifyBrowser: false, notifySms: true },
      [0, 0, 1],
    ],
    ['every channel', { notifyEmail: true, notifyBrowser: true, notifySms: true }, [1, 2, 1]],
    ['no channel', { notifyEmail: false, notifyBrowser: false, notifySms: false }, [0, 0, 0]],
  ] as const)('with %s, sends on exactly those channels', async (_, channels, expected) => {
    const { deps, mails, pushes, texts } = recordingDeps(database.database.db);
    const { userId } = await customer(channels, { devices: 2 });
    await notifyCustomer(deps, eventId(), userId, delivered);
    expect([mails.length, pushes.length, texts.length]).toEqual(expected);
  });

  const SAMPLES: { [K in NoticeKind]: NoticeValues[K] } = {
    'order.delivered': { keys: 1 },
    'order.under_review': {},
    'order.approved': {},
    'order.refunded': { amount: '€5.00' },
    'gift.claimed': { title: 'Hades (Steam)' },
    'ticket.answered': { topic: 'Activation' },
    'achievement.unlocked': { title: 'Rookie Raider' },
    'referral.earned': { amount: '€1.25' },
    'favorite.price_drop': { title: 'Hades', price: '€9.99' },
    'favorite.back_in_stock': { title: 'Hades' },
  };
  const CHANNELS = [
    ['email', { notifyEmail: true, notifyBrowser: false, notifySms: false }],
    ['browser', { notifyEmail: false, notifyBrowser: true, notifySms: false }],
    ['sms', { notifyEmail: false, notifyBrowser: false, notifySms: true }],
  ] as const;
  const cases = (Object.keys(SAMPLES) as NoticeKind[]).flatMap((kind) =>
    CHANNELS.map(([channel, switches]) => [kind, channel, switches] as const),
  );

  it.each(cases)('sends %s only on %s when that alone is on', async (kind, channel, switches) => {
    const { deps, mails, pushes, texts } = recordingDeps(database.database.db);
    const { userId } = await customer(switches, { devices: 1 });
    await notifyCustomer(deps, eventId(), userId, { kind, values: SAMPLES[kind], path: '/' });
    const sent = { email: mails.length, browser: pushes.length, sms: texts.length };
    expect(sent).toEqual({ email: 0, browser: 0, sms: 0, [channel]: 1 });
  });

  it('sends an event once per channel and device, even when handed over again or twice at once', async () => {
    const { deps, mails, pushes, texts } = recordingDeps(database.database.db);
    const all = { notifyEmail: true, notifyBrowser: true, notifySms: true };
    const { userId } = await customer(all, { devices: 2 });
    const id = eventId();
    await Promise.all([
      notifyCustomer(deps, id, userId, delivered),
      notifyCustomer(deps, id, userId, delivered),
    ]);
    const again = await notifyCustomer(deps, id, userId, delivered);
    expect([mails.length, pushes.length, texts.length]).toEqual([1, 2, 1]);
    expect(again).toMatchObject({ email: 'repeat', browser: 'repeat', sms: 'repeat', devices: 0 });
  });

  it('writes in the customer’s language, with the link to the page', async () => {
    const { deps, mails, pushes, texts } = recordingDeps(database.database.db);
    const all = { notifyEmail: true, notifyBrowser: true, notifySms: true };
    const { userId } = await customer(all, { language: 'de', devices: 1 });
    await notifyCustomer(deps, eventId(), userId, {
      kind: 'referral.earned',
      values: (language) => ({ amount: language === 'de' ? '12,50 €' : '€12.50' }),
      path: '/dashboard/referrals',
    });
    expect(pushes[0]?.message).toEqual({
      title: 'Du hast eine Empfehlungsprämie verdient',
      body: 'Die Bestellung eines Freundes hat dir 12,50 € eingebracht.',
      url: '/dashboard/referrals',
      tag: 'referral.earned',
    });
    expect(texts[0]?.text).toBe(
      'BigKeys: Die Bestellung eines Freundes hat dir 12,50 € eingebracht. https://store.test/dashboard/referrals',
    );
    expect(mails[0]?.subject).toBe('Du hast eine Empfehlungsprämie verdient');
    expect(mails[0]?.text).toContain('Hallo Ada,');
    expect(mails[0]?.html).toContain('lang="de"');
  });

  it('sends a notice’s own mail when it has one, built only for a customer with e-mails on', async () => {
    const { deps, mails } = recordingDeps(database.database.db);
    let built = 0;
    const notice = {
      ...delivered,
      mail: async () => {
        built += 1;
        return { subject: 'Receipt', text: 'text', html: '<p>html</p>', category: 'order-receipt' };
      },
    };
    const on = await customer({ notifyEmail: true, notifyBrowser: false, notifySms: false });
    const off = await customer({ notifyEmail: false, notifyBrowser: false, notifySms: false });
    await notifyCustomer(deps, eventId(), on.userId, notice);
    await notifyCustomer(deps, eventId(), off.userId, notice);
    expect(built).toBe(1);
    expect(mails.map((m) => [m.to, m.category])).toEqual([[on.email, 'order-receipt']]);
  });

  it('retries only what failed, after the other channels had their turn', async () => {
    const { deps, mails, pushes, texts, failing } = recordingDeps(database.database.db);
    const all = { notifyEmail: true, notifyBrowser: true, notifySms: true };
    const { userId } = await customer(all, { devices: 1 });
    const id = eventId();
    failing.mail = true;
    await expect(notifyCustomer(deps, id, userId, delivered)).rejects.toThrow('mail server down');
    expect([mails.length, pushes.length, texts.length]).toEqual([0, 1, 1]);
    failing.mail = false;
    await notifyCustomer(deps, id, userId, delivered);
    expect([mails.length, pushes.length, texts.length]).toEqual([1, 1, 1]);
  });

  it('forgets a device the push service no longer knows', async () => {
    const { deps, pushes, gone } = recordingDeps(database.database.db);
    const browser = { notifyEmail: false, notifyBrowser: true, notifySms: false };
    const { userId, endpoints } = await customer(browser, { devices: 2 });
    gone.add(endpoints[0] ?? '');
    const report = await notifyCustomer(deps, eventId(), userId, delivered);
    expect(report).toMatchObject({ browser: 'sent', devices: 1 });
    expect(pushes.map((p) => p.target.endpoint)).toEqual([endpoints[1]]);
    const left = await database.database.db.query.pushSubscriptions.findMany({
      where: (s, { eq }) => eq(s.userId, userId),
    });
    expect(left.map((s) => s.endpoint)).toEqual([endpoints[1]]);
  });

  it('sends no text message without a confirmed number, and nothing for an account that is gone', async () => {
    const { deps, texts } = recordingDeps(database.database.db);
    const { userId } = await customer({
      notifyEmail: false,
      notifyBrowser: false,
      notifySms: true,
    });
    await database.database.pool.query('update users set phone = null where id = $1', [userId]);
    expect(await notifyCustomer(deps, eventId(), userId, delivered)).toMatchObject({ sms: 'off' });
    expect(await notifyCustomer(deps, eventId(), 2_000_000_000, delivered)).toBeNull();
    expect(texts).toEqual([]);
  });
});
