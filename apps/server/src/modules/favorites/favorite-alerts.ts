import { DEFAULT_CURRENCY, type Language } from '@store/shared/constants';
import { formatAmount, formatDate } from '@store/shared/rules/localized-format';
import { RATE_SCALE, convertMinor } from '@store/shared/rules/money';
import { productPath } from '@store/shared/rules/product-path';
import {
  favoriteAlertMail,
  type FavoriteAlertLine,
} from '../../adapters/mailer/favorite-alert-mail';
import type { Db } from '../../db/types';
import {
  findDueAlerts,
  settleAlertBaselines,
  swapRemembered,
  type DueAlert,
} from './favorite-alerts.repository';
import { startPeriodicJob, type PeriodicJob } from '../../adapters/jobs/periodic-job';
import { notifyCustomer } from '../notifications/notify-customer';
import type { PayloadOf } from '../outbox/outbox-events';
import { writeOutbox } from '../outbox/outbox.repository';
import type { EventHandler } from '../outbox/outbox-worker';

/** How often the server looks for price drops and restocks of favourites. */
export const FAVORITE_ALERT_INTERVAL_MS = 10 * 60 * 1000;

export type FavoriteAlertOptions = {
  log?: ((message: string, error?: unknown) => void) | undefined;
};

/** What a favourite's alert announces, and what it should remember afterwards. */
function announce(alert: DueAlert) {
  const dropped =
    alert.notifyPriceDrop &&
    alert.notifiedPriceMinor !== null &&
    alert.priceMinor < alert.notifiedPriceMinor;
  const restocked = alert.notifyBackInStock && alert.notifiedInStock === false && alert.inStock;
  return {
    dropped,
    restocked,
    from: { notifiedPriceMinor: alert.notifiedPriceMinor, notifiedInStock: alert.notifiedInStock },
    to: {
      notifiedPriceMinor: dropped ? alert.priceMinor : alert.notifiedPriceMinor,
      notifiedInStock: restocked ? true : alert.notifiedInStock,
    },
  };
}

/** A line of the alert in the customer's currency; prices are written out per language later. */
function lineOf(alert: DueAlert, dropped: boolean): PayloadOf<'favorite.alerted'>['lines'][number] {
  // A customer whose country has no currency of its own is written to in euros.
  const currency =
    alert.currencyCode !== null && alert.rateMicros !== null
      ? { code: alert.currencyCode, rateMicros: alert.rateMicros }
      : { code: DEFAULT_CURRENCY, rateMicros: RATE_SCALE };
  return {
    label: alert.editionName ? `${alert.platformName} · ${alert.editionName}` : alert.platformName,
    currency: currency.code,
    priceMinor: convertMinor(alert.priceMinor, currency),
    previousPriceMinor:
      dropped && alert.notifiedPriceMinor !== null
        ? convertMinor(alert.notifiedPriceMinor, currency)
        : null,
  };
}

/**
 * Announces one customer's changes of one product: remembers what is announced and writes the
 * `favorite.alerted` event in one transaction, so a change is announced exactly once (another
 * run that got there first leaves nothing to swap). False when there was nothing new.
 */
async function announceProduct(db: Db, alerts: readonly DueAlert[], now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const lines: PayloadOf<'favorite.alerted'>['lines'] = [];
    for (const alert of alerts) {
      const change = announce(alert);
      if (!change.dropped && !change.restocked) continue;
      if (await swapRemembered(tx, alert, change.from, change.to)) {
        lines.push(lineOf(alert, change.dropped));
      }
    }
    const first = alerts[0];
    if (!first || lines.length === 0) return false;
    const path = productPath(first, first, {
      categoryId: first.categoryId,
      slug: first.platformSlug,
    });
    await writeOutbox(tx, [
      {
        topic: 'favorite.alerted',
        payload: { userId: first.userId, title: first.title, path, lines, at: now.toISOString() },
      },
    ]);
    return true;
  });
}

/**
 * Finds, for each customer and product, their favourites whose effective EUR price fell below
 * the one last announced (or the one when added) and those back in stock after running out,
 * for the alerts they switched on, and announces them on the event spine (the customer hears
 * on their channels). Returns how many announcements were made.
 */
export async function checkFavoriteAlerts(
  db: Db,
  now: Date,
  options: FavoriteAlertOptions = {},
): Promise<number> {
  await settleAlertBaselines(db);
  const due = await findDueAlerts(db);
  const byUserProduct = new Map<string, DueAlert[]>();
  for (const alert of due) {
    const key = `${alert.userId}:${alert.productId}`;
    const list = byUserProduct.get(key);
    if (list) list.push(alert);
    else byUserProduct.set(key, [alert]);
  }
  let announced = 0;
  for (const alerts of byUserProduct.values()) {
    try {
      if (await announceProduct(db, alerts, now)) announced++;
    } catch (error) {
      options.log?.('A favourite alert could not be announced', error);
    }
  }
  return announced;
}

/**
 * Runs checkFavoriteAlerts every `intervalMs` in the background (the timer does not keep the
 * process alive, and runs never overlap); `stop` ends it and waits for a run in progress.
 */
export function startFavoriteAlerts(
  db: Db,
  options: FavoriteAlertOptions = {},
  intervalMs = FAVORITE_ALERT_INTERVAL_MS,
): PeriodicJob {
  return startPeriodicJob(() => checkFavoriteAlerts(db, new Date(), options), {
    intervalMs,
    failureMessage: 'Checking favourite alerts failed',
    log: options.log,
  });
}

/**
 * favorite.alerted: the customer hears on their channels; the e-mail lists every platform of
 * the product that changed, in their language and currency.
 */
export const notifyFavoriteAlert: EventHandler<'favorite.alerted'> = async (event, deps) => {
  const { userId, title, path, lines, at } = event.payload;
  const drop = lines.find((line) => line.previousPriceMinor !== null);
  const amount = (language: Language, minor: number, currency: string) =>
    formatAmount(language, minor, currency);
  await notifyCustomer(deps, event.id, userId, {
    ...(drop
      ? {
          kind: 'favorite.price_drop' as const,
          values: (language: Language) => ({
            title,
            price: amount(language, drop.priceMinor, drop.currency),
          }),
        }
      : { kind: 'favorite.back_in_stock' as const, values: { title } }),
    path,
    mail: async (customer) => {
      const { language } = customer;
      const mail = favoriteAlertMail({
        language,
        firstName: customer.firstName ?? '',
        title,
        lines: lines.map((line): FavoriteAlertLine => ({
          label: line.label,
          price: amount(language, line.priceMinor, line.currency),
          previousPrice:
            line.previousPriceMinor === null
              ? null
              : amount(language, line.previousPriceMinor, line.currency),
        })),
        link: `${deps.publicUrl}${path}`,
        asOf: formatDate(language, new Date(at)),
      });
      return { category: 'favorite-alert', ...mail };
    },
  });
};
