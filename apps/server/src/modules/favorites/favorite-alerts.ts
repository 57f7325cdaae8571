import { DEFAULT_CURRENCY } from '@store/shared/constants';
import { RATE_SCALE, convertMinor, currencyExponent, formatMoney } from '@store/shared/rules/money';
import { productPath } from '@store/shared/rules/product-path';
import { languageForRegion } from '@store/shared/rules/region-language';
import type { Language } from '@store/shared/constants';
import {
  favoriteAlertMail,
  type FavoriteAlertLine,
} from '../../adapters/mailer/favorite-alert-mail';
import type { Mailer } from '../../adapters/mailer/mailer';
import type { Db } from '../../db/types';
import {
  findDueAlerts,
  settleAlertBaselines,
  swapRemembered,
  type DueAlert,
} from './favorite-alerts.repository';
import { startPeriodicJob, type PeriodicJob } from '../../adapters/jobs/periodic-job';

/** How often the server looks for price drops and restocks of favourites. */
export const FAVORITE_ALERT_INTERVAL_MS = 10 * 60 * 1000;

const DATE_LOCALES: Readonly<Record<Language, string>> = {
  de: 'de-DE',
  en: 'en-GB',
  es: 'es-ES',
  fr: 'fr-FR',
  it: 'it-IT',
};

export type FavoriteAlertOptions = {
  /** The store's address, for the link to the product page. */
  publicUrl: string;
  log?: (message: string, error?: unknown) => void;
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

function lineOf(alert: DueAlert, dropped: boolean): FavoriteAlertLine {
  // A customer whose country has no currency of its own is written to in euros.
  const currency =
    alert.currencyCode !== null && alert.rateMicros !== null
      ? { code: alert.currencyCode, rateMicros: alert.rateMicros, symbol: alert.currencySymbol }
      : { code: DEFAULT_CURRENCY, rateMicros: RATE_SCALE, symbol: '€' };
  const money = (eurMinor: number) =>
    formatMoney(
      convertMinor(eurMinor, currency),
      currency.symbol ?? '€',
      currencyExponent(currency.code),
    );
  return {
    label: alert.editionName ? `${alert.platformName} · ${alert.editionName}` : alert.platformName,
    price: money(alert.priceMinor),
    previousPrice:
      dropped && alert.notifiedPriceMinor !== null ? money(alert.notifiedPriceMinor) : null,
  };
}

/** Sends one customer's mail about one product; false when another run claimed it first. */
async function sendProductAlert(
  db: Db,
  mailer: Mailer,
  alerts: readonly DueAlert[],
  now: Date,
  options: FavoriteAlertOptions,
): Promise<boolean> {
  const claimed: { alert: DueAlert; change: ReturnType<typeof announce> }[] = [];
  for (const alert of alerts) {
    const change = announce(alert);
    if (!change.dropped && !change.restocked) continue;
    if (await swapRemembered(db, alert, change.from, change.to)) claimed.push({ alert, change });
  }
  const first = claimed[0]?.alert;
  if (!first) return false;
  const language = languageForRegion(first.country);
  const link = `${options.publicUrl}${productPath(first, first, {
    categoryId: first.categoryId,
    slug: first.platformSlug,
  })}`;
  const mail = favoriteAlertMail({
    language,
    firstName: first.firstName ?? '',
    title: first.title,
    lines: claimed.map(({ alert, change }) => lineOf(alert, change.dropped)),
    link,
    asOf: new Intl.DateTimeFormat(DATE_LOCALES[language], {
      dateStyle: 'long',
      timeZone: 'UTC',
    }).format(now),
  });
  try {
    await mailer.send({ to: first.email, category: 'favorite-alert', ...mail });
    return true;
  } catch (error) {
    // Not announced after all: the next run tries again.
    for (const { alert, change } of claimed)
      await swapRemembered(db, alert, change.to, change.from);
    throw error;
  }
}

/**
 * Mails each customer, once per product, about their favourites whose effective EUR price
 * fell below the one last announced (or the one when added) and those back in stock after
 * running out, for the alerts they switched on; remembers what it announced, so the same
 * change is never mailed twice. Returns how many mails went out.
 */
export async function checkFavoriteAlerts(
  db: Db,
  mailer: Mailer,
  now: Date,
  options: FavoriteAlertOptions,
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
  let sent = 0;
  for (const alerts of byUserProduct.values()) {
    try {
      if (await sendProductAlert(db, mailer, alerts, now, options)) sent++;
    } catch (error) {
      options.log?.('A favourite alert could not be sent', error);
    }
  }
  return sent;
}

/**
 * Runs checkFavoriteAlerts every `intervalMs` in the background (the timer does not keep the
 * process alive, and runs never overlap); `stop` ends it and waits for a run in progress.
 */
export function startFavoriteAlerts(
  db: Db,
  mailer: Mailer,
  options: FavoriteAlertOptions,
  intervalMs = FAVORITE_ALERT_INTERVAL_MS,
): PeriodicJob {
  return startPeriodicJob(() => checkFavoriteAlerts(db, mailer, new Date(), options), {
    intervalMs,
    failureMessage: 'Checking favourite alerts failed',
    log: options.log,
  });
}
