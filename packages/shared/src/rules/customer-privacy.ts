import type { StaffRole } from '../schemas/staff';

/**
 * Which of a customer's personal data each staff role sees in the back office. Everything
 * else about a customer (status, loyalty level, orders) is not personal and shows to every
 * role that may open customers at all.
 *
 * - support answers customers: it needs to recognise them (e-mail, name) and their country
 *   (regions decide which keys work), not their birthday, street address or addresses online.
 * - finance settles refunds and payouts: the billing data (name, e-mail, postal address,
 *   country), not the birthday or addresses online.
 * - catalogue has no business with customers and sees none of it.
 * - admin sees everything, the sign-in addresses included (for abuse cases).
 */
export const CUSTOMER_DATA = ['email', 'name', 'country', 'address', 'birthday', 'ip'] as const;
export type CustomerDatum = (typeof CUSTOMER_DATA)[number];

export const CUSTOMER_DATA_BY_ROLE: Readonly<Record<StaffRole, readonly CustomerDatum[]>> = {
  admin: CUSTOMER_DATA,
  support: ['email', 'name', 'country'],
  finance: ['email', 'name', 'country', 'address'],
  catalogue: [],
};

/** The fields of a customer record each kind of personal datum covers. */
export const CUSTOMER_DATUM_FIELDS = {
  email: ['email'],
  name: ['firstName', 'lastName'],
  country: ['country'],
  address: ['address', 'city', 'zip'],
  birthday: ['birthday'],
  ip: ['lastSignInIp'],
} as const satisfies Readonly<Record<CustomerDatum, readonly string[]>>;

/** A customer's personal data as stored; each one may be missing. */
export type CustomerPersonalData = {
  email: string;
  firstName: string | null;
  lastName: string | null;
  country: string | null;
  address: string | null;
  city: string | null;
  zip: string | null;
  birthday: string | null;
  lastSignInIp: string | null;
};

/** Whether `role` may see `datum` of a customer. */
export function seesCustomerDatum(role: StaffRole, datum: CustomerDatum): boolean {
  return CUSTOMER_DATA_BY_ROLE[role].includes(datum);
}

/**
 * Only the personal data `role` may see: every other field is left out of the result (not
 * blanked), so a hidden value never travels to the browser.
 */
export function visibleCustomerData(
  role: StaffRole,
  data: CustomerPersonalData,
): Partial<CustomerPersonalData> {
  const visible: Partial<CustomerPersonalData> = {};
  for (const datum of CUSTOMER_DATA_BY_ROLE[role]) {
    for (const field of CUSTOMER_DATUM_FIELDS[datum]) {
      Object.assign(visible, { [field]: data[field] });
    }
  }
  return visible;
}
