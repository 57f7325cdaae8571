import type { Language } from '@store/shared/constants';
import type { Mailer, OutgoingMail } from '../../adapters/mailer/mailer';
import { greetingFor, noticeMail } from '../../adapters/mailer/notice-mail';
import type { PushSender } from '../../adapters/push/push-sender';
import type { SmsSender } from '../../adapters/sms/sms-sender';
import type { Db } from '../../db/types';
import {
  listSubscriptionsOf,
  removeSubscription,
  stampSubscriptionSent,
} from '../push-subscriptions/push-subscriptions.repository';
import {
  noticeMailTexts,
  noticeSms,
  noticeTexts,
  type NoticeKind,
  type NoticeValues,
} from './notification-texts';
import {
  claimSend,
  findRecipient,
  releaseSend,
  type NoticeChannel,
  type Recipient,
} from './notifications.repository';

export type { Recipient } from './notifications.repository';

export type NotifyDeps = {
  db: Db;
  mailer: Mailer;
  push: PushSender;
  sms: SmsSender;
  publicUrl: string;
  now: () => Date;
  log: (message: string, error?: unknown) => void;
};

/** A mail of a notice, without its address. */
export type NoticeMail = Omit<OutgoingMail, 'to'>;

export type Notice<K extends NoticeKind = NoticeKind> = {
  kind: K;
  /** What the texts name; a function when it reads differently per language (amounts, titles). */
  values: NoticeValues[K] | ((language: Language) => NoticeValues[K]);
  /** The page of the store the notice is about (a path); a click on a push or link opens it. */
  path: string;
  /**
   * The notice's own e-mail (the receipt with its invoice, say), built only when the customer
   * gets e-mails. Without one, a short mail of the push's title and line is sent.
   */
  mail?: (recipient: Recipient) => Promise<NoticeMail>;
};

/**
 * What happened on each channel: sent, off (not chosen), already sent for this event, or
 * failed (to be retried).
 */
export type NoticeReport = Record<NoticeChannel, 'sent' | 'off' | 'repeat' | 'failed'> & {
  devices: number;
};

/** Some sends of a notice failed; the report says which channels went out all the same. */
export class NoticeError extends AggregateError {
  constructor(
    errors: unknown[],
    message: string,
    readonly report: NoticeReport,
  ) {
    super(errors, message);
  }
}

/** The short mail of a notice: greeting, its line, a button to the page. */
function shortMail(recipient: Recipient, title: string, body: string, url: string): NoticeMail {
  const { language } = recipient;
  const words = noticeMailTexts(language);
  return {
    category: 'notification',
    ...noticeMail(language, title, {
      paragraphs: [greetingFor(language, recipient.firstName), body],
      link: { href: url, label: words.button },
      footnote: words.note,
    }),
  };
}

/**
 * Tells a customer about an event on each channel they turned on, and on no other (spec
 * section 4). Each channel and target (address, device, number) is claimed for the event
 * before sending, so an event handed over twice, or at once by two workers, sends at most one
 * message on each; a send that fails gives its claim back and the error is raised after the
 * other channels had their turn, so the retry sends only what is missing. A device the push
 * service no longer knows is forgotten. Returns null when the account is gone.
 */
export async function notifyCustomer<K extends NoticeKind>(
  deps: NotifyDeps,
  eventId: number,
  userId: number,
  notice: Notice<K>,
): Promise<NoticeReport | null> {
  const recipient = await findRecipient(deps.db, userId);
  if (!recipient) return null;
  const { language } = recipient;
  const values = typeof notice.values === 'function' ? notice.values(language) : notice.values;
  const { title, body } = noticeTexts(language, notice.kind, values);
  const url = `${deps.publicUrl}${notice.path}`;
  const failures: unknown[] = [];
  const report: NoticeReport = { email: 'off', browser: 'off', sms: 'off', devices: 0 };

  type Outcome = 'sent' | 'repeat' | 'failed';
  const once = async (
    channel: NoticeChannel,
    target: string,
    send: () => Promise<void>,
  ): Promise<Outcome> => {
    const claim = { eventId, channel, target };
    if (!(await claimSend(deps.db, claim))) return 'repeat';
    try {
      await send();
      return 'sent';
    } catch (error) {
      await releaseSend(deps.db, claim);
      failures.push(error);
      return 'failed';
    }
  };

  if (recipient.channels.email) {
    report.email = await once('email', recipient.email.toLowerCase(), async () => {
      const mail = notice.mail
        ? await notice.mail(recipient)
        : shortMail(recipient, title, body, url);
      await deps.mailer.send({ to: recipient.email, ...mail });
    });
  }

  if (recipient.channels.browser) {
    const outcomes: Outcome[] = [];
    for (const device of await listSubscriptionsOf(deps.db, userId)) {
      const outcome = await once('browser', device.endpoint, async () => {
        const message = { title, body, url: notice.path, tag: notice.kind };
        if ((await deps.push.send(device, message)) === 'gone') {
          await removeSubscription(deps.db, device.endpoint);
          return;
        }
        await stampSubscriptionSent(deps.db, device.endpoint, deps.now());
        report.devices += 1;
      });
      outcomes.push(outcome);
    }
    // No device (or only forgotten ones) is as good as off; a failure anywhere is retried.
    if (outcomes.includes('failed')) report.browser = 'failed';
    else if (report.devices > 0) report.browser = 'sent';
    else if (outcomes.includes('repeat')) report.browser = 'repeat';
  }

  if (recipient.channels.sms && recipient.phone) {
    const phone = recipient.phone;
    report.sms = await once('sms', phone, () =>
      deps.sms.send(phone, noticeSms(recipient.language, body, url)),
    );
  }

  if (failures.length > 0) {
    // The causes themselves, as the outbox records the last error of a retried event.
    throw new NoticeError(
      failures,
      failures.map((error) => (error instanceof Error ? error.message : String(error))).join('; '),
      report,
    );
  }
  return report;
}
