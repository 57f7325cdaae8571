import * as accounts from './schema/accounts';
import * as catalogue from './schema/catalogue';
import * as content from './schema/content';
import * as favorites from './schema/favorites';
import * as identity from './schema/identity';
import * as notifications from './schema/notifications';
import * as fulfilment from './schema/fulfilment';
import * as lookups from './schema/lookups';
import * as loyalty from './schema/loyalty';
import * as orders from './schema/orders';
import * as outbox from './schema/outbox';
import * as payments from './schema/payments';
import * as referrals from './schema/referrals';
import * as settings from './schema/settings';
import * as staff from './schema/staff';
import * as stock from './schema/stock';
import * as support from './schema/support';

/** Every table of the one pg-core schema, for Drizzle's relational queries. */
export const schema = {
  ...lookups,
  ...catalogue,
  ...stock,
  ...settings,
  ...accounts,
  ...content,
  ...favorites,
  ...orders,
  ...outbox,
  ...payments,
  ...fulfilment,
  ...loyalty,
  ...referrals,
  ...staff,
  ...support,
  ...identity,
  ...notifications,
};
export type Schema = typeof schema;
