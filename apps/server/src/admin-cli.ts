import { parseArgs } from 'node:util';
import { openCliDatabase } from './cli-database';
import { ConfigError, loadConfig } from './config';
import { runStaffCommand, STAFF_COMMANDS_USAGE } from './modules/staff/staff-commands';

/** Staff accounts from the command line: `npm run admin -- create <email>`. */
async function run(): Promise<void> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { role: { type: 'string' } },
  });
  const [command, email, ...rest] = positionals;
  if (rest.length > 0 || command !== 'create' || !email) {
    throw new ConfigError(STAFF_COMMANDS_USAGE);
  }
  const config = loadConfig(process.env);
  const database = await openCliDatabase(config);
  try {
    const result = await runStaffCommand(database.db, { command, email, role: values.role });
    if (!result) throw new ConfigError(STAFF_COMMANDS_USAGE);
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
