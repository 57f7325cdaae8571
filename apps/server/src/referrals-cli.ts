import { parseArgs } from 'node:util';
import { runCommand } from './cli-database';
import { PAYOUT_COMMANDS_USAGE, runPayoutCommand } from './modules/referrals/payout-commands';

// Referral payouts from the command line: `npm run referrals -- payouts` lists the requests,
// `pay <id>` marks one paid.
const { positionals } = parseArgs({ allowPositionals: true });
runCommand(
  PAYOUT_COMMANDS_USAGE,
  positionals.length === 0 ? undefined : (db) => runPayoutCommand(db, positionals, new Date()),
);
