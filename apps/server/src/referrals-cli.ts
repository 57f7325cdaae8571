import { parseArgs } from 'node:util';
import { runCommand } from './cli-database';
import { matureDueEarnings } from './modules/referrals/referral-ledger.service';

// An operations tool: `npm run referrals -- mature` matures now the earnings whose refund
// window has closed, without waiting for the store's periodic run. Payouts are settled in
// the back office.
const USAGE = `Usage: npm run referrals -- mature
  mature    move earnings whose refund window has closed to available now`;

const { positionals } = parseArgs({ allowPositionals: true });
runCommand(
  USAGE,
  positionals.length === 1 && positionals[0] === 'mature'
    ? async (db) => {
        const matured = await matureDueEarnings(db, new Date());
        return { output: `${matured} earning(s) became available.`, ok: true };
      }
    : undefined,
);
