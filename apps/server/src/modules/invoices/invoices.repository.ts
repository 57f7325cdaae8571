import { and, desc, eq, type SQL } from 'drizzle-orm';
import { users } from '../../db/schema/accounts';
import { invoices } from '../../db/schema/fulfilment';
import { orders } from '../../db/schema/orders';
import type { Db } from '../../db/types';

const invoiceColumns = {
  id: invoices.id,
  publicId: invoices.publicId,
  number: invoices.number,
  orderPublicId: orders.publicId,
  paymentId: invoices.paymentId,
  issuedAt: invoices.issuedAt,
  currency: invoices.currency,
  subtotalMinor: invoices.subtotalMinor,
  discountMinor: invoices.discountMinor,
  loyaltyDiscountMinor: invoices.loyaltyDiscountMinor,
  /** The level the order was priced at, which the level discount line names. */
  loyaltyLevel: orders.loyaltyLevel,
  totalMinor: invoices.totalMinor,
  netMinor: invoices.netMinor,
  vatMinor: invoices.vatMinor,
  vatRateBp: invoices.vatRateBp,
  lines: invoices.lines,
  buyer: invoices.buyer,
  /** The customer's language, which the PDF is written in. */
  language: users.language,
};

/** The customer's invoices, newest first. */
export async function findInvoicesOf(db: Db, userId: number) {
  return db
    .select(invoiceColumns)
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .innerJoin(users, eq(users.id, invoices.userId))
    .where(eq(invoices.userId, userId))
    .orderBy(desc(invoices.issuedAt), desc(invoices.id));
}
export type InvoiceRow = Awaited<ReturnType<typeof findInvoicesOf>>[number];

/**
 * The customer's invoice matching every given lookup (id, number, payment id); undefined
 * when none matches or it is someone else's.
 */
export async function findOwnInvoice(
  db: Db,
  userId: number,
  lookup: { publicId?: string; number?: string; paymentId?: string },
): Promise<InvoiceRow | undefined> {
  const conditions: SQL[] = [eq(invoices.userId, userId)];
  if (lookup.publicId !== undefined) conditions.push(eq(invoices.publicId, lookup.publicId));
  if (lookup.number !== undefined) conditions.push(eq(invoices.number, lookup.number));
  if (lookup.paymentId !== undefined) conditions.push(eq(invoices.paymentId, lookup.paymentId));
  const [row] = await db
    .select(invoiceColumns)
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .innerJoin(users, eq(users.id, invoices.userId))
    .where(and(...conditions))
    .limit(1);
  return row;
}

/** Any customer's invoice by its public id, for the receipt that carries it. */
export async function findInvoice(db: Db, publicId: string): Promise<InvoiceRow | undefined> {
  const [row] = await db
    .select(invoiceColumns)
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .innerJoin(users, eq(users.id, invoices.userId))
    .where(eq(invoices.publicId, publicId));
  return row;
}
