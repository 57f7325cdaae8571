import { parseArgs } from 'node:util';
import { openCliDatabase } from './cli-database';
import { ConfigError, loadConfig } from './config';
import { PAYOUT_COMMANDS_USAGE, runPayoutCommand } from './modules/referrals/payout-commands';

/**
 * Referral payouts until the back office has pages: `npm run referrals -- payouts` lists the
 * requests, `pay <id>` marks one paid.
 */
async function run(): Promise<void> {
  const { positionals } = parseArgs({ allowPositionals: true });
  const config = loadConfig(process.env);
  if (positionals.length === 0) throw new ConfigError(PAYOUT_COMMANDS_USAGE);
  const database = await openCliDatabase(config);
  try {
    const result = await runPayoutCommand(database.db, positionals, new Date());
    if (!result) throw new ConfigError(PAYOUT_COMMANDS_USAGE);
    process.stdout.write(`${result.output}\n`);
    if (!result.ok) process.exitCode = 1;
  } finally {
    await database.close();
  }
}

run().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
