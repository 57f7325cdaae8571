import { currencyExponent, formatMoney } from '@store/shared/rules/money';
import type { Db } from '../../db/types';
import { decidePayout, matureDueEarnings } from './referral-ledger.service';
import { listOpenPayouts } from './referrals.repository';

export const PAYOUT_COMMANDS_USAGE = `Usage: npm run referrals -- <command>
  payouts              list the payout requests waiting to be paid
  pay <payoutId>       mark a payout paid (after the money was sent)
  reject <payoutId>    reject a payout; its amount becomes available again
  mature               move earnings whose refund window has closed to available now`;

const amount = (minor: number, currency: string) =>
  `${formatMoney(minor, '', currencyExponent(currency))} ${currency}`;

/**
 * The staff's referral payout commands until the back office has pages. Returns what to
 * print and whether it worked; `undefined` output means the arguments were not understood.
 */
export async function runPayoutCommand(
  db: Db,
  args: readonly string[],
  now: Date,
): Promise<{ output: string; ok: boolean } | undefined> {
  const [command, payoutId, ...rest] = args;
  if (rest.length > 0) return undefined;
  if (command === 'payouts' && payoutId === undefined) {
    const open = await listOpenPayouts(db);
    if (open.length === 0) return { output: 'No payout requests are waiting.', ok: true };
    const lines = open.map(
      ({ payout, email }) =>
        `${payout.publicId}  ${email}  ${amount(payout.amountMinor, payout.currency)}  requested ${payout.requestedAt.toISOString()}`,
    );
    return { output: lines.join('\n'), ok: true };
  }
  if ((command === 'pay' || command === 'reject') && payoutId !== undefined) {
    const result = await decidePayout(db, payoutId, command === 'pay' ? 'paid' : 'rejected', now);
    if (!result.ok) {
      return {
        output:
          result.failure.reason === 'payout-not-found'
            ? `No payout ${payoutId}.`
            : `Payout ${payoutId} was already settled; nothing changed.`,
        ok: false,
      };
    }
    const p = result.value;
    return {
      output:
        command === 'pay'
          ? `Payout ${p.publicId} of ${amount(p.amountMinor, p.currency)} marked paid.`
          : `Payout ${p.publicId} rejected; ${amount(p.amountMinor, p.currency)} is available again.`,
      ok: true,
    };
  }
  if (command === 'mature' && payoutId === undefined) {
    const matured = await matureDueEarnings(db, now);
    return { output: `${matured} earning(s) became available.`, ok: true };
  }
  return undefined;
}
